"""The last letter of an onium salt's abbreviation names its anion (`TBAB`, `TBAI`, `CTAC`, `TBAH`).

The abbreviations of quaternary ammonium and phosphonium salts are the cation's letters followed by the anion's
initial: TBAB tetrabutylammonium bromide, TBAC the chloride, TBAF the fluoride, TBAI the iodide, TBAH the hydroxide,
CTAB and CTAC cetyltrimethylammonium bromide and chloride (ACS Style Guide, 3rd ed., 2006, abbreviations of reagents;
J. Org. Chem. standard abbreviations and acronyms). So the letters of one salt never spell the salt of another anion,
however well the rest of the name fits.
"""

from __future__ import annotations

import re

_ANION_INITIAL = {"bromide": "B", "chloride": "C", "fluoride": "F", "iodide": "I", "hydroxide": "H"}
_ONIUM_SALT = re.compile(r"(?:ammonium|phosphonium)\s+(?P<anion>bromide|chloride|fluoride|iodide|hydroxide)\b", re.I)
_ABBREVIATION = re.compile(r"[A-Z]{3,6}")


def other_onium_anion(short: str, name: str) -> str | None:
    """The anion `name` states when `short` is an onium-salt abbreviation ending in another anion's initial (`TBAI`
    against `tetrabutylammonium bromide` -> `bromide`); None otherwise."""
    found = _ONIUM_SALT.search(name or "")
    letters = (short or "").strip()
    if found is None or not _ABBREVIATION.fullmatch(letters) or letters[-1] not in _ANION_INITIAL.values():
        return None
    anion = found["anion"].lower()
    return anion if _ANION_INITIAL[anion] != letters[-1] else None
