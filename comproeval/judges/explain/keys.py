"""The rules of composition keys: chemistry proves two keys the same sample or different ones; labels do not."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem import formula
from ...chem.compounds.grades import other_grade_codes
from ...chem.decision import Decision
from ...chem.formula.alloy_designations import shares_apart
from ...chem.formula.conductivity import conductivity_difference
from ...chem.formula.designation_equivalents import may_be_one_grade
from ...chem.formula.field_notations import field_notation_comparison
from ...chem.formula.implausible import CONDITION_ELEMENTS, condition_elements
from ...chem.formula.lone_prefixes import lone_prefixes_differ
from ...chem.formula.ordinals import ordinals_differ
from ...chem.formula.organisms import organisms_differ
from ...chem.formula.polymorph_letters import polymorph_letters_differ
from ...chem.formula.ratio_statements import stated_ratios_differ
from ...chem.formula.step_order import steps_reordered
from ...chem.formula.supported_metals import metal_loadings_comparison
from ...chem.formula.term_shares import term_shares_comparison
from ...chem.formula.unstated_base import balance_comparison
from .common import remembered, too_long_as_text
from .key_abbreviations import abbreviations_as_symbols, named_apart, planes_indexed
from .key_cages import cages_read, element_lists_read
from .key_cation_prefixes import cation_prefixes_read
from .key_conditions import CHEMISTRY_BASES, c_rates_read, label_text, same_material, with_conditions
from .key_copolymers import copolymers_read
from .key_designations import designations_read
from .key_dopants import dopant_restated
from .key_glosses import gloss_reading
from .key_grade_prefixes import grade_prefixes_read
from .key_guesses import one_sample_guess
from .key_ligands import ligands_read, ligands_unread
from .key_marks import (
    charges_read,
    code_described_in_prose,
    code_without_description,
    core_shell_unstated,
    marks_apart,
    other_charges,
    other_net_charges,
    punctuation_only,
)
from .key_mineral_notations import end_members_read, series_read
from .key_numeral_siblings import numeral_siblings
from .key_parts_per import parts_per_read
from .key_purities import purities_read
from .key_ratio_clauses import ratio_clauses_read, ratios_stated_apart
from .key_readings import blend_reading, complete_reading, settle_readings, support_reading, unread_may_restate
from .key_reasons import IDENTICAL, read_key_reason
from .key_refrigerants import refrigerants_read
from .key_reinforcements import filler_codes_read, forms_read
from .key_sample_states import states_read
from .key_siblings import unread_difference
from .key_spelt_names import spelt_names_guess
from .key_stacks import KeyExplainer, layer_reading, reversed_stack, role_reading, stack_reading
from .key_steel_designations import material_numbers_read, steel_designations_read
from .key_terminations import terminations_read
from .label_tokens import compare_label_tokens

_SHARE_NOTATIONS = (
    (formula.system_shares_comparison, "system-shares"),
    (formula.loading_comparison, "system-shares"),
    (metal_loadings_comparison, "system-shares"),
    (formula.cation_percent_comparison, "cation-percent"),
    (formula.unstated_base_comparison, "base-unstated"),
    (balance_comparison, "base-unstated"),
    (term_shares_comparison, "system-shares"),
)


# Readers that rewrite a notation and explain the rewritten keys again, in the order they are tried (`explain_key`).
_REWRITES: tuple[Callable[[str, str, KeyExplainer], tuple[Decision, float] | None], ...] = (
    material_numbers_read,
    steel_designations_read,
    designations_read,
    cation_prefixes_read,
    copolymers_read,
    c_rates_read,
    planes_indexed,
    dopant_restated,
    forms_read,
    terminations_read,
    cages_read,
    element_lists_read,
    refrigerants_read,
    end_members_read,
    series_read,
    ligands_read,
    ratio_clauses_read,
    parts_per_read,
    purities_read,
    grade_prefixes_read,
)


def _states_settled(reference: str, test: str, decision: Decision) -> Decision | None:
    """A verdict not proven the same, looked at again with the keys' words for the untreated sample read as one
    (`states_read`: `as-quenched` and `as-spun`, `untreated` and `as-received`); a proven match stays."""
    return None if decision.match and decision.certain else states_read(reference, test, explain_key)


def _other_grade(reference: str, test: str, decision: Decision) -> Decision | None:
    """A guessed match whose materials are worded alike but for one product code each (`Kraton G1650`, `Kraton
    G1652`; `compounds.other_grade_codes`), their conditions written alike: a maker's codes tell the grades of one
    product line apart, so another grade is the best guess (a code may also number samples: never proven)."""
    if not decision.match or decision.certain:
        return None
    (ref_base, ref_rest), (test_base, test_rest) = formula.split_conditions(reference), formula.split_conditions(test)
    if [c.casefold() for c in ref_rest] != [c.casefold() for c in test_rest] or not (codes := other_grade_codes(ref_base, test_base)):
        return None
    if re.search(r"[=:<>]", ref_base + test_base):
        return None  # `IL:Si = 1`: a number after a relation sign or in a ratio is a stated value, not a code
    if may_be_one_grade(*codes) or not all(re.fullmatch(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", code) for code in codes):
        return None  # one grade under two standards' designations (`key_designations`); a ratio (`1:2`) or a value is no code
    why = f"{codes[0]} against {codes[1]}: two grades of one product line, by their codes: another material, unproven"
    return Decision(False, "other-grade", why, certain=False)


# Second looks at a verdict, in the order they are tried, each with the distance it adds (`explain_key`).
_SETTLERS: tuple[tuple[Callable[[str, str, Decision], Decision | None], float], ...] = (
    (reversed_stack, 0.0),
    (named_apart, 0.5),
    (abbreviations_as_symbols, 0.0),
    (ratios_stated_apart, 0.5),
    (ligands_unread, 0.0),
    (_states_settled, 0.0),
    (_other_grade, 0.5),
)


@remembered
def explain_key(reference: str, test: str) -> tuple[Decision, float]:
    """The key judge: keys compared without the charge marks inside their formulas (`charges_read`, answering as it
    is), else by the first reader of `_REWRITES` that reads them, else by chemistry (`_explain_key`); the answer is
    then settled by the first of `_SETTLERS` that applies.

    Each rewrite reads a notation the chemistry would misread (a C-rate `C/10` as carbon, a plane's letter `c-plane`,
    a dopant said twice, a reinforcement's form `SiCp`, MXene terminations `Tx`, a cage's point group `C60-Ih` or a
    bracketed element list, a refrigerant number `R-134a`) and explains the whole rewritten pair again through this
    function, so the later readers still read what it leaves. Their order is the order they were added, kept because
    it decides where two notations meet in one key: change it only with a measurement. The settlers take a second
    look at a verdict: a certain difference that is only a stack written from the other end (`reversed_stack`), a
    match whose keys name other crystal planes or metals (`named_apart`), a certain difference only abbreviations'
    letters make (`abbreviations_as_symbols`), keys whose words for the untreated sample differ (`_states_settled`).
    Keys written alike up to spacing are one key before any reader."""
    if formula.written_alike(reference, test):
        return too_long_as_text(reference, test, "formula", True) or Decision(True, "exact", IDENTICAL), 0.0
    if (charged := charges_read(reference, test, explain_key)) is not None:
        return charged
    rewritten = (found for reader in _REWRITES if (found := reader(reference, test, explain_key)) is not None)
    decision, distance = next(rewritten, None) or _explain_key(reference, test)
    for settle, further in _SETTLERS:
        if (settled := settle(reference, test, decision)) is not None:
            return settled, distance + further
    return decision, distance


def _explain_key(reference: str, test: str) -> tuple[Decision, float]:
    """Composition keys (and their distance, for alignment): chemistry proves equality or difference; labels do not.

    A match is proven only when both keys are read completely: a descriptor word neither
    side shares and no vocabulary explains leaves it the best guess (issue 21); so do numbers,
    quantities and symbols written beside the formula that differ (`complete_reading`).
    """
    decision, distance = complete_reading(reference, test, *_explained(reference, test))
    if decision.match and (letters := polymorph_letters_differ(reference, test)) is not None:
        return Decision(False, "different-phase", letters, certain=False), distance + 0.5
    if decision.match and (reordered := steps_reordered(reference, test)) is not None:
        return Decision(False, "other-step-order", f"{reordered} is the best guess", certain=False), distance + 0.5
    if (glossed := gloss_reading(reference, test, decision, explain_key)) is not None:
        return glossed, min(distance, 0.1) if glossed.match else distance
    if not decision.certain and (coded := filler_codes_read(reference, test, explain_key)) is not None:
        return coded
    if decision.match and decision.certain and (prefixes := lone_prefixes_differ(reference, test)) is not None:
        both, why = prefixes
        if both:
            return Decision(False, "different-prefix", f"{why}: another sample, unproven", certain=False), distance + 0.5
        return Decision(True, decision.basis, f"{decision.why}; {why}", certain=False), distance
    if decision.match and not decision.certain and _read_past(reference, test, decision) and (unread := unread_difference(reference, test)):
        return Decision(False, "unread-differs", unread, certain=False), distance + 0.5
    if decision.match and not decision.certain and (sibling := numeral_siblings(reference, test)):
        return Decision(False, "sibling-word", sibling, certain=False), distance + 0.5
    if (spelt := spelt_names_guess(reference, test, decision)) is not None:
        return spelt, min(distance, 0.2)
    settled = (
        punctuation_only(reference, test, decision)
        or core_shell_unstated(reference, test, decision)
        or code_without_description(reference, test, decision)
        or code_described_in_prose(reference, test, decision)
    )
    return settled or marks_apart(reference, test, decision) or decision, distance


def _read_past(reference: str, test: str, decision: Decision) -> bool:
    """A match that rests on reading past the words the keys differ in: a formula reading that left a name unread, or
    one material whose conditions are worded apart. A match another reader gave (a framework code, a mixture notation,
    an abbreviation spelt out) read those words."""
    if decision.basis == "formula-equivalent":
        return True
    bases = [formula.split_conditions(key)[0] for key in (reference, test)]
    return decision.basis == "same-condition" and label_text(bases[0]) == label_text(bases[1])


def _explained(reference: str, test: str) -> tuple[Decision, float]:
    if (stacked := stack_reading(reference, test, explain_key)) is not None:
        return stacked
    if (layered := layer_reading(reference, test, explain_key)) is not None:
        return layered
    if (roles := role_reading(reference, test, explain_key)) is not None:
        return roles
    for notation, basis in _SHARE_NOTATIONS:
        if (read := notation(reference, test)) is not None:
            same, why, certain = read
            return Decision(same, basis, why, certain=certain), 0.05 if same else 1.5
    if (blend := blend_reading(reference, test, explain_key)) is not None:
        return blend
    if (supported := support_reading(reference, test, explain_key)) is not None:
        return supported
    if (ratios := formula.ratio_statement_comparison(reference, test)) is not None:
        same, why, certain = ratios
        return Decision(same, "same-condition" if same else "different-condition", why, certain=certain), 0.05 if same else 1.5
    decision, distance = settle_readings(reference, test, *_keys_read(reference, test), explain_key)
    if not decision.certain and (code := formula.ratio_code_comparison(reference, test)) is not None:
        same, why, certain = code
        return Decision(same, "ratio-code", why, certain=certain), 0.05 if same else distance
    tokens = compare_label_tokens(reference, test) if not decision.certain and _read_as_labels(reference, test, decision) else None
    if tokens is not None and tokens.certain:
        return tokens, min(distance, 0.1) if tokens.match else distance + 0.5
    if not decision.certain and (field := field_notation_comparison(reference, test)) is not None and (field[2] or not decision.match):
        return Decision(field[0], "field-notation", field[1], certain=field[2]), min(distance, 0.05) if field[0] else distance
    if not decision.match and not decision.certain and decision.basis in _GUESSABLE and not _shares_read_apart(reference, test):
        if (guessed := one_sample_guess(reference, test, distance)) is not None:
            return guessed
        if tokens is not None:
            return tokens, min(distance, 0.3) if tokens.match else distance
    return decision, distance


def _shares_read_apart(reference: str, test: str) -> bool:
    """Stated ratios (`Ni:Fe = 2:1`, `1:2`) or alloy shares (`W-7.5Ni-2.5Fe`, `W-7.5Fe-2.5Ni`) read apart element by
    element: the same numbers in another order are then no guess of one sample."""
    return stated_ratios_differ(reference, test) or shares_apart(reference, test)


# Deferred non-matches that rest on unread words or labels: an acronym spelt out by the other key may be all that differs.
# Keys read as labels, not formulas: their tokens are resolved one by one (`label_tokens`).
_LABEL_BASES = frozenset({"label-differs", "unparsed", "different-label", "label-dropped", "one-element-counts"})
_GUESSABLE = frozenset({"label-differs", "unparsed", "different-label", "different-elements", "different-amounts", "label-dropped"})


def _read_as_labels(reference: str, test: str, decision: Decision) -> bool:
    """Keys the formula rules read as labels, or whose formula reading rests on an acronym (`PS`, `PB`): their
    tokens are the reading (`label_tokens`)."""
    if decision.basis in _LABEL_BASES:
        return True
    return any(formula.acronym_tokens(formula.split_conditions(key)[0]) for key in (reference, test))


def _keys_read(reference: str, test: str) -> tuple[Decision, float]:
    """The key decision from chemistry, labels and conditions, before the spelt-out acronym guess."""
    decision, distance = with_conditions(reference, test, *_as_labels(reference, test, *read_key_reason(reference, test)), explain_key)
    if decision.basis == "notation-read":
        return decision, distance  # the notation was read whole: its words are the reading
    if decision.match and (ratio := formula.formula_ratio_check(reference, test)) is not None and ratio.same is not True:
        if ratio.same is False:  # a stated ratio of two elements against the other's formula (IUPAC Green Book 2.10)
            return Decision(False, "different-ratio", ratio.why, certain=False), distance + 0.5
        decision = Decision(True, decision.basis, f"{decision.why or 'the same composition'}; {ratio.why}: unproven", certain=False)
    if (decision.match or not decision.certain) and (charges := other_charges(reference, test)):
        # one element in another oxidation state settles a guess either way (`2 g/L Fe3+`, `2 g/L Fe2+`)
        return Decision(False, "different-charge", f"{charges[0]} and {charges[1]}: one element in another oxidation state"), distance
    if decision.match and (net := other_net_charges(reference, test)) is not None:
        why = f"net charge {net[0]} against {net[1]}: another ion" + ("" if net[2] else ", unless one lost its charge: unproven")
        return Decision(False, "different-charge", why, certain=net[2]), distance + 0.5
    if decision.match and (ordinals := ordinals_differ(reference, test)) is not None:
        return Decision(False, "different-ordinal", f"ordinal {ordinals[0]} against {ordinals[1]}: another type, form or state"), distance + 0.5
    if (decision.match or not decision.certain) and (types := conductivity_difference(reference, test)) is not None:
        why, proven = types
        if proven:  # another type letter on both sides (`p-type`, `n-type`), whatever else was left unread
            return Decision(False, "different-conductivity-type", why), distance + 0.5
        if decision.match:
            return Decision(True, decision.basis, f"{why}: unproven", certain=False), distance
    if decision.match and (species := organisms_differ(reference, test)) is not None:
        return Decision(False, "different-condition", species, certain=False), distance + 0.5
    if decision.match and (apart := formula.quantities_apart(reference, test)) and not formula.complement_shares(reference, test):
        return Decision(False, "different-quantity", f"{apart}: another sample, unless one is a misreading", certain=False), distance + 0.5
    if decision.match and decision.certain and (unread := formula.unread_words(reference, test)):
        why = f"{decision.why or 'the same composition'}; {', '.join(repr(w) for w in unread[:3])} is not read"
        return Decision(True, decision.basis, why, certain=False), distance
    if decision.certain and not decision.match and decision.basis in CHEMISTRY_BASES and unread_may_restate(reference, test, decision):
        unread = formula.unread_words(reference, test)
        why = f"{decision.why or 'another composition'}; {', '.join(repr(w) for w in unread[:3])} is not read, and may restate it"
        if (verdict := formula.compare_conditions(reference, test)).same and same_material(reference, test, explain_key) is not None:
            return Decision(True, "same-condition", f"the same material; {verdict.why} ({why})", certain=False), distance
        return Decision(False, decision.basis, why, certain=False), distance
    if decision.certain and not decision.match and decision.basis in CHEMISTRY_BASES and (written := condition_elements(reference, test)):
        return Decision(
            False, decision.basis, f"the elements differ only through {written!r}, {CONDITION_ELEMENTS}: unproven", certain=False
        ), distance
    if decision.match and decision.certain and (loose := _unitless_loading(reference, test)):
        why = f"{decision.why or 'the same composition'}; {loose!r} writes the loading without its unit or basis"
        return Decision(True, decision.basis, why, certain=False), distance
    return decision, distance


_LOADING_WITH_UNIT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:vol|wt|mol|at)?\.?\s*%")


def _unitless_loading(reference: str, test: str) -> str | None:
    """The key that writes a number another key gives as a percentage (`A/B-5` for `A/B 5 vol%`): the basis
    (by volume, by weight) is the other's alone, so the readings agree only by guess."""
    for one, other in ((reference, test), (test, reference)):
        amounts = {float(m.group(1)) for m in _LOADING_WITH_UNIT.finditer(one)}
        bare = re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", other.replace("-", " "))
        if amounts and "%" not in other and any(float(n) in amounts for n in bare):
            return other
    return None


# `CuSO4.5H2O`: a full stop before the water count is the addition dot of a hydrate as often as a decimal point.
_HYDRATE_STOP = re.compile(r"(?<=[A-Za-z0-9)\]])\.(?=\d*(?:\.\d+)?H2O\b)")


def _hydrate_stop(reference: str, test: str) -> Decision | None:
    """Keys that agree once a full stop before water is read as the hydrate dot: the best guess the same, unproven."""
    ref, tst = _HYDRATE_STOP.sub("·", reference), _HYDRATE_STOP.sub("·", test)
    if (ref, tst) == (reference, test) or not formula.compare_composition_keys(ref, tst).match:
        return None
    why = f"{test} ~ {reference}: the same once the full stop before water is read as the hydrate dot (`·`), not a decimal point"
    return Decision(True, "hydrate-dot", why, certain=False)


def _as_labels(reference: str, test: str, decision: Decision, distance: float) -> tuple[Decision, float]:
    """A material code (`UiO-66`, `45S5`), an abbreviation read as element symbols (`CC`, `USY`) or a linker
    abbreviation (`dobdc`) is a name, not chemistry (issue 26): a verdict resting on its parse is not proven.
    Keys that share a code or linkers are compared by what they write around them."""
    one_element = decision.basis == "one-element-counts"  # molecules of one element (`C60`, `C70`) are read below
    if not (decision.certain and decision.basis in CHEMISTRY_BASES or one_element):
        return decision, distance
    if not decision.match and (stop := _hydrate_stop(reference, test)) is not None:
        return stop, min(distance, 0.1)
    if (odd := formula.implausible_reading(reference, test, decision.match, decision.basis == "different-amounts")) is not None:
        same, why, certain = odd
        basis = decision.basis if same == decision.match else "abbreviation" if same else "different-amounts"
        return Decision(same, basis, why if certain else f"{decision.why}; {why}", certain=certain), distance + (0 if same else 0.5)
    ref_base, test_base = formula.split_conditions(reference)[0], formula.split_conditions(test)[0]
    ref_linkers, test_linkers = formula.linkers(ref_base), formula.linkers(test_base)
    if decision.match and ref_linkers and test_linkers and [x.casefold() for x in ref_linkers] != [x.casefold() for x in test_linkers]:
        why = f"the linkers differ ({', '.join(ref_linkers)} against {', '.join(test_linkers)}): another framework, unless a synonym"
        return Decision(False, "different-linker", why, certain=False), distance + 0.5
    names = sorted({name for base in (ref_base, test_base) for name in (*formula.material_codes(base), *formula.acronym_tokens(base))})
    if not names:
        return decision, distance
    shared = set(formula.material_codes(ref_base)) & set(formula.material_codes(test_base))
    if decision.match and shared and label_text(ref_base) != label_text(test_base):
        why = f"the same code ({', '.join(sorted(shared))}) with other groups or parts written around it: another material, unproven"
        return Decision(False, "different-label", why, certain=False), distance + 0.5
    why = f"{decision.why}; {', '.join(names)} is a name, not a formula: the reading proves nothing"
    return Decision(decision.match, decision.basis, why, certain=False), distance
