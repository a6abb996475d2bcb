"""How a chemist reads a unit written without separators (issue 26).

pint reads `W/mK` as watt per millikelvin and `J/mol K` as joule kelvin per
mole; a chemist reads both as a product under the line (`W/(m K)`, `J/(mol K)`),
as the IUPAC Green Book (section 1.3) writes them. `chemist_expression` gives
that second reading of a pint expression (from `chem.units`); which reading
holds is decided by `chem.units` from the quantity each measures, and when
neither is a usual quantity both stay open.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from .text import UNIT_CHARS, VULGAR_FRACTIONS
from .unit_relations import run_together_symbols

# SI prefixes a run-together piece may carry (`kgK` = kg K); SI Brochure 9th ed., Table 7.
_PREFIXES = ("k", "m", "c", "µ", "μ", "u", "n", "M")
_TOKEN_RE = re.compile(r"[A-Za-zµμΩ]+")
# A lone `/` followed by factors joined by ` * ` with no exponent below zero: `J/mol * K`, `W/m * K`.
_TRAILING_PRODUCT_RE = re.compile(r"^(?P<top>[^/()]+)/(?P<bottom>[A-Za-zµμΩ]+(?:\*\*\d+)?(?: \* [A-Za-zµμΩ]+(?:\*\*\d+)?)+)$")


def _piece(text: str) -> bool:
    symbols = run_together_symbols()
    return text in symbols or (len(text) > 1 and text[0] in _PREFIXES and text[1:] in symbols)


def splits(token: str) -> tuple[tuple[str, ...], ...]:
    """Every way to read `token` as two or three unit symbols (each optionally prefixed): `mK` -> (m, K)."""
    found = []
    for cuts in itertools.chain(itertools.combinations(range(1, len(token)), 1), itertools.combinations(range(1, len(token)), 2)):
        bounds = (0, *cuts, len(token))
        pieces = tuple(token[a:b] for a, b in itertools.pairwise(bounds))
        if all(_piece(p) for p in pieces):
            found.append(pieces)
    return tuple(found)


def chemist_expression(expression: str, parses: Callable[[str], bool]) -> str:
    """The expression as a chemist reads it: run-together symbols split (`W/mK` -> `W/m/K`), and factors after a
    lone `/` kept under the line (`J/mol * K` -> `J/(mol * K)`). `parses(token)` says whether pint reads a token.

    A token is split when pint cannot read it, or when it stands under the line and pint reads it only as a
    prefixed or plural unit (`/mK`, `/Pas`); a token with several splits is left as written.
    """
    if len(expression) > 200:
        return expression
    pieces = []
    position = 0
    for match in _TOKEN_RE.finditer(expression):
        token = match.group()
        pieces.append(expression[position : match.start()])
        position = match.end()
        under_line = expression[: match.start()].rstrip().endswith("/")
        readings = splits(token) if len(token) <= 8 else ()
        # a symbol twice (`mm` as metre metre) is no chemist's product: the Green Book writes it as a power (m2)
        twice = len(readings) == 1 and len(set(readings[0])) < len(readings[0])
        split = len(readings) == 1 and (under_line or not parses(token)) and token not in run_together_symbols() and not twice
        # under the line each symbol is divided by (`W/mK` -> `W/m/K`), so an exponent stays on its own symbol
        pieces.append(("/" if under_line else " * ").join(readings[0]) if split else token)
    pieces.append(expression[position:])
    rewritten = "".join(pieces)
    if (trailing := _TRAILING_PRODUCT_RE.match(rewritten)) is not None:
        rewritten = f"{trailing['top']}/({trailing['bottom']})"
    return rewritten


# Counted entities whose number density is read as a count of unit one (`atoms/cm3` is cm-3; see below).
_UNIT_ONE_COUNTS = r"(?:atoms?|molecules?|particles?|ions?|electrons?|holes?|carriers?)"


def count_of_unit_one(word: str) -> bool:
    """A counted noun this module reads away before a density (`atoms`, `carriers`): the density is its unit."""
    return re.fullmatch(_UNIT_ONE_COUNTS, word) is not None


_CAPITALISED_NAMES = "Ohm|Kelvin|Pascal|Watt|Joule|Newton|Volt|Ampere|Tesla|Siemens|Farad|Coulomb|Hertz"


def _lower_name(match: re.Match) -> str:
    return match.group(1) + match.group(2).lower() + match.group(3)


# Spellings pint does not read, each rewritten to what it means (issue 26): the degree-Celsius and -Fahrenheit signs
# (Unicode U+2103, U+2109); a hyphen after a prefix name (`kilo-oersted`, SI Brochure 3.1: prefix and unit form one
# word); a square root or a fractional exponent (`MPa√m`, `MPa m1/2`, fracture toughness); `MG·Oe` for the
# megagauss-oersted (NIST SP 696, one unit, not gauss times Gaussian oersted); a decade of current spelled out
# (`mV/decade`, the Tafel slope: pint's own `decade` is a logarithmic unit); ohms per square (`Ω/sq.`, `ohm/square`, `Ω/□`).
_RESPELLINGS = (
    (re.compile("℃"), "°C"),
    (re.compile("℉"), "°F"),
    (re.compile(r"\b(yotta|zetta|exa|peta|tera|giga|mega|kilo|hecto|deca|deci|centi|milli|micro|nano|pico|femto|atto)-(?=[a-z])"), r"\1"),
    (re.compile(r"√\s*\(?\s*([A-Za-zμµ]+)\s*\)?"), r" \1^0.5"),
    # only a half, third or quarter is an exponent: `m2/24h` is per 24 hours (`unit_qualifiers`), never m^(2/24)
    (re.compile(r"(?<=[A-Za-zμµΩ])\^?\(?([-+]?\d)\s*/\s*([234])\)?(?![\d./A-Za-zμµ])"), r"^(\1/\2)"),
    (re.compile(r"(?<=[A-Za-zμµΩ])([-+]?\d+\.\d+)(?![\d./])"), r"^\1"),
    (re.compile(r"\b([kM]?)G\s*[·⋅•*]?\s*Oe\b"), r"\1GOe"),
    (re.compile(r"\bdecades?\b"), "dec"),
    (re.compile(r"(?:/\s*|\bper\s+)(?:sq\.?|squares?|□)(?![A-Za-z])"), "/sq"),
    # a column of mercury written with a space (`mm Hg`) is one pressure unit (pint's mmHg; ISO 80000-4 annex: the
    # conventional millimetre of mercury), never millimetre times henry gram
    (re.compile(r"(?<![A-Za-z])(mm|cm|in)\s+Hg(?![A-Za-z0-9])"), r"\1Hg"),
    # the word `per` between two units is the solidus (ISO 80000-1, 7.1.3: `m per s`, m/s)
    (re.compile(r"(?<=\S)\s+per\s+(?=[A-Za-zµμ%])"), "/"),
    # `y` after another unit is the year (`mm y−1`, `mm/y`, `kg/(A·y)`: corrosion and consumption rates; ISO 80000-3
    # writes `a`; pint reads `y` as no unit)
    (re.compile(r"(?<=[A-Za-zµμ])(\s*/\s*|\s+|\s*[·⋅*]\s*)y(?=\s*(?:\^?[-−]1|⁻¹)?\s*\)?\s*$)"), r"\1year"),
    # a unit's name written with a capital, beside a prefix symbol or not (`μOhm·m`, `kOhm`): unit names are common
    # nouns, written in lower case (SI Brochure 9th ed., 5.2)
    (re.compile(rf"(?<![A-Za-z])([pnµμumkMG]?)({_CAPITALISED_NAMES})(s?)(?![A-Za-z])"), _lower_name),
    # a count of entities leading a number density (`atoms/cm3`, `molecules cm-3`, `carriers/cm³`) is a counting
    # quantity of unit one (SI Brochure, 9th ed., 2.3.3): the density's unit is cm-3 (pint's `particle` is a mole/N_A)
    (re.compile(rf"^\s*{_UNIT_ONE_COUNTS}\s*/\s*"), "1/"),
    (re.compile(rf"^\s*{_UNIT_ONE_COUNTS}\s+(?=[A-Za-zµμ]+\s*(?:\^|\*\*)?\s*[-−⁻])"), ""),
    # `mPas`, `Pas`: the pascal second run together; a unit symbol takes no plural (SI Brochure, 9th ed., 5.4.3)
    (re.compile(r"(?<![A-Za-z])([mkµμ]?)Pas(?![A-Za-z])"), r"\1Pa·s"),
    # an amount counted in charge (`cmol(+)/kg`, `cmolc kg-1`, cation-exchange capacity: ISO 11260:2018 and ISO 23470
    # report it in cmol(+)/kg; Soil Science Society of America, Glossary of Soil Science Terms: cmolc/kg, numerically
    # meq/100 g) is the equivalent, a mole of unit charges (IUPAC Green Book 3rd ed. 2.10 note)
    (re.compile(r"(?<![A-Za-z])([pnµμumcdk]?)mol\s*(?:\(\s*[+±]\s*\)|_?c|\s*\(\s*p\s*\+\s*\))(?![A-Za-z(])"), r"\1eq"),
    # `pcf`, pounds per cubic foot (ASTM C138 and foam densities): pint reads no unit of that name
    (re.compile(r"(?<![A-Za-z])pcf(?![A-Za-z])"), "lb/ft^3"),
)


# Typography read before anything else (issue 26): a decimal sign or a solidus between superscript digits stays in
# the exponent (`Pa⁻⁰·⁵` is Pa^-0.5, `m¹ᐟ²` is m^(1/2); SI Brochure 5.4.2 writes the decimal sign on the line, a
# raised one is its superscript form), and the words `per cent` and `per mille` are the signs % and ‰ (ISO 80000-1, 3.2).
_SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_RAISED_FRACTION = re.compile(f"(?<![{_SUPERSCRIPT_DIGITS}])([⁻⁺]?)([{_SUPERSCRIPT_DIGITS}]++)([·⋅.ᐟ⁄/])([{_SUPERSCRIPT_DIGITS}]+)")
# A vulgar fraction written as an exponent (`h⁻½`, `m½`): right after a raised sign or glued to a unit's letter it is
# the power, as a raised fraction is. The vulgar fractions of Unicode (15.0, ch. 22.3, U+00BC-U+00BE and U+2150-U+215E),
# each with the numerator and denominator it is a compatibility form of (`chem.text.VULGAR_FRACTIONS`).
_RAISED_VULGAR = re.compile(f"(?<=[A-Za-zµμ])([⁻⁺]?)([{''.join(VULGAR_FRACTIONS)}])(?![\\d{_SUPERSCRIPT_DIGITS}])")
_PER_WORDS = ((re.compile(r"\bper\s*cent\b", re.IGNORECASE), "%"), (re.compile(r"\bper\s*mille\b", re.IGNORECASE), "‰"))


def _raised_fraction(match: re.Match) -> str:
    sign = "-" if match.group(1) == "⁻" else ""
    mark = "." if match.group(3) in "·⋅." else "/"
    number = f"{match.group(2).translate(UNIT_CHARS)}{mark}{match.group(4).translate(UNIT_CHARS)}"
    return f"^({sign}{number})"


def _raised_vulgar(match: re.Match) -> str:
    sign = "-" if match.group(1) == "⁻" else ""
    return f"^({sign}{VULGAR_FRACTIONS[match.group(2)]})"


def plain_typography(text: str) -> str:
    """The unit with raised fractional exponents written on the line and `per cent` as `%` (see above)."""
    text = _RAISED_FRACTION.sub(_raised_fraction, text)
    text = _RAISED_VULGAR.sub(_raised_vulgar, text)
    for pattern, sign in _PER_WORDS:
        text = pattern.sub(sign, text)
    return text


def respell(text: str) -> str:
    """The text with the spellings above rewritten; anything else unchanged."""
    for pattern, replacement in _RESPELLINGS:
        text = pattern.sub(replacement, text)
    return text
