"""Stop-41 rules from red-team classes (examples of our own, none from a red-team set): Greek polymorph letters kept
in labels, one element with other counts, initials codes with share digits, numbered-share designations, and a
cross-linked polymer against its linear parent."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.notations import phase_designations
from comproeval.chem.text import greek_spelled
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound


def test_greek_letters_are_spelled_not_dropped():
    assert greek_spelled("MOF-5β") == "MOF-5beta"
    assert greek_spelled("2 μm") == "2 um"


@pytest.mark.parametrize(
    ("reference", "test"), [("PX-7 (α)", "PX-7 (γ)"), ("glycine (α form) crystals", "glycine (γ form) crystals"), ("Cage-4α", "Cage-4β")]
)
def test_other_polymorph_letters_are_never_the_same_label_for_certain(reference, test):
    decision = explain_key(reference, test)[0]
    assert not (decision.match and decision.certain)


def test_a_bracketed_polymorph_letter_is_a_phase():
    assert phase_designations("Ga2O3 (β)") == {"polymorph": frozenset({"β"})}
    decision = explain_key("Ga2O3 (β)", "Ga2O3 (α)")[0]
    assert not decision.match and decision.certain


def test_a_quantity_symbol_is_no_polymorph():
    decision = explain_key("ZnO, λ = 365 nm", "ZnO, 365 nm")[0]
    assert decision.match


@pytest.mark.parametrize(("reference", "test"), [("PP1", "PP2"), ("NN4", "NN14")])
def test_one_element_with_other_counts_is_never_the_same_composition(reference, test):
    assert not explain_key(reference, test)[0].match


def test_share_digits_of_an_initials_code_must_spell_the_formula():
    same = explain_key("LSCF6428", "La0.6Sr0.4Co0.2Fe0.8O3-δ")[0]
    assert same.match
    other = explain_key("BSCF5582", "Ba0.5Sr0.5Co0.2Fe0.8O3-δ")[0]
    assert not other.match and not other.certain
    spelled = explain_key("BSCF5582", "Ba0.5Sr0.5Co0.8Fe0.2O3-δ")[0]
    assert spelled.match and not spelled.certain


@pytest.mark.parametrize(("reference", "test"), [("HS2-9-1-8", "HS2-9-1"), ("HS10-4-3", "HS10-4-3-10")])
def test_numbered_shares_are_no_formula(reference, test):
    decision = explain_key(reference, test)[0]
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(("crossed", "parent"), [("cross-linked PVP", "PVP"), ("crosslinked polyvinylpyrrolidone", "polyvinylpyrrolidone")])
def test_a_cross_linked_polymer_is_not_its_parent(crossed, parent):
    decision = explain_compound(crossed, parent)
    assert not decision.match and decision.certain
    assert explain_compound(parent, crossed).match is False


def test_a_support_after_the_last_slash_carries_every_loaded_component():
    same = explain_key("1 wt% Pd-2 wt% Zn/TiO2", "2 wt% Zn-1 wt% Pd/TiO2")[0]
    assert same.match
    other = explain_key("1 wt% Pd-2 wt% Zn/TiO2", "2 wt% Zn-3 wt% Pd/TiO2")[0]
    assert not other.match
