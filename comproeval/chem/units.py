"""Decide whether two property-unit strings are the same physical unit.

Papers write one unit many ways (``pC/N``, ``pC N-1``, ``pC·N⁻¹``, ``pC NE^{-1}``
from LaTeX-to-text conversion; ``pm/V``, ``p.m. V−1``). Notation is normalized
into a pint expression and the canonical form is the product of the prefixed
units as written, so ``pC/N`` and ``pm/V`` stay different units even though
they have the same dimension and magnitude: the scoring contract says
different units are 0. Unit symbols are case-sensitive as in SI (``pc`` is a
parsec, ``mV`` is not ``MV``).

Units over the parse limit (``chem.text.too_long(unit, "unit")``) or with
absurd exponents are compared as normalized text: pint's parser is quadratic
in the length of its input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .decision import Decision
from .once import load_once
from .text import UNIT_CHARS, normalize, too_long, unparseable

_MULTIPLY_SIGNS = re.compile(r"\s*(?:[·•⋅∙×]|(?<!\*)\*(?!\*))\s*")
_DOTTED_ABBREVIATION = re.compile(r"\b((?:[A-Za-zμµ]\.){2,})")
_LATEX_POWER = re.compile(r"E?\^\{?\s*([-+]?\d+(?:\.\d+)?)(?:\s*\})?")
_BARE_EXPONENT = re.compile(r"(?<=[A-Za-zμµΩ°])\s*([-+]?\d+)(?![\d.])")
# A small plain exponent (`**-1`, `**0.5`, `**(1/2)`); anything else is not handed to pint.
_SMALL_POWER = re.compile(r"\*\*\s*(?:\(\s*[-+]?\d{1,3}(?:\.\d{1,3})?(?:\s*/\s*\d{1,3})?\s*\)|[-+]?\d{1,3}(?:\.\d{1,3})?(?!\d))")


@load_once
def _registry():
    """One pint registry, built on first use: building it takes about half a second."""
    import pint

    return pint.UnitRegistry()


@lru_cache(maxsize=4096)
def _to_pint_expression(text: str) -> str:
    """Rewrite paper notation (superscripts, dots, spaces, ``-1``) as ``a * b ** -1``.

    Whitespace runs are collapsed first: every rule below treats one space like
    many, and the `\\s*` patterns would otherwise backtrack quadratically on long runs.
    """
    text = normalize(text, UNIT_CHARS)
    text = _DOTTED_ABBREVIATION.sub(lambda m: m.group(1).replace(".", ""), text)
    text = _MULTIPLY_SIGNS.sub(" ", text)
    text = _LATEX_POWER.sub(r"^\1", text)
    text = text.replace("^", "**")
    text = re.sub(r"(?<=[A-Za-zμΩ])\.(?=[A-Za-zμΩ])", " ", text)
    text = re.sub(r"\*\*\s*", "**", text)
    text = _BARE_EXPONENT.sub(r"**\1", text)
    text = re.sub(r"\s*/\s*", "/", text)
    text = re.sub(r"\s+", " * ", text.strip())
    return text


def canonical_unit(text: str) -> str | None:
    """Canonical string of the prefixed units as written, e.g. ``picocoulomb / newton``; None if unparseable."""
    if not text or not text.strip() or too_long(text, "unit") or unparseable(text):
        return None
    return _canonical(text)


def _safe_for_pint(expression: str) -> bool:
    """Whether pint can evaluate the expression quickly.

    pint computes numbers exactly, so `2**9999999999`, `m**9**9**9` or
    `((2 m)**99)**99...` would run for minutes: only small plain exponents pass
    (at most two in a row), no number is raised (a number makes no unit anyway),
    and a bracketed group is raised only when no number is in sight.
    """
    rest = _SMALL_POWER.sub("§", expression)
    if "**" in rest or re.search(r"§\s*§\s*§", rest) or re.search(r"\d\.?\s*§", rest):
        return False  # a power that is not small, a tower of three, or a raised number (never a unit anyway)
    return not (re.search(r"\)\s*§", rest) and re.search(r"\d", rest))


@lru_cache(maxsize=4096)
def _canonical(text: str) -> str | None:
    expression = _to_pint_expression(text)
    if not _safe_for_pint(expression):
        return None
    registry = _registry()
    try:
        unit = registry.parse_units(expression)
        if not isinstance(unit, registry.Unit):
            return None
        powers = sorted(unit._units.items(), key=lambda item: (item[1] < 0, item[0]))
        return " * ".join(f"{name}**{power:g}" for name, power in powers) or "dimensionless"
    except Exception:  # pint raises many types (UndefinedUnitError, DefinitionSyntaxError, TokenError, ...)
        return None  # and exponents such as (m**99)**99... overflow a float when formatted


def same_unit(reference: str | None, test: str | None) -> bool:
    """Same physical unit; a missing unit on either side is never a match."""
    return compare_units(reference, test).match


@dataclass(frozen=True)
class UnitReading:
    """A unit entry read completely: the unit (a pint expression or `dimensionless`) and its annotation.

    `annotation` is the text beside the unit (`% (PCE)`, `K (onset)`, `eV (300 K)`);
    `explained` says whether every word of it is known: the unit again (`Kelvin (K)`),
    the quantity the column holds, or a measuring condition (a number with a unit).
    """

    unit: str
    annotation: str = ""
    explained: bool = True


_TRAILING_NOTE = re.compile(r"^(?P<unit>.+?)\s*(?:\((?P<paren>[^()]*)\)|,\s*(?P<comma>[^,]+))$")
_CONDITION = re.compile(r"^[-+]?\d+(?:\.\d+)?\s*(?P<unit>[^\d\s].*)$")


@load_once
def _notations() -> dict:
    from .data import load_builtin, load_lexicon, meaning_of

    data = load_lexicon("units_notations")
    return {
        "dimensionless": frozenset(w.lower() for w in data["dimensionless"]["words"]),
        "names": {k.lower(): meaning_of(v) for k, v in load_builtin("units").items()},  # data/knowledge/units.json
        "quantities": frozenset(data["quantities"]["words"]),
    }


def _unit_part(text: str) -> str | None:
    """The pint expression (or `dimensionless`) of a bare unit, spelled names included; None if unread."""
    text = normalize(text, UNIT_CHARS)
    notations = _notations()
    if text.lower() in notations["dimensionless"]:
        return "dimensionless"
    if (name := notations["names"].get(text.lower())) is not None:
        text = name
    canonical = canonical_unit(text)
    if canonical is None and re.fullmatch(r"[A-Za-z]{4,}", text):
        canonical = canonical_unit(text.lower())  # a spelled-out unit name (`Kelvin`): SI names are lower case
    return canonical


def read_unit(text: str | None) -> UnitReading | None:
    """The unit of an entry and what is written beside it, or None when the unit itself cannot be read."""
    if not text or not text.strip() or too_long(text, "unit") or unparseable(text):
        return None
    text = normalize(text, UNIT_CHARS)
    whole = _unit_part(text)
    note = _TRAILING_NOTE.match(text)
    if note is not None and (unit := _unit_part(note["unit"])) is not None:
        # `dimensionless (ZT)` is not dimensionless times zettatesla, nor `electronvolt (eV)` eV squared:
        # a note pint could multiply in is read as a note when it names the quantity or the unit again
        annotation = (note["paren"] if note["paren"] is not None else note["comma"]).strip()
        explained = _annotation_explained(annotation, unit)
        if explained or whole is None:
            return UnitReading(unit, annotation, explained)
    return UnitReading(whole) if whole is not None else None


def _annotation_explained(annotation: str, unit: str) -> bool:
    """The annotation is the unit again, a quantity name, or a condition (`300 K`, `at 0.1 C`), or
    words each of which is a quantity word (`direct gap`): nothing unexplained."""
    if _unit_part(annotation) == unit:
        return True
    quantities = _notations()["quantities"]
    text = normalize(annotation, UNIT_CHARS).lower().strip(" .")
    if text in quantities:
        return True
    condition = _CONDITION.match(re.sub(r"^(?:at|@)\s*", "", annotation.strip()))
    if condition is not None and _unit_part(condition["unit"]) is not None:
        return True
    words = [w for w in re.split(r"[\s,;/]+", text) if w]
    return bool(words) and all(w in quantities for w in words)


def compare_units(reference: str | None, test: str | None) -> Decision:
    """Same unit: the same prefixed units, or the same units up to prefixes with a conversion factor of 1
    (`mAh g-1` = `mA h/g` = `Ah kg-1`); `pC/N` and `pm/V` (equal in magnitude, other units) differ."""
    if not reference or not test or not str(reference).strip() or not str(test).strip():
        return Decision(False, "missing")
    reference, test = str(reference), str(test)
    if too_long(reference, "unit") or too_long(test, "unit"):
        same = normalize(reference, UNIT_CHARS) == normalize(test, UNIT_CHARS)
        return Decision(same, "too-long", None, False)
    if _to_pint_expression(reference) == _to_pint_expression(test):
        return Decision(True, "exact")
    ref, tst = read_unit(reference), read_unit(test)
    if ref is None or tst is None:
        # An unread side is compared as normalized text; case is ignored only here,
        # where a case slip (`pC/n`) is what made the parse fail.
        same = _to_pint_expression(reference).lower() == _to_pint_expression(test).lower()
        unread = reference if ref is None else test
        return Decision(same, "unparsed", f"pint cannot read {unread!r}; compared by notation", False)
    rescaled = ref.unit != tst.unit and _same_up_to_prefixes(ref.unit, tst.unit)
    same = ref.unit == tst.unit or rescaled
    notes = [r.annotation for r in (ref, tst) if r.annotation]
    unexplained = [r.annotation for r in (ref, tst) if not r.explained]
    if not same:
        return Decision(False, "different-units", f"{reference} is {ref.unit}, {test} is {tst.unit}", not unexplained)
    if unexplained:
        return Decision(True, "unit-annotated", f"both are {ref.unit}; {unexplained[0]!r} beside it is not read", False)
    if notes:
        return Decision(True, "unit-annotated", f"both are {ref.unit}; {notes[0]!r} names the quantity, the condition or the unit again")
    if rescaled:
        return Decision(True, "unit-equivalent", f"{reference} = {test} ({ref.unit} and {tst.unit}: the same units, factor 1)")
    return Decision(True, "unit-equivalent", f"{reference} = {test} (both {ref.unit})")


def _same_up_to_prefixes(reference: str, test: str) -> bool:
    """The same units once prefixes are removed and compound names split (`milliampere_hour` = ampere * hour),
    and 1 of one is exactly 1 of the other."""
    if "dimensionless" in (reference, test):
        return False
    registry = _registry()
    try:
        if _unprefixed(reference) != _unprefixed(test):
            return False
        factor = registry.Quantity(1, reference).to(test).magnitude
    except Exception:  # pint raises many types; an unconvertible pair is not the same unit
        return False
    return abs(factor - 1.0) < 1e-9


@lru_cache(maxsize=4096)
def _unprefixed(canonical: str) -> tuple[tuple[str, float], ...]:
    """Prefix-free units with their powers; a compound name whose definition is its parts (`ampere_hour`) is split."""
    registry = _registry()
    powers: dict[str, float] = {}
    for name, power in registry.parse_units(canonical)._units.items():
        _, base, _ = registry.parse_unit_name(name)[0]
        parts = _compound_parts(base)
        for part in parts:
            powers[part] = powers.get(part, 0.0) + power
    return tuple(sorted((k, v) for k, v in powers.items() if v))


def _compound_parts(base: str) -> tuple[str, ...]:
    """`ampere_hour` -> (ampere, hour) when pint defines it as exactly their product; else the name alone."""
    registry = _registry()
    try:
        reference = registry._units[base].reference
    except (KeyError, AttributeError):
        return (base,)
    parts = tuple(reference.keys()) if reference is not None else ()
    if parts and all(p == 1 for p in reference.values()) and "_".join(parts) == base:
        return parts
    return (base,)
