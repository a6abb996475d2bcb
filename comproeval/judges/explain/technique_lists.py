"""The rules of characterization-technique entries: a shared concept of the lexicon is proof; word overlap outside it
is a guess, and a shared specific word (an eponym, a named test, a standard) the better guess (issue 26)."""

from __future__ import annotations

import re

from ...chem import (
    compounds,
    lexicon,
    spelling,
    technique_acronym_senses,
    technique_conditions,
    technique_folded,
    technique_hyphenated,
    technique_index,
    technique_qualifiers,
    technique_relations,
    technique_words_shared,
    techniques,
    test_standards,
    variants,
)
from ...chem.acronyms import acronym_between
from ...chem.alignment import entry_parts
from ...chem.decision import Decision
from ...chem.text import too_long
from . import technique_spelled
from .common import remembered, spelled_acronym, too_long_as_text
from .list_common import named_part, one_of_several, proven_apart, several_readings
from .technique_acronyms import readings_apart
from .technique_coupled import coupled_decision
from .technique_parent_kinds import own_qualifier, qualified_parent
from .technique_qualified_siblings import qualified_siblings

# the basis of a technique written as a variant of the test's (`FE-SEM` for `SEM`), and of a test written as a
# variant of the ground truth's (`HRTEM` for `TEM`): the same technique, the best guess
VARIANT = "technique-variant"
NARROWER_VARIANT = "technique-narrower-variant"
# the basis of two entries of one technique that state other conditions of it or other modifiers in one slot (`in N2`,
# `in air`): two runs or kinds, the best guess
OTHER_CONDITION = "other-condition"
# the basis of a test naming one part of a ground-truth entry that combines measurements (`SEM` for `SEM-EDS`)
COMBINATION_PART = "combination-part"


@remembered
def explain_technique(reference: str, test: str) -> Decision:
    """Techniques: a shared concept of the lexicon is proof; word overlap outside it is a guess. A certain
    "different" needs both entries identified (`list_common.proven_apart`)."""
    decision = proven_apart(_explain_technique(reference, test), reference, test, known_technique)
    if not decision.match and (short := technique_acronym_senses.spelled_by_other(reference, test)) is not None:
        return spelled_acronym(short, "technique")
    return decision


def _explain_technique(reference: str, test: str) -> Decision:
    same = techniques.same_technique(reference, test)
    if (early := too_long_as_text(reference, test, "technique", same)) is not None:
        return early
    if (written := spelling.written_alike(reference, test)) is not None:
        return written
    if (coupled := coupled_decision(reference, test)) is not None:
        return coupled
    if (cited := test_standards.other_standard(reference, test)) is not None:
        why = f"{reference!r} cites {cited[0]} and {test!r} cites {cited[1]}: other documents, most often other tests"
        return Decision(False, "other-standard", why, certain=False)
    if (several := several_readings(reference, test, technique_relations.several_readings, explain_technique)) is not None:
        return (None if several.match else readings_apart(reference, test, explain_technique)) or several
    if (counterparts := test_standards.counterpart_standards(reference, test)) is not None:
        why = f"one measurement in the same words, after {counterparts[0]} and {counterparts[1]}, two bodies' counterparts of one test"
        return Decision(True, "counterpart-standard", f"{why}: the same measurement is the best guess", certain=False)
    if compounds.other_grades(reference, test):  # whatever the lexicon knows of the product, two grades are two reagents
        return Decision(False, "other-grade", "two grades or molecular weights of one product", certain=False)
    if not same and technique_qualifiers.current_or_density(reference, test):
        why = f"{reference!r} and {test!r} sweep one device's current against its voltage, the current or its density"
        return Decision(True, "current-density", f"{why}: the same measurement is the best guess", certain=False)
    if not same and (part := named_part(reference, test, techniques.same_technique)) is not None:
        return one_of_several(explain_technique(reference, part), test, part)
    ref, tst = techniques.technique_concepts(reference), techniques.technique_concepts(test)
    if ref and tst:
        if techniques.fuzzy_spelling(reference) or techniques.fuzzy_spelling(test):
            # a reading through a close spelling is a guess: it proves neither the same technique nor another
            why = f"{'/'.join(ref)} and {'/'.join(tst)} are read through a close spelling of a lexicon term"
            return Decision(same, "fuzzy-spelling", why, certain=False)
        if (guessed := technique_relations.guessed_relation(ref, tst)) is not None:
            why = f"{guessed[1]} against {guessed[2]}: a name fields read as either"
            return Decision(
                guessed[0], "guessed-kind", f"{why}: {'the same' if guessed[0] else 'another'} measurement is the best guess", certain=False
            )
        if same and (coupled := technique_relations.coupled_against_part(ref, tst)) is not None:
            return _coupled_part(*coupled)
        if same and (parts := _combination_against_part(reference, test, ref, tst)) is not None:
            why = f"the ground truth combines {parts[0]} in one entry; the test names {parts[1]} alone, one part of it"
            return Decision(True, COMBINATION_PART, f"{why}: the same entry is the best guess", certain=False)
        # one concept, or one a form of the other: the variants either names (nucleus, adsorptive, loading) decide first
        if same and (apart := _combined_apart(ref, tst)):
            why = f"{reference!r} and {test!r} combine one technique with others: {apart[0]} against {apart[1]}"
            return Decision(False, "other-combination", f"{why}, another combined measurement is the best guess", certain=False)
        lineage = lexicon.lineage(ref) | lexicon.lineage(tst)
        if same and (hierarchy := _hierarchy("techniques", lineage, reference, test)) is not None:
            return hierarchy
        if same and (rays := technique_qualifiers.other_radiations(reference, test)) is not None:
            why = f"{reference!r} and {test!r} are one name with other radiations ({rays[0]} against {rays[1]})"
            return Decision(False, "sibling-variant", f"{why}: another technique is the best guess", certain=False)
        if same and (edges := technique_qualifiers.edge_elements(reference, test)) is not None:
            why = f"{reference!r} and {test!r} read the absorption edges of two elements ({edges[0]} against {edges[1]})"
            return Decision(False, "sibling-variant", f"{why}: two spectra, not one measurement")
        if same and (letters := technique_qualifiers.lettered_variants(reference, test)) is not None:
            why = f"{reference!r} and {test!r} name two variants of one technique by letter ({letters[0]} against {letters[1]})"
            return Decision(False, "sibling-variant", f"{why}: siblings under one parent")
        if same and (condition := technique_conditions.other_conditions(reference, test)) is not None:
            why = f"{reference!r} and {test!r} state another {condition[0]} ({condition[1]} against {condition[2]})"
            return Decision(False, OTHER_CONDITION, f"{why}: two runs of the measurement, another variant the best guess", certain=False)
        if same and (slot := _other_modifier(reference, test)) is not None:
            words = f"({' '.join(slot[0])!r}, {' '.join(slot[1])!r})"
            why = f"{reference!r} and {test!r} modify one head noun by other words the rules do not read {words}"
            return Decision(False, OTHER_CONDITION, f"{why}: another kind of it the best guess", certain=False)
        qualifiers = technique_qualifiers.differing_qualifiers(reference, test) if same else None
        if qualifiers is not None and (siblings := qualified_siblings(reference, test, *qualifiers)):
            return siblings
        if same and (modes := technique_qualifiers.loading_modes(*(tuple(technique_index.normalize(x).split()) for x in (reference, test)))):
            why = f"{reference!r} and {test!r} load the specimen in two modes ({modes[0]}, {modes[1]})"
            return Decision(False, "sibling-qualifier", f"{why}: two kinds of one test are the best guess", certain=False)
        if same and (kinds := qualified_parent(reference, test)) is not None:
            return kinds
        if same and (parent := technique_relations.measuring_mode(reference, test)):
            why = f"one entry names a measuring mode (mapping, imaging) of {parent}, the other {parent}: the same measurement is the best guess"
            return Decision(True, "measuring-mode", why, certain=False)
        if same and (broader := technique_relations.broader_reading(reference, test)):
            parent, variant = broader
            if variant and not own_qualifier(test, reference):  # `conventional SEM` is no bare parent of `FE-SEM`
                return _variant(reference, test, parent)
            why = f"{test} names {parent}, of which {reference} is one form: the same measurement is the best guess"
            return Decision(True, "broader-technique", why, certain=False)
        if same and (narrower := _narrower_reading(reference, test)) is not None:
            return narrower
        if same and (one_sided := technique_qualifiers.one_sided_qualifier(reference, test)) is not None:
            why = f"both read as {'/'.join(tst)}; the {one_sided[0]} alone qualifies it as {' '.join(one_sided[1])!r}, which the rules do not read"
            return Decision(True, "one-sided-qualifier", f"{why}: more detail or another kind, the same technique is the best guess", certain=False)
        if not same and (parent := variants.parent_word(reference, test)) is not None:
            why = f"{reference!r} and {test!r} read as siblings under {parent}, but one may name {parent} itself"
            return Decision(False, "parent-or-sibling", why, certain=False)
        if not same and (facets := technique_relations.cross_classified(ref, tst)) is not None:
            why = f"two kinds of {facets[0]} on two axes ({facets[1]}; {facets[2]}): one measurement may be both, the best guess"
            return Decision(True, "cross-classified", why, certain=False)
        if not same and (unread := _unread_apart(reference, test)):
            why = f"the rules read {'/'.join(ref)} and {'/'.join(tst)} but not {', '.join(map(repr, unread))}, which may name it"
            if spelled := acronym_between(reference, test):  # `4PB adhesion test` for `four-point bending`
                return Decision(True, "partial-reading", f"{why}; {spelled!r} spells the other's initials: the same is the best guess", certain=False)
            return Decision(False, "partial-reading", why, certain=False)
        # two kinds of one parent (`technique_kinds.json`) that its variant axes also tell apart: the same siblings
        shared = lexicon.lineage(ref) & lexicon.lineage(tst)
        if not same and (hierarchy := _hierarchy("techniques", shared, reference, test)) is not None and not hierarchy.match:
            return hierarchy
        written = [set(technique_index.normalize(x).split()) for x in (reference, test)]
        if same and (unread := [w for w in _unread_apart(reference, test) if _NAMES_A_METHOD.search(w) and w not in written[0] & written[1]]):
            why = f"both read as {'/'.join(tst)}, but {', '.join(map(repr, unread))} is left unread and may name another measurement"
            return Decision(True, "partial-reading", f"{why}: the same technique is the best guess", certain=False)
        if same and (written := technique_folded.folded_sibling(reference, tst)) is not None:
            why = f"{reference!r} names {written}, read as {'/'.join(ref)}; {test!r} is another kind of it, a sibling in CHMO"
            return Decision(False, "sibling-technique", f"{why}: another technique is the best guess", certain=False)
        if not same and (nested := technique_qualifiers.nested_words_decision(reference, test)) is not None:
            return nested
        if same and (apart := technique_qualifiers.unread_apart(reference, test)) is not None:
            unread = f"({' '.join(apart[0])!r}, {' '.join(apart[1])!r})"
            why = f"both read as {'/'.join(tst)}, but each writes what the other does not and the rules do not read {unread}"
            if technique_qualifiers.one_slot_apart(reference, test):  # the one word apart says which variant each is
                return Decision(False, "unread-apart", f"{why}: one word apart, two variants of it the best guess", certain=False)
            return Decision(True, "unread-apart", f"{why}: the same technique is the best guess", certain=False)
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
    if not same and (word := technique_words_shared.shared_specific(reference, test, _substance)) is not None:
        why = f"both entries write {word!r}, a specific word no other measurement of the lexicon shares: the same technique is the best guess"
        return Decision(True, "shared-specific-word", why, certain=False)
    if same and (settings := technique_qualifiers.other_settings(reference, test)) is not None:
        return Decision(False, "other-settings", f"{settings[0]} against {settings[1]}: two settings, another variant the best guess", certain=False)
    return Decision(same, "fuzzy-spelling" if same else "unresolved", "word overlap outside the lexicon" if same else None, certain=False)


# a word formed as a technique's or an instrument's name (`flowmeter`, `tensiometry`): unread, it may name another
# one; a class noun (`spectroscopy`, `microscopy`) names every technique of its class, none in particular
_NAMES_A_METHOD = re.compile(r"(?<!^spectro)(?<!^micro)(?<!^spectrophoto)(?:scopy|metry|graphy|meter|scope|graph)$")


def _other_modifier(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """`technique_conditions.other_modifier`, unless one slot spells the other's initials (`LF`, `low-field`) or names a
    substance (`water vapour`): a substance is what the measurement probes, on another axis than a kind of it."""
    slot = technique_conditions.other_modifier(reference, test)
    if slot is None or acronym_between(reference, test) or any(map(_substance, slot[0] + slot[1])):
        return None
    return slot


def _coupled_part(side: str, coupled: str, part: str) -> Decision:
    """A hyphenated technique against one of its parts (TG-FTIR, TGA): a technique of its own (IUPAC Orange Book,
    hyphenated techniques; ICTAC, evolved gas analysis), of which the part is one half. The part for a coupled
    ground truth lacks the coupled analysis, another measurement the best guess; a coupled test for a part makes the
    part's measurement too, the same the best guess. Never proof: the paper may have written either for one run."""
    if side == "reference":
        why = f"the ground truth names {coupled}, a coupled technique; {part} alone is one half of it: another measurement is the best guess"
        return Decision(False, "coupled-part", why, certain=False)
    why = f"the test names {coupled}, a coupled technique that makes the {part} measurement too: the same measurement is the best guess"
    return Decision(True, "coupled-part", why, certain=False)


def _substance(word: str) -> bool:
    """A word that names a substance (`water`, `oxygen`): the medium or probe of many tests."""
    return compounds.compound_formula(word) is not None


def _combination_against_part(reference: str, test: str, ref: tuple[str, ...], tst: tuple[str, ...]) -> tuple[str, str] | None:
    """(the combination, the part) when the ground truth names two measurements in one entry (`SEM-EDS`: imaging and
    an elemental analysis in one microscope) and the test only some of them (`SEM`): the test entry is narrower, one
    measurement of two, so it is the ground truth's entry only as a guess (issue 26, rule 3: narrower against broader
    is settled by the paper, not the two entries). None for an instrument (PPMS, a simultaneous TGA-DSC), whose
    several measurements are read by `technique_relations.TechniqueParts`, for a test naming every part, and for a
    test entry that itself names several things (`S and σ`), whose parts the rules may not all read."""
    if len(ref) < 2 or techniques.instrument_reading(reference)[0] or entry_parts(test) or not set(tst) < set(ref):
        return None
    pieces = entry_parts(reference) or _JOINED.split(reference)
    if len(pieces) < 2 or not all(techniques.technique_concepts(p) for p in pieces):
        return None  # one name read as two concepts (`BJH pore size distribution`), not two measurements written joined
    return "/".join(ref), "/".join(tst)


_JOINED = re.compile(r"(?<=[^\W_])[-/+‐–](?=[^\W_])")  # `SEM-EDS`, `TEM/EELS`: two names joined into one entry


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


def _narrower_reading(reference: str, test: str) -> Decision | None:
    """A reference that names a broader technique and says which kind of it in words the rules do not read
    (`thermal analysis (heating microscope)`) against one known kind of it (`TGA`): the reference names a kind of its
    own, the reading of its parent is incomplete (issue 26, item 3), another kind is the best guess. None when the
    reference drops no word or the test is a variant of a technique itself a kind of something (`FE-SEM` for `SEM`,
    as `technique_relations.broader_reading` has it the other way round): the reading stands."""
    if (broader := technique_relations.broader_reading(test, reference)) is None:
        return None
    if broader[1]:
        return None if own_qualifier(reference, test) else _variant(test, reference, broader[0], NARROWER_VARIANT)
    written = set(technique_index.normalize(test).split()) | technique_qualifiers.named_words(test)  # `pyridine` of `Py-IR`
    if not (words := [w for w in technique_qualifiers.dropped_words(reference) if w not in written]):
        return None
    if all(any(len(t) >= 2 and w.startswith(t) for t in written) for w in words):  # `Py` of `Py-IR` for `pyridine`
        why = f"{test!r} writes {' '.join(words)!r} of {reference!r} short: the same kind of {broader[0]} is the best guess"
        return Decision(True, "shortened-qualifier", why, certain=False)
    why = f"{reference!r} says which kind of {broader[0]} in words the rules do not read ({' '.join(words)!r}); {test!r} names one kind"
    return Decision(False, "qualified-broader", f"{why}: another kind is the best guess", certain=False)


def _variant(narrower: str, broader: str, parent: str, basis: str = VARIANT) -> Decision:
    """One entry a variant of the other's technique (`FE-SEM` of `SEM`): a kind of it, so the same measurement is the
    best guess, but narrower against broader is proven only by the paper's own entries (issue 26, rule 3)."""
    why = f"{narrower} is a variant of {broader} ({parent}): a kind of it, the same measurement is the best guess"
    return Decision(True, basis, why, certain=False)


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
def known_technique(text: str) -> bool:
    """The rules know what this names: a technique concept, an instrument, brand or model of the lexicon, or
    something that measures nothing (software, a route, a processing step, equipment)."""
    if too_long(text, "technique"):
        return False
    if techniques.technique_concepts(text) or technique_hyphenated.stage_count(text):
        return True  # a lexicon concept, or a coupling read stage by stage (`HPLC-RID`)
    return lexicon.identify_technique(text) is not None or lexicon.not_a_measurement(text) is not None
