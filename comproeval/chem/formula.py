"""Chemistry of composition keys and material families.

Decides whether two composition keys written by humans or LLMs denote the same
material (same elements in the same amounts, same dopant additions, same
descriptive qualifiers) and whether two family strings name the same family.
Amounts are kept as exact fractions so that `Nb2/3`, `Nb0.6667` and `Nb(2/3)`
compare equal while `0.957` and `0.96` do not.
"""
from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field
from fractions import Fraction

from pymatgen.core.periodic_table import Element
from rapidfuzz import fuzz

from .data import load_lexicon

_LEXICON = load_lexicon("abbreviations")
_ABBREVIATIONS: dict[str, list[dict]] = _LEXICON["abbreviations"]
_ABBREV_BY_LENGTH = sorted(_ABBREVIATIONS, key=len, reverse=True)
_STOPWORDS = frozenset(_LEXICON["descriptor_stopwords"])
_NEGATIONS = tuple(_LEXICON["negation_prefixes"])
_COMPONENTS = frozenset(_LEXICON["composite_components"])
_STRUCTURE_TEMPLATES = {template.lower(): kind for template, kind in _LEXICON["structure_templates"].items()}
_LOADING_RE = re.compile(r"\d\s*(?:vol|wt|mol)\s*%|%\s*(?:vol|wt|mol)\b")
_FAMILY_STRIP = frozenset(_LEXICON["family_strip_words"])
_GENERIC_FAMILIES = frozenset(_LEXICON["generic_families"])
_FAMILY_SYNONYMS = [frozenset(group) for group in _LEXICON["family_synonyms"]]
_FAMILY_PARENTS: dict[str, list[str]] = _LEXICON["family_parents"]
_NAME_TO_ABBREV = sorted(
    ((name, abbr) for abbr, readings in _ABBREVIATIONS.items() for r in readings for name in r["names"]),
    key=lambda pair: len(pair[0]),
    reverse=True,
)
_GRADE_RE = re.compile(
    r"\b(" + "|".join(map(re.escape, _LEXICON["commercial_grade_bases"])) + r")[\s-]?(\d[A-Z]?)\b(?![.\d%])"
)

# Hydrogen isotopes D and T are valid pymatgen symbols but in keys they are
# always letters of abbreviations (BT, PZT, BCZT), never deuterium/tritium.
_NOT_ELEMENTS = frozenset({"D", "T"})

_UNICODE = str.maketrans({
    **{chr(0x2080 + d): str(d) for d in range(10)},
    **dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")),
    "⁺": "+", "⁻": "-", "−": "-", "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-",
    "×": "*", "\u00a0": " ", "\u2009": " ", "\u202f": " ", "⋅": "·", "•": "·", "∙": "·",
    "˚": "°", "º": "°", "Â": "",
})
_SEPARATORS = "-+/·"
_BRACKETS = {"(": ")", "[": "]", "{": "}"}
_MAX_READINGS = 16


@dataclass(frozen=True)
class ParsedKey:
    """Public view of a parsed composition key."""

    elements: dict[str, float]
    qualifiers: frozenset[str]
    abbreviation: str | None


@dataclass(frozen=True)
class KeyComparison:
    """Verdict for one reference/test key pair; `distance` ranks candidates for alignment."""

    match: bool
    distance: float
    reason: str


@dataclass(frozen=True)
class _Chem:
    """One reading of a formula: exact amounts, or only an element set when `exact` is False."""

    amounts: tuple[tuple[str, Fraction], ...]
    exact: bool

    @property
    def elements(self) -> frozenset[str]:
        return frozenset(el for el, amount in self.amounts if amount != 0)


@dataclass(frozen=True)
class _Analysis:
    readings: tuple[_Chem, ...]
    dopants: tuple[tuple[str, Fraction | None, str], ...]
    descriptors: tuple[str, ...]
    assignments: tuple[tuple[str, Fraction], ...]
    abbreviations: tuple[str, ...]
    named: bool
    plain: str
    tokens: frozenset[str] = field(default=frozenset())


class _ParseError(ValueError):
    pass


# ---------------------------------------------------------------- numbers

_ROUNDED_REPEAT_RE = re.compile(r"\.\d*(33|66|67)$")


def _snap_repeating(text: str) -> Fraction:
    """Read a decimal literal; a rounded thirds-type repeating decimal (0.33, 0.6667, 0.0133) becomes its fraction.

    Writers must round 1/3 or 0.04/3, and such decimals end in 33/66/67; any
    other decimal (0.94, 0.957) is taken literally so that 0.957 never equals 0.96.
    """
    exact = Fraction(text)
    if not _ROUNDED_REPEAT_RE.search(text):
        return exact
    decimals = len(text.split(".")[1])
    window = Fraction(1, 2 * 10**decimals) if decimals < 4 else Fraction(1, 10**decimals)
    max_denominator = 2 * 10 ** (decimals - 1)
    for denominator in _thirds_denominators(max_denominator):
        numerator = round(exact * denominator)
        candidate = Fraction(numerator, denominator)
        if candidate.denominator % 3 == 0 and abs(candidate - exact) <= window:
            return candidate
    return exact


@functools.lru_cache(maxsize=None)
def _thirds_denominators(limit: int) -> tuple[int, ...]:
    """Denominators 3^a·2^b·5^c (a = 1 or 2) up to `limit`: those of rounded repeating decimals."""
    limit = min(limit, 100_000)
    found = []
    for a in (1, 2):
        for b in range(0, 18):
            for c in range(0, 8):
                q = 3**a * 2**b * 5**c
                if q <= limit:
                    found.append(q)
    return tuple(sorted(found))


_NUMBER_RE = re.compile(r"\d*\.\d+|\d+")
_NUMERIC_EXPR_RE = re.compile(r"^[\d.\s+\-*/()a-zδ]*$")


def _eval_numeric(text: str, variables: dict[str, Fraction]) -> Fraction:
    """Evaluate + - * / ( ) over exact literals and assigned variables; implicit product for `2(0.3)`."""
    tokens = re.findall(r"\d*\.\d+|\d+|[a-zδ]|[()+\-*/]", text.replace(" ", ""))
    if "".join(tokens) != text.replace(" ", ""):
        raise _ParseError(text)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def atom():
        token = peek()
        if token is None:
            raise _ParseError(text)
        if token == "(":
            take()
            value = expression()
            if take() != ")":
                raise _ParseError(text)
            return value
        if token == "-":
            take()
            return -atom()
        take()
        if token[0].isdigit() or token[0] == ".":
            return _snap_repeating(token)
        if token in variables:
            return variables[token]
        raise _ParseError(f"unassigned variable {token}")

    def term():
        value = atom()
        while peek() in ("*", "/", "("):
            if peek() == "(":
                value *= atom()
            elif take() == "*":
                value *= atom()
            else:
                divisor = atom()
                if divisor == 0:
                    raise _ParseError(text)
                value /= divisor
        return value

    def expression():
        value = term()
        while peek() in ("+", "-"):
            value = value + term() if take() == "+" else value - term()
        return value

    result = expression()
    if position != len(tokens):
        raise _ParseError(text)
    return result


# ---------------------------------------------------------------- formula grammar

def _matching_bracket(text: str, start: int) -> int:
    depth = 0
    for index in range(start, len(text)):
        if text[index] in _BRACKETS:
            depth += 1
        elif text[index] in _BRACKETS.values():
            depth -= 1
            if depth == 0:
                return index
    raise _ParseError("unbalanced bracket")


def _is_numeric(content: str, variables: dict[str, Fraction]) -> bool:
    if not _NUMERIC_EXPR_RE.match(content) or not re.search(r"\d", content + "".join(
            v for v in variables if v in content)):
        return False
    letters = set(re.findall(r"[a-zδ]", content))
    return letters <= set(variables)


class _FormulaParser:
    """Recursive descent over one term: element groups, brackets with amounts, fractions, abbreviations."""

    def __init__(self, text: str, variables: dict[str, Fraction]):
        self.text = text
        self.variables = variables
        self.pos = 0

    def parse_term(self) -> tuple[Fraction | None, list[_Chem]]:
        coefficient = self.coefficient()
        readings = self.body(stop="")
        if self.pos != len(self.text):
            raise _ParseError(self.text)
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
                raise _ParseError(f"no number at {self.pos}")
            self.pos = match.end()
            return _snap_repeating(match.group())
        if char == "(" and self.bracket_is_numeric():
            end = _matching_bracket(self.text, self.pos)
            value = _eval_numeric(self.text[self.pos + 1:end], self.variables)
            self.pos = end + 1
            return value
        if char in self.variables and not self.text[self.pos + 1:self.pos + 2].islower():
            self.pos += 1
            return self.variables[char]
        return None

    def bracket_is_numeric(self) -> bool:
        end = _matching_bracket(self.text, self.pos)
        return _is_numeric(self.text[self.pos + 1:end], self.variables)

    def peek(self) -> str | None:
        return self.text[self.pos] if self.pos < len(self.text) else None

    def body(self, stop: str) -> list[_Chem]:
        """Groups up to `stop`; an abbreviation must fill the whole body (optionally with a trailing coefficient)."""
        abbreviation = self.abbreviation(stop)
        if abbreviation is not None:
            return abbreviation
        readings = [_Chem((), True)]
        started = False
        while self.peek() is not None and self.peek() != stop:
            group = self.group()
            amount = self.amount()
            readings = _product(readings, [_scale(g, amount) for g in group])
            started = True
        if not started:
            raise _ParseError("empty formula")
        return readings

    def abbreviation(self, stop: str) -> list[_Chem] | None:
        end = self.text.find(stop, self.pos) if stop else len(self.text)
        if end < 0:
            end = len(self.text)
        chunk = self.text[self.pos:end]
        for abbr in _ABBREV_BY_LENGTH:
            if chunk.startswith(abbr):
                rest = chunk[len(abbr):]
                if rest == "" or re.fullmatch(r"\d*\.?\d+", rest):
                    self.pos = end
                    readings = _abbreviation_readings(abbr)
                    if rest:
                        readings = [_scale(r, _snap_repeating(rest)) for r in readings]
                    self.found_abbreviation = abbr
                    return readings
        return None

    def group(self) -> list[_Chem]:
        char = self.peek()
        if char in _BRACKETS:
            end = _matching_bracket(self.text, self.pos)
            content = self.text[self.pos + 1:end]
            self.pos = end + 1
            if _is_numeric(content, self.variables):
                raise _ParseError("amount without element")
            return _parse_bracket_content(content, self.variables)
        match = re.compile(r"[A-Z][a-z]?").match(self.text, self.pos)
        if not match:
            raise _ParseError(f"unexpected {char!r}")
        symbol = match.group()
        if len(symbol) == 2 and not _valid_element(symbol):
            symbol = symbol[0]
        if not _valid_element(symbol):
            raise _ParseError(f"not an element: {symbol}")
        self.pos += len(symbol)
        return [_Chem(((symbol, Fraction(1)),), True)]

    def amount(self) -> Fraction:
        """Subscript after an element or bracket: `2`, `2/3`, `(1/3)`, `1-x`, `x`, `2(0.3)`; absent means 1."""
        start = self.pos
        text = self.text
        match = re.compile(r"(\d*\.\d+|\d+)(?:/(\d+)(?![.\d]))?").match(text, self.pos)
        if match:
            self.pos = match.end()
            expression = match.group()
            while True:
                var = re.compile(r"[+-]([a-zδ])(?![a-z])").match(text, self.pos)
                if var and var.group(1) in self.variables:
                    expression += var.group()
                    self.pos = var.end()
                    continue
                product = re.compile(r"[+-][\d.]+\([\d.+\-*/]+\)").match(text, self.pos)
                if product:
                    expression += product.group()
                    self.pos = product.end()
                    continue
                break
            if self.peek() == "(" and self.bracket_is_numeric():
                end = _matching_bracket(text, self.pos)
                expression += text[self.pos:end + 1]
                self.pos = end + 1
            return _eval_numeric(expression, self.variables)
        if self.peek() == "(" and self.bracket_is_numeric():
            end = _matching_bracket(text, self.pos)
            self.pos = end + 1
            return _eval_numeric(text[start + 1:end], self.variables)
        char = self.peek()
        if char is not None and char in self.variables and not text[self.pos + 1:self.pos + 2].islower():
            self.pos += 1
            return self.variables[char]
        return Fraction(1)


def _parse_bracket_content(content: str, variables: dict[str, Fraction]) -> list[_Chem]:
    """Inside brackets: comma lists `(Zr,Ti)` (element set only) or a weighted sum `(0.8A-0.2B)`."""
    if "," in content:
        symbols = [s.strip() for s in content.split(",")]
        if all(_valid_element(s) for s in symbols):
            return [_Chem(tuple((s, Fraction(1)) for s in symbols), False)]
        raise _ParseError("comma list of non-elements")
    return _weighted_sum(_split_terms(content), variables)


def _split_terms(text: str) -> list[tuple[str, str]]:
    """Split at top-level separators; `/` between digits is a fraction and `-` before an assigned variable is arithmetic."""
    pieces, depth, current, separator = [], 0, "", ""
    for index, char in enumerate(text):
        if char in _BRACKETS:
            depth += 1
        elif char in _BRACKETS.values():
            depth -= 1
        if depth == 0 and char in _SEPARATORS and not _is_arithmetic(text, index):
            pieces.append((separator, current))
            current, separator = "", char
            continue
        current += char
    pieces.append((separator, current))
    return [(sep, piece.strip()) for sep, piece in pieces]


def _is_arithmetic(text: str, index: int) -> bool:
    before, after = text[index - 1:index], text[index + 1:index + 2]
    if text[index] == "/":
        return before.isdigit() and after.isdigit()
    if text[index] in "+-" and before.isdigit():
        if after and after in "xyzδ" and not text[index + 2:index + 3].isalpha():
            return True
        return bool(re.match(r"[\d.]+\([\d.+\-*/]+\)", text[index + 1:]))
    return False


def _implicit_binary(terms: list, variables: dict[str, Fraction], text: str) -> list:
    """`A - B, x = 0.12` with x in neither term is the pseudo-binary convention (1-x)A-xB."""
    if len(terms) != 2 or len(variables) != 1 or any(coefficient is not None for _, coefficient, _ in terms):
        return terms
    (name, x), = variables.items()
    if re.search(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", text) or not 0 < x < 1:
        return terms
    (first_sep, _, first), (second_sep, _, second) = terms
    return [(first_sep, 1 - x, first), (second_sep, x, second)]


def _weighted_sum(terms: list[tuple[str, str]], variables: dict[str, Fraction]) -> list[_Chem]:
    parsed = []
    for separator, piece in terms:
        if not piece:
            raise _ParseError("empty term")
        parsed.append((separator, *_FormulaParser(piece, variables).parse_term()))
    return _combine_terms(parsed)


def _combine_terms(parsed: list[tuple[str, Fraction | None, list[_Chem]]]) -> list[_Chem]:
    """Weight terms: `A-0.3B` means 0.7A+0.3B; `BNT-6BT` is in mol%; otherwise a missing weight is 1.

    Hydrate-style `·` joins and bare-element additions (`PZT-0.2Mn`, `0.01Ta-0.01Sm-PZT`)
    add components as written: they are dopants, not end members of a solid solution.
    """
    coefficients = [coefficient for _, coefficient, _ in parsed]
    implicit = [i for i, c in enumerate(coefficients) if c is None]
    explicit_sum = sum((c for c in coefficients if c is not None), Fraction(0))
    additive = any(separator == "·" for separator, _, _ in parsed) or all(
        len(readings[0].amounts) == 1 for _, coefficient, readings in parsed if coefficient is not None
    )
    if len(parsed) > 1 and len(implicit) == 1 and not additive:
        if 1 < explicit_sum < 100 and all(c is None or c >= 1 or c == 0 for c in coefficients):
            coefficients = [None if c is None else c / 100 for c in coefficients]
            explicit_sum /= 100
        if 0 < explicit_sum < 1:
            coefficients[implicit[0]] = 1 - explicit_sum
    readings = [_Chem((), True)]
    for (_, _, term_readings), coefficient in zip(parsed, coefficients):
        weight = Fraction(1) if coefficient is None else coefficient
        readings = _product(readings, [_scale(r, weight) for r in term_readings])
    return readings


def _scale(chem: _Chem, factor: Fraction) -> _Chem:
    return _Chem(tuple((el, amount * factor) for el, amount in chem.amounts), chem.exact)


def _product(left: list[_Chem], right: list[_Chem]) -> list[_Chem]:
    combined = []
    for a, b in itertools.islice(itertools.product(left, right), _MAX_READINGS):
        totals: dict[str, Fraction] = {}
        for el, amount in a.amounts + b.amounts:
            totals[el] = totals.get(el, Fraction(0)) + amount
        combined.append(_Chem(tuple(sorted(totals.items())), a.exact and b.exact))
    return combined


@functools.lru_cache(maxsize=None)
def _valid_element(symbol: str) -> bool:
    return symbol not in _NOT_ELEMENTS and Element.is_valid_symbol(symbol)


@functools.lru_cache(maxsize=None)
def _abbreviation_readings(abbr: str) -> list[_Chem]:
    readings = []
    for reading in _ABBREVIATIONS[abbr]:
        if "formula" in reading:
            readings.extend(_FormulaParser(reading["formula"], {}).parse_term()[1])
        else:
            generic = _FormulaParser(reading["generic"], {}).parse_term()[1]
            readings.extend(_Chem(r.amounts, False) for r in generic)
    return readings


# ---------------------------------------------------------------- key analysis

_ASSIGNMENT_RE = re.compile(r"(?:\bwhere\b\s*)?(?<![A-Za-z])([a-zδ])\s*=\s*(-?\d*\.?\d+(?:/\d+)?)")
_DOPED_RE = re.compile(
    r"(?:(\d*\.?\d+)\s*(mol|wt|at|vol)?\s*\.?\s*%\s*)?((?:[A-Z][a-z]?\s*[/,&]\s*)*[A-Z][a-z]?)[\s-]+(?:co-?)?doped\b"
)
_PERCENT_DOPANT_RE = re.compile(
    r"(?:^|(?<=[\s+\-,;]))(\d*\.?\d+)\s*(?:(mol|wt|at|vol)\s*\.?\s*)?%\s*(?:(mol|wt|at|vol)\b\.?\s*)?"
    r"([A-Z][A-Za-z0-9().]*)"
)
_ANNOTATION_WORDS_RE = re.compile(r"[a-z]{3,}|\s|[,:=;]")


def _normalize(text: str) -> str:
    return re.sub(r"\s+", " ", text.translate(_UNICODE)).strip()


def _species_key(species: str) -> str:
    """Canonical dopant species: abbreviation expanded, element amounts normalized (`BFO` = `BiFeO3`)."""
    try:
        readings = _weighted_sum(_split_terms(species), {})
    except (_ParseError, ZeroDivisionError):
        return species.lower()
    chem = readings[0]
    total = sum(amount for _, amount in chem.amounts) or Fraction(1)
    return " ".join(f"{el}{amount / total}" for el, amount in chem.amounts if amount)


def _extract_annotations(text: str) -> tuple[str, list[str]]:
    """Remove bracketed annotations (`(textured)`, `(R phase, E = 0.2 MV/m)`, `[001]c`, an alias like `(BTO)`)."""
    descriptors = []
    index = 0
    while index < len(text):
        char = text[index]
        if char not in _BRACKETS:
            index += 1
            continue
        try:
            end = _matching_bracket(text, index)
        except _ParseError:
            break
        content = text[index + 1:end]
        spaced = index == 0 or text[index - 1] == " "
        at_end = text[end + 1:].strip() == ""
        miller = re.fullmatch(r"\d{3}", content) and re.match(r"[a-z]?(\s|$)", text[end + 1:])
        element_list = re.fullmatch(r"[A-Z][a-z]?(\s*,\s*[A-Z][a-z]?)+", content)
        annotation = not element_list and (
            _ANNOTATION_WORDS_RE.search(content)
            or miller
            or (spaced and index > 0 and (not re.search(r"\d", content) or at_end))
        )
        if annotation and (not _is_formulaic(content) or (spaced and at_end and index > 0 and " " not in content)):
            stop = end + 1 + (len(re.match(r"[a-z]?", text[end + 1:]).group()) if miller else 0)
            if not re.fullmatch(r"[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*", content):
                descriptors.append(content)
            text = (text[:index] + " " + text[stop:]).strip()
            continue
        index = end + 1
    return text, descriptors


def _is_formulaic(content: str) -> bool:
    """A bracket body with separators between weighted formulas is chemistry even if spaced: `(0.8A - 0.2B)`."""
    return bool(re.fullmatch(r"[\d.\s]*[A-Z][A-Za-z0-9./()\s]*([-+][\d.\s]*[A-Z][A-Za-z0-9./()\s]*)+", content)) and not re.search(r"[a-z]{3,}", content)


def _join_spaced_formula(text: str) -> str:
    """`Pb0.65 Ba0.35Nb2O6`, `0.93 Pb(...)`, `Pb (Mg1/3Nb2/3) O3` are one formula; spaces around separators vanish."""
    text = re.sub(r"\s*([" + re.escape(_SEPARATORS) + r"])\s*(?=[\d.(\[A-Z])", r"\1", text)
    text = re.sub(r"(?<=[A-Za-z0-9)\]])\s*\*\s*(?=[\d.(\[A-Z])", "*", text)
    words = text.split(" ")
    joined = [words[0]] if words else []
    for word in words[1:]:
        previous = joined[-1]
        chem_like = (
            re.search(r"[A-Za-z0-9)\]]$", previous) and re.match(r"[A-Z(\[]", word)
            and not re.search(r"[a-z]{3,}", previous) and not re.search(r"[a-z]{3,}", word)
            and re.search(r"\d|[A-Z][a-z]?\d|^[\d.]+$", previous)
        )
        if chem_like:
            joined[-1] = previous + word
        else:
            joined.append(word)
    return " ".join(joined)


@functools.lru_cache(maxsize=65536)
def _analyse(text: str) -> _Analysis:
    raw = _normalize(text)
    # `Pt@Bi-MoS2` (Pt-decorated Bi-doped MoS2) lists its components like `Pt-Bi-MoS2`.
    working = re.sub(r"(?<=\w)@(?=[A-Z(\[])", "-", raw)
    variables: dict[str, Fraction] = {}
    for match in _ASSIGNMENT_RE.finditer(working):
        try:
            variables[match.group(1)] = _eval_numeric(match.group(2), {})
        except _ParseError:
            pass
    working = _ASSIGNMENT_RE.sub(" ", working)

    descriptors: list[str] = []
    grade = _GRADE_RE.search(working)
    if grade:
        descriptors.append(f"grade {grade.group(2)}")
        working = working[:grade.start()] + grade.group(1) + working[grade.end():]

    named = False
    lowered = working.lower()
    for name, abbr in _NAME_TO_ABBREV:
        position = lowered.find(name)
        if position >= 0:
            working = working[:position] + " " + abbr + " " + working[position + len(name):]
            lowered = working.lower()
            named = True

    dopants: list[tuple[str, Fraction | None, str]] = []
    for match in _DOPED_RE.finditer(working):
        amount = _snap_repeating(match.group(1)) if match.group(1) else None
        species = "/".join(sorted(re.split(r"\s*[/,&]\s*", match.group(3))))
        dopants.append((species, amount, match.group(2) or ""))
    working = _DOPED_RE.sub(" ", working)
    for match in _PERCENT_DOPANT_RE.finditer(working):
        amount = _snap_repeating(match.group(1))
        unit = match.group(2) or match.group(3) or ""
        dopants.append((_species_key(match.group(4)), amount, unit))
    working = _PERCENT_DOPANT_RE.sub(" ", working)
    dopants = [d for d in dopants if d[1] != 0]

    working, annotations = _extract_annotations(_normalize(working))
    descriptors.extend(annotations)
    working = _join_spaced_formula(working)

    terms: list[tuple[str, Fraction | None, list[_Chem]]] = []
    abbreviations: list[str] = []
    loose: list[str] = []
    for word in re.sub(r",(?![^()\[\]]*[)\]])", " ", working).split(" "):
        if not word:
            continue
        for separator, piece in _split_terms(word):
            if not piece:
                continue
            parser = _FormulaParser(piece, variables)
            try:
                coefficient, readings = parser.parse_term()
            except (_ParseError, ZeroDivisionError):
                loose.append(piece)
                continue
            if getattr(parser, "found_abbreviation", None):
                abbreviations.append(parser.found_abbreviation)
            if separator == "+" and coefficient is None and re.fullmatch(r"[A-Z][a-z]?", piece):
                dopants.append((piece, None, ""))  # `X + Mn` is Mn doping of unstated amount, as `Mn-doped X`
                continue
            terms.append((separator, coefficient, readings))
    descriptors.extend(loose)
    terms = _implicit_binary(terms, variables, working)
    readings = tuple(_combine_terms(terms)) if terms else ()
    if named:
        readings = tuple(_Chem(r.amounts, False) for r in readings)
    plain = re.sub(r"\s+", "", raw)
    return _Analysis(
        readings=readings,
        dopants=tuple(sorted(dopants, key=lambda d: d[0])),
        descriptors=tuple(descriptors),
        assignments=tuple(sorted(variables.items())),
        abbreviations=tuple(abbreviations),
        named=named,
        plain=plain,
        tokens=_descriptor_tokens(tuple(descriptors)),
    )


@functools.lru_cache(maxsize=65536)
def _descriptor_tokens(descriptors: tuple[str, ...]) -> frozenset[str]:
    text = " ".join(descriptors).lower()
    text = re.sub(r"\b(" + "|".join(_NEGATIONS) + r")[\s-]+", r"\1", text)
    tokens = set()
    for token in re.findall(r"\d*\.?\d+|[a-z]+", text):
        if token[0].isdigit() or token[0] == ".":
            tokens.add(format(float(token), "g"))
        elif token not in _STOPWORDS:
            tokens.add(token)
    return frozenset(tokens)


# ---------------------------------------------------------------- public API

def parse_composition(text: str) -> ParsedKey | None:
    """Parse a key; None when nothing in it reads as chemistry."""
    analysis = _analyse(text)
    if not analysis.readings:
        return None
    chem = analysis.readings[0]
    qualifiers = set(analysis.tokens)
    qualifiers.update(f"{amount if amount is not None else '?'} {unit}% {species}".replace(" %", "%")
                      for species, amount, unit in analysis.dopants)
    return ParsedKey(
        elements={el: float(amount) for el, amount in chem.amounts if amount},
        qualifiers=frozenset(qualifiers),
        abbreviation="-".join(analysis.abbreviations) or None,
    )


@functools.lru_cache(maxsize=262144)
def compare_composition_keys(reference: str, test: str) -> KeyComparison:
    """Same material by a chemist's standard: chemistry, dopant additions and the reference's qualifiers."""
    ref, tst = _analyse(reference), _analyse(test)
    if ref.plain == tst.plain and ref.plain:
        return KeyComparison(True, 0.0, "identical up to spacing and punctuation")
    if not ref.readings:
        if ref.assignments and not ref.descriptors:
            same = ref.assignments == tst.assignments
            return KeyComparison(same, 0.0 if same else 1.0, "variable assignments " + ("agree" if same else "differ"))
        if _label(reference) == _label(test):
            return KeyComparison(True, 0.0, "same label up to case and punctuation")
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "reference is not chemistry; labels differ")
    if not tst.readings:
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "test has no formula")

    best: tuple[float, str] | None = None
    for ref_chem, tst_chem in itertools.product(ref.readings, tst.readings):
        verdict = _compare_chem(ref_chem, tst_chem)
        distance = _fraction_distance(ref_chem, tst_chem)
        if best is None or (verdict is None, distance) < (best[1] is not None, best[0]):
            best = (distance, verdict)
    distance, chem_problem = best
    problems = [p for p in (chem_problem, _compare_dopants(ref, tst), _compare_descriptors(ref, tst)) if p]
    distance += 0.3 * (len(problems) - (1 if chem_problem else 0))
    distance += 0.05 * (1 - _jaccard(ref.tokens, tst.tokens)) + 0.01 * _string_distance(reference, test)
    if problems:
        return KeyComparison(False, distance + 0.5, "; ".join(problems))
    return KeyComparison(True, distance, "same composition" + (" (element set; reference abbreviated)" if not ref.readings[0].exact else ""))


def _compare_chem(ref: _Chem, tst: _Chem) -> str | None:
    if ref.elements != tst.elements:
        return "different elements"
    if not ref.exact:
        return None
    if not tst.exact:
        return "test gives no amounts (abbreviation or name) where the reference has a formula"
    ref_amounts = {el: a for el, a in ref.amounts if a}
    tst_amounts = {el: a for el, a in tst.amounts if a}
    if all(_close(ref_amounts[el], tst_amounts[el]) for el in ref_amounts):
        return None
    ratio = tst_amounts[next(iter(ref_amounts))] / ref_amounts[next(iter(ref_amounts))] if ref_amounts else 1
    if all(_close(ref_amounts[el] * ratio, tst_amounts[el]) for el in ref_amounts):
        return None
    return "different amounts"


def _close(a: Fraction, b: Fraction) -> bool:
    return abs(a - b) <= Fraction(1, 10**6) * max(abs(a), abs(b), 1)


def _fraction_distance(ref: _Chem, tst: _Chem) -> float:
    def fractions(chem):
        total = sum(float(a) for _, a in chem.amounts) or 1.0
        return {el: float(a) / total for el, a in chem.amounts if a}
    a, b = fractions(ref), fractions(tst)
    l1 = sum(abs(a.get(el, 0.0) - b.get(el, 0.0)) for el in set(a) | set(b))
    return l1 + (0.5 if set(a) != set(b) else 0.0)


def _compare_dopants(ref: _Analysis, tst: _Analysis) -> str | None:
    if len(ref.dopants) != len(tst.dopants):
        return "dopant additions differ"
    for (r_species, r_amount, r_unit), (t_species, t_amount, t_unit) in zip(ref.dopants, tst.dopants):
        if r_species != t_species or (r_amount is not None and t_amount is not None and r_amount != t_amount):
            return "dopant additions differ"
        if r_unit and t_unit and r_unit != t_unit:
            return "dopant units differ"
    return None


def _compare_descriptors(ref: _Analysis, tst: _Analysis) -> str | None:
    """Qualifiers the test gives must agree with the reference's; extra test qualifiers are allowed.

    A test that gives none has omitted them, not contradicted them: it still
    names the same material, and the one-to-one pairing (closest qualifiers,
    agreeing value) decides which of several such samples it denotes.
    """
    if not ref.tokens:
        return None
    if not tst.tokens:
        return "a composite component or loading is missing" if _names_component(ref.descriptors) else None
    numbers = {t for t in ref.tokens if t[0].isdigit() or t[0] in ".-"}
    words = ref.tokens - numbers
    test_numbers = {t for t in tst.tokens if t[0].isdigit() or t[0] in ".-"}
    found_numbers = numbers & test_numbers
    found_words = {w for w in words if any(_word_match(w, t) for t in tst.tokens - test_numbers)}
    if numbers and test_numbers and 2 * len(found_numbers) < len(numbers):
        # Values the test gives must be the reference's; values it leaves out are omitted, not contradicted.
        return "qualifier values differ"
    enough_words = 3 * len(found_words) >= len(words) and (found_words or numbers)
    if words and not (enough_words or (len(words) == 1 and numbers)):
        return "qualifiers differ"
    return None


def _names_component(descriptors: tuple[str, ...]) -> bool:
    """A descriptor that is chemistry (a second phase or its loading), not a processing note."""
    text = " ".join(descriptors).lower()
    return bool(_LOADING_RE.search(text)) or any(word in _COMPONENTS for word in re.findall(r"[a-z0-9-]+", text))


def _word_match(a: str, b: str) -> bool:
    if a == b:
        return True
    if a.startswith(_NEGATIONS) != b.startswith(_NEGATIONS) and (a.endswith(b) or b.endswith(a)):
        return False
    shorter, longer = sorted((a, b), key=len)
    if len(shorter) >= 4 and longer.startswith(shorter):
        return True
    common = len(_common_prefix(a, b))
    return common >= 6 or (min(len(a), len(b)) >= 5 and fuzz.ratio(a, b) >= 88)


def _common_prefix(a: str, b: str) -> str:
    for index, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return a[:index]
    return a[:min(len(a), len(b))]


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return 1.0 if not a and not b else len(a & b) / len(a | b)


def _label(text: str) -> str:
    """Non-chemical sample labels compare without case, spacing or punctuation."""
    return re.sub(r"[^a-z0-9.]", "", _normalize(text).lower())


def _string_distance(a: str, b: str) -> float:
    return 1.0 - fuzz.token_sort_ratio(_normalize(a).lower(), _normalize(b).lower()) / 100.0


# ---------------------------------------------------------------- families

_FAMILY_SPLIT_RE = re.compile(r"\s+or\s+|\s+and\s+|;|,(?![^()]*\))")


def same_family(reference: str, test: str) -> bool:
    """Same material family; any alternative of the reference may be matched."""
    return any(
        _same_family_single(r, t)
        for r in _family_alternatives(reference)
        for t in _family_alternatives(test)
    )


@functools.lru_cache(maxsize=4096)
def _family_alternatives(text: str) -> tuple[str, ...]:
    text = _normalize(text or "")
    alternatives = []
    for part in _FAMILY_SPLIT_RE.split(text):
        part = part.strip()
        alias = re.fullmatch(r"(.*?[a-z].*?)\s*\(([^()]+)\)", part)
        if alias:
            alternatives.extend([alias.group(1).strip(), alias.group(2).strip()])
        elif part:
            alternatives.append(part)
    return tuple(alternatives)


def _family_words(text: str) -> str:
    words = re.split(r"[\s]+|(?<=[a-z])-(?=[a-z])", text.lower().replace("-based", " based"))
    kept = [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) else w
            for w in words if w and w not in _FAMILY_STRIP]
    return " ".join(kept)


def _is_generic(words: str) -> bool:
    singular = " ".join(w.rstrip("s") for w in words.split())
    return words in _GENERIC_FAMILIES or singular in {" ".join(w.rstrip("s") for w in g.split()) for g in _GENERIC_FAMILIES}


@functools.lru_cache(maxsize=16384)
def _same_family_single(reference: str, test: str) -> bool:
    ref_words, test_words = _family_words(reference), _family_words(test)
    if not ref_words or not test_words:
        return False
    if ref_words == test_words:
        return True
    structure = _STRUCTURE_TEMPLATES.get(_family_core(reference).lower())
    if structure:
        # A general formula (`ABi4Ti4O15`) names a structure type: its names match, as does the template itself.
        group = next((g for g in _FAMILY_SYNONYMS if structure in g), (structure,))
        return test_words in group or _family_core(test).lower() == _family_core(reference).lower()
    if _is_generic(test_words) or _is_generic(ref_words):
        return False
    if any(ref_words in group and test_words in group for group in _FAMILY_SYNONYMS):
        return True
    core_ref, core_test = _family_core(reference), _family_core(test)
    if core_test.split(" ")[0] in _FAMILY_PARENTS.get(core_ref, []):
        return True
    ref_sets, test_sets = _family_element_sets(core_ref), _family_element_sets(core_test)
    if ref_sets & test_sets:
        return True
    element_class = re.fullmatch(r"([A-Z][a-z]?)-based\s+\w+", _normalize(reference))
    if element_class and test_sets and all(element_class.group(1) in s for s in test_sets):
        return True
    if re.search(r"-?\bbased\b", test, re.IGNORECASE) and test_sets:
        first_component = _split_terms(core_ref)[0][1]
        if _family_element_sets(first_component) & test_sets:
            return True
    # A solid-solution system extending the reference's (`PMN-PZT` for `PZT`) is the same family;
    # a composite with another phase (`BiFeO3/CdS`, `In2Se3@SnSe`) is not.
    if re.search(r"[/@]", core_test):
        return False
    ref_components = {c.lower() for c in core_ref.split("-")}
    test_components = {c.lower() for c in core_test.split("-")}
    return ref_components < test_components


def _family_core(text: str) -> str:
    """The family's formula/abbreviation part with -based/ceramics/system words dropped."""
    text = re.sub(r"-?\bbased\b", " ", _normalize(text), flags=re.IGNORECASE)
    words = [w for w in text.split() if w.lower() not in _FAMILY_STRIP]
    return " ".join(words).strip(" -")


@functools.lru_cache(maxsize=16384)
def _family_element_sets(core: str) -> frozenset[frozenset[str]]:
    if not core:
        return frozenset()
    analysis = _analyse(core)
    if analysis.descriptors and not analysis.named:
        return frozenset()
    return frozenset(r.elements for r in analysis.readings if r.elements)
