"""One decision type (issue 25.2), and `why` texts that say what was decided (issue 27 papercuts, issue 25.6)."""

from comproeval.chem.decision import Decision
from comproeval.chem.units import compare_units
from comproeval.judges import explain
from comproeval.judges.explain import explain_key
from comproeval.verdicts import scalar
from comproeval.verdicts.override import NO_CANDIDATE, UNCLAIMED
from comproeval.verdicts.provenance import Provenance


def test_chem_the_judges_and_the_override_rule_share_one_decision_type():
    assert explain.Decision is Decision
    assert isinstance(compare_units("mV", "mV"), Decision)
    assert isinstance(explain_key("SrTiO3", "SrTiO3")[0], Decision)
    assert isinstance(NO_CANDIDATE, Decision) and isinstance(UNCLAIMED, Decision)


def test_a_decision_writes_the_verdict_fields_certain_only_when_false_unless_stated():
    assert Decision(True, "lexicon", "both name sol-gel").explanation() == {"basis": "lexicon", "why": "both name sol-gel", "certain": None}
    assert Decision(False, "unresolved", certain=False).explanation()["certain"] is False
    assert Decision(True, "person", "I checked").explanation(stated=True)["certain"] is True
    entry = scalar("eV", "eV", True, **Decision(True, "exact").explanation())
    assert entry.model_dump() == {"match_value": 1, "basis": "exact", "reference": "eV", "test": "eV"}


def test_a_reviewed_section_is_labelled_through_provenance():
    reviewed = Provenance.reviewed()
    assert reviewed.label == "rules+person"
    assert Provenance.parse("rules+person") == reviewed
    assert not reviewed.decided_by_an_llm and not reviewed.asked_an_llm


def test_an_organic_cation_abbreviation_is_said_to_be_resolved_not_identical_text():
    decision, _ = explain_key("CH3NH3PbBr3", "MAPbBr3")
    assert (decision.match, decision.basis, decision.certain) == (True, "organic-cation", True)
    assert "identical" not in decision.why and "MAPbBr3 is CH3NH3PbBr3" in decision.why
    formamidinium, _ = explain_key("FA0.8Cs0.2PbI3", "(CH(NH2)2)0.8Cs0.2PbI3")
    assert formamidinium.basis == "organic-cation" and "FA0.8Cs0.2PbI3 is" in formamidinium.why


def test_keys_written_alike_are_still_identical_up_to_spacing():
    decision, _ = explain_key("Sr TiO3", "SrTiO3")
    assert (decision.basis, decision.why) == ("exact", "identical up to spacing and punctuation")


def test_a_dopant_share_given_as_a_variable_is_not_explained_as_a_percentage():
    decision, _ = explain_key("Ca0.9Sr0.1TiO3", "Sr-doped CaTiO3 (x = 0.1)")
    assert (decision.match, decision.basis, decision.certain) == (True, "dopant-notation", False)
    assert "%" not in decision.why and "percentage" not in decision.why and "variable" in decision.why
    percent, _ = explain_key("Ca0.9Sr0.1TiO3", "10% Sr-doped CaTiO3")
    assert "percentage" in percent.why  # a written percentage keeps its own sentence


def test_unread_words_are_named_in_the_order_the_keys_write_them():
    decision, _ = explain_key("SrTiO3 (zigzag woven ribbons)", "SrTiO3")
    assert decision.why.endswith("'zigzag', 'woven', 'ribbons' is not read")
    other, _ = explain_key("KNbO3", "KNbO3 plated twisted braids")
    assert other.why.endswith("'plated', 'twisted', 'braids' is not read")
