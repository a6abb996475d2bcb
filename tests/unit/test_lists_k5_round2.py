"""Issue 26, lists round 2: a field-dependent word read only alone, ambiguous abbreviations, technique vocabulary of
general sources (examples written for these tests)."""

from comproeval.chem.compounds import same_compound, several_readings
from comproeval.chem.techniques import same_technique, technique_concepts
from comproeval.judges.explain.lists import explain_compound, explain_technique


def test_polarization_inside_a_longer_entry_is_not_the_ferroelectric_loop():
    # 'polarization' is a P-E loop to a ferroelectrics paper, a polarization curve to a corrosion one
    assert technique_concepts("polarization") == ("pe_loop",)  # alone, the ferroelectric reading stays
    assert "pe_loop" not in technique_concepts("Tafel polarization")
    assert "pe_loop" not in technique_concepts("cathodic polarization scan")
    assert not same_technique("P-E hysteresis loop", "Tafel polarization")
    decision = explain_technique("P-E hysteresis loop", "Tafel polarisation")
    assert not (decision.match and decision.certain)


def test_potentiodynamic_and_tafel_polarization_are_one_polarization_curve():
    assert same_technique("potentiodynamic polarisation", "Tafel polarization curves")
    assert technique_concepts("cyclic potentiodynamic polarization") == technique_concepts("polarization curve")


def test_capacitance_voltage_and_mott_schottky_are_related_not_sibling_or_cyclic_voltammetry():
    assert same_technique("C-V profiling", "capacitance–voltage measurements")
    assert not same_technique("C-V profiling", "cyclic voltammetry")
    decision = explain_technique("Mott–Schottky analysis", "capacitance-voltage profiling")
    assert decision.match and not decision.certain  # the test names the broader measurement the plot comes from


def test_differential_capacity_is_dq_dv_and_an_analysis_beside_battery_cycling():
    assert same_technique("dQ/dV curves", "incremental capacity analysis")
    assert not explain_technique("differential capacity plot", "galvanostatic cycling").match


def test_x_ray_microtomography_is_micro_ct():
    assert same_technique("micro-CT", "X-ray micro-computed tomography")
    assert same_technique("µCT", "X-ray microtomography")


def test_an_abbreviation_with_several_readings_proves_neither_match_nor_difference():
    assert set(several_readings("TEA")) >= {"triethylamine", "triethanolamine"}
    assert several_readings("PVA") == ()  # one reading is documented as preferred
    assert several_readings("toluene") == ()
    for name in ("triethylamine", "triethanolamine"):
        assert same_compound("TEA", name)
        decision = explain_compound(name, "TEA")
        assert (decision.match, decision.certain) == (True, False)
    decision = explain_compound("TEA", "methanol")
    assert not decision.match and not decision.certain  # TEA is also tetraethylammonium: no list of readings is complete
    decision = explain_compound("carbon black", "CB")
    assert (decision.match, decision.certain) == (True, False)
    assert explain_compound("TEA", "TEA").certain


def test_alkyl_shorthand_is_read_as_the_name_it_spells():
    from comproeval.chem.compounds.alkyl import alkyl_name

    assert alkyl_name("t-BuOH") == alkyl_name("tBuOH") == "tert-butyl alcohol"
    assert alkyl_name("Et3N") == "triethylamine"
    assert alkyl_name("i-PrOH") == "isopropyl alcohol"
    assert alkyl_name("t-MeOH") is None and alkyl_name("Pr(OH)3") is None
    assert explain_compound("2-methylpropan-2-ol", "t-BuOH").match
    assert explain_compound("isopropyl alcohol", "i-PrOH").match
    assert explain_compound("triethylamine", "Et3N").match


def test_an_alkyl_isomer_prefix_is_no_phase_and_isomers_stay_unproven():
    decision = explain_compound("1-butanol", "t-BuOH")
    # one formula, two compounds: never the same; stop 38: `n-butyl` (the lexicon's name of 1-butanol) against
    # `tert-butyl`, both stated, proves two compounds
    assert not decision.match and decision.basis == "isomers"
    decision = explain_compound("propan-1-ol", "i-PrOH")
    assert not (decision.match and decision.certain)
