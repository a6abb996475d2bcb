"""Two phrases alike but for one slot, each filling it with other words: the alignment every sibling rule reads.

A modified noun names a kind of its head, and the modifier picks the kind (Quirk et al., A Comprehensive Grammar of
the English Language, 1985, 17.97-17.101; Huddleston & Pullum, The Cambridge Grammar of the English Language, 2002,
ch. 5 §14): two phrases that write the same words around one slot and fill it with other words name two kinds of one
thing, where words on one side only are more detail. This reader only aligns the two phrases; what the slot words
must be to make siblings (plain words, another numerical term, words no rule reads) is each caller's reading.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple


class Slot(NamedTuple):
    """Where two phrases differ: the shared words before, each phrase's words in the slot, the shared words after
    (the first phrase's, its head first)."""

    before: tuple
    one: tuple
    other: tuple
    after: tuple


def slot_words(
    one: Sequence[Any],
    other: Sequence[Any],
    *,
    alike: Callable[[Any, Any], bool] = operator.eq,
    most: int | None = None,
    head: Callable[[Any], bool] | None = None,
    head_alone: bool = False,
) -> Slot | None:
    """The one slot where two phrases differ, aligned by their longest shared start and then their longest shared end
    (words compared by `alike`); None when a side's slot is empty (words on one side only are detail, not another
    kind, and two phrases alike have no slot) or holds more than `most` words. `head`, when given: a shared word must
    follow the slot and pass it (the slot premodifies a head noun). `head_alone`: the phrases share their last word
    alone, every other word of each modifying it."""
    start = 0
    while start < min(len(one), len(other)) and alike(one[start], other[start]):
        start += 1
    end = 0
    while end < min(len(one), len(other)) - start and alike(one[-1 - end], other[-1 - end]):
        end += 1
    found = Slot(tuple(one[:start]), tuple(one[start : len(one) - end]), tuple(other[start : len(other) - end]), tuple(one[len(one) - end :]))
    if not found.one or not found.other or most is not None and max(len(found.one), len(found.other)) > most:
        return None
    if head is not None and not (found.after and head(found.after[0])):
        return None
    if head_alone and (found.before or len(found.after) != 1):
        return None
    return found
