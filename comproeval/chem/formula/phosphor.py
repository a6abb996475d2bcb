"""Phosphor and laser-crystal dopant notations read as the formula they state (issue 26, keys round 3).

The notation of luminescent materials (Blasse & Grabmaier, *Luminescent Materials*, 1994, ch. 1; IUPAC
Red Book IR-11 on solid solutions) writes an activator after a colon:

- `Y3Al5O12:0.06Ce3+`: an amount per formula unit that replaces the same amount of a host cation;
- `Y3Al5O12:2%Ce`, `NaYF4:20%Yb,2%Er`, `Ce 2 at.%`, `Yb(20%)`: a share (mol %) of the substituted site;
- `SrAl2O4:Eu2+`, `Eu2+:SrAl2O4`: an activator with its amount unstated (either order);
- `K2SiF6:Mn4+ (x = 0.02)`, `Sr2-xSi5N8:xEu2+ (x = 0.04)`: a variable stated after the key. A host written
  with its deficit (`Sr1.96Si5N8:0.04Eu2+`) already makes room for the activator, which is then only added.

The substituted cation is the host's cation of the activator's charge (pymatgen's oxidation-state guess of the
host); when several host cations have that charge, the one closest in size (Shannon radii, CN VI), by a clear
margin. The reading is proven only when one host cation has the activator's charge; a choice by size or by an
unstated charge is the best guess.
"""

from __future__ import annotations

import functools
import math
import re
from fractions import Fraction

from .grammar import valid_element

PHOSPHOR_GUESSED = (
    "the same composition if the activator replaces the host cation its size (Shannon radii) or its usual charge "
    "suggests: another cation of the host could take it"
)
PHOSPHOR_DIFFERS = "other activator amounts once the phosphor notation is read (the substituted site is the only one of its charge)"
_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_CHARGE = r"(?:\d?\+|\+\d?)"
_PERCENT = r"(?:at|mol)?\s*\.?\s*%(?:\s*(?:at|mol)\b\.?)?"
# One activator: `0.06Ce3+`, `xEu2+`, `20%Yb`, `2 at.% Ce`, `Ce 2 at.%`, `Yb(20%)`, `Ce3+`.
_ACTIVATOR_RE = re.compile(
    rf"^\s*(?:(?P<pre>{_NUMBER})\s*(?P<pre_pct>{_PERCENT})?\s*|(?P<var>[xyz])\s*)?"
    rf"(?P<el>[A-Z][a-z]?)(?P<charge>{_CHARGE})?"
    rf"(?:\s*\(?\s*(?P<post>{_NUMBER})\s*(?P<post_pct>{_PERCENT})\s*\)?)?\s*$"
)
_VARIABLE_RE = re.compile(rf"^\s*([xyz])\s*=\s*({_NUMBER})\s*$")
# The activator may be the host's cation by at most this share of the site.
_SITE_MAX = Fraction(1)
# The closest host cation in size must be closer by this ratio than the next one (as in `dopant_site`).
_MARGIN = math.log(1.15)


def _parse_activators(text: str, variables: dict[str, Fraction]) -> list[tuple[str, int | None, Fraction | None, str]] | None:
    """(element, charge, amount, kind) of each activator, kind `fu` (per formula unit), `share` (of the site) or `` (unstated)."""
    found = []
    for item in re.split(r"\s*[,/]\s*|\s+and\s+", text.strip()):
        m = _ACTIVATOR_RE.match(item)
        if m is None or not valid_element(m["el"]):
            return None
        charge = _charge(m["charge"])
        if m["var"]:
            if m["var"] not in variables:
                return None
            found.append((m["el"], charge, variables[m["var"]], "fu"))
        elif m["pre"] and m["post"]:
            return None
        elif m["pre"]:
            found.append((m["el"], charge, Fraction(m["pre"]), "share" if m["pre_pct"] else "fu"))
        elif m["post"]:
            found.append((m["el"], charge, Fraction(m["post"]), "share"))
        else:
            found.append((m["el"], charge, None, ""))
    return found or None


def _charge(text: str | None) -> int | None:
    if not text:
        return None
    digits = text.strip("+")
    return int(digits) if digits else 1


@functools.lru_cache(maxsize=4096)
def _host_cations(host: str) -> tuple[tuple[str, Fraction, int], ...] | None:
    """(element, amount, oxidation state) of a host formula's cations, or None when it is not a charge-balanced formula."""
    from .parse import analyse

    reading = analyse(host)
    if len(reading.readings) != 1 or not reading.readings[0].exact or reading.dopants or reading.descriptors:
        return None
    amounts = {el: Fraction(a) for el, a in reading.readings[0].amounts if a}
    if len(amounts) < 2:
        return None
    try:
        from pymatgen.core import Composition

        # a host written with its deficit (`Ca1.9SiO4`) is guessed as its whole formula unit (`Ca2SiO4`)
        whole = {el: float(max(1, round(a))) if a.denominator != 1 else float(a) for el, a in amounts.items()}
        guesses = Composition(whole).oxi_state_guesses(max_sites=-50)
    except Exception:  # not a composition pymatgen balances
        return None
    if not guesses:
        return None
    states = guesses[0]
    return tuple((el, amounts[el], round(states[el])) for el in amounts if states.get(el, 0) > 0)


def _radius(element: str, charge: int) -> float | None:
    try:
        from pymatgen.core.periodic_table import Species

        species = Species(element, charge)
        for spin in ("", "High Spin"):
            try:
                return float(species.get_shannon_radius(cn="VI", spin=spin))
            except Exception:  # no radius for this spin
                continue
    except Exception:  # no such species
        return None
    return None


def _site(cations: tuple[tuple[str, Fraction, int], ...], element: str, charge: int | None) -> tuple[str, bool] | None:
    """The host cation the activator replaces and whether that is proven (one cation of its charge); None if undecided."""
    if any(el == element for el, _, _ in cations):
        return None
    if charge is not None:
        charges = [charge]
    else:
        from pymatgen.core.periodic_table import Element

        charges = [c for c in Element(element).common_oxidation_states if c > 0]
    candidates = [(el, state) for el, _, state in cations if state in charges]
    if not candidates:
        # an aliovalent activator (`ZnO:Al`) in a host of one cation can only take that cation's site: the best guess
        return (cations[0][0], False) if len(cations) == 1 else None
    if len(candidates) == 1:
        return candidates[0][0], True
    distances = []
    for el, state in candidates:
        own, host = _radius(element, state), _radius(el, state)
        if own is None or host is None:
            return None
        distances.append((abs(math.log(own / host)), el))
    distances.sort()
    if distances[1][0] - distances[0][0] < _MARGIN:
        return None
    return distances[0][1], False


def _number(value: Fraction) -> str:
    return format(float(value), ".10g")


def _split(text: str) -> tuple[str, str] | None:
    """(host, activators) of `host:activators` or `activators:host` (the side that reads as activators)."""
    if text.count(":") != 1:
        return None
    left, right = (part.strip() for part in text.split(":"))
    if not left or not right:
        return None
    if _ACTIVATOR_RE.match(re.split(r"\s*[,/]\s*", right)[0]):
        return left, right
    if _ACTIVATOR_RE.match(re.split(r"\s*[,/]\s*", left)[0]) and (re.search(_CHARGE + r"\s*$", left) or valid_element(left)):
        return right, left
    return None


def _read_part(text: str, variables: dict[str, Fraction]) -> tuple[str, bool] | None:
    """One phosphor (no `@`): its substituted formula, or its canonical `host:activators` when an amount is unstated."""
    from .generic import substituted as put_in

    split = _split(text)
    if split is None:
        return None
    host_text, activator_text = split
    activators = _parse_activators(activator_text, variables)
    if activators is None:
        return None
    if variables and re.search(r"[xyz]", host_text):
        clause = ", ".join(f"{k} = {_number(v)}" for k, v in variables.items())
        filled = put_in(f"{host_text} ({clause})")
        if filled is None:
            return None
        host_text = filled
    cations = _host_cations(host_text)
    if cations is None:
        return None
    implied = len(activators) == 1 and activators[0][2] is None and len(variables) == 1
    if implied:  # `K2SiF6:Mn4+ (x = 0.02)`: the stated variable is the activator's amount per formula unit
        activators = [(activators[0][0], activators[0][1], next(iter(variables.values())), "fu")]
    if any(amount is None for _, _, amount, _ in activators):
        canonical = ",".join(f"{el}{'' if c is None else f'{c}+'}" for el, c, _, _ in sorted(activators, key=lambda a: a[0]))
        return f"{host_text}:{canonical}", True
    amounts = {el: amount for el, amount, _ in cations}
    from .parse import analyse

    formula = {el: Fraction(a) for el, a in analyse(host_text).readings[0].amounts if a}
    proven = True
    taken: dict[str, Fraction] = {}
    for element, charge, amount, kind in activators:
        site = _site(cations, element, charge)
        if site is None:
            return None
        replaced, sure = site
        proven = proven and sure and not (implied and amounts[replaced] != 1)
        share = amount / 100 * amounts[replaced] if kind == "share" else amount
        formula[element] = formula.get(element, Fraction(0)) + share
        taken[replaced] = taken.get(replaced, Fraction(0)) + share
    for replaced, share in taken.items():
        whole = formula[replaced]
        if whole.denominator != 1 and (whole + share).denominator == 1:
            continue  # the host is written with its deficit (`Sr1.96Si5N8:0.04Eu2+`): the activator is only added
        if share >= whole * _SITE_MAX:
            return None
        formula[replaced] = whole - share
    return "".join(f"{el}{_number(a)}" for el, a in formula.items() if a), proven


def phosphor_formula(text: str) -> tuple[str, bool] | None:
    """The key's phosphor notation as the formula it states and whether that is proven; None if it is not one.

    Core@shell keys (`NaYF4:20%Yb,2%Er@NaYF4`) are read part by part and joined again by `@`."""
    variables: dict[str, Fraction] = {}
    base = text.strip()
    while (clause := re.search(r"[\s,]*\(([^()]*)\)\s*$|,\s*([^,()]*)$", base)) is not None:
        inner = clause.group(1) if clause.group(1) is not None else clause.group(2)
        found = _VARIABLE_RE.match(inner)
        if found is None:
            break
        variables[found.group(1)] = Fraction(found.group(2))
        base = base[: clause.start()].strip()
    if ":" not in base:
        return None
    parts = base.split("@")
    read = []
    for part in parts:
        reading = _read_part(part, variables) if ":" in part else (part.strip(), True)
        if reading is None:
            return None
        read.append(reading)
    formula = "@".join(r[0] for r in read)
    if formula == base and not variables:
        return None
    return formula, all(r[1] for r in read)


def is_phosphor(key: str) -> bool:
    """Whether the key is written in the activator notation (`host:activators`) this module reads."""
    from ..text import FORMULA_CHARS, normalize

    return phosphor_formula(normalize(key, FORMULA_CHARS).strip()) is not None


ACTIVATORS_ALIKE = "the same host and activators, each amount written before or after its element (`1%Ce` = `Ce1%`)"
ACTIVATORS_DIFFER = "the same host and activators, each in the same kind of amount, one amount other: another composition"


def _host_and_activators(key: str) -> tuple[str, tuple] | None:
    from ..text import FORMULA_CHARS, normalize

    split = _split(normalize(key, FORMULA_CHARS).strip())
    if split is None or "@" in key:
        return None
    activators = _parse_activators(split[1], {})
    if activators is None:
        return None
    return re.sub(r"\s+", "", split[0]), tuple(sorted(activators, key=lambda a: (a[0], a[1] or 0)))


def same_activators(reference: str, test: str) -> bool | None:
    """Two phosphor keys with one host and the same activators: True when every amount agrees, read whatever the
    order of amount and element (one notation, Blasse & Grabmaier, ch. 1), even where no site can be named for an
    activator; False when the same activators, each stated in the same kind of amount, differ in one; None otherwise."""
    ref, tst = _host_and_activators(reference), _host_and_activators(test)
    if ref is None or tst is None or ref[0] != tst[0] or any(a[2] is None for a in (*ref[1], *tst[1])):
        return None
    if ref == tst:
        return True
    same_kinds = [(el, charge, kind) for el, charge, _, kind in ref[1]] == [(el, charge, kind) for el, charge, _, kind in tst[1]]
    return False if same_kinds else None
