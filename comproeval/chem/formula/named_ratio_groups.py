"""A ratio of three or more named parts (`EGDMA:MAA:BPA = 30:6:1`, `A/B/C (2/1/1)`), read part by part.

A ratio names its parts and then their amounts in the same order (IUPAC Green Book 3rd ed. 2.10, amount, mass and
volume ratios), so each number belongs to the name in its place: `A:B:C = 30:6:1` and `C:B:A = 1:6:30` are one
composition written from the other end, while `C:B:A = 30:6:1` gives C the share A had (another composition), though
both write the same names and the same numbers. A ratio is a proportion: `60:12:2` is `30:6:1`. Only a group whose
names and numbers are as many, each name once, is read; its basis (`molar`, `by mass`, `wt%`) is kept as written.

The same shares may be written each before its part (`100Fe/5Cu/25SiO2`, `50 kaolin / 15 quartz / 25 feldspar`),
or as a code of one capital letter and its share per part (`K50–Q15–F25`, the batch notation of ceramic bodies and
mixes, each letter the initial of the raw material it abbreviates). A letter is read as the word it begins only by
guess (an initial is no name), and only where each letter begins one word of the other key and no two words share one.
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
# A unit written after the numbers makes them quantities (`ITO/ZnO/Ag 100/30/200 nm`), no ratio.
_UNIT_AFTER = (
    r"[%\u00b0\u00b5\u03bc\u2030]|[nmcdk]?m|[nµμm]?s|h|min|K|[mµμk]?g|[mµμ]?L|[mµμ]?M|[kM]?Pa|GPa|bar|[mk]?V|[mµμ]?A|[mk]?W"
    r"|rpm|wt|vol|at|mol|ppm|ppb|phr|nm"
)
_GROUP_RE = re.compile(
    rf"(?<![\w:/])(?P<names>{_PART}(?:\s*(?P<sep>[:/])\s*{_PART}){{2,}})"
    rf"(?:\s+(?:molar\s+|mass\s+|weight\s+|volume\s+)?ratio)?\s*(?:=\s*|(?P<open>\(\s*)|\s+)"
    rf"(?P<numbers>(?:{_NUMBER})(?:\s*[:/]\s*(?:{_NUMBER})){{2,}})\s*(?(open)\))"
    rf"(?:\s*\(?\s*(?P<basis>{_BASIS})\s*\)?)?(?![\w.:/])(?!\s*(?:{_UNIT_AFTER})(?![A-Za-z]))",  # no unit after: `10/30/200 nm` are thicknesses
    re.I,
)


# `100Fe/5Cu/25SiO2`, `50 kaolin / 15 quartz / 25 feldspar (wt.%)`: each share before its part, parts joined by `/`.
_SHARE_FIRST_RE = re.compile(
    rf"^(?P<parts>(?:{_NUMBER})\s*{_PART}(?:\s*/\s*(?:{_NUMBER})\s*{_PART}){{2,}})\s*(?:\(\s*(?P<basis>{_BASIS})\s*\))?(?P<rest>(?:\s*[,(].*)?)$",
    re.I,
)
_SHARE_FIRST_TERM_RE = re.compile(rf"({_NUMBER})\s*({_PART})")
# `KCl-NaCl-MgCl2 (30-20-50 mol%)`: formulas joined by hyphens, then their shares in the same order and the basis.
_FORMULA = r"[A-Z][A-Za-z0-9]*"
_HYPHEN_SHARES_RE = re.compile(
    rf"^(?P<names>{_FORMULA}(?:\s*-\s*{_FORMULA})+)\s*\(\s*(?P<numbers>(?:{_NUMBER})(?:\s*[-:/]\s*(?:{_NUMBER}))+)\s*"
    rf"(?P<basis>(?:mol|wt|vol|at)\s*\.?\s*%)\s*\)(?P<rest>(?:\s*[,(].*)?)$"
)
# `3SrO·Al2O3`: an addition compound, each part's count its amount (IUPAC Red Book 2005 IR-4.4.3.5), a molar ratio.
_ADDUCT_RE = re.compile(
    rf"^(?P<parts>(?:(?:{_NUMBER})\s*)?{_FORMULA}(?:\s*·\s*(?:(?:{_NUMBER})\s*)?{_FORMULA})+)(?:-(?=[a-z])|(?=[\s,(])|$)(?P<rest>.*)$"
)
_ADDUCT_TERM_RE = re.compile(rf"(?:({_NUMBER})\s*)?({_FORMULA})")
# `M40–S35–T25`: one capital letter and its share per part, joined by dashes.
_LETTER_CODE_RE = re.compile(r"^(?P<parts>[A-Z]\d+(?:\.\d+)?(?:\s*[-–]\s*[A-Z]\d+(?:\.\d+)?){2,})(?P<rest>(?:\s*[,(].*)?)$")
_LETTER_TERM_RE = re.compile(r"([A-Z])(\d+(?:\.\d+)?)")


# Shares that differ by less than this part of the larger may be one ratio written to other digits (`33.3:33.3:33.4`
# against `1:1:1`; ISO 80000-1:2009 Annex B: a written number stands for the values it rounds from).
_ROUNDING = Fraction(1, 50)


@dataclass(frozen=True)
class NamedRatio:
    """The shares of a named ratio's parts (each name folded to its case), its basis as written (or ''), and the key
    with the ratio taken out."""

    shares: tuple[tuple[str, Fraction], ...]
    basis: str
    rest: str
    letters: bool = False  # the parts named by initials only (`K50–Q15–F25`)
    # the numbers as written, by name; `relative` when each is written before its part (`100Ni/10Co/40ZrO2`): parts
    # per hundred of a base, or loadings, which scaled by one factor are other loadings (`composite.PROPORTIONAL_PARTS`)
    written: tuple[tuple[str, Fraction], ...] = ()
    relative: bool = False

    def share_map(self) -> dict[str, Fraction]:
        return dict(self.shares)


def named_ratio(key: str) -> NamedRatio | None:
    """The one ratio of three or more named parts a key writes (`EGDMA:MAA:BPA = 30:6:1`), or None: none, more than
    one, names and numbers not as many, a name twice, or a nil total."""
    text = normalize(key, FORMULA_CHARS).strip()
    if (first := _SHARE_FIRST_RE.match(text)) is not None:
        terms = _SHARE_FIRST_TERM_RE.findall(first.group("parts"))
        found = _named([n for n, _ in terms], [p for _, p in terms], first.group("basis"), first.group("rest"))
        return None if found is None else NamedRatio(found.shares, found.basis, found.rest, written=found.written, relative=True)
    if (hyphened := _HYPHEN_SHARES_RE.match(text)) is not None:
        names = re.split(r"\s*-\s*", hyphened.group("names"))
        numbers = re.split(r"\s*[-:/]\s*", hyphened.group("numbers"))
        return _named(numbers, names, hyphened.group("basis"), hyphened.group("rest"))
    if (adduct := _ADDUCT_RE.match(text)) is not None:
        terms = _ADDUCT_TERM_RE.findall(adduct.group("parts"))
        return _named([n or "1" for n, _ in terms], [p for _, p in terms], "mol", adduct.group("rest"))
    if (coded := _LETTER_CODE_RE.match(text)) is not None:
        terms = _LETTER_TERM_RE.findall(coded.group("parts"))
        found = _named([n for _, n in terms], [p for p, _ in terms], None, coded.group("rest"))
        return None if found is None else NamedRatio(found.shares, found.basis, found.rest, letters=True, written=found.written)
    found = list(_GROUP_RE.finditer(text))
    if len(found) != 1:
        return None
    group = found[0]
    names = re.split(r"\s*[:/]\s*", group.group("names"))
    numbers = re.split(r"\s*[:/]\s*", group.group("numbers"))
    return _named(numbers, names, group.group("basis"), text[: group.start()] + " " + text[group.end() :])


# The bases of a ratio or of shares, however written (IUPAC Green Book 2.10: amount, mass, volume fractions and ratios).
_BASES = {
    **dict.fromkeys(("molar", "mol", "mol/mol", "bymol", "bymole", "bymoles", "molratio"), "mol"),
    **dict.fromkeys(("bymass", "byweight", "mass", "weight", "w/w", "wt"), "wt"),
    **dict.fromkeys(("byvolume", "volume", "v/v", "vol"), "vol"),
    "at": "at",
}


def _named(numbers: list[str], names: list[str], basis: str | None, rest: str) -> NamedRatio | None:
    """The shares of as many names as numbers, each name once and the total not nil; else None."""
    amounts = [Fraction(n) for n in numbers]
    folded = [name.casefold() for name in names]
    total = sum(amounts)
    if len(names) != len(amounts) or len(set(folded)) != len(folded) or not total:
        return None
    written_basis = _BASES.get(re.sub(r"[\s.%]", "", (basis or "").lower()), "")
    rest = " ".join(re.sub(r"\(\s*\)|\[\s*\]", " ", rest).split()).strip(" ,;")
    written = tuple(zip(folded, amounts, strict=True))
    return NamedRatio(tuple(zip(folded, (n / total for n in amounts), strict=True)), written_basis, rest, written=written)


def _by_initials(coded: NamedRatio, named: NamedRatio) -> NamedRatio | None:
    """`coded` (`K50–Q15–F25`) with each letter read as the one word of `named` it begins (`kaolin`, `quartz`,
    `feldspar`); None unless every letter begins exactly one of those words and no two words begin alike."""
    initials = [name[0] for name, _ in named.shares]
    if len(set(initials)) != len(initials) or not all(name[0].isalpha() and len(name) > 1 for name, _ in named.shares):
        return None
    word = {name[0]: name for name, _ in named.shares}
    if sorted(word) != sorted(letter for letter, _ in coded.shares):
        return None
    shares = tuple((word[letter], share) for letter, share in coded.shares)
    written = tuple((word[letter], amount) for letter, amount in coded.written)
    return NamedRatio(shares, coded.basis, coded.rest, letters=True, written=written)


def named_ratios_compared(reference: str, test: str) -> tuple[bool, bool, str, str, str] | None:
    """(same shares, proven, why, reference's rest, test's rest) for two keys that each write one ratio of the
    same three or more named parts; None otherwise. The basis is proven when both keys write it alike and neither
    names its parts by initials only."""
    ref, tst = named_ratio(reference), named_ratio(test)
    if ref is None or tst is None:
        return None
    if ref.letters != tst.letters:  # `K50–Q15–F25` against `50 kaolin / 15 quartz / 25 feldspar`: initials read by guess
        ref, tst = (_by_initials(ref, tst), tst) if ref.letters else (ref, _by_initials(tst, ref))
        if ref is None or tst is None:
            return None
    if set(ref.share_map()) != set(tst.share_map()) or (ref.basis and tst.basis and ref.basis != tst.basis):
        return None  # other bases stated (`80:20 wt%`, `80:20 vol%`): the readers of bases weigh them
    mine, theirs = ref.share_map(), tst.share_map()
    proven = ref.basis == tst.basis and not (ref.letters or tst.letters)
    unproven = "" if proven else "; the basis is stated by one key only or otherwise: unproven"
    if ref.letters or tst.letters:
        unproven = "; a code's letters read as the initials of the other key's words: by guess"
    if mine == theirs:
        if (ref.relative or tst.relative) and dict(ref.written) != dict(tst.written):
            proven, unproven = False, "; parts written before their names and scaled by one factor may be other loadings: by guess"
        order = "in the same order" if [n for n, _ in ref.shares] == [n for n, _ in tst.shares] else "written in another order"
        why = f"the same parts in the same proportions, {order}, each number read with the name in its place{unproven}"
        return True, proven, why, ref.rest, tst.rest
    part = max(mine, key=lambda name: abs(mine[name] - theirs[name]) / max(mine[name], theirs[name]))
    shown = f"{float(mine[part]):.3g} against {float(theirs[part]):.3g}"
    if abs(mine[part] - theirs[part]) / max(mine[part], theirs[part]) < _ROUNDING:
        why = f"the same parts in proportions that differ by no more than written digits round ({part}: {shown}): one composition by guess"
        return True, False, why, ref.rest, tst.rest
    shown = f"{float(mine[part]):.3g} against {float(theirs[part]):.3g}"
    return False, proven, f"the same named parts in other proportions ({part}: a share of {shown}){unproven}", ref.rest, tst.rest
