"""Stop 43: near-, mid- and far-infrared spectroscopy are sibling techniques (IUPAC Gold Book, infrared radiation;
ISO 20473 spectral regions; CHMO near-infrared absorption spectroscopy beside mid-infrared spectroscopy): a near- or
far-infrared method is never read as a form of FTIR, the usual mid-infrared measurement."""

import pytest

from comproeval.chem import techniques
from comproeval.chem.technique_regions import infrared_region, region_ancestors


@pytest.mark.parametrize(
    ("label", "region"),
    [
        ("near-infrared absorption spectroscopy", "near"),
        ("Fourier transform near infrared absorbance spectroscopy", "near"),
        ("Far-Infra-red spectrometry", "far"),
        ("mid-infrared spectroscopy", None),
        ("Fourier transform infrared spectroscopy", None),
        ("", None),
    ],
)
def test_infrared_region_reads_the_label(label, region):
    assert infrared_region(label) == region


def test_region_ancestors_keep_the_own_region_only():
    concepts = {
        "ftir": {"label": "infrared spectroscopy"},
        "refl": {"label": "infrared reflectance spectroscopy"},
        "nir": {"label": "near-infrared spectroscopy"},
        "ftnir": {"label": "Fourier transform near-infrared spectroscopy"},
        "nir_refl": {"label": "near-infrared reflectance spectroscopy"},
        "vib": {"label": "vibrational spectroscopy"},
    }
    ancestors = {
        "vib": frozenset(),
        "ftir": frozenset(),
        "refl": frozenset({"ftir", "vib"}),
        "nir": frozenset({"ftir"}),
        "ftnir": frozenset({"nir", "ftir"}),
        "nir_refl": frozenset({"refl", "ftir", "vib"}),
    }
    out = region_ancestors(concepts, ancestors)
    assert out["ftnir"] == {"nir"}
    assert out["nir"] == frozenset()
    assert out["nir_refl"] == {"vib"}
    assert out["refl"] == {"ftir", "vib"}


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("FTIR", "FT-NIR"),
        ("FT-IR spectroscopy", "FT-NIR spectroscopy"),
        ("IR spectroscopy", "near-infrared spectroscopy"),
        ("FTIR", "near infrared reflectance spectroscopy"),
        ("infrared spectroscopy", "far-infrared spectroscopy"),
    ],
)
def test_other_infrared_regions_are_not_ftir(reference, test):
    assert not techniques.same_technique(reference, test)
    assert not techniques.same_technique(test, reference)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("FTIR", "mid-infrared spectroscopy"),
        ("FT-NIR", "near-infrared spectroscopy"),
        ("FTIR", "ATR-FTIR"),
        ("far-infrared spectroscopy", "Fourier transform far-infrared spectroscopy"),
    ],
)
def test_one_region_still_matches_its_forms(reference, test):
    assert techniques.same_technique(reference, test)
