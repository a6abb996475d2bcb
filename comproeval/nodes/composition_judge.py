"""Composition judge node: verdicts on unit, family and composition -> value pairs."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.state import ItemState
from .judging import judge_section


async def composition_judge(state: ItemState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    return {"composition_verdict": await judge_section(state, config, runtime, "composition_judge", "composition_data")}
