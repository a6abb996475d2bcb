"""Stop 46, M14: a percentage and what it is reckoned on (`chem.unit_bases`): one base in two spellings is one
quantity, one thing in two states of analysis two, a base on one side only or in more words a guess."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comproeval.chem.unit_bases import base_relation, percent_base
from comproeval.chem.units import compare_units


def _verdict(reference, test):
    decision = compare_units(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("% on o.d. pulp", ("%", "oven dry pulp", True)),
        ("wt% on oven-dried pulp", ("wt%", "oven dry pulp", True)),
        ("g/100 g dry cotton", ("g/100 g", "dry cotton", False)),
        ("% of theoretical yield", ("%", "theoretical yield", False)),
        ("wt% daf", ("wt%", "dry ash free", True)),
        ("% (w/w) of the granulate", ("% (w/w)", "granulate", False)),
    ],
)
def test_a_percentage_is_read_with_its_base(text, reading):
    assert percent_base(text) == reading


@pytest.mark.parametrize("text", ["% per day", "%", "wt%", "% T", "g/100 g", "%/h"])
def test_no_base_is_read_where_none_is_written(text):
    assert percent_base(text) is None


def test_bases_relate_by_their_words_and_states():
    assert base_relation("oven dry pulp", "oven dry pulp") == "same"
    assert base_relation("theoretical", "theoretical yield") == "narrower"
    assert base_relation("oven dry pulp", "air dry pulp") == "apart"
    assert base_relation("dry cotton", "cellulose") == "other"
    assert base_relation("oven dry pulp", "air dry wood") == "other"  # another thing too: no proof


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("% on o.d. pulp", "wt% on oven-dry pulp", (True, True)),  # TAPPI T 412: o.d. is oven-dry, a mass
        ("g/100 g dry cotton", "wt% of dry cotton", (True, True)),
        ("% w/w of the granulate", "g/100 g granulate", (True, True)),
        ("wt% d.b.", "% db", (True, True)),
        ("% on o.d. pulp", "% on a.d. pulp", (False, True)),  # two states of analysis, two quantities
        ("wt% ar", "wt% daf", (False, True)),  # ASTM D3180
        ("% of theoretical", "% of theoretical yield", (True, False)),  # more words: more detail or another base
        ("%", "% of theoretical yield", (True, False)),  # the base on one side only
        ("%", "vol%", (True, False)),  # the basis on one side only
        ("g/100 g dry cotton", "g/100 g cellulose", (False, False)),
        ("% of theoretical", "mg/L", (False, True)),  # another dimension whatever the base
        ("wt% on o.d. pulp", "vol% on o.d. pulp", (False, True)),
    ],
)
def test_percentages_on_bases_compare(reference, test, verdict):
    assert _verdict(reference, test) == verdict
    assert _verdict(test, reference) == verdict


_SPELLINGS = {"oven dry": ["o.d.", "O.D.", "oven-dry", "oven dried", "oven-dried", "moisture-free"], "air dry": ["a.d.", "air-dry", "air dried"]}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    state=st.sampled_from(sorted(_SPELLINGS)),
    data=st.data(),
    noun=st.sampled_from(["pulp", "wood", "chips", "fibre"]),
    unit=st.sampled_from(["%", "wt%", "% w/w", "mass %"]),
    connective=st.sampled_from(["on", "of", "based on"]),
)
def test_one_base_in_other_spellings_never_proves_another_unit(state, data, noun, unit, connective):
    one, other = data.draw(st.sampled_from(_SPELLINGS[state])), data.draw(st.sampled_from(_SPELLINGS[state]))
    decision = compare_units(f"{unit} {connective} {one} {noun}", f"% on {other} {noun}")
    assert decision.match or not decision.certain
    apart = next(s for s in _SPELLINGS if s != state)
    changed = compare_units(f"{unit} {connective} {one} {noun}", f"% on {_SPELLINGS[apart][0]} {noun}")
    assert not (changed.match and changed.certain)
