"""What both judge nodes share: run the configured judge on one section."""

from __future__ import annotations

import asyncio
from typing import Any

from langchain_core.runnables import RunnableConfig

from ..graph.config import resolve_judge, resolve_settings
from ..graph.state import ItemState
from ..judges.base import JudgeContext
from ..scoring.results import TEST_SECTION_MISSING


async def judge_section(state: ItemState, config: RunnableConfig, section: str) -> dict[str, Any]:
    """The section's verdict, tagged with the judge that gave it.

    A section only the ground truth has (strict mode) is judged against an
    empty one, which yields every element as a miss.
    """
    settings = resolve_settings(config)
    reference = (state.get("ground_truth") or {}).get(section) or {}
    test = (state.get("test") or {}).get(section) or {}
    context = JudgeContext(tolerances=settings.tolerances)
    # Building a judge may open its verdict cache or model clients: not on the event loop.
    judge = await asyncio.to_thread(resolve_judge, config, "composition_judge" if section == "composition_data" else "synthesis_judge")
    method = judge.judge_composition if section == "composition_data" else judge.judge_synthesis
    verdict = await method(reference, test, context)
    verdict.setdefault("judge", judge.name)
    if not test:
        verdict[TEST_SECTION_MISSING] = True
    return verdict
