"""What a precursor entry states beside its name: a concentration, an assay or purity, a particle size, a viscosity.

The name reading drops these notes (`resolve._strip_annotations`), which is right when one side alone states one
(`AgNO3 (0.1 M)` for `silver nitrate`) but proves nothing when both state one and the numbers differ. A concentrated
reagent is sold by its assay, a few percent wide (ACS Reagent Chemicals, 11th ed., monographs: nitric acid 69.0-70.0 %,
hydrochloric acid 36.5-38.0 %, sulfuric acid 95.0-98.0 %; polyphosphoric acid is graded 105 % and 115 % as H3PO4), so
another concentration of an acid or a solution is another reagent (a dilution, another grade); a molarity or mass
concentration is compared after conversion (pint). A purity of one solid or neat liquid (`99 %`, `≥ 99.9 %`) is a
supplier's grade of the same substance (ISO 6353-1, general reagent specifications; IUPAC Gold Book, purity). A
particle size, a sieve mesh (ASTM E11) or a kinematic viscosity (a silicone oil's grade) tells products apart.
A bare `%` of a solution is read as the mass fraction chemists usually mean (IUPAC Green Book 2.10: `%` is the number
0.01; the basis is the quantity's), so `25 %` agrees with `25 wt%`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..unit_relations import registry
from .purity_grades import nines_note, no_normality, one_equivalent

_NUMBER = r"(\d+(?:\.\d+)?)"
_RANGE = rf"{_NUMBER}(?:\s*[-–]\s*{_NUMBER})?"
# `25 wt%`, `30 % w/w`, `≥99.9%`, `95-98 %`; a ratio's part (`98:2 wt%`, `Si/Al = 2.6`) is not a concentration
_PERCENT = re.compile(
    rf"(?<![\d.:/])(?P<mark>[≥>]\s*)?{_RANGE}\s*(?P<before>wt\.?|vol\.?|mass|mol\.?|at\.?)?\s*%\s*(?P<after>w/w|v/v|w/v|wt|vol|mass)?",
    re.I,
)
_PURITY_WORD = re.compile(r"\bpur(?:e|ity)\b|\bassay\b|\bgrade\b", re.I)
# a molarity or a mass concentration, a size, a viscosity, a mesh; `N` (normality) is never read (pint reads a newton)
_OTHER = re.compile(
    rf"(?<![\d.:/\w]){_RANGE}\s*(?P<unit>[mµu]?M|[mµu]?mol\s*(?:/\s*L|L\s*[-−⁻]\s*1)|[mµ]?g\s*(?:/\s*m?L|m?L\s*[-−⁻]\s*1)"
    r"|cSt|cP|mPa\s*[·.]?\s*s|[nµu]m|mm|mesh)(?![A-Za-z])"
)
_KIND = {"M": "concentration", "mol": "concentration", "g": "mass concentration", "cSt": "viscosity", "cP": "viscosity"}
# above this both percentages read as the purity of one substance, not a concentration (the assay ranges above)
_PURITY_FLOOR = 95.0


@dataclass(frozen=True)
class Stated:
    """One amount an entry states: its kind, its basis (`wt`, `vol`, `` for a bare `%`), its range in one unit."""

    kind: str
    basis: str
    low: float
    high: float
    purity: bool = False  # marked as a purity (`≥`, `purity`, `pure`) or written as one
    step: float = 0.0  # one unit of the last decimal written (`2.4` -> 0.1): the rounding the number allows

    def agrees(self, other: Stated) -> bool:
        """The ranges meet once each number is allowed half a unit of its last digit (`2.4` and `2.38`, `37` and `37.0`).
        Two purities are grades, each a stated minimum, not rounded measurements (ISO 6353-1; the nines notation:
        `3N5`, 99.95 %, is another grade than `3N`, 99.9 %): they agree only when equal."""
        slack = 1e-9 if self.purity and other.purity else (self.step + other.step) / 2 * (1 + 1e-9)
        return self.low <= other.high + slack and other.low <= self.high + slack


def _step(number: str) -> float:
    """A unit of the last decimal written; a whole number (`1 M`, `37 %`) is read as exact, as chemists write it."""
    decimals = number.partition(".")[2]
    return 10.0 ** -len(decimals) if decimals else 0.0


def _unit_kind(unit: str) -> tuple[str, str]:
    """The kind of a note's unit and the pint expression it converts by."""
    if unit == "mesh":
        return "mesh", ""
    if unit in ("cSt", "cP") or unit.startswith("mPa"):
        return "viscosity", "centistokes" if unit == "cSt" else "centipoise"
    if unit.endswith("m") and not unit.endswith("M"):
        return "size", unit.replace("u", "µ")
    molar = re.fullmatch(r"([mµu]?)M", unit)
    if molar:
        return "concentration", f"{molar.group(1).replace('u', 'µ')}mol/L"
    expression = re.sub(r"\s+", "", unit).replace("L-1", "/L").replace("L−1", "/L").replace("L⁻1", "/L").replace("u", "µ")
    return ("concentration" if "mol" in expression else "mass concentration"), expression


def _in_base(value: float, expression: str) -> float | None:
    if not expression:
        return value
    try:
        return float(registry().Quantity(value, expression).to_base_units().magnitude)
    except Exception:  # noqa: BLE001 - an expression pint cannot read is no amount
        return None


# An amount concentration written before its solute (`6 M KOH`, `0.1 mol/L AgNO3`, `1 N HCl`; IUPAC Green Book, 3rd
# ed., 2.10: amount concentration c, `M` = mol/L), the solution named after it (`aqueous`, `solution`).
_LEADING = re.compile(
    r"^\s*(?P<value>\d+(?:\.\d+)?)\s*(?P<unit>[mµu]?M|[mµu]?mol\s*(?:/\s*L|L\s*[-−⁻]\s*1)|N)\s+(?:aqueous\s+)?"
    r"(?P<solute>\S.*?)(?:\s+(?:aqueous\s+)?solution)?\s*$"
)
_NORMALITY = re.compile(r"(?<![\d.\w])(\d+(?:\.\d+)?)\s*N(?![A-Za-z])")
# A mass or volume fraction of a solution written before its solute (`30 wt% H2O2`, `2 % KCl solution`) or after it
# and a comma (`hydrogen peroxide, 30 wt% aqueous`): IUPAC Green Book 3rd ed. 2.10 (mass fraction w, volume fraction
# phi; `%` = 0.01), the solvent named by `aqueous`, and `solution` or `brine` (a salt's aqueous solution, OED) naming
# the liquid. A mole or atom fraction is a share of a material, not a solution's concentration, and is not read so.
_FRACTION = r"\d+(?:\.\d+)?\s*(?:(?:wt|vol|mass)\.?\s*)?%(?:\s*(?:w/w|v/v|w/v))?"
_SOLUTION_WORDS = r"(?:\s+(?:aqueous\s+)?(?:solution|brine))?"
_LEADING_FRACTION = re.compile(rf"^\s*{_FRACTION}\s+(?:aqueous\s+)?(?P<solute>\S.*?){_SOLUTION_WORDS}\s*$", re.I)
_TRAILING_FRACTION = re.compile(rf"^\s*(?P<solute>[^,()]*?\S)\s*,\s*{_FRACTION}(?:\s+aqueous)?{_SOLUTION_WORDS}\s*$", re.I)
# a solute that joins or qualifies several things (`5 % H2/Ar`, `10 % Pd/C`, `8 mol% Y2O3-stabilized ZrO2`) is a
# mixture or material whose share the fraction gives, not one solute
_NOT_ONE_SOLUTE = re.compile(r"[/+:;%]|\d\s*[-–]\s*\d|\b(?:doped|stabili[sz]ed|in|on|and|with)\b|-(?:doped|stabili[sz]ed)", re.I)


def _one_equivalent(solute: str) -> bool:
    """The solute gives one H+ or OH- per formula unit (`purity_grades.one_equivalent`)."""
    from .resolve import resolve

    return one_equivalent(resolve(solute.strip()))


def _no_normality(substance: str) -> bool:
    """No normality is stated of the substance: read whole, or an element among plain words of its form or role
    (`<element> foil`, `<element> metal target`: `lone_substance`), which has no solute to be a normality of."""
    from .compare import compound_formula
    from .lone_substance import lone_substance
    from .resolve import resolve

    if (read := resolve(substance)) is not None:
        return no_normality(read)
    lone = lone_substance(substance, compound_formula)
    return lone is not None and len(lone[0]) == 1


def solute_of(text: str) -> str | None:
    """`6 M KOH` -> `KOH`: the solute of an entry written as a concentration before it (or a mass or volume fraction
    before it or after a comma: `30 wt% H2O2`); None when the entry is not so written, or writes a normality of a
    solute with more than one equivalent (which amount is meant is unread)."""
    found = _LEADING.match(text or "")
    if found is None:
        return _fraction_solute(text or "")
    if found["unit"] == "N" and not _one_equivalent(found["solute"]):
        return None
    return found["solute"]


# Words that state a solution's or reagent's concentration without a number (ACS Reagent Chemicals: concentrated acids,
# glacial acetic acid, fuming nitric acid; Ph. Eur.: absolute (anhydrous) ethanol; IUPAC Gold Book: saturated
# solution): each fixes a concentration that a number stated on the other side may contradict (`1 % acetic acid`,
# glacial; `96 % ethanol`, absolute).
_CONCENTRATION_WORD = re.compile(r"\b(?:glacial|absolute|anhydrous|fuming|conc(?:entrated|\.)|dilute[d]?|saturated)(?!\w)", re.I)


def states_concentration_word(text: str) -> bool:
    """The entry states a concentration by a word (`glacial`, `absolute`, `concentrated`, `saturated`), no number."""
    return _CONCENTRATION_WORD.search(text or "") is not None


def _fraction_solute(text: str) -> str | None:
    """`30 wt% H2O2`, `2 % KCl solution`, `hydrogen peroxide, 30 wt% aqueous` -> the solute, when it is one
    compound the rules read (a formula or a database name), never a mixture or a material a share is given of."""
    from .compare import compound_formula

    found = _LEADING_FRACTION.match(text) or _TRAILING_FRACTION.match(text)
    if found is None:
        return None
    solute = found["solute"].strip()
    if _NOT_ONE_SOLUTE.search(solute) or compound_formula(solute) is None:
        return None
    return solute


@lru_cache(maxsize=16384)
def stated_amounts(text: str) -> tuple[Stated, ...]:
    """Every amount the entry states outside its formula: percentages (with their basis), molarities and mass
    concentrations (in SI base units), sizes, meshes and viscosities."""
    found: list[Stated] = []
    purity_words = bool(_PURITY_WORD.search(text or ""))
    for match in _PERCENT.finditer(text or ""):
        low = float(match.group(2))
        high = float(match.group(3) or low)
        basis = (match.group("before") or match.group("after") or "").lower().rstrip(".")
        basis = {"w/w": "wt", "mass": "wt", "v/v": "vol"}.get(basis, basis)
        marked = bool(match.group("mark")) or purity_words
        purity = high <= 100.0 and (marked or (not basis and low >= _PURITY_FLOOR))  # above 100 %: an acid grade (oleum, PPA)
        found.append(Stated("percent", basis, low, high, purity=purity, step=_step(match.group(2))))
    if (graded := nines_note(text)) is not None and _no_normality(graded.rest):  # `4N`: 99.99 %, a purity written as nines
        found.append(Stated("percent", "", graded.percent, graded.percent, purity=True, step=graded.step))
    for match in _OTHER.finditer(text or ""):
        kind, expression = _unit_kind(match.group("unit"))
        values = [_in_base(float(x), expression) for x in (match.group(1), match.group(2) or match.group(1))]
        step = _step(match.group(1))
        shifted = _in_base(float(match.group(1)) + step, expression)
        if None not in values and shifted is not None:
            found.append(Stated(kind, "", min(values), max(values), step=abs(shifted - values[0])))
    normal = _NORMALITY.search(text or "")
    if normal is not None and _one_equivalent(_NORMALITY.sub(" ", solute_of(text) or text).strip(" ()")):
        value, shifted = (_in_base(float(normal.group(1)) + step, "mol/L") for step in (0.0, _step(normal.group(1))))
        if value is not None and shifted is not None:
            found.append(Stated("concentration", "", value, value, step=abs(shifted - value)))
    return tuple(found)


@dataclass(frozen=True)
class AmountsApart:
    """Two entries that state amounts of one kind that differ: `same` is the best guess, `why` says which."""

    same: bool
    why: str


def amounts_apart(reference: str, test: str) -> AmountsApart | None:
    """Two entries that both state an amount of one kind (two concentrations, two purities, two sizes) and whose
    amounts differ: another reagent is the best guess, unless both are purities of one substance; None when one
    side states nothing of a kind the other states, or every stated amount agrees."""
    ref, tst = stated_amounts(reference), stated_amounts(test)
    if not ref or not tst:
        return None
    for kind in ("concentration", "mass concentration", "size", "mesh", "viscosity"):
        ones, others = [x for x in ref if x.kind == kind], [x for x in tst if x.kind == kind]
        if ones and others and not any(a.agrees(b) for a in ones for b in others):
            return AmountsApart(False, f"both state a {kind} and they differ: another grade or dilution is the best guess")
    ref_percent, test_percent = ([x for x in s if x.kind == "percent"] for s in (ref, tst))
    if ref_percent and test_percent and not any(a.agrees(b) and _bases_agree(a, b) for a in ref_percent for b in test_percent):
        if all(x.purity for x in (*ref_percent, *test_percent)):
            return AmountsApart(True, "two purities of one substance: a supplier's grade, the same substance is the best guess")
        return AmountsApart(False, "both state a percentage and they differ: another concentration or grade is the best guess")
    ref_share, test_share = ([x for x in s if not x.purity] for s in (ref_percent, test_percent))
    if (ref_share and _concentrations(tst)) or (test_share and _concentrations(ref)):
        return AmountsApart(False, "one states a percentage, the other a molarity or mass concentration: another dilution is the best guess")
    return None


def _bases_agree(one: Stated, other: Stated) -> bool:
    return not one.basis or not other.basis or one.basis == other.basis


def _concentrations(amounts: tuple[Stated, ...]) -> bool:
    return any(x.kind in ("concentration", "mass concentration") for x in amounts)
