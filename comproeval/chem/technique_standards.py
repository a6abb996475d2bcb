"""A measurement named by the test standard an entry cites (`ASTM B117 salt fog`, `impedance tube (ISO 10534-2)`).

A test-method standard's title names the measurement it describes (`ASTM B117: Standard Practice for Operating Salt
Spray (Fog) Apparatus`; `ISO 10534-2: ... impedance tubes, Part 2: Transfer-function method`), and a paper that cites
it names that measurement, whatever words it writes beside the designation. The titles are listed in
`data/test_standard_titles.json` (public catalogue titles of ASTM, ISO, IEC, CEN, JIS and UL), each read as a concept
of the technique lexicon. Designations are parsed by `chem.test_standards` (a part after a hyphen is a document of its
own; `EN ISO` is ISO); a table entry without a part names every part of its number.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .data import load_lexicon
from .test_standards import Designation, designations


@lru_cache(maxsize=1)
def _titles() -> dict[Designation, str]:
    """Each listed designation -> the concept id its title names."""
    table: dict[Designation, str] = {}
    for written, entry in load_lexicon("test_standard_titles")["standards"].items():
        (designation,) = designations(written)
        table[designation] = entry["reads"]
    return table


@lru_cache(maxsize=1)
def _by_number() -> dict[Designation, frozenset[str]]:
    """Each listed number (its part left out) -> the concepts its listed parts are read as."""
    numbers: dict[Designation, set[str]] = {}
    for designation, concept in _titles().items():
        numbers.setdefault(designation._replace(part=""), set()).add(concept)
    return {number: frozenset(concepts) for number, concepts in numbers.items()}


def _reading(designation: Designation) -> str | None:
    """The concept a cited designation names: its own entry, else its number's (a part the list does not give is a
    part of that standard); a number cited without a part names what each of its listed parts names, if one thing."""
    titles = _titles()
    if (read := titles.get(designation) or titles.get(designation._replace(part=""))) is not None:
        return read
    parts = _by_number().get(designation, frozenset()) if not designation.part else frozenset()
    return next(iter(parts)) if len(parts) == 1 else None


def cited_measurement(text: str) -> str | None:
    """The concept id the standards an entry cites name, when they name one; None when it cites none of the list or
    standards of several measurements."""
    read = {concept for d in designations(text) if (concept := _reading(d)) is not None}
    return next(iter(read)) if len(read) == 1 else None


def listed_concepts() -> frozenset[str]:
    """Every concept a listed title is read as (checked against the lexicon by the tests)."""
    return frozenset(_titles().values())


_LISTED = re.compile(r"[,;&]|\band\b")  # an entry listing several techniques (`XRD, SEM and EDS`)
_BRACKETS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def with_standard(text: str, found: tuple[str, ...], kinds: tuple[str, ...], cited: str) -> tuple[str, ...]:
    """The reading of an entry that cites a standard (`cited`, the standard's test): the standard names the test, and
    the words beside it describe that test (`tensile shear test (EN 314)`), or name a kind of it (`kinds`, those of
    the phrases `found` that are: `ISO 9227 neutral salt spray`), which is read; an entry listing several techniques
    keeps each one's reading beside the standard's."""
    if _LISTED.search(_BRACKETS.sub(" ", text)):
        return (*found, cited)
    return kinds or (cited,)
