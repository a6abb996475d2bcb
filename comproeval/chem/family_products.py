"""Products named by what they are (`brake pads`) against the class of material they are made of (`friction
materials`): `data/family_products.json`, each class with its source. A best guess of one family, never proof."""

from __future__ import annotations

import re

from .data import load_lexicon
from .once import load_once


@load_once
def _products() -> tuple[tuple[re.Pattern, str], ...]:
    """(a pattern of one product noun phrase, singular or plural, the class word it is made of), longest first."""
    classes = load_lexicon("family_products")["classes"]
    pairs = sorted(((p, word) for word, entry in classes.items() for p in entry["products"]), key=lambda pair: -len(pair[0]))
    return tuple((re.compile(r"\b" + r"[\s-]+".join(map(re.escape, p.split())) + r"s?\b", re.IGNORECASE), word) for p, word in pairs)


def as_class(text: str) -> str | None:
    """The name with its product noun phrase written as the class of material (`NAO brake pads` -> `NAO friction
    materials`), or None when it names no product of the table."""
    for pattern, word in _products():
        if pattern.search(text or ""):
            return pattern.sub(f"{word} materials", text, count=1)
    return None
