"""Decide whether two property-unit strings are the same physical unit.

Papers write one unit many ways (``pC/N``, ``pC N-1``, ``pC·N⁻¹``, ``pC NE^{-1}``
from LaTeX-to-text conversion; ``pm/V``, ``p.m. V−1``). Notation is normalized
into a pint expression and the canonical form is the product of the prefixed
units as written, so ``pC/N`` and ``pm/V`` stay different units even though
they have the same dimension and magnitude: the scoring contract says
different units are 0. Unit symbols are case-sensitive as in SI (``pc`` is a
parsec, ``mV`` is not ``MV``).
"""

from __future__ import annotations

import re
from functools import lru_cache

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "—": "-", "‐": "-"})
_MULTIPLY_SIGNS = re.compile(r"\s*(?:[·•⋅∙×]|(?<!\*)\*(?!\*))\s*")
_DOTTED_ABBREVIATION = re.compile(r"\b((?:[A-Za-zμµ]\.){2,})")
_LATEX_POWER = re.compile(r"E?\^\{?\s*([-+]?\d+(?:\.\d+)?)(?:\s*\})?")
_BARE_EXPONENT = re.compile(r"(?<=[A-Za-zμµΩ°])\s*([-+]?\d+)(?![\d.])")


@lru_cache(maxsize=1)
def _registry():
    """One pint registry, built on first use: building it takes about half a second."""
    import pint

    return pint.UnitRegistry()


def _to_pint_expression(text: str) -> str:
    """Rewrite paper notation (superscripts, dots, spaces, ``-1``) as ``a * b ** -1``."""
    text = text.strip().translate(_SUPERSCRIPTS).translate(_MINUS_SIGNS).replace("µ", "μ")
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


@lru_cache(maxsize=None)
def canonical_unit(text: str) -> str | None:
    """Canonical string of the prefixed units as written, e.g. ``picocoulomb / newton``; None if unparseable."""
    if not text or not text.strip():
        return None
    expression = _to_pint_expression(text)
    registry = _registry()
    try:
        unit = registry.parse_units(expression)
    except Exception:  # pint raises many types (UndefinedUnitError, DefinitionSyntaxError, TokenError, ...)
        return None
    if not isinstance(unit, registry.Unit):
        return None
    powers = sorted(unit._units.items(), key=lambda item: (item[1] < 0, item[0]))
    return " * ".join(f"{name}**{power:g}" for name, power in powers) or "dimensionless"


def same_unit(reference: str | None, test: str | None) -> bool:
    """Same physical unit; a missing unit on either side is never a match."""
    if not reference or not test or not reference.strip() or not test.strip():
        return False
    if _to_pint_expression(reference) == _to_pint_expression(test):
        return True  # the same notation: no need to build the registry
    ref, tst = canonical_unit(reference), canonical_unit(test)
    if ref is not None and tst is not None:
        return ref == tst
    # An unparseable side is compared as normalized text; case is ignored only
    # here, where a case slip (``pC/n``) is what made the parse fail.
    return _to_pint_expression(reference).lower() == _to_pint_expression(test).lower()
