"""The families of general standards (IZA framework types, ISO 1043-1 polymer symbols, UNS/AISI alloy grades,
structure-type families): the same concept is certain, two concepts of one kind certainly differ, and a
narrower material against its framework, series or structure type is only a best guess (issue 26, class 6)."""

import pytest

from comproeval.chem.data import load_builtin
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ti-6Al-4V alloy", "Grade 5 titanium"),
        ("UNS S30403", "304L stainless steel"),
        ("Inconel 625", "alloy 625"),
        ("AA7075", "7075 aluminium alloy"),
        ("polytetrafluoroethylene", "PTFE"),
        ("PESU", "polyethersulfone"),
        ("MCM-22", "mcm-22"),
        ("Y3Fe5O12", "yttrium iron garnet"),
        ("barium hexaferrite", "BaFe12O19"),
        ("NVP", "Na3V2(PO4)3"),
    ],
)
def test_one_concept_is_certainly_the_same(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("AISI 430", "AISI 410"),
        ("polypropylene", "polyethylene terephthalate"),
        ("SSZ-13", "SAPO-34"),
        ("LuAG", "YIG"),
        ("Ti-6Al-4V", "Ti-6Al-7Nb"),
        ("LAGP", "LATP"),
    ],
)
def test_two_concepts_of_one_kind_certainly_differ(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("zeolite X", "FAU-type zeolite"),
        ("TS-1", "MFI framework"),
        ("Li6PS5Br", "argyrodite"),
        ("Ti-6Al-4V ELI", "Ti-6Al-4V"),
        ("304L stainless steel", "AISI 304"),
    ],
)
def test_a_narrower_material_against_its_group_is_a_guess(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and not decision.certain


def test_a_symbol_that_is_also_an_element_or_a_word_is_not_a_family_name():
    names = {name for concept in load_builtin("families").values() for name in concept["names"]}
    assert not names & {"pb", "si", "ca", "sb", "cn", "up", "off", "ton", "sod"}
