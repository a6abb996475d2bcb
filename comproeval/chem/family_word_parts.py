"""The parts of words a family name is read by: the initials an acronym takes from inside a word (`CNC`: cellulose nanocrystal,
`PHA`: polyhydroxyalkanoate). One spelling of a word written two ways is `chem.spelling.american`.

An acronym stands for the words whose initials it spells; a combining form written as one word with its noun
(`nanocrystal`, `microcrystalline`, `thermoplastic`) gives a letter of its own (ISO/TS 80004-1 for nano-; ACS Style
Guide usage). Polymer and systematic names give letters from inside words too (ISO 1043-1: `PHA`, `PDMS`), but two
polymers can share such letters (`PVA`, `PVAc`): a match through them is a best guess, never proof.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .data import load_lexicon
from .once import load_once


@load_once
def _parts() -> dict:
    return load_lexicon("family_word_parts")


@load_once
def _forms() -> tuple[tuple[str, ...], tuple[str, ...]]:
    forms = _parts()["combining_forms"]
    key = lambda f: -len(f)  # noqa: E731 - longest first
    return tuple(sorted(forms["size_and_form"], key=key)), tuple(sorted(forms["chemical"], key=key))


def _starts(word: str, chemical: bool) -> tuple[int, ...]:
    """The places inside a word where a combining form begins a part: the chain of forms from its start
    (`poly|hydroxy|alkanoate`, `nano|crystal`), each later part a letter the acronym may take."""
    size, chem = _forms()
    forms = size + chem if chemical else size
    found, at = [], 0
    while True:
        rest = word[at:]
        form = next((f for f in forms if rest.startswith(f) and len(rest) > len(f) + 2), None)
        if form is None:
            return tuple(found)
        at += len(form)
        found.append(at)


def _letters(word: str, chemical: bool) -> tuple[str, tuple[tuple[int, str], ...]]:
    """A word's initial and the later letters it may give (position, letter) in order."""
    return word[0], tuple((p, word[p]) for p in _starts(word, chemical))


@lru_cache(maxsize=16384)
def spelled_through_parts(acronym: str, words: tuple[str, ...], chemical: bool) -> bool:
    """Whether the words, all of them in order, spell `acronym` (lower case) by their initials and the initials of
    the combining forms inside them (`cnc` ~ `cellulose nanocrystal`; with `chemical`, `pha` ~ `polyhydroxyalkanoate`)."""
    if not words:
        return not acronym
    if not acronym or not words[0]:
        return False
    first, later = _letters(words[0], chemical)
    if acronym[0] != first:
        return False
    rest = acronym[1:]
    options = [rest]
    for size in range(1, len(later) + 1):  # the later parts give a letter or not, in order
        options.extend(rest[size:] for taken in _subsets(later, size) if rest[:size] == "".join(letter for _, letter in taken))
    return any(spelled_through_parts(option, words[1:], chemical) for option in dict.fromkeys(options))


def _subsets(items: tuple, size: int) -> list[tuple]:
    from itertools import combinations

    return list(combinations(items, size))


_WORD_RE = re.compile(r"[a-z0-9]+")


def acronym_through_parts(acronym: str, text: str, chemical: bool) -> tuple[int, int] | None:
    """(start, end) of the run of the text's lower-case words that spells `acronym` through word parts, else None."""
    words = tuple(w for w in _WORD_RE.findall(text.lower()) if not w.isdigit())  # `poly(3,4-...)`: locants give no letter
    letters = acronym.lower()
    if len(letters) < 2:
        return None
    for i in range(len(words)):
        for j in range(i + 1, min(len(words), i + len(letters)) + 1):
            if spelled_through_parts(letters, words[i:j], chemical):
                return i, j
    return None


_CAPS_RE = re.compile(r"(?<![A-Za-z0-9])([A-Z][A-Za-z]*[A-Z])s?(?![A-Za-z0-9])")


def parts_acronym(one: str, other: str) -> str | None:
    """An acronym one name writes (`PHAs`, `PEDOT:PSS`) that the other spells through word parts, chemical ones
    included (`polyhydroxyalkanoates`), and does not write itself: evidence of one family, never proof."""
    for short, full in ((one, other), (other, one)):
        for acronym in _CAPS_RE.findall(short):
            if acronym.upper() != acronym and len(acronym) < 3:
                continue
            if acronym not in full and acronym_through_parts(acronym, full, True) is not None:
                return acronym
    return None


_CLIPPED_RE = re.compile(r"((?:[A-Z][a-z]*){2,})s?")
_LINKS = frozenset({"of", "and", "the", "for"})


def clipped_initials(one: str, other: str) -> str | None:
    """An acronym of capitals with lower-case letters (`ChGs`) that is one whole name, each capital with the letters
    after it the start of the other name's next word, all words used in order (`chalcogenide glasses`): the usual
    rule of scientific acronyms with more letters kept. A token that reads as element symbols (`CoNi`) is a formula."""
    from .family_words import element_names  # family_words reads formulas through the package: imported when used

    symbols = frozenset(element_names().values())
    if (heads := _without_shared_head(one, other)) is not None:  # `ChG fibres`, `chalcogenide glass fibres`
        one, other = heads
    for short, full in ((one.strip(), other), (other.strip(), one)):
        if not _CLIPPED_RE.fullmatch(short) or short.rstrip("s").isupper():
            continue
        words = [w for w in re.split(r"[\s\-\u2010\u2013]+", full.strip().lower()) if w and w not in _LINKS]
        for acronym in dict.fromkeys((short[:-1] if short.endswith("s") else short, short)):  # `ChGs`: a plural `s`
            chunks = re.findall(r"[A-Z][a-z]*", acronym)
            if len(chunks) < 2 or all(chunk in symbols for chunk in chunks):
                continue
            if len(words) == len(chunks) and all(
                w.isalpha() and w.startswith(c.lower()) and len(w) > len(c) for w, c in zip(words, chunks, strict=True)
            ):
                return acronym
    return None


def _without_shared_head(one: str, other: str) -> tuple[str, str] | None:
    """The two names without the last word they both end with (a head noun the acronym does not hold: `ChG fibres`),
    when something is left of each; None when they end otherwise."""
    first, second = one.split(), other.split()
    if len(first) < 2 or len(second) < 2 or first[-1].lower() != second[-1].lower():
        return None
    return " ".join(first[:-1]), " ".join(second[:-1])


# `poly(acrylic acid)`: IUPAC source-based polymer names bracket a monomer name of several words (Purple Book 2008,
# ch. 17, 'poly(vinyl chloride)'); the same name is widely written without them (`polyacrylic acid`).
_BRACKETED_POLYMER_RE = re.compile(r"\bpoly\(([a-z][a-z ]*[a-z])\)", re.IGNORECASE)


def polymer_spelling(text: str) -> str:
    """A source-based polymer name with its monomer's brackets dropped (`poly(acrylic acid)` -> `polyacrylic acid`);
    a bracket holding locants or a copolymer (`poly(3-hexylthiophene)`) is kept."""
    return _BRACKETED_POLYMER_RE.sub(lambda m: m.group(0)[:4] + m.group(1), text)


def symbol_initials(one: str, other: str) -> str | None:
    """An acronym one name writes that the other spells out once its element names are read as their symbols
    (`MKPC`: magnesium potassium phosphate cement, K of potassium): a composition acronym takes the initials of the
    element symbols (`LLZO`, Li7La3Zr2O12), which for `potassium`, `sodium`, `iron` are not the name's. A best guess."""
    from .family_acronyms import spelled_acronym
    from .family_words import element_names

    symbols = element_names()

    def as_symbols(text: str) -> str:
        return re.sub(r"[a-z]+", lambda m: symbols.get(m.group(), m.group()), text)

    for name, acronym_side in ((one, other), (other, one)):
        if (read := as_symbols(name)) != name and (acronym := spelled_acronym(read, acronym_side)):
            return acronym
    return None
