"""Item node of the whole-file graph: judge one DOI through the item graph; a failure costs only that item."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.context import run_context
from ..graph.state import ItemInput
from ..llm.redact import redact

log = logging.getLogger(__name__)


async def judge_item(item: ItemInput, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    """The item's result, or its failure (recorded; a rerun retries it). Bounded by the run's max_concurrency."""
    from ..graph import item_graph_for_runs

    context = await run_context(runtime, config)
    doi = item["doi"]
    # The DOI in metadata lets the LLM judges account calls and tokens per item.
    item_config: RunnableConfig = {**config, "metadata": {**(config.get("metadata") or {}), "doi": doi}}
    async with context.item_slots():
        try:
            state = await item_graph_for_runs().ainvoke(item, item_config, context=context)
        except (asyncio.CancelledError, KeyboardInterrupt):
            raise
        except Exception as exc:
            failure = f"{type(exc).__name__}: {redact(exc)}"
            log.error("judging %s failed: %s", doi, failure)
            if context.on_item_done:
                await context.on_item_done(doi, {"failure": failure})
            return {"failures": {doi: failure}, "judged": {doi: None}}
    done = {"item_result": state["item_result"], "notes": state.get("reconciliation") or []}
    if context.on_item_done:
        await context.on_item_done(doi, done)
    update: dict[str, Any] = {"item_results": {doi: done["item_result"]}, "judged": {doi: done["item_result"]["overall_score"]}}
    if done["notes"]:
        update["notes"] = {doi: done["notes"]}
    return update
