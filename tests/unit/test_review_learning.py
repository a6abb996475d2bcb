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
