"""An acronym the `chemicals` synonym index reads as the very compound the other entry names: certain; else unproven."""

from comproeval.chem.lexicon import acronym_agreement
from comproeval.judges.explain.lists import explain_compound


def test_an_acronym_and_the_name_the_database_gives_it_are_one_compound():
    # acronyms the lab-chemical lexicon does not list
    assert acronym_agreement("TBAI", "tetrabutylammonium iodide") is not None
    decision = explain_compound("tetraethylammonium bromide", "TEAB")
    assert decision.match and decision.certain and decision.basis == "database-acronym"


def test_another_compound_is_never_proven_the_same_nor_different_by_the_acronym():
    for short, name in (("TBAI", "tetrabutylammonium bromide"), ("TEAB", "tetraethylammonium chloride"), ("TBAI", "tributylamine")):
        assert acronym_agreement(short, name) is None
        decision = explain_compound(short, name)
        assert not (decision.match and decision.certain)


def test_polymer_acronyms_filed_under_their_monomer_are_not_read():
    # PubChem lists `PVP` and `PEG` among the monomer's synonyms: the polymer is not its monomer
    assert acronym_agreement("PVP", "1-vinyl-2-pyrrolidinone") is None
    assert acronym_agreement("PEG", "ethylene glycol") is None
    assert not explain_compound("PEG", "ethylene glycol").match


def test_a_name_stating_water_or_two_acronyms_are_not_read():
    assert acronym_agreement("TEAB", "tetraethylammonium bromide dihydrate") is None
    assert acronym_agreement("TEAB", "TBAB") is None


def test_an_entry_that_is_only_a_note_is_read_as_nothing():
    assert acronym_agreement("TEAB", "(Sigma-Aldrich)") is None
    assert acronym_agreement("99.9%", "TEAB") is None
