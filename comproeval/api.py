"""Python API: evaluate a whole extraction file, or rescore a stored result.

The run judges items concurrently through the item graph, writes the result
file atomically after every finished item, and resumes from it when rerun
with the same settings, so an interrupted run loses nothing.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableConfig
from tqdm.auto import tqdm

from . import __version__
from .graph import build_item_graph
from .graph.config import ConfigurationError, build_judge
from .io import IncrementalResultWriter, InputError, fingerprint, load_items, read_json, write_json_atomic
from .judges.base import Judge
from .llm.usage import UsageLedger
from .scoring.results import SCORING_MODES, aggregate, rescore_result
from .scoring.weights import merge_weights
from .sync import blocking
from .chem.tolerance import parse_thresholds

log = logging.getLogger(__name__)

# Whole-file runs need no checkpoints, and must not inherit one from a server run (see build_item_graph).
item_graph = build_item_graph(checkpointer=False)

DEFAULT_OUTPUT_FILE = "agentic_evaluation_result.json"
DEFAULT_MAX_CONCURRENCY = 8


class ResumeError(RuntimeError):
    """An existing output file that cannot be resumed with the requested settings."""


def _choose_judge(judge: str | Judge | None, llm: Any, models: Mapping[str, Any] | None, **llm_settings: Any) -> Judge:
    """`judge=None` means rules, unless a model was given (`llm=` or `models=`): then llm."""
    if isinstance(judge, Judge):
        return judge
    name = judge or ("llm" if llm is not None or models else "rules")
    if not isinstance(name, str):
        raise ConfigurationError(f"judge must be 'rules', 'llm', 'hybrid' or a Judge instance, got {judge!r}")
    if models is not None and not isinstance(models, Mapping):
        raise ConfigurationError(f"models must map node names to models, got {type(models).__name__}")
    return build_judge(name, llm=llm, models=models, **llm_settings)


def _judge_provenance(item_results: Mapping[str, Any]) -> dict[str, int]:
    """How many sections each judge decided (llm:<model>, rules, rules-fallback, ...)."""
    counts: dict[str, int] = {}
    for item in item_results.values():
        for section in (item.get("details") or {}).values():
            if isinstance(section, dict) and section.get("judge"):
                counts[section["judge"]] = counts.get(section["judge"], 0) + 1
    return dict(sorted(counts.items()))


def _load_resumable(path: Path, run_fingerprint: str, overwrite: bool) -> dict[str, Any]:
    """Finished item results of an earlier run with the same settings, or {}."""
    if not path.exists() or overwrite:
        return {}
    try:
        previous = read_json(path)
    except InputError as exc:
        raise ResumeError(f"{exc}; pass overwrite=True (CLI: --overwrite) to replace it") from None
    run_info = previous.get("run_info") if isinstance(previous, dict) else None
    if not isinstance(run_info, dict) or "settings_fingerprint" not in run_info:
        raise ResumeError(
            f"{path} exists and was not written by a comproeval run; pass overwrite=True (CLI: --overwrite) to replace it"
        )
    if run_info["settings_fingerprint"] != run_fingerprint:
        raise ResumeError(
            f"{path} was produced with different settings or inputs (weights, thresholds, judge and models, scoring mode, "
            f"synthesis evaluation, input files, or comproeval version); pass overwrite=True (CLI: --overwrite) to start over, "
            f"or choose another output file"
        )
    return dict(previous.get("item_results") or {})


async def aevaluate_agentic(
    ground_truth_file: str | Path | Mapping[str, Any],
    test_data_file: str | Path | Mapping[str, Any],
    weights: Mapping[str, float] | None = None,
    output_file: str | Path | None = DEFAULT_OUTPUT_FILE,
    extraction_agent_model_name: str = "gpt-4o-mini",
    is_synthesis_evaluation: bool = True,
    llm: Any = None,
    value_error_thresholds: Any = None,
    *,
    judge: str | Judge | None = None,
    scoring: str = "reference",
    max_concurrency: int = DEFAULT_MAX_CONCURRENCY,
    resume: bool = True,
    overwrite: bool = False,
    progress: bool = False,
    models: Mapping[str, Any] | None = None,
    base_url: str | None = None,
    cache: bool | str | Path = True,
    llm_timeout: float | None = None,
    llm_max_tokens: int | None = None,
) -> dict[str, Any]:
    """Judge a whole file (see `evaluate_agentic`); the coroutine form."""
    started = time.monotonic()
    if scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {scoring!r}")
    if not isinstance(max_concurrency, int) or max_concurrency < 1:
        raise ConfigurationError(f"max_concurrency must be a positive integer, got {max_concurrency!r}")
    merged_weights = merge_weights(weights)
    tolerances = parse_thresholds(value_error_thresholds)
    ledger = UsageLedger()
    # File and database I/O stays off the event loop (servers such as `langgraph dev` refuse blocking calls).
    judge_impl = await asyncio.to_thread(
        _choose_judge, judge, llm, models, base_url=base_url, cache=cache, ledger=ledger, timeout=llm_timeout, max_tokens=llm_max_tokens
    )
    ledger = getattr(judge_impl, "ledger", None) or getattr(getattr(judge_impl, "llm", None), "ledger", None) or ledger
    describe = getattr(judge_impl, "describe", None)
    judge_models = describe() if callable(describe) else None
    ground_truth = await asyncio.to_thread(load_items, ground_truth_file, "ground truth")
    test_data = await asyncio.to_thread(load_items, test_data_file, "test")

    run_warnings = []
    unscored = [doi for doi in test_data if doi not in ground_truth]
    if unscored:
        message = f"{len(unscored)} DOI(s) in the test data are not in the ground truth and are not scored: {', '.join(unscored[:5])}"
        message += " ..." if len(unscored) > 5 else ""
        warnings.warn(message, stacklevel=2)
        run_warnings.append(message)

    settings = {
        "judge": judge_impl.name,
        **({"judge_models": judge_models} if judge_models else {}),
        "weights": merged_weights,
        "value_error_thresholds": tolerances.to_json() if tolerances else None,
        "scoring": scoring,
        "is_synthesis_evaluation": is_synthesis_evaluation,
    }
    run_fingerprint = fingerprint(__version__, settings, ground_truth, test_data)  # a new version may judge differently
    output_path = Path(output_file) if output_file else None
    finished = await asyncio.to_thread(_load_resumable, output_path, run_fingerprint, overwrite) if output_path and resume else {}
    finished = {doi: result for doi, result in finished.items() if doi in ground_truth}

    configurable = {
        "judge_instance": judge_impl,
        "weights": merged_weights,
        "value_error_thresholds": tolerances,
        "scoring": scoring,
        "is_synthesis_evaluation": is_synthesis_evaluation,
    }
    pending = [doi for doi in ground_truth if doi not in finished]
    inputs = [{"doi": doi, "ground_truth": ground_truth[doi], "test": test_data.get(doi)} for doi in pending]
    # One config per item: the DOI in metadata lets the LLM judge account calls and tokens per item.
    configs = [RunnableConfig(configurable=configurable, max_concurrency=max_concurrency, metadata={"doi": doi}) for doi in pending]
    notes: dict[str, list[str]] = {}

    failures: dict[str, str] = {}

    def snapshot(status: str) -> dict[str, Any]:
        ordered = {doi: finished[doi] for doi in ground_truth if doi in finished}
        result = aggregate(
            ordered, model_name=extraction_agent_model_name, is_synthesis_evaluation=is_synthesis_evaluation, scoring=scoring
        )
        result["run_info"] = {
            "comproeval_version": __version__,
            "status": status,
            "completed_items": len(ordered),
            "total_items": len(ground_truth),
            "settings": settings,
            "settings_fingerprint": run_fingerprint,
            "warnings": run_warnings,
            "reconciliation": notes,
            "failed_items": failures,
            "elapsed_seconds": round(time.monotonic() - started, 3),
        }
        provenance = _judge_provenance(ordered)
        if judge_models or provenance.get("rules-fallback"):
            result["run_info"]["judges"] = provenance
            result["run_info"]["fallbacks"] = provenance.get("rules-fallback", 0)
            result["run_info"]["llm_usage"] = ledger.snapshot()
        return result

    writer = IncrementalResultWriter(output_path) if output_path else None
    for doi, item_result in finished.items():
        if writer:
            writer.add(doi, item_result)
    with tqdm(total=len(ground_truth), initial=len(finished), disable=not progress, desc="judging", unit="item") as bar:
        if inputs:
            async for index, state in item_graph.abatch_as_completed(inputs, configs, return_exceptions=True):
                doi = pending[index]
                bar.update(1)
                if isinstance(state, Exception):
                    # One item's failure must not cost the others: record it; a rerun retries it.
                    failures[doi] = f"{type(state).__name__}: {state}"
                    log.error("judging %s failed: %s", doi, failures[doi])
                    continue
                finished[doi] = state["item_result"]
                if state.get("reconciliation"):
                    notes[doi] = state["reconciliation"]
                if writer:
                    writer.add(doi, finished[doi])
                    await asyncio.to_thread(writer.write, snapshot("partial"))
    result = snapshot("incomplete" if failures else "complete")
    if writer:
        await asyncio.to_thread(writer.write, result)
    return result


evaluate_agentic = blocking(
    aevaluate_agentic,
    "evaluate_agentic",
    """Judge `test_data_file` against `ground_truth_file`, write and return the result.

    `judge=None` means the offline `rules` judge (or `llm` when `llm=` or
    `models=` is given). LLM judges: `llm` is one chat model (or name) for
    both judges, `models` maps node names (composition_judge,
    synthesis_judge, reconciler: an opt-in cross-check) to models or names such as
    "openai:gpt-4o-mini"; the default is o3-mini. `base_url` points
    OpenAI-protocol models at any compatible server; `cache` is True (the
    default SQLite verdict cache), False, or a cache file path;
    `llm_timeout` (seconds per call) and `llm_max_tokens` (reply bound)
    apply to models given by name. With `resume=True` an existing
    `output_file` from the same settings and inputs is continued (finished DOIs
    are skipped); one from other settings is refused unless `overwrite=True`.
    `output_file=None` writes nothing.
    """,
)


def _normalize_value_match_keys(result: dict[str, Any]) -> None:
    """Older published files name the ground-truth key `reference_key` in value_matches."""
    for item in (result.get("item_results") or {}).values():
        cpv = ((item.get("details") or {}).get("composition_data") or {}).get("compositions_property_values") or {}
        for entry in cpv.get("value_matches") or []:
            if "key" not in entry and "reference_key" in entry:
                entry["key"] = entry.pop("reference_key")


def rescore(
    result: str | Path | Mapping[str, Any],
    weights: Mapping[str, float] | None = None,
    *,
    scoring: str = "reference",
    output_file: str | Path | None = None,
) -> dict[str, Any]:
    """Recompute every number of a stored result from its verdicts, without judging again.

    The stored verdicts are scored as they are (not reconciled). A DOI the test
    file lacked keeps its stored false-negative count, which depends only on the
    ground truth.
    """
    if scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {scoring!r}")
    source = dict(result) if isinstance(result, Mapping) else read_json(result)
    if not isinstance(source, dict) or not isinstance(source.get("item_results"), dict):
        raise InputError(f"{result if not isinstance(result, Mapping) else 'result'}: not a comproeval result (no item_results object)")
    source = copy.deepcopy(source)
    _normalize_value_match_keys(source)
    rescored = rescore_result(source, merge_weights(weights), scoring=scoring)
    previous_info = source.get("run_info") or {}
    rescored["run_info"] = {
        "comproeval_version": __version__,
        "status": "complete",
        "rescored": True,
        "settings": {**(previous_info.get("settings") or {}), "weights": merge_weights(weights, warn=False), "scoring": scoring},
    }
    if output_file:
        write_json_atomic(output_file, rescored)
    return rescored
