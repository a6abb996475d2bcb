"""The optimal one-to-one assignment of a small score matrix, in plain Python, pair for pair as scipy finds it.

`scipy.optimize` takes about 0.3 s to import, more than judging a whole paper,
and a run's matrices are small (a paper's keys or list entries: tens at most).
This is the shortest augmenting path method scipy's `linear_sum_assignment`
uses (D. F. Crouse, "On implementing 2D rectangular assignment algorithms",
IEEE TAES 52(4), 2016), with the same order of search and the same tie rules,
so where several assignments are optimal it picks the one scipy picks: the
verdicts do not depend on which of the two solved the matrix (a property test
holds it to scipy). Larger matrices go to scipy, which is faster there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# Matrices up to this many steps (rows x rows x columns, the method's order) are solved here; larger ones by scipy.
PLAIN_PYTHON_BUDGET = 64**3


def maximum_assignment(matrix: Sequence[Sequence[float]]) -> list[tuple[int, int]]:
    """(row, column) pairs, by row, maximizing the total score; as `scipy.optimize.linear_sum_assignment(matrix, maximize=True)`."""
    rows = len(matrix)
    columns = len(matrix[0]) if rows else 0
    if rows == 0 or columns == 0:
        return []
    if min(rows, columns) ** 2 * max(rows, columns) > PLAIN_PYTHON_BUDGET or not all(math.isfinite(x) for row in matrix for x in row):
        return _scipy_assignment(matrix)  # scipy also words the error a NaN or infinite score deserves
    if columns < rows:  # the method assigns every row: a tall matrix is solved transposed
        pairs = _minimum_cost_rows([[-matrix[i][j] for i in range(rows)] for j in range(columns)])
        return sorted((i, j) for j, i in enumerate(pairs))
    return list(enumerate(_minimum_cost_rows([[-x for x in row] for row in matrix])))


def _minimum_cost_rows(cost: list[list[float]]) -> list[int]:
    """The column of each row in a minimum-cost assignment of a matrix with no more rows than columns."""
    rows, columns = len(cost), len(cost[0])
    u = [0.0] * rows  # dual variables of the rows
    v = [0.0] * columns  # and of the columns
    column_of_row = [-1] * rows
    row_of_column = [-1] * columns
    for current in range(rows):
        path = [-1] * columns
        shortest = [math.inf] * columns
        rows_seen = [False] * rows
        columns_seen = [False] * columns
        remaining = list(range(columns - 1, -1, -1))  # in reverse: a constant matrix gives the identity, as in scipy
        low = 0.0
        i = current
        sink = -1
        while sink == -1:
            rows_seen[i] = True
            best_index, lowest = -1, math.inf
            for index, j in enumerate(remaining):
                reduced = low + cost[i][j] - u[i] - v[j]
                if reduced < shortest[j]:
                    path[j] = i
                    shortest[j] = reduced
                # among equally short paths, one ending at a free column ends the search
                if shortest[j] < lowest or (shortest[j] == lowest and row_of_column[j] == -1):
                    lowest, best_index = shortest[j], index
            low = lowest
            j = remaining[best_index]
            if row_of_column[j] == -1:
                sink = j
            else:
                i = row_of_column[j]
            columns_seen[j] = True
            remaining[best_index] = remaining[-1]
            remaining.pop()
        u[current] += low
        for r in range(rows):
            if rows_seen[r] and r != current:
                u[r] += low - shortest[column_of_row[r]]
        for c in range(columns):
            if columns_seen[c]:
                v[c] -= low - shortest[c]
        j = sink
        while True:  # augment along the path back to the current row
            i = path[j]
            row_of_column[j] = i
            column_of_row[i], j = j, column_of_row[i]
            if i == current:
                break
    return column_of_row


def _scipy_assignment(matrix: Sequence[Sequence[float]]) -> list[tuple[int, int]]:
    import numpy as np
    from scipy.optimize import linear_sum_assignment

    found_rows, found_columns = linear_sum_assignment(np.array(matrix, dtype=float), maximize=True)
    return [(int(i), int(j)) for i, j in zip(found_rows, found_columns)]
