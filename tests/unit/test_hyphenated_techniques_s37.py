"""Stop 37: hyphenated techniques read as stages (IUPAC Orange Book, hyphenated techniques; CHMO detection methods;
IUPAC 1993 analytical pyrolysis terms), sulfonate/sulfate twins the name database conflates (IUPAC Blue Book P-65.3,
P-67.1), and reversed dilution ratios whose parts are not named (IUPAC Green Book 2.10)."""

import pytest

from comproeval.chem import technique_hyphenated as th
from comproeval.chem import techniques
from comproeval.chem.compounds import compound_formula
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize(
    ("short", "spelled"),
    [
        ("GC-TCD", "gas chromatography with a thermal conductivity detector"),
        ("GC/FID", "gas chromatograph equipped with a flame ionisation detector"),
        ("GC-ECD", "gas chromatography with electron capture detection"),
        ("LC-MS/MS", "liquid chromatography coupled to tandem mass spectrometry"),
        ("HPLC-DAD", "HPLC with photodiode array detection"),
        ("TG-IR", "thermogravimetry coupled with infrared spectroscopy"),
        ("TGA-MS", "thermogravimetric analysis–mass spectrometry"),
        ("Py-GC-MS", "pyrolysis gas chromatography/mass spectrometry"),
        ("LC-MS", "liquid chromatography-mass spectrometry (LC-MS)"),
    ],
)
def test_a_hyphenated_acronym_and_its_spelled_form_are_one_technique(short: str, spelled: str) -> None:
    for reference, test in ((short, spelled), (spelled, short)):
        decision = explain_technique(reference, test)
        assert decision.match and decision.certain, decision
        assert techniques.same_technique(reference, test)


@pytest.mark.parametrize(("one", "other"), [("GC-TCD", "GC-ECD"), ("HPLC-RID", "HPLC-UV"), ("TG-MS", "TG-FTIR"), ("GC-MS", "LC-MS")])
def test_another_detector_or_front_end_is_another_technique(one: str, other: str) -> None:
    for reference, test in ((one, other), (other, one)):
        decision = explain_technique(reference, test)
        assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(("broad", "narrow"), [("gas chromatography", "GC-ECD"), ("LC", "LC-ELSD"), ("HPLC-UV", "HPLC-DAD"), ("LC-MS", "HPLC-MS")])
def test_a_detector_left_unsaid_or_a_kind_of_a_stage_is_never_proof(broad: str, narrow: str) -> None:
    for reference, test in ((broad, narrow), (narrow, broad)):
        decision = explain_technique(reference, test)
        assert decision.match and not decision.certain, decision


def test_a_part_of_a_coupling_is_a_guess_either_way() -> None:
    assert not explain_technique("LC-MS", "mass spectrometry").certain
    assert not explain_technique("mass spectrometry", "LC-MS").certain
    assert not explain_technique("TG-MS", "thermogravimetry").match
    assert explain_technique("thermogravimetry", "TG-MS").match and not explain_technique("thermogravimetry", "TG-MS").certain


def test_py_before_a_detector_alone_may_be_pyridine() -> None:
    assert not explain_technique("Py-FTIR", "pyrolysis FTIR").certain
    assert th.stages("Py-GC").front == ("pyrolysis", "gc")  # before a separation, analytical pyrolysis


@pytest.mark.parametrize("entry", ["thermogravimetry (TG)", "TGA and FTIR", "XRD", "SEM-EDS", "GC, MS", "pyridine-adsorbed IR"])
def test_lists_and_other_entries_are_not_read_as_stages(entry: str) -> None:
    assert th.stages(entry) is None or th.stage_count(entry) < 2


def test_a_sulfonate_is_not_read_under_its_sulfate_twin() -> None:
    assert compound_formula("sodium dodecyl sulfate") is not None  # the lab-chemical vocabulary names it
    decision = explain_compound("sodium dodecyl sulfonate", "sodium dodecyl sulfate")
    assert not (decision.match and decision.certain)
    assert not explain_compound("sodium dodecyl sulfonate", "C12H25NaO4S").certain


def test_a_reversed_ratio_of_unnamed_parts_is_a_guess() -> None:
    decision, _ = explain_key("glass in 1:20 HNO3", "glass in 20:1 HNO3")
    assert not decision.certain
    named, _ = explain_key("PMMA/PS 80/20", "PMMA/PS 20/80")
    assert not named.match and named.certain
    other, _ = explain_key("glass in 1:20 HNO3", "glass in 1:50 HNO3")
    assert not other.match and other.certain


def test_a_ratio_of_three_parts_in_a_label_is_compared_without_failing():
    from comproeval.judges.explain.keys import explain_key

    for reference, test in (("Ni:Co:Mn = 1:1:1, 800 °C", "Ni:Co:Mn = 6:2:2, 850 °C"), ("Ni:Co:Mn = 6:2:2, 850 °C", "Ni:Co:Mn = 1:1:1, 800 °C")):
        decision, _ = explain_key(reference, test)
        assert decision.match in (True, False)


def test_an_inorganic_sulfonic_acid_named_either_way_still_resolves():
    from comproeval.chem.compounds.resolve import resolve

    assert resolve("fluorosulfonic acid") is not None  # HSO3F, also named fluorosulfuric acid: one compound
