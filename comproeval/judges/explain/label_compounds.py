"""Compounds named in label keys that a formula alone does not settle (`label_tokens.resolve`, issue 26).

`molecular_formulas` says what a formula proves: one with an odd number of electrons is a group, not a reagent; one
that isomers share is one compound only where a name source says so, here the CAS registry number the `chemicals`
database files both names under.
"""

from __future__ import annotations

import re

from ...chem import compounds
from ...chem.compounds import name_variants
from ...chem.compounds.alkyl import alkyl_name
from ...chem.compounds.names import chemicals_cas, normalize_name, split_hydrate_words
from ...chem.formula.label_tokens import written_as_formula
from ...chem.formula.molecular_formulas import isomers_possible, odd_electron_count, organic_group_formula


def group_not_compound(reference: str, test: str) -> bool:
    """One side, written as no formula, reads only as a formula with an odd number of electrons (`EtO` as the
    ethoxy group C2H5O): a group, not the compound the abbreviation names (`molecular_formulas`), so nothing is
    proven apart; its short form is still read against the other's name."""
    for token in (reference, test):
        found = compounds.compound_formula(token)
        if found is not None and not written_as_formula(token) and organic_group_formula(found) and odd_electron_count(found):
            return True
    return False


def isomers_unsettled(reference: str, test: str) -> bool:
    """Two names or abbreviations (`IPA`, `n-PrOH`) read as one carbon formula that isomers share (`molecular_formulas`):
    the formula proves one compound only where a name source does, here one CAS registry number for both names in
    the `chemicals` database (`ethanol`, `EtOH`), as `compounds.distinct_isomers` reads them."""
    found = compounds.compound_formula(reference)
    if found is None or not isomers_possible(found) or any(map(written_as_formula, (reference, test))):
        return False  # a formula written out is read as the compound its writer means (`CH3COOH`, `C6H8O7`)
    if sorted(re.findall(r"[A-Za-z]+", reference.casefold())) == sorted(re.findall(r"[A-Za-z]+", test.casefold())):
        return False  # the same groups in another order (`Ir(ppy)2(acac)`, `(ppy)2Ir(acac)`): one compound written two ways
    numbers = [_registry_number(name) for name in (reference, test)]
    return None in numbers or numbers[0] != numbers[1]


def _registry_number(name: str) -> str | None:
    """The CAS number the `chemicals` database files a name under (an alkyl shorthand read as its name: `EtOH`)."""
    written = name_variants(name)[0] if name_variants(name) else name
    return chemicals_cas(split_hydrate_words(normalize_name(alkyl_name(written) or written))[0])
