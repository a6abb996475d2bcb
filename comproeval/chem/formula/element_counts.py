"""One element written with a count (`Ti64`, `N330`, `S8`): a molecule of the element or a code (issue 26).

A formula writes one element with a count only for a molecule of the element, its molecular allotropes (IUPAC Red
Book 2005, IR-3.4: dihydrogen, dinitrogen, dioxygen, trioxygen, the dihalogens, tetraphosphorus, cyclooctasulfur, the
fullerenes C60 and C70); any other such token is a grade or sample code (`Ti64`, `N330`, `P91`), not chemistry.
"""

from __future__ import annotations

import re

from .grammar import valid_element

MOLECULAR_ELEMENTS = frozenset({"H2", "N2", "O2", "O3", "F2", "Cl2", "Br2", "I2", "P4", "S8", "C60", "C70"})


def is_element_count_code(token: str) -> bool:
    """`N330`, `P91`: the whole token is one element and a count other than a molecule of the element (IUPAC IR-3.4)."""
    found = re.fullmatch(r"([A-Z][a-z]?)(\d+)", token.strip())
    return found is not None and valid_element(found.group(1)) and token.strip() not in MOLECULAR_ELEMENTS
