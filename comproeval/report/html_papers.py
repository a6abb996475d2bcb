"""The per-paper part of the HTML report (`html`): the table of each model's score per paper, and each paper's
detail (scores, field scores, verdicts, and the ground truth where a model lacks the paper) packed gzip+base64
for the browser to inflate when the paper is opened; JSON written safe for a <script> tag.
"""

from __future__ import annotations

import base64
import gzip
import json
import math
from collections.abc import Mapping
from typing import Any

from ..defaults import ABSOLUTE_METRICS, COUNTS, DETAILS, FIELD_SCORES, NORMALIZED_METRICS, OVERALL_SCORE
from ..verdicts.fields import ground_truth_from_verdicts
from .data import Result, item_field_scores


def _round(value: Any, digits: int = 4) -> Any:
    """Scores in the embedded JSON are rounded: four decimals are plenty to read and sort."""
    if isinstance(value, float):
        return round(value, digits) if value == value else None
    return value


def _counts(item: Mapping[str, Any], block: str) -> list[Any]:
    counts = item.get(block) or {}
    return [_round(counts.get(k)) for k in COUNTS]


def _is_missing(item: Mapping[str, Any]) -> bool:
    """A ground-truth paper the test file lacked: marked so, or field scores without any verdict (published files)."""
    return bool(item.get("missing")) or (not item.get(DETAILS) and bool(item.get(FIELD_SCORES)))


def paper_ground_truth(results: list[Result], doi: str) -> tuple[dict[str, Any], str | None]:
    """The ground truth of one paper and where it was read: stored with a missing item, else another model's verdicts."""
    for result in results:
        item = result.items.get(doi)
        if isinstance(item, Mapping) and isinstance(item.get("ground_truth"), Mapping) and item["ground_truth"]:
            return dict(item["ground_truth"]), f"stored in {result.label}’s result"
    best: tuple[int, dict[str, Any], str | None] = (0, {}, None)
    for result in results:
        details = (result.items.get(doi) or {}).get(DETAILS)
        held = ground_truth_from_verdicts(details) if isinstance(details, Mapping) else {}
        if len(held) > best[0]:
            best = (len(held), held, f"read from {result.label}’s verdicts")
    return best[1], best[2]


def paper_chunk(results: list[Result], doi: str) -> dict[str, Any]:
    """Everything the detail view needs for one paper: each model's scores, field scores and verdicts.

    When some model lacks the paper, the chunk also holds what the ground
    truth held (`gt`) and where that was read (`gt_from`).
    """
    models = []
    absent = False
    for result in results:
        item = result.items.get(doi)
        if item is None:
            models.append(None)
            absent = True
            continue
        absent = absent or _is_missing(item)
        models.append(
            {
                "s": _round(item.get(OVERALL_SCORE)),
                "ok": item.get("overall_match"),
                "fs": {k: _round(v) for k, v in (item.get(FIELD_SCORES) or {}).items()},
                "f": {k: _round(v) for k, v in item_field_scores(item).items()},
                "abs": _counts(item, ABSOLUTE_METRICS),
                "norm": _counts(item, NORMALIZED_METRICS),
                "d": item.get(DETAILS) or {},
                "miss": _is_missing(item),
            }
        )
    chunk: dict[str, Any] = {"m": models}
    if absent:
        chunk["gt"], chunk["gt_from"] = paper_ground_truth(results, doi)
    return chunk


def _finite(value: Any) -> Any:
    """NaN and infinities (which Python's json reads and writes) as null: JSON.parse rejects them."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value


def _dumps(data: Any) -> str:
    """Compact strict JSON; only data holding NaN pays for the cleaning pass."""
    options = {"separators": (",", ":"), "ensure_ascii": False, "default": str, "allow_nan": False}
    try:
        return json.dumps(data, **options)
    except ValueError:
        return json.dumps(_finite(data), **options)


def _pack(chunk: Mapping[str, Any]) -> str:
    """gzip + base64 of compact JSON; mtime=0 so the same input gives the same file."""
    raw = _dumps(chunk).encode("utf-8")
    return base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")


def papers_data(results: list[Result]) -> dict[str, Any]:
    """The per-paper table (scores per model) and the packed detail chunks, DOIs in first-seen order."""
    dois: list[str] = []
    seen: set[str] = set()
    for result in results:
        for doi in result.items:
            if doi not in seen:
                seen.add(doi)
                dois.append(doi)
    scores = [[_round(_score(r.items.get(doi))) for r in results] for doi in dois]
    return {"dois": dois, "scores": scores, "chunks": [_pack(paper_chunk(results, doi)) for doi in dois]}


def _score(item: Mapping[str, Any] | None) -> float | None:
    if item is None:
        return None
    try:
        return float(item.get(OVERALL_SCORE) or 0.0)
    except (TypeError, ValueError):
        return 0.0


def json_for_script(data: Any) -> str:
    """JSON safe inside <script>: no '<', '>' or '&' can close the tag or open a comment."""
    text = _dumps(data)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
