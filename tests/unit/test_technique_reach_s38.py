"""Stop 38 (helper T): techniques read from general sources. Compound words in three spellings (Chicago Manual of
Style §7.81-7.89), instrument nouns of -metry and -scopy techniques (Oxford Dictionary of English suffixes; IUPAC
Orange Book), and the measurement a cited test standard's title names (ASTM, ISO, IEC, EN, JIS, UL titles)."""

import json

import pytest

from comproeval.chem import technique_compounds, technique_general, technique_index, technique_standards, techniques
from comproeval.chem.data import load_lexicon
from comproeval.judges.explain.technique_lists import explain_technique

# ---------------------------------------------------------------- compound words


def test_a_hyphenated_compound_is_written_closed_and_open_runs_join_to_the_other_entrys_word() -> None:
    assert technique_compounds.closed_words("Break-through curves (N2)") == ("breakthrough", "curve", "n2")
    assert technique_compounds.closed_words("X-ray C-V") == ("x", "ray", "c", "v")  # capitals keep their break
    assert technique_compounds.compound_spellings("pin on disc wear", "pin-on-disk wear") == ("pinondisk wear", "pinondisk wear")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("breakthrough curve", "break-through curve measurement"),  # adsorption columns
        ("dropweight impact test of laminates", "drop-weight impact"),  # composites
        ("roll-off angle", "rolloff angle test"),  # wetting
    ],
)
def test_one_compound_in_two_spellings_is_the_better_guess(reference: str, test: str) -> None:
    for one, other in ((reference, test), (test, reference)):
        decision = explain_technique(one, other)
        assert decision.match and not decision.certain, decision


def test_hyphenated_modifiers_are_words_of_their_own() -> None:
    """`constant-current` and `constant-voltage` share no word although both write `constant`."""
    decision = explain_technique("constant-current variable-voltage ageing", "constant-voltage variable-current ageing")
    assert not decision.match and not decision.certain


# ---------------------------------------------------------------- instrument nouns


@pytest.mark.parametrize(
    ("phrase", "noun"),
    [("isothermal calorimetry", "isothermal calorimeter"), ("tensiometry", "tensiometer"), ("photoelectron microscopy", "photoelectron microscope")],
)
def test_an_instrument_noun_is_formed_from_the_techniques_suffix(phrase: str, noun: str) -> None:
    assert technique_general.instrument_noun(phrase) == noun


def test_a_graph_or_a_plain_word_has_no_instrument_noun() -> None:
    assert technique_general.instrument_noun("chromatography") is None
    assert technique_general.instrument_noun("metry") is None


@pytest.mark.parametrize(
    ("instrument", "technique"),
    [("tensiometer", "tensiometry"), ("thermogravimeter", "thermogravimetry"), ("porosimeter", "mercury intrusion porosimetry")],
)
def test_an_instrument_named_by_its_techniques_suffix_reads_as_the_technique(instrument: str, technique: str) -> None:
    assert techniques.technique_concepts(instrument) == techniques.technique_concepts(technique)


def test_an_instrument_class_of_the_lexicon_keeps_its_own_reading() -> None:
    """The scan's `raman microscope` stays the Raman instrument, not the microscopy class."""
    assert techniques.technique_concepts("Raman microscope") == ("raman",)


# ---------------------------------------------------------------- cited standards


def test_every_listed_title_reads_as_a_concept_of_the_lexicon() -> None:
    concepts = technique_index.lexicon_index()["concepts"]
    assert technique_standards.listed_concepts() <= set(concepts)
    titles = load_lexicon("test_standard_titles")["standards"]
    assert all(entry["title"] and len(technique_standards.designations(written)) == 1 for written, entry in titles.items())


def test_no_listed_standard_reads_as_a_concept_the_variants_table_splits() -> None:
    """A standard fixing one variant (a Vickers hardness, a permeant) would lose it in a reading of the concept."""
    split = set(json.loads(json.dumps(load_lexicon("variants")["techniques"])))
    assert not technique_standards.listed_concepts() & split


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ASTM D1238 melt indexer", "melt flow index"),  # polymers
        ("MCC-1 static leach test", "ASTM C1220"),  # nuclear waste forms
        ("single-lap shear test", "ASTM D1002"),  # adhesives
        ("ISO 10534-2", "ASTM E1050"),  # acoustics: one transfer-function method in two bodies' standards
        ("JIS Z 2801", "ISO 22196"),  # antibacterial surfaces
        ("heat distortion temperature", "HDT (ISO 75-2)"),  # plastics, a part not listed is a part of the standard
        ("ISO 9227 neutral salt spray", "neutral salt spray test"),  # a kind of the standard's test, written beside it
    ],
)
def test_a_cited_standard_names_the_measurement_of_its_title(reference: str, test: str) -> None:
    for one, other in ((reference, test), (test, reference)):
        decision = explain_technique(one, other)
        assert decision.match and decision.certain, decision


def test_two_methods_of_one_standard_family_are_apart() -> None:
    assert not explain_technique("standing wave ratio method", "two-microphone method").match
    assert not explain_technique("ISO 10534-1", "ISO 10534-2").match
    assert not explain_technique("Vicat softening point", "heat deflection temperature").match


def test_a_standard_whose_parts_name_several_tests_names_none_without_its_part() -> None:
    assert technique_standards.cited_measurement("GPC (ISO 16014)") is None
    assert technique_standards.cited_measurement("GPC (ISO 16014-4)") == "ht_sec"
    assert technique_standards.cited_measurement("XRD (ISO 9999)") is None


def test_an_entry_listing_techniques_keeps_each_reading_beside_the_standard() -> None:
    assert set(techniques.technique_concepts("tensile (ASTM D638) and DSC")) == {"tensile", "dsc"}


def test_a_written_standard_wins_over_the_words_that_describe_its_procedure() -> None:
    """EN 314 loads plywood in tensile shear: a bond-quality test, not a tensile test of the material."""
    assert techniques.technique_concepts("tensile shear test (EN 314)") == ("plywood_bond_quality",)
    assert not explain_technique("tensile test", "tensile shear test").match


# ---------------------------------------------------------------- names the scan read as other techniques


@pytest.mark.parametrize(("text", "not_read_as"), [("atom probe tomography", "ct"), ("impedance tube", "dielectric_impedance")])
def test_a_longer_name_is_read_before_a_word_inside_it(text: str, not_read_as: str) -> None:
    assert not_read_as not in techniques.technique_concepts(text)


def test_a_mode_of_an_acoustic_microscope_and_kinds_of_an_agar_test() -> None:
    mode = explain_technique("C-mode scanning acoustic microscopy", "scanning acoustic microscopy")
    assert mode.match and not mode.certain
    assert not explain_technique("Kirby-Bauer disc diffusion", "agar well diffusion").match
    assert explain_technique("thermal imager", "infrared thermography").match


def test_a_titration_named_by_the_quantity_it_determines_may_be_any_reaction_or_end_point() -> None:
    """Harris (2015): a titration is named by its reaction, its end point or what it determines (ASTM D2187: the
    capacity of an ion-exchange resin): two axes describe one measurement, a guess either way."""
    for other in ("conductometric titration", "acid-base titration", "complexometric titration"):
        decision = explain_technique("cation exchange capacity titration", other)
        assert decision.match and not decision.certain, (other, decision)
