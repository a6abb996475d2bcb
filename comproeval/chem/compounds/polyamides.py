"""Polyamide designations (`nylon 6`, `PA 66`, `nylon 6,6`, `polyamide 6,10`) read as the numbers that name the polymer.

ISO 1874-1 (and ISO 1043-1) designate an aliphatic polyamide by the carbon counts of its monomers: one number for a
polymer of one amino acid or lactam (PA 6 from caprolactam, PA 11, PA 12), two written together for a diamine and a
diacid (PA 66, PA 610), which older and US usage writes with a comma (`nylon 6,6`, `nylon 6,10`). Another number is
another polymer (PA 6 is not PA 66). A slash names a copolymer in ISO 1874-1 (`PA 6/66`) but the diamine-diacid pair
in older usage (`nylon 6/6`): such a designation is not read.
"""

from __future__ import annotations

import re

_DESIGNATION = re.compile(r"^(?:nylon|polyamide|PA)[\s-]*(\d{1,2}(?:\s*[,.]\s*\d{1,2}|\d{1,2})?)$", re.I)


def polyamide_designation(text: str) -> str | None:
    """The monomer carbon counts a polyamide designation names (`nylon 6,6` -> `66`), else None."""
    match = _DESIGNATION.match(" ".join((text or "").split()))
    return re.sub(r"\D", "", match.group(1)) if match else None


def polyamide_pair(reference: str, test: str) -> tuple[str, str] | None:
    """The designations of two polyamide entries, when both are read."""
    ref, tst = polyamide_designation(reference), polyamide_designation(test)
    return (ref, tst) if ref is not None and tst is not None else None
