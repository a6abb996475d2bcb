"""Synthesis judge node: verdicts on method, precursors, techniques and steps."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.state import ItemState
from .judging import judge_section


async def synthesis_judge(state: ItemState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    return {"synthesis_verdict": await judge_section(state, config, runtime, "synthesis_judge", "synthesis_data")}
