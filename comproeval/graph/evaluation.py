"""The `evaluation` graph for LangGraph Studio / server: a whole file pair in, the full result out.

One node calls `comproeval.api.aevaluate_agentic` (nothing written to disk),
so the server returns exactly what the Python API and the CLI compute. To step
through one item's judging, use the `item` graph instead.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Annotated, Any

from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from pydantic import Field
from typing_extensions import NotRequired, TypedDict

from ..api import DEFAULT_MAX_CONCURRENCY, aevaluate_agentic
from ..io import load_items
from .config import Configuration

# A path is read by the server process, relative to its working directory.
Source = str | dict[str, Any]


class EvaluationInput(TypedDict):
    """The two files to compare: the expert ground truth and one model's extraction."""

    ground_truth: Annotated[Source, Field(description="Expert ground truth: a file path or a JSON object keyed by DOI.")]
    test_data: Annotated[Source, Field(description="Extraction output to judge: a file path or a JSON object keyed by DOI.")]
    extraction_agent_model_name: NotRequired[
        Annotated[str, Field(description="Name of the extraction model, stored as agent_model_name (default gpt-4o-mini).")]
    ]


class EvaluationOutput(TypedDict):
    """What `evaluate_agentic` returns (SCORING.md §6, with run_info)."""

    result: Annotated[dict[str, Any], Field(description="The full evaluation result: metrics, item_results and run_info.")]


class EvaluationState(EvaluationInput, EvaluationOutput, total=False):
    pass


@dataclass(kw_only=True)
class EvaluationSettings(Configuration):
    """Settings of a whole-file run: those of the item graph, plus how many items run at once."""

    max_concurrency: int = field(default=DEFAULT_MAX_CONCURRENCY, metadata={"description": "Items judged at once."})


async def evaluate(state: EvaluationState, config: RunnableConfig) -> dict[str, Any]:
    """Load both sources off the event loop (the dev server forbids blocking I/O), then run the API."""
    settings = EvaluationSettings.from_runnable_config(config)
    node_models = {
        node: getattr(settings, f"{node}_model")
        for node in ("composition_judge", "synthesis_judge", "reconciler")
        if getattr(settings, f"{node}_model")
    }
    ground_truth = await asyncio.to_thread(load_items, state["ground_truth"], "ground truth")
    test_data = await asyncio.to_thread(load_items, state["test_data"], "test")
    result = await aevaluate_agentic(
        ground_truth,
        test_data,
        weights=settings.weights,
        output_file=None,
        extraction_agent_model_name=state.get("extraction_agent_model_name") or "gpt-4o-mini",
        is_synthesis_evaluation=settings.is_synthesis_evaluation,
        value_error_thresholds=settings.value_error_thresholds,
        judge=settings.judge,
        llm=settings.model,
        models=node_models or None,
        base_url=settings.base_url,
        cache=settings.verdict_cache if settings.verdict_cache is not None else True,
        scoring=settings.scoring,
        max_concurrency=settings.max_concurrency,
    )
    return {"result": result}


def build_evaluation_graph():
    """Compile the one-node graph Studio shows as `evaluation`."""
    builder = StateGraph(
        EvaluationState, context_schema=EvaluationSettings, input_schema=EvaluationInput, output_schema=EvaluationOutput
    )
    builder.add_node("evaluate", evaluate)
    builder.add_edge(START, "evaluate")
    builder.add_edge("evaluate", END)
    return builder.compile(name="comproeval-evaluation")


graph = build_evaluation_graph()
