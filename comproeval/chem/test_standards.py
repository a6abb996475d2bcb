"""Test-standard designations in a technique entry (`ASTM D3359-17`, `ISO 10534-2:1998`, `EN ISO 9227`).

A designation is a body, a number and, for ISO/IEC/EN documents, a part after a hyphen (ISO/IEC Directives Part 2,
clause 6.1.4: each part of a standard is a document of its own); an ASTM number's hyphenated suffix is its year of
issue (ASTM Form and Style for ASTM Standards, A21), not a part. Two entries that cite different numbers, or
different parts of one number, cite different documents: most often different tests, but a paper may cite
either for one measurement, so the difference is the best guess, not a proof.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_DESIGNATION = re.compile(
    r"\b(?P<body>ASTM|ISO|IEC|EN|DIN|JIS|BS|GB/T|GB|SEMI|ANSI|IEEE|UL|TAPPI|AATCC|GOST|SAE)"
    r"(?:\s+(?:EN\s+)?ISO)?\s*(?P<code>[A-Z]{1,2}\s?)?(?P<number>\d{1,6})"
    r"(?P<suffix>(?:[-.]\d{1,4}){0,3})(?::\d{4})?\b"
)


class Designation(NamedTuple):
    body: str  # the issuing body (`ASTM`, `ISO`); an adopted `EN ISO` counts as ISO
    number: str  # letter prefix and number (`D3359`, `10534`)
    part: str  # ISO-style part (`2`), empty when none or for ASTM (whose suffix is a year)


def designations(text: str) -> frozenset[Designation]:
    """The standard designations an entry cites."""
    found = set()
    for m in _DESIGNATION.finditer((text or "")[:2000]):
        code = (m.group("code") or "").replace(" ", "")
        suffix = m.group("suffix") or ""
        part = "" if m.group("body") == "ASTM" else suffix.lstrip("-.")
        body = "ISO" if "ISO" in m.group(0).split()[:3] else m.group("body").split("/")[0]
        found.add(Designation(body, code + m.group("number"), part))
    return frozenset(found)


def other_standard(reference: str, test: str) -> tuple[str, str] | None:
    """(the reference's, the test's) designation when both entries cite one standard of one body each and they differ in
    number, or both state parts of one number and the parts differ; None when either cites none or several, when
    the bodies differ (ASTM B117 and ISO 9227 describe one salt-spray test), or when they agree."""
    ref, tst = designations(reference), designations(test)
    if len(ref) != 1 or len(tst) != 1:
        return None
    (r,), (t,) = ref, tst
    if r.body != t.body:
        return None
    if r.number != t.number or (r.part and t.part and r.part != t.part):
        return tuple(f"{d.body} {d.number}{'-' + d.part if d.part else ''}" for d in (r, t))  # type: ignore[return-value]
    return None


def without_designations(text: str) -> str:
    """The entry with its standard designations and the brackets they leave empty removed, words folded."""
    bare = _DESIGNATION.sub(" ", (text or "")[:2000])
    bare = re.sub(r"[(\[][\s,;/]*[)\]]", " ", bare)
    return " ".join(re.findall(r"[a-z0-9]+", bare.lower()))


def counterpart_standards(reference: str, test: str) -> tuple[str, str] | None:
    """(the reference's, the test's) designation when both entries name one measurement in the same words and cite one
    standard each of two bodies (`Cobb value (ISO 535)`, `Cobb value (TAPPI T 441)`): national and international
    bodies publish counterparts of one test (ISO/IEC Guide 21-1, regional or national adoption of International
    Standards; ASTM B117 and ISO 9227, one salt-spray test), so the same measurement is the best guess, never a proof
    (a counterpart may differ in a detail). None otherwise."""
    ref, tst = designations(reference), designations(test)
    if len(ref) != 1 or len(tst) != 1:
        return None
    (r,), (t,) = ref, tst
    if r.body == t.body or not (words := without_designations(reference)) or words != without_designations(test):
        return None
    return f"{r.body} {r.number}", f"{t.body} {t.number}"
