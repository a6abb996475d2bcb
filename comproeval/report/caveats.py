"""What a reader must know before trusting a result's numbers: caveats and leaderboard badges.

A partial (interrupted, or with failed items) or degraded result, a scoring
mode other than another result's, a judge nobody recorded, an interval over a
handful of papers: each changes what the numbers mean. These pure functions
read only the stored result (docs/scoring.md §5 and comproeval's `run_info`), so the
CLI warnings, the report's badges and `rescore` all say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..defaults import DETAILS, ITEM_RESULTS
from .data import Result

#: Below this many papers a bootstrap interval is not meaningful (too few distinct resamples).
MIN_INTERVAL_PAPERS = 10


def _data(result: Result | Mapping[str, Any]) -> Mapping[str, Any]:
    return result.data if isinstance(result, Result) else result


def _run_info(data: Mapping[str, Any]) -> Mapping[str, Any]:
    info = data.get("run_info")
    return info if isinstance(info, Mapping) else {}


def _settings(data: Mapping[str, Any]) -> Mapping[str, Any]:
    settings = _run_info(data).get("settings")
    return settings if isinstance(settings, Mapping) else {}


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _items(data: Mapping[str, Any]) -> Mapping[str, Any]:
    items = data.get(ITEM_RESULTS)
    return items if isinstance(items, Mapping) else {}


def scoring_mode(result: Result | Mapping[str, Any]) -> str:
    """`reference` or `strict`; published files (no run_info) were scored with the reference rules."""
    from ..scoring.modes import result_scoring

    return result_scoring(_data(result))


def completeness(result: Result | Mapping[str, Any]) -> tuple[int, int] | None:
    """(items scored, items the run was to score) when the run says it did not finish them all, else None."""
    data = _data(result)
    info = _run_info(data)
    done, total = _count(info.get("completed_items")), _count(info.get("total_items"))
    if done is None:
        done = len(_items(data))
    status = info.get("status")
    if total is not None and done < total:
        return done, total
    if status in ("partial", "incomplete"):
        return done, total if total is not None else done + len(info.get("failed_items") or {})
    return None


def judge_label(result: Result | Mapping[str, Any]) -> str:
    """Which judge decided the verdicts: `rules`, `hybrid (o3-mini)`, per-node names, or `not recorded`."""
    data = _data(result)
    settings = _settings(data)
    models = settings.get("judge_models") if isinstance(settings.get("judge_models"), Mapping) else {}
    model_names = sorted({str(m) for m in models.values()})
    suffix = f" ({', '.join(model_names)})" if model_names else ""
    if settings.get("judge"):
        return f"{settings['judge']}{suffix}"
    if isinstance(settings.get("judges"), Mapping) and settings["judges"]:
        names = ", ".join(f"{node.replace('_judge', '')} {name}" for node, name in settings["judges"].items())
        return f"{names}{suffix}"
    recorded = sorted(
        {
            section["judge"]
            for item in _items(data).values()
            if isinstance(item, Mapping)
            for section in (item.get(DETAILS) or {}).values()
            if isinstance(section, Mapping) and isinstance(section.get("judge"), str)
        }
    )
    return ", ".join(recorded) if recorded else "not recorded"


def result_caveats(result: Result | Mapping[str, Any]) -> list[str]:
    """One sentence per reason the result's numbers need care (empty when there is none).

    Partial or incomplete runs, degraded runs (LLM sections that fell back to
    the rules) and results over too few papers for a meaningful interval.
    """
    data = _data(result)
    info = _run_info(data)
    caveats = []
    partial = completeness(data)
    if partial is not None:
        done, total = partial
        if info.get("status") == "incomplete" or info.get("failed_items"):
            failed = len(info.get("failed_items") or {})
            caveats.append(f"incomplete: {done}/{total} items scored ({failed} failed); its numbers cover only those")
        else:
            caveats.append(f"partial (interrupted run): {done}/{total} items scored; its numbers cover only those")
    if info.get("status") == "degraded":
        fallbacks = info.get("fallbacks")
        many = f"{fallbacks} " if _count(fallbacks) else ""
        caveats.append(f"degraded: {many}LLM-judged sections fell back to the rules; the verdicts are not all the named judge's")
    n_items = len(_items(data))
    if 0 < n_items < MIN_INTERVAL_PAPERS:
        caveats.append(f"only {n_items} paper(s): confidence intervals over so few are not meaningful")
    return caveats


def badges(result: Result | Mapping[str, Any]) -> list[dict[str, str]]:
    """The leaderboard badges of one result: partial N/M, degraded, scoring mode, judge (kind, text, title)."""
    data = _data(result)
    info = _run_info(data)
    out = []
    partial = completeness(data)
    if partial is not None:
        out.append(
            {
                "kind": "partial",
                "text": f"partial {partial[0]}/{partial[1]}",
                "title": "the run did not score every item; its numbers cover only those it did",
            }
        )
    if info.get("status") == "degraded":
        out.append({"kind": "degraded", "text": "degraded", "title": "LLM-judged sections fell back to the rules"})
    mode = scoring_mode(data)
    out.append(
        {
            "kind": "scoring",
            "text": mode,
            "title": "strict scoring (docs/scoring.md §4): not comparable with reference numbers"
            if mode == "strict"
            else "reference scoring: comparable with published numbers",
        }
    )
    out.append({"kind": "judge", "text": f"judge: {judge_label(data)}", "title": "who decided the verdicts"})
    return out


def mixed_scoring(results: Sequence[Result]) -> dict[str, list[str]] | None:
    """mode -> labels when the results were scored in more than one mode, else None."""
    modes: dict[str, list[str]] = {}
    for result in results:
        modes.setdefault(scoring_mode(result), []).append(result.label)
    return modes if len(modes) > 1 else None


def describe_modes(modes: Mapping[str, Sequence[str]]) -> str:
    """`reference (a, b) and strict (c)`: the modes with the results in each, for one-line messages."""
    return " and ".join(f"{mode} ({', '.join(labels)})" for mode, labels in modes.items())


def interval_meaningful(n_papers: int) -> bool:
    return n_papers >= MIN_INTERVAL_PAPERS
