"""The formula grammar: one composition term read into exact element amounts.

A term is element groups with subscripts, brackets with amounts or weighted
sums inside, comma lists (`(Zr,Ti)`, an element set without amounts) and the
abbreviations of the curated lexicon (`PZT`, `BNT`). Ambiguous readings are all
kept (up to 16, `term_readings`) and the comparison picks the best pair.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from pymatgen.core.periodic_table import Element

from ..data import abbreviation_readings, load_lexicon
from .amounts import ParseError, eval_numeric, snap_repeating
from .term_readings import Chem, combine_terms, readings_joined, scaled_reading

_LEXICON = load_lexicon("formula_words")
ABBREVIATIONS: dict[str, list[dict]] = abbreviation_readings()  # data/knowledge/abbreviations.json
_ABBREV_BY_LENGTH = sorted(ABBREVIATIONS, key=len, reverse=True)
# Hydrogen isotopes D and T are valid pymatgen symbols but in keys they are
# always letters of abbreviations (BT, PZT, BCZT), never deuterium/tritium.
_NOT_ELEMENTS = frozenset({"D", "T"})
SEPARATORS = "-+/·"
BRACKETS = {"(": ")", "[": "]", "{": "}"}
_NUMBER_RE = re.compile(r"\d*\.\d+|\d+")
_NUMERIC_EXPR_RE = re.compile(r"^[\d.\s+\-*/()a-zδ]*$")
_ELEMENT_RE = re.compile(r"[A-Z][a-z]?")
_AMOUNT_RE = re.compile(r"(\d*\.\d+|\d+)(?:/(\d+)(?![.\d]))?")
_VARIABLE_TERM_RE = re.compile(r"[+-]([a-zδ])(?![a-z])")
_PRODUCT_TERM_RE = re.compile(r"[+-][\d.]+\([\d.+\-*/]+\)")
_NUMERIC_PRODUCT_RE = re.compile(r"[\d.]+\([\d.+\-*/]+\)")
# `\d*\.?\d+` written without the ambiguous split of a digit run (which made matching cubic).
_DECIMAL_RE = re.compile(r"\d+(?:\.\d+)?|\.\d+")


def matching_bracket(text: str, start: int) -> int:
    """Index of the bracket closing the one at `start` (any bracket kind counts toward depth)."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in BRACKETS:
            depth += 1
        elif text[index] in BRACKETS.values():
            depth -= 1
            if depth == 0:
                return index
    raise ParseError("unbalanced bracket")


def _is_numeric(content: str, variables: dict[str, Fraction]) -> bool:
    if not _NUMERIC_EXPR_RE.match(content) or not re.search(r"\d", content + "".join(v for v in variables if v in content)):
        return False
    letters = set(re.findall(r"[a-zδ]", content))
    return letters <= set(variables)


class FormulaParser:
    """Recursive descent over one term: element groups, brackets with amounts, fractions, abbreviations."""

    def __init__(self, text: str, variables: dict[str, Fraction]):
        self.text = text
        self.variables = variables
        self.pos = 0

    def parse_term(self) -> tuple[Fraction | None, list[Chem]]:
        coefficient = self.coefficient()
        readings = self.body(stop="")
        if self.pos != len(self.text):
            raise ParseError(self.text)
        return coefficient, readings

    def coefficient(self) -> Fraction | None:
        """Leading multiplier: `0.94`, `.705`, `(1-x)`, `0.005 *`, `100*0.05`, or an assigned variable."""
        value = None
        while True:
            start = self.pos
            factor = self.numeric_factor()
            if factor is None:
                self.pos = start
                break
            value = factor if value is None else value * factor
            if self.peek() == "*":
                self.pos += 1
                continue
            if value is not None and self.peek() == "(" and self.bracket_is_numeric():
                continue
            break
        return value

    def numeric_factor(self) -> Fraction | None:
        char = self.peek()
        if char is None:
            return None
        if char.isdigit() or char == ".":
            match = _NUMBER_RE.match(self.text, self.pos)
            if match is None:  # a lone "." is no number
                raise ParseError(f"no number at {self.pos}")
            self.pos = match.end()
            return snap_repeating(match.group())
        if char == "(" and self.bracket_is_numeric():
            end = matching_bracket(self.text, self.pos)
            value = eval_numeric(self.text[self.pos + 1 : end], self.variables)
            self.pos = end + 1
            return value
        if char in self.variables and not self.text[self.pos + 1 : self.pos + 2].islower():
            self.pos += 1
            return self.variables[char]
        return None

    def bracket_is_numeric(self) -> bool:
        end = matching_bracket(self.text, self.pos)
        return _is_numeric(self.text[self.pos + 1 : end], self.variables)

    def peek(self) -> str | None:
        return self.text[self.pos] if self.pos < len(self.text) else None

    def body(self, stop: str) -> list[Chem]:
        """Groups up to `stop`; an abbreviation must fill the whole body (optionally with a trailing coefficient)."""
        abbreviation = self.abbreviation(stop)
        if abbreviation is not None:
            return abbreviation
        readings = [Chem((), True)]
        started = False
        while self.peek() is not None and self.peek() != stop:
            group = self.group()
            amount = self.amount()
            readings = readings_joined(readings, [scaled_reading(g, amount) for g in group])
            started = True
        if not started:
            raise ParseError("empty formula")
        return readings

    def abbreviation(self, stop: str) -> list[Chem] | None:
        end = self.text.find(stop, self.pos) if stop else len(self.text)
        if end < 0:
            end = len(self.text)
        chunk = self.text[self.pos : end]
        for abbr in _ABBREV_BY_LENGTH:
            if chunk.startswith(abbr):
                rest = chunk[len(abbr) :]
                if rest == "" or _DECIMAL_RE.fullmatch(rest):
                    self.pos = end
                    readings = _abbreviation_readings(abbr)
                    if rest:
                        readings = [scaled_reading(r, snap_repeating(rest)) for r in readings]
                    self.found_abbreviation = abbr
                    return readings
        return None

    def group(self) -> list[Chem]:
        char = self.peek()
        if char in BRACKETS:
            end = matching_bracket(self.text, self.pos)
            content = self.text[self.pos + 1 : end]
            self.pos = end + 1
            if _is_numeric(content, self.variables):
                raise ParseError("amount without element")
            return _parse_bracket_content(content, self.variables)
        match = _ELEMENT_RE.match(self.text, self.pos)
        if not match:
            raise ParseError(f"unexpected {char!r}")
        symbol = match.group()
        if len(symbol) == 2 and not valid_element(symbol):
            symbol = symbol[0]
        if not valid_element(symbol):
            raise ParseError(f"not an element: {symbol}")
        self.pos += len(symbol)
        return [Chem(((symbol, Fraction(1)),), True)]

    def amount(self) -> Fraction:
        """Subscript after an element or bracket: `2`, `2/3`, `(1/3)`, `1-x`, `x`, `2(0.3)`; absent means 1."""
        start = self.pos
        text = self.text
        match = _AMOUNT_RE.match(text, self.pos)
        if match:
            self.pos = match.end()
            expression = match.group()
            while True:
                var = _VARIABLE_TERM_RE.match(text, self.pos)
                if var and var.group(1) in self.variables:
                    expression += var.group()
                    self.pos = var.end()
                    continue
                product = _PRODUCT_TERM_RE.match(text, self.pos)
                if product:
                    expression += product.group()
                    self.pos = product.end()
                    continue
                break
            if self.peek() == "(" and self.bracket_is_numeric():
                end = matching_bracket(text, self.pos)
                expression += text[self.pos : end + 1]
                self.pos = end + 1
            return eval_numeric(expression, self.variables)
        if self.peek() == "(" and self.bracket_is_numeric():
            end = matching_bracket(text, self.pos)
            self.pos = end + 1
            return eval_numeric(text[start + 1 : end], self.variables)
        char = self.peek()
        if char is not None and char in self.variables and not text[self.pos + 1 : self.pos + 2].islower():
            self.pos += 1
            return self.variables[char]
        return Fraction(1)


def _parse_bracket_content(content: str, variables: dict[str, Fraction]) -> list[Chem]:
    """Inside brackets: comma lists `(Zr,Ti)` (element set only) or a weighted sum `(0.8A-0.2B)`."""
    if "," in content:
        symbols = [s.strip() for s in content.split(",")]
        if all(valid_element(s) for s in symbols):
            return [Chem(tuple((s, Fraction(1)) for s in symbols), False)]
        raise ParseError("comma list of non-elements")
    return weighted_sum(split_terms(content), variables)


def split_terms(text: str) -> list[tuple[str, str]]:
    """Split at top-level separators; `/` between digits is a fraction and `-` before an assigned variable is arithmetic."""
    pieces, depth, current, separator = [], 0, "", ""
    for index, char in enumerate(text):
        if char in BRACKETS:
            depth += 1
        elif char in BRACKETS.values():
            depth -= 1
        if depth == 0 and char in SEPARATORS and not _is_arithmetic(text, index):
            pieces.append((separator, current))
            current, separator = "", char
            continue
        current += char
    pieces.append((separator, current))
    return [(sep, piece.strip()) for sep, piece in pieces]


def _is_arithmetic(text: str, index: int) -> bool:
    before, after = text[index - 1 : index], text[index + 1 : index + 2]
    if text[index] == "/":
        return before.isdigit() and after.isdigit()
    if text[index] in "+-" and before.isdigit():
        if after and after in "xyzδ" and not text[index + 2 : index + 3].isalpha():
            return True
        return bool(_NUMERIC_PRODUCT_RE.match(text, index + 1))
    return False


def weighted_sum(terms: list[tuple[str, str]], variables: dict[str, Fraction]) -> list[Chem]:
    parsed = []
    for separator, piece in terms:
        if not piece:
            raise ParseError("empty term")
        parsed.append((separator, *FormulaParser(piece, variables).parse_term()))
    return combine_terms(parsed)


@functools.lru_cache(maxsize=4096)
def valid_element(symbol: str) -> bool:
    return symbol not in _NOT_ELEMENTS and Element.is_valid_symbol(symbol)


@functools.lru_cache(maxsize=256)
def metal_or_metalloid(symbol: str) -> bool:
    """An element symbol pymatgen's periodic table marks a metal or a metalloid (`Zn`, `Si`; not `O`, not a label)."""
    return valid_element(symbol) and bool(Element(symbol).is_metal or Element(symbol).is_metalloid)


@functools.cache
def _abbreviation_readings(abbr: str) -> list[Chem]:
    readings = []
    for reading in ABBREVIATIONS[abbr]:
        if "formula" in reading:
            readings.extend(FormulaParser(reading["formula"], {}).parse_term()[1])
        else:
            generic = FormulaParser(reading["generic"], {}).parse_term()[1]
            readings.extend(Chem(r.amounts, False) for r in generic)
    return readings
