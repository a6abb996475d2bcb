"""A whole-file run: the `evaluation` graph, plus what a run on disk needs around it.

Around the graph: the output file is checked before any work and locked for
the run; finished items of an earlier run with the same settings are resumed
(from the result file and from the journal of an interrupted run); every
finished item is made durable at once in an append-only journal (O(1) per
item); a partial result is checkpointed at a pace that keeps all checkpoints
within a few times the final file's size; the final result is written
atomically at the end and the journal removed.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from .graph.context import RunContext, Settings, build_run_context, replace
from .graph.evaluation_state import ValidatedItems
from .io import InputError, load_items
from .journal import ResultJournal
from .storage import CheckpointSchedule, check_output_path, hold_output_lock, write_result_streaming
from .result import assemble_result, missing_warnings, run_fingerprint, unscored_warnings


# Appends reach the OS at once (a killed run loses nothing); the disk sync runs at most this often.
JOURNAL_FSYNC_SECONDS = 1.0


class ResumeError(RuntimeError):
    """An existing output file that cannot be resumed with the requested settings."""


def resumable_items(existing: Any, path: Path, expected_fingerprint: str) -> dict[str, Any]:
    """Finished item results of an earlier result file with the same settings, or a ResumeError."""
    if existing is None:
        return {}
    if existing["run_info"]["settings_fingerprint"] != expected_fingerprint:
        raise ResumeError(
            f"{path} was produced with different settings or inputs (weights, thresholds, judge and models, scoring mode, "
            f"synthesis evaluation, input files, or comproeval version); pass overwrite=True (CLI: --overwrite) to start over, "
            f"or choose another output file"
        )
    return dict(existing.get("item_results") or {})


def check_endpoints(context: RunContext) -> None:
    """Fail at once, naming URL and model, when an OpenAI-protocol endpoint of the run cannot serve it."""
    from .llm.models import DEFAULT_MODEL
    from .llm.preflight import check_endpoint, should_check

    settings = context.settings
    models = settings.models()
    specs = [models.get(node) or models.get(None) or DEFAULT_MODEL
             for node, backend in settings.backends().items() if backend in ("llm", "hybrid")]
    specs.append(models.get("reconciler"))
    base_url = settings.base_url or os.environ.get("OPENAI_BASE_URL")
    key = os.environ.get("OPENAI_API_KEY")
    for spec in sorted({s for s in specs if should_check(s)}):  # names only: model objects are the caller's
        check_endpoint(base_url, spec, key, timeout=min(settings.llm_timeout or 10.0, 10.0))


def output_to_resume(path: Path, overwrite: bool) -> Any:
    """The existing result at `path` (None if none, or replaced); refuses a path that cannot be written or a foreign file."""
    from .storage import is_comproeval_result

    existing = check_output_path(path, overwrite=overwrite, is_result=lambda data: True)
    if existing is not None and not is_comproeval_result(existing):
        raise ResumeError(f"{path} exists and was not written by a comproeval run; pass overwrite=True (CLI: --overwrite) to replace it")
    return existing


class Progress:
    """Where finished items go during a run: the journal (durable at once) and, now and then, the partial file."""

    def __init__(self, path: Path | None, context: RunContext, run_info: dict[str, Any], model_name: str, journal: ResultJournal | None):
        self.path, self.context, self.run_info, self.model_name, self.journal = path, context, run_info, model_name, journal
        # A checkpoint re-encodes the items (no encoded copy is kept: memory stays that of the result), and
        # only once the result has grown fourfold: all checkpoints together cost a third of the final file.
        self.schedule = CheckpointSchedule(min_growth=3.0)
        self.finished: dict[str, Any] = {}
        self.notes: dict[str, list[str]] = {}
        self.failures: dict[str, str] = {}

    def add(self, doi: str, item_result: dict[str, Any], notes: list[str] | None = None) -> None:
        self.finished[doi] = item_result
        if notes:
            self.notes[doi] = notes

    def record(self, doi: str, item_result: dict[str, Any], notes: list[str], usage: dict[str, Any]) -> None:
        """One finished item: durable in the journal first, then a checkpoint if one is due."""
        if self.journal is not None:
            self.journal.append(doi, item_result, notes=notes, usage=usage)
        self.add(doi, item_result, notes)
        if self.path and self.schedule.due(len(self.finished)):
            with self.schedule.writing(len(self.finished)):
                write_result_streaming(self.path, self.snapshot("partial"))

    def snapshot(self, status: str) -> dict[str, Any]:
        return assemble_result(
            self.finished, context=self.context, run_info=self.run_info, model_name=self.model_name, status=status,
            notes=self.notes, failures=self.failures,
        )


async def run_evaluation(
    ground_truth: Any,
    test_data: Any,
    settings: Settings | RunContext,
    *,
    output_file: str | Path | None,
    model_name: str,
    resume: bool = True,
    overwrite: bool = False,
    progress: bool = False,
) -> dict[str, Any]:
    """Judge a whole file through the `evaluation` graph; see `comproeval.api.evaluate_agentic`."""
    started = time.monotonic()
    output_path = Path(output_file) if output_file else None
    # Blocking work (judges, files, the endpoint check) stays off the event loop: servers refuse it there.
    context = settings if isinstance(settings, RunContext) else await asyncio.to_thread(build_run_context, settings)
    ground_truth = ValidatedItems(await asyncio.to_thread(load_items, ground_truth, "ground truth"))
    test_data = ValidatedItems(await asyncio.to_thread(load_items, test_data, "test"))
    run_warnings = unscored_warnings(ground_truth, test_data) + missing_warnings(ground_truth, test_data)
    existing = await asyncio.to_thread(output_to_resume, output_path, overwrite) if output_path else None
    fingerprint = await asyncio.to_thread(run_fingerprint, context, ground_truth, test_data)
    await asyncio.to_thread(check_endpoints, context)
    lock = hold_output_lock(output_path) if output_path else contextlib.nullcontext()
    with lock:
        journal = ResultJournal(output_path, fsync_interval=JOURNAL_FSYNC_SECONDS) if output_path else None
        finished = resumable_items(existing, output_path, fingerprint) if output_path and resume else {}
        journaled = await asyncio.to_thread(journal.open, fingerprint, resume=resume, overwrite=overwrite) if journal else {}
        run_info = {"settings_fingerprint": fingerprint, "started": started, "dois": list(ground_truth), "warnings": run_warnings}
        recorder = Progress(output_path, context, run_info, model_name, journal)
        _carry_over(recorder, context, existing if resume else None, finished, journaled, ground_truth)
        try:
            result = await _judge(recorder, context, ground_truth, test_data, model_name, run_info, progress)
        finally:
            if journal is not None:
                journal.close()
        if journal is not None:
            await asyncio.to_thread(journal.fold, result)
    return result


def _carry_over(recorder: Progress, context: RunContext, existing: Any, finished: dict, journaled: dict, ground_truth: dict) -> None:
    """Items finished by earlier runs (result file, then journal), with their LLM usage, so totals span the resumes."""
    previous_usage = ((existing or {}).get("run_info") or {}).get("llm_usage") or {}
    for doi, rows in (previous_usage.get("by_item") or {}).items():
        if doi in finished and doi not in journaled:
            context.ledger.restore(doi, rows)
    for doi, item_result in finished.items():
        if doi in ground_truth and doi not in journaled:
            recorder.add(doi, item_result, (((existing or {}).get("run_info") or {}).get("reconciliation") or {}).get(doi))
    for doi, entry in journaled.items():
        if doi in ground_truth:
            recorder.add(doi, entry.item_result, entry.notes)
            context.ledger.restore(doi, entry.usage)


async def _judge(recorder: Progress, context: RunContext, ground_truth: dict, test_data: dict, model_name: str,
                 run_info: dict, progress: bool) -> dict[str, Any]:
    from .graph.evaluation import evaluation_graph

    finished = dict(recorder.finished)
    one_at_a_time = asyncio.Lock()  # journal appends and checkpoints, in order
    with tqdm(total=len(ground_truth), initial=len(finished), disable=not progress, desc="judging", unit="item") as bar:

        async def on_item_done(doi: str, done: dict[str, Any]) -> None:
            bar.update(1)
            if "failure" in done:
                recorder.failures[doi] = done["failure"]
                return
            usage = context.ledger.item(doi)
            async with one_at_a_time:
                await asyncio.to_thread(recorder.record, doi, done["item_result"], done.get("notes") or [], usage)

        state = await evaluation_graph().ainvoke(
            {
                "ground_truth": ground_truth,
                "test_data": test_data,
                "extraction_agent_model_name": model_name,
                "finished": finished,
                "run_info": run_info,
            },
            # LangGraph starts at most this many item tasks at once (the context's slots bound them in Studio too)
            {"max_concurrency": context.settings.max_concurrency},
            context=replace(context, on_item_done=on_item_done),
        )
    result = state["result"]
    # notes of resumed items are kept with them
    result["run_info"]["reconciliation"] = {**recorder.notes, **result["run_info"]["reconciliation"]}
    return result


__all__ = ["InputError", "ResumeError", "run_evaluation"]
