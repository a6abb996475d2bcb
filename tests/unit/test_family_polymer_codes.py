"""Polymer and rubber abbreviations of the standard lists (ISO 1043-1, ASTM D1600, ISO 1629) and of the field
handbooks (conducting, biodegradable, ionomer membranes) against their names. Examples written for these rules."""

import pytest

from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PBI fibres", "polybenzimidazole fibres"),
        ("poly(lactide-co-glycolide)", "PLGA"),
        ("PPy", "polypyrrole"),
        ("PANI", "polyaniline"),
        ("polyglycolide", "PGA"),
        ("butyl rubber", "IIR"),
        ("sulfonated PEEK", "SPEEK"),
        ("polyethylene naphthalate", "PEN"),
    ],
)
def test_a_standard_polymer_code_is_certainly_its_name(reference, test):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (True, True), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PBI", "polyimide"),
        ("PLGA", "poly(lactic acid)"),
        ("PEKK", "PEEK"),
        ("SPEEK", "PEEK"),  # the sulfonated ionomer is another material than its parent polymer
        ("NBR", "HNBR"),
        ("PFSA", "SPEEK"),
        ("polypyrrole", "polyaniline"),
    ],
)
def test_two_standard_polymer_codes_of_other_polymers_are_certainly_different(reference, test):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (False, True), decision


def test_a_member_polymer_against_its_parent_class_stays_a_guess():
    decision = explain_family("P3HT", "polythiophene")
    assert decision.certain is False
