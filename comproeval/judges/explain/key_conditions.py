"""The conditions a key writes after its material, set against the verdict on the keys (issue 26): conditions that
differ make two samples of one material, conditions equal once read leave the material to decide, and a condition only
one key states leaves a match a guess. `explain` is the key judge itself, for the materials without their conditions."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.c_rates import decimal_c_rates
from ...chem.formula.label_quantities import read_quantities
from ...chem.formula.parse import normalize_key
from ...chem.quantities import commensurable_units, is_percent
from .key_readings import DESCRIPTOR_UNSTATED

Explain = Callable[[str, str], tuple[Decision, float]]


# Verdicts that rest on reading both keys as chemistry: a name that only looks like a formula leaves them unproven.
CHEMISTRY_BASES = frozenset(
    {"formula-equivalent", "different-elements", "different-amounts", "component-dropped", "abbreviation", "name-for-formula", "label-dropped"}
)
# Verdicts that rest on a key's text, not its chemistry: the material before the conditions may still be one.
_TEXT_BASES = frozenset({"label-differs", "unparsed", "different-label", "label-dropped", "label-variant", "same-tokens"})


def with_conditions(reference: str, test: str, decision: Decision, distance: float, explain: Explain) -> tuple[Decision, float]:
    """Conditions that tell a paper's samples apart (a milling time, a modulator, a ratio) are part of a key's
    identity (issue 26): keys of one material whose conditions differ are two samples; conditions equal once
    their quantities are read (60 min = 1 h) leave the material to decide."""
    if any(map(formula.cites_literature, (reference, test))):
        return decision, distance  # a quoted literature sample is told apart by the citation rules
    if not (formula.read_conditions(reference) and formula.read_conditions(test)):
        return _one_side_conditions(reference, test, decision), distance
    verdict = formula.compare_conditions(reference, test)
    if verdict.same is None:
        if decision.match and decision.certain and formula.read_conditions(reference) != formula.read_conditions(test):
            # `(EDT)` against `(MPA)`: conditions that share nothing to set against each other prove nothing either way
            return Decision(True, decision.basis, f"{decision.why}; {verdict.why}: unproven", certain=False), distance
        return decision, distance
    if decision.match and verdict.same is False:
        return Decision(False, "different-condition", verdict.why, certain=verdict.certain), distance + 0.5
    if decision.match and decision.certain and not verdict.certain:
        return Decision(True, decision.basis, f"{decision.why}; {verdict.why}", certain=False), distance
    if decision.match or decision.basis not in _TEXT_BASES and not (verdict.certain and decision.basis in CHEMISTRY_BASES):
        return decision, distance  # a chemistry verdict stands unless the conditions, read for certain, were what it parsed
    material = same_material(reference, test, explain)
    if material is None:
        return decision, distance
    certain = material.certain and verdict.certain
    if verdict.same is False:
        return Decision(False, "different-condition", f"the same material; {verdict.why}", certain=certain), distance + 0.5
    why = f"the same material ({material.why or material.basis}); {verdict.why}"
    return Decision(True, "same-condition", why, certain=certain), min(distance, 0.1)


def _one_side_conditions(reference: str, test: str, decision: Decision) -> Decision:
    """A treatment or quantity only one key states (`np-Cu from X` / `np-Cu from X, 200 °C/1 h`) may be what tells
    the paper's samples apart, as when both keys state conditions and one states more (`compare_conditions`: another
    treatment, unproven): a match read past it is the best guess, which the paper's other keys may settle."""
    if not (decision.match and decision.certain and decision.basis == "formula-equivalent"):
        return decision  # other readers read the conditions they rest on (a variable stated, a molar ratio)
    one, other = (reference, test) if formula.read_conditions(reference) else (test, reference)
    conditions = formula.read_conditions(one)
    stated = [q for q in conditions.quantities if not is_percent(q[1]) and q[1] != "room"]
    written = read_quantities(other, elements_are_units=False)[0]
    named = conditions.foreign  # a reagent or substrate named by formula beside the material
    if not named and (not stated or any(commensurable_units(a[1], b[1]) for a in stated for b in written)):
        return decision  # `BaTiO3 sintered 1200 °C`: the other key writes the quantity in its own text
    why = f"{decision.why or 'the same composition'}; one key states a condition the other does not: another treatment is possible, unproven"
    return Decision(True, DESCRIPTOR_UNSTATED, why, certain=False)


def same_material(reference: str, test: str, explain: Explain) -> Decision | None:
    """The decision on the two keys' materials without their conditions, when they are one; None otherwise."""
    ref_base, test_base = formula.split_conditions(reference)[0], formula.split_conditions(test)[0]
    if not ref_base or not test_base:
        return None
    if label_text(ref_base) == label_text(test_base):
        return Decision(True, "label", "the same name up to case and punctuation")
    base, _ = explain(ref_base, test_base)
    return base if base.match else None


def label_text(key: str) -> str:
    """A name up to spacing, hyphens and subscript digits; up to case too unless it reads as a formula (`Co` is not `CO`)."""
    text = re.sub(r"[\s\-_.,;:]+", "", unicodedata.normalize("NFKC", normalize_key(key)))
    return text if formula.parse_composition(key) is not None else text.casefold()


def c_rates_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Keys compared with their C-rates written as fractions (`C/10`) read as decimal rates (`0.1C`): one rate
    (`chem.formula.c_rates`), so the keys so read are what is judged. None when neither key writes such a rate."""
    ref, tst = decimal_c_rates(reference), decimal_c_rates(test)
    if ref is None and tst is None:
        return None
    decision, distance = explain(ref or reference, tst or test)
    why = f"{decision.why or decision.basis} (a C-rate written as a fraction read as its decimal rate: `C/10` is `0.1C`)"
    return Decision(decision.match, decision.basis, why, certain=decision.certain), distance
