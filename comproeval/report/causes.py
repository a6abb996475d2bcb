"""Why reference and strict scoring differ, as one table: a row per counted cause, a column per model.

The terminal summary of `evaluate` and `rescore`, `compare` and the HTML
report all show this one table (a sentence per model said the same thing
seven times with other numbers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CauseTable:
    """`columns`: the models; `largest`: per model, the headline number the modes differ most on; `rows`: (cause, counts)."""

    columns: tuple[str, ...]
    largest: tuple[str, ...]
    rows: tuple[tuple[str, tuple[int | None, ...]], ...]
    note: str | None


def cause_column(modes: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """What the table needs of one result's `scoring.modes.both_modes`: the largest difference, the causes, the note."""
    from ..scoring.modes import largest_difference

    if not modes:
        return None
    return {"largest": largest_difference(modes), "causes": dict(modes.get("causes") or {}), "not_counted": bool(modes.get("not_counted"))}


def cause_table(columns: Mapping[str, Mapping[str, Any] | None]) -> CauseTable | None:
    """The table over models (label -> `cause_column`), or None when no model's modes differ notably.
    Models whose modes agree keep their column, so that none is hidden."""
    from ..scoring.mode_causes import CAUSE_LABELS, CAUSE_ORDER
    from ..scoring.modes import NOTABLE_DIFFERENCE

    shown = {label: column for label, column in columns.items() if column}
    largest = [column.get("largest") for column in shown.values()]
    if not any(d is not None and abs(d[1] - d[2]) > NOTABLE_DIFFERENCE for d in largest):
        return None
    rows = []
    for cause in CAUSE_ORDER:
        counts = tuple(column["causes"].get(cause) or None for column in shown.values())
        if any(counts):
            rows.append((CAUSE_LABELS[cause], counts))
    note = None
    if any(column.get("not_counted") and column["causes"].get("unscored_sections") for column in shown.values()):
        # a reference run did not judge the sections the extraction left out: strict would score them 0, not skip them
        note = "if the extraction left sections out, a strict run (--scoring strict) scores them 0 instead"
    return CauseTable(tuple(shown), tuple(_difference_text(d) for d in largest), tuple(rows), note)


def _difference_text(largest: Any) -> str:
    if not largest:
        return "—"
    name, reference, strict = largest
    short = {"overall_accuracy": "overall"}.get(name, name.removeprefix("overall_").removesuffix("_accuracy"))
    short = short.replace("_", " ").replace("f1 score", "F1")
    return f"{short}: {reference:.2f} / {strict:.2f}"


TITLE = "Why reference and strict differ (counted in the verdicts)"
LARGEST = "largest difference (reference / strict)"


def print_cause_table(columns: Mapping[str, Mapping[str, Any] | None], console: Any) -> None:
    """The table on the terminal (nothing when the modes agree)."""
    from rich.table import Table

    table_data = cause_table(columns)
    if table_data is None:
        return
    table = Table(title=TITLE)
    table.add_column("cause", overflow="fold")
    for label in table_data.columns:
        table.add_column(label, justify="right", overflow="fold")
    table.add_row(LARGEST, *table_data.largest)
    for cause, counts in table_data.rows:
        table.add_row(cause, *("—" if count is None else str(count) for count in counts))
    if not table_data.rows:
        table.add_row("the stored verdicts show no cause", *("" for _ in table_data.columns))
    console.print(table)
    if table_data.note:
        console.print(table_data.note, highlight=False)
