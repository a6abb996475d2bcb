"""Two names alike but for the alkyl group of a substituent (`3-glycidoxypropyltrimethoxysilane`, `...triethoxysilane`;
`methyl acrylate`, `ethyl acrylate`): homologues, two compounds of other formulas.

The stem of an alkyl substituent counts its carbons (IUPAC Blue Book 2013, P-21.2.1: meth-, eth-, prop-, but-,
pent- ...; P-29.2: the alkyl groups `-yl`; P-63.2.2: the alkoxy groups `-oxy`, and the alkoxides `-oxide`), so another
stem is another group and another compound. The stems are compared as a set of what each name writes, so an order
of the groups (`ethyl methyl ketone`, `methyl ethyl ketone`) is no difference; `methylene` and `ethylene` are left
alone (a polymer's structure-based and source-based names use them for one chain).
"""

from __future__ import annotations

import re
from collections import Counter

from .names import normalize_name
from .organic_prefixes import carbon_stems

_STEM = re.compile(rf"({carbon_stems(1, 10)})(?=yl(?!ene)|oxy|oxide)")


def _stems(name: str) -> tuple[str, Counter[str]]:
    """The name with each alkyl stem marked, and the stems it writes."""
    text = normalize_name(name.strip())
    return _STEM.sub("*", text), Counter(_STEM.findall(text))


def other_alkyl_groups(reference: str, test: str) -> tuple[str, str] | None:
    """The alkyl stems each name alone writes when two names are alike but for them (`meth`, `eth`), else None."""
    (ref_text, ref_stems), (test_text, test_stems) = _stems(reference), _stems(test)
    if not ref_stems or ref_text != test_text or ref_stems == test_stems or re.search(r"[a-z]{3}", ref_text) is None:
        return None
    return ", ".join(sorted((ref_stems - test_stems).elements())), ", ".join(sorted((test_stems - ref_stems).elements()))
