"""One Knowledge for every prover: the reconciler's evidence check and review read the user's file as the rules judge does."""

from __future__ import annotations

from comproeval.chem.knowledge import parse_knowledge
from comproeval.judges.evidence import bound_synthesis, rules_proofs, settled_apart
from comproeval.judges.rules import judge_composition_rules, judge_synthesis_rules
from comproeval.review.node import person_asker, review_keys, review_list

SYNTHESIS_GT = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": ["Raman spectroscopy", "XRD"]}
SYNTHESIS_TEST = {
    "method": "sol-gel",
    "precursors": [],
    "steps": [],
    "characterization_techniques": ["house protocol A", "house protocol B", "X-ray diffraction"],
}
MINE = parse_knowledge({"techniques": {"house protocol B": "scanning electron microscopy"}}, "/data/mine.json")
COMPOSITION_GT = {"property_unit": "mAh/g", "family": None, "compositions_property_values": {"LiNi0.8Co0.1Mn0.1O2": 200}}
COMPOSITION_TEST = {"property_unit": "mAh/g", "family": None, "compositions_property_values": {"cathode one": 200, "cathode two": 200}}
MINE_KEYS = parse_knowledge({"abbreviations": {"cathode two": "LiFePO4"}}, "/data/mine.json")


def llm_claim(verdict):
    return verdict.model_copy(update={"judge": "llm"})


def test_the_evidence_check_refuses_a_technique_pair_the_users_file_settles_as_different():
    rules = judge_synthesis_rules(SYNTHESIS_GT, SYNTHESIS_TEST, None, MINE)
    assert rules.characterization_techniques.matches[1].test_item == "house protocol A"  # the rules' own guess
    claimed = parse_knowledge({"techniques": {"house protocol B": "Raman spectroscopy"}}, "llm.json")
    claim = llm_claim(judge_synthesis_rules(SYNTHESIS_GT, SYNTHESIS_TEST, None, claimed))  # the LLM pairs Raman with B
    without, notes = bound_synthesis(claim, rules)
    assert without.characterization_techniques.total_match == 2 and notes == []  # the rules alone cannot tell
    with_file, notes = bound_synthesis(claim, rules, MINE)
    assert with_file.characterization_techniques.total_match == 1
    assert "Raman spectroscopy" in with_file.characterization_techniques.missing_items
    assert len(notes) == 1 and "'house protocol B'" in notes[0] and "the rules prove 0" in notes[0]


def test_the_evidence_checks_key_prover_reads_the_users_file():
    without, with_file = rules_proofs(), rules_proofs(None, MINE_KEYS)
    assert without.key("LiNi0.8Co0.1Mn0.1O2", "cathode two").certain is False  # a sample label: the rules alone cannot tell
    proof = with_file.key("LiNi0.8Co0.1Mn0.1O2", "cathode two")  # S2 read as LiFePO4
    assert proof.certain and not proof.match
    same = rules_proofs(None, parse_knowledge({"abbreviations": {"cathode two": "LiNi0.8Co0.1Mn0.1O2"}}, "mine.json")).key(
        "LiNi0.8Co0.1Mn0.1O2", "cathode two"
    )
    assert same.certain and same.match and same.basis == "user-knowledge"


def test_a_declared_pair_is_a_certain_match_whose_why_names_the_file():
    knowledge = parse_knowledge({"abbreviations": {"cathode one": "LiNi0.8Co0.1Mn0.1O2"}}, "/data/knowledge_batteries.json")
    key = judge_composition_rules(COMPOSITION_GT, COMPOSITION_TEST, None, knowledge).compositions_property_values.key_matches[0]
    assert (key.test_key, key.match_value, key.basis, key.certain) == ("cathode one", 1, "user-knowledge", None)
    assert key.why.endswith("declared the same by knowledge_batteries.json")


def scripted(*answers):
    questions, replies = [], iter(answers)

    def prompt(question):
        questions.append(question)
        return next(replies)

    return prompt, questions


def test_review_does_not_offer_a_technique_the_file_settles_as_another_thing():
    part = judge_synthesis_rules(SYNTHESIS_GT, SYNTHESIS_TEST, None, MINE).characterization_techniques
    offered = []
    for knowledge in (None, MINE):
        prompt, questions = scripted("s")
        review_list(part, "technique", person_asker("10.1/x", "m", None, [], prompt), knowledge=knowledge)
        offered.append(questions[0]["candidates"])
    assert offered == [["house protocol A", "house protocol B"], ["house protocol A"]]


def test_review_does_not_offer_a_key_the_file_settles_as_another_composition():
    cpv = judge_composition_rules(COMPOSITION_GT, COMPOSITION_TEST, None, MINE_KEYS).compositions_property_values
    prompt, questions = scripted("s")
    review_keys(cpv, person_asker("10.1/x", "m", None, [], prompt), knowledge=MINE_KEYS)
    assert questions[0]["candidates"] == ["cathode one"]
    assert not settled_apart(None, "key")("LiNi0.8Co0.1Mn0.1O2", "cathode two")  # without a file nothing is settled


def test_a_paper_scoped_entry_applies_to_its_paper_only():
    knowledge = parse_knowledge({"papers": {"10.1/x": {"techniques": {"house protocol A": "Raman spectroscopy"}}}}, "mine.json")
    assert knowledge.for_paper("10.1/x").same(("techniques",), "Raman spectroscopy", "house protocol A")
    assert not knowledge.same(("techniques",), "Raman spectroscopy", "house protocol A")
    assert not knowledge.for_paper("10.1/y").same(("techniques",), "Raman spectroscopy", "house protocol A")


def test_a_users_abbreviation_overrides_the_built_in_reading_and_the_why_names_the_file():
    # The built-in vocabulary (knowledge/abbreviations.json) reads BT as BaTiO3; a lab that writes BT for Bi4Ti3O12
    # says so in its file, and the rules read it so.
    built_in, mine = rules_proofs(), rules_proofs(None, parse_knowledge({"abbreviations": {"BT": "Bi4Ti3O12"}}, "/data/mine.json"))
    assert built_in.key("BaTiO3", "BT").basis == "abbreviation-for-formula"  # the built-in reading
    assert built_in.key("Bi4Ti3O12", "BT").match is False
    overridden = mine.key("Bi4Ti3O12", "BT")
    assert overridden.match and overridden.certain and overridden.basis == "user-knowledge"
    assert overridden.why.endswith("declared the same by mine.json")
    assert mine.key("BaTiO3", "BT").basis == "different-elements"


def test_a_users_technique_overrides_the_built_in_meaning_and_the_why_names_the_file():
    def techniques(reference, knowledge=None):
        gt = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": [reference]}
        test = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": ["CV"]}
        return judge_synthesis_rules(gt, test, None, knowledge).characterization_techniques

    mine = parse_knowledge({"techniques": {"CV": "capacitance-voltage measurement"}}, "/data/mine.json")
    assert techniques("cyclic voltammetry").total_match == 1  # built in: CV is cyclic voltammetry
    # built in, `CV` spelled out as another technique is a guess of the same (test_acronym_senses.py), never proven
    assert techniques("capacitance-voltage measurement").matches[0].certain is False
    assert techniques("cyclic voltammetry", mine).total_match == 0
    part = techniques("capacitance-voltage measurement", mine)
    assert part.total_match == 1 and part.matches[0].why.endswith("declared the same by mine.json")
