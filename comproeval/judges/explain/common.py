"""What every kind of rule shares: decisions remembered per pair, and the sides that are empty or too long to read."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from ...chem.decision import Decision
from ...chem.text import MAX_CHARS, too_long

T = TypeVar("T")


def remembered(explain: Callable[..., T]) -> Callable[..., T]:
    """`explain` remembered per pair of entries: the rules are pure functions of the two texts, and papers repeat
    the same entries (XRD, SEM, TiO2) across items and models. Unhashable input (a malformed list) is computed."""
    cached = functools.lru_cache(maxsize=1 << 16)(explain)

    @functools.wraps(explain)
    def explained(*args: Any) -> T:
        try:
            return cached(*args)
        except TypeError:
            return explain(*args)

    return explained


def blank(text: Any) -> bool:
    return text is None or not str(text).strip()


def too_long_as_text(reference: Any, test: Any, kind: str, same: Any = None) -> Decision | None:
    """Text over chem's parse limit for its kind (`chem.text.too_long`): chem compares it as plain text, and so says this."""
    if too_long(str(reference or ""), kind) or too_long(str(test or ""), kind):
        if same is None:
            same = " ".join(str(reference or "").split()).lower() == " ".join(str(test or "").split()).lower()
        return Decision(bool(same), "too-long", f"longer than {MAX_CHARS[kind]} characters: compared as plain text", certain=False)
    return None


def missing(reference: Any, test: Any, match: bool) -> Decision | None:
    if blank(reference) or blank(test):
        side = "both sides" if blank(reference) and blank(test) else ("the ground truth" if blank(reference) else "the test")
        return Decision(match, "missing", f"nothing given by {side}")
    return None


def spelled_acronym(short: str, kind: str) -> Decision:
    """The other entry spells the acronym `short` out by its initials, though the lexicon reads it as another `kind`
    (`route`, `technique`): the pair defines it, as a paper does on first use; the better guess, never proof."""
    why = f"the other entry spells {short!r} out by its initials, though the lexicon reads it as another {kind}"
    return Decision(True, "spelled-acronym", f"{why}: the {kind} it spells is the better guess", certain=False)
