"""Family names whose words carry identity (issue 26, stop 37): source-based copolymer names (IUPAC, Pure Appl. Chem.
57 (1985) 1427), `X-like` resemblances (IUPAC Gold Book, 'diamond-like carbon films') and element-plus-anion compound
names (IUPAC Red Book IR-5.2), never structure classes. Examples written for these tests."""

from __future__ import annotations

import pytest

from comproeval.chem import formula
from comproeval.chem.family_copolymers import copolymer_comparison, copolymer_reading
from comproeval.judges.explain.family import explain_family


def test_a_copolymer_name_reads_its_sources_and_joining():
    assert copolymer_reading("chitosan-g-P(NIPAM-co-AAc)") == ("graft", ("chitosan", "P(NIPAM-co-AAc)"))
    assert copolymer_reading("poly(styrene-alt-maleic anhydride)") == ("chain", ("styrene", "maleic anhydride"))
    assert copolymer_reading("PS-block-PI") == ("block", ("PS", "PI"))
    assert copolymer_reading("polystyrene") is None and copolymer_reading("PVDF-HFP") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [("poly(styrene)", "poly(vinyl chloride)"), ("poly(ethylene oxide)", "poly(propylene oxide)")],
)
def test_a_bracketed_monomer_is_part_of_a_polymer_name_not_an_alias(reference, test):
    assert not formula.same_family(reference, test)
    assert not explain_family(reference, test).match


def test_a_polymer_is_not_its_monomer():
    assert not formula.same_family("poly(methacrylic acid)", "methacrylic acid")
    assert not explain_family("poly(methacrylic acid)", "methacrylic acid").match


def test_an_alias_in_brackets_is_still_an_alternative():
    assert formula.same_family("polystyrene (PS)", "PS")


@pytest.mark.parametrize(
    ("reference", "test"),
    [("guar-g-poly(methacrylic acid)", "chitosan-g-poly(methacrylic acid)"), ("gelatin-g-PNIPAM", "gelatin-g-PDMAEMA")],
)
def test_another_backbone_or_graft_is_never_the_same_family(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert not decision.match


@pytest.mark.parametrize(("reference", "test"), [("P(NIPAM-co-AAc)", "P(NIPAM-co-AA)"), ("poly(VP-co-VAc)", "poly(VP-co-VA)")])
def test_comonomers_are_compared_as_whole_tokens(reference, test):
    assert copolymer_comparison(reference, test) == ("other-sources", [(reference.split("-co-")[1][:-1], test.split("-co-")[1][:-1])])
    assert not explain_family(reference, test).match


def test_another_joining_or_number_of_sources_is_certainly_another_polymer():
    for reference, test in (("PS-b-PI", "PS-g-PI"), ("P(NIPAM-co-AAc)", "P(NIPAM-co-AAc-co-AM)")):
        decision = explain_family(reference, test)
        assert not decision.match and decision.certain


def test_the_same_sources_in_another_chain_order_are_one_copolymer():
    decision = explain_family("poly(NIPAM-co-AAc)", "P(AAc-co-NIPAM)")
    assert decision.match and decision.certain
    assert explain_family("PS-b-PI", "PI-b-PS").match


def test_sources_of_the_same_elements_are_not_proof_of_one_copolymer():
    decision = explain_family("poly(VDF-co-CTFE)", "poly(VDF-co-TFE)")
    assert not decision.match
    assert explain_family("starch-g-PMAA", "starch-g-poly(methacrylic acid)").match


@pytest.mark.parametrize(
    ("plain", "like"), [("graphite", "graphite-like carbon nitride"), ("glass", "glass-like carbon"), ("spinel", "spinel-like oxide")]
)
def test_a_likeness_is_never_proof_of_what_it_resembles(plain, like):
    assert not formula.same_family(plain, like)
    for one, other in ((plain, like), (like, plain)):
        decision = explain_family(one, other)
        assert not (decision.match and decision.certain)


def test_a_solid_solution_extension_still_holds():
    assert formula.same_family("BaTiO3", "BaTiO3-SrTiO3")


@pytest.mark.parametrize(
    ("formula_text", "name"), [("RuOx", "ruthenium oxide"), ("MoNx", "molybdenum nitride"), ("TiCx", "titanium carbide ceramics")]
)
def test_an_element_and_an_anion_name_a_compound_not_a_class(formula_text, name):
    assert formula.family_relation(formula_text, name) is None or formula.family_relation(formula_text, name)[0] != "structure-class"
    decision = explain_family(formula_text, name)
    assert not (decision.certain and not decision.match)


def test_a_class_word_alone_is_still_a_class():
    assert formula.family_relation("BaTiO3", "oxide ceramics") == ("structure-class", False)
