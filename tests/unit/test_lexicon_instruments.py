"""Instrument mentions (classes, brands, models) map to the measurement they make."""

from comproeval.chem.lexicon import identified, identify_technique, technique_measurements


def test_impedance_analyzers_and_lcr_meters_measure_dielectric_impedance():
    for mention in (
        "Keysight E4990A",
        "Agilent 4294A impedance analyzer",
        "HP 4194A",
        "Hioki IM3570",
        "Wayne Kerr 6500B",
        "precision LCR meter",
        "Novocontrol Alpha-A",
        "Solartron 1260",
    ):
        assert identify_technique(mention) == "dielectric_impedance", mention


def test_ferroelectric_testers_measure_pe_loops():
    for mention in ("Radiant Precision Premier II", "RT66A", "aixACCT TF Analyzer 2000", "ferroelectric tester"):
        assert identify_technique(mention) == "pe_loop", mention


def test_d33_meters_measure_piezoelectric_coefficient():
    for mention in ("ZJ-3A", "ZJ-6B quasi-static d33 meter", "Piezotest PM300", "Berlincourt meter", "YE2730A"):
        assert identify_technique(mention) == "d33_meter", mention


def test_microscopes_diffractometers_spectrometers():
    assert identify_technique("Bruker D8 Advance") == "xrd"
    assert identify_technique("PANalytical Empyrean") == "xrd"
    assert identify_technique("JEOL JSM-7800F") == "sem"
    assert identify_technique("FEI Tecnai G2 F20") == "tem"
    assert identify_technique("Renishaw inVia") == "raman"
    assert identify_technique("Horiba LabRAM HR Evolution") == "raman"
    assert identify_technique("Thermo Nicolet iS10") == "ftir"
    assert identify_technique("Micromeritics ASAP 2020") == "gas_sorption"
    assert identify_technique("Netzsch DIL 402C") == "dilatometry"


def test_combined_instrument_measures_each_of_its_techniques():
    assert {"tga", "dsc"} <= technique_measurements("Netzsch STA 449 F3 Jupiter")
    assert technique_measurements("SEM/EDX") == {"sem", "eds"}


def test_multi_purpose_instrument_is_known_but_names_no_single_measurement():
    assert identify_technique("Quantum Design PPMS") is None
    assert {"magnetometry", "dc_conduction"} <= technique_measurements("PPMS")
    assert identify_technique("Keithley 6517B electrometer") is None
    assert "electrical_signal" in technique_measurements("Keithley 6517B electrometer")


def test_brand_alone_is_identified_but_not_a_technique():
    assert identify_technique("Bruker") is None
    assert "xrd" in technique_measurements("Bruker")
    assert identified("Bruker")


def test_oscilloscope_measures_output_signal():
    assert identify_technique("Tektronix MDO3024 oscilloscope") == "electrical_signal"


def test_unknown_mention_is_none():
    assert identify_technique("lorem ipsum dolor") is None
    assert technique_measurements("lorem ipsum dolor") == frozenset()
    assert identify_technique("") is None


def test_processing_equipment_is_known_but_measures_nothing():
    from comproeval.chem.lexicon import identify_equipment

    for mention in ("muffle furnace", "Trek 610E high voltage amplifier", "planetary ball mill", "spin coater"):
        assert identify_equipment(mention) is not None, mention
        assert identify_technique(mention) is None and technique_measurements(mention) == frozenset()
        assert identified(mention)
    assert identify_equipment("high-temperature XRD furnace") is None  # part of an XRD


def test_model_numbers_glued_or_split_are_the_same_model():
    assert identify_technique("Hitachi SU-8010") == identify_technique("SU8010") == "sem"
    assert identify_technique("JSM7800F") == identify_technique("JSM-7800F") == "sem"
    assert identify_technique("ZJ3A") == identify_technique("ZJ-3A") == "d33_meter"


def test_a_spelling_variant_is_a_guess_not_an_identification():
    from comproeval.chem.techniques import canonical_technique

    assert canonical_technique("ferroelectic tester") == "pe_loop"  # the matcher's fuzzy reading
    assert identify_technique("ferroelectic tester") is None
    assert technique_measurements("ferroelectic tester") == frozenset()
