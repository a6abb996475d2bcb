"""The `evaluation` graph for LangGraph Studio / server: a whole file pair in, the full result out.

One node calls `comproeval.api.aevaluate_agentic` (nothing written to disk),
so the server returns exactly what the Python API and the CLI compute. To step
through one item's judging, use the `item` graph instead.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, fields
from typing import Annotated, Any, Literal

from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from pydantic import Field
from typing_extensions import NotRequired, TypedDict

from ..api import DEFAULT_MAX_CONCURRENCY, aevaluate_agentic
from ..io import load_items

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
class EvaluationSettings:
    """Settings of a whole-file run (the `evaluate_agentic` arguments). Per-node backends and models: use the `item` graph."""

    judge: Literal["rules", "llm", "hybrid"] = field(
        default="rules", metadata={"description": "Judge backend: rules (offline, default), llm or hybrid."}
    )
    weights: dict[str, float] | None = field(
        default=None, metadata={"description": "Field weights merged over the defaults (SCORING.md §4)."}
    )
    value_error_thresholds: Any = field(
        default=None,
        metadata={"description": "Absolute value tolerances: {\"low,high\": tolerance} or [[low, high, tolerance], ...]."},
    )
    scoring: Literal["reference", "strict"] = field(
        default="reference", metadata={"description": "reference: comparable with published numbers; strict: fixes SCORING.md §7 flaws."}
    )
    is_synthesis_evaluation: bool = field(default=True, metadata={"description": "Judge synthesis_data as well as composition_data."})
    max_concurrency: int = field(default=DEFAULT_MAX_CONCURRENCY, metadata={"description": "Items judged at once."})


def _settings(config: RunnableConfig | None, runtime: Runtime[EvaluationSettings] | None) -> EvaluationSettings:
    """Runtime context (server, `context=`) overlaid by `configurable` (Python API), like the item graph."""
    context = getattr(runtime, "context", None)
    names = [f.name for f in fields(EvaluationSettings)]
    values = {name: getattr(context, name) for name in names} if isinstance(context, EvaluationSettings) else {}
    configurable = (config or {}).get("configurable") or {}
    values.update({name: configurable[name] for name in names if name in configurable})
    return EvaluationSettings(**values)


async def evaluate(state: EvaluationState, config: RunnableConfig, runtime: Runtime[EvaluationSettings]) -> dict[str, Any]:
    """Load both sources off the event loop (the dev server forbids blocking I/O), then run the API."""
    settings = _settings(config, runtime)
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
