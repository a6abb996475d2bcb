"""Family names read with general vocabulary, round 2 (issue 26, stop 38): elements added to a host (IUPAC Gold Book
'alloy'), multiplying and structural prefixes and mixed-anion words (IUPAC Red Book IR-5.2, IR-5.4, IR-8.5), counts
of elements (binary, ternary), ISO 1043-1 polymer grades, ASTM D578 glass-fibre letters, `X-free`, composition
acronyms by element symbols, words of element symbols and cell diagrams (IUPAC Green Book 2.13), designations with
their issuing body, a whole class of materials (gold.md), spelling and hyphenation, crystal-system descriptors.
Examples written for these tests, in several fields; none is from a benchmark."""

from __future__ import annotations

import pytest

from comproeval.chem.family_element_notations import symbol_word
from comproeval.chem.family_name_evidence import added_elements
from comproeval.chem.family_names import family_name_relation
from comproeval.chem.family_polymer_grades import grade, grade_relation
from comproeval.chem.family_siblings import free_of, whole_class
from comproeval.chem.family_words import anion_elements
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Pd-modified aluminide coatings", "palladium-modified cobalt aluminide coatings"),  # a host metal said
        ("Zn alloys", "Zn-Al alloys"),  # die casting: an alloying metal said
        ("Ti-Al alloys", "Ti-Al-Nb alloys"),  # an element added to a written system
        ("Fe alloys", "Fe-C alloys"),  # a nonmetal alloying element, still narrower
    ],
)
def test_a_name_adding_elements_to_the_other_is_narrower_never_certainly_other(reference, test):
    verdict = explain_family(reference, test)
    assert verdict.match and not verdict.certain


def test_added_elements_reads_only_hosts_and_systems():
    from comproeval.chem.family_formulas import Formula

    host, system = Formula(frozenset({"Zn"}), None, word=True), Formula(frozenset({"Zn", "Al"}), None)
    compound = Formula(frozenset({"Ni", "Al"}), (("Al", 0.5), ("Ni", 0.5)))
    assert added_elements([host], [system]) == frozenset({"Al"})
    assert added_elements([host], [compound]) is None  # a stated compound fixes its elements


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cobalt-based superalloys", "iron-based superalloys"),  # two host metals
        ("Hf-modified aluminide coatings", "Zr-modified aluminide coatings"),  # two modifying metals
    ],
)
def test_other_elements_in_the_same_words_stay_certainly_other_systems(reference, test):
    verdict = explain_family(reference, test)
    assert not verdict.match and verdict.certain
    assert "are the same words about" not in (verdict.why or "")


def test_the_different_system_reason_reads_as_a_sentence():
    verdict = explain_family("cobalt-based superalloys", "iron-based superalloys")
    assert verdict.basis == "different-system" and "made of other elements" in verdict.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sodium orthophosphate glasses", "sodium metaphosphate glasses"),  # other condensation
        ("barium disilicate glass-ceramics", "barium metasilicate glass-ceramics"),
    ],
)
def test_compound_names_apart_in_a_prefix_are_other_compounds(reference, test):
    assert not explain_family(reference, test).match


def test_di_and_pyro_name_one_condensed_anion():
    assert explain_family("calcium diphosphate", "calcium pyrophosphate").match


@pytest.mark.parametrize(
    ("word", "elements"),
    [("oxynitride", ("N", "O")), ("chloroiodide", ("Cl", "I")), ("carbonitride", ("C", "N")), ("oxysulfide", ("O", "S"))],
)
def test_mixed_anion_words_name_each_anion_element(word, elements):
    assert anion_elements(word) == elements


def test_mixed_halides_of_other_halogens_are_not_one_family():
    assert not explain_family("copper chlorobromide", "copper bromoiodide").match
    assert explain_family("copper chlorobromide", "copper bromochloride").match


def test_a_stated_count_of_elements_against_a_system_of_another_count():
    relation = family_name_relation("Al-Mg-Si-Cu alloys", "Al-Mg binary alloys")
    assert relation == ("other-count", False, False)
    assert family_name_relation("Al-Mg alloys", "Al-Mg binary alloys")[1]


@pytest.mark.parametrize(
    ("text", "base", "letters"),
    [("PE-HD", "PE", {"HD"}), ("XLPE cable insulation", "PE", {"X"}), ("unplasticized polyvinyl chloride", "PVC", {"U"}), ("HIPS", "PS", {"HI"})],
)
def test_polymer_grades_read_by_iso_1043_letters_or_words(text, base, letters):
    found = grade(text)
    assert found is not None and found.base == base and found.characteristics == letters


def test_polymer_grades_one_grade_or_siblings():
    assert grade_relation("PE-X pipes", "cross-linked polyethylene pipes")[0]
    assert not grade_relation("cross-linked polyethylene", "linear low-density polyethylene")[0]
    assert grade_relation("cross-linked HDPE", "HDPE") is None  # narrower: left to other rules
    assert grade("PES membranes") is None  # polyethersulfone, no grade of PE
    verdict = explain_family("PE-X pipes", "cross-linked polyethylene pipes")
    assert verdict.match and not verdict.certain


def test_glass_fibre_letters_written_out():
    verdict = explain_family("R-glass fibres", "calcium magnesium aluminosilicate glass fibres")
    assert verdict.match and not verdict.certain and verdict.basis == "glass-fibre-designation"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("halogen-free flame retardants", "halogen-containing flame retardants"),
        ("Co-free cathodes", "cobalt-based cathodes"),
        ("lead-free brass", "Cu-Zn-Pb brass"),
    ],
)
def test_free_of_against_made_with_is_another_family(reference, test):
    assert free_of(reference, test)
    verdict = explain_family(reference, test)
    assert not verdict.match and not verdict.certain


def test_free_of_on_both_sides_or_unsaid_is_no_conflict():
    assert free_of("solvent-free adhesives", "solvent-free hot-melt adhesives") is None
    assert free_of("lead-free piezoceramics", "BNT piezoceramics") is None


def test_composition_acronym_takes_element_symbols():
    verdict = explain_family("sodium iron phosphate cathodes", "NFP cathodes")
    assert verdict.match and not verdict.certain


def test_word_of_element_symbols_and_cell_diagram():
    assert symbol_word("alon ceramics", "Al-O-N ceramics")
    assert symbol_word("argon plasma", "Ti-Al-N") is None
    verdict = explain_family("Na||Sn liquid metal batteries", "Na-Sn liquid metal batteries")
    assert verdict.match and not verdict.certain


def test_designation_with_its_issuing_body():
    verdict = explain_family("D2 tool steel", "AISI D2")
    assert verdict.match and not verdict.certain
    assert not explain_family("D2 tool steel", "AISI H13").match


@pytest.mark.parametrize(("reference", "test"), [("maraging steels", "steels"), ("bioactive glasses", "glasses"), ("Mg alloys", "alloys")])
def test_a_whole_class_of_materials_is_too_broad(reference, test):
    assert whole_class(reference, test)
    verdict = explain_family(reference, test)
    assert not verdict.match and not verdict.certain


def test_a_narrower_test_is_no_whole_class():
    assert whole_class("steels", "maraging steels") is None
    assert whole_class("glass", "glasses") is None


def test_hyphenation_and_british_spelling_are_one_name():
    verdict = explain_family("non-woven fabrics", "nonwoven fabrics")
    assert verdict.match and verdict.certain


def test_other_crystal_systems_outrank_an_acronym_reading():
    verdict = explain_family("cubic silicon carbide (3C-SiC)", "hexagonal SiC")
    assert not verdict.match


def test_a_word_of_several_anions_tells_classes_apart_only_as_a_guess():
    verdict = explain_family("chlorophosphate glasses", "phosphate glasses")
    assert not verdict.match and not verdict.certain
    assert explain_family("borate glasses", "tellurite glasses").certain  # single anions: proven siblings
    assert anion_elements("oxycarbonate") == ("C", "O")
    assert anion_elements("borosilicate") is None  # `boro-` is read before -ide words only


def test_two_glass_fibre_letters_are_two_glasses():
    assert not explain_family("E-glass fibres", "ECR-glass fibres").match


def test_a_symbol_the_vocabulary_defines_is_no_short_form_of_another_word():
    assert not explain_family("PBT", "polyesters").match  # poly(butylene terephthalate), ISO 1043-1
    assert explain_family("IBU salts", "ibuprofen salts").match  # no symbol of the vocabulary: a short form


def test_a_sulfo_anion_word_names_another_compound_than_the_plain_anion():
    assert anion_elements("sulfoaluminate") == ("Al", "O", "S")
    assert not explain_family("strontium sulfoaluminate cement", "strontium aluminate cement").match


def test_cast_iron_alone_is_a_whole_class():
    assert whole_class("compacted graphite iron", "cast irons") == "cast-iron"
