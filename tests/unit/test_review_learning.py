"""Learning from a person (`review --knowledge`): keys are learned, identical strings never asked, every entry says
where it came from, and a decision that rested on the paper's other entries holds for that paper only."""

from __future__ import annotations

import json

import pytest

from comproeval.chem.knowledge import load_knowledge
from comproeval.review.answers import identical_answer
from comproeval.review.learning import KnowledgeFile
from comproeval.review.node import Answer

DOI = "10.1/paper"


def key_question(key: str, value, candidates: list[str]) -> dict:
    return {"cls": "key", "doi": DOI, "element": key, "reference": value, "candidates": candidates, "choose": True}


def test_a_same_answer_about_a_key_is_saved_from_the_key_not_its_value(tmp_path):
    file = KnowledgeFile(tmp_path / "mine.json")
    question = key_question("LiNi0.8Co0.1Mn0.1O2", 3.2e-06, ["NCM811"])
    assert file.learn(question, Answer("match", "NCM811"))
    data = json.loads((tmp_path / "mine.json").read_text())
    entry = data["abbreviations"]["NCM811"]
    assert entry["means"] == "LiNi0.8Co0.1Mn0.1O2"
    assert entry["learned_from"] == [{"doi": DOI, "question": "[key] 'LiNi0.8Co0.1Mn0.1O2' ~ 'NCM811'"}]
    assert load_knowledge(tmp_path / "mine.json").same(("abbreviations",), "LiNi0.8Co0.1Mn0.1O2", "ncm811")
    assert file.answer_for(key_question("LiNi0.8Co0.1Mn0.1O2", 9.9, ["NCM811"]))["test"] == "NCM811"


def test_a_decision_no_entry_can_say_warns_and_writes_nothing(tmp_path):
    file = KnowledgeFile(tmp_path / "mine.json")
    with pytest.warns(UserWarning, match=r"no entry of mine.json can say so"):
        assert not file.learn(key_question("x = 0.05", 1.0, ["sample five"]), Answer("match", "sample five"))
    assert not (tmp_path / "mine.json").exists()


@pytest.mark.parametrize(
    "question, answered",
    [
        ({"cls": "method", "element": "melt_quench", "reference": "melt_quench", "candidates": ["melt_quench"]}, "melt_quench"),
        ({"cls": "technique", "element": "Raman  spectroscopy", "candidates": ["XRD", "raman spectroscopy"]}, "raman spectroscopy"),
        ({"cls": "technique", "element": "Raman", "candidates": ["Raman spectroscopy"]}, None),
        ({"cls": "value", "element": "BaTiO3", "reference": 1.0, "candidates": ["1.0"]}, None),  # values: the rules' business
        ({"cls": "key", "element": "Co3O4", "candidates": ["CO3O4"]}, None),  # formulas and units keep their case
        ({"cls": "unit", "element": "mS/cm", "reference": "mS/cm", "candidates": ["ms/cm"]}, None),
        ({"cls": "key", "element": "x = 0.1", "candidates": ["x =  0.1", "x = 0.2"]}, "x =  0.1"),
    ],
)
def test_identical_strings_are_never_asked(question, answered):
    answer = identical_answer(question)
    assert (answer.test if answer else None) == answered


def technique_question(element: str, candidates: list[str]) -> dict:
    return {"cls": "technique", "doi": DOI, "element": element, "candidates": candidates, "choose": True}


def test_a_decision_that_rested_on_the_papers_other_entries_applies_to_that_paper_only(tmp_path):
    record = {"synthesis_data": {"characterization_techniques": ["photoluminescence", "electroluminescence", "XRD"]}}
    file = KnowledgeFile(tmp_path / "mine.json")
    # "emission spectra" could be either luminescence the paper lists: the person chose by what else it lists
    assert file.learn(technique_question("photoluminescence", ["emission spectra"]), Answer("match", "emission spectra"), record)
    data = json.loads((tmp_path / "mine.json").read_text())
    assert "techniques" not in data
    entry = data["papers"][DOI]["techniques"]["emission spectra"]
    assert entry["means"] == "photoluminescence" and entry["learned_from"][0]["doi"] == DOI
    knowledge = load_knowledge(tmp_path / "mine.json")
    assert knowledge.for_paper(DOI).same(("techniques",), "photoluminescence", "emission spectra")
    assert not knowledge.same(("techniques",), "photoluminescence", "emission spectra")


def test_a_decision_the_paper_does_not_bear_on_is_a_synonym_for_every_paper(tmp_path):
    record = {"synthesis_data": {"characterization_techniques": ["Zorbatron scan", "XRD"]}}
    file = KnowledgeFile(tmp_path / "mine.json")
    assert file.learn(technique_question("Zorbatron scan", ["ZS measurement"]), Answer("match", "ZS measurement"), record)
    knowledge = load_knowledge(tmp_path / "mine.json")
    assert knowledge.same(("techniques",), "Zorbatron scan", "ZS measurement") and not knowledge.scoped


async def test_the_review_session_learns_keys_scopes_paper_decisions_records_questions_and_never_asks_identical_strings(tmp_path):
    """The three failure modes, through the real session (`areview`, what the CLI runs) and the next run that reads the file."""
    from comproeval.api import aevaluate_agentic
    from comproeval.review.session import areview

    gt = {
        DOI: {
            "composition_data": {"property_unit": "S/cm", "family": "garnet", "compositions_property_values": {"Li7La3Zr2O12": 3.2e-06}},
            "synthesis_data": {
                "method": "zorbation",  # outside every lexicon, written alike on both sides
                "precursors": ["Li2CO3"],
                "characterization_techniques": ["photoluminescence", "electroluminescence", "XRD"],
                "steps": [],
            },
        }
    }
    test = {
        DOI: {
            "composition_data": {**gt[DOI]["composition_data"], "compositions_property_values": {"LLZO-q": 3.2e-06}},
            "synthesis_data": {**gt[DOI]["synthesis_data"], "characterization_techniques": ["emission spectra", "XRD"]},
        }
    }
    (tmp_path / "gt.json").write_text(json.dumps(gt))
    (tmp_path / "x.json").write_text(json.dumps(test))
    asked = []

    def person(question):
        asked.append((question["cls"], question["element"]))
        same = {"Li7La3Zr2O12": "LLZO-q", "photoluminescence": "emission spectra"}.get(question["element"])
        return {"decision": "match", "test": same} if same else "s"

    knowledge = tmp_path / "mine.json"
    files = {"output": tmp_path / "out.json", "gold": tmp_path / "gold.json", "checkpoint": None, "knowledge": knowledge}
    outcome = await areview(tmp_path / "gt.json", tmp_path / "x.json", prompt=person, **files)
    assert ("method", "zorbation") not in asked and ("key", "Li7La3Zr2O12") in asked and outcome.learned == 2
    data = json.loads(knowledge.read_text())
    key = data["abbreviations"]["LLZO-q"]  # from the key, never its value 3.2e-06
    assert key == {"means": "Li7La3Zr2O12", "learned_from": [{"doi": DOI, "question": "[key] 'Li7La3Zr2O12' ~ 'LLZO-q'"}]}
    assert "techniques" not in data  # PL or EL: the person chose by what else the paper lists
    assert data["papers"][DOI]["techniques"]["emission spectra"]["learned_from"][0]["doi"] == DOI

    judged = await aevaluate_agentic(tmp_path / "gt.json", tmp_path / "x.json", output_file=tmp_path / "next.json", knowledge=str(knowledge))
    row = judged["item_results"][DOI]["details"]["composition_data"]["compositions_property_values"]["key_matches"][0]
    assert (row["test_key"], row["match_value"], row["basis"], row.get("certain", True)) == ("LLZO-q", 1, "user-knowledge", True)
