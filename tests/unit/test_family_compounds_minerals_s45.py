"""Stop 45, F13: families naming definite compounds (a name glossed by its formula, two compounds of other
compositions, a mixed-site series against its end member), anion classes, mineral species, and the one table of
end-member formulas. Examples written for these tests, both directions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.family_mineral_series import end_members
from comproeval.chem.family_reading import _unbracket
from comproeval.chem.formula.end_members import END_MEMBERS, end_member_formula
from comproeval.judges.explain.family import explain_family


def _certain(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_family(reference, test)
    return decision.match, decision.certain


def test_a_name_glossed_by_its_formula_is_that_formula():
    assert _certain("bismuth telluride (Bi2Te3)", "Bi2Te3") == (True, True)
    assert explain_family("tin sulfoselenide (Sn(S,Se)2)", "Sn(S,Se)2").match


def test_two_glossed_compounds_of_other_elements_are_other_families():
    assert _certain("bismuth telluride (Bi2Te3)", "bismuth selenide (Bi2Se3)") == (False, True)
    assert _certain("tin sulfoselenide (Sn(S,Se)2)", "PbS") == (False, True)


def test_two_compound_names_of_other_elements_are_other_families():
    assert _certain("zirconium carbide", "zirconium nitride") == (False, True)
    assert _certain("cobalt oxide", "cobalt hydroxide") == (False, True)
    assert _certain("hafnium diborides (HfB/HfB2)", "hafnium carbide") == (False, True)


def test_one_compound_in_two_spellings_is_never_a_certain_difference():
    for reference, test in (("hafnium carbide", "HfC"), ("zinc sulfide (ZnS)", "zinc sulfide"), ("iron oxide", "Fe2O3")):
        match, certain = _certain(reference, test)
        assert match or not certain, (reference, test)


def test_a_system_of_open_amounts_against_a_compound_is_left_to_the_parent_rules():
    # a mixed-site series against one end member: broader, another family is the best guess, never the same
    decision = explain_family("tin sulfoselenide (Sn(S,Se)2)", "SnS2")
    assert not decision.match and not decision.certain


def test_an_anion_class_is_broader_than_a_family_of_its_compounds():
    assert _certain("zirconium diboride (ZrB2)", "borides") == (False, True)
    assert _certain("Si3N4 ceramics", "nitride ceramics") == (False, True)
    assert _certain("(Ti,Zr)C", "carbides") == (False, True)
    assert explain_family("borides", "borides").match
    # an element beside the anion that is no metal: not a compound of that class alone
    assert explain_family("boron carbide", "borides").basis != "structure-class"


def test_mineral_species_named_whole_are_other_minerals():
    assert _certain("kaolinite", "halloysite") == (False, True)
    assert _certain("hollandite (BaMn8O16)", "ramsdellite") == (False, True)
    assert explain_family("ramsdellite (MnO2)", "ramsdellite").match
    # a structure type named after a species may hold other species (the hollandite supergroup): a guess only
    decision = explain_family("hollandite-type manganese oxides", "cryptomelane")
    assert not decision.certain
    decision = explain_family("cryptomelane-type manganese oxides (K-OMS)", "cryptomelane")
    assert decision.match and not decision.certain


def test_a_nested_bracket_note_is_read_whole():
    assert _unbracket("((Ni,Co)O/(Ni,Co)2O3)") == "(Ni,Co)O/(Ni,Co)2O3"
    assert _unbracket("(Ni,Co)2O3)") == "(Ni,Co)2O3"
    assert _unbracket("(Sr,Ca)(Ti,Zr)") == "(Sr,Ca)(Ti,Zr)"
    assert _unbracket("(ZnO)") == "ZnO"


def test_end_members_read_the_one_table_of_species_formulas():
    assert END_MEMBERS["En"] == {"Mg": 1, "Si": 1, "O": 3}  # enstatite Mg2Si2O6 per one M cation
    assert END_MEMBERS["Grs"] == {"Ca": 3, "Al": 2, "Si": 3, "O": 12}
    reading = end_member_formula("Wo40En45Fs15")
    assert reading is not None and reading.complete
    assert end_members("spessartine-almandine garnet") == frozenset({"Mn3Al2Si3O12", "Fe3Al2Si3O12"})
    assert end_members("K-feldspar and albite") == frozenset({"KAlSi3O8", "NaAlSi3O8"})


_PAIRS = (("titanium", "Ti"), ("zirconium", "Zr"), ("niobium", "Nb"), ("vanadium", "V"))
_ANIONS = (("nitride", "N"), ("carbide", "C"))


@given(st.sampled_from(_PAIRS), st.sampled_from(_ANIONS), st.sampled_from(_PAIRS), st.sampled_from(_ANIONS))
def test_glossed_binary_compounds(metal, anion, other_metal, other_anion):
    """A name glossed by its own formula is never certainly another family than the formula; two compounds of other
    elements are never certainly one."""
    glossed = f"{metal[0]} {anion[0]} ({metal[1]}{anion[1]})"
    match, certain = _certain(glossed, f"{metal[1]}{anion[1]}")
    assert match or not certain
    if (metal, anion) != (other_metal, other_anion):
        match, certain = _certain(glossed, f"{other_metal[0]} {other_anion[0]} ({other_metal[1]}{other_anion[1]})")
        assert not match or not certain
