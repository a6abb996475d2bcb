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
from functools import lru_cache

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
    if not reference or not test or not reference.strip() or not test.strip():
        return False
    if too_long(reference, "unit") or too_long(test, "unit"):
        return normalize(reference, UNIT_CHARS) == normalize(test, UNIT_CHARS)
    if _to_pint_expression(reference) == _to_pint_expression(test):
        return True  # the same notation: no need to build the registry
    ref, tst = canonical_unit(reference), canonical_unit(test)
    if ref is not None and tst is not None:
        return ref == tst
    # An unparseable side is compared as normalized text; case is ignored only
    # here, where a case slip (``pC/n``) is what made the parse fail.
    return _to_pint_expression(reference).lower() == _to_pint_expression(test).lower()
