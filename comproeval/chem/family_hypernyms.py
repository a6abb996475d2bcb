"""Narrower class nouns their defining vocabularies name as kinds of a broader one (`data/family_hypernyms.json`).

A hydrogel is a gel, a nanocomposite a composite (IUPAC 2007), a rubber an elastomer (ISO 1382, ASTM D1566),
graphite a graphitic carbon (IUPAC 1995). When one name writes the narrower noun where the other writes the broader
one (`graphene/elastomer nanocomposites`, `graphene-rubber composites`), the narrower is put in the broader's place
and the names are judged again: a match is the best guess of one family, never proof (a kind is not its class).
Two narrower nouns of one class (`aerogel`, `xerogel`) are never rewritten: they are sibling kinds.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .data import load_lexicon
from .family_rewritten import why_after_rewriting
from .once import load_once


@load_once
def _pairs() -> tuple[tuple[str, str], ...]:
    groups = load_lexicon("family_hypernyms")["groups"].values()
    return tuple((narrow, group["broader"]) for group in groups for narrow in group["narrower"])


def _pattern(noun: str) -> re.Pattern[str]:
    words = noun.split()
    return re.compile(r"(?<![A-Za-z])" + r"[\s\u2010-]+".join(map(re.escape, words)) + r"(?P<plural>e?s)?(?![A-Za-z])", re.IGNORECASE)


def _broadened(one: str, other: str) -> tuple[str, list[str]]:
    """`one` with each narrower noun put as the broader one that `other` writes (and `other` not the narrower)."""
    said = []
    for narrow, broad in _pairs():
        narrow_re, broad_re = _pattern(narrow), _pattern(broad)
        if not re.search(r"[A-Za-z]", narrow_re.sub(" ", one)):
            continue  # the class noun alone (`nanocomposites`): no other word to tell the family by
        if narrow_re.search(one) and broad_re.search(other) and not narrow_re.search(other) and not broad_re.search(one):
            one = narrow_re.sub(lambda m, b=broad: b + (m["plural"] and "s" or ""), one)
            said.append(f"{narrow} is a kind of {broad}")
    return one, said


def narrower_noun(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two names match once a narrower class noun on either side is read as the broader noun the other writes,
    or None."""
    ref, ref_said = _broadened(reference or "", test or "")
    tst, test_said = _broadened(test or "", reference or "")
    if not (ref_said or test_said) or (inner := why_after_rewriting(reference, test, (ref, tst), explain)) is None:
        return None
    return f"{'; '.join(ref_said + test_said)}: read so, {inner}; a kind of the class, the same family is the best guess"
