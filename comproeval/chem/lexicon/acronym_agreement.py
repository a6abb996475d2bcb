"""An acronym and a name that the `chemicals` database reads as one compound (one CAS number).

An acronym alone is ambiguous (`EDC`, `TMA`, `TEA` each name several reagents), and the database's PubChem
synonym index gives only one of its readings, sometimes a poor one (`LAP` lauric acid, `DETA` the insect
repellent). But when the other entry of a pair, written as a name, is the very compound the index gives
the acronym (`IPDI` and `isophorone diisocyanate`, both CAS 4098-71-9), two independent readings agree: the
entry written beside the other in one paper is that compound. That agreement is the proof; a disagreement
proves nothing (the index may hold another reading than the paper's).

Kept out, because the index is known to mislead there:
- polymer acronyms (`P` + a capital, ISO 1043-1 usage: `PVP`, `PEG`, `PEO`): PubChem files the polymer's
  acronym under its monomer (`PVP` -> N-vinyl-2-pyrrolidone), so only a name of the same initial is read;
- acronyms of two characters (`MA`, `PS`, `VC`): too short to name one reagent;
- acronyms the lab-chemical lexicon knows or lists with several readings: the lexicon answers first;
- names that state water (`... hydrate`): which hydrate is another question (`compare.hydration_reading`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..compounds import several_readings
from ..compounds.name_cache import cached_name_index_cas
from ..compounds.names import chemicals_cas, normalize_name, split_hydrate_words
from ..compounds.resolve import variants
from ..text import too_long
from .chemicals import lab_chemical_entry

# one written token: a capital, then letters, digits and hyphens, with two capitals at least (`AIBN`, `TDMAHf`), after
# an ortho, meta or para locant when there is one (`p-PDA`; IUPAC Blue Book 2013 P-14.4: o-, m-, p- for disubstituted benzenes)
_ACRONYM = re.compile(r"(?:[omp]-)?[A-Z][A-Za-z0-9-]{2,11}")
_MIN_CAPITALS = 2


def _acronym(text: str) -> str | None:
    token = text.strip()
    if not _ACRONYM.fullmatch(token) or sum(c.isupper() for c in token) < _MIN_CAPITALS or re.search(r"[a-z]{3}", token):
        return None
    return token


def _name(text: str) -> str | None:
    """The name an entry writes, notes dropped, when it is a name (three lower-case letters in a row) stating no water."""
    name = next(iter(variants(text.strip())), "") if text.strip() else ""
    if not re.search(r"[a-z]{3}", name):
        return None
    base, water, stated, unknown = split_hydrate_words(normalize_name(name))
    return None if water or stated or unknown else base


@lru_cache(maxsize=16384)
def acronym_agreement(reference: str, test: str) -> tuple[str, str] | None:
    """(acronym, CAS number) when one entry is an acronym the database's synonym index reads as the very compound
    (same CAS number) the database reads the other entry's name as; else None."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    for short_text, long_text in ((reference, test), (test, reference)):
        short = next((a for a in map(_acronym, variants(short_text.strip())) if a), None) if short_text.strip() else None
        name = _name(long_text)
        if short is None or name is None or _acronym(long_text) is not None:
            continue
        if lab_chemical_entry(short) is not None or several_readings(short):
            continue
        if re.match(r"P[A-Z]", short) and not name.startswith("p"):
            continue  # a polymer acronym filed under its monomer
        cas = cached_name_index_cas(short)
        if cas is not None and chemicals_cas(name) == cas:
            return short, cas
    return None


def _cas_numbers(text: str) -> frozenset[str]:
    """The CAS numbers the `chemicals` database gives the entry's name, or the names the lab-chemical lexicon gives it."""
    entry = lab_chemical_entry(text.strip())
    names = [entry.get("name", ""), *entry.get("names", [])] if entry is not None else []
    if (own := _name(text)) is not None:
        names.append(own)
    return frozenset(cas for n in names if n and (cas := chemicals_cas(normalize_name(n))) is not None)


@lru_cache(maxsize=16384)
def cas_agreement(reference: str, test: str) -> str | None:
    """The CAS number both entries are read as, each by the database from its name or from the names the lexicon gives
    its abbreviation (`<acronym>` filed as `<trivial name>`, against a systematic name): one registry number is one
    substance (CAS Registry; IUPAC names and trivial names of one compound share it), so two readings that agree
    prove one compound where one formula does not (isomers share a formula). None when either is unread or they differ."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    if any(several_readings(x.strip()) for x in (reference, test)):
        return None
    shared = _cas_numbers(reference) & _cas_numbers(test)
    return min(shared) if shared else None
