"""Python API: evaluate a whole extraction file, or rescore a stored result.

A run judges items concurrently through the `evaluation` graph, makes every
finished item durable at once, and resumes when rerun with the same
settings, so an interrupted run loses nothing (see `comproeval.run.runner`).
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .defaults import DEFAULT_MAX_CONCURRENCY, DEFAULT_OUTPUT_FILE, SCORING_MODES
from .files.dois import source_name
from .files.inputs import InputError
from .files.items import read_json
from .files.storage import write_json_atomic
from .graph.context import Settings
from .judges.base import Judge
from .judges.factory import JUDGE_NODES, RECONCILER, ConfigurationError
from .notices import collecting, notify, replay, warns_at_caller
from .run.runner import ResumeError, run_evaluation
from .run.sync import blocking
from .scoring.modes import with_other_scoring
from .scoring.results import rescore_result
from .scoring.weights import merge_weights
from .verdicts.models import VerdictFormatError

__all__ = ["DEFAULT_MAX_CONCURRENCY", "DEFAULT_OUTPUT_FILE", "ResumeError", "aevaluate_agentic", "evaluate_agentic", "rescore", "settings_from_api"]


def _version() -> str:
    from . import __version__

    return __version__


def settings_from_api(
    *,
    judge: str | Judge | None = None,
    llm: Any = None,
    models: Mapping[str, Any] | None = None,
    cache: bool | str | Path | None = True,
    **settings: Any,
) -> Settings:
    """The API's historical argument names (`llm`, `models`, `cache`, a Judge as `judge`) as Settings."""
    if judge is not None and not isinstance(judge, (str, Judge)):
        raise ConfigurationError(f"judge must be 'rules', 'llm', 'hybrid' or a Judge instance, got {judge!r}")
    if models is not None and not isinstance(models, Mapping):
        raise ConfigurationError(f"models must map node names to models, got {type(models).__name__}")
    unknown = sorted(set(models or {}) - {*JUDGE_NODES, RECONCILER})
    if unknown:
        raise ConfigurationError(f"unknown node(s) in models: {', '.join(unknown)}; choose from {', '.join((*JUDGE_NODES, RECONCILER))}")
    per_node = {f"{node}_model": spec for node, spec in (models or {}).items() if spec is not None}
    verdict_cache = "off" if cache is False else (None if cache in (True, None) else str(cache))
    return Settings.from_mapping({"judge": judge, "model": llm, "verdict_cache": verdict_cache, **per_node, **settings})


async def aevaluate_agentic(
    ground_truth_file: str | Path | Mapping[str, Any],
    test_data_file: str | Path | Mapping[str, Any],
    weights: Mapping[str, float] | None = None,
    output_file: str | Path | None = DEFAULT_OUTPUT_FILE,
    extraction_agent_model_name: str | None = None,
    is_synthesis_evaluation: bool = True,
    llm: Any = None,
    value_error_thresholds: Any = None,
    *,
    judge: str | Judge | None = None,
    models: Mapping[str, Any] | None = None,
    cache: bool | str | Path = True,
    resume: bool = True,
    overwrite: bool = False,
    progress: bool = False,
    settings: Settings | None = None,
    **options: Any,
) -> dict[str, Any]:
    """Judge a whole file (see `evaluate_agentic`); the coroutine form."""
    if settings is not None:
        given = {
            "weights": weights is not None,
            "is_synthesis_evaluation": is_synthesis_evaluation is not True,
            "llm": llm is not None,
            "value_error_thresholds": value_error_thresholds is not None,
            "judge": judge is not None,
            "models": models is not None,
            "cache": cache is not True,
            **{name: True for name in options},
        }
        clashing = sorted(name for name, set_ in given.items() if set_)
        if clashing:
            raise ConfigurationError(f"settings= already holds every setting; pass {', '.join(clashing)} inside Settings(...), not beside it")
    else:
        settings = settings_from_api(
            judge=judge,
            llm=llm,
            models=models,
            cache=cache,
            weights=weights,
            value_error_thresholds=value_error_thresholds,
            is_synthesis_evaluation=is_synthesis_evaluation,
            **options,
        )
    with collecting() as collected:  # a run's warnings name the caller's line, not a worker thread's
        try:
            if (records := await _records(ground_truth_file, test_data_file)) is not None:
                from .run.properties import run_property_evaluation
                from .run.result import default_model_name

                return await run_property_evaluation(
                    *records,
                    settings,
                    sources=(source_name(ground_truth_file, "ground truth"), source_name(test_data_file, "test")),
                    output_file=output_file,
                    model_name=extraction_agent_model_name or default_model_name(test_data_file),
                    overwrite=overwrite,
                    progress=progress,
                )
            return await run_evaluation(
                ground_truth_file,
                test_data_file,
                settings,
                output_file=output_file,
                model_name=extraction_agent_model_name,
                resume=resume,
                overwrite=overwrite,
                progress=progress,
            )
        finally:
            replay(collected, stacklevel=2)


async def _records(ground_truth: Any, test_data: Any) -> Any:
    """Both inputs as property records (docs/records.md), or None for the ComProScanner files."""
    from .files.records import records_pair

    return await asyncio.to_thread(records_pair, ground_truth, test_data)


evaluate_agentic = blocking(
    aevaluate_agentic,
    "evaluate_agentic",
    """Judge `test_data_file` against `ground_truth_file`, write and return the result.

    `judge=None` means the offline `rules` judge (or `llm` when `llm=` or a
    judge node's model is given). LLM judges: `llm` is one chat model (or name)
    for both judges, `models` maps node names (composition_judge,
    synthesis_judge, reconciler: an opt-in reviewer) to models or names such as
    "openai:gpt-4o-mini"; the default is o3-mini. `cache` is True (the default
    SQLite verdict cache), False, or a cache file path. Further keyword options
    are the `Settings` fields (comproeval.graph.context): `scoring`,
    `max_concurrency`, `base_url`, `llm_timeout`, `llm_max_tokens`,
    `synthesis_tolerances`, `composition_judge_backend`,
    `synthesis_judge_backend`; or pass a whole `settings=Settings(...)`. With
    `resume=True` an existing `output_file` from the same settings and inputs
    is continued (finished DOIs are skipped, sections that fell back to the
    rules are judged again); one from other settings is refused, naming what
    changed, unless `overwrite=True`. `output_file=None` writes nothing.
    `extraction_agent_model_name` labels the result (default: the test
    file's name).
    """,
)


_CARRIED_RUN_INFO = ("completed_items", "total_items", "failed_items", "fallbacks", "judges", "overrides", "llm_usage")


@warns_at_caller
def rescore(
    result: str | Path | Mapping[str, Any],
    weights: Mapping[str, float] | None = None,
    *,
    scoring: str = "reference",
    output_file: str | Path | None = None,
    overwrite: bool = False,
) -> dict[str, Any]:
    """Recompute every number of a stored result from its verdicts, without judging again.

    The stored verdicts are scored as they are (not reconciled); a verdict
    outside the documented shape (a match_value of 5, a negative count) is
    refused with one line naming the item and field. A DOI the test file
    lacked keeps its stored false-negative count, which depends only on the
    ground truth. Stored totals that contradict the file's own items are
    named in a warning, since rescoring replaces them. An `output_file` that
    exists and is not a comproeval result is refused unless `overwrite`.
    """
    from .files.inputs import fingerprint
    from .files.storage import check_output_path
    from .scoring.validation import stored_totals_mismatch, validate_stored_verdicts

    if scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {scoring!r}")
    merge_weights(weights, warn=False)  # bad weights are refused before any file is read
    if output_file:
        check_output_path(output_file, overwrite=overwrite)
    source = dict(result) if isinstance(result, Mapping) else read_json(result)
    where = result if not isinstance(result, Mapping) else "result"
    if not isinstance(source, dict) or not isinstance(source.get("item_results"), dict):
        raise InputError(f"{where}: not a comproeval result (no item_results object)")
    with_synthesis = "overall_synthesis_accuracy" in source
    if isinstance(source.get("properties"), dict):  # a records result (docs/records.md): the records' weights
        from .run.properties import RECORDS_WEIGHTS

        weights = {**RECORDS_WEIGHTS, **(weights or {})}
    merged = merge_weights(weights, is_synthesis_evaluation=with_synthesis)
    validate_stored_verdicts(source, source=str(where))
    source = copy.deepcopy(source)
    run_warnings = []
    mismatches = stored_totals_mismatch(source)
    if mismatches:
        message = f"{where}: the stored totals contradict its own items and are recomputed: " + "; ".join(mismatches[:4])
        message += " ..." if len(mismatches) > 4 else ""
        notify(message)
        run_warnings.append(message)
    try:
        rescored = rescore_result(source, merged, scoring=scoring)
        rescored = with_other_scoring(rescored, merged, scoring=scoring, is_synthesis_evaluation=with_synthesis)
    except VerdictFormatError as exc:
        raise VerdictFormatError(f"{where}: {exc}") from None
    from .run.properties import PROPERTIES, rescore_properties

    if (properties := rescore_properties(source, merged, scoring=scoring)) is not None:
        rescored[PROPERTIES] = properties
    previous_info = source.get("run_info") or {}
    settings = {**(previous_info.get("settings") or {}), "weights": merged, "scoring": scoring}
    # what the run left undone stays said: a partial or degraded result rescored is still partial or degraded
    carried = {key: previous_info[key] for key in _CARRIED_RUN_INFO if key in previous_info}
    rescored["run_info"] = {
        "comproeval_version": _version(),
        "status": previous_info.get("status") or "complete",
        **carried,
        "rescored": True,
        "settings": settings,
        "settings_fingerprint": fingerprint(_version(), settings, source.get("item_results")),
        "warnings": run_warnings,
    }
    if output_file:
        write_json_atomic(output_file, rescored)
    return rescored
