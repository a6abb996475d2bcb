"""One test per resolution or comparison rule of comproeval.chem.compounds."""

import json
from importlib import resources

import pytest

from comproeval.chem.compounds import compound_formula, compound_similarity, same_compound


def test_plain_formula_is_parsed_to_element_amounts():
    assert compound_formula("Nb2O5") == {"Nb": 2.0, "O": 5.0}


def test_hydrate_water_is_included_in_the_element_map():
    assert compound_formula("Zn(NO3)2·6H2O") == {"Zn": 1.0, "N": 2.0, "O": 12.0, "H": 12.0}


@pytest.mark.parametrize("written", ["CuSO4.5H2O", "CuSO4•5H2O", "CuSO4·5 H2O", "CuSO4·5(H2O)", "CuSO4Â·5H2O"])
def test_hydrate_separators_are_all_read(written):
    assert compound_formula(written) == {"Cu": 1.0, "S": 1.0, "O": 9.0, "H": 10.0}


def test_fractional_hydrate_count_is_not_mistaken_for_a_separator():
    assert compound_formula("Ga(NO3)3·7.5H2O")["H"] == 15.0


def test_lost_hydrate_dot_after_an_element_is_restored():
    assert same_compound("CH3COONa3H2O", "sodium acetate trihydrate")


def test_fraction_subscripts_are_read():
    assert compound_formula("Pb(Zn1/3Nb2/3)O3")["Zn"] == pytest.approx(1 / 3, abs=1e-5)


def test_unbalanced_bracket_is_repaired():
    assert same_compound("(K0.5Na0.5)NbO3", "K0.5Na0.5)NbO3")


def test_ligand_abbreviations_in_formulas_expand():
    assert same_compound("Hf(OEt)4", "Hf(OC2H5)4")
    assert same_compound("Ti(OiPr)4", "Ti(OC3H7)4")
    assert same_compound("Pb(OAc)2", "Pb(CH3COO)2")


def test_purity_and_supplier_notes_are_ignored():
    assert compound_formula("SrCO3 (99.9%, Alfa Aesar)") == {"Sr": 1.0, "C": 1.0, "O": 3.0}
    assert same_compound("MgO", "MgO powder, analytical grade")


def test_argon_gas_is_not_eaten_as_an_annotation():
    assert compound_formula("Ar") == {"Ar": 1.0}


def test_pseudo_elements_do_not_make_abbreviations_formulas():
    # pymatgen reads D and T as hydrogen isotopes; "PZT" is a material, not P-Z-T.
    assert compound_formula("PZT") is None


def test_name_resolves_through_chemicals_database():
    assert compound_formula("strontium carbonate") == {"Sr": 1.0, "C": 1.0, "O": 3.0}


def test_name_with_oxidation_state_is_built_by_rule():
    assert compound_formula("iron(II) nitrate") == {"Fe": 1.0, "N": 2.0, "O": 6.0}
    assert compound_formula("iron (III) chloride") == {"Fe": 1.0, "Cl": 3.0}
    assert compound_formula("titanium(IV) oxide") == {"Ti": 1.0, "O": 2.0}


def test_count_prefix_picks_metal_count_from_oxidation_states():
    assert compound_formula("vanadium pentoxide") == {"V": 2.0, "O": 5.0}
    assert compound_formula("tungsten trioxide") == {"W": 1.0, "O": 3.0}


def test_alkoxide_names_take_the_usual_valence():
    assert same_compound("tantalum ethoxide", "Ta(OC2H5)5")
    assert same_compound("zirconium n-propoxide", "Zr(OC3H7)4")
    assert same_compound("Hf-n butoxide", "Hf(OC4H9)4")


def test_ester_names_of_alkoxides_resolve():
    assert same_compound("tetraisopropyl titanate", "titanium isopropoxide")
    assert same_compound("tetraethyl orthosilicate", "Si(OC2H5)4")


def test_ammonium_salts_resolve_by_rule():
    assert compound_formula("ammonium oxalate") == {"N": 2.0, "H": 8.0, "C": 2.0, "O": 4.0}


def test_curated_abbreviations_resolve_case_sensitively():
    assert same_compound("TEOS", "Si(OC2H5)4")
    assert same_compound("MEA", "ethanolamine")
    assert compound_formula("mea") is None


def test_hydrate_word_is_split_from_the_name():
    assert same_compound("magnesium acetate tetrahydrate", "Mg(CH3COO)2·4H2O")


def test_a_hydrate_written_anhydrous_is_another_reagent():
    """gold.md: a hydrate in the ground truth answered by the anhydrous formula is 0 (a formula states its water)."""
    assert not same_compound("Zn(NO3)2·6H2O", "Zn(NO3)2")
    assert not same_compound("Fe(NO3)3·9H2O", "Fe(NO3)3")


def test_unstated_water_is_the_same_reagent():
    assert same_compound("Mg(CH3COO)2·xH2O", "magnesium acetate tetrahydrate")
    assert same_compound("H2PtCl6·6H2O", "chloroplatinic acid")  # a name without a hydrate word leaves the water open
    assert same_compound("Sb", "antimony")  # a name and a formula, neither with water


def test_different_stated_hydrates_are_different_reagents():
    assert not same_compound("Al(NO3)3·9H2O", "Al(NO3)3·6H2O")
    assert not same_compound("anhydrous zinc acetate", "zinc acetate dihydrate")


def test_inorganic_formula_units_may_be_scaled():
    assert same_compound("Ba0.5Sr0.5TiO3", "BaSrTi2O6")


def test_organic_formulas_are_not_scaled():
    assert not same_compound("CH2O", "C2H4O2")


def test_different_compounds_of_same_elements_differ():
    assert not same_compound("FeO", "Fe2O3")
    assert not same_compound("PbO", "Pb3O4")


def test_name_and_abbreviation_in_brackets_are_both_tried():
    assert same_compound("dimethyl sulfoxide (DMSO)", "C2H6OS")
    assert same_compound("silicon carbide (SiC)", "SiC")


def test_bracketed_name_part_is_not_split_off():
    assert not same_compound("poly(vinyl alcohol)", "poly(vinyl butyral)")


def test_polymers_match_by_synonym_not_by_repeat_unit():
    assert same_compound("PVA", "polyvinyl alcohol")
    assert not same_compound("PVA", "PEG")
    assert not same_compound("polystyrene", "styrene")


def test_copolymer_ratio_is_kept_with_the_synonym():
    assert same_compound("P(VDF-TrFE) 70/30", "poly(vinylidene fluoride-co-trifluoroethylene) 70/30")
    assert not same_compound("P(VDF-TrFE) 70/30", "P(VDF-TrFE) 80/20")


def test_unresolved_names_match_on_words_in_any_order():
    assert same_compound("Sylgard 184 elastomer", "elastomer Sylgard 184")


def test_unresolved_name_may_add_a_grade_code():
    assert same_compound("Araldite", "Araldite 2011")
    assert not same_compound("graphene oxide", "reduced graphene oxide")


def test_empty_strings_never_match():
    assert not same_compound("", "")
    assert compound_formula("  ") is None


def test_similarity_is_one_exactly_for_same_compound():
    assert compound_similarity("BaCO3", "barium carbonate") == 1.0
    assert compound_similarity("BaCO3", "BaTiO3") < 1.0


def test_similarity_prefers_the_closer_formula():
    assert compound_similarity("Nb2O5", "Ta2O5") < compound_similarity("Nb2O5", "NbO2")


def test_table_documents_its_provenance():
    with resources.files("comproeval.chem.data").joinpath("name_annotations.json").open() as fh:
        table = json.load(fh)
    assert table["_provenance"].strip()
