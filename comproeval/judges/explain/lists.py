"""The rules of list entries: precursors (formulas, names, lab chemicals) and characterization techniques."""

from __future__ import annotations

import re

from ...chem import compounds, lexicon, spelling, technique_qualifiers, technique_relations, techniques, test_standards, variants
from ...chem.alignment import entry_parts
from ...chem.decision import Decision
from ...chem.text import too_long
from . import technique_spelled
from .common import remembered, too_long_as_text
from .compound_names import (
    amounts_decision,
    defined_abbreviation,
    layer_order_decision,
    lexicon_relates,
    named_grades,
    stabilized_decision,
    states_ratio,
    substance_identity,
    unread_proportions,
    written_alike,
)
from .technique_acronyms import readings_apart

# the basis of a technique written as a variant of the test's (`FE-SEM` for `SEM`): the same technique, proven
VARIANT = "technique-variant"
# the basis of an alloy composition stated in atomic percent and read into a formula (`CrAl (30/70 at.%)`)
ATOMIC_PERCENT = "atomic-percent"


def _named_part(reference: str, test: str, same) -> str | None:
    """The part of a test entry naming several things (`SEM with EDS`) that is the reference, if any."""
    return next((part for part in entry_parts(test) if same(reference, part)), None)


def _one_of_several(decision: Decision, test: str, part: str) -> Decision:
    why = f"{test!r} names several; {part!r} is this one" + (f" ({decision.why})" if decision.why else "")
    return Decision(True, "one-of-several", why, decision.certain)


@remembered
def explain_compound(reference: str, test: str) -> Decision:
    """Precursors: formulas (resolved from names and abbreviations) prove identity; name similarity does not.
    An abbreviation with several readings (`CB`: chlorobenzene or carbon black) proves no match."""
    decision = (
        _phase_decision(reference, test)
        or stabilized_decision(reference, test)
        or layer_order_decision(reference, test)
        or _explain_compound(reference, test)
    )
    unread = decision.certain or decision.basis == "unresolved"  # an abbreviation of several readings, any of them the other
    several = _several_readings(reference, test, compounds.several_readings, _explain_compound) if unread else None
    if several and decision.basis != "exact":
        return several
    if decision.match and decision.basis != "exact" and (amounts := amounts_decision(reference, test)) is not None:
        return amounts
    if (decision.match or not decision.certain) and (apart := _other_grade(reference, test, decision)) is not None:
        return apart
    if decision.match and decision.certain and decision.basis not in ("exact", ATOMIC_PERCENT) and any(map(states_ratio, (reference, test))):
        why = f"a ratio stated in {reference!r} or {test!r} is not read into the formulas compared: the same compound is the best guess"
        return Decision(True, "unread-proportions", why, certain=False)
    return decision


def _other_grade(reference: str, test: str, decision: Decision) -> Decision | None:
    """Two codes of one product line, or one group under two multiplying prefixes: other grades or compounds that a
    reading of the product (a polymer's repeat unit, a word or two alike) cannot tell apart; None otherwise."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    if codes := compounds.other_grade_codes(reference, test):
        return Decision(False, "other-grade", f"two grades of one product, coded {codes[0]!r} and {codes[1]!r}", certain=False)
    if not decision.certain and (counts := compounds.other_multiplicity(reference, test)):
        why = f"one group under two multiplying prefixes ({counts[0]!r}, {counts[1]!r}): another compound or grade"
        return Decision(False, "other-grade", why, certain=False)
    return None


def _phase_decision(reference: str, test: str) -> Decision | None:
    """One compound in two phases (`α-Si3N4`, `β-Si3N4`) is two reagents; a phase one side alone states
    (`TiO2 (anatase)` for `TiO2`) is detail the other leaves open; phases of two kinds (`α-`, `hematite`) are
    not read against each other. None when neither side states a phase or the compounds differ anyway."""
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
    core = compounds.without_phase(text)
    return core if core != text and known_compound(core) else text


def _several_readings(reference: str, test: str, readings_of, explain) -> Decision | None:
    """An abbreviation with several readings proves nothing (`TEA` is also tetraethylammonium in zeolite synthesis,
    `AES` Auger or atomic emission spectroscopy): the same is the best guess when any reading is the other entry."""
    for short, other in ((reference, test), (test, reference)):
        if not (readings := readings_of(short)):
            continue
        named = f"{short.strip()!r} may name {' or '.join(readings)}"
        verdicts = [explain(r, other) for r in readings]
        if any(v.match for v in verdicts):
            return Decision(True, "ambiguous-abbreviation", f"{named}: the same is the best guess", certain=False)
        why = f"{named}, none of them {other.strip()!r}, but a list of readings is no proof that there is no other"
        return Decision(False, "ambiguous-abbreviation", why, certain=False)
    return None


def _explain_compound(reference: str, test: str) -> Decision:
    same = compounds.same_compound(reference, test)
    if (early := too_long_as_text(reference, test, "compound", same)) is not None:
        return early
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower():
        return Decision(True, "exact", None)
    if (designations := compounds.polyamide_pair(reference, test)) is not None:
        return Decision(same, "polyamide-designation", f"ISO 1874-1 designations PA {designations[0]} and PA {designations[1]}")
    if compounds.other_grades(reference, test):  # whatever the lexicon knows of the product, two grades are two reagents
        return Decision(False, "other-grade", "two grades or molecular weights of one product", certain=False)
    if not same and (part := _named_part(reference, test, compounds.same_compound)) is not None:
        return _one_of_several(explain_compound(reference, part), test, part)
    if (read := [compounds.atomic_percent_formula(x) or x for x in (reference, test)]) != [reference, test]:
        alloy = explain_compound(*read)
        why = f"atomic percent read as formulas ({read[0]} vs {read[1]})" + (f": {alloy.why}" if alloy.why else "")
        return Decision(alloy.match, ATOMIC_PERCENT, why, alloy.certain)
    if not same and (form := _other_form(reference, test)) is not None:
        return form
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
        named = ref_id is not None and test_id is not None and not any(map(_amounts, (ref_id, test_id)))
        if named and ref_id != test_id and same and not any(map(compounds.several_readings, (reference, test))):
            # the letters of one spell the other's name, but the lexicon reads them as two chemicals: the reading wins
            why = f"{reference} is {ref_id}, {test} is {test_id}; the letters of one spell the other, which proves nothing"
            return Decision(False, "lexicon-differs", why, certain=False)
        if ref_id is not None and test_id is not None and (ref_id == test_id) == same:
            if same:
                return Decision(True, "lab-chemical", f"both name {ref_id}")
            why = f"{reference} is {ref_id}, {test} is {test_id}"
            if unread_proportions(reference, test, ref_id, test_id):
                return Decision(False, "unread-proportions", f"{why}; a stated ratio was not read into either", certain=False)
            return Decision(False, "different-compound", why)
        if ref_id is not None and ref_id == test_id:
            if lexicon_relates(reference, test) or not _amounts(ref_id):  # a named mixture or polymer
                return Decision(True, "lab-chemical", f"the lexicon names {reference!r} and {test!r} as one chemical, {ref_id}")
            organic = {"C", "H"} <= set(re.findall(r"[A-Z][a-z]?", ref_id))  # organic isomers are common, inorganic rare
            return Decision(not organic, "same-formula", f"both are {ref_id}, but isomers share a formula", certain=False)
    if ref is not None and tst is not None:
        if same and compounds.distinct_isomers(reference, test):
            if shared := compounds.shared_database_name(reference, test):
                why = f"{shared!r} is filed under both compounds by the chemical database: one name used for both, the same is the best guess"
                return Decision(True, "database-synonym", why, certain=False)
            why = f"{reference} and {test} share a formula but the chemical database lists two compounds (isomers)"
            return Decision(False, "isomers", why, certain=False)
        if (hydration := compounds.hydration_note(reference, test)) is not None and hydration[2]:
            match, proven, why = hydration
            return Decision(match, "hydration" if proven else "hydration-unstated", f"{test} vs {reference}: {why}", certain=proven)
        if not same and (doubt := compounds.doubtful_reading(reference, test, ref, tst)):
            return Decision(False, "doubtful-reading", doubt, certain=False)
        if (unstated := compounds.unstated_oxidation_state(reference, test)) is not None:
            return Decision(unstated[0], "oxidation-state-unstated", unstated[1], certain=False)
        if same and (isomer := compounds.unstated_isomer(reference, test)) is not None:
            return Decision(True, "isomer-unstated", isomer, certain=False)
        return Decision(same, "formula-equivalent" if same else "different-compound", f"{reference} ~ {test}" if same else None)
    if same and (short := defined_abbreviation(reference, test)):
        return Decision(True, "defined-abbreviation", f"the entry itself gives {short!r} as its abbreviation or trade name")
    if same and (written := written_alike(reference, test)):
        return Decision(True, "same-name", f"both write {written!r}; the rest is an abbreviation or a purity, grade or supplier note")
    if not same and (core := compounds.same_core(reference, test, compounds.compound_formula)) is not None:
        why = f"both name {core!r} once supply, size and class descriptors are set aside: the same material is the best guess"
        return Decision(True, "same-core", why, certain=False)
    return Decision(same, "name" if same else "unresolved", "matched by name only" if same else None, certain=False)


def _other_form(reference: str, test: str) -> Decision | None:
    """The same material in another form (`gold paste`, `platinum foil` for `gold`, `platinum`): gold.md counts it."""
    ref_core, test_core = lexicon.strip_material_form(reference), lexicon.strip_material_form(test)
    if (ref_core, test_core) == (reference, test) or not compounds.same_compound(ref_core, test_core):
        return None
    return Decision(True, "material-form", f"{test} is {test_core} in another form")


@remembered
def explain_technique(reference: str, test: str) -> Decision:
    """Techniques: a shared concept of the lexicon is proof; word overlap outside it is a guess."""
    same = techniques.same_technique(reference, test)
    if (early := too_long_as_text(reference, test, "technique", same)) is not None:
        return early
    if (written := spelling.written_alike(reference, test)) is not None:
        return written
    if (cited := test_standards.other_standard(reference, test)) is not None:
        why = f"{reference!r} cites {cited[0]} and {test!r} cites {cited[1]}: other documents, most often other tests"
        return Decision(False, "other-standard", why, certain=False)
    if (several := _several_readings(reference, test, technique_relations.several_readings, explain_technique)) is not None:
        return (None if several.match else readings_apart(reference, test, explain_technique)) or several
    if compounds.other_grades(reference, test):  # whatever the lexicon knows of the product, two grades are two reagents
        return Decision(False, "other-grade", "two grades or molecular weights of one product", certain=False)
    if not same and (part := _named_part(reference, test, techniques.same_technique)) is not None:
        return _one_of_several(explain_technique(reference, part), test, part)
    ref, tst = techniques.technique_concepts(reference), techniques.technique_concepts(test)
    if ref and tst:
        if techniques.fuzzy_spelling(reference) or techniques.fuzzy_spelling(test):
            # a reading through a close spelling is a guess: it proves neither the same technique nor another
            why = f"{'/'.join(ref)} and {'/'.join(tst)} are read through a close spelling of a lexicon term"
            return Decision(same, "fuzzy-spelling", why, certain=False)
        # one concept, or one a form of the other: the variants either names (nucleus, adsorptive, loading) decide first
        if same and (apart := _combined_apart(ref, tst)):
            why = f"{reference!r} and {test!r} combine one technique with others: {apart[0]} against {apart[1]}"
            return Decision(False, "other-combination", f"{why}, another combined measurement is the best guess", certain=False)
        lineage = lexicon.lineage(ref) | lexicon.lineage(tst)
        if same and (hierarchy := _hierarchy("techniques", lineage, reference, test)) is not None:
            return hierarchy
        qualifiers = technique_qualifiers.differing_qualifiers(reference, test) if same else None
        if qualifiers is not None and (siblings := _qualified_siblings(reference, test, *qualifiers)):
            return siblings
        if same and (parent := technique_relations.measuring_mode(reference, test)):
            why = f"one entry names a measuring mode (mapping, imaging) of {parent}, the other {parent}: the same measurement is the best guess"
            return Decision(True, "measuring-mode", why, certain=False)
        if same and (broader := technique_relations.broader_reading(reference, test)):
            parent, variant = broader
            if variant:
                return Decision(True, VARIANT, f"{reference} is a variant of {test} ({parent})")
            why = f"{test} names {parent}, of which {reference} is one form: the same measurement is the best guess"
            return Decision(True, "broader-technique", why, certain=False)
        if not same and (parent := variants.parent_word(reference, test)) is not None:
            why = f"{reference!r} and {test!r} read as siblings under {parent}, but one may name {parent} itself"
            return Decision(False, "parent-or-sibling", why, certain=False)
        if not same and (facets := technique_relations.cross_classified(ref, tst)) is not None:
            why = f"two kinds of {facets[0]} on two axes ({facets[1]}; {facets[2]}): one measurement may be both, the best guess"
            return Decision(True, "cross-classified", why, certain=False)
        if not same and (unread := _unread_apart(reference, test)):
            why = f"the rules read {'/'.join(ref)} and {'/'.join(tst)} but not {', '.join(map(repr, unread))}, which may name it"
            return Decision(False, "partial-reading", why, certain=False)
        return Decision(same, "lexicon" if same else "different-technique", f"{test} is {'/'.join(tst)}" if same else None)
    if not same and ref and (other := lexicon.not_a_measurement(test)) is not None:
        return _no_measurement(reference, test, ref, other)
    if not same and ref and (brand := lexicon.technique_measurements(test)) and not any(techniques.same_technique(reference, m) for m in brand):
        return Decision(False, "brand-other", f"{test} names a vendor whose instruments make other measurements")
    if not same and (short := technique_spelled.shared_abbreviation(reference, test)) is not None:
        why = f"one entry defines {short!r} and the other names it: the same technique is the best guess"
        return Decision(True, "defined-abbreviation", why, certain=False)
    if not same and (short := technique_spelled.spelled_out(reference, test)) is not None:
        why = f"one entry is {short!r} and the other spells it out by initials: the same technique is the best guess"
        return Decision(True, "spelled-acronym", why, certain=False)
    return Decision(same, "fuzzy-spelling" if same else "unresolved", "word overlap outside the lexicon" if same else None, certain=False)


def _combined_apart(ref: tuple[str, ...], tst: tuple[str, ...]) -> tuple[str, str] | None:
    """Two combined entries that share a technique but each add one the other lacks (`STEM-EDS`, `STEM-EELS`;
    `TGA-DSC`, `TGA-DTA`): what sets them apart is the added measurement, so the shared one proves nothing."""

    def alone(concepts: tuple[str, ...], others: tuple[str, ...]) -> list[str]:
        related = lexicon.lineage(others)
        return [c for c in concepts if c not in related and not lexicon.lineage((c,)) & set(others)]

    if len(ref) < 2 or len(tst) < 2 or not (ref_only := alone(ref, tst)) or not (test_only := alone(tst, ref)):
        return None
    return "/".join(ref_only), "/".join(test_only)


def _unread_apart(reference: str, test: str) -> tuple[str, ...]:
    """The unread words that may make two differently read techniques one. A word both single entries leave
    unread (`CO` in `CO-TPD` and `CO-TPR`) qualifies both alike: it cannot turn one reading into the other."""
    ref, tst = lexicon.unread_words(reference), lexicon.unread_words(test)
    if len(entry_parts(reference)) > 1 or len(entry_parts(test)) > 1:
        return ref + tst
    return tuple(w for w in ref if w not in tst) + tuple(w for w in tst if w not in ref)


def _qualified_siblings(reference: str, test: str, ref_words: tuple[str, ...], test_words: tuple[str, ...]) -> Decision | None:
    """One technique qualified by two different acronyms or formulas (`AC`/`DC magnetometry`, `NH3-`/`CO2-TPD`):
    siblings under one parent, not one measurement (issue 26: hierarchies answer three ways). Two probe molecules
    prove it; two acronyms are the best guess (a letter of an acronym is a word). Qualifiers in words (`optical`,
    `UV-vis`; `Tafel`, `potentiodynamic`) are often paraphrases of one measurement: None, the reading stands."""
    written = [_written_qualifier(text, words) for text, words in ((reference, ref_words), (test, test_words))]
    if not all(written):
        return None
    why = f"{reference!r} and {test!r} qualify one technique as {written[0]!r} and {written[1]!r}"
    probes = [w if compounds.compound_formula(w) is not None and re.search(r"\d|[A-Z].*[A-Z]", w) else None for w in written]
    if all(probes) and not compounds.same_compound(*probes):
        return Decision(False, "sibling-probe", f"{why}: two probe molecules")
    return Decision(False, "sibling-qualifier", f"{why}: siblings under one parent are the best guess", certain=False)


def _written_qualifier(text: str, words: tuple[str, ...]) -> str | None:
    """The qualifier as the entry writes it, when it is one acronym or formula in capitals (`AC`, `NH3`, `CO2`)."""
    if len(words) != 1:
        return None
    written = re.search(rf"(?<![A-Za-z0-9]){re.escape(words[0])}(?![A-Za-z0-9])", text, re.I)
    token = written.group(0) if written else ""
    return token if re.fullmatch(r"(?:[A-Z][a-z]?\d*){1,4}", token) and re.search(r"\d|[A-Z].*[A-Z]", token) else None


# Bases of a test entry that measures nothing (`_no_measurement`: analysis software, a processing step or
# route, laboratory equipment): whatever data it handled, it is not the measurement a ground-truth entry names, so it
# proves nothing against a miss and is itself no unproven extra (the labelling rule of docs/scoring.md §2: techniques).
MEASURES_NOTHING = frozenset({"analysis-software", "not-a-measurement", "equipment"})


def _no_measurement(reference: str, test: str, ref: tuple[str, ...], other: lexicon.NotMeasured) -> Decision:
    """A test entry that measures nothing (software, a route, a processing step, equipment) is not the reference's
    technique: certain, unless it analyses that technique's data or shares a word with the reference (`temperature
    control` beside a temperature-dependent measurement), where what the paper meant is unproven."""
    what = f"{test!r} is {other.kind} ({other.name})"
    if other.analyses and lexicon.lineage(ref) & lexicon.lineage(other.analyses):
        why = f"{what}, which analyses data of {reference!r} but measures nothing: that the paper meant the measurement is unproven"
        return Decision(False, "analysis-software", why, certain=False)
    if _content_words(reference) & _content_words(test):
        return Decision(False, "not-a-measurement", f"{what}; it shares a word with {reference!r}, so the paper may mean it", certain=False)
    basis = "equipment" if other.kind == "laboratory equipment" else "not-a-measurement"
    return Decision(False, basis, f"{what}, which measures nothing")


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _GENERIC_TECHNIQUE_WORDS}


_GENERIC_TECHNIQUE_WORDS = frozenset("measurement measurements analysis analyses test tests software system method technique".split())


def _hierarchy(kind: str, shared: set[str] | frozenset[str], reference: str, test: str) -> Decision | None:
    """Two entries read as one concept: siblings under it are different; a variant one side leaves out is unproven."""
    for concept in sorted(shared):
        relation, variants_why = variants.variant_relation(kind, concept, reference, test)
        if relation in (variants.SIBLINGS, variants.GUESSED_SIBLINGS):
            return Decision(False, "sibling-variant", f"siblings under {concept}: {variants_why}", certain=relation == variants.SIBLINGS)
        if relation != variants.SAME:
            side = "test" if relation == variants.NARROWER else "ground truth"
            why = f"both name {concept}; the {side} alone names {variants_why}: more detail or another variant, the entries cannot tell"
            return Decision(True, f"{relation}-variant", why, certain=False)
    return None


@remembered
def known_compound(text: str) -> bool:
    """The rules know what this precursor is: a formula, a name or abbreviation they resolve, a laboratory
    chemical of the lexicon (`DMF`, `PVDF`), or one of these in another form (`gold paste`)."""
    if too_long(text, "compound"):
        return False
    if compounds.compound_formula(text) is not None or compounds.solid_solution(text) or compounds.element_source(text):
        return True
    if (alloy := compounds.atomic_percent_formula(text)) is not None:
        return known_compound(alloy)
    if (core := compounds.without_phase(text)) != text:
        return known_compound(core)
    stripped = lexicon.strip_material_form(text)
    return lexicon.identify_lab_chemical(text) is not None or (stripped != text and compounds.compound_formula(stripped) is not None)


@remembered
def known_technique(text: str) -> bool:
    """The rules know what this names: a technique concept, an instrument, brand or model of the lexicon, or
    something that measures nothing (software, a route, a processing step, equipment)."""
    if too_long(text, "technique"):
        return False
    if techniques.technique_concepts(text):
        return True
    return lexicon.identify_technique(text) is not None or lexicon.not_a_measurement(text) is not None


def _amounts(identity: str) -> bool:
    """An identity written as element amounts (`C6 Cl1 H5`), not as the name of a polymer or mixture."""
    return re.fullmatch(r"(?:[A-Z][a-z]?\d\S* ?)+", identity) is not None
