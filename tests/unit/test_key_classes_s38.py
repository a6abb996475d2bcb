"""Stop 38: three classes of certain key error, on examples written for these rules.

1. A chemical-symbol designation (ISO 1190-1 / EN 1412, EN 573-2: `AlMg3`, `CuSn8`) read as a formula proves no
   difference from the balance written out (`Al97Mg3`, `Al0.97Mg0.03`); real formulas keep their reading.
2. A layer's thickness is a quantity of that layer wherever the key writes it (`20 nm TiO2`, `TiO2 (20 nm)`): stacks
   are compared layer by layer in layer order.
3. A ratio statement with its species reversed is the reciprocal ratio (`Si/Al 15` is `Al/Si 0.067`), also when
   written without `=` or after a comma.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.alloy_designations import read_alloy
from comproeval.chem.formula.condition_ratios import _within_rounding
from comproeval.chem.formula.conditions import split_conditions
from comproeval.chem.formula.layer_thickness import read_layers
from comproeval.chem.formula.ratio_statements import bare_ratio_statement, ratio_statement, stated_ratios_differ
from comproeval.judges.explain.keys import explain_key


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


# --- 1. symbol designations against the balance written out


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("AlMg3", "Al97Mg3"),
        ("CuSn8", "Cu92Sn8"),
        ("CuAl10", "Cu90Al10"),
        ("CuNi30", "Cu0.70Ni0.30"),
        ("AlMg3 (H111)", "Al97Mg3 (H111)"),
    ],
)
def test_a_symbol_designation_is_no_certain_difference_from_its_balance_written_out(reference: str, test: str) -> None:
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CuSn8", "CuSn6"),  # both designations: 8 % and 6 % tin, 1:8 and 1:6 as formulas
        ("AlMg3", "Al95Mg5"),  # 97/3 by mass is 96.7/3.3 by atoms: no basis makes it 95/5
        ("CuAl10", "Cu0.95Al0.05"),  # 10 % Al by mass is 20.7 % by atoms: 5 % in neither
    ],
)
def test_amounts_apart_in_every_reading_stay_a_certain_difference(reference: str, test: str) -> None:
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("CuZn2", "Cu2Zn", False),
        ("MgZn2", "Mg2Zn", False),
        ("CoSb3", "Co25Sb75", True),  # atoms 1:3 written as atomic percent
        ("Ni3Al", "Ni75Al25", True),
    ],
)
def test_real_formulas_keep_their_reading(reference: str, test: str, same: bool) -> None:
    decision = decide(reference, test)
    assert decision.match == same and decision.certain, decision


def test_fractions_are_read_against_a_symbol_designation_only() -> None:
    assert read_alloy("Cu0.70Ni0.30").form == "fractions"
    assert read_alloy("Cu70Ni30").form == "subscripts"
    decision = decide("Fe-20Ni", "Fe0.8Ni0.2")  # a balance designation against fractions: as before, no proof
    assert not decision.certain


# --- 2. layer thicknesses before, after or bracketed after the layer


def test_layers_read_with_their_thicknesses_wherever_written() -> None:
    for key in ("20 nm TiO2 / 100 nm SiO2", "TiO2 (20 nm)/SiO2 (100 nm)", "TiO2 20 nm/SiO2 100 nm", "20-nm-thick TiO2/100 nm SiO2"):
        layers = read_layers(key)
        assert [(layer.material, layer.thickness) for layer in layers] == [("TiO2", (20.0, "nm")), ("SiO2", (100.0, "nm"))], key
    assert read_layers("TiO2/SiO2") is None  # no thickness: the other rules read it
    assert read_layers("Pt/C (20 wt%)") is None  # a loading is no thickness
    assert read_layers("Au/Ti (100/5 nm)") is None  # two layers' thicknesses in one bracket are not read


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("20 nm TiO2 / 100 nm SiO2", "TiO2 (20 nm)/SiO2 (100 nm)"),
        ("ITO (150 nm)/PEDOT:PSS (40 nm)", "150 nm ITO/40 nm PEDOT:PSS"),
        ("Ti (5 nm)/Au (100 nm)", "5 nm Ti/0.1 µm Au"),  # pint: 0.1 µm is 100 nm
        ("HfO2 (3 nm)/SiO2 (1 nm)", "30 Å HfO2/10 Å SiO2"),
    ],
)
def test_one_stack_with_its_thicknesses_written_elsewhere_is_one_sample(reference: str, test: str) -> None:
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("TiO2 (20 nm)/SiO2 (100 nm)", "TiO2 (100 nm)/SiO2 (20 nm)"),
        ("20 nm TiO2 / 100 nm SiO2", "TiO2 (20 nm)/SiO2 (120 nm)"),
        ("5 nm Ti/100 nm Au", "Ti (10 nm)/Au (100 nm)"),
    ],
)
def test_another_thickness_of_one_layer_is_another_stack(reference: str, test: str) -> None:
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


def test_reversed_layers_and_unstated_thicknesses_are_guesses() -> None:
    reversed_order = decide("20 nm TiO2 / 100 nm SiO2", "SiO2 (100 nm)/TiO2 (20 nm)")
    assert not reversed_order.match and not reversed_order.certain
    unstated = decide("20 nm TiO2 / SiO2", "TiO2 (20 nm)/SiO2 (100 nm)")
    assert unstated.match and not unstated.certain


_LAYERS = st.sampled_from(["TiO2", "SiO2", "Al2O3", "HfO2", "ZnO", "Ta2O5", "MgF2"])
_LENGTHS = st.sampled_from([(2, "nm"), (10, "nm"), (45, "nm"), (100, "nm"), (1.5, "µm"), (30, "Å")])


def _write(material: str, length: tuple[float, str], position: int) -> str:
    number = f"{length[0]:g} {length[1]}"
    return (f"{number} {material}", f"{material} ({number})", f"{material} {number}")[position]


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.tuples(_LAYERS, _LENGTHS), min_size=2, max_size=3, unique_by=lambda x: x[0]),
    st.lists(st.integers(0, 2), min_size=3, max_size=3),
    st.lists(st.integers(0, 2), min_size=3, max_size=3),
)
def test_rewriting_where_thicknesses_stand_never_gives_a_certain_difference(layers, one, other) -> None:
    reference = "/".join(_write(m, t, p) for (m, t), p in zip(layers, one))
    test = " / ".join(_write(m, t, p) for (m, t), p in zip(layers, other))
    decision = decide(reference, test)
    assert decision.match or not decision.certain, (reference, test, decision)


# --- 3. a ratio statement with its species reversed


def test_ratio_statements_without_equals_sign_or_after_a_comma_are_read() -> None:
    assert ratio_statement("Si/Al 15") and bare_ratio_statement("Si/Al 15")
    assert ratio_statement("Si/Al = 15") and not bare_ratio_statement("Si/Al = 15")
    assert not ratio_statement("PE/HAA 95:5")  # a blend with its shares
    assert not ratio_statement("Pt/C 20%")  # a loading
    assert split_conditions("H-ZSM-5, Si/Al 15") == ("H-ZSM-5", ("Si/Al 15",))


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Si/Al 15", "Al/Si 15"),
        ("H-ZSM-5, Si/Al 15", "H-ZSM-5, Al/Si 15"),
        ("hydroxyapatite, Ca/P 1.67", "hydroxyapatite, P/Ca 1.67"),
        ("urea-formaldehyde, F/U 1.3", "urea-formaldehyde, U/F 1.3"),
    ],
)
def test_a_reversed_ratio_with_the_same_number_is_another_ratio(reference: str, test: str) -> None:
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


def test_a_reversed_ratio_with_the_reciprocal_number_is_one_ratio() -> None:
    exact = decide("urea-formaldehyde, F/U 2.0", "urea-formaldehyde, U/F 0.5")
    assert exact.match and exact.certain
    rounded = decide("Ca/P 1.67", "P/Ca 0.6")  # 1/1.67 = 0.599: one ratio to the digits written
    assert rounded.match and not rounded.certain
    bare = decide("Si/Al = 15", "Si/Al 15")  # a bare number may be a grade (PEG 400): the same only by guess
    assert bare.match and not bare.certain
    assert not decide("Si/Al = 15", "Al/Si = 0.08").match


def test_rounding_of_a_reciprocal_ratio() -> None:
    from fractions import Fraction

    assert _within_rounding(Fraction("1.67"), 1 / Fraction("1.67"), Fraction("0.6"))
    assert not _within_rounding(Fraction("1.1"), 1 / Fraction("1.1"), Fraction("1.1"))
    assert not _within_rounding(Fraction(30), Fraction(15), Fraction("15.2"))  # a whole number is stated, not rounded


_SPECIES = st.sampled_from(["Si/Al", "Ca/P", "Mg/Si", "F/P", "Zr/Ti", "Li/Mn", "C/Si"])
_VALUES = st.sampled_from(["0.3", "0.5", "0.8", "1.2", "1.5", "1.67", "2", "2.0", "2.5", "15", "40"])


@settings(max_examples=80, deadline=None)
@given(_SPECIES, _VALUES, st.sampled_from(["{r} {v}", "{r} = {v}", "resin, {r} {v}", "gel ({r} = {v})", "{r} ratio {v}"]))
def test_reversing_a_ratio_other_than_one_never_gives_a_certain_match(species: str, value: str, form: str) -> None:
    assume(float(value) != 1)
    a, b = species.split("/")
    reference, test = form.format(r=f"{a}/{b}", v=value), form.format(r=f"{b}/{a}", v=value)
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), (reference, test, decision)


def test_a_ratio_stated_last_after_a_space_is_a_condition_of_the_material() -> None:
    assert split_conditions("silica-titania aerogel Si/Ti=9") == ("silica-titania aerogel", ("Si/Ti=9",))
    reversed_ratio = decide("silica-titania aerogel Si/Ti=9", "silica-titania aerogel Ti/Si=9")
    assert not reversed_ratio.match and reversed_ratio.certain
    assert decide("silica-titania aerogel Si/Ti=9", "silica-titania aerogel Si/Ti = 9.0").match


def test_a_reversed_ratio_inside_a_label_vetoes_the_same_words_guess() -> None:
    assert stated_ratios_differ("gel Si/Ti=4 dried", "gel Ti/Si=4 dried")
    assert stated_ratios_differ("gel Si/Ti=4 dried", "gel Ti/Si=0.25 dried") is None
    assert not decide("xerogel Si/Ti=4-80°C", "xerogel Ti/Si=4-80°C").match
