"""The whole-run result: the aggregate numbers of docs/scoring.md §5 plus comproeval's `run_info`.

Shared by the `evaluation` graph's collect node (the final result) and the
API's checkpoints (partial results), so both describe a run the same way.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..defaults import EVIDENCE_NOTE, FALLBACK_JUDGE
from ..notices import notify
from ..scoring.modes import OTHER_SCORING, documented_item, with_other_scoring
from ..scoring.results import aggregate
from ..verdicts.provenance import Provenance


def judged_sections(item_result: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The section verdicts stored in an item result (none for a DOI the test file lacked)."""
    return [section for section in (item_result.get("details") or {}).values() if isinstance(section, dict)]


def fell_back(item_result: Mapping[str, Any]) -> bool:
    """Whether a section of the item fell back to the rules (an LLM that failed): such items are judged again."""
    return any(section.get("judge") == FALLBACK_JUDGE for section in judged_sections(item_result))


def judge_provenance(item_results: Mapping[str, Any]) -> dict[str, int]:
    """How many sections each judge decided (llm:<model>, rules, rules-fallback, ...)."""
    counts: dict[str, int] = {}
    for item in item_results.values():
        for section in judged_sections(item):
            if section.get("judge"):
                counts[section["judge"]] = counts.get(section["judge"], 0) + 1
    return dict(sorted(counts.items()))


def _doi_warning(dois: list[str], what: str) -> list[str]:
    """One warning naming how many DOIs `what`, and the first few of them."""
    if not dois:
        return []
    message = f"{len(dois)} {what}: {', '.join(dois[:5])}" + (" ..." if len(dois) > 5 else "")
    notify(message, stacklevel=4)
    return [message]


def unscored_warnings(ground_truth: Mapping[str, Any], test_data: Mapping[str, Any]) -> list[str]:
    """DOIs only the test file has are not scored (docs/scoring.md §1): say so."""
    return _doi_warning([d for d in test_data if d not in ground_truth], "DOI(s) in the test data are not in the ground truth and are not scored")


def missing_warnings(ground_truth: Mapping[str, Any], test_data: Mapping[str, Any]) -> list[str]:
    """Ground-truth DOIs the test file lacks score 0 (docs/scoring.md §1): say so."""
    return _doi_warning([d for d in ground_truth if d not in test_data], "ground-truth DOI(s) are missing from the test data and score 0")


def fallback_warning(items: Mapping[str, Any], provenance: Mapping[str, int], max_share: float) -> str | None:
    """A warning when more LLM-judged sections than `max_share` fell back to the rules (an endpoint that fails)."""
    asked = sum(count for judge, count in provenance.items() if Provenance.parse(judge).asked_an_llm)
    fallbacks = provenance.get(FALLBACK_JUDGE, 0)
    if not asked or fallbacks / asked <= max_share:
        return None
    errors = [section["judge_error"] for item in items.values() for section in judged_sections(item) if section.get("judge_error")]
    last = f"; last error: {errors[-1]}" if errors else ""
    return f"{fallbacks} of {asked} LLM-judged sections ({fallbacks / asked:.0%}) fell back to the rules{last}"


# The packages whose code and data decide a verdict or a score (the CLI, reports and files only carry them).
_JUDGING_PACKAGES = ("chem", "verdicts", "scoring", "tools", "prompts", "llm", "judges", "graph")


def judging_code_digest() -> str:
    """A digest of the code and data that judge and score (`chem.user_cache.source_digest`, read once per process).

    A result file is resumed only by the code that wrote it: the version number alone stays the same while a
    checkout's rules change, and finished items judged by older rules would then be mixed with new ones."""
    from ..chem.user_cache import source_digest

    root = Path(__file__).resolve().parent.parent
    return "".join(source_digest(root / package) for package in _JUDGING_PACKAGES)


def run_fingerprint(context: Any, ground_truth: Mapping[str, Any], test_data: Mapping[str, Any]) -> str:
    """What a resumed run must share with the first: version and judging code (either may judge differently),
    settings, inputs."""
    from .. import __version__
    from ..files.inputs import fingerprint

    return fingerprint(__version__, judging_code_digest(), context.describe(), ground_truth, test_data)


def start_run_info(context: Any, ground_truth: Mapping[str, Any], test_data: Mapping[str, Any], started: float) -> dict[str, Any]:
    """The run facts known before judging: fingerprints (whole, and per input so a refusal can say what changed),
    the DOIs in ground-truth order, and the warnings about DOIs only one file has."""
    from ..files.inputs import fingerprint

    return {
        "settings_fingerprint": run_fingerprint(context, ground_truth, test_data),
        "input_fingerprints": {"ground_truth": fingerprint(ground_truth), "test_data": fingerprint(test_data)},
        "started": started,
        "dois": list(ground_truth),
        "warnings": unscored_warnings(ground_truth, test_data) + missing_warnings(ground_truth, test_data),
    }


def changed_settings(previous: Mapping[str, Any], current: Mapping[str, Any]) -> list[str]:
    """What differs between an earlier run's run_info and this run's: settings by name, the version, the inputs."""
    before, now = previous.get("settings") or {}, current.get("settings") or {}
    changed = [name for name in sorted(set(before) | set(now)) if before.get(name) != now.get(name)]
    if previous.get("comproeval_version") != current.get("comproeval_version"):
        changed.append(f"comproeval version ({previous.get('comproeval_version')} -> {current.get('comproeval_version')})")
    inputs_before, inputs_now = previous.get("input_fingerprints"), current.get("input_fingerprints") or {}
    if inputs_before is None:  # a result of an older comproeval: the inputs cannot be told apart
        changed += [] if changed else ["the input files"]
    else:
        changed += [f"the {name.replace('_', ' ')} file" for name in ("ground_truth", "test_data") if inputs_before.get(name) != inputs_now.get(name)]
    if not changed and previous.get("settings_fingerprint") != current.get("settings_fingerprint"):
        changed.append("the judging code (same version number, other rules or knowledge files)")
    return changed


def default_model_name(test_source: Any) -> str:
    """The label of a result when none is given: the test file's name (`gpt-4o.json` -> `gpt-4o`)."""
    from pathlib import Path

    if isinstance(test_source, (str, Path)) and str(test_source).strip():
        return Path(test_source).stem
    return "extraction"


def assemble_result(
    finished: Mapping[str, Any],
    *,
    context: Any,
    run_info: Mapping[str, Any],
    model_name: str,
    status: str,
    notes: Mapping[str, list[str]] | None = None,
    failures: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The result over the finished items, in ground-truth order (`run_info["dois"]`).

    Sums only: each item carries its numbers in both modes (the scorer node's
    `other_scoring`, kept out of the stored item); an item taken over from an
    older file is rescored from its stored verdicts.
    """
    from .. import __version__

    dois = run_info.get("dois") or list(finished)
    ordered = {doi: documented_item(finished[doi]) for doi in dois if doi in finished}
    blocks = {doi: finished[doi].get(OTHER_SCORING) for doi in ordered}
    result = aggregate(ordered, model_name=model_name, is_synthesis_evaluation=context.is_synthesis_evaluation, scoring=context.scoring)
    result = with_other_scoring(
        result, context.weights, scoring=context.scoring, is_synthesis_evaluation=context.is_synthesis_evaluation, item_blocks=blocks
    )
    info = {
        "comproeval_version": __version__,
        "status": status,
        "completed_items": len(ordered),
        "total_items": len(dois),
        "settings": context.describe(),
        "settings_fingerprint": run_info.get("settings_fingerprint"),
        "input_fingerprints": run_info.get("input_fingerprints"),
        "warnings": list(run_info.get("warnings") or []),
        "reconciliation": dict(notes or {}),
        "failed_items": dict(failures or {}),
    }
    if run_info.get("resumed_items"):
        info["resumed_items"] = run_info["resumed_items"]
    if "started" in run_info:
        info["elapsed_seconds"] = round(time.monotonic() - run_info["started"], 3)
    provenance = judge_provenance(ordered)
    if status == "complete" and (degraded := fallback_warning(ordered, provenance, context.settings.max_fallback_share)):
        info["status"] = "degraded"
        info["warnings"].append(degraded)
        notify(degraded)
    if context.judges.describe() or provenance.get(FALLBACK_JUDGE):
        info["judges"] = provenance
        info["fallbacks"] = provenance.get(FALLBACK_JUDGE, 0)
        # LLM verdicts the rules disproved: the reconciler's evidence check notes each one
        info["overrides"] = sum(note.startswith(EVIDENCE_NOTE) for item_notes in (notes or {}).values() for note in item_notes)
        info["llm_usage"] = context.ledger.snapshot()
    result["run_info"] = info
    return result
