"""Task D19a (stop 51): a step's atmosphere is read by the one reader of where an atmosphere is written
(`chem.gases.atmospheres`), each gas by its formula; a gas written elsewhere in a step is no atmosphere."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.steps import compare_step, extract_atmospheres


@pytest.mark.parametrize(
    ("step", "gases"),
    [
        ("The steel coupons were tempered at 550 °C under flowing argon.", {"Ar"}),
        ("The anode slurry was dried at 120 °C in vacuum.", {"vacuum"}),
        ("The Ni/Al2O3 catalyst was reduced in 10% H2/N2 at 450 °C for 2 h.", {"H2", "N2"}),
        ("Wafers were annealed in forming gas at 400 °C.", {"H2", "N2"}),
        ("The green bodies were debinded in static air.", {"air"}),
        ("The pellets were quenched in liquid nitrogen.", set()),
        ("The crude product was collected by vacuum filtration.", set()),
        ("The nitrogen content was measured by combustion analysis.", set()),
    ],
)
def test_a_steps_atmosphere_is_read_where_it_is_written(step: str, gases: set[str]) -> None:
    assert extract_atmospheres(step) == gases


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("tempered at 550 °C for 1 h under argon", "tempered at 550 °C for 1 h in an Ar atmosphere"),
        ("reduced at 450 °C in forming gas", "reduced at 450 °C under N2/H2 flow"),
        ("reduced at 450 °C in 5% H2/Ar", "reduced at 450 °C under Ar"),
    ],
)
def test_one_atmosphere_written_two_ways_is_no_contradiction(reference: str, test: str) -> None:
    assert compare_step(reference, [test])[1] == ()


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("tempered at 550 °C for 1 h under argon", "tempered at 550 °C for 1 h in air"),
        ("reduced at 450 °C in forming gas", "reduced at 450 °C in vacuum"),
    ],
)
def test_another_atmosphere_is_a_contradiction(reference: str, test: str) -> None:
    same, _ = compare_step(reference, [reference])
    other, contradictions = compare_step(reference, [test])
    assert any(c.startswith("atmosphere") for c in contradictions)
    assert other < same


_WORDS = {"Ar": ["Ar", "argon"], "N2": ["N2", "nitrogen"], "O2": ["O2", "oxygen"], "air": ["air"], "vacuum": ["vacuum"]}
_FORMS = ["dried at 80 °C in {}", "annealed at 300 °C under flowing {}", "aged under a {} atmosphere", "held in a {}-filled box"]


@given(st.sampled_from(sorted(_WORDS)), st.sampled_from(sorted(_WORDS)), st.data())
def test_a_step_under_one_gas_never_contradicts_itself_and_two_gases_always_do(one: str, other: str, data: st.DataObject) -> None:
    reference = data.draw(st.sampled_from(_FORMS)).format(data.draw(st.sampled_from(_WORDS[one])))
    test = data.draw(st.sampled_from(_FORMS)).format(data.draw(st.sampled_from(_WORDS[other])))
    assert extract_atmospheres(reference) == {one} and extract_atmospheres(test) == {other}
    conflict = any(c.startswith("atmosphere") for c in compare_step(reference, [test])[1])
    assert conflict == (one != other)
