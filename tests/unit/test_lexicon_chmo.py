"""Techniques from the CHMO ontology (rsc-ontologies/rsc-cmo, CC BY 4.0): synonyms and acronyms of one method agree."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from comproeval.chem.data import load_lexicon
from comproeval.chem.lexicon import identify_technique, technique_measurements
from comproeval.chem.techniques import same_technique

ROOT = Path(__file__).resolve().parents[2]
CHMO_MIRROR = Path("/work/.mirror/rsc-ontologies+rsc-cmo/repo")


def test_chmo_synonyms_and_acronyms_name_one_concept():
    eels = identify_technique("electron energy loss spectroscopy")
    assert eels is not None and eels.startswith("CHMO:")
    assert identify_technique("EELS") == eels
    assert identify_technique("Mössbauer spectroscopy") == identify_technique("Mossbauer spectroscopy") is not None
    assert identify_technique("spectroscopic ellipsometry") is not None


def test_chmo_synonyms_of_a_curated_concept_join_it():
    assert identify_technique("X-ray diffractometry") == identify_technique("XRD") == "xrd"
    assert identify_technique("energy dispersive X-ray analysis") == identify_technique("EDX") == "eds"
    assert identify_technique("thermogravimetry") == "tga"


def test_a_chmo_subclass_is_a_variant_of_its_parent():
    single_crystal = identify_technique("single-crystal X-ray diffraction")
    assert single_crystal not in (None, "xrd")
    assert same_technique("XRD", "single-crystal X-ray diffraction")
    assert not same_technique("electron energy loss spectroscopy", "XPS")


def test_acronyms_are_read_only_as_the_whole_item():
    assert identify_technique("laser confocal microscope") != identify_technique("LASER")
    assert identify_technique("EELS analysis") == identify_technique("EELS")


def test_combined_chmo_techniques_still_name_each_part():
    assert technique_measurements("SEM/EDX") == {"sem", "eds"}
    assert technique_measurements("TEM-EDS") == {"tem", "eds"}


def test_general_class_words_are_not_read_inside_an_item():
    # the general technique, of which dielectric spectroscopy and EIS are forms (Barsoukov & Macdonald 2005)
    assert technique_measurements("complex impedance spectroscopy") == {"impedance_spectroscopy"}


def test_attribution_and_licence_are_recorded():
    data = load_lexicon("chmo_techniques")
    assert data["source"]["license"] == "CC BY 4.0"
    assert "rsc-ontologies/rsc-cmo" in data["source"]["url"]
    assert len(data["concepts"]) > 1000


@pytest.mark.skipif(not CHMO_MIRROR.exists(), reason="the rsc-cmo mirror is not on this machine")
def test_build_script_reproduces_the_committed_file(tmp_path):
    out = tmp_path / "chmo.json"
    committed = json.loads((ROOT / "comproeval/chem/data/chmo_techniques.json").read_text(encoding="utf-8"))
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts/build_technique_lexicon.py"),
            "--repo",
            str(CHMO_MIRROR),
            "--commit",
            committed["source"]["commit"],
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    assert json.loads(out.read_text(encoding="utf-8")) == committed


def test_general_chmo_methods_join_their_curated_concept():
    assert same_technique("dielectric measurement", "dielectrometry")
    assert same_technique("electrochemistry", "linear-sweep voltammetry")
    assert same_technique("Raman spectroscopy", "Raman microscopy")
    assert same_technique("elemental analysis", "atomic absorption spectroscopy")
    assert not same_technique("XRD", "atomic absorption spectroscopy")
