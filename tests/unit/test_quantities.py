"""Values as quantities (issue 27.2): written forms read, commensurable units converted, the conversion said."""

from __future__ import annotations

import pytest

from comproeval.chem.quantities import compare_quantities, conditions_agree, conversion, quantities_match
from comproeval.chem.values import read_value, values_match
from comproeval.files.inputs import InputError
from comproeval.files.items import is_property_records
from comproeval.files.records import records_from_rows
from comproeval.judges.explain import explain_value
from comproeval.judges.rules import judge_composition_rules


@pytest.mark.parametrize(
    "raw, value, bound, uncertainty, approximate",
    [
        ("~1.5", 1.5, None, None, True),
        ("≈ 1.5", 1.5, None, None, True),
        ("1.2–1.4", (1.2, 1.4), None, None, False),
        ("1.2-1.4", (1.2, 1.4), None, None, False),
        ("3.1 ± 0.2", 3.1, None, 0.2, False),
        ("3.1 +/- 0.2", 3.1, None, 0.2, False),
        ("< 0.5", 0.5, "<", None, False),
        ("≤0.5", 0.5, "<", None, False),
        ("> 7", 7.0, ">", None, False),
        ("≥ 7", 7.0, ">", None, False),
    ],
)
def test_written_forms_are_read(raw, value, bound, uncertainty, approximate):
    reading = read_value(raw)
    assert (reading.value, reading.bound, reading.uncertainty, reading.approximate) == (value, bound, uncertainty, approximate)


def test_a_bound_agrees_only_with_a_bound_on_the_same_side():
    assert values_match("< 0.5", "≤ 0.5")
    assert not values_match("< 0.5", "0.5")
    assert not values_match("< 0.5", "> 0.5")
    assert compare_quantities("< 0.5", "0.5").basis == "different-bound"


def test_x_plus_minus_y_is_compared_by_its_centre():
    assert values_match("3.1 ± 0.2", 3.1) and not values_match("3.1 ± 0.2", 3.2)
    assert "centre" in compare_quantities("3.1 ± 0.2", "3.1").why


def test_text_without_a_number_is_judged_as_text():
    assert values_match("metallic", "Metallic") and not values_match("metallic", "insulating")
    assert compare_quantities("metallic", "insulating").basis == "different-text"


@pytest.mark.parametrize(
    "source, target, factor, offset, exact",
    [("meV", "eV", 1e-3, 0.0, True), ("S cm-1", "mS cm−1", 1e3, 0.0, True), ("K", "°C", 1.0, -273.15, False), ("℃", "K", 1.0, 273.15, False)],
)
def test_commensurable_units_convert(source, target, factor, offset, exact):
    found = conversion(source, target)
    assert found.factor == pytest.approx(factor) and found.offset == pytest.approx(offset) and found.exact is exact


@pytest.mark.parametrize(
    "source, target", [("eV", "eV"), ("mAh g-1", "Ah kg-1"), ("pC/N", "pm/V"), ("eV", "K"), ("eV", "nonsense unit"), (None, "eV")]
)
def test_no_conversion_when_nothing_changes_or_units_do_not_meet(source, target):
    assert conversion(source, target) is None


def test_values_are_compared_after_conversion_and_the_conversion_is_said():
    same = compare_quantities(1.2, 1200, 0.0, ("eV", "meV"))
    assert same.match and same.basis == "equal" and "1200 meV = 1.2 eV" in same.why
    assert not quantities_match(1.2, 1.2, 0.0, ("eV", "meV"))  # 1.2 meV is not 1.2 eV
    assert quantities_match(450, 723, 0.0, ("°C", "K"))  # 723 K = 449.85 °C: within the test's last digit
    assert not quantities_match(450, 725, 0.0, ("°C", "K"))
    assert quantities_match("1.2-1.4", 1300, 0.0, ("eV", "meV"))
    own = {"value": 12.5, "unit": "mS/cm"}
    assert quantities_match(0.0125, own, 0.0, ("S/cm", None))  # a value's own unit wins over its section's


def test_the_comproscanner_schema_compares_values_as_quantities_and_keeps_the_unit_verdict():
    verdict = judge_composition_rules(
        {"compositions_property_values": {"Li7La3Zr2O12": 0.5}, "property_unit": "mS cm-1"},
        {"compositions_property_values": {"Li7La3Zr2O12": "5e-4"}, "property_unit": "S/cm"},
    )
    assert verdict.property_unit.match_value == 0  # other units: the unit verdict is as before
    value = verdict.compositions_property_values.value_matches[0]
    assert value.match_value == 1 and "0.0005 S/cm = 0.5 mS cm-1" in value.why
    assert explain_value(44, 44).why is None  # plain numbers in one unit: worded as before


def test_conditions_agree_after_conversion_and_as_text():
    assert conditions_agree("25 °C", "298.15 K")[0] and conditions_agree("DFT", "dft")[0]
    assert not conditions_agree("300 K", "500 K")[0] and not conditions_agree("5 wt%", "5 mol%")[0]
    assert conditions_agree("300", "300 K")[0]  # a bare number is taken in the other's unit


def test_property_records_are_told_from_comproscanner_items_by_their_fields():
    assert is_property_records([{"doi": "10.1/a", "material": "ZnO", "property": "band gap", "value": 3.3}])
    assert not is_property_records([{"doi": "10.1/a", "composition_data": {}}])
    assert not is_property_records([])


def test_records_keep_conditions_and_refuse_a_row_without_a_field():
    (record,) = records_from_rows([{"DOI": "10.1/a", "Material": "ZnO", "property": "gap", "value": "", "Temperature": "300 K"}], "r")
    assert record.value is None and record.conditions == (("temperature", "300 K"),) and record.unit is None
    with pytest.raises(InputError, match='^r: record 1 of the list has no "value" field'):
        records_from_rows([{"doi": "10.1/a", "material": "ZnO", "property": "gap"}], "r")
