"""A run over property records: every (property, paper) an item of the item graph, results per property and pooled.

Each property's records become ComProScanner items (`property_items`), judged
together in one pool by the same item graph as a ComProScanner file (one
start-up, shared caches); the records' conditions then decide the key verdicts
they concern (`conditions`). The result is the documented schema over all
(property, paper) items (keys `<doi> [<property>]`), so `report`, `compare`,
`gold` and `rescore` read it as they read any result, and `properties.<name>`
holds each property's own full result, keyed by DOI. See docs/records.md.
"""

from __future__ import annotations

import asyncio
import copy
import functools
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..files.dois import match_dois
from ..files.inputs import InputError, fingerprint, show
from ..files.items import validate_items
from ..files.lock import hold_output_lock
from ..files.records import PropertyRecord
from ..files.storage import write_json_atomic
from ..graph.context import Settings
from ..notices import notify
from ..scoring.modes import with_other_scoring
from ..scoring.results import rescore_result
from .conditions import apply_conditions
from .pool import ItemOutcome, judge_items
from .property_items import PropertyItems, by_property, property_items
from .result import assemble_result, unscored_warnings
from .runner import ResumeError, check_endpoints, output_to_resume, progress_bar

PROPERTIES = "properties"


def item_key(doi: str, name: str) -> str:
    """The pooled result's key of one (paper, property) item."""
    return f"{doi} [{name}]"


def _rekeyed(reference: list[PropertyRecord], test: list[PropertyRecord], sources: tuple[str, str]) -> list[PropertyRecord]:
    """The test records under the ground truth's spelling of each DOI; no DOI in common (or no record) is refused."""
    matched = match_dois({r.doi: r.doi for r in reference}, {r.doi: r.doi for r in test}, ground_truth_source=sources[0], test_source=sources[1])
    spelling = {written: own for own, written in matched.test.items()}
    return [replace(r, doi=spelling.get(r.doi, r.doi)) for r in test]


# Records have no synthesis and no family: keys and values weigh 3 to the unit's 1, as in the default weights.
RECORDS_WEIGHTS = {"compositions_property_values": 0.75, "property_unit": 0.25, "family": 0.0}


def _records_settings(settings: Settings) -> Settings:
    """No synthesis; the records' weights, under those the user gives."""
    return replace(settings, is_synthesis_evaluation=False, weights={**RECORDS_WEIGHTS, **(settings.weights or {})})


async def run_property_evaluation(
    reference: list[PropertyRecord],
    test: list[PropertyRecord],
    settings: Settings,
    *,
    sources: tuple[str, str],
    output_file: str | Path | None,
    model_name: str,
    overwrite: bool = False,
    progress: bool = False,
) -> dict[str, Any]:
    """Judge property records (see the module docstring); the result is written to `output_file` when given."""
    started = time.monotonic()
    output_path = Path(output_file) if output_file else None
    settings = _records_settings(replace(settings))
    context = await asyncio.to_thread(functools.partial(settings.live, warn=True))
    existing = await asyncio.to_thread(output_to_resume, output_path, overwrite) if output_path else None
    test = _rekeyed(reference, test, sources)
    groups, tested = by_property(reference), by_property(test)
    properties = {name: property_items(records[0].property, records, tested.get(name, [])) for name, records in groups.items()}
    run_fingerprint = fingerprint(context.describe(), [r.__dict__ for r in reference], [r.__dict__ for r in test])
    _refuse_other_run(existing, output_path, run_fingerprint, overwrite)
    warnings = _property_warnings(groups, tested, sources[1]) + unscored_warnings({r.doi: 1 for r in reference}, {r.doi: 1 for r in test})
    await asyncio.to_thread(check_endpoints, context)
    items = _graph_items(properties, sources)
    outcomes = await _judge(items, settings, progress)
    results = _results(properties, outcomes, context, model_name)
    pooled = {item_key(doi, p.name): item for p in properties.values() for doi, item in results[p.name][1].items()}
    info = {"settings_fingerprint": run_fingerprint, "dois": list(pooled), "warnings": warnings, "started": started}
    failures = {key: outcome.failure for key, outcome in outcomes.items() if outcome.failure}
    notes = {key: outcome.notes for key, outcome in outcomes.items() if outcome.notes}
    result = assemble_result(
        pooled, context=context, run_info=info, model_name=model_name, status="incomplete" if failures else "complete", notes=notes, failures=failures
    )
    result["run_info"]["records"] = {"ground_truth": len(reference), "test": len(test), "properties": [p.name for p in properties.values()]}
    result[PROPERTIES] = {p.name: results[p.name][0] for p in properties.values()}
    if output_path:
        with hold_output_lock(output_path):
            await asyncio.to_thread(write_json_atomic, output_path, result)
    return result


def _refuse_other_run(existing: Any, path: Path | None, run_fingerprint: str, overwrite: bool) -> None:
    """A records run is judged whole (no resume); an earlier result of other records or settings is kept unless `overwrite`."""
    if existing is None or overwrite:
        return
    previous = (existing.get("run_info") or {}).get("settings_fingerprint")
    if previous != run_fingerprint:
        raise ResumeError(f"{path} was produced with different settings or inputs; pass --overwrite to replace it, or choose another output file")


def _property_warnings(groups: dict, tested: dict, test_source: str) -> list[str]:
    extra = [records[0].property for name, records in tested.items() if name not in groups]
    if not extra:
        return []
    message = f"{test_source}: {len(extra)} property(ies) not in the ground truth are not scored: {', '.join(extra[:5])}"
    notify(message, stacklevel=4)
    return [message]


def _graph_items(properties: dict[str, PropertyItems], sources: tuple[str, str]) -> list[dict[str, Any]]:
    """One item-graph input per (property, ground-truth paper); a paper without records of the property has no test item."""
    items = []
    for p in properties.values():
        truth = validate_items(p.ground_truth, f"{sources[0]} [{p.name}]")
        tests = validate_items(p.test, f"{sources[1]} [{p.name}]")
        items += [{"doi": item_key(doi, p.name), "ground_truth": record, "test": tests.get(doi)} for doi, record in truth.items()]
    return items


async def _judge(items: list[dict[str, Any]], settings: Settings, progress: bool) -> dict[str, ItemOutcome]:
    outcomes: dict[str, ItemOutcome] = {}
    with progress_bar(total=len(items), disable=not progress, desc="judging", unit="item") as bar:

        async def record(outcome: ItemOutcome) -> None:
            outcomes[outcome.doi] = outcome
            bar.update(1)

        await judge_items(items, settings, max_concurrency=settings.max_concurrency, on_outcome=record)
    return outcomes


def _results(properties: dict[str, PropertyItems], outcomes: dict[str, ItemOutcome], context: Any, model_name: str) -> dict[str, tuple]:
    """Per property: its full result (keyed by DOI) and its item results with the conditions read."""
    results = {}
    for p in properties.values():
        items, failures = {}, {}
        for doi in p.ground_truth:
            outcome = outcomes.get(item_key(doi, p.name))
            if outcome is None or outcome.item_result is None:
                failures[doi] = outcome.failure if outcome else "not judged"
                continue
            items[doi] = apply_conditions(
                outcome.item_result, p.reference_keys.get(doi, {}), p.test_keys.get(doi, {}), context.weights, context.scoring
            )
        info = {"dois": list(p.ground_truth), "warnings": []}
        status = "incomplete" if failures else "complete"
        result = assemble_result(items, context=context, run_info=info, model_name=model_name, status=status, failures=failures)
        result["run_info"] = {key: result["run_info"][key] for key in ("status", "completed_items", "total_items", "failed_items")}
        results[p.name] = (result, items)
    return results


def rescore_properties(source: dict[str, Any], weights: dict[str, float], *, scoring: str) -> dict[str, Any] | None:
    """Each property's result of a records result rescored (None when `source` is not one)."""
    blocks = source.get(PROPERTIES)
    if not isinstance(blocks, dict):
        return None
    rescored = {}
    for name, block in blocks.items():
        if not isinstance(block, dict) or not isinstance(block.get("item_results"), dict):
            raise InputError(f"properties.{show(name)}: not a result (no item_results object)")
        result = with_other_scoring(
            rescore_result(copy.deepcopy(block), weights, scoring=scoring), weights, scoring=scoring, is_synthesis_evaluation=False
        )
        result["run_info"] = block.get("run_info") or {}
        rescored[name] = result
    return rescored


__all__ = ["PROPERTIES", "RECORDS_WEIGHTS", "item_key", "rescore_properties", "run_property_evaluation"]
