"""Steels under their designations: the AISI/SAE number (`AISI 444`, `316L`, `SAE 8620`) and the UNS number (`UNS S44400`).

The Unified Numbering System (ASTM E527 and SAE J1086) numbers an AISI stainless steel `S` + its three-digit AISI type
+ two digits: `00` for the standard grade, `03` for its low-carbon `L` grade and `09` for its high-carbon `H` grade
(ASTM A240 and A276 list each type beside its UNS number: 304 S30400, 304L S30403, 304H S30409, 444 S44400). Other
final digits (`S31635`, 316Ti; `S44004`, 440C) stand for grades this rule does not spell, so they are left unread. A
carbon or alloy steel of the AISI/SAE four-digit system (SAE J403, J404) is `G` + its four digits + `0` (`UNS G10450`,
AISI 1045; `G86200`, 8620); other final digits mark variants (boron, leaded) this rule does not spell.

AISI and SAE number carbon and alloy steels alike (SAE J403, J404) and SAE J405 took over the AISI stainless types, so
`AISI`, `SAE` and `AISI/SAE` before a number name who issued it, not another steel (`AISI 316L` is `316L`, `SAE 8620`
is `AISI 8620`). A letter after a stainless type is part of the designation: `L` low carbon, `H` high carbon, `N`
nitrogen-strengthened, `LN` both, `Ti`/`Cb` stabilised, `S`, `F`, `Se` others (ASTM A240, A276, A582): `316` and
`316L` are two grades with their own limits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_UNS = re.compile(r"(?<![A-Za-z0-9])(?:UNS\s*)?S(?P<type>[2-5]\d{2})(?P<grade>\d{2})(?![A-Za-z0-9])")
_UNS_CARBON = re.compile(r"(?<![A-Za-z0-9])UNS\s*G(?P<number>[1-9]\d{3})0(?![A-Za-z0-9])")
_GRADE_LETTER = {"00": "", "03": "L", "09": "H"}

# The AISI stainless types (the 200, 300, 400 and 500 series of the AISI Steel Products Manual, listed in ASTM A240,
# A276 and A959): a three-digit number is read as a type only when it is one of these.
_STAINLESS_TYPES = frozenset(
    "201 202 205 301 302 303 304 305 308 309 310 314 316 317 321 329 330 347 348 384 "
    "403 405 409 410 414 416 420 422 429 430 431 434 436 439 440 441 442 444 446 501 502".split()
)
_ISSUER = r"(?:AISI|SAE)(?:\s*[/-]\s*(?:AISI|SAE))?"
_TYPE_SUFFIX = r"(?:LN|L|H|N|Ti|Cb|Nb|Se|S|F|A|B|C)?"
# `AISI 316L`, `SAE 8620`, `AISI/SAE 1045`, `Type 304`: an issuer (or `Type`) before a number; anywhere in the key.
_ISSUED = re.compile(rf"(?<![A-Za-z0-9])(?P<issuer>{_ISSUER}|[Tt]ype)\s*-?\s*(?P<code>\d{{3,5}}{_TYPE_SUFFIX})(?![A-Za-z0-9/.\-–])")
# `316L`, `304` at the start of a key: a stainless type alone, when it is one of the AISI types.
_BARE = re.compile(rf"^\s*(?P<code>(?P<type>\d{{3}}){_TYPE_SUFFIX})(?![A-Za-z0-9/.\-–+%:])")


def uns_as_aisi(text: str) -> str | None:
    """`UNS S44400 hot-rolled plate` -> `AISI 444 hot-rolled plate`, `UNS G10450` -> `AISI 1045`; None when the text
    writes no UNS number of an AISI steel this rule spells."""
    found = _UNS.search(text or "")
    if found is not None and found["grade"] in _GRADE_LETTER:
        return f"{text[: found.start()]}AISI {found['type']}{_GRADE_LETTER[found['grade']]}{text[found.end() :]}"
    if (carbon := _UNS_CARBON.search(text or "")) is not None:
        return f"{text[: carbon.start()]}AISI {carbon['number']}{text[carbon.end() :]}"
    return None


@dataclass(frozen=True)
class SteelDesignation:
    """A steel's AISI/SAE designation in a key: the code (`316L`), the issuer written before it as written (`AISI`,
    `SAE`, `Type`, `UNS`; empty for none), and the key with the designation in one form (`plain`): a stainless type
    alone, a four- or five-digit number after `AISI` (`AISI 316L, 1000 h` -> `316L, 1000 h`; `SAE 8620` -> `AISI 8620`)."""

    code: str
    issuer: str
    plain: str


def steel_designation(key: str, unit: Callable[[str], bool] = lambda word: False) -> SteelDesignation | None:
    """The AISI/SAE designation a key writes: after an issuer (`AISI`, `SAE`, `Type`) or as a UNS number anywhere, or
    a stainless type alone at its start (`316L untreated`); None otherwise, or when the number is followed by a unit
    (`unit`, e.g. pint: `310 K` is a temperature). A bracketed note that only repeats the designation
    (`UNS S31603 (316L)`) is dropped from the plain key: the same steel named twice."""
    text = uns_as_aisi(key) or key
    issuer = "UNS" if text != key else ""
    found = _ISSUED.search(text)
    if found is not None and _issued_number(found["issuer"], re.match(r"\d+", found["code"]).group()):
        issuer = issuer or re.sub(r"\s+", "", found["issuer"]).upper().replace("-", "/")
    else:
        found = _BARE.match(text)
        if found is None or found["type"] not in _STAINLESS_TYPES:
            return None
    code = found["code"]
    after = text[found.end() :]
    # `310 K` (a temperature), `316 L` (a suffix set apart, or litres): no designation this rule reads
    if (following := re.match(r"\s+([^\s,;()]+)", after)) and (unit(following.group(1)) or re.fullmatch(_TYPE_SUFFIX, following.group(1))):
        return None
    after = re.sub(rf"\s*\(\s*(?:{_ISSUER}\s*)?{re.escape(code)}\s*\)", "", after, count=1)
    written = code if len(code) <= 3 or not code[3].isdigit() else f"AISI {code}"
    return SteelDesignation(code, issuer, f"{text[: found.start()]}{written}{after}".strip())


def _issued_number(issuer: str, digits: str) -> bool:
    """A stainless type after any issuer, or a four- or five-digit AISI/SAE number after `AISI` or `SAE` (not `Type`)."""
    if len(digits) == 3:
        return digits in _STAINLESS_TYPES
    return not issuer.lower().startswith("type")
