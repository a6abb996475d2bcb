"""Alkali silicates: a generic name (`sodium silicate`, `water glass`) against a definite compound (`sodium
metasilicate`, Na2SiO3) or a stated modulus.

`Sodium silicate` and `water glass` name the soluble glasses M2O·nSiO2 of any modulus n (the SiO2:M2O ratio), sold as
solutions of n from about 1.6 to 3.9 (Ullmann's Encyclopedia of Industrial Chemistry, `Silicates`, soluble silicates;
Kirk-Othmer, `Silicon compounds, synthetic inorganic silicates`), and the chemicals database files them under the
metasilicate's formula. A definite silicate is one modulus: the metasilicate M2SiO3 is n = 1, the orthosilicate
M4SiO4 n = 0.5, the disilicate M2Si2O5 n = 2 (IUPAC Red Book 2005, IR-8: `meta`, `ortho`, `di` fix the anion). So a
generic name against a definite compound is never proof of one substance (the best guess, unless a modulus it states
contradicts the compound's), and two moduli that differ are two grades. The modulus is quoted by mass or by moles;
for sodium the two differ by 3 % (M(Na2O) 61.98, M(SiO2) 60.08 g/mol), for potassium and lithium by a factor 1.6 and
0.5, so a stated number is tried both ways. `Water glass` unqualified is sodium silicate (Ullmann's, ibid.: the
potassium and lithium water glasses are named by their alkali).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .formulas import elements

_CATIONS = {"sodium": "Na", "potassium": "K", "lithium": "Li"}
# molar mass of the oxide M2O over that of SiO2: a mass ratio SiO2/M2O times this is the mole ratio
_MASS_TO_MOLES = {"Na": 61.979 / 60.084, "K": 94.196 / 60.084, "Li": 29.881 / 60.084}
_PREFIXES = {"meta": 1.0, "ortho": 0.5, "di": 2.0, "pyro": 2.0 / 3.0}
_GENERIC = re.compile(r"\b(?:(sodium|potassium|lithium)\s+silicate|(?:(sodium|potassium|lithium)\s+)?water\s*-?\s*glass|soluble\s+glass)\b")
_DEFINITE = re.compile(r"\b(sodium|potassium|lithium)\s+(meta|ortho|di|pyro)silicate\b")
_NUMBER = r"(\d+(?:\.\d+)?)"
# `SiO2/Na2O = 3.3`, `SiO2:Na2O molar ratio of 3.3`, `modulus 3.3`, `Ms = 3.3`; `Na2O/SiO2 = 0.3` the inverse
_MODULUS = re.compile(
    rf"(?:SiO2\s*[/:]\s*(?P<oxide>Na2O|K2O|Li2O)|\bmodulus|\bMs\b)\s*(?:\((?:molar|mass|weight)\)\s*)?(?:(?:molar|mass|weight)\s+)?"
    rf"(?:ratio\s*)?(?:of|=|:|≈|~)?\s*{_NUMBER}(?!\s*[:/%\d])",
    re.I,
)
_INVERSE = re.compile(rf"(?:Na2O|K2O|Li2O)\s*[/:]\s*SiO2\s*(?:(?:molar|mass|weight)\s+)?(?:ratio\s*)?(?:of|=|:|≈|~)?\s*{_NUMBER}(?!\s*[:/%\d])", re.I)


class Silicate(NamedTuple):
    """An alkali silicate as an entry names it: its cation, whether the name is
    generic, and its modulus SiO2:M2O (a definite compound's, or the one a generic name states; None: unstated)."""

    cation: str
    generic: bool
    modulus: float | None
    alkali_named: bool = True  # False: `water glass` read as the sodium one by usage, not by its name


def silicate(text: str, formula_of=None) -> Silicate | None:
    """The alkali silicate an entry names, read from its name or (`formula_of`, for a definite compound) its formula."""
    plain = " ".join((text or "").split())
    lower = plain.lower()
    if (definite := _DEFINITE.search(lower)) is not None:
        return Silicate(_CATIONS[definite[1]], False, _PREFIXES[definite[2]])
    if (generic := _GENERIC.search(lower)) is not None:
        cation = generic[1] or generic[2]  # water glass unqualified is the sodium one, the article of commerce
        return Silicate(_CATIONS[cation or "sodium"], True, _stated_modulus(plain), alkali_named=cation is not None)
    amounts = formula_of(plain) if formula_of is not None and re.fullmatch(r"[A-Za-z0-9·.() ]+", plain) else None
    return _from_formula(amounts) if amounts else None


# `SiO2:Na2O = 3.3:1`, `Na2O:SiO2 = 1:3.3`: the ratio as two numbers in the order of its oxides
_PAIR = re.compile(
    rf"(SiO2|Na2O|K2O|Li2O)\s*[/:]\s*(SiO2|Na2O|K2O|Li2O)\s*(?:(?:molar|mass|weight)\s+)?(?:ratio\s*)?(?:of|=)?\s*{_NUMBER}\s*:\s*{_NUMBER}", re.I
)


def _stated_modulus(text: str) -> float | None:
    if (pair := _PAIR.search(text)) is not None and "SiO2" in (pair[1], pair[2]) and pair[1] != pair[2]:
        first, second = float(pair[3]), float(pair[4])
        silica, oxide = (first, second) if pair[1] == "SiO2" else (second, first)
        return silica / oxide if oxide > 0 else None
    if (found := _MODULUS.search(text)) is not None:
        return float(found.group(2))
    if (inverse := _INVERSE.search(text)) is not None and float(inverse.group(1)) > 0:
        return 1.0 / float(inverse.group(1))
    return None


def _from_formula(amounts: dict[str, float]) -> Silicate | None:
    """Na2SiO3 -> (Na, n = 1): an anhydrous or hydrated formula of one alkali, Si and O whose oxygen balances
    M2O·nSiO2 (O = 2 Si + M/2)."""
    water = min(amounts.get("H", 0.0) / 2, amounts.get("O", 0.0))
    left = {e: n - (2 * water if e == "H" else water if e == "O" else 0.0) for e, n in amounts.items()}
    left = {e: n for e, n in left.items() if abs(n) > 1e-9}
    metals = [e for e in left if e in _MASS_TO_MOLES]
    if len(metals) != 1 or set(left) != {metals[0], "Si", "O"} or metals[0] not in elements()[0]:
        return None
    metal, silicon, oxygen = left[metals[0]], left["Si"], left["O"]
    if abs(oxygen - (2 * silicon + metal / 2)) > 1e-6:
        return None
    return Silicate(metals[0], False, silicon / (metal / 2))


def _agree(cation: str, stated: float, modulus: float) -> bool:
    """A stated number is the modulus read by moles or by mass (within 5 %, the rounding of a quoted grade)."""
    factors = {1.0, _MASS_TO_MOLES[cation]}
    return any(abs(stated * f - modulus) <= 0.05 * max(modulus, stated * f) for f in factors)


def silicate_reading(reference: str, test: str, formula_of) -> tuple[bool, bool, str] | None:
    """(same, proven, why) for two entries at least one of which is a generic alkali silicate; None otherwise."""
    one, other = silicate(reference, formula_of), silicate(test, formula_of)
    if one is None or other is None or not (one.generic or other.generic):
        return None
    if one.cation != other.cation:
        return False, one.alkali_named and other.alkali_named, f"silicates of two alkalis ({one.cation}, {other.cation}): other compounds"
    cation = one.cation
    if one.generic and other.generic:
        if one.modulus is not None and other.modulus is not None and not _agree(cation, one.modulus, other.modulus):
            return False, False, f"two soluble silicates of modulus {one.modulus:g} and {other.modulus:g}: two grades are the best guess"
        moduli = [x.modulus for x in (one, other) if x.modulus is not None]
        read_alike = len(moduli) < 2 or abs(moduli[0] - moduli[1]) <= 0.05 * max(moduli)  # not only by mass against moles
        return True, read_alike, "both name a soluble silicate (water glass) and state no moduli that differ"
    generic, definite = (one, other) if one.generic else (other, one)
    if generic.modulus is not None and not _agree(cation, generic.modulus, definite.modulus):
        why = f"the soluble silicate is stated of modulus {generic.modulus:g}, the definite silicate is of modulus {definite.modulus:g}"
        return False, True, f"{why} (SiO2:M2O): other compounds"
    why = "a generic alkali silicate name (any modulus SiO2:M2O) against a definite silicate: the same is the best guess, not proven"
    return True, False, why
