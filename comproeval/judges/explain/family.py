"""The rules of the material family: formulas, dopants, the family hierarchy and the names read word by word."""

from __future__ import annotations

import re
from typing import Any

from ...chem import (
    compounds,
    family_acronyms,
    family_anion_classes,
    family_classes,
    family_codes,
    family_descriptors,
    family_dopants,
    family_field_words,
    family_glued_forms,
    family_letter_names,
    family_letters_first,
    family_minerals,
    family_names,
    family_notations,
    family_polymer_classes,
    family_polymer_grades,
    family_reading,
    family_series,
    family_slot_siblings,
    family_stock_symbols,
    family_substrates,
    family_word_forms,
    family_word_parts,
    formula,
    spelling,
)
from ...chem.abbreviation import NAME_PARTS, WORD_INITIALS, spelt
from ...chem.abbreviation_guess import shortened
from ...chem.decision import Decision
from ...chem.formula.family_tree import other_qualifiers, read_family
from . import family_dopant_decisions, family_explain, family_named_decisions
from .common import missing, remembered, spelled_acronym, too_long_as_text
from .family_prototype_decision import prototype_decision


@remembered
def explain_family(reference: Any, test: Any) -> Decision:
    """Families: a known equivalence is proof; a mismatch is proof only when both sides' elements are known and differ.
    A guess of one family yields to two names that fill one slot with other words (`chem.family_slot_siblings`)."""
    decision = _explain_family(reference, test)
    if decision.basis in _UNREAD_GUESSES and not decision.certain and (siblings := family_slot_siblings.slot_siblings(str(reference), str(test))):
        return Decision(False, "slot-siblings", siblings[0], certain=siblings[1])
    return decision


# The guesses of one family from words left unread (a tree or word-by-word match with words over): never the readings
# of a curated equivalence (field words, trade names) or a proof, which know the words the slot rule does not.
_UNREAD_GUESSES = frozenset({"same-formulas", "same-family", "same-elements", "more-words", "fewer-words"})


def _explain_family(reference: Any, test: Any) -> Decision:
    same = formula.same_family(reference, test)  # once: it compares every pair of the sides' alternatives
    if early := missing(reference, test, same) or too_long_as_text(reference, test, "formula", same):
        return early
    if (alike := spelling.written_alike(str(reference), str(test))) is not None:
        return alike  # the same words but for case, spacing, British spelling or hyphenation (`ink-jet`, `inkjet`)
    if (spaced := (family_glued_forms.unglued(str(reference)), family_glued_forms.unglued(str(test)))) != (str(reference), str(test)):
        return explain_family(*spaced)  # `AgNPs`, `4H silicon carbide`: read as `Ag NPs`, `4H-silicon carbide`
    if (stock := (family_stock_symbols.stock_symbols_named(str(reference)), family_stock_symbols.stock_symbols_named(str(test)))) != (
        str(reference),
        str(test),
    ):
        return explain_family(*stock)  # `Fe(III) oxide`: read as `iron(III) oxide`, never as iron and iodine
    if (named := (family_letters_first.name_first(str(reference)), family_letters_first.name_first(str(test)))) != (str(reference), str(test)):
        return explain_family(*named)  # `ABC (alpha beta gamma)`: read as `alpha beta gamma (ABC)`, a definition
    if (designations := compounds.polyamide_pair(str(reference), str(test))) is not None:
        same = designations[0] == designations[1]
        why = f"{test} and {reference} designate polyamide {' and '.join(dict.fromkeys(designations))} (ISO 1874-1: the monomers' carbon counts)"
        return Decision(same, "polyamide-designation", f"{why}: {'the same polymer' if same else 'other polymers'}")
    if (species := family_minerals.species_relation(str(reference), str(test))) is not None:
        return Decision(species[0], "mineral-species", species[2], certain=species[1])  # `pyrolusite`, `ramsdellite`
    if (labelled := family_explain.structure_label_decision(str(reference), str(test), explain_family)) is not None:
        return labelled  # `FeAl (B2) alloys`: a structure type in brackets, never boron
    if why := family_substrates.substrate_unsaid(str(reference), str(test), explain_family):
        return Decision(True, "substrate-unsaid", why, certain=False)  # `TiN coatings on steel`, `TiN coatings`
    if (copolymer := family_explain.copolymer_decision(str(reference), str(test), explain_family)) is not None:
        return copolymer  # `A-g-B`, `poly(A-co-B)`: sources and joining decide (IUPAC source-based names)
    if (named := family_named_decisions.named_composition_decision(str(reference), str(test))) is not None and not (same and named.match):
        return named  # `plagioclase` and `Na-Ca feldspar`, `Invar` and `FeNi36`: a guess never outranks proven formulas
    if not same and (analogue := family_explain.analogue_decision(str(reference), str(test))) is not None:
        return analogue  # a known equivalence (`hydrotalcite-like compounds`, LDHs) outranks the marker
    if (dopants := family_dopants.other_dopants(str(reference), str(test))) is not None:
        why = f"{reference} and {test} state other dopants ({', '.join(sorted(dopants[0]))}; {', '.join(sorted(dopants[1]))}): other materials"
        return Decision(False, "other-dopant", why)
    if (hosts := _same_dopants(str(reference), str(test))) is not None:
        return hosts
    if (fewer := family_dopant_decisions.fewer_dopants_decision(str(reference), str(test), explain_family)) is not None:
        return fewer
    if (layers := family_names.swapped_layers(str(reference), str(test))) is not None:
        return Decision(False, "other-descriptor", f"{reference} and {test} put {layers} in other layers (core@shell order): other materials")
    if (joined := family_classes.copolymer_against_part(str(reference), str(test))) is not None:
        return Decision(False, "copolymer", f"{joined}: another material is the best guess", certain=False)
    if not same and (why := family_field_words.field_words_match(str(reference), str(test))):
        proven = family_field_words.field_words_proven(str(reference), str(test))  # `unbleached kraft pulp`, `unbleached sulfate pulp`
        return Decision(True, "field-words", why, certain=proven)  # `drilling fluids` and `muds`, `CO2RR` and `CO2 reduction`
    if why := family_polymer_classes.polymer_member(str(reference), str(test)):
        return Decision(True, "polymer-member", why, certain=False)  # `polymer aerogels`, `PVDF aerogels`
    if (siblings := family_explain.sibling_decision(str(reference), str(test))) is not None:
        return siblings
    if same and (noun := family_reading.one_noun_against_half(str(reference), str(test))) is not None:
        why = f"one side names the {noun} class, the other only a half of its name: another class is the best guess"
        return Decision(False, "one-noun-class", why, certain=False)
    if same and (unproven := family_explain.unproven_equivalence(str(reference), str(test))) is not None:
        return Decision(True, "family-equivalent", unproven, certain=False)
    if same and formula.extends_metal_system(str(reference), str(test)):
        why = f"{test} and {reference} are alloy systems one adding elements to the other: the same family, unproven"
        return Decision(True, "metal-system-extended", why, certain=False)
    if same and (graded := _sibling_grades(str(reference), str(test))) is not None:
        return Decision(False, "polymer-grade", graded, certain=False)  # `PVC-P`, `PVC-C`: never one by their letters as elements
    if same and (letters := family_letters_first.letters_of_two_readings(str(reference), str(test))) is not None:
        why = f"{test} and {reference} name one family only if {letters} is read as the compound the other names: its letters stand for more than one"
        return Decision(True, "family-equivalent", why, certain=False)
    if same:
        return Decision(True, "family-equivalent", f"{test} names the {reference} family")
    if anion := family_anion_classes.anion_class_of(str(reference), str(test)):
        why = f"{test} names every compound of the {anion} anion (IUPAC IR-5.2), a class broader than the {reference} family"
        return Decision(False, "structure-class", why)
    if (series := family_series.series_relation(str(reference), str(test))) is not None:
        return Decision(series[0], "alloy-series", series[2], certain=series[1])
    if (doped := _doped_member(str(reference), str(test))) is not None:
        return doped
    tree = _family_tree_decision(reference, test)
    names = _family_names_decision(str(reference), str(test))
    if not (tree and tree.certain) and (grades := family_polymer_grades.grade_relation(str(reference), str(test))) is not None:
        return Decision(grades[0], "polymer-grade", grades[1], certain=False)  # `XLPE`, `LDPE`: ISO 1043-1 letters
    if not (names and names.certain or tree and tree.certain) and (parts := family_explain.composite_part_decision(str(reference), str(test))):
        return parts  # `NBR/graphene`, `NBR/carbon nanotube`: one part kept, the other another filler
    if names is not None and names.certain and (tree is None or not tree.certain or tree.match == names.match):
        return names
    if names is not None and names.basis in _SUBCLASS_BASES and (tree is None or not tree.certain) and not _tree_kin(tree):
        return names  # a swapped qualifier, a subclass prefix or another form read word by word outguesses an unread tree match
    if tree is not None and tree.basis == "same-family" and not tree.certain and other_qualifiers(str(reference), str(test)):
        why = f"{test} and {reference} name kinds of one family by other words: another family is the best guess"
        return Decision(False, "other-qualifiers", why, certain=False)
    if tree is not None:
        return tree
    if (hosts := family_dopant_decisions.doped_host_decision(str(reference), str(test), explain_family)) is not None:
        return hosts
    opened = family_explain.open_member_decision(str(reference), str(test))  # `BaTiO3-based` admits added elements
    if (relation := formula.family_relation(str(reference), str(test))) is not None:
        if relation[0] == "parent-compound" and opened is not None and opened.match:
            return opened  # `BiFeO3-based` answers `(Bi,La)FeO3`: the based family, not the bare end member
        return _family_relation_decision(reference, test, *relation)
    ref, tst = formula.parse_composition(str(reference)), formula.parse_composition(str(test))
    if ref is not None and tst is not None and ref.elements and tst.elements and set(ref.elements) != set(tst.elements):
        # proven only on a complete reading: prose (`FA-Cs mixed-cation lead iodide perovskite`) parses to stray symbols
        read = not (ref.qualifiers or tst.qualifiers)
        if (read or names is None) and opened is not None:
            return opened  # a member is the best guess, never proof of another family
        if read or names is None:
            return _letters_read(
                Decision(False, "different-elements", f"{reference} and {test} contain different elements", certain=read), reference, test
            )
    if names is not None:  # the names read word by word (a prototype, a based system) outguess a parse of prose
        return names
    if (descriptor := family_descriptors.descriptor_conflict(str(reference), str(test))) is not None:
        why = f"{test} and {reference} differ in a descriptor of identity ({descriptor}): other materials are the best guess"
        return Decision(False, "other-descriptor", why, certain=False)  # `h-BN`, `cubic BN`: before any acronym reading
    if acronym := family_acronyms.spelled_acronym(str(reference), str(test)):
        if narrower := family_acronyms.qualified_acronym(str(reference), str(test), acronym):
            why = f"{narrower!r} names a kind of {acronym!r} the other name spells out: a narrower family, not the same"
            return Decision(False, "narrower-family", why, certain=False)
        why = f"{acronym!r} is spelled out by the initials of the other name's words: the same family is the best guess"
        return Decision(True, "acronym-initials", why, certain=False)
    for spells, how in _SPELLINGS_OF_ACRONYMS:
        bare = family_acronyms.unglossed(str(reference)), family_acronyms.unglossed(str(test))  # `(CS)` of `capsule suspension` spells nothing
        if spells(*bare) and (acronym := spells(str(reference), str(test))):
            why = f"{acronym!r} is spelled {how}: the same family is the best guess"
            return Decision(True, "acronym-initials", why, certain=False)
    if (prototype := prototype_decision(str(reference), str(test))) is not None:
        return prototype
    if ending := family_acronyms.acronym_ending(str(reference), str(test)):
        why = f"{ending[0]!r} ends in {ending[1]!r}, spelled out by the other name's initials: a kind of that family, the same is the best guess"
        return Decision(True, "acronym-initials", why, certain=False)
    if why := family_notations.group_notation_prototype(str(reference), str(test)):
        return Decision(True, "group-notation", why, certain=False)
    if why := family_notations.general_formula_member(str(reference), str(test)):
        return Decision(True, "general-formula-member", why, certain=False)
    if why := family_notations.general_formula_in_names(str(reference), str(test)):
        return Decision(True, "general-formula-member", why, certain=False)
    if why := family_codes.subscript_code(str(reference), str(test)):
        return Decision(True, "subscript-code", why, certain=False)
    if why := family_codes.code_kept(str(reference), str(test)) or family_codes.issued_designation(str(reference), str(test)):
        return Decision(True, "material-code", why, certain=False)
    if clipped := family_notations.clipped_acronym(str(reference), str(test)):
        why = f"{clipped!r} is built of the start and the initials of the other name's words: the same family is the best guess"
        return Decision(True, "acronym-initials", why, certain=False)
    if why := family_classes.polymer_against_inorganic(str(reference), str(test)):
        return Decision(False, "polymer-and-inorganic", why)
    if (short := family_explain.short_form_decision(str(reference), str(test))) is not None:
        return short
    if (product := family_explain.product_decision(str(reference), str(test), explain_family)) is not None:
        return product
    if (read := family_explain.vocabulary_decision(str(reference), str(test), explain_family)) is not None:
        return read  # the last readings: polymer classes, the class word `metal`, composites in words, narrower nouns
    for rewrite in (family_letter_names.greek_written, family_polymer_classes.polymer_names_read):
        if (rewritten := (rewrite(str(reference)), rewrite(str(test)))) != (str(reference), str(test)):
            if (read := explain_family(*rewritten)).basis != "no-equivalence-known":
                return read  # `beta-spodumene` as `β-spodumene`, `poly(ε-caprolactone)` as `polycaprolactone`: read where the names were not
    if (nouns := family_word_forms.noun_read(str(reference), str(test))) is not None and (read := explain_family(*nouns)).match:
        why = f"read with each relational adjective as its noun ({nouns[0]!r}, {nouns[1]!r}): {read.why or read.basis}"
        return Decision(True, "relational-adjective", why, certain=False)  # `dolomitic limestone`, `dolomite limestone`
    if why := family_dopants.elements_added_unsaid(str(reference), str(test)):
        return Decision(True, "elements-unsaid", why, certain=False)  # `Sm-doped zirconia`, `doped zirconia`
    if why := family_codes.designation_shared(str(reference), str(test)):
        return Decision(True, "designation-shared", why, certain=False)
    if (guess := _short_form_guess(str(reference), str(test))) is not None:
        return guess
    if (spelt := _short_form_spelt(str(reference), str(test))) is not None:
        return spelt
    return Decision(False, "no-equivalence-known", f"no rule relates {test!r} to {reference!r}", certain=False)


# Other spellings of an acronym by the other name's words (`chem.family_word_parts`), tried in this order.
_SPELLINGS_OF_ACRONYMS = (
    (family_word_parts.symbol_initials, "by the initials of the other name's words, element names read as symbols"),
    (family_word_parts.clipped_initials, "by the starts of the other name's words, every word in order"),
    (family_word_parts.parts_acronym, "out by the initials of the other name's words and word parts"),
)


def _short_form_guess(reference: str, test: str) -> Decision | None:
    """One name's short form spelt out by a run of the other's words, the rest alike (`chem.abbreviation_guess`:
    the initials of a name's parts or words, else its letters in order, Schwartz & Hearst 2003): a best guess. A short
    form written as a formula (`TaOx`, lower case or digits beside its capitals) is that formula, and a single word
    (`polyesters`) spells no run of words."""
    for short, long in ((reference, test), (test, reference)):
        first = short.split()[0]
        written_formula = re.search(r"[a-z0-9]", first) is not None and formula.parse_composition(first) is not None
        if not written_formula and len(long.split()) >= 2 and (guess := shortened(short, long)):
            return guess
    return None


# A short form among a name's words: two capitals or more, a lower-case polymer `p` before them (`pHEMA`) allowed
_SHORT_TOKEN = re.compile(r"(?<![\w-])(p?[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)(?![\w])")


def _short_form_spelt(reference: str, test: str) -> Decision | None:
    """A short form written among other words (`PMMA bone cements`) read as the run of the other name's own words it
    abbreviates (`chem.abbreviation_guess`), then the two names compared again: a match so read is a best guess. A
    bracketed gloss restates the words before it and a written formula is no short form, so neither is read."""
    for short, long, swap in ((reference, test, False), (test, reference, True)):
        words, unbracketed = long.split(), re.sub(r"\([^()]*\)", " ", short)
        said = {w.lower() for w in re.findall(r"[A-Za-z]+", short)}
        for found in _SHORT_TOKEN.finditer(unbracketed):
            token = found.group(1)
            if re.search(r"[a-z0-9]", token) and formula.parse_composition(token) is not None:
                continue
            for j in range(len(words)):
                for k in range(j + 1, min(len(words), j + 5) + 1):
                    run = " ".join(words[j:k])
                    if not re.fullmatch(r"[a-z][a-z() -]*", run) or said & set(re.findall(r"[a-z]+", run)) or not _initials_of(token, run):
                        continue
                    spelt = unbracketed[: found.start()] + run + unbracketed[found.end() :]
                    read = explain_family(long, spelt) if swap else explain_family(spelt, long)
                    if read.match:
                        why = f"{token!r} read as {run!r}: {read.why or read.basis}"
                        return Decision(True, "short-form-read", why, certain=False)
    return None


def _initials_of(token: str, run: str) -> bool:
    """The short form is the initials of the run's words or of its systematic name's parts (never letters picked
    from inside words: `PET` is not read out of `polyesters`)."""
    return spelt(token, run, WORD_INITIALS) or spelt(token, run, NAME_PARTS)


def _same_dopants(reference: str, test: str) -> Decision | None:
    """Both names state the same dopants (`Nd:YAG`, `Nd-doped YAG`): the hosts decide, when they prove it."""
    ref, tst = family_dopants.dopants(reference), family_dopants.dopants(test)
    if not ref or ref != tst:
        return None
    hosts = explain_family(family_dopants.undoped(reference), family_dopants.undoped(test))
    if not hosts.certain:
        return family_dopant_decisions.same_dopants_guess(reference, test, hosts)
    said = ", ".join(sorted(ref))
    if hosts.match and (element := family_dopants.other_dopant_states(reference, test)) is not None:
        why = f"both state {said} as dopant on one host, but {element} in other oxidation states: the same family is the best guess"
        return Decision(True, "dopant-other-state", why, certain=False)
    why = f"both state {said} as dopant; the hosts: {hosts.why or hosts.basis}"
    return Decision(hosts.match, f"same-dopant-{'host' if hosts.match else 'other-host'}", why)


def _tree_kin(tree: Decision | None) -> bool:
    """The hierarchy places one name inside the other (`PDMS` in `silicones`): the swapped words are no siblings."""
    return tree is not None and tree.basis in ("member-of-family", "parent-family")


def _doped_member(reference: str, test: str) -> Decision | None:
    """One name states a dopant, the other none, and without it they are one name: a doped member of the family."""
    if (found := family_dopants.doped_and_host(reference, test)) is None:
        return None
    doped, host, other = found
    relation = family_names.family_name_relation(host, other)
    one_name = host.lower() == other.lower().strip() or relation == ("same-name", True, True)
    if not one_name and not formula.same_family(host, other):
        return None
    why = f"{doped} is {other} with a dopant stated: a doped member of the family, the same is the best guess"
    return Decision(True, "doped-member", why, certain=False)


_TREE_WHY = {
    "same-family": "{test} and {reference} name one family",
    "member-of-family": "{test} is a member of the {reference} family",
    "parent-family": "{test} is the family {reference} belongs to (a parent counts)",
    "structure-class": "{test} names a class, broader than the {reference} family",
    "broader-family": "{test} names the family of the compound {reference}: broader, which fields count or not",
    "different-family": "{test} and {reference} are different families",
    "sibling-systems": "{test} and {reference} add other compounds to one host: sibling systems, another family is the best guess",
}


def _family_tree_decision(reference: Any, test: Any) -> Decision | None:
    """The family hierarchy (`chem.formula.family_tree_relation`): proven when both strings are read completely."""
    relation = formula.family_tree_relation(str(reference), str(test))
    if relation is None:
        return None
    name, match, proven = relation
    why = _TREE_WHY[name].format(reference=reference, test=test)
    return _letters_read(Decision(match, name, why if proven else f"{why}; some words are not read", certain=proven), reference, test)


def _letters_read(decision: Decision, reference: Any, test: Any) -> Decision:
    """A certain difference the letters of the names gave (read as formulas, elements or a member of the hierarchy),
    unless one name writes an acronym the other's words spell by their initials, in any case, that names no family of
    the knowledge file (`TB` read as Tb against `Turnbull blue`, `VS` against `5 V spinel`): the pair may define it,
    as a paper does on first use (ACS Style Guide), so its letters prove no other family; the verdict is the method and
    technique judges' guess (`common.spelled_acronym`). A code the file names (ISO 1043-1 `PS`) keeps its reading.
    The names read word by word read acronyms themselves: element systems both write (`HfNbTaTiZr RHEA`) stay apart."""
    if not decision.certain or decision.match or not (isinstance(reference, str) and isinstance(test, str)):
        return decision
    short = family_acronyms.spelled_acronym(reference, test)
    return spelled_acronym(short, "family") if short is not None and ((read := read_family(short)) is None or read.member) else decision


_SUBCLASS_BASES = frozenset({"sibling-words", "prefixed-subclass", "other-descriptor"})
_NAMES_WHY = {
    "same-name": "{test} and {reference} read to the same words (acronyms, formulas, compound names)",
    "different-system": "{test} and {reference} name one kind of material made of other elements or compounds: different systems",
    "other-base": "{test} and {reference} name one system of metals from other base metals (named first, ASM): "
    "another alloy family is the best guess",
    "added-element": "{test} and {reference} differ only by elements one adds to the other's (a host or alloying element a name may leave unsaid): "
    "a narrower system, the same family is the best guess",
    "other-form": "{test} and {reference} name one family in another form: the same family, or another product",
    "more-words": "{test} names {reference} with more words: more detail, or another material the rules cannot tell",
    "fewer-words": "{test} names {reference} with fewer words: the same family, or a broader one (fields disagree)",
    "same-elements": "{test} and {reference} name the same elements (a compound's name, or a member of a based system): the same family, unproven",
    "same-formulas": "{test} and {reference} write the same formulas in other words: the same family, unproven",
    "other-compounds": "{test} and {reference} each name one compound, of other compositions (IUPAC Red Book IR-5: a compositional "
    "name states its elements): other families, proven when their elements differ",
    "element-and-compound": "{test} and {reference}: an element and a compound of it with other elements (IUPAC Gold Book): "
    "other substances, another family is the best guess",
    "end-member": "{test} and {reference}: a solid solution written with a mixed site and one of its end members (IUPAC IR-4.4.3.5): "
    "the series is broader, another family is the best guess",
    "organo-spelling": "{test} and {reference} write `organically modified` and `organo-` for one prefix (organoclays): the same family, unproven",
    "other-compound": "{test} and {reference} write compounds of one set of elements in other ratios (two phases): another family is the best guess",
    "other-count": "{test} and {reference} write systems of other numbers of elements, one counting its own (binary, ternary): "
    "other systems, another family is the best guess",
    "abbreviated-word": "{test} and {reference} differ in one word, maybe a short form of the other (letters in order): the same family, unproven",
    "other-anion": "{test} and {reference} name compounds of other anions (IUPAC anion names): sibling families",
    "sibling-words": "{test} and {reference} keep one class noun with another qualifier: sibling kinds, another family is the best guess",
    "prefixed-subclass": "{test} and {reference} differ by a prefix of degree or number (half-, double-): a subclass, likely another family",
    "stoichiometric-subclass": "{test} and {reference} differ by a multiplicative prefix (di-): one ratio of the class, the same family best guessed",
    "other-descriptor": "{test} and {reference} differ in a descriptor of identity (phase, crystal system, particle size, form): other materials",
    "rock-of-mineral": "{test} and {reference}: a rock or clay and the mineral it is named after (USGS Mineral Commodity Summaries), "
    "which it holds with others: the same family is the best guess, unproven",
}


def _family_names_decision(reference: str, test: str) -> Decision | None:
    """The two names read word by word (`chem.family_names.family_name_relation`)."""
    if (relation := family_names.family_name_relation(reference, test)) is None:
        return None
    name, match, certain = relation
    decision = Decision(match, name, _NAMES_WHY[name].format(reference=reference, test=test), certain=certain)
    return _letters_read(decision, reference, test) if name == "other-compounds" else decision  # `PB`, `Prussian blue`


_FAMILY_RELATIONS = {
    "parent-system": (True, "{test} is the parent system of {reference}"),
    "structure-class": (True, "{test} names a structure type or class, broader than the {reference} family"),
    "parent-compound": (
        False,
        "{test} may be the parent compound of the {reference} solid solution, or another end member: the best guess is another family",
    ),
    "minor-component": (False, "{test} is one minor component of the {reference} system: its parent or not, the rules cannot tell"),
    "alloy-part": (False, "{test} is one part of {reference}, an alloy or cermet: the base alone or its family, the rules cannot tell"),
}


def _family_relation_decision(reference: Any, test: Any, relation: str, match: bool) -> Decision:
    certain, why = _FAMILY_RELATIONS[relation]
    return _letters_read(Decision(match, relation, why.format(reference=reference, test=test), certain), reference, test)


def _sibling_grades(reference: str, test: str) -> str | None:
    """Why two names are sibling grades of one basic polymer, each stating characteristics that share nothing with the
    other's (`PVC-P`, `PVC-C`; ISO 1043-1, `family_polymer_grades`), or None: a reading of the letters as elements (P,
    V, C) must not prove them one family. A name stating no characteristic (`PVC`) is left to the other rules."""
    one, other = family_polymer_grades.grade(reference), family_polymer_grades.grade(test)
    if one is None or other is None or not one.characteristics or not other.characteristics:
        return None
    relation = family_polymer_grades.grade_relation(reference, test)
    return relation[1] if relation is not None and not relation[0] else None
