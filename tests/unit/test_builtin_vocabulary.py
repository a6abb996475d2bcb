"""The technique, instrument and lab-chemical vocabulary is read from knowledge files (chem/data/knowledge)."""

from __future__ import annotations

from comproeval.chem.data import instrument_groups, load_builtin, technique_concepts
from comproeval.chem.lexicon import identify_lab_chemical, lab_chemical_entry


def test_technique_concepts_keep_their_ids_labels_and_whole_entry_spellings():
    view = technique_concepts()
    assert view["concepts"]["hrxrd"]["label"] == "high-resolution X-ray diffraction"
    assert "xrd" in view["concepts"]["hrxrd"]["broader"]
    assert "hrxrd" in view["concepts"]["xrd"]["terms"]  # the spelling reads as X-ray diffraction
    assert view["exact_only_terms"]["ta"] == "transient_absorption"
    assert "measurement" in view["generic_words"]
    assert load_builtin("techniques")["hrxrd"]["label_only"] is True


def test_instrument_groups_come_from_instrument_classes_and_vendors_alone():
    groups = instrument_groups()["groups"]
    vendors = [g for g in groups if g.get("brand_only")]
    assert vendors and all(g["class"] in load_builtin("techniques", "vendors") for g in vendors)
    assert any(g.get("equipment") for g in groups)
    assert all(g["terms"] and g["source"] and (g["measures"] or g.get("equipment")) for g in groups)


def test_lab_chemical_readings_label_only_keys_and_preferred_readings():
    assert identify_lab_chemical("PVA") == "polyvinyl alcohol"  # several readings, one documented as preferred
    assert lab_chemical_entry("PVA")["why"].startswith("in ceramic processing")
    assert identify_lab_chemical("PC") is None  # polycarbonate or propylene carbonate: neither taken
    assert lab_chemical_entry("PC-solvent") is None  # a label, never read
    assert identify_lab_chemical("propylene carbonate") == "C4H6O3"  # the label-only entry's names are read
    readings = load_builtin("abbreviations", "lab_chemicals")["PC"]
    assert isinstance(readings, list) and all(r["source"] for r in readings)
