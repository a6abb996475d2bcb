"""The plain-Python assignment picks, pair for pair, what scipy's `linear_sum_assignment` picks, ties included."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scipy.optimize import linear_sum_assignment

from comproeval.chem import assignment
from comproeval.chem.alignment import assign
from comproeval.chem.assignment import maximum_assignment

_SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _scipy(matrix):
    rows, columns = linear_sum_assignment(np.array(matrix, dtype=float), maximize=True)
    return [(int(i), int(j)) for i, j in zip(rows, columns)]


@st.composite
def matrices(draw, values):
    rows, columns = draw(st.integers(1, 9)), draw(st.integers(1, 9))
    return [[draw(values) for _ in range(columns)] for _ in range(rows)]


# few distinct values: many optimal assignments, so the tie rules are what is tested
_TIED = st.sampled_from([0.0, 0.0, 1.0, 10.0, 1000.0, 1000.5, 1011.0])
# the scores the judges build: a match bonus, an agreement bonus and a closeness in (0, 1]
_SCORES = st.one_of(st.just(0.0), st.builds(lambda m, a, d: 1000.0 * m + 10.0 * a + 1.0 / (1.0 + d), st.booleans(), st.booleans(), st.floats(0, 3)))


@_SETTINGS
@given(matrices(_TIED))
def test_ties_are_broken_as_scipy_breaks_them(matrix):
    assert maximum_assignment(matrix) == _scipy(matrix)


@_SETTINGS
@given(matrices(_SCORES))
def test_judge_like_scores_are_assigned_as_scipy_assigns_them(matrix):
    assert maximum_assignment(matrix) == _scipy(matrix)


@_SETTINGS
@given(matrices(st.floats(-1e6, 1e6, allow_nan=False)))
def test_any_finite_scores_are_assigned_as_scipy_assigns_them(matrix):
    assert maximum_assignment(matrix) == _scipy(matrix)


def test_constant_matrix_gives_the_diagonal_and_a_tall_one_is_listed_by_row():
    assert maximum_assignment([[1.0] * 3] * 3) == [(0, 0), (1, 1), (2, 2)]
    assert maximum_assignment([[0.0, 5.0], [7.0, 1.0], [6.0, 6.0]]) == [(1, 0), (2, 1)]  # 7 + 6 beats 5 + 7
    assert maximum_assignment([]) == [] and maximum_assignment([[]]) == []


def test_large_or_non_finite_matrices_go_to_scipy(monkeypatch):
    monkeypatch.setattr(assignment, "PLAIN_PYTHON_BUDGET", 1)
    matrix = [[1.0, 3.0], [2.0, 1.0]]
    assert maximum_assignment(matrix) == [(0, 1), (1, 0)]
    with pytest.raises(ValueError):
        maximum_assignment([[float("nan"), 1.0]])


def test_assign_drops_pairs_that_score_nothing():
    scores = {(0, 0): 0.0, (0, 1): 2.0, (1, 0): 0.0, (1, 1): 3.0}
    assert assign(["a", "b"], ["x", "y"], lambda i, j: scores[(i, j)]) == [(1, 1)]
