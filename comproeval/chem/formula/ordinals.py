"""Roman ordinals a key writes as words of their own (`type II`, `polymorph IV`, `Cr(VI)`).

The formula parser reads `IV` and `VI` as iodine and vanadium, one composition; in a key they are the ordinal of a
type, form, phase or stage, or an oxidation state (IUPAC IR-4.6.1, Stock number): either way, other ordinals on
both sides name other samples.
"""

from __future__ import annotations

import re

# A Roman numeral up to 39 standing alone: not inside a formula (`VIO4`) or a word.
_ORDINAL_RE = re.compile(r"(?<![A-Za-z0-9])(X{0,3}(?:IX|IV|V?I{0,3}))(?![A-Za-z0-9])")


def roman_ordinals(key: str) -> tuple[str, ...]:
    """The Roman ordinals of a key in order (`form II (annealed)`: `II`)."""
    return tuple(m.group(1) for m in _ORDINAL_RE.finditer(key) if m.group(1))


def ordinals_differ(reference: str, test: str) -> tuple[str, str] | None:
    """The two keys' ordinals when both write some and they differ; None otherwise."""
    ref, tst = roman_ordinals(reference), roman_ordinals(test)
    if ref and tst and ref != tst:
        return " ".join(ref), " ".join(tst)
    return None
