"""Judge and score one item from Python: the same graph and result as a whole-file run.

Debugging one surprising score should not need two files on disk; these
functions validate the item like `load_items` does and run the item graph once.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Mapping
from typing import Any

from ..files.items import validate_items
from ..graph.context import Settings
from ..notices import collecting, replay
from .sync import blocking


def item_input(ground_truth: Mapping[str, Any], test: Mapping[str, Any] | None, doi: str = "item") -> dict[str, Any]:
    """Validated graph input; `test=None` means the extraction skipped this paper."""
    reference = validate_items({doi: ground_truth}, "ground truth")[doi]
    extracted = None if test is None else validate_items({doi: test}, "test")[doi]
    return {"doi": doi, "ground_truth": reference, "test": extracted}


async def aevaluate_item(ground_truth: Mapping[str, Any], test: Mapping[str, Any] | None, *, doi: str = "item", **settings: Any) -> dict[str, Any]:
    """Async form of `evaluate_item`."""
    from ..graph import item_graph

    # Unknown names and bad values fail here, before anything is judged.
    run_settings = Settings.from_mapping(settings)
    with collecting() as collected:  # warnings name the awaiting line, not the worker thread that raised them
        try:
            await asyncio.to_thread(functools.partial(run_settings.live, warn=True))
            state = await item_graph().ainvoke(item_input(ground_truth, test, doi), context=run_settings)
        finally:
            replay(collected, stacklevel=2)
    return state["item_result"]


evaluate_item = blocking(
    aevaluate_item,
    "evaluate_item",
    """The item result (docs/scoring.md §5 `item_results[doi]`) of one extraction against its ground truth.

    `settings` are the `Settings` fields (judge, weights,
    value_error_thresholds, scoring, is_synthesis_evaluation, per-node
    backends and models, ...); `judge` may also be a Judge instance. `test=None`
    scores the item as missing from the extraction.
    """,
)
