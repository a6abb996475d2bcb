"""Organisms named beside a material (`vs E. coli`, `against S. aureus`): a test organism is a condition of the sample.

A species is named by a binomial, genus and epithet (ICZN Art. 5.1; International Code of Nomenclature of Prokaryotes,
Rule 12a); after its first mention the genus is abbreviated to its capital initial and a full stop (`E. coli`; CSE,
Scientific Style and Format, 8th ed., 22.3.2). Two keys naming other species (another epithet, or another genus
initial) are measured against other organisms: other entries by the best guess, since the rules read no more of them.
"""

from __future__ import annotations

import re

# `E. coli`, `S.aureus`, `P. aeruginosa`: an abbreviated genus and a lower-case epithet of three letters or more.
_ABBREVIATED_RE = re.compile(r"(?<![A-Za-z])([A-Z])\.\s?([a-z]{3,})\b")
# `Escherichia coli`: a capitalised genus and a lower-case epithet, read only to spell out an abbreviation the other
# key writes (a capitalised word before a lower-case one is no binomial by itself).
_SPELT_OUT_RE = re.compile(r"(?<![A-Za-z])([A-Z])[a-z]{2,}\s+([a-z]{3,})\b")


def organisms_differ(reference: str, test: str) -> str | None:
    """Why two keys name other species (each as `G. epithet`), or None when either names none or they agree."""
    ref, tst = _abbreviated(reference), _abbreviated(test)
    if not ref and not tst:
        return None
    ref |= _spelt_out(reference, tst)
    tst |= _spelt_out(test, ref)
    if not ref or not tst or ref == tst:
        return None
    shown = ", ".join(f"{g}. {e}" for g, e in sorted(ref ^ tst))
    return f"the keys name other organisms ({shown}; binomial names, ICZN Art. 5.1): another test, the best guess"


def _abbreviated(key: str) -> set[tuple[str, str]]:
    return set(_ABBREVIATED_RE.findall(key))


def _spelt_out(key: str, other: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The binomials a key spells out whose initial and epithet the other key abbreviates."""
    return {pair for pair in _SPELT_OUT_RE.findall(key) if pair in other}
