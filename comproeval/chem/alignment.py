"""One-to-one alignment of ground-truth entries with test entries.

Judging a list item by item is only fair if no test entry is used twice; an
optimal assignment (Hungarian algorithm) also stops an early greedy pick from
stealing the partner a later entry needed.

A test entry that names several things (`SEM with EDS`, `XRD/Raman`, `TiO2 and
ZrO2`) may satisfy one ground-truth entry per thing it names: after the
one-to-one assignment, a ground-truth entry left unmatched may take a part of
an already paired test entry that the first pairing did not use.

Lists longer than `chem.text.MAX_LIST_ITEMS` (no real paper comes close) are
paired by identical normalized text only, in linear time: the pairwise
comparisons and the cubic assignment would otherwise run for hours.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

import numpy as np
from scipy.optimize import linear_sum_assignment

from .text import plain_text, too_many

R = TypeVar("R")
T = TypeVar("T")


def assign(
    references: Sequence[R],
    tests: Sequence[T],
    score: Callable[[int, int], float],
) -> list[tuple[int, int]]:
    """Index pairs maximizing the total `score`; pairs scoring <= 0 are dropped."""
    if not references or not tests:
        return []
    matrix = np.array([[score(i, j) for j in range(len(tests))] for i in range(len(references))], dtype=float)
    rows, cols = linear_sum_assignment(matrix, maximize=True)
    return [(int(i), int(j)) for i, j in zip(rows, cols) if matrix[i, j] > 0]


def match_lists(
    references: Sequence[str],
    tests: Sequence[str],
    same: Callable[[str, str], bool],
    similarity: Callable[[str, str], float],
) -> list[tuple[int, int]]:
    """Pairs of equivalent entries, as many as possible, closest first among ties.

    Over-long lists (`chem.text.too_many`) are paired by `pair_identical` instead.
    """
    if too_many(references) or too_many(tests):
        return pair_identical(references, tests)
    verdicts = {(i, j): same(r, t) for i, r in enumerate(references) for j, t in enumerate(tests)}

    def score(i: int, j: int) -> float:
        if not verdicts[(i, j)]:
            return 0.0
        return 1000.0 + similarity(references[i], tests[j])

    pairs = assign(references, tests, score)
    return pairs + _shared_entries(references, tests, same, similarity, pairs)


# Separators between the things one entry names; hyphens are kept (`P-E loop`, `sol-gel`).
_PART_SEPARATORS = re.compile(r"\s*(?:/|;|&|\+|,\s|\bwith\b|\band\b|\bcoupled to\b|\bequipped with\b)\s*", re.IGNORECASE)


def entry_parts(item: str) -> list[str]:
    """The things one list entry names (`SEM with EDS` -> `SEM`, `EDS`); empty when it names one."""
    parts = [p.strip(" ()") for p in _PART_SEPARATORS.split(item) if p and p.strip(" ()")]
    return parts if len(parts) > 1 else []


def _shared_entries(
    references: Sequence[str],
    tests: Sequence[str],
    same: Callable[[str, str], bool],
    similarity: Callable[[str, str], float],
    pairs: list[tuple[int, int]],
) -> list[tuple[int, int]]:
    """Extra (reference, test) pairs: each unused part of a multi-part test entry satisfies one more reference."""
    free_parts: dict[int, list[str]] = {}
    for i, j in pairs:
        parts = entry_parts(tests[j])
        used = next((p for p in parts if same(references[i], p)), None)
        if used is not None:
            free_parts[j] = [p for p in parts if p is not used]
    paired_tests = {j for _, j in pairs}
    for j, item in enumerate(tests):
        if j not in paired_tests and (parts := entry_parts(item)):
            free_parts[j] = parts
    matched = {i for i, _ in pairs}
    extra = []
    for i, reference in enumerate(references):
        if i in matched:
            continue
        for j, parts in sorted(free_parts.items(), key=lambda item: -similarity(reference, tests[item[0]])):
            part = next((p for p in parts if same(reference, p)), None)
            if part is not None:
                parts.remove(part)
                extra.append((i, j))
                break
    return extra


def pair_identical(references: Sequence[str], tests: Sequence[str]) -> list[tuple[int, int]]:
    """One-to-one pairs of entries with the same normalized text (case kept), in list order, in linear time."""
    waiting: dict[str, list[int]] = {}
    for j, item in reversed(list(enumerate(tests))):
        waiting.setdefault(plain_text(item, keep_case=True), []).append(j)
    pairs = []
    for i, item in enumerate(references):
        free = waiting.get(plain_text(item, keep_case=True))
        if free:
            pairs.append((i, free.pop()))
    return pairs
