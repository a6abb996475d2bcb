"""C19a: an amount stays with the label written beside it (a species' dose, a symbol's value), on examples written
for these tests (flotation, electroplating, cyanide leaching, powders for inhalation, polyesters, concrete).

A list of labelled amounts is read label by label: the same amounts of the same labels in another order are one sample;
the same amounts each beside another label are another sample (a guess: a writer's slip is possible), never one sample.
Steps keep the order of a process; concentrations or lengths moved are a guess (treatments, layers).
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.amount_notations import amounts_by_label, labelled_amounts
from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.rules import judge_composition_rules


def decide(reference, test):
    return explain_key(reference, test)[0]


def section(*keys):
    return {"property_unit": "MPa", "family": "x", "compositions_property_values": {key: 1 for key in keys}}


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Na2CO3 3 kg/t, CaO 1 kg/t, 25 °C, 2 h", "CaO 1 kg/t, Na2CO3 3 kg/t, 25 °C, 2 h"),
        ("PET (Tg 75 °C, Tm 255 °C)", "PET (Tm 255 °C, Tg 75 °C)"),
        ("concrete (superplasticizer 1.2 kg/m3, fibre 0.9 kg/m3)", "concrete (fibre 0.9 kg/m3, superplasticizer 1.2 kg/m3)"),
    ],
)
def test_labelled_amounts_in_another_order_are_one_sample(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


def test_labels_read_as_names_only():
    """Keys of reagents' abbreviations alone (no formula): the order is no difference, another pairing no match."""
    assert decide("PAX 50 g/t, MIBC 20 g/t, 25 °C, 5 min", "MIBC 20 g/t, PAX 50 g/t, 25 °C, 5 min").match
    assert not decide("PAX 50 g/t, MIBC 20 g/t, 25 °C, 5 min", "MIBC 50 g/t, PAX 20 g/t, 25 °C, 5 min").match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Na2CO3 3 kg/t, CaO 1 kg/t, 25 °C, 2 h", "CaO 3 kg/t, Na2CO3 1 kg/t, 25 °C, 2 h"),
        ("flotation (PAX 50 g/t, MIBC 20 g/t)", "flotation (PAX 20 g/t, MIBC 50 g/t)"),
        ("lactose, D10 5 µm, D50 40 µm, D90 120 µm", "lactose, D10 5 µm, D50 120 µm, D90 40 µm"),
        ("PLA (Mw = 120 kDa, Mn = 60 kDa)", "PLA (Mw = 60 kDa, Mn = 120 kDa)"),
        ("PET (Tg 75 °C, Tm 255 °C)", "PET (Tg 255 °C, Tm 75 °C)"),
        ("bath (NiSO4 250 g/L, H3BO3 40 g/L)", "bath (H3BO3 250 g/L, NiSO4 40 g/L)"),
        ("EPDM (2 phr S, 1 phr TBBS)", "EPDM (1 phr S, 2 phr TBBS)"),
    ],
)
def test_an_amount_moved_to_another_label_is_another_sample(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision = decide(a, b)
        assert not decision.match


def test_another_value_of_one_label_is_proven():
    assert amounts_by_label("flotation (PAX 50 g/t, MIBC 20 g/t)", "flotation (PAX 50 g/t, MIBC 30 g/t)")[:2] == (False, True)
    decision = decide("flotation (PAX 50 g/t, MIBC 20 g/t)", "flotation (PAX 50 g/t, MIBC 30 g/t)")
    assert not decision.match and decision.certain


def test_through_the_rules_judge():
    verdict = judge_composition_rules(
        section("Na2CO3 3 kg/t, CaO 1 kg/t, 25 °C", "lactose (D10 = 5 µm, D50 = 40 µm, D90 = 120 µm)"),
        section("CaO 1 kg/t, Na2CO3 3 kg/t, 25 °C", "lactose (D10 = 5 µm, D50 = 120 µm, D90 = 40 µm)"),
    )
    matches = {m.reference_key: m.test_key for m in verdict.compositions_property_values.key_matches if m.match_value}
    assert matches == {"Na2CO3 3 kg/t, CaO 1 kg/t, 25 °C": "CaO 1 kg/t, Na2CO3 3 kg/t, 25 °C"}


def test_steps_moved_keep_their_order():
    decision = decide("steel, annealed 2 h, tempered 1 h", "steel, tempered 1 h, annealed 2 h")
    assert not (decision.match and decision.certain)
    assert amounts_by_label("steel, annealed 2 h, tempered 1 h", "steel, tempered 1 h, annealed 2 h") is None


def test_lengths_moved_are_a_guess():
    """Thicknesses in another order may be layers stacked in another order; sizes too are lengths: one sample by guess."""
    for reference, test in (
        ("lactose (D10 = 5 µm, D50 = 40 µm, D90 = 120 µm)", "lactose (D90 = 120 µm, D50 = 40 µm, D10 = 5 µm)"),
        ("mirror (Ag 150 nm, Cr 5 nm)", "mirror (Cr 5 nm, Ag 150 nm)"),
    ):
        decision = decide(reference, test)
        assert decision.match and not decision.certain


def test_concentrations_moved_are_a_guess():
    verdict = compare_conditions("leach (NaCN 1 g/L, O2 8 mg/L, 24 h)", "leach (O2 8 mg/L, NaCN 1 g/L, 24 h)")
    assert verdict.same and not verdict.certain


def test_a_preposition_labels_nothing():
    labelled, others = labelled_amounts("PET, annealed at 150 °C for 2 h")
    assert labelled == [] and others == ["pet", "annealed at 150 °c for 2 h"]


_LABELS = st.lists(st.sampled_from(["NaCN", "PAX", "MIBC", "D50", "Mw", "CuSO4", "Tg"]), min_size=2, max_size=4, unique=True)


@settings(max_examples=40, deadline=None)
@given(labels=_LABELS, data=st.data())
def test_property_order_never_matters_and_pairing_always_does(labels, data):
    values = data.draw(st.lists(st.integers(1, 900), min_size=len(labels), max_size=len(labels), unique=True))
    clauses = [f"{label} {value} g/t" for label, value in zip(labels, values, strict=True)]
    shuffled = data.draw(st.permutations(clauses))
    reference, reordered = "ore (" + ", ".join(clauses) + ")", "ore (" + ", ".join(shuffled) + ")"
    same = amounts_by_label(reference, reordered)
    assert same is not None and same[0]
    swapped = values[1:] + values[:1]  # every value to another label
    moved = "ore (" + ", ".join(f"{label} {value} g/t" for label, value in zip(labels, swapped, strict=True)) + ")"
    differ = amounts_by_label(reference, moved)
    assert differ is not None and differ[:2] == (False, False)
