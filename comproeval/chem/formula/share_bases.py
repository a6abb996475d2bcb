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


# A basis written anywhere in a key: a share's unit (`wt%`, `mol.%`, `% v/v`), a ratio's basis after it or in
# brackets (`(w/w)`, `(mol)`, `mol/mol`), a ratio named by its basis (`mass ratio`, `molar ratio`) or a basis phrase
# (`by weight`). The words are `RATIO_BASES`'s; the pattern only says where they stand.
_BASIS_WRITTEN_RE = re.compile(
    r"(?<![A-Za-z])(?:"
    r"(?P<unit>wt|mass|weight|vol|mol|at)\s*\.?\s*%"
    r"|%\s*\(?\s*(?P<after>w/w|v/v|mol/mol)\b\)?"
    r"|\(?(?P<slash>w/w|wt/wt|m/m|v/v|vol/vol|mol/mol)\)?"
    r"|\((?P<bracket>wt|mol|vol|at|mass|weight|molar|volume|atomic)\.?\)"
    r"|(?P<named>mass|weight|wt|molar|mole|volume|vol|atomic)\.?\s+ratio"
    r"|by\s+(?P<by>mass|weight|volume|moles?)"
    r")(?![A-Za-z/])",
    re.I,
)
# Equal numbers on two bases are one amount only if the parts' molar masses or densities are equal (IUPAC Green Book
# 3rd ed. 2.10: w_i = x_i M_i / sum x_j M_j). Parts of one material never all share a molar mass or a density, but a
# gas's volume fraction is its amount fraction (Avogadro's law) and an element's atom fraction its amount fraction,
# so only mass against amount, volume or atoms is proven another amount.
_PROVEN_APART = frozenset({frozenset({"wt", "mol"}), frozenset({"wt", "vol"}), frozenset({"wt", "at"})})
_WHOLE_OR_NONE = re.compile(r"0+(?:\.0+)?|100(?:\.0+)?")
# A number standing free (`60:40`, `0.14`), not a formula's count (`SiO2`) or a code's digits (`D230`).
_FREE_NUMBER_RE = re.compile(rf"(?<![A-Za-z\d.]){NUMBER}(?![\d.]|[A-Za-z](?![a-z]))")


def _bases_written(key: str) -> tuple[str, tuple[str, ...]]:
    """The key with each written basis as one mark (brackets and case set aside), and the bases in order."""
    bases: list[str] = []

    def mark(found: re.Match[str]) -> str:
        word = next(group for group in found.groups() if group is not None)
        word = word.lower()  # the basis words of a ratio or a share's unit; `mole` as in `by mole`
        bases.append(RATIO_BASES.get(word) or UNIT_BASES.get(word) or RATIO_BASES[f"by {word}"])
        return "%ratio " if found.group("named") else "%"

    marked = _BASIS_WRITTEN_RE.sub(mark, key)
    return re.sub(r"\s*%\s*", "%", " ".join(marked.split())), tuple(bases)


def bases_swapped(reference: str, test: str) -> tuple[bool, str] | None:
    """(same, why) for two keys written alike but for the bases of their shares or ratios: the same basis in other
    words (`w/w`, `by mass`, `wt%`) is one key; equal numbers by mass against by amount, volume or atoms (`60:40 w/w`
    against `60:40 mol/mol`, `mass ratio 2` against `molar ratio 2`) are other amounts, whatever the parts. None when
    the keys differ in anything else, write no basis, write a 0 or a 100 (nothing or a whole, on every basis), or by a
    pair of bases that may agree (volume and amount of gases, atoms and amount of elements)."""
    (ref, ref_bases), (tst, tst_bases) = _bases_written(reference), _bases_written(test)
    if not ref_bases or ref != tst or len(ref_bases) != len(tst_bases):
        return None
    apart = {frozenset(pair) for pair in zip(ref_bases, tst_bases, strict=True) if pair[0] != pair[1]}
    if not apart:
        return True, f"the same bases in other words ({', '.join(ref_bases)}): one key"
    numbers = _FREE_NUMBER_RE.findall(ref)
    if not apart <= _PROVEN_APART or not numbers or any(_WHOLE_OR_NONE.fullmatch(n) for n in numbers):
        return None
    shown = "; ".join(f"{a} against {b}" for a, b in zip(ref_bases, tst_bases, strict=True) if a != b)
    return False, f"the same numbers on other bases ({shown}): other amounts, as molar masses and densities differ"
