"""A whole-file run: the `evaluation` graph, plus what a run on disk needs around it.

Around the graph: the output file is locked for the run, finished items of an
earlier run with the same settings are resumed, every finished item is made
durable at once (journal), a partial result is checkpointed now and then,
and the final result is written atomically at the end.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from .graph.context import RunContext, Settings, build_run_context, replace
from .io import IncrementalResultWriter, InputError, load_items, read_json
from .result import assemble_result, missing_warnings, run_fingerprint, unscored_warnings

# A partial result is rewritten only after this long and once the finished items have doubled,
# so checkpoints cost at most about one more final file in bytes, however long the run.
CHECKPOINT_SECONDS = 2.0
CHECKPOINT_GROWTH = 2.0


class ResumeError(RuntimeError):
    """An existing output file that cannot be resumed with the requested settings."""


def load_resumable(path: Path, expected_fingerprint: str, overwrite: bool) -> dict[str, Any]:
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
    if run_info["settings_fingerprint"] != expected_fingerprint:
        raise ResumeError(
            f"{path} was produced with different settings or inputs (weights, thresholds, judge and models, scoring mode, "
            f"synthesis evaluation, input files, or comproeval version); pass overwrite=True (CLI: --overwrite) to start over, "
            f"or choose another output file"
        )
    return dict(previous.get("item_results") or {})


class Checkpointer:
    """Keeps the output file a valid partial result during the run, at a bounded cost."""

    def __init__(self, path: Path | None, context: RunContext, run_info: dict[str, Any], model_name: str):
        self.path, self.context, self.run_info, self.model_name = path, context, run_info, model_name
        self.writer = IncrementalResultWriter(path) if path else None
        self.finished: dict[str, Any] = {}
        self.notes: dict[str, list[str]] = {}
        self.failures: dict[str, str] = {}
        self._last_time = 0.0
        self._last_count = 0

    def add(self, doi: str, item_result: dict[str, Any], notes: list[str] | None = None) -> None:
        self.finished[doi] = item_result
        if notes:
            self.notes[doi] = notes
        if self.writer:
            self.writer.add(doi, item_result)

    def due(self) -> bool:
        count = len(self.finished)
        return bool(self.writer) and (
            self._last_count == 0 or (time.monotonic() - self._last_time >= CHECKPOINT_SECONDS and count >= CHECKPOINT_GROWTH * self._last_count)
        )

    def write(self, status: str = "partial") -> dict[str, Any]:
        result = assemble_result(
            self.finished, context=self.context, run_info=self.run_info, model_name=self.model_name, status=status,
            notes=self.notes, failures=self.failures,
        )
        if self.writer:
            self.writer.write(result)
        self._last_time, self._last_count = time.monotonic(), len(self.finished)
        return result


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
    from .graph.evaluation import evaluation_graph

    started = time.monotonic()
    # Building judges and reading files block: off the event loop (servers refuse blocking calls there).
    context = settings if isinstance(settings, RunContext) else await asyncio.to_thread(build_run_context, settings)
    ground_truth = await asyncio.to_thread(load_items, ground_truth, "ground truth")
    test_data = await asyncio.to_thread(load_items, test_data, "test")
    run_warnings = unscored_warnings(ground_truth, test_data) + missing_warnings(ground_truth, test_data)
    fingerprint = await asyncio.to_thread(run_fingerprint, context, ground_truth, test_data)
    output_path = Path(output_file) if output_file else None
    finished = await asyncio.to_thread(load_resumable, output_path, fingerprint, overwrite) if output_path and resume else {}
    finished = {doi: result for doi, result in finished.items() if doi in ground_truth}
    run_info = {"settings_fingerprint": fingerprint, "started": started, "dois": list(ground_truth), "warnings": run_warnings}
    checkpoint = Checkpointer(output_path, context, run_info, model_name)
    for doi, item_result in finished.items():
        checkpoint.add(doi, item_result)

    with tqdm(total=len(ground_truth), initial=len(finished), disable=not progress, desc="judging", unit="item") as bar:

        async def on_item_done(doi: str, done: dict[str, Any]) -> None:
            bar.update(1)
            if "failure" in done:
                checkpoint.failures[doi] = done["failure"]
                return
            checkpoint.add(doi, done["item_result"], done.get("notes"))
            if checkpoint.due():
                await asyncio.to_thread(checkpoint.write)

        state = await evaluation_graph().ainvoke(
            {
                "ground_truth": ground_truth,
                "test_data": test_data,
                "extraction_agent_model_name": model_name,
                "finished": finished,
                "run_info": run_info,
            },
            context=replace(context, on_item_done=on_item_done),
        )
    result = state["result"]
    if checkpoint.writer:
        await asyncio.to_thread(checkpoint.writer.write, result)
    return result
