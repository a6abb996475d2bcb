"""Stop 47 (K15a): coatings, named ratios and amounts read whole, on examples written for these tests.

1. A coating named in words (`X-coated Y`, `Y coated with X`, `X-capped Y`) is the outermost shell of the whole core
   Y, a core@shell particle included (ISO/TS 80004-2): never a layer between Y's layers.
2. A ratio of three or more named parts (IUPAC Green Book 2.10) is read part by part: written from the other end it is
   one composition; the same numbers under other names are another.
3. Shares written each before their part (`60Ni/10Mo/30Al2O3`) or as a letter code (`C60–S30–L10`) are such ratios.
4. Amounts in another notation: a bracketed per cent basis, an element's ppm as a clause, amount clauses reordered.
5. A ratio statement's basis named in words (`molar ratio`) meets a basis stated in a clause.
"""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.amount_notations import amount_clauses_in_order_of, amounts_as_written_alike, is_amount_clause
from comproeval.chem.formula.coating_words import coated_as_at
from comproeval.chem.formula.identity import layer_sequence
from comproeval.chem.formula.named_ratio_groups import named_ratio, named_ratios_compared
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. Coatings outside the whole core.


@pytest.mark.parametrize(
    ("key", "written"),
    [
        ("TiO2-coated Ag", "Ag@TiO2"),
        ("PDA-coated CoFe2O4@SiO2", "CoFe2O4@SiO2@PDA"),
        ("ZnS-capped CdSe", "CdSe@ZnS"),
        ("Ag coated with TiO2", "Ag@TiO2"),
        ("NiO-coated Co3O4/CC", "Co3O4@NiO/CC"),
        ("TiO2-coated Ag nanowires", "TiO2-coated Ag nanowires"),  # read in part: left as written
    ],
)
def test_coated_as_at(key, written):
    assert coated_as_at(key) == written


def test_coating_outside_a_layered_core_is_no_swap():
    assert layer_sequence("PDA-coated CoFe2O4@SiO2") == (("CoFe2O4", "SiO2", "PDA"), ("@", "@"))
    same = decide("CoFe2O4@SiO2@PDA", "PDA-coated CoFe2O4@SiO2")
    assert same.match or not same.certain
    assert not (decide("CoFe2O4@SiO2@PDA", "PDA-coated CoFe2O4@SiO2").certain and not same.match)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CoFe2O4@PDA@SiO2", "PDA-coated CoFe2O4@SiO2"),  # the coating put between the core's layers
        ("TiO2@Ag", "TiO2-coated Ag"),  # core and shell swapped
    ],
)
def test_other_layer_orders_stay_apart(reference, test):
    assert not decide(reference, test).match


# 2. Named ratios read part by part.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("gel (TEOS:EtOH:H2O 1:4:10)", "gel (H2O:EtOH:TEOS 10:4:1)"),
        ("gel (TEOS:EtOH:H2O = 1:4:10)", "gel (H2O:EtOH:TEOS = 20:8:2)"),
        ("TEOS/EtOH/H2O (1/4/10)", "H2O:EtOH:TEOS 10:4:1"),
    ],
)
def test_named_ratio_from_the_other_end_is_one_composition(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("gel (TEOS:EtOH:H2O 1:4:10)", "gel (H2O:EtOH:TEOS 1:4:10)"),  # the same numbers under other names
        ("gel (TEOS:EtOH:H2O 1:4:10)", "gel (TEOS:EtOH:H2O 1:10:4)"),
        ("Fe2O3 (TEOS:EtOH:H2O 1:4:10)", "Fe2O3 (H2O:EtOH:TEOS 1:4:10)"),  # a formula before the ratio
    ],
)
def test_named_ratio_with_other_shares_is_never_a_match(reference, test):
    assert not decide(reference, test).match


def test_named_ratio_basis_one_side_only_is_unproven():
    decision = decide("gel (TEOS:EtOH:H2O = 1:4:10 molar)", "gel (H2O:EtOH:TEOS = 10:4:1)")
    assert decision.match and not decision.certain


def test_named_ratio_reading():
    read = named_ratio("gel (TEOS:EtOH:H2O = 2:8:20)")
    assert read is not None and read.share_map() == {"teos": Fraction(1, 15), "etoh": Fraction(4, 15), "h2o": Fraction(10, 15)}
    assert read.rest == "gel"
    assert named_ratio("ITO/ZnO/Ag 100/30/200 nm") is None  # thicknesses, no ratio
    assert named_ratio("A:B:C 1:2") is None  # names and numbers not as many
    assert named_ratio("A:A:C 1:2:3") is None  # a name twice


# 3. Shares before their parts, letter codes.


def test_share_first_parts_against_a_named_ratio():
    assert decide("60Ni/10Mo/30Al2O3", "Ni:Mo:Al2O3 = 60:10:30").match
    assert not decide("60Ni/10Mo/30Al2O3", "Ni:Mo:Al2O3 = 60:30:10").match


def test_letter_code_read_by_initials_is_a_guess():
    same = decide("C60–S30–L10", "60 cement / 30 sand / 10 lime (wt.%)")
    assert same.match and not same.certain
    other = decide("C60–S20–L20", "60 cement / 30 sand / 10 lime (wt.%)")
    assert not other.match and not other.certain
    assert named_ratios_compared("C60–S30–L10", "60 cement / 30 sand / 10 silica") is None  # two words begin with s


# 4. Amounts in another notation or order.


def test_amounts_as_written_alike():
    assert amounts_as_written_alike("mAb, 8% (w/v) trehalose") == "mAb, 8% w/v trehalose"
    assert amounts_as_written_alike("S355, 30 ppm B, Ti/N 2") == "S355, 0.003B, Ti/N 2"
    assert amounts_as_written_alike("water, 30 ppm P2O5") == "water, 30 ppm P2O5"  # a formula's ppm: left


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("mAb 100 mg/mL, 8% (w/v) trehalose", "mAb 100 mg/mL, 80 mg/mL trehalose", True),
        ("mAb 100 mg/mL, 8% (w/v) trehalose", "mAb 100 mg/mL, 60 mg/mL trehalose", False),
        ("S355, 0.0030B, Ti/N 2", "S355, 30 ppm B, Ti/N 2", True),
        ("S355, 0.0030B, Ti/N 2", "S355, 50 ppm B, Ti/N 2", False),
        ("toner, 6 wt% PY74, 40 wt% resin", "toner, 40 wt% resin, 6 wt% PY74", True),
        ("toner, 6 wt% PY74, 40 wt% resin", "toner, 40 wt% PY74, 6 wt% resin", False),
    ],
)
def test_amounts_in_another_notation(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same
    if not same:
        assert not (decision.match and decision.certain)


def test_clause_order_only_for_amounts():
    assert is_amount_clause("6 wt% PY74") and is_amount_clause("trehalose 8% w/v")
    assert not is_amount_clause("5% HCl etched") and not is_amount_clause("annealed 400 °C")
    assert amount_clauses_in_order_of("glass, 2 M HCl etched, 1 M KOH etched", "glass, 1 M KOH etched, 2 M HCl etched") is None
    assert amount_clauses_in_order_of("toner, 6 wt% PY74, 40 wt% resin", "toner, 40 wt% resin, 6 wt% PY74") == "toner, 6 wt% PY74, 40 wt% resin"


# 5. A ratio statement's basis in words.


def test_ratio_statement_basis_in_words():
    assert decide("K2CO3:SiO2 = 2.5 (mol), 900 °C", "K2CO3/SiO2 molar ratio 5:2, 900 °C").match
    assert not decide("K2CO3:SiO2 = 2.5 (mol), 900 °C", "K2CO3/SiO2 molar ratio 3:1, 900 °C").match
    assert decide("Si/Al molar ratio 25", "Si/Al = 25").match  # against no stated basis the words change nothing


# Property: a named ratio written from the other end is one composition; its numbers under rotated names are not.


_NAMES = ["TEOS", "EtOH", "H2O", "HCl", "NH3"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=60), min_size=3, max_size=5, unique=True))
def test_named_ratio_property(numbers):
    names = _NAMES[: len(numbers)]
    forward = f"sol ({':'.join(names)} {':'.join(map(str, numbers))})"
    backward = f"sol ({':'.join(reversed(names))} {':'.join(map(str, reversed(numbers)))})"
    rotated = f"sol ({':'.join(names[1:] + names[:1])} {':'.join(map(str, numbers))})"
    same = decide(forward, backward)
    assert same.match and same.certain
    assert not decide(forward, rotated).match


def test_hyphen_shares_and_adduct_counts():
    assert named_ratio("KF-AlF3 (57.5-42.5 mol%)").share_map() == {"kf": Fraction("0.575"), "alf3": Fraction("0.425")}
    assert named_ratio("3SrO·Al2O3·B2O3").basis == "mol"
    guessed = decide("NaF-KF (67-33 mol%)", "2NaF·KF")  # 66.7:33.3 written to whole per cents
    assert guessed.match and not guessed.certain
    assert not decide("NaF-KF (67-33 mol%)", "NaF·KF").match
    assert not decide("3SrO·Al2O3·B2O3-doped glass", "SrO:Al2O3:B2O3 = 1:3:1 doped glass").match


def test_hyphen_shares_on_other_bases_are_left_to_the_basis_readers():
    assert named_ratios_compared("NiO–YSZ (60:40 wt%)", "NiO–YSZ (60:40 vol%)") is None
    decision = decide("NiO–YSZ (60:40 wt%)", "NiO–YSZ (60:40 vol%)")
    assert not decision.match
