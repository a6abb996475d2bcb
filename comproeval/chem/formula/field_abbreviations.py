"""A field's abbreviation of a material read as the composition it defines (issue 26): `YAG` is Y3Al5O12, `8YSZ`
is 8 mol% Y2O3 in ZrO2, `NMC811` is LiNi0.8Mn0.1Co0.1O2, `C3S` is 3CaO·SiO2 (data/field_abbreviations.json, each
entry with its review or handbook).

An abbreviation in the reference answered by its formula is the same sample, proven when the abbreviation fixes
the composition (a numbered variant states its amounts), the best guess otherwise. Two numbered variants of one
abbreviation (8YSZ, 3YSZ) are proven different. A formula in the reference answered only by the abbreviation
stays a miss (docs/scoring.md §2). Amounts are compared as each element's share of the cations (8YSZ written
Zr0.92Y0.16O2.08 or Zr0.852Y0.148O1.926 is one material); oxygen is set aside where vacancies make it vary (O3-δ).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from ..data import load_lexicon
from .compare import compare_composition_keys
from .condition_compare import compare_conditions
from .conditions import split_conditions
from .parse import parse_composition

_TABLE = load_lexicon("field_abbreviations")
_NUMBER = r"\d+(?:\.\d+)?"
_JOIN = r"\s*[-‐‑ ]?\s*"
# An oxygen count left open by vacancies (`O3-δ`, `O2-d`, `O3±δ`): the cations alone are compared.
_DELTA = re.compile(r"(?<=O)(\d*(?:\.\d+)?)\s*[-−±+]\s*[δd𝛿](?![a-z])")
# Cement chemist notation with A (Al2O3, no element symbol): `C3A`, `C4AF`, `C12A7`, `C3AH6`.
_CEMENT = re.compile(r"^(?=.*\d)(?=C)(?=.*A)(?:[CSAFHM]\d*){2,}$")
_SAME, _ROUNDED = 0.002, 0.03  # the largest relative difference of two shares: equal, equal to the written rounding


@dataclass(frozen=True)
class FieldReading:
    """The composition an abbreviation defines; `complete` when nothing else is left to choose."""

    formula: str
    elements: dict[str, float]
    complete: bool
    oxygen_free: bool


def _formatted(value: Fraction) -> str:
    return f"{float(value):.6g}"


def _from_template(template: str, number: str) -> str:
    """`Ce{1-x}Gd{x}O{2-x/2}` with x = n/100."""
    x = Fraction(number) / 100

    def amount(match: re.Match[str]) -> str:
        text = match.group(1).replace("x", f"({x})")
        if not re.fullmatch(r"[\d()+\-/ ]+", text):
            raise ValueError(template)
        return _formatted(Fraction(eval(text, {"__builtins__": {}}, {})))  # noqa: S307 - digits and signs only

    return re.sub(r"\{([^}]*)\}", amount, template)


def _from_sites(entry: dict, digits: str) -> str | None:
    """`NMC811` -> LiNi0.8Mn0.1Co0.1O2: each site's digits are the shares of its elements."""
    sites = entry["sites"]
    if len(digits) != sum(map(len, sites)) or "0" in digits:
        return None
    parts, index = [entry.get("head", "")], 0
    for site in sites:
        shares = [int(d) for d in digits[index : index + len(site)]]
        index += len(site)
        parts.extend(f"{element}{_formatted(Fraction(share, sum(shares)))}" for element, share in zip(site, shares, strict=True))
    return "".join(parts) + entry["rest"]


def _cement(text: str) -> str | None:
    """`C4AF` -> (CaO)4(Al2O3)(Fe2O3): cement chemist notation, each letter an oxide."""
    if not _CEMENT.match(text) and text not in _TABLE["cement"]["phases"]:
        return None
    oxides = _TABLE["cement"]["oxides"]
    return "".join(f"({oxides[letter]}){count}" for letter, count in re.findall(r"([CSAFHM])(\d*)", text))


@functools.lru_cache(maxsize=4096)
def field_reading(key: str) -> FieldReading | None:
    """The composition a key defines when its material is one of the table's abbreviations; None otherwise."""
    base = split_conditions(key)[0].strip()
    read = _read_base(base)
    if read is None:
        return None
    formula, complete, oxygen_free = read
    parsed = parse_composition(formula)
    if parsed is None:
        return None
    return FieldReading(formula, dict(parsed.elements), complete and not parsed.qualifiers, oxygen_free)


def _read_base(base: str) -> tuple[str, bool, bool] | None:
    if (cement := _cement(base)) is not None:
        return cement, True, False
    for name, entry in _TABLE["numbered"].items():
        place, free = entry["place"], bool(entry.get("oxygen_free"))
        before = re.fullmatch(rf"({_NUMBER}){_JOIN}{re.escape(name)}", base)
        after = re.fullmatch(rf"{re.escape(name)}{_JOIN}(\d+(?:\.\d+)?)", base)
        if "sites" in entry:
            if after and (formula := _from_sites(entry, after.group(1))) is not None:
                return formula, True, free
            continue
        for match, where in ((before, "before"), (after, "after")):
            if match and place in (where, "either") and 0 < float(match.group(1)) < 100:
                return _from_template(entry["template"], match.group(1)), True, free
    entry = _TABLE["fixed"].get(base)
    if entry is not None:
        return entry["formula"], bool(entry["complete"]), bool(entry.get("oxygen_free"))
    return None


def _shares(elements: dict[str, float], oxygen_free: bool) -> dict[str, float]:
    """Each element's amount over the sum of the cations (oxygen too, unless it is left open)."""
    cations = sum(v for e, v in elements.items() if e != "O")
    if cations <= 0:
        return {}
    return {e: v / cations for e, v in elements.items() if not (oxygen_free and e == "O")}


def _compare_elements(ref: FieldReading, elements: dict[str, float], oxygen_free: bool) -> tuple[bool, bool]:
    """(same, proven): the shares agree exactly (proven), within the written rounding (a guess), or not; a test that
    adds elements to the reference's (a dopant, a carbon coating) is a guess of another sample, not a proof."""
    free = ref.oxygen_free or oxygen_free
    mine, theirs = _shares(ref.elements, free), _shares(elements, free)
    if not mine or not theirs:
        return False, False
    if set(mine) != set(theirs):
        return False, not set(mine) < set(theirs)
    worst = max(abs(mine[e] - theirs[e]) / max(mine[e], theirs[e]) for e in mine)
    if worst <= _SAME:
        return True, True
    return worst <= _ROUNDED, worst > _ROUNDED


def _test_elements(key: str) -> tuple[dict[str, float], bool] | None:
    """A test formula's elements (its oxygen set aside when written with δ), when it parses whole."""
    base = split_conditions(key)[0]
    stripped = _DELTA.sub(lambda m: m.group(1), base)
    parsed = parse_composition(stripped)
    if parsed is None or parsed.qualifiers or parsed.abbreviation:
        return None
    return dict(parsed.elements), stripped != base


def field_abbreviation_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when the reference or the test is a field abbreviation the table reads; None otherwise."""
    ref, tst = field_reading(reference), field_reading(test)
    if ref is None and tst is None:
        return None
    if any(split_conditions(key)[1] for key in (reference, test)):
        verdict = compare_conditions(reference, test)
        if not (verdict.same and verdict.certain):
            return None  # conditions that differ or are unread: the condition rules decide
    if ref is None:
        if parse_composition(split_conditions(reference)[0]) is None:
            return None
        return False, f"{test} abbreviates what the reference writes as a formula: an abbreviation for a formula is 0 (docs/scoring.md §2)", False
    if tst is not None:
        same, proven = _compare_elements(ref, tst.elements, tst.oxygen_free)
        if not (ref.complete and tst.complete):
            same = set(_shares(ref.elements, True)) == set(_shares(tst.elements, True))
        return same, f"{reference} is {ref.formula}, {test} is {tst.formula}", proven and ref.complete and tst.complete
    written = _test_elements(test)
    if written is None:
        # a test the formula grammar reads only in part (a dopant, a name): a match may be proven, a difference not
        comparison = compare_composition_keys(ref.formula, test)
        if not comparison.match:
            return None  # words or parts the grammar does not read: the other rules guess
        return True, f"{reference} is {ref.formula}; against {test}: {comparison.reason}", ref.complete
    same, proven = _compare_elements(ref, *written)
    if not ref.complete:
        # an abbreviation that leaves its amounts open (GDC, YSZ) names the elements: those decide the guess
        same = set(_shares(ref.elements, True)) == set(_shares(written[0], True))
    shown = "the same shares" if same else "other elements or shares"
    return same, f"{reference} is {ref.formula} ({shown} as {test})", proven and ref.complete


def field_abbreviation_in_key(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """`regenerated NCM523 0.1C` against `regenerated LiNi0.5Co0.2Mn0.3O2 0.1C`: keys whose words are the same but
    one, where one writes a field abbreviation and the other a formula, are compared at that word alone."""
    ref_words, test_words = reference.split(), test.split()
    if len(ref_words) != len(test_words) or len(ref_words) < 2:
        return None
    differing = [i for i, (r, t) in enumerate(zip(ref_words, test_words, strict=True)) if r.strip(",;") != t.strip(",;")]
    if len(differing) != 1:
        return None
    ref_word, test_word = ref_words[differing[0]].strip(",;"), test_words[differing[0]].strip(",;")
    if (field_reading(ref_word) is None) == (field_reading(test_word) is None):
        return None  # a formula against a formula, or two abbreviations: the other rules read the whole keys
    read = field_abbreviation_comparison(ref_word, test_word)
    if read is None:
        return None
    same, why, certain = read
    return same, f"{why}; the rest of the keys is the same words", certain
