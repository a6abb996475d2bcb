from comproeval.chem.techniques import canonical_technique, same_technique, technique_similarity


def test_abbreviation_matches_full_name_with_parenthesis():
    assert same_technique("XRD", "Powder X-Ray Diffraction (PXRD)")


def test_instrument_model_maps_to_instrument_class():
    assert canonical_technique("ZJ-6A") == canonical_technique("Berlincourt meter") == "d33_meter"
    assert canonical_technique("Keysight E4990A") == "dielectric_impedance"
    assert canonical_technique("aixACCT TF Analyzer 2000E") == "pe_loop"


def test_extra_description_still_matches():
    assert same_technique("SEM", "scanning electron microscope (Hitachi SU8020) for fracture surfaces")


def test_specialised_variant_matches_general_technique_both_ways():
    assert same_technique("SEM", "field-emission scanning electron microscopy")
    assert same_technique("HRTEM", "TEM")


def test_different_measurements_do_not_match():
    assert not same_technique("SEM", "TEM")
    assert not same_technique("DSC", "DTA")
    assert not same_technique("d33 meter", "dielectric and ferroelectric test system")


def test_siblings_rank_below_match_threshold():
    assert 0 < technique_similarity("AFM", "PFM") < technique_similarity("PFM", "piezo-response force microscope")


def test_spelling_variant_resolved_by_fuzzy_lookup():
    assert same_technique("LCR meter", "LRC-meter")


def test_plural_and_unicode_dash_variants():
    assert same_technique("UV-Vis spectroscopy", "UV\u2013vis\u2013NIR spectra")


def test_compound_item_names_each_technique():
    assert same_technique("EDS", "SEM/EDX")
    assert same_technique("SEM", "SEM/EDX")


def test_combined_thermal_instrument_covers_its_techniques():
    assert same_technique("TGA", "simultaneous thermal analyzer (STA)")
    assert same_technique("DSC", "simultaneous thermal analyzer (STA)")


def test_vendor_name_inside_item_is_not_a_technique():
    assert canonical_technique("DMA Q800 (TA Instruments)") == "dma"
    assert canonical_technique("TA") == "transient_absorption"


def test_exact_wording_outranks_same_concept_wording():
    assert technique_similarity("LCR meter", "LCR meter") > technique_similarity("LCR meter", "dielectric measurement")


def test_unknown_items_fall_back_to_core_words():
    assert canonical_technique("contact angle goniometer") is not None
    assert same_technique("ultrasonic bath cleaning rig", "Ultrasonic bath cleaning rig setup")
    assert not same_technique("thermal shock rig", "salt spray chamber")


def test_empty_or_unknown_is_none():
    assert canonical_technique("") is None
    assert canonical_technique("lorem ipsum") is None


def test_ten_thousand_calls_give_bounded_similarities():
    refs = ["XRD", "SEM", "d33 meter", "P-E loop", "LCR meter"]
    tests = [f"item {i} X-ray diffractometer model {i % 97}" for i in range(2000)]
    scores = [technique_similarity(r, t) for t in tests for r in refs]
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert max(scores[0::5]) < 1.0  # an X-ray diffractometer is not XRD itself, and never certainly so


def test_instrument_matches_each_measurement_it_makes():
    assert same_technique("TGA", "TG-DTA") and same_technique("DTA", "TG-DTA")
    assert not same_technique("DTA", "TG-DSC")
    assert same_technique("output current", "Keithley 6514 electrometer")
    assert same_technique("leakage current", "Keithley 6514 electrometer")


def test_two_instruments_compare_by_what_each_is_for():
    assert not same_technique("electrometer", "oscilloscope")
    assert not same_technique("PPMS", "Keithley 6514 electrometer")
    assert same_technique("Netzsch STA 449 F3", "simultaneous thermal analyzer")


def test_chmo_method_outside_the_curated_concepts_is_known():
    assert canonical_technique("electron energy loss spectroscopy") == canonical_technique("EELS") is not None
