"""`comproeval evaluate --trace DOI`: stream one item through the graph and say what each node decided.

The same updates LangGraph Studio shows (stream_mode="updates"), summarized in a
few lines per node: verdict counts and mismatches, reconciler notes, scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.console import Console

from .graph import graph as item_graph
from .graph.config import resolve_settings
from .io import InputError, load_items
from .sync import blocking


def _mark(entry: Any) -> str:
    return "ok" if isinstance(entry, Mapping) and entry.get("match_value") == 1 else "MISMATCH"


def _scalar(name: str, entry: Any) -> str:
    entry = entry if isinstance(entry, Mapping) else {}
    return f"{name}: {_mark(entry)} ({entry.get('reference')!r} vs {entry.get('test')!r})"


def _listed(name: str, section: Any) -> list[str]:
    section = section if isinstance(section, Mapping) else {}
    lines = [f"{name}: {section.get('total_match', 0)}/{section.get('total_ground_truth_items', 0)} matched"]
    if section.get("missing_items"):
        lines.append(f"  missing: {', '.join(map(str, section['missing_items']))}")
    if section.get("extra_items"):
        lines.append(f"  extra: {', '.join(map(str, section['extra_items']))}")
    return lines


def summarize_composition(verdict: Mapping[str, Any]) -> list[str]:
    """Unit, family, key/value counts, and each key or value that did not match."""
    lines = [_scalar("property_unit", verdict.get("property_unit")), _scalar("family", verdict.get("family"))]
    cpv = verdict.get("compositions_property_values") or {}
    values = cpv.get("value_matches") or []
    lines.append(
        f"composition keys: {cpv.get('total_match', 0)}/{cpv.get('total_ground_truth_keys', 0)} matched; "
        f"values: {sum(1 for v in values if v.get('match_value') == 1)}/{len(values)} matched"
    )
    for entry in cpv.get("key_matches") or []:
        if entry.get("match_value") != 1:
            lines.append(f"  key MISMATCH: {entry.get('reference_key')!r} vs {entry.get('test_key') or '(none)'!r}")
    for entry in values:
        if entry.get("match_value") != 1:
            lines.append(f"  value MISMATCH for {entry.get('key')!r}: {entry.get('reference_value')!r} vs {entry.get('test_value')!r}")
    if cpv.get("extra_keys"):
        lines.append(f"  extra keys: {', '.join(map(str, cpv['extra_keys']))}")
    return lines


def summarize_synthesis(verdict: Mapping[str, Any]) -> list[str]:
    """Method, precursor and technique counts with misses, and the steps score."""
    lines = [_scalar("method", verdict.get("method"))]
    lines += _listed("precursors", verdict.get("precursors"))
    lines += _listed("characterization_techniques", verdict.get("characterization_techniques"))
    lines.append(f"steps: {(verdict.get('steps') or {}).get('match_value')}")
    return lines


def summarize_scores(result: Mapping[str, Any]) -> list[str]:
    fields = ", ".join(f"{name} {score:.4f}" for name, score in (result.get("field_scores") or {}).items()) or "none"
    m = result.get("absolute_classification_metrics") or {}
    return [
        f"field scores: {fields}",
        f"overall score: {result.get('overall_score', 0):.4f} (match: {result.get('overall_match')})",
        f"absolute TP/FP/FN: {m.get('true_positives')}/{m.get('false_positives')}/{m.get('false_negatives')}; "
        f"P/R/F1: {m.get('precision', 0):.4f}/{m.get('recall', 0):.4f}/{m.get('f1_score', 0):.4f}",
    ]


def summarize_update(node: str, update: Mapping[str, Any] | None) -> list[str]:
    """A compact human summary of one node's streamed update."""
    update = update or {}
    if node == "router":
        sections = ", ".join(update.get("sections") or []) or "none"
        return [f"status: {update.get('status')}; sections to judge: {sections}"]
    if node in ("composition_judge", "synthesis_judge"):
        key = "composition_verdict" if node == "composition_judge" else "synthesis_verdict"
        verdict = update.get(key) or {}
        body = summarize_composition(verdict) if node == "composition_judge" else summarize_synthesis(verdict)
        return [f"judge: {verdict.get('judge', '?')}"] + body
    if node == "reconciler":
        changed = [key.removesuffix("_verdict") for key in ("composition_verdict", "synthesis_verdict") if key in update]
        notes = update.get("reconciliation") or []
        head = f"corrected: {', '.join(changed)}" if changed else "verdicts already consistent; nothing changed"
        return [head] + [f"  {note}" for note in notes]
    if node == "scorer":
        return summarize_scores(update.get("item_result") or {})
    return [f"{key}: {value!r:.120}" for key, value in update.items()]


async def atrace_item(
    ground_truth_file: str | Path | Mapping[str, Any],
    test_file: str | Path | Mapping[str, Any],
    doi: str,
    configurable: Mapping[str, Any] | None,
    console: Console,
) -> int:
    """Async form of `trace_item`."""
    ground_truth = load_items(ground_truth_file, "ground truth")
    test_data = load_items(test_file, "test")
    if doi not in ground_truth:
        raise InputError(f"DOI {doi} is not in the ground truth ({len(ground_truth)} DOIs)")
    config = {"configurable": {k: v for k, v in (configurable or {}).items() if v is not None}}
    resolve_settings(config)  # a bad setting fails before anything is judged
    state = {"doi": doi, "ground_truth": ground_truth[doi], "test": test_data.get(doi)}
    console.print(f"[bold]trace[/bold] {doi}" + ("" if state["test"] is not None else " (missing from the test data)"), highlight=False)
    async for chunk in item_graph.astream(state, config, stream_mode="updates"):
        for node, update in chunk.items():
            console.rule(f"[bold cyan]{node}[/bold cyan]", align="left")
            for line in summarize_update(node, update):
                style = "red" if "MISMATCH" in line or line.lstrip().startswith(("missing", "extra")) else None
                console.print(line, style=style, markup=False, highlight=False)
    return 0


trace_item = blocking(
    atrace_item,
    "trace_item",
    """Print each node's update for one DOI; returns the exit code (0).

    User mistakes (unreadable file, unknown DOI, bad setting) raise InputError
    or ConfigurationError, which the CLI turns into one error line.
    """,
)
