"""Stop 42 (F7): kinds of a family that exclude each other (IUPAC carbon terminology, Fitzer et al. 1995; ISO 4063
welding process groups; catalyst preparation, Handbook of Heterogeneous Catalysis 2008; ASM titanium alloy classes),
a pure metal against its alloy (ASM), a dissimilar-metal joint against an alloy (AWS A3.0), a composite against
one of its parts (IUPAC Gold Book 'composite'), and Greek phase letters joined by `+` (ASM)."""

from __future__ import annotations

import pytest

from comproeval.chem.family_composites import composite_against_part
from comproeval.chem.family_kinds import joint_or_alloy, metal_or_alloy, other_kinds
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("coconut-shell activated carbon", "graphitizable carbon spheres"),
        ("carbon black fillers", "non-graphitizing carbon"),
        ("laser-welded stainless steel sheets", "ultrasonic welded stainless steel sheets"),
        ("diffusion-welded nickel superalloys", "arc-welded nickel superalloys"),
        ("Raney nickel catalysts", "coprecipitated nickel catalysts"),
        ("beta titanium alloys", "near-α Ti alloys"),
        ("α titanium alloys", "titanium aluminide sheets"),
    ],
)
def test_other_kinds_of_one_attribute_are_siblings(reference: str, test: str) -> None:
    assert other_kinds(reference, test) is not None
    decision = explain_family(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hard carbon anodes", "non-graphitizable carbon"),  # one kind, two IUPAC spellings
        ("gas metal arc welded steels", "laser welded steels"),  # both fusion welding
        ("α+β titanium alloys", "alpha/beta Ti alloys"),
        ("near-β titanium alloys", "metastable beta titanium alloys"),
        ("hard carbon", "hard coatings of steel"),  # no context word on one side
        ("fused silica glass", "precipitated silica"),  # no catalyst: the group does not apply
    ],
)
def test_one_kind_or_no_group_is_no_sibling(reference: str, test: str) -> None:
    assert other_kinds(reference, test) is None


def test_greek_phase_letters_spelled() -> None:
    decision = explain_family("beta+gamma Ti alloys", "β+γ titanium alloys")
    assert decision.match


def test_metal_against_its_alloy() -> None:
    assert metal_or_alloy("sodium metal anodes", "Na alloy anodes") == "Na metal and Na alloy"
    assert metal_or_alloy("magnesium metal", "magnesium alloys") == "Mg metal and Mg alloy"
    assert metal_or_alloy("zinc metal anodes", "zinc anodes") is None  # one side says neither
    assert metal_or_alloy("nickel-base filler metals", "nickel braze alloys") is None  # `metal` not after the element
    assert metal_or_alloy("potassium metal", "sodium alloys") is None


def test_dissimilar_joint_against_alloy() -> None:
    assert joint_or_alloy("dissimilar steel/nickel laser welds", "Fe–Ni alloys") is not None
    assert joint_or_alloy("Fe–Ni alloy welds", "Fe–Ni alloys") is None  # no dissimilar joint
    assert joint_or_alloy("dissimilar Mg/Al joints", "dissimilar Mg/Al welds") is None


@pytest.mark.parametrize(
    ("reference", "test", "found"),
    [
        ("ZrO2/polyimide composites", "ZrO2 ceramics", ("ZrO2", "polyimide")),
        ("zirconia–PMMA hybrid films", "zirconia xerogels", ("zirconia", "PMMA")),
    ],
)
def test_composite_against_one_part(reference: str, test: str, found: tuple[str, str]) -> None:
    assert composite_against_part(reference, test) == found
    assert not explain_family(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZrO2-based ceramics", "ZrO2–Y2O3 composites"),  # `-based` admits other phases
        ("SiC-reinforced magnesium", "Mg/SiC composites"),
        ("PVDF/BaTiO3 composites", "BaTiO3-filled PVDF"),
        ("PLA/starch blends", "polylactide–starch films"),  # the other lists parts too
    ],
)
def test_composites_in_other_words_are_no_part(reference: str, test: str) -> None:
    assert composite_against_part(reference, test) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("graphite anodes", "graphite cathodes"),  # IUPAC anode, cathode
        ("monocrystalline silicon wafers", "multicrystalline silicon wafers"),
        ("amorphous selenium", "polycrystalline selenium"),
        ("ultrafine-grained nickel", "coarse-grained nickel"),
        ("hot briquetted iron", "sponge iron"),  # ISO 11323
        ("manganese ore sinter", "manganese ore pellets"),
        ("gypsum wallboard", "gypsum fiber board"),  # EN 520, EN 15283-2
    ],
)
def test_other_kinds_by_standard_vocabularies(reference: str, test: str) -> None:
    assert other_kinds(reference, test) is not None
    assert not explain_family(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("single-crystal sapphire", "single crystal sapphire fibres"),
        ("DRI pellets", "direct reduced iron"),  # `pellets` without the ore context: one product
        ("sintered ore", "iron ore sinter"),  # `sintered` is no kind word
    ],
)
def test_one_kind_by_standard_vocabularies(reference: str, test: str) -> None:
    assert other_kinds(reference, test) is None


def test_alloy_system_adding_an_element_is_never_proof() -> None:
    """ASM Handbook Vol. 3: a ternary alloy system is a system of its own, with `alloys` or a bracketed grade after it."""
    for reference, test in (("Cu–Sn alloys (bronze)", "Cu–Ni–Sn alloys"), ("Fe–Co alloys", "Fe–Ni–Co alloys")):
        decision = explain_family(reference, test)
        assert decision.match and not decision.certain and decision.basis == "metal-system-extended"
