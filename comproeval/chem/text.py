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

Reading acronyms off these cleaned words is `chem.acronyms`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sized

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


# the names of the small Greek letters in Unicode order (U+03B1 alpha .. U+03C9 omega; U+03C2 is final sigma)
_GREEK_NAMES = (
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma sigma tau upsilon phi chi psi omega".split()
)


def greek_letter_name(letter: str) -> str | None:
    """`β` -> `beta`: a small Greek letter's name (a polymorph's, a locant's), None for anything else."""
    return _GREEK_NAMES[ord(letter) - 0x3B1] if len(letter) == 1 and "\u03b1" <= letter <= "\u03c9" else None


def greek_spelled(text: str) -> str:
    """Small Greek letters written as their names, the micro sign's `μ` as `u` (`μm`, `um`): `CC3α` -> `CC3alpha`.

    A Greek letter in a label names a polymorph or a form (IUPAC Red Book IR-3.4.4: `α-`, `β-` phases), so squeezing
    punctuation away must keep it; spelled, `α-Al2O3` and `alpha-Al2O3` squeeze alike."""
    return re.sub("[\u03b1-\u03c9]", lambda m: "u" if m.group(0) == "\u03bc" else f"{greek_letter_name(m.group(0))}", text)


# a small Greek letter spelt out before a hyphen (`alpha-Al2O3`, `beta-amylase`): IUPAC writes a polymorph's letter or
# a Greek locant as the letter (Red Book IR-3.4.4, Blue Book P-14.3), and where it cannot be typed its English name
# stands for it. `mu` is left out (`μ` is read as the micro sign); a name run on a word (`Alphabet`) or after a hyphen
# is no letter.
_GREEK_LETTER_OF = {name: chr(0x3B1 + index) for index, name in enumerate(_GREEK_NAMES) if index != 17}  # sigma: σ, not ς
_SPELLED_GREEK_RE = re.compile(rf"(?<![A-Za-z\-])({'|'.join(n for n in _GREEK_NAMES if n != 'mu')})-(?=[A-Za-z0-9(])", re.IGNORECASE)


def greek_names_as_letters(text: str) -> str:
    """`alpha-amylase` -> `α-amylase`, `Beta-SiC` -> `β-SiC`: one name of one letter, either way it is written."""
    if "-" not in text:
        return text
    return _SPELLED_GREEK_RE.sub(lambda m: f"{_GREEK_LETTER_OF[m.group(1).lower()]}-", text)


# The vulgar fractions of Unicode (U+00BC-U+00BE, U+2150-U+215E: `½`, `⅓`) as `numerator/denominator`, from their
# compatibility decomposition (NFKC writes each with the fraction slash U+2044).
VULGAR_FRACTIONS = {c: unicodedata.normalize("NFKC", c).replace("\u2044", "/") for c in map(chr, (*range(0xBC, 0xBF), *range(0x2150, 0x215F)))}


def fold_accents(text: str) -> str:
    """Accents removed (`Stöber` = `Stober`), for spelling comparisons of names only."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def plain_text(text: str, *, keep_case: bool = False) -> str:
    """What over-long text is compared by: fully folded, case-blind unless asked, with no parsing at all."""
    return normalize(text, PROSE_CHARS, repair=True, nfkc=True, lower=not keep_case)


# ---------------------------------------------------------------- lexicon terms (techniques, methods)

_D_COEFFICIENT = re.compile(r"\bd\s*[_ ]?\s*(33|31|15|h)\b")
_NON_WORD = re.compile(r"[^a-z0-9']+")


def singular_term(token: str) -> str:
    """Plural-insensitive tokens ('loops', 'measurements'); applied to lexicon and input alike."""
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "is", "us")):
        return token[:-1]
    return token


def normalize_terms(text: str) -> str:
    """Lexicon-term form: folded prose, `d 33` as `d33`, split on punctuation, singular words."""
    text = normalize(text, PROSE_CHARS, repair=True, nfkc=True, lower=True)
    text = _D_COEFFICIENT.sub(lambda m: "d" + m.group(1), text)
    text = text.replace("'s ", " ").replace("' ", " ")
    tokens = [singular_term(t.strip("'")) for t in _NON_WORD.split(text)]
    return " ".join(t for t in tokens if t)
