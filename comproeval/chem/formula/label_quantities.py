"""Quantities written in a key's words (issue 26): a number and its unit, read by pint, and two amounts compared.

One reader for every place a key's label or conditions state an amount (`conditions`, `label_words`, `leftovers`):
`20 nm`, `30 g L-1`, `540 °C`, `1.0vol%`, `800 ppm`, `90%RH`. A unit is what pint reads through the project's one
registry (`chem.units`, `chem.unit_relations.registry`), with its factors set apart by spaces and powers
(`mg m-2`, SI Brochure 5.4.6); a percentage keeps its basis (`wt%`; IUPAC Green Book 2.10: mass, volume and amount
fractions are other quantities). Two amounts are the same when pint converts one into the other (`50 Å` = `5 nm`,
`813 K` = `540 °C`, `10 mg/m2` = `1 µg/cm2`), or they are percentages of one basis with one value.
"""

from __future__ import annotations

import functools
import math
import re
from fractions import Fraction

from ..numerals import CARDINALS
from ..quantities import same_quantity
from ..units import unit_conversion
from .element_counts import MOLECULAR_ELEMENTS
from .grammar import valid_element
from .parts_per import PERCENT_POWERS
from .powers_of_ten import scientific_as_decimal
from .share_bases import NUMBER, UNIT_BASES

# Cardinal number words (English), as papers write small counts (`three dips`, `two cycles`).
NUMBER_WORDS = CARDINALS
_NUMBER_WORD_RE = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.I)
# `5 wt%`, `5 wt.%`, `5 % wt`, `5%`, `0.5 w/v%`: a share and its basis (the basis after the sign too: `% (w/v)`).
_PERCENT_RE = re.compile(rf"(?<![\w.])({NUMBER})\s*(wt|vol|mol|at|m|v|w/v|w/w|v/v)?\s*\.?\s*%\s*(?:\(?\s*(wt|vol|mol|at|w/v|w/w|v/v)\b\s*\)?\.?)?")
# A temperature in degrees Celsius or Fahrenheit (`300 °C`, `572 °F`; SI Brochure 2.3.4, NIST SP 811 B.8): the
# degree sign with its letter is one unit, never followed by more of it (`572 °F/1 h` is 572 °F, then 1 h).
DEGREES = r"°\s*C|℃|°\s*F(?![A-Za-z])|℉"
# A solidus before a number standing alone (`1223 K/1 h/WQ`): a heat-treatment schedule's next step, not a unit's
# denominator. A unit symbol is a product or quotient of unit symbols (SI Brochure 9th ed. 5.4.6), so a number glued
# to its unit (`mg/100g`) stays in it, and a lone one starts the next quantity, as after `°C` (`DEGREES`).
_SOLIDUS_IN_UNIT = rf"/(?!{NUMBER}(?![A-Za-zµμΩ°Å]))"
# A number and the unit after it: one token (`nm`, `g/L`, `°C`, `µg/cm2`), perhaps with spaced factors and powers (`g L-1`).
_UNIT_TOKEN = rf"[A-Za-zµμΩ°Å](?:[A-Za-zµμΩ°Å·^\-0-9]|{_SOLIDUS_IN_UNIT})*"
# A rate of heating or cooling (`10 °C/min`, `5 °F/h`): the degree over a unit of time after the solidus is one unit, a
# temperature interval per time (SI Brochure 9th ed. 2.3.1: a Celsius difference is a kelvin difference), never a
# temperature and a word; a number after the solidus is the next step of a schedule (`572 °F/1 h`), as above.
DEGREES_PER = rf"(?:{DEGREES})(?:\s*/\s*(?:s|min|h|hr)(?![\w/]))?"
NUMBER_AND_UNIT = rf"({NUMBER})\s*-?\s*({DEGREES_PER}|{_UNIT_TOKEN})((?:\s+[A-Za-zµμΩ]{{1,3}}\^?[-−]?\d(?![\w.]))*)"
_UNIT_RE = re.compile(rf"(?<![\w.]){NUMBER_AND_UNIT}")
# Relative humidity, a percentage by definition (WMO Guide to Instruments and Methods of Observation, vol. I, 4.1):
# `90%RH`, `90 % RH`, `RH 90%`, `RH90`, `RH = 90 %` are one quantity.
_HUMIDITY_RE = re.compile(rf"(?<![\w.])(?:({NUMBER})\s*%\s*RH\b|RH\s*=?\s*({NUMBER})(?:\s*%)?(?![\w.]))")
# A power of two digits (`K-10` in `1473 K-10 h`): the next number run on, not an exponent of a unit.
_LARGE_POWER_RE = re.compile(r"[-−]?\d{2,}")
# A part per million (or billion) of an unstated basis: 10^-4 (10^-7) per cent.
_PARTS_PER = {part: 10.0**-power for part, power in PERCENT_POWERS.items()}  # a part as a per cent


# A fraction written by its quantity symbol (IUPAC Green Book 2.10: φ volume fraction, w mass fraction), perhaps
# with its component as a subscript (`φ_LM`, `φ(Ag)`), equal to a number from 0 to 1: `φ = 0.3` is 30 vol%.
# `x` (amount fraction) is left alone: in a key it is as often a formula's composition variable (`Ba1-xSrx`).
# The value may be a quotient of whole numbers (`φ = 1/4`, ISO 80000-1:2009 7.1.3), never its numerator alone.
_FRACTION_SYMBOL_RE = re.compile(
    r"(?<![\w.])(φ|ϕ|w)(?:_?\{?\(?([A-Za-z][A-Za-z0-9]{0,9})\)?\}?)?\s*=\s*(0?\.\d+|0|1(?:\.0+)?|\d{1,3}\s*/\s*[1-9]\d{0,2})(?![\w.%/])"
)
_FRACTION_BASIS = {"φ": "vol", "ϕ": "vol", "w": "wt"}


# A quantity of dimension one named by its word, whose value is a fraction of a whole: porosity (pore volume over
# total volume), relative density (a density over a reference one), degree of crystallinity (IUPAC Gold Book,
# `porosity`, `relative density`, `degree of crystallinity`). `porosity 0.80` and `80% porosity` are one value, the
# per cent being 0.01 (SI Brochure 9th ed. 5.4.7); the word is kept, so the other key must name the same quantity.
# A value with a unit after it (`relative density 0.95 g/cm3`) is no fraction: left as written.
_FRACTION_WORDS = r"porosity|relative\s+density|crystallinity"
_FRACTION_WORD_RE = re.compile(
    rf"(?<![\w-])(?:({_FRACTION_WORDS})\s*(?:=|:|of)?\s*(0?\.\d+|1\.0+)|(0?\.\d+|1\.0+)\s+({_FRACTION_WORDS}))(?![\w.%/]|\s*(?:%|[kmµnc]?[gm]\b|[kmµnc]?[gm]/))",
    re.I,
)


def _fraction_word(text: str) -> set[str]:
    return {" ".join(w.lower().split()) for w in re.findall(rf"(?<![\w-])(?:{_FRACTION_WORDS})(?![\w-])", text, re.I)}


def fraction_words_as_percent(reference: str, test: str) -> tuple[str, str]:
    """`porosity 0.80` -> `80% porosity`, `0.95 relative density` -> `95% relative density` (_FRACTION_WORD_RE), in
    both keys, only when both name the same one quantity word: against another quantity (`ρrel = 0.2` against
    `porosity 0.2`) a fraction is left as written, so no sameness is read across two quantities."""
    words = _fraction_word(reference)
    if len(words) != 1 or words != _fraction_word(test):
        return reference, test

    def percent(match: re.Match[str]) -> str:
        word, value = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        return f"{float(value) * 100:.6g}% {word}"

    return _FRACTION_WORD_RE.sub(percent, reference), _FRACTION_WORD_RE.sub(percent, test)


def fraction_symbols_as_percent(text: str) -> str:
    """`φ = 0.3` -> `30 vol%`, `w_Ag = 0.05` -> `5 wt% Ag`: a volume or mass fraction written by its symbol, as the
    percentage of one basis it is (ISO 80000-1: % is 0.01)."""
    if not any(symbol in text for symbol in _FRACTION_BASIS):
        return text

    def percent(match: re.Match[str]) -> str:
        if (share := Fraction(match.group(3).replace(" ", ""))) > 1:
            return match.group(0)  # no fraction of a whole
        value = f"{float(share) * 100:.6g} {_FRACTION_BASIS[match.group(1)]}%"
        return f"{value} {match.group(2)}" if match.group(2) else value

    return _FRACTION_SYMBOL_RE.sub(percent, text)


def unnamed_fraction(text: str) -> bool:
    """The text writes a fraction by its symbol without saying of what (`φ = 0.3`, not `φ_LM = 0.3`)."""
    return any(m.group(2) is None for m in _FRACTION_SYMBOL_RE.finditer(text))


def with_digits(text: str) -> str:
    """The text with its cardinal number words written as digits (`three dips` -> `3 dips`)."""
    return _NUMBER_WORD_RE.sub(lambda m: str(NUMBER_WORDS[m.group(1).lower()]), text)


_POWER_RE = re.compile(r"\^?[-−]?\d$")


def unit_powers(factors: str) -> bool:
    """Whether the factors set apart by spaces after a unit (`m-1 K-1` of `W m-1 K-1`) are each one unit symbol with its
    power (SI Brochure 5.4.6): a formula after a quantity (`HNO3` of `0.5 mol/L HNO3`) is letters no unit symbol
    writes run together, the substance the quantity is of (IUPAC Red Book IR-4.4), never a power of a unit; nor is a
    molecule of one element (`N2` after `600 °C`)."""
    return all(factor not in MOLECULAR_ELEMENTS and _pint_unit(_POWER_RE.sub("", factor)) for factor in factors.split())


def _pint_unit(written: str) -> bool:
    """A unit pint reads that is no bare count (`3 cycles`, `2 turns`: pint's angles, a count of repetitions in a label)."""
    return unit_conversion(written, written) is not None and (written in _PARTS_PER or unit_conversion(written, "dimensionless") is None)


# An angle in degrees, minutes and seconds (`35°15′`, `35° 15' 30"`; ISO 80000-3, item 3-5: 1′ = (1/60)°, 1″ = (1/60)′).
_DEGREES_MINUTES_RE = re.compile(r"(\d+(?:\.\d+)?)\s*°\s*(\d+(?:\.\d+)?)\s*(?:′|')(?!')(?:\s*(\d+(?:\.\d+)?)\s*(?:″|''|\"))?")


# Digits grouped in threes (`20,000 V`, `1,250 rpm`, `25 000 g/mol`, `1 100 °C`): one number. The SI Brochure 9th ed.,
# 5.4.4, and ISO 80000-1:2009, 7.3.1, group digits by a (thin) space; English-language papers by a comma. Locants
# (`1,2-`) and decimal commas (`0,5`) have no group of three after the comma; two numbers written side by side
# (`3 15 nm`, `25 000 5`) have a group of other than three digits before or after, and are left apart; so are a
# formula's count and the number after it (`Na2S2O8 105%`, `Zr(OPr)4 200 ppm`: a count after a letter or a closing
# bracket, IUPAC Red Book IR-4.2.3, starts no group).
_GROUP_SPACE = "[ \u2009\u202f\u00a0]"
_GROUPED_DIGITS_RE = re.compile(
    r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,.]|-)"
    rf"|(?<![\w.,)\]])(?<!\d{_GROUP_SPACE})\d{{1,3}}(?:{_GROUP_SPACE}\d{{3}})+(?![\d,.]|-|{_GROUP_SPACE}\d)"
)


def ungrouped_digits(text: str) -> str:
    """`20,000 V` -> `20000 V`, `25 000 g/mol` -> `25000 g/mol`: digits grouped in threes written as one number."""
    return _GROUPED_DIGITS_RE.sub(lambda m: re.sub(rf",|{_GROUP_SPACE}", "", m.group(0)), text)


def decimal_degrees(text: str) -> str:
    """`35°15′` -> `35.25°`: an angle in degrees and minutes (and seconds) written as one value in degrees."""

    def degrees(match: re.Match[str]) -> str:
        minutes, seconds = float(match.group(2)), float(match.group(3) or 0)
        if minutes >= 60 or seconds >= 60:
            return match.group(0)
        return f"{float(match.group(1)) + minutes / 60 + seconds / 3600:.6g}°"

    return _DEGREES_MINUTES_RE.sub(degrees, text)


# A particle fluence written with the particle's letter (`1 × 10^19 n/cm2`: neutrons per square centimetre, ASTM E170
# Terminology relating to radiation measurements and dosimetry): a count per area, the count a quantity of dimension
# one (SI Brochure 9th ed., 2.3.3), so `cm^-2`; `n/m2` is `m^-2`.
_FLUENCE_RE = re.compile(r"(?<=\d)\s*n\s*/\s*(cm|m)(?:2|²|\^2)(?![\w^])")


# A unit after a number, the word `per` and a unit's name or symbol (`2 g per litre`, `5 kg per tonne`).
_PER_RE = re.compile(rf"(?<![\w.])({NUMBER})\s*([A-Za-zµμ]+)\s+per\s+([A-Za-zµμ]+)(?![\w/])")


def per_as_solidus(text: str) -> str:
    """`5 kg per tonne` written `5 kg/tonne`: the word `per` between two units is their quotient, as a solidus writes
    it (SI Brochure 9th ed. 5.4.6: a derived unit's name is written with `per` for division, its symbol with `/`).
    Only when pint reads both units and their quotient (`per cent`, `per batch` are left as written)."""

    def quotient(match: re.Match[str]) -> str:
        number, unit, per = match.groups()
        units = (unit, per, f"{unit}/{per}")
        if not all(_pint_unit(u) for u in units):
            return match.group(0)
        return f"{number} {unit}/{per}"

    return _PER_RE.sub(quotient, text) if " per " in text else text


def numbers_as_written(text: str) -> str:
    """Digits grouped in threes, angles in degrees and minutes and numbers in scientific notation written as plain
    numbers, a neutron fluence as a count per area and units joined by `per` as their quotient, for both quantity
    readers (`conditions`, `read_quantities`)."""
    return per_as_solidus(_FLUENCE_RE.sub(r" \1^-2", scientific_as_decimal(decimal_degrees(ungrouped_digits(text)))))


def signed(text: str, start: int) -> bool:
    """A minus sign just before `start` that is the sign of the value (ISO 80000-1:2009, clause 7, printing rules: `-40 °C`): it starts the
    text or follows a space, a bracket or a relation sign; a hyphen run on a word or number (`Irganox-1010`, `10-40`)
    joins, it is no sign."""
    return start > 0 and text[start - 1] in "-\u2212" and (start == 1 or text[start - 2] in " \t\n([,;=~<>")


@functools.lru_cache(maxsize=65536)
def read_quantities(text: str, elements_are_units: bool = True, run_in_kelvin: bool = False) -> tuple[tuple[tuple[float, str], ...], str]:
    """The quantities of a text as (value, unit) pairs (a percentage's unit is its basis and `%`: `wt%`, `%`), and
    the text left once they are taken out. Without `elements_are_units` an element symbol after a number (`0.5Er`,
    `1Tm`) is an amount of that element, not a unit (pint reads `Tm` as a terametre), except a `K` set apart by a
    space (`873 K`, as `parse` reads it), or run in (`873K`) where the text is a label, not a formula (`run_in_kelvin`)."""
    quantities: list[tuple[float, str]] = []

    def percent(match: re.Match[str]) -> str:
        basis = UNIT_BASES.get((match.group(2) or match.group(3) or "").lower(), "")
        quantities.append((float(match.group(1)), f"{basis}%"))
        return " "

    def humidity(match: re.Match[str]) -> str:
        quantities.append((float(match.group(1) or match.group(2)), "RH%"))
        return " "

    rest = _PERCENT_RE.sub(percent, _HUMIDITY_RE.sub(humidity, fraction_symbols_as_percent(numbers_as_written(text))))
    kept: list[str] = []
    index = 0
    while (match := _UNIT_RE.search(rest, index)) is not None:
        token = match.group(2).rstrip("-/·^")
        spaced = f"{token} {' '.join(match.group(3).split())}".strip()
        if not unit_powers(match.group(3)):
            spaced = ""  # `600 °C N2`, `1 M HNO3`: a gas or a substance after the quantity, no unit's power
        attached = match.end(1) == match.start(2)
        unit = next((u for u in (spaced, token, token.split("-")[0]) if u and _pint_unit(u) and not _LARGE_POWER_RE.search(u)), None)
        kelvin = unit == "K" and (run_in_kelvin or not attached)
        if unit is None or not elements_are_units and _chemistry(unit) and not kelvin:
            kept.append(rest[index : match.end(1)])
            index = match.end(1)
            continue
        sign = signed(rest, match.start(0))
        quantities.append((-float(match.group(1)) if sign else float(match.group(1)), unit))
        kept.append(rest[index : match.start(0) - sign] + " ")
        index = match.end(0) if unit == spaced else match.start(2) + len(unit)
    kept.append(rest[index:])
    return tuple(quantities), "".join(kept)


# A formula's shape: element symbols, each perhaps with its count (`Er`, `MgH2`, `Nb2O5`).
_FORMULA_SHAPE_RE = re.compile(r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+")


def _chemistry(unit: str) -> bool:
    """A unit as pint reads it that is written as chemistry: an element symbol (`Tm`, `Pa`) or a formula (`MgH2`)."""
    if not _FORMULA_SHAPE_RE.fullmatch(unit):
        return False
    symbols = re.findall(r"[A-Z][a-z]?", unit)
    return all(valid_element(symbol) for symbol in symbols) and (len(symbols) > 1 or valid_element(unit) or any(c.isdigit() for c in unit))


def same_amount(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """Two amounts that are one: percentages of one basis (a bare `%` any) and one value, ppm as 10^-4 per cent,
    or units pint converts into each other with the values equal once converted."""
    (x, u), (y, v) = a, b
    if u in _PARTS_PER or v in _PARTS_PER:
        if u in _PARTS_PER and v in _PARTS_PER:
            return math.isclose(x * _PARTS_PER[u], y * _PARTS_PER[v], rel_tol=1e-6)
        (p, unit), (q, _) = (a, b) if u in _PARTS_PER else (b, a)
        return (v if u in _PARTS_PER else u).endswith("%") and math.isclose(p * _PARTS_PER[unit], q, rel_tol=1e-6)
    if u.endswith("%") or v.endswith("%"):
        return u.endswith("%") and v.endswith("%") and (u == v or "%" in (u, v)) and math.isclose(x, y, rel_tol=1e-9)
    if u == v:
        return math.isclose(x, y, rel_tol=1e-9)
    return unit_conversion(u, v) is not None and same_quantity(a, b)


def one_kind(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """Two amounts of one kind of quantity (both shares, or units pint converts into each other)."""
    shares = [u.endswith("%") or u in _PARTS_PER for u in (a[1], b[1])]
    if any(shares):
        return all(shares)
    return a[1] == b[1] or unit_conversion(a[1], b[1]) is not None
