"""What `comproeval evaluate` and `rescore` print at the end of a run: the totals, each field's accuracy, and the LLM judges' costs."""

from __future__ import annotations

from typing import Any

from ..defaults import ACCURACIES, METRIC_BLOCKS, RATIOS, TOTAL_ITEMS


def print_summary(result: dict[str, Any], console: Any) -> None:
    """The headline numbers in both scoring modes (the result's own first), and why they differ when they do."""
    from rich.table import Table

    from ..scoring.modes import both_modes, result_scoring
    from .causes import cause_column, print_cause_table

    own = result_scoring(result)
    modes = both_modes(result)
    table = Table(title=f"comproeval: {result.get('agent_model_name', '')} ({result[TOTAL_ITEMS]} items)")
    table.add_column("metric")
    columns = [own] + ([m for m in ("reference", "strict") if m != own] if modes else [])
    for mode in columns:
        table.add_column(f"{mode} (this file)" if mode == own and modes else mode, justify="right")
    sources = [result] + [modes[m] for m in columns[1:]] if modes else [result]
    for key in ACCURACIES:
        if key in result:
            table.add_row(key.replace("_", " "), *(_number(source.get(key)) for source in sources))
    for label, key in zip(("absolute", "normalized"), METRIC_BLOCKS):
        table.add_row(f"{label} P / R / F1", *(_prf(source.get(key)) for source in sources))
    console.print(table)
    print_cause_table({result.get("agent_model_name") or "this result": cause_column(modes)}, console)
    print_field_summary(result, console)
    print_llm_summary(result.get("run_info") or {}, console)


def _number(value: Any) -> str:
    return f"{value:.4f}" if isinstance(value, (int, float)) else "—"


def _prf(block: Any) -> str:
    block = block if isinstance(block, dict) else {}
    return " / ".join(_number(block.get(k)) for k in RATIOS)


def print_field_summary(result: dict[str, Any], console: Any) -> None:
    """Each field's accuracy (the mean over papers of its score), so one weak field does not hide in the totals."""
    from rich.table import Table

    from .data import Result, field_accuracies

    accuracies = field_accuracies(Result(label="", name="", source="", data=result))
    table = Table(title="accuracy per field")
    table.add_column("field")
    table.add_column("accuracy", justify="right")
    for name, accuracy in accuracies.items():
        if accuracy is not None:
            table.add_row(name.replace("_", " "), f"{accuracy:.4f}")
    if table.row_count:
        console.print(table)


def print_llm_summary(run_info: dict[str, Any], console: Any) -> None:
    """Calls, tokens and fallbacks of the LLM judges, per node (nothing for a rules-only run)."""
    from rich.table import Table

    usage = run_info.get("llm_usage")
    if not usage:
        return
    table = Table(title="LLM judges")
    table.add_column("node", no_wrap=True)
    for column in ("calls", "tokens in", "tokens out", "cached", "retries", "fallbacks"):
        table.add_column(column, justify="right")
    rows = list((usage.get("by_node") or {}).items()) + [("total", usage.get("total") or {})]
    for node, row in rows:
        table.add_row(node, *(str(row.get(k, 0)) for k in ("calls", "input_tokens", "output_tokens", "cache_hits", "retries", "fallbacks")))
    console.print(table)
    judges = run_info.get("judges") or {}
    if judges:
        console.print("sections by judge: " + ", ".join(f"{name} {count}" for name, count in judges.items()), highlight=False)
