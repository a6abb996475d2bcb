"""Checks of the verdicts stored in a result file before they are rescored (docs/scoring.md §2).

`rescore` trusts the verdicts stored in a file: a match_value of 2, a steps
score of 1.5, a negative or fractional count, or a total larger than the list
it counts would silently produce metrics outside 0..1. These checks name the
first such verdict (DOI and field) in one line. Pure functions over plain dicts.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..defaults import (
    ABSOLUTE_METRICS,
    COMPOSITION,
    COMPOSITION_VALUES,
    DETAILS,
    FALSE_NEGATIVES,
    FIELD_SCORES,
    ITEM_RESULTS,
    LIST_FIELDS,
    SCALAR_FIELDS,
    STEPS,
    SYNTHESIS,
)

ENTRY_LISTS = ("key_matches", "value_matches", "pair_matches")


class StoredResultError(ValueError):
    """A stored result whose verdicts cannot be scored; the message names the item and field."""


def short_repr(value: Any, limit: int = 60) -> str:
    """`value` as an error message quotes it: its repr, cut at `limit` characters, ASCII only."""
    text = repr(value)
    text = text if len(text) <= limit else text[: limit - 3] + "..."
    return text.encode("ascii", "backslashreplace").decode("ascii")


def _doi(doi: Any) -> str:
    return short_repr(str(doi), 120)[1:-1]


def is_finite_number(value: Any) -> bool:
    """A stored number that can be scored: int or float, not a bool, not NaN or infinite."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


class _Checker:
    def __init__(self, source: str, doi: Any):
        self.where = f"{source}: DOI {_doi(doi)}"

    def fail(self, path: str, problem: str) -> None:
        raise StoredResultError(f"{self.where}: {path}: {problem}")

    def mapping(self, value: Any, path: str, *, optional: bool = True) -> Mapping[str, Any]:
        if value is None and optional:
            return {}
        if not isinstance(value, Mapping):
            self.fail(path, f"must be an object, got {type(value).__name__}")
        return value

    def sequence(self, value: Any, path: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(path, f"must be a list, got {type(value).__name__}")
        return value

    def flag(self, entry: Mapping[str, Any], path: str) -> int:
        """A 0/1 verdict (booleans and 0.0/1.0 are read as 0/1, as the scorer does)."""
        if "match_value" not in entry:
            self.fail(path, "has no match_value")
        value = entry["match_value"]
        if isinstance(value, bool) or (is_finite_number(value) and value in (0, 1)):
            return int(value)
        self.fail(f"{path}.match_value", f"must be 0 or 1, got {short_repr(value)}")
        return 0

    def count(self, section: Mapping[str, Any], name: str, path: str) -> int:
        """A stored total: a non-negative integer (3.0 is read as 3, as the scorer does)."""
        value = section.get(name, 0)
        if value is None:
            return 0
        if isinstance(value, bool) or not is_finite_number(value) or value < 0 or value != int(value):
            self.fail(f"{path}.{name}", f"must be a non-negative integer, got {short_repr(value)}")
        return int(value)

    def entries(self, value: Any, path: str) -> list[int]:
        flags = []
        for index, entry in enumerate(self.sequence(value, path)):
            flags.append(self.flag(self.mapping(entry, f"{path}[{index}]", optional=False), f"{path}[{index}]"))
        return flags

    def scalar(self, section: Mapping[str, Any], name: str, path: str) -> None:
        if section.get(name) is not None:
            self.flag(self.mapping(section[name], f"{path}.{name}"), f"{path}.{name}")

    def composition(self, verdict: Mapping[str, Any], path: str) -> None:
        for name in SCALAR_FIELDS[COMPOSITION]:
            self.scalar(verdict, name, path)
        where = f"{path}.{COMPOSITION_VALUES}"
        cpv = self.mapping(verdict.get(COMPOSITION_VALUES), where)
        if not cpv:
            return
        for name in ENTRY_LISTS:
            self.entries(cpv.get(name), f"{where}.{name}")
        for name in ("missing_keys", "extra_keys"):
            self.sequence(cpv.get(name), f"{where}.{name}")
        self.totals(cpv, where, "total_ground_truth_keys", "ground-truth keys", self.mapping)

    def totals(self, part: Mapping[str, Any], where: str, total_name: str, what: str, container) -> None:
        """total_match within the total, and the total within what `reference` stores (keys or items)."""
        total = self.count(part, total_name, where)
        matched = self.count(part, "total_match", where)
        if matched > total:
            self.fail(f"{where}.total_match", f"{matched} is larger than {total_name} ({total})")
        reference = part.get("reference")
        if reference is not None:
            stored = len(container(reference, f"{where}.reference"))
            if total > stored:
                self.fail(f"{where}.{total_name}", f"{total} is larger than the {stored} {what} stored in reference")

    def synthesis(self, verdict: Mapping[str, Any], path: str) -> None:
        for name in SCALAR_FIELDS[SYNTHESIS]:
            self.scalar(verdict, name, path)
        for name in LIST_FIELDS:
            where = f"{path}.{name}"
            section = self.mapping(verdict.get(name), where)
            if not section:
                continue
            self.entries(section.get("matches"), f"{where}.matches")
            for part in ("missing_items", "extra_items"):
                self.sequence(section.get(part), f"{where}.{part}")
            self.totals(section, where, "total_ground_truth_items", "items", self.sequence)
        where = f"{path}.{STEPS}"
        steps = self.mapping(verdict.get(STEPS), where)
        if steps:
            value = steps.get("match_value", 0)
            if isinstance(value, bool):
                value = int(value)
            if not is_finite_number(value) or not 0 <= value <= 1:
                self.fail(f"{where}.match_value", f"must be a number from 0 to 1, got {short_repr(value)}")
            coverage = steps.get("coverage")
            if coverage is not None and (isinstance(coverage, bool) or not is_finite_number(coverage) or not 0 <= coverage <= 1):
                self.fail(f"{where}.coverage", f"must be a number from 0 to 1, got {short_repr(coverage)}")
            for part in ("reference_steps", "test_steps"):
                if steps.get(part) is not None and not isinstance(steps[part], (list, str)):
                    self.fail(f"{where}.{part}", f"must be a list, got {type(steps[part]).__name__}")

    def item(self, item: Any) -> None:
        item = self.mapping(item, "item", optional=False)
        details = self.mapping(item.get(DETAILS), DETAILS)
        scores = self.mapping(item.get(FIELD_SCORES), FIELD_SCORES)
        if not details and scores:
            # A DOI the test file lacked: rescoring keeps its stored false-negative count.
            block = self.mapping(item.get(ABSOLUTE_METRICS), ABSOLUTE_METRICS)
            self.count(block, FALSE_NEGATIVES, ABSOLUTE_METRICS)
        for section, check in ((COMPOSITION, self.composition), (SYNTHESIS, self.synthesis)):
            verdict = self.mapping(details.get(section), f"{DETAILS}.{section}")
            if verdict:
                check(verdict, f"{DETAILS}.{section}")


def validate_stored_verdicts(result: Any, *, source: str = "result") -> None:
    """Raise `StoredResultError` (one line: source, DOI, field) at the first verdict that cannot be scored.

    Accepts everything the scorer reads as documented, including published
    files (`reference_key` in value_matches, enrichment fields) and the
    optional `basis` / `why` / `certain` explanations, which are not checked.
    """
    if not isinstance(result, Mapping) or not isinstance(result.get(ITEM_RESULTS), Mapping):
        raise StoredResultError(f"{source}: not a result: no item_results object")
    run_info = result.get("run_info")
    if run_info is not None and not isinstance(run_info, Mapping):
        raise StoredResultError(f"{source}: run_info: must be an object, got {type(run_info).__name__}")
    if isinstance(run_info, Mapping) and run_info.get("settings") is not None and not isinstance(run_info["settings"], Mapping):
        raise StoredResultError(f"{source}: run_info.settings: must be an object, got {type(run_info['settings']).__name__}")
    for doi, item in result[ITEM_RESULTS].items():
        _Checker(source, doi).item(item)


# ---------------------------------------------------------------- totals
