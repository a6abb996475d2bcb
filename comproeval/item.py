"""Judge and score one item from Python: the same graph and result as a whole-file run.

Debugging one surprising score should not need two files on disk; these
functions validate the item like `load_items` does and run the item graph once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from langchain_core.runnables import RunnableConfig

from .graph import graph as item_graph
from .graph.config import Configuration, ConfigurationError, resolve_settings
from .io import validate_items
from .judges.base import Judge
from .sync import blocking

SETTING_NAMES = frozenset(f.name for f in fields(Configuration))


def item_config(settings: Mapping[str, Any]) -> RunnableConfig:
    """The graph config for `settings` (Configuration fields; `judge` may be a Judge instance).

    Unknown names and bad values fail here, before anything is judged.
    """
    unknown = sorted(set(settings) - SETTING_NAMES)
    if unknown:
        raise ConfigurationError(f"unknown setting(s) {', '.join(unknown)}; known: {', '.join(sorted(SETTING_NAMES))}")
    configurable = {name: value for name, value in settings.items() if value is not None}
    if isinstance(configurable.get("judge"), Judge):
        configurable["judge_instance"] = configurable.pop("judge")
    config = RunnableConfig(configurable=configurable)
    resolve_settings(config)  # validates weights, thresholds and the scoring mode
    return config


def item_input(ground_truth: Mapping[str, Any], test: Mapping[str, Any] | None, doi: str = "item") -> dict[str, Any]:
    """Validated graph input; `test=None` means the extraction skipped this paper."""
    reference = validate_items({doi: ground_truth}, "ground truth")[doi]
    extracted = None if test is None else validate_items({doi: test}, "test")[doi]
    return {"doi": doi, "ground_truth": reference, "test": extracted}


async def aevaluate_item(
    ground_truth: Mapping[str, Any], test: Mapping[str, Any] | None, *, doi: str = "item", **settings: Any
) -> dict[str, Any]:
    """Async form of `evaluate_item`."""
    config = item_config(settings)
    state = await item_graph.ainvoke(item_input(ground_truth, test, doi), config)
    return state["item_result"]


evaluate_item = blocking(
    aevaluate_item,
    "evaluate_item",
    """The item result (SCORING.md §6 `item_results[doi]`) of one extraction against its ground truth.

    `settings` are the Configuration fields (judge, weights,
    value_error_thresholds, scoring, is_synthesis_evaluation, per-node
    backends and models, ...); `judge` may also be a Judge instance. `test=None`
    scores the item as missing from the extraction.
    """,
)
