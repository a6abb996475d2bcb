"""C19b: two family names writing other single-word compound names are certainly other materials only when every
such word is read (phase names, or disjoint CAS numbers); a synonym, a broader word or an unread word is a guess."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.judges.explain import explain_family
from comproeval.judges.rules import judge_composition_rules


@pytest.mark.parametrize(
    "one, other",
    [("dextrose syrups", "glucose syrups"), ("quartz sand", "silica sand"), ("quartz sand", "sand"), ("dextrose tablets", "glucose tablets")],
)
def test_a_synonym_or_a_broader_word_is_never_certainly_another_family(one, other):
    for left, right in ((one, other), (other, one)):
        decision = explain_family(left, right)
        assert not (decision.certain and not decision.match), decision


@pytest.mark.parametrize(
    "one, other",
    [("glucose syrups", "fructose syrups"), ("rutile powder", "anatase powder"), ("quartz", "cristobalite"), ("calcite filler", "aragonite filler")],
)
def test_read_words_of_other_substances_stay_certainly_other_families(one, other):
    decision = explain_family(one, other)
    assert not decision.match and decision.certain, decision


def test_through_the_rules_judge():
    section = {"property_unit": "Pa s", "family": "glucose syrups", "compositions_property_values": {}}
    test = dict(section, family="dextrose syrups")
    verdict = judge_composition_rules(section, test)
    assert verdict.family.certain is False


@settings(deadline=None)
@given(st.sampled_from(["syrups", "powders", "solutions", "crystals"]))
def test_property_one_compound_by_two_names_is_never_certainly_two(noun):
    decision = explain_family(f"dextrose {noun}", f"glucose {noun}")
    assert decision.match or not decision.certain


@settings(deadline=None)
@given(st.sampled_from(["rutile", "anatase", "brookite"]), st.sampled_from(["rutile", "anatase", "brookite"]))
def test_property_two_phase_names_are_one_family_only_when_alike(one, other):
    decision = explain_family(f"{one} ceramics", f"{other} ceramics")
    assert decision.match == (one == other)


def test_one_phase_against_a_mix_of_phases_stays_certainly_other():
    decision = explain_family("anatase/rutile TiO2", "anatase TiO2")
    assert not decision.match and decision.certain, decision
