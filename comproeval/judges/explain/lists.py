"""The rules of precursor entries: formulas, names and lab chemicals (techniques: `technique_lists`)."""

from __future__ import annotations

import re

from ...chem import compounds, lexicon
from ...chem.compounds.halometallate_acids import halide_named_for_acid
from ...chem.compounds.hydrohalides import hydrohalide_pair
from ...chem.compounds.lone_substance import one_lone_substance
from ...chem.compounds.mixed_valence import mixed_valence_reading
from ...chem.compounds.phases import phase_of, solid_order
from ...chem.compounds.purity_grades import without_purity
from ...chem.compounds.resolve import resolve
from ...chem.compounds.supported_catalysts import supported_catalyst_reading
from ...chem.compounds.trade_grades import TradeGrade, lettered_grade, one_product, other_products
from ...chem.decision import Decision
from ...chem.formula.polymorph_letters import polymorph_letters_differ
from ...chem.text import greek_names_as_letters, too_long
from .common import remembered, too_long_as_text
from .compound_alloys import alloy_decision, titanium_shorthand_decision
from .compound_names import (
    amounts_decision,
    amounts_text,
    defined_abbreviation,
    layer_order_decision,
    lexicon_relates,
    mixture_shares_differ,
    named_grades,
    stabilized_decision,
    stated_grade,
    states_ratio,
    substance_identity,
    unread_proportions,
    written_alike,
)
from .compound_readings import conduction_type_decision, named_identity, role_word_decision, shared_tail_decision, stainless_numbers, stated_structure
from .compound_variants import other_grade, sibling_forms
from .list_common import acronym_spelled_out, bracketed_name, clipped_name, named_part, note_one_side, one_of_several, proven_apart, several_readings
from .technique_instruments import explain_technique
from .technique_lists import MEASURES_NOTHING, VARIANT, known_technique

__all__ = ["ATOMIC_PERCENT", "MEASURES_NOTHING", "VARIANT", "explain_compound", "explain_technique", "known_compound", "known_technique"]

# the basis of an alloy composition stated in atomic percent and read into a formula (`CrAl (30/70 at.%)`)
ATOMIC_PERCENT = "atomic-percent"
# bases whose reading takes in every number the entries write (a `:3` of a Colour Index name is no ratio)
_READ_WHOLE = ("exact", ATOMIC_PERCENT, "colour-index", "silicate-modulus")


@remembered
def explain_compound(reference: str, test: str) -> Decision:
    """Precursors: formulas (resolved from names and abbreviations) prove identity; name similarity does not.
    An abbreviation with several readings (`CB`: chlorobenzene or carbon black) proves no match. A certain
    "different" read from the two compounds needs both identified (`list_common.proven_apart`); the rules that read
    designations (polyamides, stabilized zirconia) identify what they read."""
    reference, test = greek_names_as_letters(reference), greek_names_as_letters(test)  # `alpha-` is `α-`
    written = [compounds.exchanged_cation_name(x) or x for x in (reference, test)]  # `Na-bentonite`: sodium bentonite
    solutes = [compounds.solute_of(x) or x for x in written]  # `6 M KOH`: KOH, its concentration a stated amount
    decision = _compound_decision(*solutes)
    if solutes != written:
        why = f"read as the solutes {solutes[0]!r} and {solutes[1]!r}" + (f": {decision.why}" if decision.why else "")
        decision = (decision.match and amounts_decision(reference, test)) or Decision(decision.match, decision.basis, why, decision.certain)
        if decision.match and decision.certain and _number_against_word(written, solutes):
            why = f"{why}; one entry states its concentration by a number, the other by a word: the same reagent is the best guess"
            return Decision(True, decision.basis, why, certain=False)
    if not decision.certain and (bare := _one_purity_aside(reference, test)) is not None:
        if (inner := explain_compound(*bare)).match and inner.certain:
            return Decision(True, inner.basis, f"one purity on both sides, in two notations or one; {inner.why or inner.basis}")
    if decision.certain and not decision.match and (acronym := acronym_spelled_out(reference, test)) is not None:
        why = f"{acronym!r} is spelled out by the initials of the other entry's words: the same thing is the best guess"
        return Decision(True, "acronym-initials", why, certain=False)
    if decision.certain and not decision.match and (clipped := clipped_name(reference, test)) is not None:
        why = f"{clipped!r} is the first word of the other entry's name, clipped as names are shortened: the same thing is the best guess"
        return Decision(True, "clipped-name", why, certain=False)
    decision = proven_apart(decision, *solutes, _identified) if decision.basis == "different-compound" else decision
    if decision.certain and not decision.match and (sold_as := halide_named_for_acid(*solutes)) is not None:
        return Decision(sold_as[0], "halide-name-for-acid", sold_as[1], certain=False)
    if decision.match and (letters := polymorph_letters_differ(reference, test)) is not None:
        return Decision(False, "different-phase", letters, certain=False)
    # only a pair the rules did not read at all: a reading that tells them apart (two grades) stands
    if decision.basis == "unresolved" and not decision.match and (bare := note_one_side(reference, test)) is not None:
        if (inner := explain_compound(*bare)).match:
            why = f"the same once the note one side alone adds in brackets is set aside ({inner.basis}): a grade or detail, likely the same"
            return Decision(True, "note-one-side", why, certain=False)
    if decision.basis == "unresolved" and not decision.match and (lone := one_lone_substance(*solutes, compounds.compound_formula)):
        if compounds.other_forms(*solutes) is None:
            why = f"each entry names one substance, {lone}, beside words the rules do not read (a role, form or purity): the same is the best guess"
            return Decision(True, "lone-substance", why, certain=False)
    if decision.basis == "unresolved" and not decision.match and (named := bracketed_name(reference, test)) is not None:
        if explain_compound(*named).match or len(words := named[0].casefold().split()) >= 2 and set(words) <= set(named[1].casefold().split()):
            why = f"one entry gives {named[0]!r} in brackets as another name of itself, which the other entry writes: the same is the best guess"
            return Decision(True, "bracketed-name", why, certain=False)
    return _trade_grade_read(decision, reference, test)


def _one_purity_aside(reference: str, test: str) -> tuple[str, str] | None:
    """Both entries without the purity they state, when each states one and it is the same value (`99.9%`, `3N`:
    `compounds.purity_grades`, `stated_amounts`) and nothing else of an amount: a purity read on both sides is read
    whole, so the rest decides (`<element> target (99.9%)` against `<element name> target, 3N purity`)."""
    stated = [compounds.stated_amounts(x) for x in (reference, test)]
    if not all(len(s) == 1 and s[0].purity and s[0].low == s[0].high for s in stated) or abs(stated[0][0].low - stated[1][0].low) > 1e-9:
        return None
    bare = [without_purity(x) for x in (reference, test)]
    return (bare[0], bare[1]) if None not in bare and not any(map(compounds.stated_amounts, bare)) else None


# bases a lettered grade reaches only through the name database's substance: its formula or its network form
_READ_THROUGH_DATABASE = ("formula-equivalent", "cross-linked-form")


def _trade_grade_read(decision: Decision, reference: str, test: str) -> Decision:
    """A certain verdict on a brand with a grade code of capitals alone (`<brand> CL`), read only through the name
    database, is a guess: the database files the brand's grades under one substance, while its lettered grades may be
    other forms of it, the linear and the cross-linked polymer (`trade_grades.lettered_grade`; Handbook of
    Pharmaceutical Excipients), so neither one substance nor two is proven by that reading."""
    if not (decision.certain and decision.basis in _READ_THROUGH_DATABASE):
        return decision
    graded = [x for x in (reference, test) if lettered_grade(x)]
    if not graded:
        return decision
    why = f"{graded[0]!r} is a trade grade read through the name database ({decision.why or decision.basis}): the best guess, not proof"
    return Decision(decision.match, "trade-grade", why, certain=False)


def _identified(text: str) -> bool:
    """The rules read what this precursor is: a compound they know, or a substance in another form (`quartz tube`)."""
    return known_compound(text) or substance_identity(text) is not None


def _compound_decision(reference: str, test: str) -> Decision:
    decision = (
        _silicate_decision(reference, test)
        or _supported_decision(reference, test)
        or titanium_shorthand_decision(reference, test)
        or conduction_type_decision(reference, test)
        or _phase_decision(reference, test)
        or _mixed_valence_decision(reference, test)
        or stabilized_decision(reference, test)
        or layer_order_decision(reference, test)
        or _explain_compound(reference, test)
    )
    unread = decision.certain or decision.basis == "unresolved"  # an abbreviation of several readings, any of them the other
    several = several_readings(reference, test, compounds.several_readings, _explain_compound) if unread else None
    if several and decision.basis != "exact":
        return several
    if decision.match and decision.basis != "exact" and (amounts := amounts_decision(reference, test)) is not None:
        return amounts
    if decision.basis != "alloy-shorthand" and (decision.match or not decision.certain) and (apart := other_grade(reference, test, decision)):
        return apart
    if decision.match and decision.certain and decision.basis not in _READ_WHOLE and any(map(states_ratio, (reference, test))):
        why = f"a ratio stated in {reference!r} or {test!r} is not read into the formulas compared: the same compound is the best guess"
        return Decision(True, "unread-proportions", why, certain=False)
    if decision.match and (forms := compounds.other_forms(reference, test)) is not None:
        return sibling_forms(reference, test, forms)
    if decision.match and decision.certain and decision.basis == "formula-equivalent" and (grades := other_products(reference, test)):
        return _other_products(reference, test, grades)
    if decision.match and decision.certain and decision.basis == "formula-equivalent" and (named := one_product(reference, test)):
        return _product_against_form(*named) or decision
    return decision


# the basis of one product's grade (`<polymer> K<n>`, `<polymer> <n>`) against the product named bare
NARROWER_GRADE = "narrower-grade"


def _one_grade(reference: str, test: str, identity: str) -> Decision | None:
    """One entry names a grade of the product (the lexicon's grade reader, `compound_names.named_grades`: a K value, a
    molar-mass number) and the other the bare product: the grade is narrower, the bare name may stand for it or for
    another grade (issue 26, rule 3: narrower against broader is settled by the paper's lists,
    `list_hierarchy.settled_by_lists`), so the same is the best guess, not proof. None unless exactly one states one."""
    graded = [x for x in (reference, test) if stated_grade(x)]
    if len(graded) != 1:
        return None
    why = f"{graded[0]!r} names one grade of {identity}, the other entry the product bare: the same product is the best guess"
    return Decision(True, NARROWER_GRADE, why, certain=False)


def _product_against_form(product: str, other: str) -> Decision | None:
    """A grade name read through the name database against a name that states a crystal form, an order or water
    (`anhydrous <sugar>`, `<sugar> monohydrate`, `anatase`): the database files a product under its substance with no
    form or water (USP-NF and Ph. Eur. monographs name the form, `lactose monohydrate`, `anhydrous lactose`; a maker's
    grade may be either, or a mixture of polymorphs), so one substance in that form is the best guess, never proof."""
    read = resolve(other)
    states_water = read is not None and (read.hydration_stated or read.water or read.unknown_water)
    if not (phase_of(other) or solid_order(other) or states_water):
        return None
    why = f"{product!r} is a trade grade filed under the substance of {other!r}, whose form or water it does not state: the same is the best guess"
    return Decision(True, "trade-grade", why, certain=False)


def _other_products(reference: str, test: str, grades: tuple[TradeGrade, TradeGrade]) -> Decision:
    """Two proprietary grade names one formula reads alike (`chem.compounds.trade_grades`): one substance, not proven
    one product; one code on both sides (a product renamed with its maker) is the best guess of the same."""
    if grades[0].code == grades[1].code:
        why = f"{reference!r} and {test!r} are trade names of one substance with one grade code: the same product is the best guess"
        return Decision(True, "trade-grade", why, certain=False)
    why = f"{reference!r} and {test!r} are trade names of one substance with two grade codes: two products, the best guess"
    return Decision(False, "other-grade", why, certain=False)


def _silicate_decision(reference: str, test: str) -> Decision | None:
    """A generic alkali silicate (`sodium silicate`, `water glass`) of any modulus against a definite one or another
    modulus (`chem.compounds.soluble_silicates`); None when neither entry names a generic alkali silicate."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    reading = compounds.silicate_reading(reference, test, compounds.compound_formula)
    return None if reading is None else Decision(reading[0], "silicate-modulus", reading[2], certain=reading[1])


def _supported_decision(reference: str, test: str) -> Decision | None:
    """Two supported catalysts (`5% Pd/C`, `palladium on activated carbon (5 wt% Pd)`: `chem.compounds.supported_catalysts`)."""
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower():
        return None  # one notation twice: read as written
    reading = supported_catalyst_reading(reference, test, compounds.compound_formula)
    return None if reading is None else Decision(reading[0], "supported-catalyst", reading[2], certain=reading[1])


def _mixed_valence_decision(reference: str, test: str) -> Decision | None:
    """`cobalt(II,III) oxide` against a formula of its two elements (`chem.compounds.mixed_valence`)."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    reading = mixed_valence_reading(reference, test, compounds.compound_formula)
    return None if reading is None else Decision(reading[0], "mixed-valence", reading[2], certain=reading[1])


def _phase_decision(reference: str, test: str) -> Decision | None:
    """One compound in two phases (`α-Si3N4`, `β-Si3N4`) is two reagents; a phase one side alone states
    (`TiO2 (anatase)` for `TiO2`) is detail the other leaves open; phases of two kinds (`α-`, `hematite`) are
    not read against each other. None when neither side states a phase or the compounds differ anyway."""
    if (orders := (compounds.solid_order(reference), compounds.solid_order(test))) and None not in orders and orders[0] != orders[1]:
        base = _explain_compound(_core_of(reference), _core_of(test))
        if not base.match:
            return base
        return Decision(False, "different-phase", f"one substance {orders[0]} in {reference!r} and {orders[1]} in {test!r}: another material")
    ref_phase, test_phase = compounds.phase_of(reference), compounds.phase_of(test)
    if not ref_phase and not test_phase:
        return None
    ref_core, test_core = (_core_of(x) for x in (reference, test))
    base = _explain_compound(ref_core, test_core)
    if not base.match:
        return None if (ref_core, test_core) == (reference, test) else base
    shared = ref_phase.keys() & test_phase.keys()
    if differing := [kind for kind in sorted(shared) if ref_phase[kind] != test_phase[kind]]:
        named = "; ".join(f"{'/'.join(sorted(ref_phase[k]))} vs {'/'.join(sorted(test_phase[k]))}" for k in differing)
        return Decision(False, "different-phase", f"one compound in two phases ({named}): another reagent")
    if ref_phase and test_phase and not shared:
        why = f"{reference!r} and {test!r} state their phase in two notations the rules do not relate: the same phase is the best guess"
        return Decision(True, "phase-notation", why, certain=False)
    if ref_phase == test_phase:
        return base
    side = "test" if test_phase and not ref_phase else "ground truth"
    why = f"the {side} alone states the phase; {base.why or 'the same compound'}"
    return Decision(True, "phase-one-side" if base.basis == "exact" else base.basis, why, base.certain)


def _core_of(text: str) -> str:
    """The compound without its phase, when the rules still know what that is; else the text as written."""
    core = compounds.without_phase(text)  # a Greek locant of an organic name (`γ-aminopropyl...`) is set aside alike
    return core if core != text and (known_compound(core) or compounds.greek_locant(text)) else text


def _number_against_word(written: list[str], solutes: list[str]) -> bool:
    """One entry states a concentration by a number (read away as its solute), the other by a word (`glacial`,
    `absolute`, `concentrated`) that a number may contradict: `1 % acetic acid` is no glacial acetic acid."""
    sides = ((written[0], solutes[0], written[1]), (written[1], solutes[1], written[0]))
    return any(solute != text and compounds.states_concentration_word(other) for text, solute, other in sides)


def _case_apart(reference: str, test: str) -> bool:
    """Two entries alike but for case that read as formulas of other elements (`HF`, `Hf`; `CO`, `Co`: IUPAC IR-3.1,
    an element symbol's case is part of it)."""
    if reference == test:
        return False
    one, other = compounds.compound_formula(reference), compounds.compound_formula(test)
    return one is not None and other is not None and one != other


def _explain_compound(reference: str, test: str) -> Decision:
    same = compounds.same_compound(reference, test)
    if (early := too_long_as_text(reference, test, "compound", same)) is not None:
        return early
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower() and not _case_apart(reference.strip(), test.strip()):
        return Decision(True, "exact", None)
    if (structure := stated_structure(reference, test)) is not None:
        return structure  # isomers, homologues, a field's abbreviation: before any reading of one formula
    if (pigments := compounds.colour_index_pair(reference, test)) is not None:
        return Decision(pigments[0], "colour-index", pigments[2], certain=pigments[1])
    if (noted := compounds.colour_index_noted_pair(reference, test)) is not None and same and not noted[0]:
        return Decision(False, "colour-index-noted", noted[1], certain=False)  # before the formula two generic names share
    if (alloy := alloy_decision(reference, test)) is not None:
        return alloy
    if (steels := stainless_numbers(reference, test, explain_compound)) is not None:
        return steels
    if not same and (bases := hydrohalide_pair(reference, test)) is not None and (base := explain_compound(*bases)).match:
        return Decision(True, "hydrohalide", f"salts of one hydrogen halide; their bases: {base.why or base.basis}", certain=base.certain)
    if (designations := compounds.polyamide_pair(reference, test)) is not None:
        return Decision(same, "polyamide-designation", f"ISO 1874-1 designations PA {designations[0]} and PA {designations[1]}")
    if compounds.other_grades(reference, test):  # whatever the lexicon knows of the product, two grades are two reagents
        return Decision(False, "other-grade", "two grades or molecular weights of one product", certain=False)
    if not same and (part := named_part(reference, test, compounds.same_compound)) is not None:
        return one_of_several(explain_compound(reference, part), test, part)
    if (read := [compounds.atomic_percent_formula(x) or x for x in (reference, test)]) != [reference, test]:
        alloy = explain_compound(*read)
        why = f"atomic percent read as formulas ({read[0]} vs {read[1]})" + (f": {alloy.why}" if alloy.why else "")
        return Decision(alloy.match, ATOMIC_PERCENT, why, alloy.certain)
    if not same and (form := _other_form(reference, test)) is not None:
        return form
    if not same and (tail := shared_tail_decision(reference, test, explain_compound, known_compound)) is not None:
        return tail
    if not same and (role := role_word_decision(reference, test, explain_compound)) is not None:
        return role
    if (solution := compounds.solid_solution_reading(reference, test, compounds.compound_formula)) is not None:
        return Decision(solution[0], "solid-solution", solution[2], certain=solution[1])
    if (source := compounds.element_source_reading(reference, test, compounds.compound_formula)) is not None:
        return Decision(source[0], "element-source", source[2], certain=source[1])
    ref, tst = compounds.compound_formula(reference), compounds.compound_formula(test)
    if ref is None or tst is None:
        if (agreed := lexicon.acronym_agreement(reference, test)) is not None:
            why = f"the chemicals database reads {agreed[0]!r} and the other entry's name as one compound (CAS {agreed[1]})"
            return Decision(True, "database-acronym", why)
        if (hydration := lexicon.lab_chemical_hydration(reference, test)) is not None:
            match, proven, why = hydration
            basis = ("hydration" if proven else "hydration-unstated") if why else "lab-chemical"
            return Decision(match, basis, f"{test} vs {reference}: {why or 'one reagent, the same water'}", certain=proven)
        ref_id, test_id = substance_identity(reference), substance_identity(test)
        if ref_id is not None and ref_id == test_id and (grades := named_grades(reference, test)):
            return Decision(False, "other-grade", f"two grades of {ref_id}: {grades}", certain=False)
        if ref_id is not None and ref_id == test_id and not _amounts(ref_id) and (numbers := _other_numbers(reference, test, ref_id)):
            why = f"both name {ref_id}, but write other numbers ({numbers}), which the rules do not read: another grade the best guess"
            return Decision(False, "other-grade", why, certain=False)
        # The letters of one spelling the other (`compounds.abbreviation_reading`) count only beside the lexicon's
        # reading: one chemical and the letters agree (isomers aside); two chemicals by name and the letters prove
        # nothing either way; two formulas decide alone (a side read as a formula is no short form).
        both = ref_id is not None and test_id is not None
        spelt = same or (both and compounds.abbreviation_reading(reference, test) is not None)
        named = both and not any(map(_amounts, (ref_id, test_id)))
        if named and ref_id != test_id and spelt and not any(map(compounds.several_readings, (reference, test))):
            why = f"{reference} is {ref_id}, {test} is {test_id}; the letters of one spell the other, which proves nothing"
            return Decision(False, "lexicon-differs", why, certain=False)
        if both and (spelt if ref_id == test_id else not same):
            if ref_id == test_id:
                return _one_grade(reference, test, ref_id) or Decision(True, "lab-chemical", f"both name {ref_id}")
            why = f"{reference} is {ref_id}, {test} is {test_id}"
            if (unit := _repeat_unit_against_polymer(reference, test, ref_id, test_id)) is not None:
                return Decision(unit[0], "polymer-repeat-unit", unit[1], certain=False)
            if unread_proportions(reference, test, ref_id, test_id):
                return Decision(False, "unread-proportions", f"{why}; a stated ratio was not read into either", certain=False)
            return Decision(False, "different-compound", why)
        if ref_id is not None and ref_id == test_id:
            if lexicon_relates(reference, test) or not _amounts(ref_id):  # a named mixture or polymer
                why = f"the lexicon names {reference!r} and {test!r} as one chemical, {ref_id}"
                return _one_grade(reference, test, ref_id) or Decision(True, "lab-chemical", why)
            if (cas := lexicon.cas_agreement(reference, test)) is not None:
                return Decision(True, "database-cas", f"the chemicals database reads both names as one compound (CAS {cas})")
            organic = {"C", "H"} <= set(re.findall(r"[A-Z][a-z]?", ref_id))  # organic isomers are common, inorganic rare
            return Decision(not organic, "same-formula", f"both are {ref_id}, but isomers share a formula", certain=False)
    if (ferro := compounds.ferroalloy_note(reference, test)) is not None:
        return Decision(ferro[0], "ferroalloy", ferro[1], certain=ferro[2])
    if ref is not None and tst is not None:
        if same and (isomers := compounds.isomer_reading(reference, test)) is not None:
            if shared := compounds.shared_database_name(reference, test):
                why = f"{shared!r} is filed under both compounds by the chemical database: one name used for both, the same is the best guess"
                return Decision(True, "database-synonym", why, certain=False)
            return Decision(False, "isomers", f"{reference} and {test}: {isomers[1]}", certain=False)
        if (molecule := compounds.element_molecule_note(reference, test)) is not None:
            return Decision(molecule[0], "element-molecule", f"{reference} vs {test}: {molecule[2]}", certain=molecule[1])
        if (multiple := compounds.molecular_multiple_note(reference, test)) is not None:
            return Decision(multiple[0], "molecular-multiple", f"{reference} vs {test}: {multiple[1]}", certain=False)
        if (hydration := compounds.hydration_note(reference, test)) is not None and hydration[2]:
            match, proven, why = hydration
            return Decision(match, "hydration" if proven else "hydration-unstated", f"{test} vs {reference}: {why}", certain=proven)
        if not same and (unfixed := compounds.unfixed_ratio(reference, test)) is not None:
            return Decision(True, "unfixed-ratio", unfixed, certain=False)
        if not same and (doubt := compounds.doubtful_reading(reference, test, ref, tst)):
            return Decision(doubt[0], "doubtful-reading", doubt[1], certain=False)
        if (unstated := compounds.unstated_oxidation_state(reference, test)) is not None:
            return Decision(unstated[0], "oxidation-state-unstated", unstated[1], certain=False)
        if same and (isomer := compounds.unstated_isomer(reference, test)) is not None:
            return Decision(True, "isomer-unstated", isomer, certain=False)
        return Decision(same, "formula-equivalent" if same else "different-compound", f"{reference} ~ {test}" if same else None)
    if same and (short := defined_abbreviation(reference, test)):
        return Decision(True, "defined-abbreviation", f"the entry itself gives {short!r} as its abbreviation or trade name")
    if same and (written := written_alike(reference, test)):
        if mixture_shares_differ(reference, test):
            return Decision(False, "other-shares", f"both write {written!r} with other percentages: the shares of another mixture", certain=False)
        return Decision(True, "same-name", f"both write {written!r}; the rest is an abbreviation or a purity, grade or supplier note")
    if (oligomers := compounds.oligomer_reading(reference, test, _proven_same)) is not None:
        return Decision(oligomers[0], "oligomer", oligomers[2], certain=oligomers[1])
    if not same and (system := compounds.same_oxide_system(reference, test, named_identity)) is not None:
        why = f"both write a mixed oxide of {', '.join(sorted(system))}, a name of its elements fixing no ratio: the same material is the best guess"
        return Decision(True, "oxide-system", why, certain=False)
    if not same and (core := compounds.same_core(reference, test, compounds.compound_formula)) is not None:
        why = f"both name {core!r} once supply, size and class descriptors are set aside: the same material is the best guess"
        return Decision(True, "same-core", why, certain=False)
    if not same and noted is not None:
        return Decision(noted[0], "colour-index-noted", noted[1], certain=False)
    if not same and (guess := compounds.abbreviation_reading(reference, test)) is not None:
        return guess  # last: every reading that could prove or disprove the pair has had its turn
    return Decision(same, "name" if same else "unresolved", "matched by name only" if same else None, certain=False)


def _other_form(reference: str, test: str) -> Decision | None:
    """The same material in another form (`gold paste`, `platinum foil` for `gold`, `platinum`): gold.md counts it.
    The cores must be one compound or certainly one reagent (`PTFE`, `polytetrafluoroethylene` by the lexicon); a
    guess about them (an abbreviation spelt out) is left to the guesses that come after every certain reading."""
    ref_core, test_core = lexicon.strip_material_form(reference), lexicon.strip_material_form(test)
    if (ref_core, test_core) == (reference, test):
        return None
    if not compounds.same_compound(ref_core, test_core) and not ((core := explain_compound(ref_core, test_core)).match and core.certain):
        return None
    if None not in (states := {lexicon.state_of_matter(reference), lexicon.state_of_matter(test)}) and len(states) == 2:
        why = f"{reference!r} and {test!r} name one substance in two states ({' and '.join(sorted(states))}): the same substance is the best guess"
        return Decision(True, "material-form", why, certain=False)
    if test_core != test:
        return Decision(True, "material-form", f"{test} is {test_core} in another form")
    return Decision(True, "material-form", f"{reference} is {ref_core} in another form")


def _proven_same(reference: str, test: str) -> bool:
    decision = explain_compound(reference, test)
    return decision.match and decision.certain


@remembered
def known_compound(text: str) -> bool:
    """The rules know what this precursor is: a formula, a name or abbreviation they resolve, a laboratory
    chemical of the lexicon (`DMF`, `PVDF`), or one of these in another form (`gold paste`)."""
    if too_long(text, "compound"):
        return False
    text = greek_names_as_letters(text)
    if compounds.compound_formula(text) is not None or compounds.solid_solution(text) or compounds.element_source(text):
        return True
    if compounds.colour_index_name(text) is not None:
        return True  # a Colour Index generic name names one colorant
    if compounds.silicate(text) is not None:
        return True  # an alkali silicate of a stated or open modulus (`water glass (modulus 3.3)`)
    if (alloy := compounds.atomic_percent_formula(text)) is not None:
        return known_compound(alloy)
    if (core := compounds.without_phase(text)) != text:
        return known_compound(core)
    stripped = lexicon.strip_material_form(text)
    return lexicon.identify_lab_chemical(text) is not None or (stripped != text and compounds.compound_formula(stripped) is not None)


_POLY = re.compile(r"^poly\s*(?:\((.+)\)|(.+))$", re.IGNORECASE)
_NUMBERS = re.compile(r"\d+(?:[.,]\d+)?")
# a name and a grade number, as makers name a polymer's grades (`<Brand> 30`, `<Brand> 4-88`, `<Brand> K90`)
_GRADE_NAME = re.compile(r"^[A-Z][^\W\d_]{2,}[\s-]+[A-Z]?\d+(?:[-./]\d+)*[A-Z]*$")


def _repeat_unit_against_polymer(reference: str, test: str, ref_id: str, test_id: str) -> tuple[bool, str] | None:
    """(the same is the best guess, why) when one entry, a name with a grade number, is read only through the name
    database as the formula of the monomer of the polymer the other names from its source (`poly(<monomer>)`, IUPAC
    Purple Book, source-based nomenclature): the database files a polymer's trade grades under its monomer or repeat
    unit (`substance_identity`), so that formula proves no other substance than the polymer. Other grade numbers on
    the two sides (a K-value, a viscosity and hydrolysis grade) make another grade the best guess. None otherwise."""
    sides = [(reference, ref_id), (test, test_id)]
    formula = [x for x in sides if _amounts(x[1]) and _GRADE_NAME.match(x[0].strip())]
    named = [x for x in sides if not _amounts(x[1]) and _POLY.match(x[1].strip())]
    if len(formula) != 1 or len(named) != 1:
        return None
    source = _POLY.match(named[0][1].strip())
    monomer = compounds.compound_formula((source[1] or source[2]).strip()) if source else None
    if monomer is None or amounts_text(monomer) != formula[0][1]:
        return None
    numbers = [sorted(_NUMBERS.findall(x)) for x in (reference, test)]
    read = f"{formula[0][0]!r} is read as {formula[0][1]}, the monomer of {named[0][1]}, as the name database files a polymer's grades"
    if all(numbers) and numbers[0] != numbers[1]:
        return False, f"{read}; the entries write other grade numbers: another grade the best guess"
    return True, f"{read}: the same polymer the best guess"


# a quantity's symbol or unit beside a number (`Mw 50 kDa`, `99 %`): a stated amount, read elsewhere, not a grade code
_QUANTITY_WORDS = re.compile(r"(?<![^\W_])(?:M[wnv]|k?Da|g\s*/?\s*mol|mol|kg|wt|vol)(?![^\W_])|%", re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")


def _other_numbers(reference: str, test: str, identity: str) -> str | None:
    """The grade numbers two entries write, when both write some and they differ (`<polymer> K67` against `<polymer>
    K70`): a polymer or mixture the lexicon names has no formula to read a grade number into (a K-value, a viscosity
    grade), so two numbers are two grades until read. Numbers of the name itself (locants) and entries that state a
    quantity (a molar mass, a percentage) aside. None otherwise."""
    if any(map(_numbered_product, (reference, test))) or any(_QUANTITY_WORDS.search(x) for x in (reference, test)):
        return None  # the lexicon's name reads the number (a numbered product), or a number is an amount
    own = set(_NUMBER.findall(identity))
    numbers = [sorted(float(n.replace(",", "")) for n in _NUMBER.findall(x) if n not in own) for x in (reference, test)]
    if not all(numbers) or numbers[0] == numbers[1]:
        return None
    return " vs ".join("/".join(f"{n:g}" for n in side) for side in numbers)


def _numbered_product(text: str) -> bool:
    """The lexicon's entry for this name writes a number in its names (a product named by number): the number is read."""
    entry = lexicon.lab_chemical_entry(lexicon.strip_material_form(text))
    names = () if entry is None else (entry.get("key"), entry.get("polymer"), entry.get("name"), *entry.get("names", []))
    return any(n and re.search(r"\d", n) for n in names)


def _amounts(identity: str) -> bool:
    """An identity written as element amounts (`C6 Cl1 H5`), not as the name of a polymer or mixture."""
    return re.fullmatch(r"(?:[A-Z][a-z]?\d\S* ?)+", identity) is not None
