"""Stainless steels under their two numbers: the AISI type (`AISI 444`, `316L`) and the UNS number (`UNS S44400`).

The Unified Numbering System (ASTM E527 and SAE J1086) numbers an AISI stainless steel `S` + its three-digit AISI type
+ two digits: `00` for the standard grade, `03` for its low-carbon `L` grade and `09` for its high-carbon `H` grade
(ASTM A240 and A276 list each type beside its UNS number: 304 S30400, 304L S30403, 304H S30409, 444 S44400). Other
final digits (`S31635`, 316Ti; `S44004`, 440C) stand for grades this rule does not spell, so they are left unread.
"""

from __future__ import annotations

import re

_UNS = re.compile(r"(?<![A-Za-z0-9])(?:UNS\s*)?S(?P<type>[2-5]\d{2})(?P<grade>\d{2})(?![A-Za-z0-9])")
_GRADE_LETTER = {"00": "", "03": "L", "09": "H"}


def uns_as_aisi(text: str) -> str | None:
    """`UNS S44400 hot-rolled plate` -> `AISI 444 hot-rolled plate`; None when the text writes no UNS number of an AISI
    stainless type this rule spells."""
    found = _UNS.search(text or "")
    if found is None or found["grade"] not in _GRADE_LETTER:
        return None
    return f"{text[: found.start()]}AISI {found['type']}{_GRADE_LETTER[found['grade']]}{text[found.end() :]}"
