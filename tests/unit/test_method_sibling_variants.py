"""Method red team of issue 26: variants one lexicon route reads as one are siblings (thermal vs electron-beam
evaporation, SLS vs SLM, electrophoretic vs electrolytic deposition, chemical vs physical vapour transport, melt
vs solution polycondensation); a narrower route against its broader one (TSSG for flux growth, thermal
polycondensation for step-growth polymerization) is unproven. Examples written for these tests."""

import pytest

from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("resistive thermal evaporation", "e-beam evaporation"),
        ("electron beam evaporation", "thermal evaporation"),
        ("selective laser sintering", "SLM"),
        ("selective laser melting", "selective laser sintering"),
        ("electrophoretic deposition", "electroplating"),
        ("cathodic electrodeposition", "anodic electrodeposition"),
        ("chemical vapour transport", "physical vapor transport"),
        ("solution polycondensation", "melt polycondensation"),
        ("PEALD", "thermal atomic layer deposition"),
        ("ion-beam sputtering", "RF magnetron sputtering"),
        ("microwave hydrothermal", "conventional hydrothermal"),
        ("horizontal Bridgman growth", "vertical Bridgman"),
        ("galvanostatic electrodeposition", "potentiostatic electrodeposition"),
        ("pulsed electrodeposition", "DC electrodeposition"),
        ("needleless electrospinning", "coaxial electrospinning"),
        ("sequential impregnation", "co-impregnation"),
    ],
)
def test_sibling_variants_differ(reference, test):
    decision = explain_method(reference, test)
    assert not decision.match and decision.certain and decision.basis == "sibling-route"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("thermal evaporation", "vacuum thermal evaporation"),
        ("selective laser melting", "SLM"),
        ("electrophoretic deposition", "EPD"),
        ("chemical vapor transport", "CVT"),
    ],
)
def test_one_variant_spelled_two_ways_is_the_same(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("electrophoretic deposition", "electrodeposition"),
        ("electrodeposition", "electroplating"),
        ("laser powder bed fusion", "selective laser sintering"),
        ("travelling-solvent floating zone", "floating zone"),
        ("electrospinning", "coaxial electrospinning"),
        ("Bridgman", "vertical Bridgman"),
    ],
)
def test_an_unnamed_variant_is_unproven(reference, test):
    assert not explain_method(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("top-seeded solution growth", "flux growth"),
        ("polycondensation of melamine", "step-growth polymerization"),
    ],
)
def test_broader_route_is_unproven_not_different(reference, test):
    decision = explain_method(reference, test)
    assert not decision.certain and decision.basis == "broader-route"


def test_narrower_route_than_the_reference_still_matches():
    assert explain_method("flux growth", "top-seeded solution growth").match
