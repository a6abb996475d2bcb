"""A ratio of three or more named parts (`EGDMA:MAA:BPA = 30:6:1`, `A/B/C (2/1/1)`), read part by part.

A ratio names its parts and then their amounts in the same order (IUPAC Green Book 3rd ed. 2.10, amount, mass and
volume ratios), so each number belongs to the name in its place: `A:B:C = 30:6:1` and `C:B:A = 1:6:30` are one
composition written from the other end, while `C:B:A = 30:6:1` gives C the share A had (another composition), though
both write the same names and the same numbers. A ratio is a proportion: `60:12:2` is `30:6:1`. Only a group whose
names and numbers are as many, each name once, is read; its basis (`molar`, `by mass`, `wt%`) is kept as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# A part's name: a formula or an abbreviation, hyphens and digits inside (`PEG-400`, `Zn2+`), no space.
_PART = r"[A-Za-z][A-Za-z0-9+\-]*(?:\([A-Za-z0-9]+\))?"
_BASIS = r"molar|mol(?:/mol)?|by\s+mol(?:e|es)?|by\s+mass|by\s+weight|by\s+volume|mass|weight|volume|w/w|v/v|wt\s*\.?\s*%|vol\s*\.?\s*%|mol\s*\.?\s*%"
_GROUP_RE = re.compile(
    rf"(?<![\w:/])(?P<names>{_PART}(?:\s*(?P<sep>[:/])\s*{_PART}){{2,}})"
    rf"(?:\s+(?:molar\s+|mass\s+|weight\s+|volume\s+)?ratio)?\s*(?:=\s*|\s+|\(\s*)"
    rf"(?P<numbers>(?:{_NUMBER})(?:\s*[:/]\s*(?:{_NUMBER})){{2,}})\s*\)?"
    rf"(?:\s*\(?\s*(?P<basis>{_BASIS})\s*\)?)?(?![\w.:/])(?!\s*[A-Za-z\u00b5\u03bc\u00b0%])",  # no unit after: `10/30/200 nm` are thicknesses
    re.I,
)


@dataclass(frozen=True)
class NamedRatio:
    """The shares of a named ratio's parts (each name folded to its case), its basis as written (or ''), and the key
    with the ratio taken out."""

    shares: tuple[tuple[str, Fraction], ...]
    basis: str
    rest: str

    def share_map(self) -> dict[str, Fraction]:
        return dict(self.shares)


def named_ratio(key: str) -> NamedRatio | None:
    """The one ratio of three or more named parts a key writes (`EGDMA:MAA:BPA = 30:6:1`), or None: none, more than
    one, names and numbers not as many, a name twice, or a nil total."""
    text = normalize(key, FORMULA_CHARS)
    found = list(_GROUP_RE.finditer(text))
    if len(found) != 1:
        return None
    group = found[0]
    names = re.split(r"\s*[:/]\s*", group.group("names"))
    numbers = [Fraction(n) for n in re.split(r"\s*[:/]\s*", group.group("numbers"))]
    folded = [name.casefold() for name in names]
    total = sum(numbers)
    if len(names) != len(numbers) or len(set(folded)) != len(folded) or not total:
        return None
    basis = " ".join((group.group("basis") or "").lower().replace(".", "").split())
    rest = re.sub(r"\(\s*\)|\[\s*\]", " ", text[: group.start()] + " " + text[group.end() :])
    rest = " ".join(rest.split()).strip(" ,;")
    return NamedRatio(tuple(zip(folded, (n / total for n in numbers), strict=True)), basis, rest)


def named_ratios_compared(reference: str, test: str) -> tuple[bool, bool, str, str, str] | None:
    """(same shares, same basis as written, why, reference's rest, test's rest) for two keys that each write one ratio
    of the same three or more named parts; None otherwise."""
    ref, tst = named_ratio(reference), named_ratio(test)
    if ref is None or tst is None or set(ref.share_map()) != set(tst.share_map()):
        return None
    mine, theirs = ref.share_map(), tst.share_map()
    same_basis = ref.basis == tst.basis
    if mine == theirs:
        order = "in the same order" if [n for n, _ in ref.shares] == [n for n, _ in tst.shares] else "written in another order"
        return True, same_basis, f"the same parts in the same proportions, {order}, each number read with the name in its place", ref.rest, tst.rest
    part = next(name for name in mine if mine[name] != theirs[name])
    shown = f"{float(mine[part]):.3g} against {float(theirs[part]):.3g}"
    return False, same_basis, f"the same named parts in other proportions ({part}: a share of {shown})", ref.rest, tst.rest
