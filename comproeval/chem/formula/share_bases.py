"""The number and the basis words of a share, read in one place by every reader of amounts (issue 26).

Blends, mixtures, system shares, cation percent, conditions and label quantities all read `5 wt%`, `% v/v`,
`70:30 (w/w)` or `2:1 molar`: the words name the mass, volume or amount fraction of IUPAC's Green Book (Quantities,
Units and Symbols in Physical Chemistry, 3rd ed., 2.10), `at` the amount fraction of atoms. Each reader keeps the
notation it reads (which words may stand where); what a word means is said here once.
"""

from __future__ import annotations

import re
from fractions import Fraction

# Numbers are written `\d+(?:\.\d+)?|\.\d+` rather than `\d*\.?\d+`: the same strings, but a digit run
# has one way to match instead of quadratically many, so a long run no longer takes cubic time.
NUMBER = r"(?:\d+(?:\.\d+)?|\.\d+)"
# A number that may follow a formula's subscript needs its leading digit: `Co1.5:2` would read as `Co1` and `.5`.
DIGIT_NUMBER = r"\d+(?:\.\d+)?"

# The basis a word of a share's unit names (`wt%`, `% v/v`, `v%`, `m%`); `w/v` (mass per volume) is its own basis.
UNIT_BASES = {
    **{w: "wt" for w in ("wt", "mass", "weight", "w/w")},
    **{w: "vol" for w in ("vol", "v/v", "v")},
    **{w: "mol" for w in ("mol", "m")},
    "at": "at",
    "w/v": "w/v",
}
# The basis of a ratio, written after it or as a clause of its own (`70:30 (w/w)`, `2:1 molar`, `1:3 by mass`).
RATIO_BASES = {
    **{w: "wt" for w in ("w/w", "wt/wt", "m/m", "wt", "wt%", "wt.%", "wt. %", "mass", "weight", "by weight", "by mass")},
    **{w: "wt" for w in ("mass ratio", "weight ratio", "wt ratio", "wt.", "% w/w", "%w/w")},
    **{w: "vol" for w in ("v/v", "vol/vol", "vol", "vol%", "vol.%", "volume", "by volume", "volume ratio", "% v/v", "%v/v")},
    **{w: "mol" for w in ("mol/mol", "mol", "mol%", "mol.%", "molar", "molar ratio", "mole ratio", "by mole", "by moles")},
    **{w: "at" for w in ("at%", "at.%", "at. %", "atomic", "atomic ratio")},
}


def unit_basis(unit: str) -> str | None:
    """`wt%` -> `wt`, `% v/v` -> `vol`, `at.%` -> `at`, `phr` -> `phr`, `%` -> None (no basis stated)."""
    word = re.sub(r"[\s.%]", "", unit.lower())
    return "phr" if word == "phr" else UNIT_BASES.get(word)


def ratio_numbers(ratio: str) -> list[Fraction]:
    """`70:30` or `2/1` -> the numbers in order."""
    return [Fraction(n) for n in re.split(r"\s*[:/]\s*", ratio.strip())]


# `PTFE (60 wt%)/SiO2`: a share in brackets right after one part, before the separator of the next (`/`, `–`, ` + `).
# A mass, volume or amount fraction is the fraction of a named component (IUPAC Green Book 3rd ed. 2.10), and written
# against one part it names that part; only a share after the whole name (`PTFE/SiO2 (60 wt%)`) leaves its part unsaid,
# unless another part's share is written the same way (`PP/TiO2 (10 wt%)/SiO2 (5 wt%)`): then it is the last part's.
_PART_SHARE = rf"(?:^|(?<=[/–+]))(\s*)([^\s/–+][^/–+]*?)\s*\(\s*({NUMBER}\s*(?:wt|vol|mol|at)?\s*\.?\s*%)\s*\)"
_PART_SHARE_RE = re.compile(rf"{_PART_SHARE}(?=\s*[/–]|\s+\+\s)", re.I)
_LAST_PART_SHARE_RE = re.compile(rf"{_PART_SHARE}\s*$", re.I)


def part_share_first(key: str) -> str:
    """`PTFE (60 wt%)/SiO2` -> `60 wt% PTFE/SiO2`: a share bracketed after one part, written before it, where every
    reader of amounts takes a share as its part's (a bracket is otherwise lifted out as a condition of the whole).
    `PTFE 60 wt%/SiO2 40 wt%` -> `60 wt% PTFE/40 wt% SiO2` alike (`trailing_shares_first`)."""
    moved, count = _PART_SHARE_RE.subn(r"\1\3 \2", key)
    return trailing_shares_first(_LAST_PART_SHARE_RE.sub(r"\1\3 \2", moved) if count else key)


# `PTFE 60 wt%/SiO2 40 wt%`, `A 2 wt% + B 1 wt%`: parts joined by `/`, ` + `, a dash or a hyphen right after `%`.
_PART_SEPARATOR_RE = re.compile(r"(\s*/\s*|\s+\+\s+|\s*[–—]\s*|(?<=%)\s*-\s*)")
_TRAILING_SHARE_RE = re.compile(rf"^(\s*)([^\s,;]|[^\s,;][^,;]*?[^\s,;])\s+({NUMBER}\s*(?:wt|vol|mol|at)?\s*\.?\s*%)\s*$", re.I)
# A share written with its unit (`2 wt%`, `5 at.%`, `3%`): no part of a name.
SHARE_IN_NAME_RE = re.compile(rf"{NUMBER}\s*(?:wt|vol|mol|at)?\s*\.?\s*%", re.I)


def trailing_shares_first(key: str) -> str:
    """`MPD 2 wt%/TMC 0.1 wt%` -> `2 wt% MPD/0.1 wt% TMC`: when every part of several is followed by its own share, each
    share is the part's it follows (a mass, volume or amount fraction names its component, IUPAC Green Book 2.10),
    written before it as the readers of amounts expect. A share after the last part alone (`PP/talc 20 wt%`) is the
    loading notation and stays; a part that holds a share or a comma already is left as written."""
    pieces = _PART_SEPARATOR_RE.split(key)
    parts = pieces[0::2]
    found = [_TRAILING_SHARE_RE.match(part) for part in parts]
    if len(parts) < 2 or any(f is None or SHARE_IN_NAME_RE.search(f.group(2)) for f in found):
        return key
    pieces[0::2] = [f"{f.group(1)}{f.group(3)} {f.group(2)}" for f in found]
    return "".join(pieces)
