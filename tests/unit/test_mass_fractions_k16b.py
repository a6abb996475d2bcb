"""Mass ratios, per milles and masses per 100 mL read as the per cents they are (K16b; IUPAC Green Book 2.10)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.parts_per import mass_fractions_as_percent
from comproeval.judges.explain import explain_key


def test_mass_ratios_are_per_cents_by_mass():
    assert mass_fractions_as_percent("Pb 12 mg/kg in soil") == "Pb 0.0012 wt% in soil"
    assert mass_fractions_as_percent("collector 50 g/t") == "collector 0.005 wt%"
    assert mass_fractions_as_percent("binder 5 kg/t") == "binder 0.5 wt%"
    assert mass_fractions_as_percent("Cd 7 µg/g") == "Cd 0.0007 wt%"
    assert mass_fractions_as_percent("Hg 2 mg kg-1") == "Hg 0.0002 wt%"


def test_other_quotients_and_wholes_are_left():
    for text in ("3 mg kg", "2 g/cm3", "1500 kg/t", "30 mg/L", "5 mg/kg/day"):
        assert mass_fractions_as_percent(text) == text


def test_per_mille_and_mass_per_hundred_millilitres():
    assert mass_fractions_as_percent("Pt 950‰") == "Pt 95%"
    assert mass_fractions_as_percent("2 g/100 mL KCl") == "2% w/v KCl"


def test_a_mass_ratio_and_its_per_cent_are_one_key_and_another_value_is_not():
    same, _ = explain_key("kaolin slurry, 40 g/t dispersant", "kaolin slurry, 0.004 wt% dispersant")
    assert same.match
    other, _ = explain_key("kaolin slurry, 40 g/t dispersant", "kaolin slurry, 0.04 wt% dispersant")
    assert not other.match or not other.certain
    bare, _ = explain_key("kaolin slurry, 40 ppm dispersant", "kaolin slurry, 40 mg/kg dispersant")
    assert bare.match and not bare.certain  # a bare ppm states no basis: by mass only by guess


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=900), st.sampled_from([("g/t", 10**-4), ("kg/t", 10**-1), ("mg/kg", 10**-4), ("g/kg", 10**-1)]))
def test_a_mass_ratio_read_never_proves_another_amount(number: int, unit: tuple[str, float]):
    written, factor = unit
    decision, _ = explain_key(f"sizing agent {number} {written}", f"sizing agent {number * factor * 3:g} wt%")
    assert not (decision.match and decision.certain)
    twin, _ = explain_key(f"sizing agent {number} {written}", f"sizing agent {number * factor:.10g} wt%")
    assert not (not twin.match and twin.certain)
