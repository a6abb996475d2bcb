"""`comproeval evaluate --trace DOI`: stream one item through the graph and say what each node decided.

The same updates LangGraph Studio shows (stream_mode="updates"), summarized in a
few lines per node: verdict counts and mismatches, reconciler notes, scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.console import Console

from ..defaults import COMPOSITION_JUDGE, JUDGE_NODES, RECONCILER, ROUTER, SCORER
from ..files.dois import canonical_doi, load_inputs
from ..files.inputs import InputError
from ..graph.context import Settings
from ..verdicts import CompositionVerdict, SynthesisVerdict
from .sync import blocking


def _mark(entry: Any) -> str:
    return "ok" if entry is not None and entry.matched else "MISMATCH"


def _explained(line: str, entry: Any, indent: str = "  ") -> list[str]:
    """The line, then how the verdict was decided where the judge said (basis, why, and any doubt)."""
    parts = [p for p in (entry.basis, entry.why) if p]
    if entry.certain is False:
        parts.append("uncertain")
    return [line] + ([f"{indent}  because: {'; '.join(parts)}"] if parts else [])


def _scalar(name: str, entry: Any) -> list[str]:
    return _explained(f"{name}: {_mark(entry)} ({entry.reference!r} vs {entry.test!r})", entry, indent="")


def _listed(name: str, section: Any) -> list[str]:
    lines = [f"{name}: {section.total_match}/{section.total_ground_truth_items} matched"]
    if section.missing_items:
        lines.append(f"  missing: {', '.join(map(str, section.missing_items))}")
    if section.uncertain_missing:
        lines.append(f"  missing, uncertain: {', '.join(map(str, section.uncertain_missing))}")
    if section.extra_items:
        lines.append(f"  extra: {', '.join(map(str, section.extra_items))}")
    for m in section.matches:
        if m.matched and m.basis not in (None, "exact"):
            lines += _explained(f"  {m.reference_item!r} ~ {m.test_item!r}", m)
    return lines


def summarize_composition(verdict: CompositionVerdict) -> list[str]:
    """Unit, family, key/value counts, and each key or value that did not match, with the reason."""
    lines = _scalar("property_unit", verdict.property_unit) + _scalar("family", verdict.family)
    cpv = verdict.compositions_property_values
    values = cpv.value_matches
    lines.append(
        f"composition keys: {cpv.total_match}/{cpv.total_ground_truth_keys} matched; "
        f"values: {sum(1 for v in values if v.matched)}/{len(values)} matched"
    )
    for entry in cpv.key_matches:
        if not entry.matched:
            lines += _explained(f"  key MISMATCH: {entry.reference_key!r} vs {entry.test_key or '(none)'!r}", entry)
        elif entry.basis not in (None, "exact"):
            lines += _explained(f"  key ok: {entry.reference_key!r} ~ {entry.test_key!r}", entry)
    for entry in values:
        if not entry.matched:
            lines += _explained(f"  value MISMATCH for {entry.key!r}: {entry.reference_value!r} vs {entry.test_value!r}", entry)
    if cpv.extra_keys:
        lines.append(f"  extra keys: {', '.join(map(str, cpv.extra_keys))}")
    return lines


def summarize_synthesis(verdict: SynthesisVerdict) -> list[str]:
    """Method, precursor and technique counts with misses, and the steps score."""
    lines = _scalar("method", verdict.method)
    lines += _listed("precursors", verdict.precursors)
    lines += _listed("characterization_techniques", verdict.characterization_techniques)
    lines.append(f"steps: {verdict.steps.match_value}")
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
    if node == ROUTER:
        sections = ", ".join(update.get("sections") or []) or "none"
        return [f"status: {update.get('status')}; sections to judge: {sections}"]
    if node in JUDGE_NODES:
        key = "composition_verdict" if node == COMPOSITION_JUDGE else "synthesis_verdict"
        verdict = update.get(key)
        if verdict is None:
            return ["no verdict"]
        body = summarize_composition(verdict) if node == COMPOSITION_JUDGE else summarize_synthesis(verdict)
        return [f"judge: {verdict.judge or '?'}"] + body
    if node == RECONCILER:
        changed = [key.removesuffix("_verdict") for key in ("composition_verdict", "synthesis_verdict") if key in update]
        notes = update.get("reconciliation") or []
        head = f"corrected: {', '.join(changed)}" if changed else "verdicts already consistent; nothing changed"
        return [head] + [f"  {note}" for note in notes]
    if node == SCORER:
        return summarize_scores(update.get("item_result") or {})
    return [f"{key}: {value!r:.120}" for key, value in update.items()]


async def atrace_item(
    ground_truth_file: str | Path | Mapping[str, Any],
    test_file: str | Path | Mapping[str, Any],
    doi: str,
    settings: Settings | Mapping[str, Any] | None,
    console: Console,
) -> int:
    """Async form of `trace_item`."""
    from ..graph import item_graph

    ground_truth, test_data = load_inputs(ground_truth_file, test_file)
    spelled = {canonical_doi(known): known for known in ground_truth}.get(canonical_doi(doi))
    if spelled is None:
        raise InputError(f"DOI {doi} is not in the ground truth ({len(ground_truth)} DOIs)")
    doi = spelled  # the ground truth's spelling, as in results
    settings = replace(settings) if isinstance(settings, Settings) else Settings.from_mapping(settings)  # this trace's own
    # a bad setting fails before anything is judged; the verdict cache is read, never written
    settings.live(warn=True, read_only_cache=True)
    state = {"doi": doi, "ground_truth": ground_truth[doi], "test": test_data.get(doi)}
    console.print(f"[bold]trace[/bold] {doi}" + ("" if state["test"] is not None else " (missing from the test data)"), highlight=False)
    async for chunk in item_graph().astream(state, context=settings, stream_mode="updates"):
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
