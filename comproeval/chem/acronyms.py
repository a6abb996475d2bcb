"""Acronym reading: whether a run of words spells an abbreviation by its initials, the one initials reader of the package.

Techniques, methods, families, composition keys and compound names all meet abbreviations (`RRDE`: rotating ring-disk
electrode, `I-V`: current-voltage); each kind passes its own options to `InitialsReading`, so the rule itself lives here
once. Text cleaning stays in `chem.text`, which this module builds on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from .numerals import MULTIPLICATIVE_ADJECTIVES, words_for
from .text import normalize

# Combining forms that open one written word but stand for a word of their own in an acronym (IUPAC
# Gold Book usage: PL photoluminescence, EL electroluminescence, TL thermoluminescence, MS magnetostriction). The
# multiplying prefixes `bis` and `bi` (IUPAC Blue Book 2013 P-14.2.1 and P-28, ring assemblies: biphenyl) and `poly`
# of a polymer's name (IUPAC Purple Book 2008, source-based names) give a letter alike: BCA bicinchoninic acid, BPA
# bisphenol A, PAGE polyacrylamide gel electrophoresis.
_COMBINING_FORMS = ("photo", "electro", "thermo", "cathodo", "chemi", "radio", "magneto", "piezo", "ferro", "sono", "mechano", "bis", "bi", "poly")
# Numerals an acronym writes as a digit (`4PP` four-point probe, `3PB` three-point bending).
_NUMERAL_WORDS = {str(n): tuple(w for w in words_for(n) if w not in MULTIPLICATIVE_ADJECTIVES) for n in (2, 3, 4)}
# Short words an acronym may skip or keep (`HMOR` hot modulus of rupture, `SEC` size-exclusion chromatography).
_LINK_WORDS = frozenset("of and in on the for with by a an to at".split())
_ACRONYM = re.compile(r"^[A-Z0-9][A-Za-z0-9]*[A-Z][A-Za-z0-9]*$")
# Single capitals joined by hyphens or slashes (`C-V`, `P-E`, `I/V`): the quantities of a plotted relation, an acronym
# of their names (IUPAC Green Book 2007, §1.3: quantity symbols are single letters; `C-V`: capacitance-voltage)
_JOINED_CAPITALS = re.compile(r"(?<![\w-])[A-Z](?:[-/‐–][A-Z])+(?![\w-])")


def _letter_units(word: str) -> list[str]:
    """The pieces of one word an acronym may take a letter from: a leading combining form splits it in two."""
    for form in _COMBINING_FORMS:
        if word.startswith(form) and len(word) > len(form) + 3:
            return [form, word[len(form) :]]
    return [word]


class InitialsReading(NamedTuple):
    """How an abbreviation's letters are read off a run of words: the one initials reader of the package, used for
    technique and family acronyms, key acronyms and compound abbreviations alike, with their options.

    `skippable`: a word the abbreviation may leave out (link words, multipliers); `gives`: whether a word supplies
    a letter (its initial, by default); `pieces`: other readings of one word as several (`ring-disk`, `photo|luminescence`,
    the parts of a systematic name), each piece then spelt or skipped; `pieces_only`: a word with pieces is read only
    through them (a hyphenated compound)."""

    skippable: Callable[[str], bool]
    gives: Callable[[str, str], bool] = lambda word, letter: bool(word) and word[0] == letter
    pieces: Callable[[str], tuple[tuple[str, ...], ...]] = lambda word: ()
    pieces_only: Callable[[str], bool] = lambda word: False


# Each word gives its initial, none is skipped: the initials reader at its plainest (a route's acronym read whole, an
# acronym written before its expansion).
EVERY_WORD_READING = InitialsReading(skippable=lambda word: False)


def spelled_by_initials(letters: str, words: Sequence[str], reading: InitialsReading) -> bool:
    """Whether all the words, in order, spell the letters by their initials under `reading`'s options."""
    return _initials_match(letters, tuple(words), reading)


@lru_cache(maxsize=65536)
def _initials_match(letters: str, words: tuple[str, ...], reading: InitialsReading) -> bool:
    if not letters:
        return all(reading.skippable(w) for w in words)
    if not words:
        return False
    head, rest = words[0], words[1:]
    alternatives = reading.pieces(head)
    if alternatives and reading.pieces_only(head):
        return any(_initials_match(letters, (*pieces, *rest), reading) for pieces in alternatives)
    if reading.skippable(head) and _initials_match(letters, rest, reading):
        return True
    if any(_initials_match(letters, (*pieces, *rest), reading) for pieces in alternatives):
        return True
    return reading.gives(head, letters[0]) and _initials_match(letters[1:], rest, reading)


def _acronym_gives(word: str, letter: str) -> bool:
    """A word gives its initial; a numeral letter is given by its word (`4PP`: four-point probe)."""
    if letter in _NUMERAL_WORDS:
        return word in _NUMERAL_WORDS[letter]
    return bool(word) and word[0] == letter


def _acronym_pieces(word: str) -> tuple[tuple[str, ...], ...]:
    """A hyphenated compound gives one initial (`X-ray`) or one per part (`ring-disk`); a leading combining form
    gives a letter of its own (`photoluminescence`: PL)."""
    if "-" in word:
        return ((word.replace("-", ""),), tuple(p for p in word.split("-") if p))
    units = _letter_units(word)
    return (tuple(units),) if len(units) == 2 else ()


# Scientific acronyms (IUPAC Gold Book and ACS Style Guide usage): link words optional, numerals, combining forms.
ACRONYM_READING = InitialsReading(
    skippable=lambda word: word in _LINK_WORDS, gives=_acronym_gives, pieces=_acronym_pieces, pieces_only=lambda word: "-" in word
)


# The quantity each single-letter symbol stands for in a plotted relation (IUPAC Green Book 2007, §2: I current,
# J current density, V/U voltage, E electric field, P polarization, S strain, C capacitance, R resistance, T
# temperature, H magnetic field, M magnetization, Q charge): `I-V` is a current-voltage curve, not two initials.
_QUANTITY_SYMBOLS = {
    "i": ("current",),
    "j": ("current",),
    "v": ("voltage", "potential"),
    "u": ("voltage",),
    "e": ("electric", "field"),
    "p": ("polarization", "polarisation"),
    "s": ("strain",),
    "c": ("capacitance",),
    "r": ("resistance",),
    "t": ("temperature",),
    "h": ("field", "magnetic"),
    "m": ("magnetization", "magnetisation"),
    "q": ("charge",),
}


def _symbol_gives(word: str, letter: str) -> bool:
    """A word gives its initial, or the letter is the quantity symbol the word names (`I`: current)."""
    return _acronym_gives(word, letter) or word in _QUANTITY_SYMBOLS.get(letter, ())


# Joined single capitals (`I-V`, `P-E`): initials or quantity symbols of the words
QUANTITY_READING = ACRONYM_READING._replace(gives=_symbol_gives, skippable=lambda word: word in _LINK_WORDS or word in ("versus", "vs", "density"))


def _words(text: str) -> list[str]:
    return [w.strip("-") for w in re.split(r"[^a-z0-9-]+", normalize(text, lower=True)) if w.strip("-")]


# Capitals in hyphen-joined groups, one of them two letters or more (`QCM-D`, `SDS-PAGE`): one acronym of its parts
_HYPHENATED_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)+")


def acronym_tokens(text: str) -> list[str]:
    """The acronyms an entry writes (`EIS`, `4PP`, `SENB`, `C-V`, plural `TEMs` singular), upper case."""
    found = [re.sub(r"[‐–/]", "-", joined) for joined in _JOINED_CAPITALS.findall(text or "")]
    for token in re.split(r"[\s(),;/]+", normalize(text)):
        core = token.strip("-.:")
        core = core[:-1] if len(core) > 2 and core.endswith("s") and core[:-1].isupper() else core
        if 2 <= len(core) <= 8 and _ACRONYM.match(core) and core.upper() == core:
            found.append(core.replace("-", ""))
    return found


def _spelled_tokens(text: str) -> list[str]:
    """The acronyms an entry writes, capitals joined by hyphens read as one (`QCM-D`, `SDS-PAGE`) besides: what a long
    form may spell out. Not an entry's acronyms for other rules (`CO-DRIFTS` also writes two: CO and DRIFTS)."""
    found = acronym_tokens(text)
    for token in re.split(r"[\s(),;/]+", normalize(text)):
        core = token.strip("-.:")
        if _HYPHENATED_ACRONYM.fullmatch(core) and not _JOINED_CAPITALS.fullmatch(core) and len(core.replace("-", "")) <= 8:
            found.append(core.replace("-", ""))
    return found


def acronym_of(acronym: str, text: str) -> bool:
    """Whether some run of the text's words spells `acronym` by its initials (`RRDE`: rotating ring-disk electrode).

    The usual rule of scientific acronyms; a match is evidence, not proof (two phrases can share initials).
    Single capitals joined (`I-V`) may also be quantity symbols (`current-voltage`)."""
    reading = QUANTITY_READING if _JOINED_CAPITALS.fullmatch(acronym) else ACRONYM_READING
    letters = acronym.upper().replace("-", "").replace("/", "").lower()
    words = _words(text)
    if nested := _written_acronyms(text) - {letters}:  # never the acronym itself (`MIBK:IPA` writes MIBK)
        reading = reading._replace(pieces=_with_nested(reading.pieces, nested))
    if len(letters) < 2 or not words:
        return False
    return any(
        spelled_by_initials(letters, words[i:j], reading) for i in range(len(words)) for j in range(i + 1, min(len(words), i + 2 * len(letters)) + 1)
    )


_NESTED_MARK = "\u0000"  # follows each letter of a nested acronym: a piece that gives its letter, never a word


def _written_acronyms(text: str) -> frozenset[str]:
    """The words written in capitals alone (`XRD` of `single-crystal XRD`), lower case as `_words` gives them."""
    return frozenset(w.lower() for w in re.findall(r"(?<![\w-])[A-Z]{2,6}(?![\w-])", text or ""))


@lru_cache(maxsize=1024)
def _with_nested(pieces: Callable[[str], tuple[tuple[str, ...], ...]], nested: frozenset[str]) -> Callable[[str], tuple[tuple[str, ...], ...]]:
    """The pieces of a word, and of an acronym the text writes its letters each (an acronym builds on one it writes
    inside: SCXRD single-crystal XRD, HRTEM high-resolution TEM; ACS Style Guide, abbreviations), used whole."""

    def with_letters(word: str) -> tuple[tuple[str, ...], ...]:
        # each letter marked so that none reads as a skippable word (the `a` of `PVA` is no article)
        return (tuple(f"{letter}{_NESTED_MARK}" for letter in word), *pieces(word)) if word in nested else pieces(word)

    return with_letters


def acronym_between(one: str, other: str, written: Callable[[str], list[str]] | None = None) -> str | None:
    """An acronym one entry writes that the other spells out (in either direction), or None. `written` finds the
    acronyms an entry writes (default `acronym_tokens`; a family name also writes `PPV-based`)."""
    written = written or _spelled_tokens
    for short, full in ((one, other), (other, one)):
        for acronym in written(short):
            if acronym not in written(full) and acronym_of(acronym, full):
                return acronym
    return None
