"""Comparing two precursors: same compound by formula, name or abbreviation.

Hydration: a hydrate and a formula that states no water (``Bi(NO3)3`` vs
``Bi(NO3)3·5H2O``) are the same compound, because papers routinely write the
anhydrous formula for the hydrated reagent they weighed; two different explicit
water counts (``·5H2O`` vs ``·9H2O``) or an explicit ``anhydrous`` against a
hydrate are different reagents.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import fuzz

from ..text import COMPOUND_CHARS, normalize, too_long
from .formulas import Resolved
from .resolve import name_keys, resolve

_AMOUNT_TOLERANCE = 1e-2


def _same_name(a: frozenset[str], b: frozenset[str]) -> bool:
    """Equal word sets, or one adds only grade codes (``EPOTEK`` ~ ``EPOTEK 301``)."""
    if a == b:
        return True
    shorter, longer = sorted((a, b), key=len)
    named = any(re.fullmatch(r"[a-z]{3,}", w) for w in shorter)
    return named and shorter < longer and all(re.search(r"\d", w) for w in longer - shorter)


def _is_organic(amounts: dict[str, float]) -> bool:
    return "C" in amounts and "H" in amounts


def _same_amounts(a: dict[str, float], b: dict[str, float]) -> bool:
    """Equal element maps; inorganic formula units may also be scaled (``Ca2B6O11`` ~ ``CaB3O5.5``).

    Organic formulas are compared as written: scaling them would equate
    different molecules (C2H4O2 acetic acid vs CH2O formaldehyde).
    """
    if a.keys() != b.keys() or not a:
        return False
    if all(abs(a[k] - b[k]) <= _AMOUNT_TOLERANCE * max(a[k], b[k]) for k in a):
        return True
    if _is_organic(a) or _is_organic(b):
        return False
    total_a, total_b = sum(a.values()), sum(b.values())
    return all(abs(a[k] / total_a - b[k] / total_b) <= _AMOUNT_TOLERANCE * max(a[k] / total_a, b[k] / total_b) for k in a)


def _same_resolved(a: Resolved, b: Resolved) -> bool:
    if _same_amounts(a.element_map(), b.element_map()):
        return True
    if not _same_amounts(dict(a.anhydrous), dict(b.anhydrous)):
        return False
    water_unspecified = (not a.hydration_stated) or (not b.hydration_stated) or a.unknown_water or b.unknown_water
    return water_unspecified


def compound_formula(text: str) -> dict[str, float] | None:
    """Element -> amount for a precursor given as formula, name or abbreviation; None if unknown.

    Water of a stated hydrate is included; ``·xH2O`` contributes nothing.
    """
    if not text or not text.strip() or too_long(text, "compound"):
        return None
    resolved = resolve(text.strip())
    return resolved.element_map() if resolved else None


def _too_long(reference: str, test: str) -> bool:
    return too_long(reference, "compound") or too_long(test, "compound")


def _same_text(reference: str, test: str) -> bool:
    """Over-long precursors: the same normalized text (case kept: `CO` is not `Co`); nothing is parsed."""
    return normalize(reference, COMPOUND_CHARS) == normalize(test, COMPOUND_CHARS)


def same_compound(reference: str, test: str) -> bool:
    """Same compound by a chemist's standards: formula, name and abbreviation agree."""
    if not reference or not test or not reference.strip() or not test.strip():
        return False
    if _too_long(reference, test):
        return _same_text(reference, test)
    return _same_compound(reference, test)


@lru_cache(maxsize=65536)
def _same_compound(reference: str, test: str) -> bool:
    ref, tst = resolve(reference.strip()), resolve(test.strip())
    if ref is not None and tst is not None:
        return _same_resolved(ref, tst)
    return any(_same_name(a, b) for a in name_keys(reference) for b in name_keys(test))


def compound_similarity(reference: str, test: str) -> float:
    """Graded closeness in 0..1 for one-to-one alignment; 1.0 exactly when same_compound."""
    if same_compound(reference, test):
        return 1.0
    if not reference or not test or _too_long(reference, test):
        return 0.0
    return _similarity(reference, test)


@lru_cache(maxsize=65536)
def _similarity(reference: str, test: str) -> float:
    ref, tst = resolve(reference.strip()), resolve(test.strip())
    if ref is not None and tst is not None:
        a, b = ref.element_map(), tst.element_map()
        total_a, total_b = sum(a.values()), sum(b.values())
        overlap = sum(min(a.get(k, 0.0) / total_a, b.get(k, 0.0) / total_b) for k in a.keys() | b.keys())
        return 0.9 * overlap
    best = max((fuzz.token_sort_ratio(" ".join(sorted(x)), " ".join(sorted(y))) for x in name_keys(reference) for y in name_keys(test)), default=0.0)
    return 0.9 * best / 100.0
