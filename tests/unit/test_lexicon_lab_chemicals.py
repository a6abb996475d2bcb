"""Lab-chemical abbreviations (ISO 1043-1 polymers, solvents, reagents, surfactants) to one identity."""

from comproeval.chem.lexicon import identified, identify_lab_chemical, lab_chemical_entry


def test_iso_1043_polymer_abbreviations_and_names_agree():
    assert identify_lab_chemical("PVDF") == identify_lab_chemical("poly(vinylidene fluoride)") == "polyvinylidene fluoride"
    assert identify_lab_chemical("PMMA") == identify_lab_chemical("poly(methyl methacrylate)")
    assert identify_lab_chemical("PTFE") == "polytetrafluoroethylene"
    assert identify_lab_chemical("PVAL") == identify_lab_chemical("PVA") == "polyvinyl alcohol"
    assert identify_lab_chemical("PEO") == identify_lab_chemical("poly(ethylene oxide)")


def test_copolymer_notations_agree():
    assert identify_lab_chemical("P(VDF-TrFE)") == identify_lab_chemical("PVDF-TrFE")
    assert identify_lab_chemical("P(VDF-TrFE)") != identify_lab_chemical("PVDF")


def test_solvent_abbreviations_resolve_to_formulas():
    assert identify_lab_chemical("DMF") == identify_lab_chemical("N,N-dimethylformamide") == "C3H7NO"
    assert identify_lab_chemical("DMSO") == "C2H6OS"
    assert identify_lab_chemical("NMP") == "C5H9NO"
    assert identify_lab_chemical("EtOH") == identify_lab_chemical("absolute ethanol") == "C2H6O"
    assert identify_lab_chemical("IPA") == identify_lab_chemical("isopropanol")
    assert identify_lab_chemical("2-ME") == identify_lab_chemical("2-methoxyethanol")


def test_isomers_share_a_formula_but_keep_their_names():
    assert identify_lab_chemical("THF") == identify_lab_chemical("MEK") == "C4H8O"
    assert lab_chemical_entry("THF")["name"] != lab_chemical_entry("MEK")["name"]


def test_surfactants_and_chelating_agents():
    assert identify_lab_chemical("CTAB") == "C19H42BrN"
    assert identify_lab_chemical("SDS") == identify_lab_chemical("sodium dodecyl sulfate")
    assert identify_lab_chemical("EDTA") == "C10H16N2O8"
    assert identify_lab_chemical("Triton X-100") == identify_lab_chemical("TX-100")


def test_ambiguous_abbreviations_are_not_resolved():
    assert identify_lab_chemical("CA") is None  # cellulose acetate (ISO 1043-1) or citric acid
    assert identify_lab_chemical("TEA") is None  # triethanolamine or triethylamine
    assert identify_lab_chemical("citric acid") == "C6H8O7"


def test_short_abbreviations_are_case_sensitive():
    assert identify_lab_chemical("PS") == "polystyrene"
    assert identify_lab_chemical("ps") is None
    assert identify_lab_chemical("pvdf") == "polyvinylidene fluoride"


def test_every_entry_cites_a_source():
    for text in ("PVDF", "DMF", "CTAB", "GO", "TEOS"):
        assert lab_chemical_entry(text)["source"]


def test_unknown_text_is_none():
    assert identify_lab_chemical("xyzzy") is None
    assert identify_lab_chemical("") is None
    assert not identified("xyzzy plugh")


def test_purity_and_supplier_notes_and_name_abbreviation_forms():
    assert identify_lab_chemical("N,N-dimethylformamide (DMF, 99.8%, Sigma-Aldrich)") == "C3H7NO"
    assert identify_lab_chemical("tetraethyl orthosilicate (TEOS)") == identify_lab_chemical("TEOS (98%)")


def test_a_written_formula_of_a_tabled_chemical_is_that_chemical():
    assert identify_lab_chemical("C3H7NO") == identify_lab_chemical("DMF")
    assert identify_lab_chemical("NH3·H2O") == identify_lab_chemical("ammonium hydroxide")
    assert identify_lab_chemical("Pb(NO3)2") == identify_lab_chemical("lead nitrate")
    assert identify_lab_chemical("Co(NO3)2·6H2O") == identify_lab_chemical("cobalt(II) nitrate hexahydrate")


def test_capital_letters_alone_are_abbreviations_not_formulas():
    assert identify_lab_chemical("PC") is None  # polycarbonate or propylene carbonate, not P + C
    assert identify_lab_chemical("KN") is None  # potassium niobate is no lab chemical


def test_polymer_names_are_their_own_identity():
    assert identify_lab_chemical("polyvinyl chloride") == identify_lab_chemical("PVC")


def test_polymer_grades_are_the_same_polymer():
    assert identify_lab_chemical("PEG-400") == identify_lab_chemical("PEG 2000") == "polyethylene glycol"
    assert identify_lab_chemical("PVP K-90") == "polyvinylpyrrolidone"
    assert lab_chemical_entry("PEG 400")["grade"] == "400"
    assert identify_lab_chemical("DMF 2") is None
