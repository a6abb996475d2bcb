"""Stop 47, task R4b: certainty probes of round 1's technique, family and method rules. Each example is our own;
identity-preserving rewrites must never be a certain "different", identity-changing ones never a certain "same"."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem import technique_qualifiers
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.technique_lists import explain_technique
from comproeval.judges.rules import judge_synthesis_rules


def _technique_list(reference: list[str], test: list[str]) -> dict:
    return judge_synthesis_rules({"characterization_techniques": reference}, {"characterization_techniques": test}).model_dump()[
        "characterization_techniques"
    ]


# --- the current against its density: one sweep (IUPAC Green Book 2.3) --------------------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("I-V curve", "J-V curve"),
        ("J–V sweep", "I–V sweep"),
        ("current-voltage characteristics", "current density-voltage characteristics"),
    ],
)
def test_current_and_current_density_sweeps_are_never_certainly_apart(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match and not decision.certain
    section = _technique_list([reference], [test])
    assert section["total_match"] == 1


@pytest.mark.parametrize(("reference", "test"), [("I-V curve", "C-V curve"), ("J-V curve", "J-t curve"), ("I-V curve", "I-V curve")])
def test_only_the_current_symbol_swapped_is_read_as_its_density(reference, test):
    assert not technique_qualifiers.current_or_density(reference, test)


# --- two elements' absorption edges are two spectra (IUPAC X-ray level notation) -----------------------------------


@pytest.mark.parametrize(("reference", "test"), [("Mn K-edge XANES", "Ni K-edge XANES"), ("S K-edge XAS", "P K-edge XAS")])
def test_edges_of_two_elements_are_never_certainly_one_measurement(reference, test):
    decision = explain_technique(reference, test)
    assert not (decision.match and decision.certain)
    assert technique_qualifiers.edge_elements(reference, test) is not None


@pytest.mark.parametrize(("reference", "test"), [("Mn K-edge XANES", "XANES at the Mn K-edge"), ("Ni K-edge EXAFS", "Ni K edge EXAFS")])
def test_one_elements_edge_written_two_ways_is_not_two_elements(reference, test):
    assert technique_qualifiers.edge_elements(reference, test) is None
    decision = explain_technique(reference, test)
    assert decision.match


# --- one name with another radiation (ISO 5576; IUPAC Gold Book) ----------------------------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [("X-ray computed tomography", "γ-ray computed tomography"), ("α-particle spectrometry", "β-particle spectrometry")],
)
def test_another_radiation_is_never_certainly_the_same_technique(reference, test):
    assert technique_qualifiers.other_radiations(reference, test) is not None
    decision = explain_technique(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test"), [("gamma-ray spectrometry", "γ spectrometry"), ("X-ray tomography", "x ray tomography"), ("XRD", "X-ray diffraction")]
)
def test_one_radiation_written_two_ways_is_no_other_radiation(reference, test):
    assert technique_qualifiers.other_radiations(reference, test) is None
    decision = explain_technique(reference, test)
    assert decision.match or not decision.certain


# --- UV absorbance at one wavelength is a kind of UV-vis spectrophotometry ----------------------------------------


def test_absorbance_at_one_wavelength_is_no_certain_other_technique_than_uv_vis():
    decision = explain_technique("UVA254", "UV-Vis absorption spectroscopy")
    assert decision.match or not decision.certain


# --- the silica process siblings: pyrogenic is fumed (ECETOC JACC 51) ----------------------------------------------


@pytest.mark.parametrize("other", ["colloidal silica", "precipitated silica"])
def test_pyrogenic_silica_is_never_certainly_another_process_kind(other):
    decision = explain_family("pyrogenic silica powder", other.replace("silica", "silica powder"))
    assert not (decision.match and decision.certain)


def test_pyrogenic_and_fumed_stay_one_value():
    decision = explain_family("pyrogenic alumina", "fumed alumina")
    assert decision.match or not decision.certain


# --- sibling polymer grades are not proven one by letters read as elements (ISO 1043-1, ASTM D1600) ---------------


@pytest.mark.parametrize(("reference", "test"), [("PVC-P", "CPVC"), ("CPVC", "PVC-U")])
def test_sibling_pvc_grades_are_never_certainly_one_family(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(("reference", "test"), [("PVC-P", "plasticized PVC"), ("PVC-U", "uPVC"), ("PE-X", "XLPE")])
def test_one_pvc_or_pe_grade_written_two_ways_is_never_certainly_apart(reference, test):
    decision = explain_family(reference, test)
    assert decision.match or not decision.certain


@given(st.sampled_from(["tomography", "radiography", "spectrometry", "imaging"]), st.sampled_from(["X-ray", "gamma-ray", "neutron"]))
def test_a_radiation_against_itself_is_never_another(noun, radiation):
    assert technique_qualifiers.other_radiations(f"{radiation} {noun}", f"{radiation} {noun}") is None
