"""Numeric conditions of synthesis steps: temperatures, durations, pressures, fields, rates, ...

Values are read with their unit and converted to one canonical unit per kind
(°C, h, MPa, kV/mm, °C/min, rpm, ...), so `1 h` and `60 min` agree. Ranges and
lists before one unit (`1190-1250 °C`, `110, 115 and 130 °C`) become one
Parameter spanning them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol


class SynthesisTolerances(Protocol):
    """What the steps comparison reads of `chem.synthesis_tolerance.SynthesisTolerances` (declared here so that
    steps never imports tolerance: tolerance builds on steps, one way)."""

    temperature_K: float | None
    duration_rel: float | None
    pressure_rel: float | None


@dataclass(frozen=True)
class Parameter:
    """A numeric condition in canonical units: a single value has low == high."""

    kind: str
    low: float
    high: float
    unit: str


# (kind, canonical unit, unit regex, factor, offset); order matters: longer units first.
_UNITS: tuple[tuple[str, str, str, float, float], ...] = (
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*min(?:ute)?s?\b|(?:°\s*c|k)\s*min-?1\b", 1.0, 0.0),
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*h(?:our|r)?\b|(?:°\s*c|k)\s*h-?1\b", 1 / 60, 0.0),
    ("heating_rate", "°C/min", r"(?:°\s*c|k)\s*(?:/|per\s+)\s*s(?:ec)?\b|(?:°\s*c|k)\s*s-?1\b", 60.0, 0.0),
    ("electric_field", "kV/mm", r"kv\s*(?:/|per\s+)\s*mm\b|kv\s*mm-?1\b|mv\s*(?:/|per\s+)\s*m\b|mv\s*m-?1\b|v\s*/\s*[μµu]m\b", 1.0, 0.0),
    ("electric_field", "kV/mm", r"kv\s*(?:/|per\s+)\s*cm\b|kv\s*cm-?1\b", 0.1, 0.0),
    ("electric_field", "kV/mm", r"v\s*(?:/|per\s+)\s*mm\b|v\s*mm-?1\b", 0.001, 0.0),
    ("temperature", "°C", r"°\s*c(?:elsius)?\b|degrees?\s*c(?:elsius)?\b|o\s*c\b", 1.0, 0.0),
    ("temperature", "°C", r"k(?![a-z0-9])", 1.0, -273.15),
    ("pressure", "MPa", r"gpa\b", 1000.0, 0.0),
    ("pressure", "MPa", r"mpa\b", 1.0, 0.0),
    ("pressure", "MPa", r"kpa\b", 0.001, 0.0),
    ("pressure", "MPa", r"pa\b", 1e-6, 0.0),
    ("pressure", "MPa", r"bars?\b", 0.1, 0.0),
    ("pressure", "MPa", r"psi\b", 0.00689476, 0.0),
    ("pressure", "MPa", r"(?:metric )?t(?:on|onne)?s?\b(?! ?per)", 9.80665, 0.0),
    ("speed", "rpm", r"rpm\b|r\s*/\s*min\b|rev(?:olutions?)?\s*(?:/|per\s+)\s*min(?:ute)?\b", 1.0, 0.0),
    ("frequency", "Hz", r"mhz\b", 1e6, 0.0),
    ("frequency", "Hz", r"khz\b", 1e3, 0.0),
    ("frequency", "Hz", r"hz\b", 1.0, 0.0),
    ("duration", "h", r"h(?:ours?|rs?)?\b", 1.0, 0.0),
    ("duration", "h", r"min(?:ute)?s?\b", 1 / 60, 0.0),
    ("duration", "h", r"s(?:ec(?:ond)?s?)?\b", 1 / 3600, 0.0),
    ("duration", "h", r"days?\b", 24.0, 0.0),
    ("duration", "h", r"weeks?\b", 168.0, 0.0),
    ("amount_wt", "wt%", r"wt\.?\s*%|%\s*(?:by )?w(?:eigh)?t\.?\b|weight\s*%", 1.0, 0.0),
    ("amount_mol", "mol%", r"mol\.?\s*%|%\s*mol\b", 1.0, 0.0),
    ("amount_vol", "vol%", r"vol\.?\s*%", 1.0, 0.0),
    ("concentration", "M", r"mol\s*/\s*l\b|mol\s*l-?1\b|m(?![a-z0-9%])", 1.0, 0.0),
    ("mesh", "mesh", r"mesh\b", 1.0, 0.0),
    ("length", "mm", r"cm\b", 10.0, 0.0),
    ("length", "mm", r"mm\b", 1.0, 0.0),
    ("length", "mm", r"[μµu]m\b", 1e-3, 0.0),
    ("length", "mm", r"nm\b", 1e-6, 0.0),
    ("volume", "mL", r"ml\b", 1.0, 0.0),
    ("mass", "g", r"mg\b", 1e-3, 0.0),
    ("mass", "g", r"kg\b", 1e3, 0.0),
    ("mass", "g", r"g\b", 1.0, 0.0),
    ("percent", "%", r"%", 1.0, 0.0),
)
_UNIT_PATTERNS = [(kind, unit, re.compile(rx), factor, offset) for kind, unit, rx, factor, offset in _UNITS]
_ANY_UNIT = "|".join(f"(?:{rx})" for _kind, _unit, rx, _factor, _offset in _UNITS)
_NUMBER = r"\d+(?:\.\d+)?"
_SEPARATOR = r"\s*(?:-|~|to|and|or|,|/)\s*(?:and\s+)?"
# A list of values before one unit. The space before an inner unit belongs to that unit: written
# `\s*(?:unit)?` + separator (`\s*and`), a space could go to either, so `1 and 1 and ...` took
# exponential time. At most 32 values (the longest list in the development set has 7): unbounded,
# every start in a long run of numbers rescanned the whole run, which made long steps quadratic.
_MAX_LIST = 31
_QUANTITY = re.compile(
    rf"(?<![\w.])(?P<numbers>{_NUMBER}(?:(?:\s*(?:{_ANY_UNIT}))?{_SEPARATOR}{_NUMBER}){{0,{_MAX_LIST}}})"
    rf"\s*(?P<unit>{_ANY_UNIT})"
)
_RANGE_NUMBER = re.compile(_NUMBER)
# Numbers that belong to a label, not to the unit after them: `pH 11`, `x = 0.05`, the parts of a ratio `1:2`.
# Such a number is read only with its own unit right after it (`T = 50 °C`), never as the start of a list
# (`pH 11 and 50 °C` is 50 °C, not 11-50 °C).
_LABELLED_NUMBER = re.compile(rf"(?:\bph\s*(?:=|:|~|≈|of|value\s+of)?\s*|=\s*|\d\s*:\s*)(?P<number>{_NUMBER})|(?P<ratio>{_NUMBER})(?=\s*:\s*\d)")
_NUMBER_WITH_UNIT = re.compile(rf"({_NUMBER})\s*({_ANY_UNIT})")


def unit_of(unit_text: str) -> tuple[str, str, float, float] | None:
    """(kind, canonical unit, factor, offset) of a unit as written in normalized step text."""
    for kind, unit, pattern, factor, offset in _UNIT_PATTERNS:
        if pattern.fullmatch(unit_text.strip()):
            return kind, unit, factor, offset
    return None


def parameters_in(text: str) -> tuple[Parameter, ...]:
    """Parameters of normalized step text, in reading order.

    A number carrying a unit of another kind ('18 h, 850 °C') ends one quantity
    and starts the next: the text before it is read again on its own. That is
    done with an explicit stack, not recursion, so a long chain of such
    quantities cannot exhaust Python's stack.
    """
    found: list[Parameter] = []
    pending: list[str | Parameter] = [text]
    while pending:
        item = pending.pop()
        if isinstance(item, Parameter):
            found.append(item)
            continue
        for prefix, parameter in reversed(_quantities(item)):
            if parameter is not None:
                pending.append(parameter)
            if prefix:
                pending.append(prefix)
    return tuple(found)


def _labelled_starts(text: str) -> frozenset[int]:
    """Where the numbers that belong to a label (pH, `name =`, a ratio) start in the text."""
    return frozenset(m.start("number") if m.group("number") else m.start("ratio") for m in _LABELLED_NUMBER.finditer(text))


def _quantities(text: str) -> list[tuple[str, Parameter | None]]:
    """Each quantity of the text as (text before its own numbers still to read, its Parameter)."""
    quantities = []
    labelled = _labelled_starts(text)
    for match in _QUANTITY.finditer(text):
        resolved = unit_of(match.group("unit"))
        if resolved is None:
            continue
        kind, unit, factor, offset = resolved
        numbers_text = match.group("numbers")
        start = 0
        for inner in _NUMBER_WITH_UNIT.finditer(numbers_text):
            inner_unit = unit_of(inner.group(2))
            if inner_unit is not None and inner_unit[0] != kind:
                start = inner.end()
        offset_of_numbers = match.start("numbers")
        listed = list(_RANGE_NUMBER.finditer(numbers_text))
        for number in listed[:-1]:  # a labelled number before the last one is not a value of this unit
            if number.start() >= start and offset_of_numbers + number.start() in labelled:
                start = number.end()
        values = [float(n) * factor + offset for n in _RANGE_NUMBER.findall(numbers_text[start:])]
        parameter = Parameter(kind, round(min(values), 6), round(max(values), 6), unit) if values else None
        quantities.append((numbers_text[:start], parameter))
    return quantities


# (relative, absolute) slack for calling two values of a kind the same; other kinds: 2 % relative.
SLACK: Mapping[str, tuple[float, float]] = {"temperature": (0.0, 5.0), "duration": (0.02, 0.0), "heating_rate": (0.02, 0.0)}
DEFAULT_SLACK = (0.02, 0.0)
# Kinds whose disagreement is a real contradiction (not just a different detail).
CONTRADICTABLE = frozenset({"temperature", "duration", "pressure", "electric_field", "heating_rate", "speed"})


def parameters_match(reference: Parameter, test: Parameter, slack: Mapping[str, tuple[float, float]] = SLACK) -> bool:
    """Same kind and overlapping values (a test value inside a reference range matches)."""
    if reference.kind != test.kind:
        return False
    relative, absolute = slack.get(reference.kind, DEFAULT_SLACK)
    allowed = max(absolute, relative * max(abs(reference.high), abs(test.high)))
    return test.low <= reference.high + allowed and reference.low <= test.high + allowed


def slack_table(tolerances: SynthesisTolerances | None) -> Mapping[str, tuple[float, float]]:
    """The slack per kind: the defaults, with each configured tolerance replacing its kind's.

    Temperatures are in °C here, so a tolerance in kelvin applies as it is (a
    difference of 10 K is one of 10 °C); durations and pressures are relative.
    Without tolerances this is SLACK itself, so comparisons run exactly as before.
    """
    if tolerances is None:
        return SLACK
    table = dict(SLACK)
    if tolerances.temperature_K is not None:
        table["temperature"] = (0.0, tolerances.temperature_K)
    if tolerances.duration_rel is not None:
        table["duration"] = (tolerances.duration_rel, 0.0)
    if tolerances.pressure_rel is not None:
        table["pressure"] = (tolerances.pressure_rel, 0.0)
    return table
