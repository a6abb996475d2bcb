"""Grades named under several standards' designation systems (`data/designation_equivalents.json`): `Zamak 3`, ASTM
`AG40A` and EN 1774 `ZP3` are one zinc casting alloy; AISI `H13`, UNS `T20813`, EN ISO 4957 `X40CrMoV5-1` and material
number `1.2344` one hot-work tool steel. Each standard's cross-reference table gives the others' designations of its
grades; two grades of the table are two alloys with their own composition limits (ASTM B86: Alloy 3 and Alloy 5 differ
by 1 % Cu), so other designations of other grades are other materials.

A designation of two characters (`M2`, `D2`, `A2`) is also a common sample code: it counts as read only with the issuer
before it (`AISI M2`); longer designations (`H13`, `ZA-27`, `HS6-5-2`) are read alone.

Russian steel grades (GOST 4543, GOST 5632) are written in Cyrillic letters for their alloying elements (`15Х2МФА`)
and transliterated several ways: Х (chromium) as `Kh` (BS 2979, GOST 7.79 system B), `X` or `Ch` (German). `Ch` is
also the transliteration of Ч (rare-earth metals, GOST 4543), so a grade read through `Ch` is one grade by the best
guess only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..data import load_lexicon

_ISSUER = r"(?:AISI|ASTM|UNS|SAE|EN|DIN|ISO|W\.?\s?-?Nr\.?)"


@dataclass(frozen=True)
class Designation:
    """One designation found in a key: the grades it may name (indices of the table), where it stands with the issuer
    written before it (`UNS T20813`), the designation itself, and whether it is read on its own (an issuer before it,
    or three characters or more)."""

    grades: frozenset[int]
    start: int
    end: int
    name: str
    distinctive: bool


def _pattern(name: str) -> str:
    """A designation as written with or without a space or hyphen between its letters and its number (`ZA-27`, `ZA27`,
    `Zamak 3`, `ZAMAK-3`) or between its words (`Pluronic F68`)."""
    parts = re.findall(r"[A-Za-z]+|\d+(?:\.\d+)?|[^A-Za-z\d\s]", name.replace(" ", "-"))
    out = []
    for i, part in enumerate(parts):
        if part == "-":
            out.append(r"[\s-]?")
            continue
        if i and parts[i - 1] != "-" and (part[0].isdigit() != parts[i - 1][-1].isdigit()) and part[0] != ".":
            out.append(r"[\s-]?")
        out.append(f"(?i:{re.escape(part)})" if re.search(r"[a-z]", part) else re.escape(part))
    return "".join(out)


@cache
def _table() -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple((entry["class"], frozenset(entry["names"])) for entry in load_lexicon("designation_equivalents")["grades"])


@cache
def _finder() -> tuple[re.Pattern[str], dict[str, frozenset[int]]]:
    """One pattern for every designation of the table (longest first), and the grades each name may mean."""
    grades: dict[str, set[int]] = {}
    for index, (_, names) in enumerate(_table()):
        for name in names:
            grades.setdefault(name, set()).add(index)
    names = sorted(grades, key=len, reverse=True)
    alternatives = "|".join(f"(?P<n{i}>{_pattern(name)})" for i, name in enumerate(names))
    pattern = re.compile(rf"(?<![\w.\-=])(?<![=<>~:]\s)(?P<issuer>{_ISSUER}\s*-?\s*)?(?:{alternatives})(?![\w]|[.\-]\d)")
    return pattern, {f"n{i}": frozenset(grades[name]) for i, name in enumerate(names)}


def designations(key: str) -> tuple[Designation, ...]:
    """The table's designations a key writes, in order."""
    pattern, grades = _finder()
    found = []
    for match in pattern.finditer(key or ""):
        group = next(name for name, text in match.groupdict().items() if text is not None and name != "issuer")
        name = match.group(group)
        distinctive = bool(match.group("issuer")) or len(re.sub(r"[\s\-.]", "", name)) >= 3
        found.append(Designation(grades[group], match.start(), match.end(), name, distinctive))
    return tuple(found)


def grade_class(grades: frozenset[int]) -> str:
    """The class of alloys (`tool steel`) the grades belong to."""
    return " or ".join(sorted({_table()[i][0] for i in grades}))


# GOST 4543 letters for alloying elements, transliterated: Х chromium (Kh, X, Ch), Ю aluminium (Yu, Ju), Ц zirconium
# (Ts), the rest one Latin letter each (Н N, М M, Ф F, Т T, Г G, С S, В V, Р R, Б B, Д D, К K, П P, А A, Е E).
_GOST_LETTER = r"(?:Kh|Ch|X|Yu|Ju|Ts|[NMFTGSVRBDKPAE])"
_GOST_GRADE = re.compile(rf"(?<![\w\-])(?P<grade>(?:Sv-?)?\d{{1,3}}(?:{_GOST_LETTER}\d*(?:\.\d+)?){{2,}})(?![\w])")


def gost_grade(token: str) -> tuple[str, bool] | None:
    """A Russian steel grade in one transliteration (`15Kh2MFA`, `15Ch2MFA`, `15X2MFA`) -> (the grade with Х as `Kh`
    and Ю as `Yu`, whether `Ch` was read as Х); None when the token is no grade with a Х written (a grade without
    chromium reads alike in every transliteration)."""
    found = _GOST_GRADE.fullmatch(token)
    if not found or not re.search(r"Kh|Ch|X", token):
        return None
    letters = re.findall(rf"Sv-?|{_GOST_LETTER}|\d+(?:\.\d+)?", token)
    folded = "".join("Kh" if t in ("Kh", "Ch", "X") else "Yu" if t in ("Yu", "Ju") else t for t in letters)
    return folded, "Ch" in letters


def gost_grades(key: str) -> tuple[tuple[int, int, str, bool], ...]:
    """The Russian steel grades a key writes with their place: (start, end, folded grade, read through `Ch`)."""
    found = []
    for match in _GOST_GRADE.finditer(key or ""):
        if (read := gost_grade(match.group("grade"))) is not None:
            found.append((match.start(), match.end(), *read))
    return tuple(found)


def may_be_one_grade(one: str, other: str) -> bool:
    """Two codes that may designate one grade under two standards (`M2`, `HS6-5-2`) or in two transliterations
    (`15Kh2MFA`, `15Ch2MFA`): no sign of two grades."""
    first, second = designations(one), designations(other)
    if len(first) == 1 and len(second) == 1 and first[0].grades & second[0].grades:
        return True
    gost = [gost_grade(code) for code in (one, other)]
    return gost[0] is not None and gost[1] is not None and gost[0][0] == gost[1][0]
