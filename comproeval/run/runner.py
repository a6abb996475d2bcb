"""A whole-file run: the item graph driven over every pending DOI, and what a run on disk needs around it.

The runner owns the run: the output file is checked before any input is read
and locked for the run; finished items of an earlier run with the same
settings are taken over (from the result file and from the journal of an
interrupted run), except sections that fell back to the rules, which are
judged again; the item graph judges the rest, at most `max_concurrency` at
once; each finished item is made durable at once in an append-only journal
(O(1) per item) and a partial result is checkpointed at a pace that keeps all
checkpoints within a few times the final file's size; the result is
assembled once, written atomically at the end and the journal removed.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..defaults import RECONCILER
from ..files.dois import DoiNote, load_inputs
from ..files.inputs import InputError
from ..files.storage import CheckpointSchedule, check_output_path, hold_output_lock, write_result_streaming
from ..graph.context import RunContext, Settings
from ..notices import recording
from .journal import ResultJournal
from .pool import ItemOutcome, judge_items
from .result import assemble_result, changed_settings, default_model_name, fell_back, start_run_info

# Appends reach the OS at once (a killed run loses nothing); the disk sync runs at most this often.
JOURNAL_FSYNC_SECONDS = 1.0


class ResumeError(RuntimeError):
    """An existing output file that cannot be resumed with the requested settings."""


def progress_bar(**options: Any):
    """tqdm's notebook bar where ipywidgets can draw it, the text bar elsewhere (no 'IProgress not found' warning)."""
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        from tqdm.std import tqdm
    else:
        from tqdm.auto import tqdm
    return tqdm(**options)


def resumable_items(existing: Any, path: Path, current: Mapping[str, Any]) -> dict[str, Any]:
    """Finished item results of an earlier result file with the same settings, or a ResumeError naming what changed."""
    if existing is None:
        return {}
    previous = existing["run_info"]
    if previous["settings_fingerprint"] != current["settings_fingerprint"]:
        changed = ", ".join(changed_settings(previous, current)) or "the settings or inputs"
        raise ResumeError(
            f"{path} was produced with different settings or inputs (changed: {changed}); pass overwrite=True "
            "to start over, or choose another output file"
        )
    return dict(existing.get("item_results") or {})


def check_endpoints(context: RunContext) -> None:
    """Fail at once, naming URL and model, when an OpenAI-protocol endpoint of the run cannot serve it."""
    settings = context.settings
    models = settings.models()
    llm_nodes = [node for node, backend in settings.backends().items() if backend in ("llm", "hybrid")]
    if not llm_nodes and models.get(RECONCILER) is None:
        return  # a rules-only run: no endpoint, and no LangChain model stack to load
    from ..llm.models import node_model
    from ..llm.preflight import check_endpoint, should_check

    specs = [node_model(models, node) for node in llm_nodes]  # the models the judges were built with
    specs.append(models.get(RECONCILER))
    base_url = settings.base_url or os.environ.get("OPENAI_BASE_URL")
    key = os.environ.get("OPENAI_API_KEY")
    for spec in sorted({s for s in specs if should_check(s)}):  # names only: model objects are the caller's
        check_endpoint(base_url, spec, key, timeout=min(settings.llm_timeout or 10.0, 10.0))


def output_to_resume(path: Path, overwrite: bool) -> Any:
    """The existing result at `path` (None if none, or replaced); refuses a path that cannot be written or a foreign file."""
    from ..files.storage import is_comproeval_result

    existing = check_output_path(path, overwrite=overwrite, is_result=lambda data: True)
    if existing is not None and not is_comproeval_result(existing):
        raise ResumeError(f"{path} exists and was not written by a comproeval run; pass overwrite=True to replace it")
    return existing


def stored_warnings(known: list[str] | None, recorded: list[tuple[str, type[Warning]]]) -> list[str]:
    """The run's warnings as its result stores them: each once, in the order given; DOI notes are notes, not warnings."""
    messages = list(known or [])
    messages += [message for message, category in recorded if not issubclass(category, DoiNote) and message not in messages]
    return messages


class Progress:
    """Where finished items go during a run: the journal (durable at once) and, now and then, the partial file."""

    def __init__(
        self,
        path: Path | None,
        context: RunContext,
        run_info: dict[str, Any],
        model_name: str,
        journal: ResultJournal | None,
        recorded: list[tuple[str, type[Warning]]] | None = None,
    ):
        self.path, self.context, self.run_info, self.model_name, self.journal = path, context, run_info, model_name, journal
        self.recorded = recorded if recorded is not None else []
        # A checkpoint re-encodes the items (no encoded copy is kept: memory stays that of the result), and
        # only once the result has grown fourfold: all checkpoints together cost a third of the final file.
        self.schedule = CheckpointSchedule(min_growth=3.0)
        self.finished: dict[str, Any] = {}
        self.notes: dict[str, list[str]] = {}
        self.failures: dict[str, str] = {}

    def take_over(self, doi: str, item_result: dict[str, Any], notes: list[str] | None, usage: dict[str, Any] | None) -> None:
        """An item an earlier run finished, with its LLM usage, so totals span the resumes."""
        self.finished[doi] = item_result
        if notes:
            self.notes[doi] = notes
        self.context.ledger.restore(doi, usage)

    def record(self, outcome: ItemOutcome) -> None:
        """One item judged now: durable in the journal first, then a checkpoint if one is due."""
        if outcome.failure is not None:
            self.failures[outcome.doi] = outcome.failure
            return
        if self.journal is not None:
            self.journal.append(outcome.doi, outcome.item_result, notes=outcome.notes, usage=self.context.ledger.item(outcome.doi))
        self.finished[outcome.doi] = outcome.item_result
        self.notes.pop(outcome.doi, None)
        if outcome.notes:
            self.notes[outcome.doi] = outcome.notes
        if self.path and self.schedule.due(len(self.finished)):
            with self.schedule.writing(len(self.finished)):
                write_result_streaming(self.path, self.result("partial"))

    def result(self, status: str) -> dict[str, Any]:
        return assemble_result(
            self.finished,
            context=self.context,
            run_info={**self.run_info, "warnings": stored_warnings(self.run_info.get("warnings"), self.recorded)},
            model_name=self.model_name,
            status=status,
            notes=self.notes,
            failures=self.failures,
        )


async def run_evaluation(
    ground_truth: Any,
    test_data: Any,
    settings: Settings,
    *,
    output_file: str | Path | None,
    model_name: str | None = None,
    resume: bool = True,
    overwrite: bool = False,
    progress: bool = False,
) -> dict[str, Any]:
    """Judge a whole file; see `comproeval.api.evaluate_agentic`. `model_name` None: the test file's name."""
    with recording() as recorded:  # every warning the run gives is stored in its result, not only printed
        return await _run(ground_truth, test_data, settings, output_file, model_name, resume, overwrite, progress, recorded)


async def _run(ground_truth, test_data, settings, output_file, model_name, resume, overwrite, progress, recorded) -> dict[str, Any]:
    started = time.monotonic()
    output_path = Path(output_file) if output_file else None
    # This run's own settings object: the nodes find the run's live objects (judges, ledger) by its identity.
    settings = replace(settings)
    # Blocking work (judges, files, the endpoint check) stays off the event loop: servers refuse it there.
    context = await asyncio.to_thread(functools.partial(settings.live, warn=True))
    # the output is checked before any input is read: a folder or a foreign file is refused at once
    existing = await asyncio.to_thread(output_to_resume, output_path, overwrite) if output_path else None
    label = model_name or default_model_name(test_data)
    ground_truth_items, test_items = await asyncio.to_thread(load_inputs, ground_truth, test_data)
    run_info = await asyncio.to_thread(start_run_info, context, ground_truth_items, test_items, started)
    await asyncio.to_thread(check_endpoints, context)
    lock = hold_output_lock(output_path) if output_path else contextlib.nullcontext()
    with lock:
        journal = ResultJournal(output_path, fsync_interval=JOURNAL_FSYNC_SECONDS) if output_path else None
        finished = {}
        if output_path and resume:
            from .. import __version__

            current = {**run_info, "settings": context.describe(), "comproeval_version": __version__}
            finished = resumable_items(existing, output_path, current)
        fingerprint = run_info["settings_fingerprint"]
        journaled = await asyncio.to_thread(journal.open, fingerprint, resume=resume, overwrite=overwrite) if journal else {}
        recorder = Progress(output_path, context, run_info, label, journal, recorded)
        _carry_over(recorder, existing if resume else None, finished, journaled, ground_truth_items)
        run_info["resumed_items"] = len(recorder.finished)
        if recorder.finished and progress:
            print(f"comproeval: resuming {output_path}: {len(recorder.finished)} of {len(ground_truth_items)} items taken over", file=sys.stderr)
        try:
            await _judge(recorder, settings, ground_truth_items, test_items, progress)
        finally:
            if journal is not None:
                journal.close()
        result = recorder.result("incomplete" if recorder.failures else "complete")
        if journal is not None:
            await asyncio.to_thread(journal.fold, result)
    return result


def _carry_over(recorder: Progress, existing: Any, finished: dict, journaled: dict, ground_truth: dict) -> None:
    """Items finished by earlier runs (result file, then journal); those with a fallback section are left to judge again."""
    previous_info = (existing or {}).get("run_info") or {}
    usage = (previous_info.get("llm_usage") or {}).get("by_item") or {}
    notes = previous_info.get("reconciliation") or {}
    for doi, item_result in finished.items():
        if doi in ground_truth and doi not in journaled and not fell_back(item_result):
            recorder.take_over(doi, item_result, notes.get(doi), usage.get(doi))
    for doi, entry in journaled.items():
        if doi in ground_truth and not fell_back(entry.item_result):
            recorder.take_over(doi, entry.item_result, entry.notes, entry.usage)


def _pending(ground_truth: dict, test_data: dict, finished: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    for doi, record in ground_truth.items():
        if doi not in finished:
            yield {"doi": doi, "ground_truth": record, "test": test_data.get(doi)}


async def _judge(recorder: Progress, settings: Settings, ground_truth: dict, test_data: dict, progress: bool) -> None:
    bar = progress_bar(total=len(ground_truth), initial=len(recorder.finished), disable=not progress, desc="judging", unit="item")
    with bar:

        async def record(outcome: ItemOutcome) -> None:
            await asyncio.to_thread(recorder.record, outcome)
            bar.update(1)

        await judge_items(
            _pending(ground_truth, test_data, dict(recorder.finished)), settings, max_concurrency=settings.max_concurrency, on_outcome=record
        )


__all__ = ["InputError", "ResumeError", "run_evaluation"]
