"""Text normalisation and input limits shared by every chemistry tool.

One place decides how extractor text is cleaned before it is compared
(mojibake, Unicode compatibility forms, dash and space variants, case) and how
long or deep a string may be before it is no longer parsed. Callers differ
only in the switches they pass; the character tables below say what each kind
of text needs.

Limits: every tool compares strings over its limit as plain normalized text
instead of parsing them, so no input can make a comparison slow, and a judge
can label such verdicts (`too_long`). The limits are the longest string of each
kind in the development set (75 papers, ground truth and seven extraction
models) times a margin of 3.5 or more; see `MAX_CHARS`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence, Sized
from functools import lru_cache
from typing import NamedTuple

from .numerals import MULTIPLICATIVE_ADJECTIVES, words_for

# ---------------------------------------------------------------- limits

# Longest string of each kind in the development set, and the limit used (about 3.5x to 50x):
# composition key 140 chars, family 55, unit 10, precursor 70, technique 228, method 103, one
# synthesis step 340. Parsing stays well under a second per comparison at these limits
# (formulas are the slowest: about 5 ms for a 500-character key).
MAX_CHARS: Mapping[str, int] = {
    "formula": 500,  # composition keys and families
    "unit": 500,
    "compound": 500,  # precursor names and formulas
    "technique": 1000,
    "method": 1000,
    "step": 2000,  # one step, after a whole procedure given as one string is split
}
# Deepest bracket nesting in a real key is 5 (`(Ba(Ti(0.98-((2*0.02)/1)))Zr0.02)O3`): deeper is not chemistry.
MAX_NESTING = 20
# Longest digit run in a real key is 16 (`Mg0.3333333333333333`, a float's repr); longer ones are noise.
MAX_DIGITS = 40
# Longest list in the development set: 41 composition keys, 29 steps, 17 techniques, 15 precursors.
# Longer lists are paired by exact normalized text only (one-to-one), in linear time.
MAX_LIST_ITEMS = 200

_OPENING, _CLOSING = "([{", ")]}"
_LONG_DIGIT_RUN = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")


def too_long(text: str, kind: str) -> bool:
    """True when `text` is over the parse limit of its kind ("formula", "unit", "compound", "technique",
    "method", "step"): such text is compared as plain normalized text, and a judge may say so."""
    return isinstance(text, str) and len(text) > MAX_CHARS[kind]


def too_many(items: Sized) -> bool:
    """True when a list is longer than MAX_LIST_ITEMS: it is then paired by exact normalized text only."""
    return len(items) > MAX_LIST_ITEMS


def nesting_depth(text: str) -> int:
    """Deepest bracket nesting (any of ( [ {), counted in one pass."""
    depth = deepest = 0
    for char in text:
        if char in _OPENING:
            depth += 1
            deepest = max(deepest, depth)
        elif char in _CLOSING:
            depth -= 1
    return deepest


def unparseable(text: str) -> bool:
    """Nesting or digit runs no real formula has: recursive parsers would overflow or crawl on them."""
    return nesting_depth(text) > MAX_NESTING or bool(_LONG_DIGIT_RUN.search(text))


# ---------------------------------------------------------------- character tables

DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"  # hyphen, non-breaking hyphen, figure dash, en, em, bar, minus
SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉"
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_THIN_SPACES = "\u00a0\u2009\u202f"
_DOTS = "⋅•∙"
_DEGREE_LIKE = "˚º"

# UTF-8 text that was read as cp1252 somewhere upstream ("Â°C", "â€“").
MOJIBAKE: Mapping[str, str] = {
    "Â°": "°",
    "Âº": "º",
    "Â±": "±",
    "Â ": " ",
    "Âµ": "µ",
    "Î¼": "μ",
    "Îµm": "μm",
    "â€“": "-",
    "â€”": "-",
    "âˆ’": "-",
    "â€™": "'",
    "â€˜": "'",
    "â€œ": '"',
    "â€\x9d": '"',
    "Ã—": "×",
}


def _table(mapping: dict[str, str]) -> dict[int, str]:
    return str.maketrans(mapping)


def _digits(chars: str) -> dict[str, str]:
    return dict(zip(chars, "0123456789"))


_DASH_MAP = {dash: "-" for dash in DASHES}
# Composition keys: sub/superscript digits and charges, dashes, multiplication and hydrate dots,
# thin spaces, degree look-alikes, and a stray "Â" (the remains of "Â·" or "Â°").
FORMULA_CHARS = _table(
    {
        **_digits(SUBSCRIPTS),
        **_digits(SUPERSCRIPTS),
        "⁺": "+",
        "⁻": "-",
        **_DASH_MAP,
        "×": "*",
        **{s: " " for s in _THIN_SPACES},
        **{d: "·" for d in _DOTS},
        **{d: "°" for d in _DEGREE_LIKE},
        "Â": "",
    }
)
# Prose (steps, technique and method names): NFKC already did digits and spaces; dashes and degrees remain.
PROSE_CHARS = _table({**_DASH_MAP, **{d: "°" for d in _DEGREE_LIKE}, "’": "'", "‘": "'"})
# The usual minus look-alikes. Units and compounds fold only these: pint's tokenizer skips the
# rarer ones (U+2011, U+2012, U+2015), and a compound's trailing dash is stripped as a note
# separator; folding them too changed verdicts on such text, so those callers keep this narrower set.
_MINUS_MAP = {dash: "-" for dash in "\u2010\u2013\u2014\u2212"}
# Units: superscript exponents and minus signs; the micro sign becomes Greek mu, as pint writes it.
UNIT_CHARS = _table({**_digits(SUPERSCRIPTS), "⁻": "-", "⁺": "+", **_MINUS_MAP, "µ": "μ"})
# Compound formulas: subscript digits only (hydrate dots and dashes are read by the parser).
COMPOUND_CHARS = _table(_digits(SUBSCRIPTS))
# Technique names: the Greek mu spelled out (`μSR`, `μ-Raman`); the term form keeps ASCII only, which read `μSR` as `SR`.
MU_SPELLED = _table({"μ": "mu", "µ": "mu"})
# Compound names: en dash and minus sign, the two that appear in chemical names (`2–ethylhexanoate`), and IUPAC
# locant primes written as the `chemicals` database writes them, an apostrophe (`4,4′-oxydianiline`).
NAME_CHARS = _table({"–": "-", "−": "-", "′": "'", "’": "'", "‘": "'", "″": "''"})

_SPACE_RUN = re.compile(r"\s+")


def repair_mojibake(text: str) -> str:
    """Undo UTF-8-read-as-cp1252 damage, so `1150 Â°C` and `1150 °C` compare equal."""
    if "Â" not in text and "Ã" not in text and "â" not in text and "Î" not in text:
        return text
    for bad, good in MOJIBAKE.items():
        if bad in text:
            text = text.replace(bad, good)
    return text


def collapse_spaces(text: str) -> str:
    """Runs of whitespace become one space, ends trimmed: spacing never distinguishes two entries."""
    return _SPACE_RUN.sub(" ", text).strip()


def normalize(text: str, chars: dict[int, str] = PROSE_CHARS, *, repair: bool = False, nfkc: bool = False, lower: bool = False) -> str:
    """The one normaliser: optional mojibake repair, NFKC, the kind's character table, spaces, case.

    Callers differ only where their text does: formulas keep case and skip
    NFKC (which would turn `º` into `o`), prose is folded fully.
    """
    if repair:
        text = repair_mojibake(text)
    if nfkc:
        text = unicodedata.normalize("NFKC", text)
    text = collapse_spaces(text.translate(chars))
    return text.lower() if lower else text


def fold_accents(text: str) -> str:
    """Accents removed (`Stöber` = `Stober`), for spelling comparisons of names only."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def plain_text(text: str, *, keep_case: bool = False) -> str:
    """What over-long text is compared by: fully folded, case-blind unless asked, with no parsing at all."""
    return normalize(text, PROSE_CHARS, repair=True, nfkc=True, lower=not keep_case)


# ---------------------------------------------------------------- lexicon terms (techniques, methods)

_D_COEFFICIENT = re.compile(r"\bd\s*[_ ]?\s*(33|31|15|h)\b")
_NON_WORD = re.compile(r"[^a-z0-9']+")


def _singular(token: str) -> str:
    """Plural-insensitive tokens ('loops', 'measurements'); applied to lexicon and input alike."""
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "is", "us")):
        return token[:-1]
    return token


def normalize_terms(text: str) -> str:
    """Lexicon-term form: folded prose, `d 33` as `d33`, split on punctuation, singular words."""
    text = normalize(text, PROSE_CHARS, repair=True, nfkc=True, lower=True)
    text = _D_COEFFICIENT.sub(lambda m: "d" + m.group(1), text)
    text = text.replace("'s ", " ").replace("' ", " ")
    tokens = [_singular(t.strip("'")) for t in _NON_WORD.split(text)]
    return " ".join(t for t in tokens if t)


# ---------------------------------------------------------------- acronyms

# Combining forms that open one written word but stand for a word of their own in an acronym (IUPAC
# Gold Book usage: PL photoluminescence, EL electroluminescence, TL thermoluminescence, MS magnetostriction).
_COMBINING_FORMS = ("photo", "electro", "thermo", "cathodo", "chemi", "radio", "magneto", "piezo", "ferro", "sono", "mechano")
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


def acronym_tokens(text: str) -> list[str]:
    """The acronyms an entry writes (`EIS`, `4PP`, `SENB`, `C-V`, plural `TEMs` singular), upper case."""
    found = [re.sub(r"[‐–/]", "-", joined) for joined in _JOINED_CAPITALS.findall(text or "")]
    for token in re.split(r"[\s(),;/]+", normalize(text)):
        core = token.strip("-.:")
        core = core[:-1] if len(core) > 2 and core.endswith("s") and core[:-1].isupper() else core
        if 2 <= len(core) <= 8 and _ACRONYM.match(core) and core.upper() == core:
            found.append(core.replace("-", ""))
    return found


def acronym_of(acronym: str, text: str) -> bool:
    """Whether some run of the text's words spells `acronym` by its initials (`RRDE`: rotating ring-disk electrode).

    The usual rule of scientific acronyms; a match is evidence, not proof (two phrases can share initials).
    Single capitals joined (`I-V`) may also be quantity symbols (`current-voltage`)."""
    reading = QUANTITY_READING if _JOINED_CAPITALS.fullmatch(acronym) else ACRONYM_READING
    letters = acronym.upper().replace("-", "").replace("/", "").lower()
    words = _words(text)
    if len(letters) < 2 or not words:
        return False
    return any(
        spelled_by_initials(letters, words[i:j], reading) for i in range(len(words)) for j in range(i + 1, min(len(words), i + 2 * len(letters)) + 1)
    )


def acronym_between(one: str, other: str, written: Callable[[str], list[str]] | None = None) -> str | None:
    """An acronym one entry writes that the other spells out (in either direction), or None. `written` finds the
    acronyms an entry writes (default `acronym_tokens`; a family name also writes `PPV-based`)."""
    written = written or acronym_tokens
    for short, full in ((one, other), (other, one)):
        for acronym in written(short):
            if acronym not in written(full) and acronym_of(acronym, full):
                return acronym
    return None
