"""Malformed inputs against the CLI: every case ends in a result or one error line, in time, never a traceback."""

from __future__ import annotations

import pytest

from .cases import CATEGORIES, FAST, FULL_ONLY, all_cases, fast_cases
from .run import WORKERS, run_all, summary


def test_the_corpus_is_seeded_large_and_covers_every_category():
    cases = all_cases()
    assert len(cases) >= 300
    assert len({c.name for c in cases}) == len(cases)
    assert {c.category for c in cases} == set(CATEGORIES)
    again = all_cases()
    assert [(c.name, c.files, c.args) for c in cases] == [(c.name, c.files, c.args) for c in again]
    assert {c.category for c in fast_cases()} == set(CATEGORIES) - set(FULL_ONLY) and len(FAST) == len(fast_cases())


def test_fast_subset(tmp_path):
    outcomes = run_all(fast_cases(), workers=WORKERS)
    failing = [o for o in outcomes if not o.ok]
    assert not failing, "\n" + summary(outcomes)


@pytest.mark.robustness
def test_full_corpus():
    outcomes = run_all(all_cases(), workers=WORKERS)
    failing = [o for o in outcomes if not o.ok]
    assert not failing, "\n" + summary(outcomes)
