"""`comproeval gold`'s lines: a share over nothing is said in words, never printed as 0/0."""

from __future__ import annotations

import io

from comproeval.report.judge_cli import certain_text, deferred_text, print_gold


def _report(certain_n: int, deferred_n: int) -> dict:
    return {
        "accuracy": 0.5,
        "right": 1,
        "n": 2,
        "ci95": (0.1, 0.9),
        "unjudged": 0,
        "per_class": {},
        "certain": {"right": certain_n, "n": certain_n, "accuracy": 1.0 if certain_n else 0.0},
        "deferred": {"n": deferred_n, "right": deferred_n // 2, "share": 1.0, "items_share": 1.0},
        "misses": [],
    }


def test_nothing_certain_reads_none_certain():
    out = io.StringIO()
    print_gold("model", _report(certain_n=0, deferred_n=2), out)
    text = out.getvalue()
    assert "none certain" in text and "0/0" not in text


def test_certain_verdicts_are_a_share_when_there_are_some():
    assert certain_text({"right": 3, "n": 4, "accuracy": 0.75}) == "certain verdicts 3/4 = 0.750"


def test_nothing_deferred_has_no_right_count():
    assert "0/0" not in deferred_text({"n": 0, "right": 0, "share": 0.0, "items_share": 0.0})
