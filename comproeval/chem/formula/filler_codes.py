"""Filler and reinforcement codes of plastics (ISO 1043-2, marked as in ISO 11469): `PA66-GF30` is PA66 with 30 %
glass fibre by mass.

ISO 1043-2 writes a filler as two capitals, its material (table 1) then its form (table 2): `GF` glass fibre,
`CF` carbon fibre, `MD` mineral powder, `TD` talc powder, `GB` glass beads. A plastic's designation appends the
codes to the polymer with a hyphen and the mass percentage after each (`PBT-GF30`, `PP-TD20`); several fillers go
in brackets joined by `+` (`PA66-(GF25+MD15)`). Read out, the designation is the polymer and each filler's mass
share (`PA66/25 wt% GF/15 wt% MD`), the notation other keys use. A code of these letters may still be a sample
label of its own, so a comparison read through it is a best guess.
"""

from __future__ import annotations

import re

# ISO 1043-2:2011 table 1, the material of a filler or reinforcement, with the words papers name it by.
_MATERIALS = {
    "B": ("boron",),
    "C": ("carbon",),
    "D": ("alumina trihydrate", "aluminium hydroxide", "ATH"),
    "E": ("clay",),
    "G": ("glass",),
    "K": ("calcium carbonate", "chalk", "CaCO3"),
    "L": ("cellulose",),
    "M": ("mineral", "metal"),
    "P": ("mica",),
    "Q": ("silica", "SiO2"),
    "R": ("aramid",),
    "S": ("synthetic",),
    "T": ("talc",),
    "W": ("wood",),
    "X": (),
    "Z": (),
}
# ISO 1043-2:2011 table 2, its form or structure.
_FORMS = frozenset("BCDFGHKLMNPRSTVWXYZ")
_FILLER = r"[A-Z]{2}\d{1,2}(?:\.\d)?"
# The polymer (ISO 1043-1 capitals, perhaps with digits: `PA66`, `PEEK`, `PPS`), a hyphen or a space, then one
# filler or several in brackets; `>…<` is ISO 11469's marking frame.
_DESIGNATION = re.compile(rf"(?<![\w/])>?([A-Z]{{2,6}}\d{{0,4}})[-\s]\(?({_FILLER}(?:\+{_FILLER})*)\)?<?(?![\w.%/])")
_ONE_FILLER = re.compile(r"([A-Z])([A-Z])(\d{1,2}(?:\.\d)?)")


def filler_code_reading(key: str) -> str | None:
    """`PEEK-CF30` -> `PEEK/30 wt% CF`; None when the key writes no ISO 1043-2 designation."""
    changed = False

    def read(match: re.Match[str]) -> str:
        nonlocal changed
        fillers = [_ONE_FILLER.fullmatch(part) for part in match.group(2).split("+")]
        if not all(f and f.group(1) in _MATERIALS and f.group(2) in _FORMS for f in fillers):
            return match.group(0)
        changed = True
        shares = "/".join(f"{f.group(3)} wt% {f.group(1)}{f.group(2)}" for f in fillers if f)
        return f"{match.group(1)}/{shares}"

    read_out = _DESIGNATION.sub(read, key)
    return read_out if changed else None


def filler_material_named(code: str, words: str) -> bool:
    """`TD` and `talc`, `KD` and `chalk powder`: a filler code whose material (ISO 1043-2 table 1) the words name."""
    if not re.fullmatch(r"[A-Z]{2}", code) or code[1] not in _FORMS:
        return False
    names = _MATERIALS.get(code[0], ())
    return any(
        re.search(rf"(?<![A-Za-z]){re.escape(name)}", words, 0 if name.isupper() or any(c.isdigit() for c in name) else re.I) for name in names
    )
