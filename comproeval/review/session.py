"""Reviewing the doubtful yourself: the review graph over a whole file, one question at a time.

For each paper the review graph (`comproeval.review.graph`) runs on a thread
of its own; each interrupt is one verdict the rules could not prove, shown to
the person (`prompt`), and the answer resumes the run. Every decision is
written to the gold file (docs/gold-labels.md) before the run resumes, so
no answer is ever lost; a later review applies the gold file's decisions
without asking again. The threads are checkpointed in SQLite beside the output
when langgraph-checkpoint-sqlite is installed (a paper left midway resumes at
its open question), in memory otherwise. At the end, or when the person
stops, the reviewed result file is written (`status: "incomplete"` until
every paper was reviewed).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..files.dois import load_inputs
from ..files.inputs import InputError, fingerprint, show
from ..graph.context import Settings
from ..run.sync import blocking
from ..scoring.modes import with_other_mode
from .learning import KnowledgeFile
from .node import AnswerError, element_of, gold_label, parse_answer

#: a prompt returns an answer (resume value) for the payload, or None when the person stops
Prompt = Callable[[Mapping[str, Any]], Any]
CHECKPOINT_SUFFIX = ".review.sqlite"


class GoldFile:
    """The user's gold labels on disk: read once, then each decision added (replacing an older one) and written atomically."""

    def __init__(self, path: str | Path):
        from ..report.gold import load_gold

        self.path = Path(path)
        if self.path.is_dir():
            raise InputError(f"--gold {show(self.path)}: is a directory, expected a gold-label file")
        self.labels: list[dict[str, Any]] = load_gold(self.path) if self.path.exists() else []
        self.added = 0

    @staticmethod
    def _key(label: Mapping[str, Any]) -> tuple[Any, ...]:
        cls = str(label.get("cls"))
        return (label.get("model"), label.get("doi"), cls, element_of(cls, label.get("element")))

    def known_for(self, model: str, doi: str) -> list[dict[str, Any]]:
        """Labels about this paper of this extraction (or naming no model): decisions the review does not ask again."""
        return [label for label in self.labels if label.get("doi") == doi and label.get("model") in (None, model)]

    def add(self, label: Mapping[str, Any]) -> None:
        from ..files.storage import write_json_atomic

        key = self._key(label)
        self.labels = [old for old in self.labels if self._key(old) != key] + [dict(label)]
        write_json_atomic(self.path, self.labels)
        self.added += 1


@dataclass
class ReviewOutcome:
    """What a review did: papers reviewed, questions asked, decisions saved, and why it stopped (None: it finished)."""

    output: Path
    gold: Path
    total: int
    reviewed: int = 0
    asked: int = 0
    decisions: int = 0
    learned: int = 0  # entries added to the knowledge file
    stopped: str | None = None
    item_results: dict[str, Any] = field(default_factory=dict)


@contextlib.asynccontextmanager
async def open_checkpointer(path: Path | None) -> AsyncIterator[tuple[Any, str]]:
    """(checkpointer, what it is): SQLite at `path` when langgraph-checkpoint-sqlite is installed, else in memory."""
    from .graph import checkpoint_serializer, memory_checkpointer

    try:
        import aiosqlite
        from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
    except ImportError:
        path = None
    if path is None:
        yield memory_checkpointer(), "memory"
        return
    async with aiosqlite.connect(str(path)) as connection:
        yield AsyncSqliteSaver(connection, serde=checkpoint_serializer()), str(path)


def thread_id(model: str, doi: str, ground_truth: Any, test: Any, settings: Mapping[str, Any]) -> str:
    """One thread per paper and inputs: changed inputs or settings start a new review of that paper."""
    return "review-" + fingerprint(model, doi, ground_truth, test, settings)


async def areview(
    ground_truth: Any,
    test_data: Any,
    *,
    output: str | Path,
    gold: str | Path,
    prompt: Prompt,
    model_name: str | None = None,
    settings: Settings | None = None,
    checkpoint: str | Path | None = "",
    knowledge: str | Path | None = None,
) -> ReviewOutcome:
    """Review every paper's uncertain verdicts with `prompt`; returns what was done (the files are written).

    `checkpoint`: the SQLite file of the threads ("" = `<output>.review.sqlite`, None = in memory).
    `knowledge`: a knowledge file the rules read, and to which every "the same thing" decision is added.
    """
    from langgraph.types import Command

    from ..files.lock import hold_output_lock, sibling_name
    from ..files.storage import check_output_path
    from ..run.result import default_model_name, start_run_info
    from .graph import build_review_graph

    output, started = Path(output), time.monotonic()
    check_output_path(output, overwrite=False)
    if Path(gold).resolve() == output.resolve():
        raise InputError(f"--gold {show(gold)}: the gold file and the output must be different files")
    truth, tests = load_inputs(ground_truth, test_data)
    model = model_name or default_model_name(test_data)
    knowledge_file = KnowledgeFile(knowledge) if knowledge else None
    settings = settings or Settings()
    if knowledge_file is not None and knowledge_file.path.exists():
        settings = dataclasses.replace(settings, knowledge=str(knowledge_file.path))
    context = await asyncio.to_thread(functools.partial(settings.live, warn=True))
    described = context.describe()
    outcome = ReviewOutcome(output, Path(gold), total=len(truth))
    notes: dict[str, list[str]] = {}
    checkpoint_path = sibling_name(output, CHECKPOINT_SUFFIX) if checkpoint == "" else (Path(checkpoint) if checkpoint else None)
    with hold_output_lock(output), hold_output_lock(gold):  # a second review of the same files is refused, not merged
        gold_file = GoldFile(gold)
        unreadable: Exception | None = None
        try:
            async with open_checkpointer(checkpoint_path) as (saver, _):
                graph = build_review_graph(saver)
                for position, (doi, record) in enumerate(truth.items(), 1):
                    config = {"configurable": {"thread_id": thread_id(model, doi, record, tests.get(doi), described)}}
                    state = await graph.aget_state(config)
                    if state.next:  # paused at a question in an earlier sitting
                        values = {"__interrupt__": state.interrupts}
                    elif state.values.get("item_result") is not None:
                        values = state.values
                    else:
                        item = {
                            "doi": doi,
                            "ground_truth": record,
                            "test": tests.get(doi),
                            "model": model,
                            "known_decisions": gold_file.known_for(model, doi),
                        }
                        values = await graph.ainvoke(item, config, context=settings)
                    while values.get("__interrupt__"):
                        question = values["__interrupt__"][0].value
                        known = knowledge_file.answer_for(question) if knowledge_file is not None else None
                        answer = known or prompt({**question, "paper": [position, len(truth)]})
                        if answer is None:
                            outcome.stopped = getattr(prompt, "stopped", None) or "stopped"
                            return outcome
                        outcome.asked += known is None
                        with contextlib.suppress(AnswerError):  # an invalid answer: the graph asks again
                            parsed = parse_answer(answer, question)
                            label = gold_label(question, parsed, model)
                            if label is not None:
                                gold_file.add(label)  # saved before the run goes on: never lost
                            if knowledge_file is not None and known is None:
                                outcome.learned += knowledge_file.learn(question, parsed, record)
                        values = await graph.ainvoke(Command(resume=answer), config, context=settings)
                    # with the scorer's numbers in the other mode, so the result only sums them (as `evaluate` does)
                    outcome.item_results[doi] = with_other_mode(values["item_result"], values.get("other_scoring"))
                    if values.get("reconciliation"):
                        notes[doi] = list(values["reconciliation"])
                    outcome.reviewed += 1
        except sqlite3.DatabaseError as exc:  # not our checkpoint file: the result file is left as it was
            unreadable = exc
        finally:
            outcome.decisions = gold_file.added
            if unreadable is None:
                _write_result(outcome, context, start_run_info(context, truth, tests, started), model, notes)
    if unreadable is not None:
        raise InputError(
            f"{show(checkpoint_path)}: not a review checkpoint ({unreadable}); move it away, or choose another "
            "with --checkpoint (the decisions in the gold file are kept)"
        )
    return outcome


def _write_result(outcome: ReviewOutcome, context: Any, run_info: dict[str, Any], model: str, notes: dict[str, list[str]]) -> None:
    """The reviewed result: the papers reviewed so far, marked as reviewed (never resumed by `evaluate` as its own)."""
    from ..files.storage import write_json_atomic
    from ..run.result import assemble_result

    run_info["settings_fingerprint"] = fingerprint(run_info["settings_fingerprint"], "review")
    status = "complete" if outcome.reviewed == outcome.total else "incomplete"
    result = assemble_result(outcome.item_results, context=context, run_info=run_info, model_name=model, status=status, notes=notes)
    result["run_info"]["review"] = {
        "gold": str(outcome.gold),
        "questions_asked": outcome.asked,
        "decisions_saved": outcome.decisions,
        "reviewed_items": outcome.reviewed,
        "stopped": outcome.stopped,
    }
    write_json_atomic(outcome.output, result)


review = blocking(areview, "review", """`areview` from synchronous code (scripts, and notebooks with a running loop).""")
