"""One reading shared by the family rules that write a name out another way (a designation, a class noun, a cell
diagram, composite words) and judge the two names again."""

from __future__ import annotations

from collections.abc import Callable


def why_after_rewriting(reference: str, test: str, rewritten: tuple[str, str], explain: Callable[[str, str], object]) -> str | None:
    """Why the rewritten names match (the family judge's own `why`), or None when the rewriting changed neither name
    or the rewritten names do not match."""
    if rewritten == (reference, test):
        return None
    found = explain(*rewritten)
    if not getattr(found, "match", False):
        return None
    return getattr(found, "why", None) or getattr(found, "basis", "")
