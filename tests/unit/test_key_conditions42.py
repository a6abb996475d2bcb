"""Key conditions read whole (stop 42, K7): a heat-treatment schedule's solidus (SI Brochure 5.4.6), amounts of one
kind that differ (IUPAC Green Book 1.1), a ratio's basis as a clause, an amount fraction against a ratio (Green Book
2.10), exclusive directions (ASTM E1823), air against a gas, a named ratio, a specific gravity (IUPAC Gold Book,
relative density), un- participles as negations, and shares of named parts as their ratio."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.label_words import same_label_words
from comproeval.judges.explain.keys import explain_key


def test_a_solidus_before_a_lone_number_ends_the_unit() -> None:
    assert read_conditions("AA7075 (753 K/1 h/WQ)").quantities[:2] == ((753.0, "K"), (1.0, "h"))


@pytest.mark.parametrize(
    ("test", "same"),
    [
        ("AA7075 (753 K/1 h/WQ + 393 K/24 h)", True),  # 480 °C = 753.15 K, 120 °C = 393.15 K
        ("AA7075 (753 K/1 h/WQ + 433 K/24 h)", False),
    ],
)
def test_a_schedule_in_kelvin_against_celsius(test: str, same: bool) -> None:
    verdict = compare_conditions("AA7075 (480 °C/1 h/WQ + 120 °C/24 h)", test)
    assert verdict.same is same, verdict


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("Zn-2 (2 A/dm2)", "Zn-2 (2 mA/cm2)", False),  # 2 A/dm2 is 20 mA/cm2: the bare 2 of the name is no amount
        ("Zn coating (2 A/dm2)", "Zn coating (20 mA/cm2)", True),
    ],
)
def test_an_amount_of_one_kind_is_not_paired_with_a_bare_number(reference: str, test: str, same: bool) -> None:
    assert explain_key(reference, test)[0].match is same


def test_a_ratio_basis_written_as_its_own_clause() -> None:
    assert read_conditions("NaTFSI–3G2 (molar ratio)").bases == ("mol",)
    verdict = compare_conditions("NaTFSI–3G2 (molar ratio)", "NaTFSI–3G2 (mass ratio)")
    assert verdict.same is False and verdict.certain


@pytest.mark.parametrize(
    ("test", "same", "certain"),
    [
        ("CoW/SiO2 (Co/W = 0.25)", False, False),  # Co/(Co+W) = 0.25 is Co/W = 1/3: another sample, by guess
        ("CoW/SiO2 (Co/W = 0.33)", True, False),  # 1/3 written to two digits
        ("CoW/SiO2 (Co/(W+Co) = 25%)", True, True),
        ("CoW/SiO2 (Co/(Co+W) = 0.4)", False, True),
    ],
)
def test_an_amount_fraction_is_read_as_the_ratio_it_makes(test: str, same: bool, certain: bool) -> None:
    verdict = compare_conditions("CoW/SiO2 (Co/(Co+W) = 0.25)", test)
    assert (verdict.same, verdict.certain) == (same, certain), verdict


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CNT/epoxy (vertically aligned)", "CNT/epoxy (horizontally aligned)"),
        ("AA2024 plate (longitudinal)", "AA2024 plate (transverse)"),
    ],
)
def test_exclusive_directions_are_two_samples(reference: str, test: str) -> None:
    verdict = compare_conditions(reference, test)
    assert verdict.same is False and verdict.certain


def test_air_is_not_a_gas_named_by_its_formula() -> None:
    verdict = compare_conditions("TiO2 (calcined in air, 450 °C)", "TiO2 (calcined in N2, 450 °C)")
    assert verdict.same is False and not verdict.certain
    assert compare_conditions("TiO2 (air, 450 °C)", "TiO2 (air, 450 °C)").same


def test_a_named_ratio_reads_as_the_ratio_after_the_names() -> None:
    assert same_label_words("0.5 M NaPF6 in PC/FEC (95:5 v/v)", "0.5 mol/L NaPF6 in PC:FEC = 95:5 by volume")
    assert not same_label_words("0.5 M NaPF6 in PC/FEC (95:5 v/v)", "0.5 mol/L NaPF6 in PC:FEC = 90:10 by volume")


def test_a_specific_gravity_is_grams_per_cubic_centimetre_by_guess() -> None:
    verdict = compare_conditions("cement slurry (1.9 g/cm3)", "cement slurry (1.9 SG)")
    assert verdict.same and not verdict.certain and verdict.read
    decision = explain_key("cement slurry (1.9 g/cm3)", "cement slurry (1.9 SG)")[0]
    assert decision.match and not decision.certain
    assert compare_conditions("cement slurry (1.9 SG)", "cement slurry (1.6 g/cm3)").same is False


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("PP (no filler)", "PP (unfilled)", True, True),  # one root (`word_roots`, stop 48): one absence, read whole
        ("glass slide (uncoated)", "glass slide (coated)", False, True),
        ("PET film (untreated)", "PET film (corona-treated)", False, True),
    ],
)
def test_an_un_participle_negates_its_root(reference: str, test: str, same: bool, certain: bool) -> None:
    verdict = compare_conditions(reference, test)
    assert (verdict.same, verdict.certain) == (same, certain), verdict


def test_words_starting_with_un_that_negate_nothing() -> None:
    assert read_conditions("X (united)").negated == ()
    assert read_conditions("X (unaged)").negated == ()  # too short a root to match by


@pytest.mark.parametrize(("test", "same"), [("Cu paste (5 µm:0.5 µm = 3:2)", True), ("Cu paste (5 µm:0.5 µm = 2:3)", False)])
def test_shares_of_named_parts_are_their_ratio(test: str, same: bool) -> None:
    assert compare_conditions("Cu paste (60% 5 µm + 40% 0.5 µm)", test).same is same
    assert read_conditions("Cu paste (50% 5 µm + 30% 1 µm + 20% 0.5 µm)").ratio_groups


def test_shares_that_do_not_sum_to_one_hundred_stay_shares() -> None:
    assert read_conditions("X (50% RH, 50% porosity)").bare_ratios == ()
    assert read_conditions("Cu paste (60% 5 µm + 30% 0.5 µm)").bare_ratios == ()


def test_no_governs_the_noun_phrase_after_it() -> None:
    assert read_conditions("ZnO (no surface treatment)").negated == ("surface", "treatment")
    assert read_conditions("ZnO (no surface treatment)").words == ()
    assert read_conditions("ZnO (no anneal at 400 °C)").negated == ("anneal",)


def test_a_narrower_absence_is_not_a_named_treatment() -> None:
    verdict = compare_conditions("TiO2 pigment (rutile, untreated)", "TiO2 pigment (rutile), no surface treatment")
    assert verdict.same and not verdict.certain, verdict
    assert compare_conditions("ZnO (no heat treatment)", "ZnO (heat-treated, 400 °C)").same is False
