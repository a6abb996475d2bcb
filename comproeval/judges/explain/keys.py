"""The rules of composition keys: chemistry proves two keys the same sample or different ones; labels do not."""

from __future__ import annotations

import re
import unicodedata

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.field_notations import field_notation_comparison
from ...chem.formula.generic import substituted
from ...chem.formula.key_readings import label_ratio_written
from ...chem.formula.notations import expand_organic_cations
from ...chem.formula.parse import normalize_key
from .common import remembered, too_long_as_text
from .key_readings import other_charges, settle_readings, unread_may_restate
from .label_tokens import compare_label_tokens

IDENTICAL = "identical up to spacing and punctuation"
DROPPED = "drops the reference's sample label"
_KEY_BASIS = {
    IDENTICAL: ("exact", True),
    "same label up to case and punctuation": ("label", True),
    "same label up to punctuation": ("label", True),
    "same sample label, written with a functionalization prefix or without the reference's gloss": ("label-variant", False),
    "variable assignments agree": ("variables", True),
    "variable assignments differ": ("different-variables", True),
    formula.VARIABLES_UNSTATED: ("label-differs", False),
    "reference is not chemistry; labels differ": ("label-differs", False),
    "test has no formula": ("unparsed", False),
    "same composite parts and loadings": ("composite", True),
    "same composite parts; loadings agree to the reference's precision": ("composite-rounded", False),
    "composite components differ": ("composite-differs", True),
    "composite loadings differ": ("composite-differs", True),
    formula.LITERATURE_SAMPLE: ("literature-sample", True),
    formula.DIMENSIONALITY_DIFFERS: ("different-dimensionality", True),
    formula.AMOUNT_BASES_DIFFER: ("different-basis", False),
    formula.ON_SUBSTRATE: ("on-substrate", False),
    formula.PHASES_DIFFER: ("different-phase", True),
    formula.BARE_PERCENT: ("bare-percent", False),
    formula.SUBSTITUTION: ("dopant-notation", True),
    formula.SUBSTITUTION_UNPROVEN: ("dopant-notation", False),
    formula.SUBSTITUTION_BY_VARIABLE: ("dopant-notation", False),
    formula.SUBSTITUTION_OTHER: ("different-amounts", True),
    formula.LAYER_ORDER_DIFFERS: ("different-layer-order", True),
    formula.STACK_ORDER_DIFFERS: ("different-layer-order", False),
    formula.COATED_HOST: ("coating-one-side", False),
    formula.NOTATION_READ: ("notation-read", True),
    formula.RATIO_AGREES: ("element-ratio", False),
    formula.RATIO_DIFFERS: ("element-ratio", True),
    formula.NOTATION_GUESSED: ("dopant-notation", False),
    formula.PHOSPHOR_GUESSED: ("dopant-notation", False),
    formula.ACTIVATORS_ALIKE: ("dopant-notation", True),
    formula.ACTIVATORS_DIFFER: ("different-amounts", True),
    formula.PHOSPHOR_DIFFERS: ("different-amounts", True),
    formula.HYDRATE_ONE_SIDE: ("hydrate-one-side", False),
    formula.MIXTURE_SAME: ("mixture-read", True),
    formula.MIXTURE_GUESSED: ("mixture-read", False),
    formula.MIXTURE_DIFFERS: ("composite-differs", True),
    formula.MIXTURE_BASES_DIFFER: ("different-basis", True),
    formula.MIXTURE_DIFFERS_GUESSED: ("composite-differs", False),
}


@remembered
def explain_key(reference: str, test: str) -> tuple[Decision, float]:
    """Composition keys (and their distance, for alignment): chemistry proves equality or difference; labels do not.

    A match is proven only when both keys are read completely: a descriptor word neither
    side shares and no vocabulary explains leaves it the best guess (issue 21).
    """
    for notation in (formula.system_shares_comparison, formula.loading_comparison):
        if (read := notation(reference, test)) is not None:
            same, why, certain = read
            return Decision(same, "system-shares", why, certain=certain), 0.05 if same else 1.5
    decision, distance = settle_readings(reference, test, *_keys_read(reference, test), explain_key)
    if not decision.certain and (code := formula.ratio_code_comparison(reference, test)) is not None:
        same, why, certain = code
        return Decision(same, "ratio-code", why, certain=certain), 0.05 if same else distance
    tokens = compare_label_tokens(reference, test) if not decision.certain and _read_as_labels(reference, test, decision) else None
    if tokens is not None and tokens.certain:
        return tokens, min(distance, 0.1) if tokens.match else distance + 0.5
    if not decision.certain and (field := field_notation_comparison(reference, test)) is not None and (field[2] or not decision.match):
        return Decision(field[0], "field-notation", field[1], certain=field[2]), min(distance, 0.05) if field[0] else distance
    if not decision.match and not decision.certain and decision.basis in _GUESSABLE:
        if not formula.ratios_differ(reference, test) and (why := formula.spelled_out(reference, test)):
            return Decision(True, "spelled-out", f"{why}: the best guess is one sample, unproven", certain=False), min(distance, 0.2)
        if why := formula.framework_code_formula(reference, test):
            return Decision(True, "framework-code", f"{why}: a code is a name, so the best guess, unproven", certain=False), min(distance, 0.2)
        if why := formula.glass_code_recipe(reference, test):
            return Decision(True, "glass-code", f"{why}: a code is a name, so the best guess, unproven", certain=False), min(distance, 0.2)
        if why := formula.same_label_words(reference, test):
            return Decision(True, "label-words", f"{why}: the best guess is one sample, unproven", certain=False), min(distance, 0.3)
        if why := formula.same_cation_ratio(reference, test):
            return Decision(True, "scaled-formula", f"{why}: the best guess, unproven", certain=False), min(distance, 0.2)
        if why := formula.laser_crystal_formula(reference, test):
            return Decision(True, "dopant-notation", f"{why}: the best guess, unproven", certain=False), min(distance, 0.2)
        if tokens is not None:
            return tokens, min(distance, 0.3) if tokens.match else distance
    return decision, distance


# Deferred non-matches that rest on unread words or labels: an acronym spelt out by the other key may be all that differs.
# Keys read as labels, not formulas: their tokens are resolved one by one (`label_tokens`).
_LABEL_BASES = frozenset({"label-differs", "unparsed", "different-label", "label-dropped"})
_GUESSABLE = frozenset({"label-differs", "unparsed", "different-label", "different-elements", "different-amounts", "label-dropped"})


def _read_as_labels(reference: str, test: str, decision: Decision) -> bool:
    """Keys the formula rules read as labels, or whose formula reading rests on an acronym (`PS`, `PB`): their
    tokens are the reading (`label_tokens`)."""
    if decision.basis in _LABEL_BASES:
        return True
    return any(formula.acronym_tokens(formula.split_conditions(key)[0]) for key in (reference, test))


def _keys_read(reference: str, test: str) -> tuple[Decision, float]:
    """The key decision from chemistry, labels and conditions, before the spelt-out acronym guess."""
    decision, distance = _with_conditions(reference, test, *_as_labels(reference, test, *_explain_key(reference, test)))
    if decision.basis == "notation-read":
        return decision, distance  # the notation was read whole: its words are the reading
    if decision.match and (charges := other_charges(reference, test)):
        return Decision(False, "different-charge", f"{charges[0]} and {charges[1]}: one element in another oxidation state"), distance
    if decision.match and (apart := formula.quantities_apart(reference, test)):
        return Decision(False, "different-quantity", f"{apart}: another sample, unless one is a misreading", certain=False), distance + 0.5
    if decision.match and decision.certain and (unread := formula.unread_words(reference, test)):
        why = f"{decision.why or 'the same composition'}; {', '.join(repr(w) for w in unread[:3])} is not read"
        return Decision(True, decision.basis, why, certain=False), distance
    if decision.certain and not decision.match and decision.basis in _CHEMISTRY_BASES and unread_may_restate(reference, test, decision):
        unread = formula.unread_words(reference, test)
        why = f"{decision.why or 'another composition'}; {', '.join(repr(w) for w in unread[:3])} is not read, and may restate it"
        return Decision(False, decision.basis, why, certain=False), distance
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


# Verdicts that rest on reading both keys as chemistry: a name that only looks like a formula leaves them unproven.
_CHEMISTRY_BASES = frozenset(
    {"formula-equivalent", "different-elements", "different-amounts", "component-dropped", "abbreviation", "name-for-formula", "label-dropped"}
)
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
    if not decision.certain or decision.basis not in _CHEMISTRY_BASES:
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
    if decision.match and shared and _label_text(ref_base) != _label_text(test_base):
        why = f"the same code ({', '.join(sorted(shared))}) with other groups or parts written around it: another material, unproven"
        return Decision(False, "different-label", why, certain=False), distance + 0.5
    why = f"{decision.why}; {', '.join(names)} is a name, not a formula: the reading proves nothing"
    return Decision(decision.match, decision.basis, why, certain=False), distance


# Verdicts that rest on a key's text, not its chemistry: the material before the conditions may still be one.
_TEXT_BASES = frozenset({"label-differs", "unparsed", "different-label", "label-dropped", "label-variant", "same-tokens"})


def _with_conditions(reference: str, test: str, decision: Decision, distance: float) -> tuple[Decision, float]:
    """Conditions that tell a paper's samples apart (a milling time, a modulator, a ratio) are part of a key's
    identity (issue 26): keys of one material whose conditions differ are two samples; conditions equal once
    their quantities are read (60 min = 1 h) leave the material to decide."""
    if not (formula.read_conditions(reference) and formula.read_conditions(test)) or any(map(formula.cites_literature, (reference, test))):
        return decision, distance  # a quoted literature sample is told apart by the citation rules
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
    if decision.match or decision.basis not in _TEXT_BASES and not (verdict.certain and decision.basis in _CHEMISTRY_BASES):
        return decision, distance  # a chemistry verdict stands unless the conditions, read for certain, were what it parsed
    material = _same_material(reference, test)
    if material is None:
        return decision, distance
    certain = material.certain and verdict.certain
    if verdict.same is False:
        return Decision(False, "different-condition", f"the same material; {verdict.why}", certain=certain), distance + 0.5
    why = f"the same material ({material.why or material.basis}); {verdict.why}"
    return Decision(True, "same-condition", why, certain=certain), min(distance, 0.1)


def _same_material(reference: str, test: str) -> Decision | None:
    """The decision on the two keys' materials without their conditions, when they are one; None otherwise."""
    ref_base, test_base = formula.split_conditions(reference)[0], formula.split_conditions(test)[0]
    if not ref_base or not test_base:
        return None
    if _label_text(ref_base) == _label_text(test_base):
        return Decision(True, "label", "the same name up to case and punctuation")
    base, _ = explain_key(ref_base, test_base)
    return base if base.match else None


def _label_text(key: str) -> str:
    """A name up to spacing, hyphens and subscript digits; up to case too unless it reads as a formula (`Co` is not `CO`)."""
    text = re.sub(r"[\s\-_.,;:]+", "", unicodedata.normalize("NFKC", normalize_key(key)))
    return text if formula.parse_composition(key) is not None else text.casefold()


_SYMBOL_OR_AMOUNT = re.compile(r"[A-Z][a-z]?|\d+(?:\.\d+)?(?:/\d+)?")
_OXYGEN_COUNT = re.compile(r"O\d*(?![a-z])")


def _same_written_amounts(reference: str, test: str) -> bool:
    """Both keys write the same element symbols and amounts in the same order once brackets, spacing and the
    oxygen count (implied in perovskite notations) are set aside: a typo-damaged key of the same sample, at best."""
    sequences = [_SYMBOL_OR_AMOUNT.findall(_OXYGEN_COUNT.sub(" ", text)) for text in (reference, test)]
    symbols = [token for token in sequences[0] if token[0].isalpha()]
    return sequences[0] == sequences[1] and len(symbols) >= 2 and len(sequences[0]) > len(symbols)


_UNREAD_REASONS = ("test has no formula", "reference has no formula", "reference is not chemistry; labels differ")


def _explain_key(reference: str, test: str) -> tuple[Decision, float]:
    cmp = formula.compare_composition_keys(reference, test)
    if (early := too_long_as_text(reference, test, "formula", cmp.match)) is not None:
        return early, cmp.distance
    reason = cmp.reason
    if reason == IDENTICAL and (rewritten := _read_alike(reference, test)) is not None:
        return rewritten, cmp.distance
    if reason in _UNREAD_REASONS and _linker_case_only(reference, test):
        why = f"{test} = {reference}: the same linker abbreviation in another letter case (a lowercase abbreviation is no formula)"
        return Decision(True, "label", why), cmp.distance
    if reason in ("test has no formula", "reference has no formula") and _same_written_amounts(reference, test):
        why = f"{test!r} writes the elements and amounts of {reference!r} in the same order, with broken brackets or oxygen left out"
        return Decision(True, "same-tokens", f"{why}: the best guess is the same sample, unproven", certain=False), cmp.distance
    if reason in _KEY_BASIS:
        basis, certain = _KEY_BASIS[reason]
        return Decision(cmp.match, basis, reason, certain), cmp.distance
    if reason.startswith(formula.ABBREVIATED_FORMULA):
        return Decision(False, "abbreviation-for-formula", f"{reason} (docs/scoring.md §2: 0)"), cmp.distance
    if cmp.match and reason == formula.RUN_TOGETHER:
        return Decision(True, "run-together", f"{test} ~ {reference}: {reason}; read literally the amounts differ", certain=False), cmp.distance
    if cmp.match and reason == formula.COLON_ADDITION:
        return Decision(True, "dopant-notation", f"{test} ~ {reference}: {reason}", certain=False), cmp.distance
    if cmp.match and reason == formula.DOPANT_SITE:
        # issue 21: `x M:host` reads as an addition or a substitution: the addition (`host-xM`) is the same
        # notation, proven; the substitution on the site size and charge give is the best guess
        other = test if formula.COLON_DOPANT_RE.match(reference) else reference
        addition = formula.written_as_addition(other) and not formula.COLON_DOPANT_RE.match(other)
        return Decision(True, "dopant-site", f"{test} ~ {reference}: {reason}", certain=addition), cmp.distance
    if cmp.match and reason == formula.ADDITIVE_ON_SITE:
        return Decision(True, "dopant-notation", f"{test} = {reference}: {reason}"), cmp.distance
    if cmp.match and reason == formula.ADDITIVE_OFF_SITE:
        return Decision(True, "dopant-notation", f"{test} ~ {reference}: {reason}", certain=False), cmp.distance
    if cmp.match and reason == formula.ROUNDED:
        return Decision(True, "rounded", f"{test} ~ {reference}: {reason}; another sample cannot be ruled out", certain=False), cmp.distance
    if cmp.match and "dopant addition in mol%" in reason:
        return Decision(True, "dopant-notation", f"{test} = {reference}: {reason}", certain=False), cmp.distance
    if cmp.match:
        basis = "abbreviation" if "abbreviated" in reason else "formula-equivalent"
        return Decision(True, basis, f"{test} = {reference}: {reason}"), cmp.distance
    if DROPPED in reason and (defined := label_ratio_written(reference, test)) is not None:
        why = f"{reason}, but the label's ratio is written as the test's amounts ({'in' if defined else 'against'} its order)"
        return Decision(defined, "label-dropped", f"{why}: the best guess, unproven", certain=False), cmp.distance
    if "different elements" in reason or "different amounts" in reason:
        basis = "different-elements" if "different elements" in reason else "different-amounts"
        if (put_in := _with_variables_put_in(reference, test)) is not None:
            return put_in, cmp.distance
        if left := formula.leftover_chemistry(reference) or formula.leftover_chemistry(test):
            return Decision(False, basis, f"{reason}, but {left!r} is left unread: the difference is not proven", certain=False), cmp.distance
        if _hyphens_only(reference, test):
            why = (
                f"{reason} read as formulas, but the keys differ only in hyphens: an alloy designation "
                "(`Ti-6Al-4V`, wt% before each symbol) written run together, the best guess the same"
            )
            return Decision(True, "designation", why, certain=False), cmp.distance
        if "dopant additions differ" in reason and (union := formula.element_union(reference)) and union == formula.element_union(test):
            why = f"{reason}, but both name the same elements ({', '.join(sorted(union))}): the dopant notations may agree"
            return Decision(False, basis, why, certain=False), cmp.distance
        return Decision(False, basis, reason), cmp.distance
    if reason == "dopant additions differ" and _dopant_species_differ(reference, test):
        return Decision(False, "different-dopant", f"{reason}: the dopant elements differ"), cmp.distance
    if DROPPED in reason:
        return Decision(False, "label-dropped", reason), cmp.distance
    if "leaves out the reference's processing parameter" in reason:
        return Decision(False, "label-dropped", reason, certain=False), cmp.distance
    if "composite component or loading is missing" in reason:
        return Decision(False, "component-dropped", reason), cmp.distance
    if "no amounts" in reason:
        return Decision(False, "name-for-formula", reason), cmp.distance
    # dopants or sample descriptors differ: a paraphrase of a label cannot be ruled out
    return Decision(False, "different-label", reason, certain=False), cmp.distance


def _with_variables_put_in(reference: str, test: str) -> Decision | None:
    """A general formula with its variable stated (`Na1+xZr2SixP3-xO12 (x = 2.4)`) is the formula it gives."""
    ref, tst = substituted(reference) or reference, substituted(test) or test
    if (ref, tst) == (reference, test):
        return None
    again = formula.compare_composition_keys(ref, tst)
    if not again.match:
        return None
    certain = again.reason == IDENTICAL or again.reason.startswith("same composition")
    return Decision(True, "variables", f"{tst} = {ref} once the stated variable is put into the general formula", certain=certain)


def _linker_case_only(reference: str, test: str) -> bool:
    """`Co2(dobdc)` and `Co2(DOBDC)`: the keys differ only in the case of a linker abbreviation one side writes in lowercase."""
    if reference.casefold() != test.casefold() or reference == test:
        return False
    ref_linkers, test_linkers = formula.linkers(reference), formula.linkers(test)
    lowered = ref_linkers or test_linkers
    outside = [re.sub(r"\([^()]*\)", "()", key) for key in (reference, test)]
    return bool(lowered) and outside[0] == outside[1] and any(x.islower() for x in lowered)


def _hyphens_only(reference: str, test: str) -> bool:
    """Two keys that differ only in hyphens and spacing (`Ti-6Al-4V`, `Ti6Al4V`)."""
    ref_base, test_base = formula.split_conditions(reference)[0], formula.split_conditions(test)[0]
    return ref_base != test_base and re.sub(r"[\s\-]", "", normalize_key(ref_base)) == re.sub(r"[\s\-]", "", normalize_key(test_base))


def _written(key: str) -> str:
    return re.sub(r"\s+", "", normalize_key(key))


def _read_alike(reference: str, test: str) -> Decision | None:
    """Keys that chem reads as one formula although they are written differently: what made them one, said.

    An organic cation written as its abbreviation (`MAPbI3` for `CH3NH3PbI3`) is resolved by the lexicon
    (data/organic_cations.json); other notations chem reads alike (element names, layer and phase prefixes,
    vacancy signs) are named as such. None when the keys are written alike: then they are identical.
    """
    if _written(reference) == _written(test):
        return None
    resolved = [f"{short} is {full}" for key in (reference, test) for short, full in _cations_written_out(key)]
    if resolved:
        why = f"{test} = {reference}: the same formula once the organic-cation abbreviation is written out ({'; '.join(resolved)})"
        return Decision(True, "organic-cation", why)
    why = f"{test} = {reference}: the same key once notations are read (element names as symbols, layer and phase prefixes, vacancy signs)"
    return Decision(True, "same-notation", why)


def _cations_written_out(key: str) -> list[tuple[str, str]]:
    """The parts of a key whose organic-cation abbreviations chem writes out (`MAPbI3` -> `CH3NH3PbI3`), each with its formula."""
    text = normalize_key(key)
    if expand_organic_cations(text) == text:
        return []
    parts = [(part, expand_organic_cations(part)) for part in text.split()]
    return [(part, full) for part, full in parts if full != part] or [(text, expand_organic_cations(text))]


def _dopant_species_differ(reference: str, test: str) -> bool:
    """Both keys read completely, and one names an element the other does not (`Y2O3:Eu3+`, `Y2O3:Sm3+`)."""
    if formula.leftover_chemistry(reference) or formula.leftover_chemistry(test) or formula.unread_words(reference, test):
        return False
    ref, tst = formula.element_union(reference), formula.element_union(test)
    return bool(ref) and bool(tst) and ref != tst
