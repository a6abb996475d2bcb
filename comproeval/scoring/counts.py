"""True/false positive counts of section verdicts (docs/scoring.md §3 and §7): absolute (one per entry) and
normalized (each field's weight shared among its entries), with precision, recall and F1 (`prf`).

Pure functions of typed verdicts, as `scoring.metrics`, whose field scores and match helpers they reuse.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..defaults import (
    COMPOSITION_VALUES,
    F1_SCORE,
    FALSE_NEGATIVES,
    FALSE_POSITIVES,
    FAMILY,
    METHOD,
    PRECISION,
    PROPERTY_UNIT,
    RECALL,
    STEPS,
    TRUE_POSITIVES,
)
from ..verdicts import (
    CompositionVerdict,
    Entry,
    ScalarVerdict,
    SynthesisVerdict,
)
from .metrics import credited_values, is_match, list_fields, steps_credit


@dataclass
class Counts:
    """True/false positive and false negative tallies (ints or weight floats)."""

    tp: float = 0
    fp: float = 0
    fn: float = 0

    def __iadd__(self, other: Counts) -> Counts:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        return self


def prf(counts: Counts) -> dict[str, Any]:
    """The documented metrics block: counts plus precision, recall and F1."""
    tp, fp, fn = counts.tp, counts.fp, counts.fn
    precision = tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return {
        TRUE_POSITIVES: tp,
        FALSE_POSITIVES: fp,
        FALSE_NEGATIVES: fn,
        PRECISION: precision,
        RECALL: recall,
        F1_SCORE: f1,
    }


def _steps_is_positive(value: Any) -> bool:
    """Steps count as a hit above 0.5 when float, only at 1 when an integer."""
    if isinstance(value, float):
        return value > 0.5
    return value == 1


# ------------------------------------------------------------ absolute counts


def _scalar_counts(entry: ScalarVerdict) -> Counts:
    if is_match(entry):
        return Counts(tp=1)
    return Counts(fn=int(entry.reference is not None), fp=int(entry.test is not None))


def _present(value: Any, truthy: bool) -> bool:
    """Whether one side of an entry counts as given: any non-empty value, or (values) anything but null."""
    return bool(value) if truthy else value is not None


def _pairwise_counts(entries: Iterable[Entry], *, truthy: bool, credit: Iterable[bool] | None = None) -> Counts:
    """One count per verdict entry; `truthy` decides whether empty strings count as present.

    `credit` (strict values) overrides which entries count as matched.
    """
    entries = list(entries)
    credit = [is_match(e) for e in entries] if credit is None else list(credit)
    counts = Counts()
    for entry, credited in zip(entries, credit):
        if credited:
            counts.tp += 1
            continue
        ref, test = entry.sides()
        counts.fn += int(_present(ref, truthy))
        counts.fp += int(_present(test, truthy))
    return counts


def _unpaired(names: Iterable[Any], entries: Iterable[Entry], side: int, strict: bool) -> int:
    """How many missing/extra names to count: all of them, or (strict) those no entry already counted."""
    names = list(names or [])
    if not strict:
        return len(names)
    counted = {str(e.sides()[side]) for e in entries if not is_match(e) and e.sides()[side]}
    return sum(1 for n in names if str(n) not in counted)


REFERENCE_SIDE, TEST_SIDE = 0, 1


def counted_twice(verdict: CompositionVerdict | SynthesisVerdict) -> int:
    """Unmatched keys or items the reference counts twice: from their verdict entry and again from the missing/extra list (§7.3)."""
    if isinstance(verdict, CompositionVerdict):
        cpv = verdict.compositions_property_values
        parts = [(cpv.missing_keys, cpv.extra_keys, cpv.key_matches)]
    else:
        parts = [(section.missing_items, section.extra_items, section.matches) for _, section in list_fields(verdict)]
    twice = 0
    for missing, extra, entries in parts:
        for names, side in ((missing, REFERENCE_SIDE), (extra, TEST_SIDE)):
            twice += _unpaired(names, entries, side, strict=False) - _unpaired(names, entries, side, strict=True)
    return twice


def composition_absolute(verdict: CompositionVerdict, *, strict: bool = False) -> Counts:
    counts = _scalar_counts(verdict.property_unit)
    counts += _scalar_counts(verdict.family)
    cpv = verdict.compositions_property_values
    counts += _pairwise_counts(cpv.key_matches, truthy=True)
    counts += _pairwise_counts(cpv.value_matches, truthy=False, credit=credited_values(cpv) if strict else None)
    counts.fn += _unpaired(cpv.missing_keys, cpv.key_matches, REFERENCE_SIDE, strict)
    counts.fp += _unpaired(cpv.extra_keys, cpv.key_matches, TEST_SIDE, strict)
    return counts


def synthesis_absolute(verdict: SynthesisVerdict, *, strict: bool = False) -> Counts:
    counts = _scalar_counts(verdict.method)
    for _, section in list_fields(verdict):
        counts += _pairwise_counts(section.matches, truthy=True)
        counts.fn += _unpaired(section.missing_items, section.matches, REFERENCE_SIDE, strict)
        counts.fp += _unpaired(section.extra_items, section.matches, TEST_SIDE, strict)
    steps = verdict.steps
    if _steps_is_positive(steps_credit(steps, strict=strict)):
        counts.tp += 1
    else:
        counts.fn += int(bool(steps.reference_steps))
        counts.fp += int(bool(steps.test_steps))
    return counts


# ---------------------------------------------------------- normalized counts


def _weighted_scalar(entry: ScalarVerdict, weight: float) -> Counts:
    if is_match(entry):
        return Counts(tp=weight)
    return Counts(
        fn=weight / 2 if entry.reference is not None else 0.0,
        fp=weight / 2 if entry.test is not None else 0.0,
    )


def _weighted_pairwise(entries: Iterable[Entry], weight: float, *, truthy: bool, credit: Iterable[bool] | None = None) -> Counts:
    entries = list(entries)
    credit = [is_match(e) for e in entries] if credit is None else list(credit)
    counts = Counts()
    for entry, credited in zip(entries, credit):
        if credited:
            counts.tp += weight
            continue
        ref, test = entry.sides()
        if _present(ref, truthy):
            counts.fn += weight / 2
        if _present(test, truthy):
            counts.fp += weight / 2
    return counts


def composition_normalized(verdict: CompositionVerdict, nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = _weighted_scalar(verdict.property_unit, nw[PROPERTY_UNIT])
    counts += _weighted_scalar(verdict.family, nw[FAMILY])
    cpv = verdict.compositions_property_values
    total = cpv.total_ground_truth_keys
    if total > 0:
        key_w = value_w = nw[COMPOSITION_VALUES] / 2 / total
        counts += _weighted_pairwise(cpv.key_matches, key_w, truthy=True)
        counts += _weighted_pairwise(cpv.value_matches, value_w, truthy=False, credit=credited_values(cpv) if strict else None)
        counts.fn += _unpaired(cpv.missing_keys, cpv.key_matches, REFERENCE_SIDE, strict) * (key_w + value_w)
        counts.fp += _unpaired(cpv.extra_keys, cpv.key_matches, TEST_SIDE, strict) * (key_w + value_w)
    return counts


def synthesis_normalized(verdict: SynthesisVerdict, nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = _weighted_scalar(verdict.method, nw[METHOD])
    for field, section in list_fields(verdict):
        total = section.total_ground_truth_items
        if total > 0:
            item_w = nw[field] / total
            counts += _weighted_pairwise(section.matches, item_w, truthy=True)
            counts.fn += _unpaired(section.missing_items, section.matches, REFERENCE_SIDE, strict) * item_w
            counts.fp += _unpaired(section.extra_items, section.matches, TEST_SIDE, strict) * item_w
    steps = steps_credit(verdict.steps, strict=strict)
    counts.tp += nw[STEPS] * steps
    counts.fn += nw[STEPS] * (1 - steps) / 2
    counts.fp += nw[STEPS] * (1 - steps) / 2
    return counts
