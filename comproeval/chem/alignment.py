"""One-to-one alignment of ground-truth entries with test entries.

Judging a list item by item is only fair if no test entry is used twice; an
optimal assignment (Hungarian algorithm) also stops an early greedy pick from
stealing the partner a later entry needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import numpy as np
from scipy.optimize import linear_sum_assignment

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
    """Pairs of equivalent entries, as many as possible, closest first among ties."""
    verdicts = {(i, j): same(r, t) for i, r in enumerate(references) for j, t in enumerate(tests)}

    def score(i: int, j: int) -> float:
        if not verdicts[(i, j)]:
            return 0.0
        return 1000.0 + similarity(references[i], tests[j])

    return assign(references, tests, score)
