"""Keys that parse as formulas but are not plausible as one (issue 26): the parse proves nothing.

- One element with a count (`Ti64`, `Fe3`) is no material: the only elements written with a count are molecules of
  the element, its molecular allotropes (IUPAC Red Book 2005, IR-3.4: `S8`, `P4`, `O3`, `C60`); any other is a label
  (an alloy code, a sample code). Two allotropes of one element with other counts (`C60`, `C70`; `O2`, `O3`) are two
  substances; an allotrope against the bare element (`C`, `C60`) is a guess.
- Three or more element symbols with no count at all (`NdFeB`, `AlGaN`, `InGaAs`) is commonly the name of a system,
  not a 1:1:1 formula: amounts that differ from the other side's are not proven different. Read as an element set,
  the reference abbreviating a formula is the best guess the same sample (`compare._compare_generic`); a test that
  abbreviates the reference's formula is the best guess 0 (docs/scoring.md §2).
- A code of element initials (`YBCO`) or of an element and its formula's cation counts (`Bi-2223`) is an
  abbreviation, never a formula (`formula_codes`): against the formula it spells the reference's code is the best
  guess the same, against another the best guess another; a test that answers a formula by a code is 0 (§2).
- Cement chemist notation (H. F. W. Taylor, *Cement Chemistry*, 2nd ed. 1997, p. xix: C = CaO, S = SiO2, A = Al2O3,
  F = Fe2O3, H = H2O...) writes oxides as single capitals (`C3S`, `C4AF`, `C-S-H`): read as element symbols it is
  carbon and sulfur, so neither a same nor a different composition is proven.
- A ratio statement (`Si/Al = 2.5`) is an amount ratio of two species (IUPAC Green Book 2.10), not the composite
  `Si/Al`: against a formula it proves nothing (two ratio statements are compared in `ratio_statements`).
- `Ac` in shorthand (`Ca(OAc)2`, `Zn(Ac)2`) is the acetyl group (ACS Style Guide, Table 14-3), never actinium, no
  material of a materials paper: read as symbols it proves nothing.
- An alloy designation by balance (`Sn-37Pb`, `Al-4Cu`: the base element bare, every other one after a hyphen with
  its mass percent, ISO 9453 / ASTM B32 solder designations) is no formula `SnPb37`: against amounts written as
  subscripts (`Sn63Pb37`) with neither key stating its basis, the reading proves nothing either way.
"""

from __future__ import annotations

import re

from .alloy_compare import compare_alloys
from .conditions import split_conditions
from .designation_numbers import designation_numbers
from .element_counts import MOLECULAR_ELEMENTS
from .formula_codes import code_against_formula
from .grammar import valid_element
from .parse import analyse, normalize_key
from .ratio_statements import ratio_statement

_ONE_ELEMENT_RE = re.compile(r"([A-Z][a-z]?)(\d*)")
_COUNTLESS_RE = re.compile(r"(?:[A-Z][a-z]?){3,}")

ONE_ELEMENT_LABEL = "is one element with a count, no material but a molecule of the element (IUPAC Red Book IR-3.4) or a label"
ALLOTROPES_DIFFER = "two molecules of one element with other counts (IUPAC Red Book IR-3.4): two substances"
ALLOTROPE_OR_ELEMENT = "a molecule of the element against the element written bare: the same substance only by guess"
CEMENT_NOTATION = "written in cement chemist notation (C = CaO, S = SiO2, A = Al2O3, F = Fe2O3, H = H2O), not element symbols"
BALANCE_DESIGNATION = "an alloy designation by balance (base element bare, others with their percent), not a formula"
_CEMENT_RE = re.compile(r"(?=.*C)(?=.*[SAFH])(?:[CSAFHMKNT$]\d*-?){2,}")
_BASIS_RE = re.compile(r"\b(?:at|wt|mol|mass|atomic|weight)\b", re.IGNORECASE)
_BALANCE_RE = re.compile(r"[A-Z][a-z]?(?:-\d+(?:\.\d+)?[A-Z][a-z]?)+")
RATIO_STATEMENT = "is a ratio of two species and its value (IUPAC Green Book 2.10), not a formula"
ACETYL_SHORTHAND = "writes `Ac`, the acetyl shorthand of formulas (OAc acetate), not actinium"
# `Ac` after `O` or a bracket, or before a bracket or a count (`Ca(OAc)2`, `Zn(Ac)2`, `HOAc`): the acetyl group of
# laboratory shorthand (ACS Style Guide 3rd ed., Table 14-3; IUPAC Red Book IR-4.4.4), never actinium in a material.
_ACETYL_RE = re.compile(r"(?:O|\(|\[)Ac(?![a-z])|Ac(?=[)\]\d])")
SYSTEM_NAME = "element symbols with no counts name a system (`NdFeB`), not a 1:1:1 formula: the amounts are not proven"


def _material(key: str) -> str:
    return re.sub(r"\s+", "", normalize_key(split_conditions(key)[0]))


def _one_element(key: str) -> tuple[str, int] | None:
    """(`Ti`, 64) for `Ti64`, (`C`, 1) for `C`; None unless the material is one element symbol and its count."""
    found = _ONE_ELEMENT_RE.fullmatch(_material(key))
    if found is None or not valid_element(found.group(1)):
        return None
    return found.group(1), int(found.group(2) or 1)


# A composite's matrix before its reinforcement's share (`Ti64–5 vol% TiB`, `Al7/10 wt% SiC`).
_MATRIX_CODE_RE = re.compile(r"([A-Z][a-z]?)(\d+)(?=[-–/]\d+(?:\.\d+)?(?:wt|vol|at|mol)?\.?%)")


def _matrix_code(key: str) -> str | None:
    """`Ti64` of `Ti64–5 vol% TiB`: a composite's matrix written as one element and a count other than a molecule of
    the element (IUPAC IR-3.4), so an alloy grade or code (`Ti64` is Ti-6Al-4V), not titanium."""
    found = _MATRIX_CODE_RE.match(_material(key))
    if found is None or not valid_element(found.group(1)) or found.group(0) in MOLECULAR_ELEMENTS:
        return None
    return found.group(0)


def _countless_run(key: str) -> bool:
    """`NdFeB`: three or more distinct element symbols, nothing else."""
    text = _material(key)
    if not _COUNTLESS_RE.fullmatch(text):
        return False
    symbols = re.findall(r"[A-Z][a-z]?", text)
    return len(set(symbols)) == len(symbols) and all(map(valid_element, symbols))


def cement_notation(key: str) -> bool:
    """`C3S`, `C4AF`, `C-S-H`: oxides written as the cement chemist's single capitals."""
    text = _material(key)
    return bool(_CEMENT_RE.fullmatch(text)) and not text.endswith("-")


# A whole number run into one lone term (`42CrMo4`, `100Cr6`, `18Ni(300)`): no separator or second term follows.
# A lone capital after the number (`2D`, `2H`, `1T`) is a dimensionality or polytype, read elsewhere.
_COUNTED_TERM_RE = re.compile(r"\d+[A-Z][a-z][A-Za-z0-9]*(?:\(\d+\))?")
COUNTED_TERM = (
    "is a whole number run into one term, no material but a designation: a steel name (EN 10027-1, `42CrMo4`: carbon in "
    "hundredths of a percent, then the alloying elements) or a grade (`18Ni(300)`, a maraging steel by nickel and strength)"
)


def _counted_term(key: str) -> str | None:
    """`42CrMo4`, `18Ni(300) aged`: a multiple of one formula unit standing alone is a designation, not a material."""
    words = split_conditions(normalize_key(key))[0].split()
    return words[0] if words and _COUNTED_TERM_RE.fullmatch(words[0]) else None


# Letters, a number and hyphenated numbers only (`HS6-5-2-5`): a steel designation listing alloying shares in a fixed
# element order (EN ISO 4957 high-speed steels: W-Mo-V-Co), no formula `HS6` with loose numbers beside it.
_NUMBERED_SHARES_RE = re.compile(r"[A-Z]{1,3}\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)+")
NUMBERED_SHARES = "is a designation of numbered shares (EN ISO 4957 `HS6-5-2-5`: W, Mo, V, Co in order), not a formula"


def balance_designation(key: str) -> bool:
    """`Sn-37Pb`, `Ti-6Al-4V`: an alloy written as its base element and the others' percentages."""
    return bool(_BALANCE_RE.fullmatch(_material(key)))


CONDITION_ELEMENTS = "written in the conditions after the material, not part of it"


def _elements(text: str) -> frozenset[str] | None:
    readings = analyse(text).readings if text else ()
    return frozenset(e for e, _ in readings[0].amounts) if readings else None


def condition_elements(reference: str, test: str) -> str | None:
    """The conditions of the key whose elements differ only by them (`IrOx, 50 CV cycles` against `IrOx, 50 cycles`):
    the materials before the conditions have one element set, the whole keys not. A token of a condition read as
    element symbols is no part of the material (issue 26: an implausible reading proves nothing)."""
    (ref_material, ref_conditions), (test_material, test_conditions) = split_conditions(reference), split_conditions(test)
    if not (ref_conditions or test_conditions) or ref_conditions == test_conditions:
        return None
    # materials read alike, or both read as no formula at all (`sinter, B2 = 1.9`: the symbols are the conditions')
    materials = _elements(ref_material), _elements(test_material)
    if materials[0] != materials[1] or _elements(reference) == _elements(test):
        return None
    return ", ".join((*ref_conditions, *test_conditions))


def implausible_reading(reference: str, test: str, match: bool, amounts_differ: bool) -> tuple[bool, str, bool] | None:
    """(match, why, certain) when a formula reading of either key is not plausible chemistry; None otherwise.

    `match` is the verdict of the formula reading; `amounts_differ` says it rests on other amounts of the same elements.
    Two keys read whole as alloy designations are decided by that reading (`alloy_compare`), proven or a guess.
    """
    if (coded := code_against_formula(reference, test)) is not None:  # `YBCO`, `Bi-2223` in the reference
        return coded[0], f"{coded[1]}: the reading proves nothing, the code the best guess", False
    if (coded := code_against_formula(test, reference)) is not None:  # a formula answered by a code: 0, SCORING.md §2
        return False, f"{coded[1]}: a formula answered by a code (docs/scoring.md §2: 0)", True
    if (designated := designation_numbers(reference, test, match)) is not None:
        return designated[0], designated[1], False
    if (alloy := compare_alloys(reference, test)) is not None:
        return (match, f"{alloy.why}: unproven", False) if not alloy.certain and alloy.same == match else None
    for key in (reference, test) if not match else ():  # agreeing prefixes are read by `lone_prefixes`
        if (counted := _counted_term(key)) is not None:
            return match, f"{counted!r} {COUNTED_TERM}: the reading proves nothing", False
    for key in (reference, test):
        if _NUMBERED_SHARES_RE.fullmatch(_material(key)):
            return match and _material(reference) == _material(test), f"{_material(key)!r} {NUMBERED_SHARES}: the reading proves nothing", False
    ref_one, test_one = _one_element(reference), _one_element(test)
    if ref_one and test_one and ref_one[0] == test_one[0] and ref_one[1] != test_one[1]:
        molecules = [f"{e}{n}" in MOLECULAR_ELEMENTS for e, n in (ref_one, test_one)]
        if all(molecules):
            return False, ALLOTROPES_DIFFER, True
        if (ref_one[1] == 1 or test_one[1] == 1) and any(molecules):
            return match, ALLOTROPE_OR_ELEMENT, False
    for key, one in ((reference, ref_one), (test, test_one)):
        if one and one[1] > 1 and f"{one[0]}{one[1]}" not in MOLECULAR_ELEMENTS:
            return match, f"{_material(key)!r} {ONE_ELEMENT_LABEL}: the reading proves nothing", False
    ref_matrix, test_matrix = _matrix_code(reference), _matrix_code(test)
    if ref_matrix != test_matrix and (code := ref_matrix or test_matrix):
        return match, f"the matrix {code!r} {ONE_ELEMENT_LABEL}: the reading proves nothing", False
    for key in (reference, test):
        if _ACETYL_RE.search(_material(key)):
            return match, f"{_material(key)!r} {ACETYL_SHORTHAND}: the reading proves nothing", False
        if ratio_statement(key):  # both keys ratio statements are compared as such (`ratio_statements`)
            return match, f"{split_conditions(key)[0]!r} {RATIO_STATEMENT}: the reading proves nothing", False
        if cement_notation(key):
            return match, f"{_material(key)!r} is {CEMENT_NOTATION}: the reading proves nothing", False
    unstated = not any(_BASIS_RE.search(key) for key in (reference, test))
    if (amounts_differ or match) and unstated and balance_designation(reference) != balance_designation(test):
        return match, f"one key is {BALANCE_DESIGNATION}; the other writes amounts of unstated basis: not proven", False
    if amounts_differ and (_countless_run(reference) or _countless_run(test)):
        return _countless_run(reference), SYSTEM_NAME, False
    for key in (reference, test) if not match else ():
        if _countless_run(key) and "H" in re.findall(r"[A-Z][a-z]?", _material(key)):
            return match, f"{_material(key)!r} {INITIALS_WITH_H}: the reading proves nothing", False
    return None


INITIALS_WITH_H = (
    "runs symbols with no count through a bare `H`, a letter no system name uses (hydrogen is written with its count or in "
    "its groups, IUPAC Red Book IR-4.4): initials of a name (`NiHCF`, nickel hexacyanoferrate), not elements"
)
