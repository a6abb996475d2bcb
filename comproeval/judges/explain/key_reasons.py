"""What the formula comparer's reason for two composition keys means: a decision basis, and whether it is proven.

`formula.compare_composition_keys` says why two keys agree or differ; this reads that
reason into a `Decision`, with the checks a reason leaves open (variables put in,
linker case, hyphens, organic cations written out).
"""

from __future__ import annotations

import re

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula import alloy_compare, open_amounts
from ...chem.formula.coating_words import coating_against_dopant, loose_role, unnamed_role
from ...chem.formula.compare import ALLOY_WORD_ADDED
from ...chem.formula.composite import PROPORTIONAL_LOADINGS, PROPORTIONAL_PARTS
from ...chem.formula.generic import substituted
from ...chem.formula.identity import coating
from ...chem.formula.key_readings import label_ratio_written
from ...chem.formula.lone_prefixes import counted_capitals
from ...chem.formula.notations import expand_organic_cations
from ...chem.formula.parse import normalize_key
from ...chem.formula.parts_per import parts_per_restated
from .common import too_long_as_text

IDENTICAL = "identical up to spacing and punctuation"
DROPPED = "drops the reference's sample label"
_KEY_BASIS = {
    IDENTICAL: ("exact", True),
    "same label up to case and punctuation": ("label", True),
    "same label up to punctuation": ("label", True),
    "same elements, the reference's amounts written as variables (a non-stoichiometric formula)": ("variable-amounts", False),
    "the same letters and numbers, but signs or marks that say what the label names differ": ("label-marks", False),
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
    PROPORTIONAL_PARTS: ("composite-proportional", False),
    PROPORTIONAL_LOADINGS: ("composite-differs", False),
    formula.LITERATURE_SAMPLE: ("literature-sample", True),
    formula.REFERENCE_UNCITED: ("reference-uncited", False),
    formula.DIMENSIONALITY_DIFFERS: ("different-dimensionality", True),
    formula.AMOUNT_BASES_DIFFER: ("different-basis", False),
    formula.ON_SUBSTRATE: ("on-substrate", False),
    formula.PHASES_DIFFER: ("different-phase", True),
    formula.ONE_ELEMENT_COUNTS: ("one-element-counts", False),
    formula.BARE_PERCENT: ("bare-percent", False),
    formula.SUBSTITUTION: ("dopant-notation", True),
    formula.SUBSTITUTION_UNPROVEN: ("dopant-notation", False),
    formula.SUBSTITUTION_BY_VARIABLE: ("dopant-notation", False),
    formula.SUBSTITUTION_OTHER: ("different-amounts", True),
    formula.LAYER_ORDER_DIFFERS: ("different-layer-order", True),
    formula.STACK_ORDER_DIFFERS: ("different-layer-order", False),
    formula.COATED_HOST: ("coating-one-side", False),
    formula.COATINGS_DIFFER: ("composite-differs", False),
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
    open_amounts.OPEN_SAME: ("variable-amounts", True),
    open_amounts.OPEN_GUESSED: ("variable-amounts", False),
    open_amounts.OPEN_OTHER_RANGE: ("variable-amounts", False),
    open_amounts.OPEN_UNREAD: ("variable-amounts", False),
    open_amounts.OPEN_CODE_SPELLED: ("abbreviation", False),
    open_amounts.OPEN_CODE_OTHER: ("abbreviation", False),
    open_amounts.OPEN_ELEMENTS_DIFFER: ("different-elements", True),
    open_amounts.OPEN_AMOUNTS_DIFFER: ("different-amounts", True),
}


_SYMBOL_OR_AMOUNT = re.compile(r"[A-Z][a-z]?|\d+(?:\.\d+)?(?:/\d+)?")
_OXYGEN_COUNT = re.compile(r"O\d*(?![a-z])")


def _same_written_amounts(reference: str, test: str) -> bool:
    """Both keys write the same element symbols and amounts in the same order once brackets, spacing and the
    oxygen count (implied in perovskite notations) are set aside: a typo-damaged key of the same sample, at best."""
    if formula.primes_differ(reference, test):
        return False
    sequences = [_SYMBOL_OR_AMOUNT.findall(_OXYGEN_COUNT.sub(" ", text)) for text in (reference, test)]
    symbols = [token for token in sequences[0] if token[0].isalpha()]
    return sequences[0] == sequences[1] and len(symbols) >= 2 and len(sequences[0]) > len(symbols)


def _coded_material(key: str) -> bool:
    """A key whose material is a number run into capitals (`4BS`), alone or before descriptor words only (`4BS paste`,
    `3BS powder, cured 50 °C`): a formula states proportions, so a whole-number multiple of a lone formula unit is no
    amount of anything; the token is a code (tetrabasic lead sulfate) as likely as that formula, and the words beside
    it describe the sample, not its chemistry."""
    if counted_capitals(key):
        return True
    words = formula.split_conditions(normalize_key(key))[0].split()
    return len(words) > 1 and counted_capitals(words[0]) and all(re.fullmatch(r"[a-z]+", word) for word in words[1:])


_UNREAD_REASONS = ("test has no formula", "reference has no formula", "reference is not chemistry; labels differ")


def read_key_reason(reference: str, test: str) -> tuple[Decision, float]:
    """The comparer's reason read as a decision; a match that rests on reading a grade code as an element is not one."""
    decision, distance = _reason_read(reference, test)
    if not decision.match:
        return decision, distance
    if (roles := coating_against_dopant(reference, test)) is not None:
        return Decision(False, "different-role", f"{roles}, unless the words are loose: unproven", certain=False), distance + 0.5
    if decision.certain and (loose := loose_role(reference, test) or _unnamed_role(reference, test)) is not None:
        return Decision(True, decision.basis, f"{decision.why}; {loose}: the same material, unproven", certain=False), distance
    if decision.certain and (parts := parts_per_restated(reference, test)):
        return Decision(True, decision.basis, f"{decision.why}; {parts!r} is an amount the formula reading leaves out", certain=False), distance
    if codes := formula.code_tokens_differ(reference, test):
        why = f"{', '.join(codes[0])} and {', '.join(codes[1])} are codes (a grade or sample), not one element: another sample, unproven"
        return Decision(False, "label-differs", why, certain=False), distance + 1.0
    if decision.certain and (code := formula.one_sided_code(reference, test)):
        return Decision(True, decision.basis, f"{decision.why}; {code!r} may be a code, not an element", certain=False), distance
    return decision, distance


def _unnamed_role(reference: str, test: str) -> str | None:
    """A role named against a bare sign, unless the sign is the carbon coating notation (`LiFePO4/C`), which names
    its role by convention (`identity.coating`)."""
    if any(coating(key) is not None for key in (reference, test)):
        return None
    return unnamed_role(reference, test)


def _reason_read(reference: str, test: str) -> tuple[Decision, float]:
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
    if (alloy := _alloy_decision(reference, test, reason)) is not None:
        return alloy, cmp.distance
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
        if basis == "different-amounts" and (parts := parts_per_restated(reference, test)):
            why = f"{reason}, but {parts!r} is an amount the formula reading counts as one of the formula: not proven"
            return Decision(False, basis, why, certain=False), cmp.distance
        if coded := next((k for k in (reference, test) if _coded_material(k)), None):
            why = f"{reason}, but {coded!r} may be a code (a number run into capitals), not a multiple of a formula: not proven"
            return Decision(False, basis, why, certain=False), cmp.distance
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


# Alloy reasons (`alloy_compare`) by their opening words: the basis code and whether the reason can prove.
_ALLOY_BASIS = {
    alloy_compare.SAME_ALLOY: ("formula-equivalent", True),
    alloy_compare.CONVERTED: ("formula-equivalent", True),
    alloy_compare.GUESSED_SAME: ("formula-equivalent", False),
    alloy_compare.CONVENTION_OTHER: ("different-basis", False),
    alloy_compare.SWAPPED: ("different-amounts", False),
    alloy_compare.ONE_CONVENTION: ("different-amounts", False),
    ALLOY_WORD_ADDED: ("different-label", False),
}


def _alloy_decision(reference: str, test: str, reason: str) -> Decision | None:
    """Two keys read whole as alloy designations: the alloy reading's certainty, not a formula's (a guessed basis
    or a symbol designation that may be a formula stays a guess; so do conditions the alloys' rests leave unsure)."""
    alloy = alloy_compare.compare_alloys(reference, test)
    if alloy is None or not (entry := next((v for k, v in _ALLOY_BASIS.items() if reason.startswith(k)), None)):
        return None
    basis, certain = entry
    if basis != "formula-equivalent":
        return Decision(False, basis, reason, certain=False)
    certain = certain and alloy.certain and alloy.reference_rest == alloy.test_rest
    return Decision(True, basis, f"{test} {'=' if certain else '~'} {reference}: {reason}", certain=certain)


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
