"""Why reference and strict differ: one table, a row per counted cause and a column per model."""

from __future__ import annotations

import io

from rich.console import Console

from comproeval.report.causes import cause_table, print_cause_table


def _column(causes: dict, reference: float = 0.8, strict: float = 0.6) -> dict:
    return {"largest": ("overall_accuracy", reference, strict), "causes": causes, "not_counted": False}


def test_one_row_per_cause_and_one_column_per_model():
    table = cause_table(
        {
            "a": _column({"wrong_values": 3, "missing_sections": 1}),
            "b": _column({"wrong_values": 5}),
            "c": _column({"double_counted": 2}),
        }
    )
    assert table.columns == ("a", "b", "c")
    rows = dict(table.rows)
    assert len(rows) == 3 and rows["wrong values (cost nothing in reference scoring)"] == (3, 5, None)
    assert table.largest[0] == "overall: 0.80 / 0.60"


def test_no_table_when_no_model_differs_notably():
    assert cause_table({"a": _column({"wrong_values": 1}, 0.80, 0.79), "b": None}) is None


def test_the_terminal_names_each_cause_once_for_seven_models():
    columns = {f"model{i}": _column({"wrong_values": i + 1, "steps_calibrated": 2}) for i in range(7)}
    out = io.StringIO()
    print_cause_table(columns, Console(file=out, width=400))
    text = out.getvalue()
    assert text.count("wrong values") == 1 and text.count("step lists strict scores") == 1
    assert all(f"model{i}" in text for i in range(7))
