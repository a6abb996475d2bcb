"""Keys that are ratio statements, not materials (issue 26): `Si/Al = 2.5` against `SiO2/Al2O3 = 5`.

A paper that varies one ratio may name its samples by it (`CaO/SiO2 = 1.2, 15% Al2O3`). Read as a formula, `Si/Al`
is a composite of silicon and aluminium and `C/S` one of carbon and sulfur, so two spellings of one ratio "differ in
their elements". The ratio is an amount ratio of two species (IUPAC Green Book 2.10), so such keys are compared as
their conditions (`condition_compare`): the ratios converted where the species allow, the rest read as written.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .condition_compare import compare_conditions
from .condition_ratios import ratios_differ
from .conditions import RATIO_RE, Conditions, read_conditions, split_conditions


def ratio_statement(key: str) -> bool:
    """`Si/Al = 2.5`, `CaO/SiO2 = 1.2, 15% Al2O3`, `Si/Al 15`: a key whose material is a ratio of two species and its
    value, no formula (IUPAC Green Book 2.10: an amount ratio names its two amounts, numerator first). Without `=` or
    the word ratio only two species after a slash and one number count (`PE/HAA 95:5` is a blend with its shares)."""
    return _statement(key) is not None


def bare_ratio_statement(key: str) -> bool:
    """`Si/Al 15`, `PES/PEG 400`: a ratio statement written with neither `=` nor the word ratio. Its number may be a
    grade of the second species (PEG 400, a polyethylene glycol of molar mass near 400 g/mol), so it proves a
    difference of ratios but never, alone, one sample."""
    return _statement(key) == "bare"


def _statement(key: str) -> str | None:
    """`named` for a ratio statement with `=` or the word ratio, `bare` for two species after a slash and one number
    with no percent sign (no shares, no loading, no dopant colon), None for no ratio statement."""
    base = split_conditions(key)[0]
    if (found := RATIO_RE.fullmatch(base)) is None:
        return None
    if "=" in base or re.search(r"\bratio\b", base):
        return "named"
    return "bare" if "/" in base and found.group(4) is None and found.group(5) is None else None


def stated_ratios(key: str) -> tuple[tuple[str, str, Fraction], ...]:
    """The ratios a key states with `=` anywhere in its text (`FA-GP Si/Al=1.8`, `ZIF-8 (Hmim/Zn = 40)`): each an
    amount ratio named by its two species, numerator first (IUPAC Green Book 2.10)."""
    text = normalize(key, FORMULA_CHARS)
    return tuple(
        (found.group(1), found.group(2), Fraction(found.group(3)) / Fraction(found.group(4) or 1))
        for found in RATIO_RE.finditer(text)
        if "=" in found.group(0) and not found.group(5) and Fraction(found.group(4) or 1)
    )


# `Na2CO3/Li2O molar ratio 9:2`: the ratio's basis named in the statement (IUPAC Green Book 2.10: amount, mass and
# volume ratios), as a bracketed `(mol)` or `(molar ratio)` names it.
_BASIS_IN_STATEMENT_RE = re.compile(r"\b(molar|mole|mass|weight|volume|atomic)\s+ratio\b", re.I)


def as_conditions(key: str, named_basis: bool = False) -> str:
    """The key with its material written as one more condition (`Si/Al = 2.5, 500 °C` -> `(Si/Al = 2.5) (500 °C)`);
    with `named_basis`, a basis the statement names (`molar ratio`) is one more clause, as `(molar ratio)` would be."""
    base, clauses = split_conditions(key)
    named = [f"{m.group(1).lower()} ratio" for m in _BASIS_IN_STATEMENT_RE.finditer(base)] if named_basis else []
    return " ".join(f"({part})" for part in (base, *clauses, *named) if part)


def _as_conditions_pair(reference: str, test: str) -> tuple[str, str]:
    """Both keys as conditions; a basis one statement names in words (`molar ratio`) is read where the other key
    states a basis in a clause of its own (`(mol)`): against a key that states none, the words were read past."""
    plain = [as_conditions(key) for key in (reference, test)]
    stated = [bool(read_conditions(text).bases) for text in plain]
    return as_conditions(reference, stated[1]), as_conditions(test, stated[0])


BARE_SAME = "a ratio written with neither `=` nor the word ratio may name a grade (PEG 400): one sample only by guess"


def ratio_statement_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for two keys that are both ratio statements; None otherwise. Conditions that cannot be
    set against each other leave them apart by guess; a statement written bare (`Si/Al 15`) proves no sameness."""
    if not (ratio_statement(reference) and ratio_statement(test)):
        return None
    verdict = compare_conditions(*_as_conditions_pair(reference, test))
    if verdict.same is None:
        return False, f"two ratio statements: {verdict.why}: another sample, unproven", False
    if verdict.same and (bare_ratio_statement(reference) or bare_ratio_statement(test)):
        return True, f"two ratio statements read as conditions: {verdict.why}; {BARE_SAME}", False
    return verdict.same, f"two ratio statements read as conditions: {verdict.why}", verdict.certain


def stated_ratios_differ(reference: str, test: str) -> str | None:
    """Why the ratios two keys state with `=` are two ratios (`Si/Al=1.8` against `Al/Si=1.8`: a ratio with its
    species reversed is the reciprocal, IUPAC Green Book 2.10), wherever the keys write them; None when they agree or
    a key states none. Words that agree in another order are then no sign of one sample."""
    ref, tst = stated_ratios(reference), stated_ratios(test)
    if not (ref and tst):
        return None
    differs = ratios_differ(Conditions(ratios=ref), Conditions(ratios=tst))
    return differs[0] if differs else None
