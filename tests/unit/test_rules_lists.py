"""Lists are paired one-to-one, except that an entry naming several things satisfies each of them. Invented examples."""

from comproeval.chem import compounds, techniques
from comproeval.chem.alignment import entry_parts, match_lists
from comproeval.judges.explain import explain_compound, explain_technique


def test_an_entry_naming_two_techniques_satisfies_both():
    pairs = match_lists(
        ["TEM", "EDX", "XPS"], ["TEM with EDX", "X-ray photoelectron spectroscopy"], techniques.same_technique, techniques.technique_similarity
    )
    assert sorted(pairs) == [(0, 0), (1, 0), (2, 1)]


def test_an_entry_naming_two_precursors_satisfies_both():
    pairs = match_lists(
        ["Nb2O5", "Ta2O5", "K2CO3"], ["Nb2O5 and Ta2O5", "K2CO3"], lambda r, t: explain_compound(r, t).match, compounds.compound_similarity
    )
    assert sorted(pairs) == [(0, 0), (1, 0), (2, 1)]


def test_each_named_thing_is_used_once():
    pairs = match_lists(["Nb2O5", "Nb2O5"], ["Nb2O5 and Ta2O5"], lambda r, t: explain_compound(r, t).match, compounds.compound_similarity)
    assert len(pairs) == 1


def test_hyphenated_names_are_not_split():
    assert entry_parts("P-E hysteresis loop") == []
    assert entry_parts("sol-gel") == []
    assert entry_parts("TEM/EDX") == ["TEM", "EDX"]


def test_the_verdict_says_the_entry_names_several():
    decision = explain_compound("Ta2O5", "Nb2O5 and Ta2O5")
    assert decision.match and decision.basis == "one-of-several" and decision.certain
    assert not explain_technique("XPS", "TEM with EDX").match
