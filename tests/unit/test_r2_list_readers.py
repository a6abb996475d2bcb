"""Readers added from a red-team pass over list entries of unseen fields (examples written for these tests)."""

import pytest

from comproeval.chem import compounds
from comproeval.chem.compounds.word_senses import synonym_only
from comproeval.chem.test_standards import designations, other_standard
from comproeval.judges.explain import explain_compound, explain_technique
from comproeval.judges.explain.technique_spelled import spelled_out


@pytest.mark.parametrize(
    ("word", "names"),
    [("laser", ("naproxen sodium", "sodium;propanoate")), ("phosphor", ("phosphine (ph3)", "phosphane")), ("matrix", ("rimsulfuron", ""))],
)
def test_a_common_word_filed_as_an_unrelated_synonym_is_no_compound(word, names):
    assert synonym_only(word, names)


@pytest.mark.parametrize(
    ("word", "names"),
    [
        ("teos", ("tetraethyl orthosilicate",)),
        ("titania", ("titanium dioxide",)),
        ("acetone", ("acetone",)),
        ("dmf", ("n,n-dimethylformamide",)),
        ("hematite", ("iron oxide (fe2o3)",)),  # a mineral name by its -ite ending
    ],
)
def test_a_word_related_to_its_entry_stays_a_reading(word, names):
    assert not synonym_only(word, names)


def test_common_words_do_not_resolve_but_names_do():
    assert compounds.compound_formula("laser") is None
    assert compounds.compound_formula("phosphor") is None
    assert compounds.compound_formula("acetone") is not None


def test_a_label_and_its_spaced_number_is_no_formula():
    assert compounds.compound_formula("CI 77891") is None
    assert compounds.compound_formula("Fe(NO3)3 9H2O") is not None
    assert not explain_compound("CI 77491", "CI 77492").certain


@pytest.mark.parametrize(
    ("short", "full"),
    [("HPLC", "high-performance liquid chromatography"), ("QSSPC", "quasi-steady-state photoconductance"), ("OVD", "outside vapour deposition")],
)
def test_an_acronym_spelled_out_is_the_same_technique_as_a_guess(short, full):
    assert spelled_out(short, full) == short
    verdict = explain_technique(full, short)
    assert verdict.match and not verdict.certain


@pytest.mark.parametrize(("short", "full"), [("HPLC", "gas chromatography"), ("OVD", "vapour deposition"), ("SEM", "scanning")])
def test_an_acronym_the_other_entry_does_not_spell_links_nothing(short, full):
    assert spelled_out(short, full) is None


def test_designations_read_body_number_and_part():
    assert designations("ISO 10534-2:1998") == {("ISO", "10534", "2")}
    assert designations("ASTM D3359-17") == {("ASTM", "D3359", "")}  # an ASTM suffix is a year
    assert designations("EN ISO 9227") == {("ISO", "9227", "")}


@pytest.mark.parametrize(("ref", "test"), [("ISO 10534-2", "ISO 10534-1"), ("ASTM D3359", "ASTM D4541"), ("ISO 24444", "ISO 24443")])
def test_other_numbers_or_parts_of_one_body_are_other_standards(ref, test):
    assert other_standard(ref, test) is not None
    verdict = explain_technique(ref, test)
    assert not verdict.match and not verdict.certain


@pytest.mark.parametrize(
    ("ref", "test"), [("ASTM B117", "ISO 9227"), ("ASTM D3359-17", "ASTM D3359-09"), ("ISO 9053", "ISO 9053-1"), ("XRD", "ISO 9227")]
)
def test_one_standard_or_other_bodies_are_not_called_other_standards(ref, test):
    assert other_standard(ref, test) is None


def test_designation_reader_is_linear():
    assert designations("ISO " * 25000) == frozenset()
    assert designations("1" * 1_000_000) == frozenset()
