"""Two blend notations compared: the same components in the same amounts on one basis (issue 26).

Both keys are read by `blends.read_blend`; components are paired by their text or by a caller's resolver (the
judge's own key comparison: an acronym spelt out, a formula for its name); amounts are compared as fractions on one
basis. Certain only when every token of both keys was read, every component is resolved for certain, and the amounts
are stated on one basis in notations that count alike. Amounts on bases that cannot be converted without molar
masses or densities the keys do not give (wt% against mol% or vol%, phr against wt% when other ingredients may be
left unnamed) are the best guess: equal numbers on two bases are different amounts (5 phr is 5/105 of a
two-component mass, ASTM D1566), converted equal ones the same.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from fractions import Fraction

from pymatgen.core import Composition

from ..abbreviation import spelt
from ..quantities import conditions_agree
from .abbreviated_keys import plain_formula
from .alloy_compare import compare_alloys
from .blends import Blend, read_blend
from .grammar import valid_element
from .parse import analyse
from .written_number import shown_number

# (same, certain) for two component names; None when nothing is known about them.
PartResolver = Callable[[str, str], "tuple[bool, bool] | None"]

BLEND_SAME = "the same components in the same amounts on the same basis"
BLEND_GUESSED = "the same components, the amounts equal if the notations count alike"
BLEND_DIFFERS = "the same components in other amounts on the same basis: another sample"
BLEND_OTHER_PART = "a component differs"
BLEND_MASSES = "equal numbers by mass and by amount of substance for parts of other molar masses: other amounts"
BLEND_BASES = "the amounts are on other bases, which the keys give no molar masses or densities to convert"
_MAX_PARTS = 5


def _text(name: str) -> str:
    squeezed = re.sub(r"[\s\-–.·]", "", name)
    return squeezed.casefold() if re.search(r"[a-z]{3}", squeezed) else squeezed


def _code_numbers_differ(a: str, b: str) -> bool:
    """`N330` and `N550`, `5CB` and `8CB`: one code with another number names another grade or homologue."""
    one, other = _text(a), _text(b)
    return re.sub(r"\d+", "#", one) == re.sub(r"\d+", "#", other) and re.findall(r"\d+", one) != re.findall(r"\d+", other)


def _part(a: str, b: str, resolve: PartResolver | None) -> str:
    """`same`, `likely`, `other` (proven another), `unlike` (another by guess) or `unknown`."""
    if _text(a) == _text(b):
        return "same"
    if _code_numbers_differ(a, b):
        return "unlike"
    found = resolve(a, b) if resolve else None
    if found is None:
        return "unknown"
    same, certain = found
    return ("same" if certain else "likely") if same else ("other" if certain else "unknown")


_RANK = {"same": 0, "likely": 1, "unknown": 2, "unlike": 3, "other": 4}


def _pairing(ref: Blend, tst: Blend, resolve: PartResolver | None) -> tuple[list[tuple[int, int]], list[str]] | None:
    """The pairing of the smaller key's parts into the larger's with the fewest doubts (a base part to a base part
    when a form names one)."""
    if max(len(ref.parts), len(tst.parts)) > _MAX_PARTS:
        return None
    flipped = len(ref.parts) > len(tst.parts)
    small, large = (tst, ref) if flipped else (ref, tst)
    best = None
    for chosen in itertools.permutations(range(len(large.parts)), len(small.parts)):
        pairs = [(j, i) if flipped else (i, j) for i, j in enumerate(chosen)]
        kinds = [_part(ref.parts[i], tst.parts[j], resolve) for i, j in pairs]
        score = (-kinds.count("same"), -kinds.count("likely"), sorted((_RANK[k] for k in kinds), reverse=True))
        if best is None or score < best[0]:
            best = (score, pairs, kinds)
    return None if best is None else (best[1], best[2])


def _readings(blend: Blend, per_whole: bool = False) -> list[dict[str, Fraction]]:
    """The blend as fractions of the whole (by its basis): an addition is read per the whole and per the base."""
    shares = blend.shares()
    if blend.form == "whole":
        return [shares]
    added = {p: s for p, s in shares.items() if s is not None}
    base = [p for p, s in shares.items() if s is None]
    if len(base) != 1 or not added:
        return []
    readings = []
    if blend.form in ("added", "loading") and sum(added.values()) < 1:
        readings.append({**added, base[0]: 1 - sum(added.values())})
    if blend.form == "loading":  # `VO2/PU 4 wt%`: the share may be the first part's, the filler written first
        (filler, share), matrix = next(iter(added.items())), base[0]
        readings.append({matrix: share, filler: 1 - share})
    if blend.form == "phr" or blend.form == "added" and not per_whole:
        total = 1 + sum(added.values())
        readings.append({**{p: s / total for p, s in added.items()}, base[0]: 1 / total})
    return readings


def _written_digits(blend: Blend) -> int:
    """The most decimals a blend's amounts need to be shown (`written_number.shown_number`; 17, a float's digits, for
    a fraction no decimal writes)."""
    return max((shown.places if (shown := shown_number(a, most=17)) else 17 for a in blend.amounts if a is not None), default=0)


def _agree(one: dict[str, Fraction], other: dict[str, Fraction], names: dict[str, str], tolerance: Fraction) -> bool:
    return all(abs(one[a] - other[names[a]]) <= tolerance for a in one if a in names)


def _converted_equal(ref: Blend, tst: Blend, names: dict[str, str], per_whole: bool = False) -> bool:
    """Some reading of each key gives the other's fractions, to the rounding of the numbers written; `per_whole`:
    a share stated by mass (`+ 5 wt%`) is of the whole, not per the base (that is what phr states). Two keys of one
    form, parts in one order, count alike: the same reading of each (`+ 20 wt%` of the whole is not `+ 25 wt%` per
    the base)."""
    tolerance = Fraction(1, 2 * 10 ** (max(_written_digits(ref), _written_digits(tst)) + 2))
    ref_readings, tst_readings = _readings(ref, per_whole), _readings(tst, per_whole)
    alike = ref.form == tst.form and ref.basis == tst.basis and [names.get(p) for p in ref.parts] == list(tst.parts)
    if alike and len(ref_readings) == len(tst_readings):
        return any(_agree(a, b, names, tolerance) for a, b in zip(ref_readings, tst_readings, strict=True))
    return any(_agree(a, b, names, tolerance) for a in ref_readings for b in tst_readings)


def _numbers(blend: Blend) -> dict[str, Fraction | None]:
    """The number each part is given, as a percentage of the whole for `whole` forms (`95:5` gives 5), as written
    for the others (`+ 5 wt%`, `5 phr`)."""
    if blend.form == "whole":
        return {p: share * 100 for p, share in blend.shares().items()}
    return dict(zip(blend.parts, blend.amounts))


def _basis(blend: Blend) -> str | None:
    """`at%` of elements is their `mol%`; `phr` is by mass."""
    if blend.basis == "at" and all(valid_element(p) for p in blend.parts):
        return "mol"
    return blend.basis


def _masses_differ(parts: tuple[str, ...]) -> bool:
    """Every part is a compound's formula and nothing else (`abbreviated_keys.plain_formula`) and their molar masses
    are not all one (IUPAC standard atomic weights, by pymatgen): equal shares by mass and by amount of substance then
    describe other mixtures, since x_i = (w_i/M_i) / sum(w_j/M_j) equals w_i for every part only when all M are equal
    (isomers, of one formula, stay unproven)."""
    masses = set()
    for part in parts:
        reading = analyse(part)
        if not plain_formula(reading) or len(amounts := reading.readings[0].amounts) < 2:
            return False  # a name, or one element with a count (`N2200`): a label, no formula (`implausible`)
        masses.add(round(Composition({el: float(n) for el, n in amounts}).weight, 3))
    return len(masses) > 1


def _amounts(ref: Blend, tst: Blend, names: dict[str, str]) -> tuple[bool, bool, str]:
    """(same, certain, why) for the amounts of two blends of paired components."""
    ref_basis, tst_basis = _basis(ref), _basis(tst)
    same_form = ref.form == tst.form
    if same_form and ref_basis == tst_basis:
        if ref.form == "whole":
            one, other = ref.shares(), tst.shares()
        else:
            one, other = ({p: a for p, a in zip(b.parts, b.amounts)} for b in (ref, tst))
        if all(one[a] == other[names[a]] for a in one if a in names):
            return True, True, BLEND_SAME
        close = _converted_equal(ref, tst, names)  # equal once rounding is allowed for: the best guess
        return (True, False, BLEND_GUESSED) if close else (False, True, BLEND_DIFFERS)
    if ref_basis and tst_basis and ref_basis != tst_basis:
        ref_numbers, tst_numbers = _numbers(ref), _numbers(tst)
        written = [(ref_numbers[p], tst_numbers[names[p]]) for p in ref.parts if p in names]
        equal = all(a == b for a, b in written if a is not None and b is not None)
        mass = {ref_basis, tst_basis} == {"wt", "phr"}
        if mass and not equal and _converted_equal(ref, tst, names, per_whole=True):
            return True, False, f"{BLEND_GUESSED} (phr converted to mass fractions, no other ingredient assumed)"
        # one number by mass and by volume: densities differ; by mass and by amount: so do the parts' molar masses
        proven = equal and ({ref_basis, tst_basis} == {"wt", "vol"} or ({ref_basis, tst_basis} == {"wt", "mol"} and _masses_differ(ref.parts)))
        if proven and "mol" in (ref_basis, tst_basis):
            return False, True, f"{BLEND_MASSES} ({ref_basis} against {tst_basis})"
        return False, proven, f"{BLEND_BASES} ({ref_basis} against {tst_basis}); equal numbers on two bases are other amounts"
    if _converted_equal(ref, tst, names):
        return True, False, BLEND_GUESSED
    certain = ref_basis == tst_basis and ref_basis is not None
    return False, certain, BLEND_DIFFERS


def compare_blends(reference: str, test: str, resolve: PartResolver | None = None) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when both keys read whole as blends of pairable components; None otherwise, or when both
    are alloy designations (`Cu-1 at% Mn`), whose bases convert by atomic masses (`alloy_compare`). A key read
    through a slash before a loading (`PP/20 wt% APP`) is only a best guess: a slash also writes a layer, a support
    or a ratio."""
    if compare_alloys(reference, test) is not None:
        return None
    ref, tst = read_blend(reference), read_blend(test)
    if ref is None or tst is None or not _rests_agree(ref.rest, tst.rest):
        return None
    if ref.notation == tst.notation == "run-in":
        return None  # two formula sums (`65SiO2–35Al2O3`): the formula rules read them whole, in any order
    found = _compared(ref, tst, f" ({reference} / {test})", resolve)
    if found is not None and found[2] and ref.notation != tst.notation:
        shares = "the same shares" if found[0] else "other shares"
        return found[0], f"the same components with {shares}, {_NOTATIONS_APART} ({reference} / {test})", False
    if found is not None and found[2] and _polymer_joiners_differ(reference, test, ref.parts + tst.parts):
        return found[0], f"{found[1]}; {_JOINERS_APART}", False
    if found is None or not found[2] or not (ref.slashed or tst.slashed):
        return found
    return found[0], f"{found[1]}; read through a slash, which may join other things than a matrix and its loading", False


# Polymers joined by a solidus are a blend (`PLA/PCL`); joined by a bare hyphen, a blend or a copolymer (`PS-PMMA` is
# also how PS-block-PMMA is shortened): IUPAC Purple Book, source-based copolymer names (1985) and blend terminology
# (2004) spell `-block-`, `-co-` or `blend` where a bare hyphen leaves it open.
_JOINERS_APART = "polymers joined by a solidus on one side, a hyphen on the other: a blend or a copolymer, the best guess"
_POLYMER_PART = re.compile(r"^(?:P[A-Z]|poly)", re.IGNORECASE)
# A plus between parts (`70% A + 30% B`) adds one to another: a mixture, as a solidus writes a blend, never a copolymer.
_SOLIDUS_JOIN = re.compile(r"[A-Za-z)\]]\s*/\s*[A-Za-z(]|\s\+\s")


def _polymer_joiners_differ(reference: str, test: str, parts: tuple[str, ...]) -> bool:
    """`PLA/PCL 70/30` against `PLA-PCL 70/30`: parts that are all polymers, joined by a solidus on one side only."""
    polymers = all(_POLYMER_PART.match(p.strip()) for p in parts)  # a copolymer joins polymers, not a matrix and a filler
    return polymers and bool(_SOLIDUS_JOIN.search(reference)) != bool(_SOLIDUS_JOIN.search(test))


def _rests_agree(reference: tuple[str, ...], test: tuple[str, ...]) -> bool:
    """What the keys write after their blends, alike as text or clause by clause as one quantity in other units
    (`1400 °C`, `1673 K`: `quantities.conditions_agree`, the conversion within the written digits)."""
    if sorted(map(_text, reference)) == sorted(map(_text, test)):
        return True
    if len(reference) != len(test):
        return False
    return (
        any(all(conditions_agree(r, t)[0] for r, t in zip(reference, order)) for order in itertools.permutations(test)) if len(test) <= 4 else False
    )


# Shares run into formulas (`70KClO4-30Al`) also read as a formula sum, counted in amounts of substance; a ratio after
# the parts (`KClO4/Al 70/30`) is most often by mass; hyphens between numbers (`(65-25-10)`) also write ranges.
_NOTATIONS_APART = "written in two notations that may count on other bases: the best guess"


def _compared(ref: Blend, tst: Blend, shown: str, resolve: PartResolver | None) -> tuple[bool, str, bool] | None:
    """(same, why, certain) of two blends read whole, their components paired; None when they cannot be paired."""
    found = _pairing(ref, tst, _codes_read(ref, tst, resolve))
    if found is None:
        return None
    pairs, kinds = found
    names = {ref.parts[i]: tst.parts[j] for i, j in pairs}
    extra = [p for p in ref.parts if p not in names] + [p for p in tst.parts if p not in names.values()]
    if "other" in kinds and extra:
        return None  # `PbTe–2% Na` against `Pb0.98Na0.02Te`: parts written in other groupings, read by the formula rules
    if "other" in kinds and (as_elements := _species_as_elements(ref, tst, pairs, kinds)) is not None:
        same, certain = as_elements
        return same, f"{SPECIES_AS_ELEMENTS if same else SPECIES_AS_ELEMENTS_DIFFER}{shown}", certain
    if "other" in kinds:
        return False, f"{BLEND_OTHER_PART}: {', '.join(ref.parts[i] + ' / ' + tst.parts[j] for (i, j), k in zip(pairs, kinds) if k == 'other')}", True
    if extra:
        return _extra_part(ref, tst, extra, kinds, shown)
    if sum(k in ("unknown", "unlike") for k in kinds) > 1:
        return None
    same, certain, why = _amounts(ref, tst, names)
    if [names.get(p) for p in ref.parts] != list(tst.parts) and not (same and _each_part_counted(ref, tst)):
        # parts in another order (`A/B 60/40`, `B/A 60/40`; `A/B 5 phr`, `B/A 5 phr`): whether a writer kept the
        # numbers in the parts' order, or which part is the base, is not read, so any verdict is the best guess
        certain = False
    if not same:
        # other amounts of the same components, or of another one: another sample either way
        # one unresolved pair at most, so the pairing is forced: its amounts prove another sample either way
        return False, why + shown, certain and sum(k in ("unknown", "unlike") for k in kinds) <= 1
    if "unknown" in kinds:
        return None
    if "unlike" in kinds:
        return False, f"{BLEND_OTHER_PART} by guess (a code with another number, or a name not resolved){shown}", False
    return True, why + shown, certain and all(k == "same" for k in kinds)


def _each_part_counted(ref: Blend, tst: Blend) -> bool:
    """Both keys give every part its share of the whole (`A:B = 70:30`, `30 % B + 70 % A`): a ratio's terms stand in
    the order of the parts it names (IUPAC Green Book 3rd ed. 2.10, A:B = a:b), so the same shares read with the parts
    swapped on both sides (`B:A = 30:70`) are one composition; other shares so read stay a guess, since a writer who
    swapped the names may have kept the numbers."""
    return all(blend.form == "whole" and None not in blend.amounts and not blend.coded for blend in (ref, tst))


SPECIES_AS_ELEMENTS = "the same amount ratio, one key counting each element in the one species that holds it"
SPECIES_AS_ELEMENTS_DIFFER = "another amount ratio once each species is counted by the element it holds"
_MOLAR = (None, "mol", "at")


def _element_count(element: str, species: str) -> Fraction | None:
    """Atoms of `element` in one formula unit of `species` (`N` in `NH4`: 1), from its one exact reading; None when
    `element` is no element symbol, or `species` no formula holding it."""
    if not valid_element(element) or valid_element(species):
        return None
    readings = analyse(species).readings
    if len(readings) != 1 or not readings[0].exact:
        return None
    return dict(readings[0].amounts).get(element) or None


def _species_as_elements(ref: Blend, tst: Blend, pairs: list[tuple[int, int]], kinds: list[str]) -> tuple[bool, bool] | None:
    """(same, certain) for two ratios of amounts in which one key names an element where the other names a species
    holding it (`Mg:N:P` against `Mg:NH4:PO4`): an amount ratio is a ratio of amounts of substance (IUPAC Green Book
    3rd ed. 2.10), and n(N) = n(NH4) for one N per NH4, n(P) = 2 n(P2O5). Read only when the element is in no other
    species the key names (its amount is then that species' alone), every part paired, and both ratios molar or of
    unstated basis; proven when both state a molar basis. None otherwise."""
    if ref.form != "whole" or tst.form != "whole" or len(ref.parts) != len(tst.parts) or len(pairs) != len(ref.parts):
        return None
    if _basis(ref) not in _MOLAR or _basis(tst) not in _MOLAR or None in ref.amounts or None in tst.amounts:
        return None
    scaled: list[tuple[Fraction, Fraction]] = []
    for (i, j), kind in zip(pairs, kinds, strict=True):
        a, b = ref.parts[i], tst.parts[j]
        counts = (Fraction(1), Fraction(1))
        if kind == "other":
            element, species, blend = (a, b, tst) if valid_element(a) else (b, a, ref)
            count = _element_count(element, species)
            others = [p for p in blend.parts if p != species]
            if count is None or any(_element_count(element, p) for p in others if not valid_element(p)):
                return None
            counts = (Fraction(1), count) if element == a else (count, Fraction(1))
        elif kind != "same":
            return None
        scaled.append((ref.amounts[i] * counts[0], tst.amounts[j] * counts[1]))
    one, other = sum(x for x, _ in scaled), sum(y for _, y in scaled)
    if not one or not other:
        return None
    same = all(x / one == y / other for x, y in scaled)
    return same, _basis(ref) is not None and _basis(tst) is not None


def _codes_read(ref: Blend, tst: Blend, resolve: PartResolver | None) -> PartResolver | None:
    """A part written as a sample-code letter (`K` of `K50F25Q25`, a letter no element symbol reads whole) is a name
    the paper defines, so reading it as an element proves nothing: against a name it spells (its initial, as an
    abbreviation spells its long form: Schwartz & Hearst 2003, `chem.abbreviation`) it is the best guess the same
    part, against anything else unknown."""
    if not (ref.coded or tst.coded):
        return resolve

    def resolved(a: str, b: str) -> tuple[bool, bool] | None:
        if ref.coded and tst.coded:
            return None  # two codes of other letters: two papers' names, nothing read
        code, name = (a, b) if ref.coded else (b, a)
        return (True, False) if spelt(code, name) else None

    return resolved


def _extra_part(ref: Blend, tst: Blend, extra: list[str], kinds: list[str], shown: str) -> tuple[bool, str, bool] | None:
    """A component one key names with an amount and the other leaves out: another sample, proven when every other
    component is resolved for certain."""
    stated = {p: a for b in (ref, tst) for p, a in zip(b.parts, b.amounts)}
    if any(stated.get(p) is None or stated.get(p) == 0 for p in extra):
        return None  # a part without an amount may be named inside another's name
    why = f"{', '.join(extra)} is a component of one key only{shown}"
    return False, why, all(k == "same" for k in kinds)
