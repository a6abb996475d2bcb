"""A coating named with its substrate (`TiN coatings on tool steels`) against the same coating named alone.

A coating is a layer applied on a substrate (ISO 4618:2014, 'coating'; ISO 2080:2008 designates a coating after
its substrate): `on <substrate>` says where the family is applied, not what it is. When one name writes the
substrate and the other does not, the names without it decide, and a match is only the best guess (the
substrate may still set the coating apart, a phase grown from it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .family_rewritten import why_after_rewriting

# a layer noun, then `on` and the substrate to the end of the name
_ON_SUBSTRATE_RE = re.compile(r"\b((?:nano)?(?:coatings?|films?|layers?|monolayers?|SAMs?|deposits?|overlays?))\s+on\s+\S.*$", re.IGNORECASE)


def without_substrate(name: str) -> str:
    """The name without its `on <substrate>` phrase after a layer noun (`TiN coatings on steel` -> `TiN coatings`)."""
    return _ON_SUBSTRATE_RE.sub(r"\1", name or "").strip()


def substrate_unsaid(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why the names match once the substrate only one of them writes is left out, or None."""
    rewritten = (without_substrate(reference), without_substrate(test))
    if (rewritten[0] != reference) == (rewritten[1] != test):
        return None  # both or neither write a substrate: the names as written decide
    if (inner := why_after_rewriting(reference, test, rewritten, explain)) is None:
        return None
    return f"one name only says the substrate the coating is on (ISO 4618): without it, {inner}; the same family is the best guess"
