"""Reading a composition key: variables, dopants, qualifiers and formula terms.

`analyse` turns a key as humans and LLMs write it (`0.96(K0.5Na0.5)NbO3-0.04CaZrO3`,
`BaTiO3 + 0.5 mol% MnO2`, `(1-x)BNT-xBT, x = 0.06 (textured)`) into readings
of exact element amounts plus the dopant additions and descriptive qualifiers
around them. Keys over the parse limit, nested too deeply or holding absurd
digit runs are not parsed: they come back without readings (see `chem.text`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from fractions import Fraction

from .. import negation
from ..data import load_lexicon
from ..text import FORMULA_CHARS, normalize, too_long, unparseable
from .amounts import ParseError
from .bracket_annotations import extract_annotations
from .grammar import BRACKETS, FormulaParser, split_terms
from .ion_charges import element_charges_dropped, ion_charges_dropped
from .key_additions import (
    NUMBER as _NUMBER,
)
from .key_additions import (
    Dopant,
    additive_form,
    names_to_abbreviations,
    take_assignments,
    take_dopants,
    take_grade,
)
from .nano_forms import nano_abbreviations
from .notations import (
    bracket_subscript_variables,
    coating_as_composite,
    colon_and_percent_forms,
    computational_settings_as_note,
    drop_vacancies,
    element_names_to_symbols,
    expand_organic_cations,
    loading_clause_as_note,
    phase_prefixes_as_words,
    take_polytypes,
    unstated_oxides,
)
from .spaced_formulas import join_spaced_formula
from .structure_designations import take_structure_codes
from .term_readings import Chem, combine_terms, implicit_binary

_LEXICON = load_lexicon("formula_words")
STOPWORDS = frozenset(_LEXICON["descriptor_stopwords"])
NEGATIONS = negation.forms(negation.JOINED)  # `non-doped`, `not doped`: joined to their word (chem.negation)
# Amounts as large as no float holds are no composition (they only arise from noise such as 40-digit subscripts).
_HUGE = Fraction(10) ** 300


@dataclass(frozen=True)
class ParsedKey:
    """Public view of a parsed composition key."""

    elements: dict[str, float]
    qualifiers: frozenset[str]
    abbreviation: str | None


@dataclass(frozen=True)
class Analysis:
    """Everything the comparison needs from one key: readings, dopants, qualifiers, variables."""

    readings: tuple[Chem, ...]
    dopants: tuple[tuple[str, Fraction | None, str], ...]
    descriptors: tuple[str, ...]
    assignments: tuple[tuple[str, Fraction], ...]
    abbreviations: tuple[str, ...]
    named: bool
    plain: str
    tokens: frozenset[str] = field(default=frozenset())


def analyse(text: str) -> Analysis:
    """The analysis of one key; over-long, too deeply nested or digit-flooded keys get none (no readings)."""
    if too_long(text, "formula"):
        return _opaque(text)
    return _analyse(text)


def _opaque(text: str) -> Analysis:
    """A key that is not parsed: it keeps only its text, so comparisons fall back to the text."""
    raw = normalize_key(text)
    return Analysis((), (), (raw,), (), (), False, re.sub(r"\s+", "", raw))


# ---------------------------------------------------------------- key analysis

# `A-100*0.02M`: an amount written as a percentage times 100 is the amount (0.02 M per formula unit).
_PERCENT_PRODUCT_RE = re.compile(rf"(?<=[-+])\s*100\s*\*\s*({_NUMBER})(?=\s*[A-Z])")
# An acronym in capitals with the English plural `s` after a formula (`NCs`, `NTs`, `QDs`): a word, never chemistry,
# though `NCs` parses as N + Cs (IUPAC Red Book IR-4.4.2 writes the electropositive Cs first, so no formula ends so).
_PLURAL_ACRONYM_RE = re.compile(r"(?<=[\s(])[A-Z]{2,4}s(?=$|[\s),;])")
# The singulars of the nano-object abbreviations (`TiO2 NW`, `Au NP`; `data/morphology_abbreviations.json`, ISO/TS
# 80004-2 terms): a form written after a formula, never nitrogen and tungsten.
_NANO_SINGULAR_RE = re.compile(
    r"(?<=[\s(])(?:" + "|".join(sorted((a for a in nano_abbreviations() if not a.endswith("s")), key=len, reverse=True)) + r")(?=$|[\s),;])"
)
_HYPHEN_WORD_RE = re.compile(r"(?<![A-Za-z0-9(\[])[A-Z][a-z]?-[a-z]{3,}(?:-[a-z]+)*(?![A-Za-z0-9])")


def normalize_key(text: str) -> str:
    """Key text with Unicode digits, dashes, dots and spaces unified; case and everything else kept."""
    return normalize(text, FORMULA_CHARS)


@functools.lru_cache(maxsize=65536)
def _analyse(text: str) -> Analysis:
    if unparseable(text):
        return _opaque(text)
    raw = normalize_key(text)
    polytypes: list[str] = []
    if not too_long(raw, "formula"):
        raw = loading_clause_as_note(coating_as_composite(element_names_to_symbols(expand_organic_cations(raw))))
        raw = phase_prefixes_as_words(colon_and_percent_forms(computational_settings_as_note(raw)))
        raw, polytypes = take_polytypes(bracket_subscript_variables(drop_vacancies(unstated_oxides(raw))))
        raw, structures = take_structure_codes(raw)
        polytypes.extend(structures)
    # `Pt@Bi-MoS2` (Pt-decorated Bi-doped MoS2) lists its components like `Pt-Bi-MoS2`.
    working = re.sub(r"(?<=\w)@(?=[A-Z(\[])", "-", _PERCENT_PRODUCT_RE.sub(r"\1", element_charges_dropped(ion_charges_dropped(raw))))
    working = additive_form(working)
    working, variables = take_assignments(working)
    working = _close_brackets(working)
    working, descriptors = take_grade(working)
    descriptors.extend(_KELVIN_RE.findall(working))
    working = _KELVIN_RE.sub(" ", working)
    descriptors.extend(polytypes)
    working, named = names_to_abbreviations(working)
    working, dopants = take_dopants(working)
    working, annotations = extract_annotations(normalize_key(working))
    descriptors.extend(annotations)
    descriptors.extend(_HYPHEN_WORD_RE.findall(working))  # `V-shaped`, `R-type`, `Nb-rich`: words, not elements
    working = _HYPHEN_WORD_RE.sub(" ", working)
    descriptors.extend(_PLURAL_ACRONYM_RE.findall(working) + _NANO_SINGULAR_RE.findall(working))  # `CsPbBr3 NCs`: not N + Cs
    working = join_spaced_formula(_NANO_SINGULAR_RE.sub(" ", _PLURAL_ACRONYM_RE.sub(" ", working)), variables)
    terms, abbreviations, loose, added = _read_terms(working, variables)
    dopants.extend(added)
    descriptors.extend(loose)
    terms = implicit_binary(terms, variables, working)
    readings = tuple(r for r in combine_terms(terms) if _fits_float(r) and _counts_something(r)) if terms else ()
    if named:
        readings = tuple(Chem(r.amounts, False) for r in readings)
    return Analysis(
        readings=readings,
        dopants=tuple(sorted(dopants, key=lambda d: d[0])),
        descriptors=tuple(descriptors),
        assignments=tuple(sorted(variables.items())),
        abbreviations=tuple(abbreviations),
        named=named,
        plain=re.sub(r"\s+", "", raw),
        tokens=_descriptor_tokens(tuple(descriptors)),
    )


# `sintered at 1173 K`: a number, a space, then `K` on its own is a temperature in kelvin (SI), never potassium,
# whose amount is written after its symbol (`K2`), not before it with a space.
_KELVIN_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s+K(?![A-Za-z0-9(\[])")


def _close_brackets(working: str) -> str:
    """A bracket opened and never closed (a cut-off key, `A+(0.8B-0.2C where x=…`) is closed at the end."""
    closers: list[str] = []
    for char in working:
        if char in BRACKETS:
            closers.append(BRACKETS[char])
        elif closers and char == closers[-1]:
            closers.pop()
    return working.rstrip() + "".join(reversed(closers)) if closers else working


def _read_terms(working: str, variables: dict[str, Fraction]) -> tuple[list, list[str], list[str], list[Dopant]]:
    """Formula terms of the remaining text, the abbreviations used, words that are no formula, and bare-element
    additions (`X + Mn` is Mn doping of unstated amount, as `Mn-doped X`)."""
    terms: list[tuple[str, Fraction | None, list[Chem]]] = []
    abbreviations: list[str] = []
    loose: list[str] = []
    dopants: list[Dopant] = []
    for word in re.sub(r",(?![^()\[\]]*[)\]])", " ", working).split(" "):
        if not word:
            continue
        for separator, piece in split_terms(word):
            if not piece:
                continue
            parser = FormulaParser(piece, variables)
            try:
                coefficient, readings = parser.parse_term()
            except (ParseError, ZeroDivisionError):
                loose.append(piece)
                continue
            if getattr(parser, "found_abbreviation", None):
                abbreviations.append(parser.found_abbreviation)
            if separator == "+" and coefficient is None and re.fullmatch(r"[A-Z][a-z]?", piece):
                dopants.append((piece, None, ""))
                continue
            terms.append((separator, coefficient, readings))
    return terms, abbreviations, loose, dopants


def _counts_something(chem: Chem) -> bool:
    """A reading with an element left: a series end-member writes zero for an absent element (`Pb(Zr1.0Ti0)O3`),
    but a 0 after everything (`Fe0`, zero-valent iron, IUPAC IR-4.6.1; `[M]0`, an initial concentration, Green Book
    2.11) is a superscript or an index, and counts nothing."""
    return any(amount for _, amount in chem.amounts)


def _fits_float(chem: Chem) -> bool:
    """Amounts a float can hold: anything larger comes from noise, and would overflow in `float()`."""
    return all(abs(amount) < _HUGE for _, amount in chem.amounts)


# A value given as a quotient of two whole numbers (`φ = 3/4`): the number it is (ISO 80000-1:2009, 7.1.3, a solidus
# writes a division), so it agrees with the decimal (`0.75`). After `=` only: elsewhere `3/4` may be two labels.
_GIVEN_QUOTIENT = re.compile(r"(?<==)\s*(\d{1,3})\s*/\s*([1-9]\d{0,2})(?![\d./])")


@functools.lru_cache(maxsize=65536)
def _descriptor_tokens(descriptors: tuple[str, ...]) -> frozenset[str]:
    """Qualifier tokens: numbers in one spelling (`0.50` = `0.5`), words without stopwords, negations joined."""
    text = " ".join(descriptors).lower()
    text = re.sub(r"\b(" + "|".join(NEGATIONS) + r")[\s-]+", r"\1", text)
    text = _GIVEN_QUOTIENT.sub(lambda found: format(int(found[1]) / int(found[2]), "g"), text)
    tokens = set()
    for token in re.findall(r"\d*\.?\d+|[a-z]+", text):
        if token[0].isdigit() or token[0] == ".":
            tokens.add(format(float(token), "g"))
        elif token not in STOPWORDS:
            tokens.add(token)
    return frozenset(tokens)


# ---------------------------------------------------------------- public API


def parse_composition(text: str) -> ParsedKey | None:
    """Parse a key; None when nothing in it reads as chemistry (or it is too long to parse)."""
    analysis = analyse(text)
    if not analysis.readings:
        return None
    chem = analysis.readings[0]
    qualifiers = set(analysis.tokens)
    qualifiers.update(f"{amount if amount is not None else '?'} {unit}% {species}".replace(" %", "%") for species, amount, unit in analysis.dopants)
    return ParsedKey(
        elements={el: float(amount) for el, amount in chem.amounts if amount},
        qualifiers=frozenset(qualifiers),
        abbreviation="-".join(analysis.abbreviations) or None,
    )
