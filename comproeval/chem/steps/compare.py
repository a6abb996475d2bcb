"""Scoring how fully test steps describe the reference procedure.

The score is recall-oriented, like the expert judge it stands in for: every
reference step is looked for in the test steps (operations, numeric
parameters, content words), contradictions on aligned steps cost extra, and
the mean coverage is mapped to the judge's scale by a monotone curve
(:func:`calibrate_coverage`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..text import too_many
from .features import StepFeatures, normalize_step_text, split_steps, step_features
from .parameters import CONTRADICTABLE, Parameter, SynthesisTolerances, parameters_match, slack_table

_Slack = Mapping[str, tuple[float, float]]

# Weights of the three kinds of evidence that a reference step is covered. The judge cares
# about which operations are there and under which conditions far more than about wording.
_WEIGHT_OPERATIONS = 0.4
_WEIGHT_PARAMETERS = 0.4
_WEIGHT_WORDS = 0.2
# Word recall is softened: the judge forgives paraphrase and dropped minor detail.
_WORD_RECALL_EXPONENT = 0.75
# Cost of one contradicted parameter or atmosphere, as a fraction of the step's coverage.
_CONTRADICTION_PENALTY = 0.25
# A reference step may be spread over this many consecutive test steps (split steps).
_MAX_WINDOW = 3
# Share of coverage kept by a reference step matched out of the reference order.
_OUT_OF_ORDER_FACTOR = 0.7


@dataclass(frozen=True)
class StepAlignment:
    """Where one reference step was found in the test steps and how well."""

    reference_index: int
    test_indices: tuple[int, ...]
    coverage: float
    contradictions: tuple[str, ...]


# What test steps show of one reference step: bit masks over its operations, its parameters
# matched, its parameters stated with foreign values, its words; plus the atmospheres named.
_Evidence = tuple[int, int, int, int, frozenset[str]]


def _bits(items: frozenset[str], reference: frozenset[str], order: dict[str, int]) -> int:
    mask = 0
    for item in items & reference:
        mask |= 1 << order[item]
    return mask


def _evidence(reference: StepFeatures, orders: tuple[dict[str, int], dict[str, int]], test: StepFeatures, slack: _Slack) -> _Evidence:
    """Which parts of the reference step one test step states; a parameter is a rival when the test
    states its kind only with values foreign to the whole reference step."""
    matched = rivals = 0
    for i, parameter in enumerate(reference.parameters):
        same_kind = [other for other in test.parameters if other.kind == parameter.kind]
        if any(parameters_match(parameter, other, slack) for other in same_kind):
            matched |= 1 << i
        elif parameter.kind in CONTRADICTABLE and any(
            not any(parameters_match(mine, other, slack) for mine in reference.parameters) for other in same_kind
        ):
            rivals |= 1 << i
    operation_order, word_order = orders
    return (
        _bits(test.operations, reference.operations, operation_order),
        matched,
        rivals,
        _bits(test.words, reference.words, word_order),
        test.atmospheres,
    )


def _union(evidence: list[_Evidence]) -> _Evidence:
    operations = matched = rivals = words = 0
    atmospheres: frozenset[str] = frozenset()
    for o, m, r, w, a in evidence:
        operations, matched, rivals, words, atmospheres = operations | o, matched | m, rivals | r, words | w, atmospheres | a
    return operations, matched, rivals, words, atmospheres


def _evidence_weights(reference: StepFeatures) -> tuple[tuple[float, int], ...]:
    """(weight, item count) of operations, parameters and words; weights of evidence kinds the
    reference step lacks go to the others."""
    counts = (len(reference.operations), len(reference.parameters), len(reference.words))
    weights = (_WEIGHT_OPERATIONS, _WEIGHT_PARAMETERS, _WEIGHT_WORDS)
    total = sum(w for w, n in zip(weights, counts) if n)
    return tuple((w / total, n) if n else (0.0, 1) for w, n in zip(weights, counts))


def _score(reference: StepFeatures, weights: tuple[tuple[float, int], ...], evidence: _Evidence) -> tuple[float, int, bool]:
    """Coverage of the reference step by the evidence, the contradicted-parameter mask and
    whether the atmospheres conflict."""
    operations, matched, rivals, words, atmospheres = evidence
    (w_operations, n_operations), (w_parameters, n_parameters), (w_words, n_words) = weights
    contradicted = rivals & ~matched
    conflict = bool(reference.atmospheres and atmospheres and not reference.atmospheres & atmospheres)
    coverage = (
        w_operations * operations.bit_count() / n_operations
        + w_parameters * matched.bit_count() / n_parameters
        + w_words * (words.bit_count() / n_words) ** _WORD_RECALL_EXPONENT
    )
    penalty = _CONTRADICTION_PENALTY * (contradicted.bit_count() + conflict)
    return coverage * max(0.0, 1.0 - penalty), contradicted, conflict


def _orders(reference: StepFeatures) -> tuple[dict[str, int], dict[str, int]]:
    return (
        {item: i for i, item in enumerate(sorted(reference.operations))},
        {item: i for i, item in enumerate(sorted(reference.words))},
    )


def _describe_contradictions(reference: StepFeatures, contradicted: int, conflict: bool) -> tuple[str, ...]:
    found = [f"{p.kind}: reference {_format(p)}, test states another value" for i, p in enumerate(reference.parameters) if contradicted >> i & 1]
    if conflict:
        found.append(f"atmosphere: reference {', '.join(sorted(reference.atmospheres))}, test states another")
    return tuple(found)


def _format(parameter: Parameter) -> str:
    if parameter.low == parameter.high:
        return f"{parameter.low:g} {parameter.unit}"
    return f"{parameter.low:g}-{parameter.high:g} {parameter.unit}"


def compare_step(reference_step: str, test_steps: list[str], tolerances: SynthesisTolerances | None = None) -> tuple[float, tuple[str, ...]]:
    """Coverage in [0, 1] of one reference step by a group of test steps, and the contradictions found.

    Coverage is the weighted recall of the reference step's operations,
    parameters and content words. A reference parameter the test states only
    with a different value of the same kind is a contradiction (e.g.
    sintering at 1200 °C instead of 1150 °C), as is a different furnace
    atmosphere; each costs a share of the step's coverage. `tolerances`
    replace the built-in slack for the conditions they set.
    """
    reference = step_features(reference_step)
    orders = _orders(reference)
    slack = slack_table(tolerances)
    evidence = _union([_evidence(reference, orders, step_features(s), slack) for s in test_steps])
    coverage, contradicted, conflict = _score(reference, _evidence_weights(reference), evidence)
    return coverage, _describe_contradictions(reference, contradicted, conflict)


def align_steps(reference_steps: list[str], test_steps: list[str], tolerances: SynthesisTolerances | None = None) -> list[StepAlignment]:
    """Best window of consecutive test steps for every reference step, order-aware.

    Each reference step takes the window (up to three consecutive test steps,
    for a step the test split) covering it best. Reference steps whose match
    breaks the reference order (off the longest in-order chain) keep only part
    of their coverage, since the procedure then reads differently. Several
    reference steps may share a test step (merged steps) and extra test steps
    cost nothing: the score is about describing the reference procedure.
    """
    reference_list, test_list = split_steps(reference_steps), split_steps(test_steps)
    if too_many(reference_list) or too_many(test_list):
        return _align_identical(reference_list, test_list)
    reference = [step_features(s) for s in reference_list]
    test = [step_features(s) for s in test_list]
    if not reference or not test:
        return []
    slack = slack_table(tolerances)
    best: list[StepAlignment] = []
    for r_index, r in enumerate(reference):
        orders = _orders(r)
        weights = _evidence_weights(r)
        per_step = [_evidence(r, orders, t, slack) for t in test]
        best_score, best_window = (-1.0, 0, False), (0,)
        for start in range(len(test)):
            evidence = per_step[start]
            for end in range(start, min(start + _MAX_WINDOW, len(test))):
                if end > start:
                    # A split step shows a further operation or condition in each part;
                    # words alone would let every window grow by chance.
                    grown = _union([evidence, per_step[end]])
                    if grown[:2] == evidence[:2]:
                        break
                    evidence = grown
                score = _score(r, weights, evidence)
                size = end - start + 1
                if score[0] > best_score[0] + 1e-9 or (score[0] > best_score[0] - 1e-9 and size < len(best_window)):
                    best_score, best_window = score, tuple(range(start, end + 1))
        coverage, contradicted, conflict = best_score
        best.append(StepAlignment(r_index, best_window, coverage, _describe_contradictions(r, contradicted, conflict)))
    in_order = _longest_in_order_chain([a.test_indices[0] for a in best])
    return [
        a if a.reference_index in in_order else StepAlignment(a.reference_index, a.test_indices, a.coverage * _OUT_OF_ORDER_FACTOR, a.contradictions)
        for a in best
    ]


def _align_identical(reference_steps: list[str], test_steps: list[str]) -> list[StepAlignment]:
    """Lists longer than `chem.text.MAX_LIST_ITEMS`: a reference step is covered only by an identical
    test step (normalized text), found by lookup; no windows, order or contradictions, in linear time."""
    if not reference_steps or not test_steps:
        return []
    first_index: dict[str, int] = {}
    for j, step in enumerate(test_steps):
        first_index.setdefault(normalize_step_text(step), j)
    alignments = []
    for i, step in enumerate(reference_steps):
        j = first_index.get(normalize_step_text(step))
        alignments.append(StepAlignment(i, (0 if j is None else j,), 0.0 if j is None else 1.0, ()))
    return alignments


def _longest_in_order_chain(positions: list[int]) -> set[int]:
    """Indices of a longest non-decreasing subsequence of positions (O(n^2), n is small)."""
    length = [1] * len(positions)
    previous = [-1] * len(positions)
    for i in range(len(positions)):
        for j in range(i):
            if positions[j] <= positions[i] and length[j] + 1 > length[i]:
                length[i], previous[i] = length[j] + 1, j
    i = max(range(len(positions)), key=length.__getitem__)
    chain: set[int] = set()
    while i >= 0:
        chain.add(i)
        i = previous[i]
    return chain


def procedure_coverage(reference_steps: list[str], test_steps: list[str], tolerances: SynthesisTolerances | None = None) -> float:
    """Mean coverage of the reference steps by the test steps, before calibration."""
    return mean_coverage(align_steps(reference_steps, test_steps, tolerances))


def mean_coverage(alignment: list[StepAlignment]) -> float:
    """Mean coverage of an alignment's reference steps (0 for none): the raw score `calibrate_coverage` maps."""
    return sum(a.coverage for a in alignment) / len(alignment) if alignment else 0.0


# --------------------------------------------------------------------------- final score


# Score of a non-empty test that covers nothing of the reference: the judge never gave a
# non-empty attempt at the same paper less than about 0.2, and is linear above that.
_CALIBRATION_FLOOR = 0.1


def calibrate_coverage(coverage: float) -> float:
    """Map raw coverage linearly onto the judge's scale, [floor, 1].

    Fitted once over seven extraction models (~370 judged step lists, no
    per-paper terms): the judge credits a procedure skeleton generously, so
    raw coverage alone reads about 0.05 low.
    """
    coverage = min(1.0, max(0.0, coverage))
    return _CALIBRATION_FLOOR + (1.0 - _CALIBRATION_FLOOR) * coverage


def steps_similarity(reference_steps: list[str], test_steps: list[str], tolerances: SynthesisTolerances | None = None) -> float:
    """How fully the test steps describe the reference procedure, 0.00-1.00 (two decimals).

    Both empty: 1.0 (nothing to describe, nothing wrong). Exactly one empty: 0.0.
    With `tolerances`, two conditions agree when within them (temperatures in
    kelvin, durations and pressures relatively); without, the built-in slack applies.
    Lists over `chem.text.MAX_LIST_ITEMS` steps are compared step by identical text.
    """
    reference = split_steps(reference_steps)
    test = split_steps(test_steps)
    if not reference and not test:
        return 1.0
    if not reference or not test:
        return 0.0
    return round(calibrate_coverage(procedure_coverage(reference, test, tolerances)), 2)
