"""The rules judge's composition -> value map: keys paired one to one, the rest aligned, each key read in its paper."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from ..chem import formula
from ..chem.alignment import assign, pair_identical
from ..chem.quantities import quantities_match
from ..chem.text import MAX_LIST_ITEMS, too_many
from ..chem.tolerance import ToleranceTable
from ..chem.values import parse_value, representative
from ..verdicts import CompositionValuesVerdict, KeyRow, composition_values
from ..verdicts.override import NO_CANDIDATE
from .explain import Decision, explain_key, explain_value
from .explain.key_contrast import contrast_guesses
from .explain.key_readings import DESCRIPTOR_UNSTATED
from .explain.key_stacks import MULTILAYER

# A mixture read with its shares, a notation read as its formula, an acronym spelt out by the other key or a multilayer
# read with its number of periods has no words left over: it drops no descriptor.
_READ_WHOLE = frozenset({"mixture-read", "notation-read", "spelled-out", "label-words", MULTILAYER})
# A proven key match outweighs any number of guessed ones in the one-to-one pairing (a paper has far fewer keys).
PROVEN_WEIGHT = 1.0e6
# How much the position of a key in its list counts when aligning unmatched keys.
POSITION_WEIGHT = 0.5


def tolerance_of(reference: Any, tolerances: ToleranceTable | None) -> float:
    """The absolute tolerance the configured thresholds allow around a ground-truth value (0: exact)."""
    return (tolerances.tolerance_for(representative(parse_value(reference))) if tolerances else None) or 0.0


def value_verdict(reference: Any, test: Any, tolerances: ToleranceTable | None, units: tuple[Any, Any] = (None, None)) -> int:
    """Values compared as quantities: in the reference's unit when `units` (reference, test) are commensurable."""
    return int(quantities_match(reference, test, tolerance_of(reference, tolerances), units))


def composition_values_verdict(
    reference: Mapping[str, Any] | None,
    test: Mapping[str, Any] | None,
    tolerances: ToleranceTable | None,
    explain_key: Callable[[str, str], tuple[Decision, float]] = explain_key,
    units: tuple[Any, Any] = (None, None),
) -> CompositionValuesVerdict:
    """Key, value and pair verdicts for the composition -> value mapping.

    Equivalent keys are paired first (one-to-one, agreeing values preferred);
    the remaining non-null ground-truth keys are then aligned to the remaining
    test keys by closeness, so their values still get a verdict.
    """
    reference, test = dict(reference or {}), dict(test or {})
    ref_keys, test_keys = list(reference), list(test)
    if too_many(ref_keys) or too_many(test_keys):
        return _identical_keys_only(reference, test, tolerances, units)
    comparisons = {(i, j): explain_key(r, t) for i, r in enumerate(ref_keys) for j, t in enumerate(test_keys)}
    comparisons = contrast_guesses(ref_keys, test_keys, _in_paper_context(ref_keys, test_keys, comparisons))

    def equivalence(i: int, j: int) -> float:
        """Proven matches first (a test key proven to be one ground-truth key is no other's best guess: the paper's
        own entries settle it), then matches, agreeing values, closeness."""
        decision, distance = comparisons[(i, j)]
        if not decision.match:
            return 0.0
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances, units)
        return PROVEN_WEIGHT * decision.certain + 1000.0 + 10.0 * agree + 1.0 / (1.0 + distance)

    matched = dict(assign(ref_keys, test_keys, equivalence))
    unmatched_ref = [i for i in range(len(ref_keys)) if i not in matched and reference[ref_keys[i]] is not None]
    free_test = [j for j in range(len(test_keys)) if j not in matched.values()]

    def closeness(a: int, b: int) -> float:
        """An equal value is the strongest sign two differently written keys are one sample."""
        i, j = unmatched_ref[a], free_test[b]
        offset = abs(i / max(len(ref_keys), 1) - j / max(len(test_keys), 1))
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances, units)
        return 10.0 * agree + 1.0 / (1.0 + comparisons[(i, j)][1] + POSITION_WEIGHT * offset)

    aligned = {unmatched_ref[a]: free_test[b] for a, b in assign(unmatched_ref, free_test, closeness)}

    rows = []
    for i, key in enumerate(ref_keys):
        if i not in matched and i not in unmatched_ref:
            continue  # a null-valued ground-truth key the test does not have: not counted
        j = matched.get(i, aligned.get(i))
        if j is None:
            key_decision = Decision(False, "no-candidate", "no test key is left to pair with it")
            rows.append(KeyRow.of(key, "", 0, 0, reference, test, key_decision.explanation(), NO_CANDIDATE.explanation()))
            continue
        test_key = test_keys[j]
        key_decision = comparisons[(i, j)][0]
        value_decision = explain_value(reference[key], test[test_key], tolerance_of(reference[key], tolerances), units)
        rows.append(
            KeyRow.of(key, test_key, i in matched, value_decision.match, reference, test, key_decision.explanation(), value_decision.explanation())
        )
    return composition_values(reference, test, rows)


def _in_paper_context(ref_keys: list[str], test_keys: list[str], comparisons: dict) -> dict:
    """Key decisions that other keys of the paper change (issue 16: matches are proven too).

    - A test key that leaves out the ground truth's label or processing note still
      names the sample when no other ground-truth key has its composition (the
      best guess: the test may mean a sample the ground truth does not list).
    - A test key without qualifiers does not denote a ground-truth sample whose
      qualifiers are what tells it from another sample of the same composition
      (`-Porous` and `-Dense`): it names neither (`descriptor-dropped`); a mixture read with its shares
      (`A + 6 wt% B` for `A/B 6 wt%`) or a notation read as its formula (`NaYF4:20%Yb` for
      `NaY0.8Yb0.2F4`) writes them in other words, and drops nothing.
    - A test key that adds to a plain ground-truth key the descriptor the ground truth uses to tell samples of
      one composition apart (`X (annealed 600 °C)` beside `Y` and `Y (annealed 600 °C)`) may be another,
      treated sample (`descriptor-added`, unproven).
    - A test key written whole in two or more ground-truth keys that differ in what it leaves out (`A` beside
      `A, 100% coverage` and `A, 200% coverage`) is equally compatible with each: it names neither (`condition-dropped`,
      the best guess).
    - A dropped phase (`m-` of `m-BiVO4`) is not proof of another sample: a plain
      formula often means the compound's usual phase (`descriptor-dropped`, unproven).
    - A bare percentage (`2%`) against a stated basis (`2 wt%`) is proven when every
      amount of the paper's keys, on both sides, is in that one basis.
    - A sample code made of a composite's initials (`CZ-3`) is the test's
      third sample of that composite (`CuO/ZnO`): the best guess (the order is assumed).
    - A match on elements alone (an abbreviation) is proven only when nothing
      else competes: one test key for the ground-truth key, one ground-truth key
      for the test key; otherwise it is the best guess (`certain: false`).
    """
    distinguished = formula.distinguishing_descriptors(ref_keys)
    updated = dict(comparisons)
    sole = formula.sole_compositions(ref_keys)
    for (i, j), (decision, distance) in comparisons.items():
        if decision.basis == "label-dropped" and i in sole:
            why = f"{decision.why}; no other ground-truth key has this composition, so the label is not what tells it apart"
            updated[(i, j)] = (Decision(True, "label-unneeded", why, certain=False), distance)
    for (i, j), (decision, distance) in comparisons.items():
        if i in distinguished and decision.match and decision.basis not in _READ_WHOLE and not formula.has_descriptors(test_keys[j]):
            if _squeezed(distinguished[i]) in _squeezed(test_keys[j]):
                continue  # `COF102` for `COF-102`: the descriptor is written run into the name, not left out
            why = f"{test_keys[j]!r} leaves out {distinguished[i]!r}, which tells this sample from another of the same composition"
            proven = not formula.phase_designations(ref_keys[i]) and formula.descriptor_tells_apart(ref_keys, i)
            updated[(i, j)] = (Decision(False, "descriptor-dropped", why, certain=proven), distance + 0.5)
    for (i, j), (decision, distance) in list(updated.items()):
        guessed = decision.basis == DESCRIPTOR_UNSTATED  # a descriptor only the test states: the paper may settle it
        if decision.match and (decision.certain or guessed) and (added := formula.added_distinguishing_descriptor(ref_keys, i, test_keys[j])):
            why = f"{test_keys[j]!r} adds {added!r}, which the ground truth uses to tell samples of one composition apart: another, treated sample"
            updated[(i, j)] = (Decision(False, "descriptor-added", why, certain=False), distance + 0.5)
    for j, test_key in enumerate(test_keys):
        for i in formula.samples_left_ambiguous(ref_keys, test_key):
            decision, distance = updated[(i, j)]
            if decision.match and not decision.certain:
                why = f"{test_key!r} leaves out what tells {ref_keys[i]!r} from another ground-truth key it is written in: it names neither"
                updated[(i, j)] = (Decision(False, "condition-dropped", why, certain=False), distance + 0.5)
    if settled := _settled_basis(ref_keys, test_keys):
        for (i, j), (decision, distance) in list(updated.items()):
            if decision.basis == "bare-percent":
                why = f"{decision.why}; every amount of the paper's keys is in {settled}%, so this one is too"
                updated[(i, j)] = (Decision(True, "dopant-notation", why), distance)
    for i, j in formula.coded_samples(ref_keys, test_keys).items():
        if not updated[(i, j)][0].match:
            why = (
                f"{ref_keys[i]!r} reads as a sample code of the composite {test_keys[j]!r} names "
                "(the initials of its parts; its number counted in the test's order)"
            )
            updated[(i, j)] = (Decision(True, "sample-code", why, certain=False), 0.1)
    loose = [(i, j) for (i, j), (d, _) in updated.items() if d.match and d.basis == "abbreviation" and d.certain]
    if loose:
        per_ref, per_test = Counter(), Counter()
        for (i, j), (d, _) in updated.items():
            if d.match:
                per_ref[i] += 1
                per_test[j] += 1
        for i, j in loose:
            if per_ref[i] > 1 or per_test[j] > 1:
                decision, distance = updated[(i, j)]
                why = f"{decision.why}; another key of the paper matches as well, so which sample is meant is not proven"
                updated[(i, j)] = (Decision(True, "abbreviation", why, certain=False), distance)
    return updated


def _settled_basis(ref_keys: list[str], test_keys: list[str]) -> str | None:
    """The one basis (`wt`, `mol`, ...) every amount of the paper's keys is stated in, on both sides; None if several or none."""
    ref_bases = {basis for key in ref_keys for bases in formula.amount_bases(key).values() for basis in bases}
    test_bases = {basis for key in test_keys for bases in formula.amount_bases(key).values() for basis in bases}
    return next(iter(ref_bases)) if len(ref_bases) == 1 and test_bases <= ref_bases else None


def _identical_keys_only(
    reference: dict[str, Any], test: dict[str, Any], tolerances: ToleranceTable | None, units: tuple[Any, Any] = (None, None)
) -> CompositionValuesVerdict:
    """Sections with hundreds of keys: pairing by identical text keeps the work linear; the rest is left uncertain."""
    ref_keys, test_keys = list(reference), list(test)
    pairs = dict(pair_identical(ref_keys, test_keys))
    rows = []
    for i, key in enumerate(ref_keys):
        if i not in pairs:
            if reference[key] is not None:
                why = f"more than {MAX_LIST_ITEMS} keys: only identical keys are paired"
                rows.append(KeyRow.of(key, "", 0, 0, reference, test, Decision(False, "too-many", why, certain=False).explanation()))
            continue
        test_key = test_keys[pairs[i]]
        value = explain_value(reference[key], test[test_key], tolerance_of(reference[key], tolerances), units)
        rows.append(KeyRow.of(key, test_key, 1, value.match, reference, test, Decision(True, "exact").explanation(), value.explanation()))
    return composition_values(reference, test, rows)


def _squeezed(text: str) -> str:
    return re.sub(r"[\s\-_–]", "", text).casefold()
