"""The review node itself never asks about an element written exactly as a candidate (so neither Studio nor the CLI
does), and a review's result sums the scorer's numbers in the other scoring mode as `evaluate` does."""

from __future__ import annotations

import json

import pytest
from langgraph.types import Command

from comproeval.api import aevaluate_agentic
from comproeval.review.answers import person_asker
from comproeval.review.decide import review_synthesis
from comproeval.review.graph import build_review_graph, memory_checkpointer
from comproeval.review.session import areview
from comproeval.scoring import modes
from comproeval.verdicts import item_match, list_section

DOI = "10.1/identical"
# a route outside every lexicon: the rules cannot prove it, even written alike
PAPER = {"synthesis_data": {"method": "zorbation", "precursors": ["PbO"], "characterization_techniques": ["XRD"], "steps": []}}


def never_asked(question):
    raise AssertionError(f"asked {question['cls']} {question['element']!r}")


async def test_the_review_graph_never_pauses_at_an_element_written_as_its_candidate():
    graph = build_review_graph(memory_checkpointer())
    state = await graph.ainvoke({"doi": DOI, "ground_truth": PAPER, "test": PAPER}, {"configurable": {"thread_id": "same"}})
    assert "__interrupt__" not in state
    synthesis = state["item_result"]["details"]["synthesis_data"]
    method = synthesis["method"]
    assert (method["match_value"], method["basis"], method.get("certain", True)) == (1, "exact", True)
    assert synthesis["judge"] == "rules"  # nobody was asked: the section stays the rules'
    assert state["review_decisions"] == []  # and no gold label is made of it


async def test_the_same_paper_with_another_spelling_is_still_asked():
    other = {"synthesis_data": {**PAPER["synthesis_data"], "method": "zorbation (modified)"}}
    graph = build_review_graph(memory_checkpointer())
    state = await graph.ainvoke({"doi": DOI, "ground_truth": PAPER, "test": other}, {"configurable": {"thread_id": "other"}})
    assert state["__interrupt__"][0].value["cls"] == "method"
    done = await graph.ainvoke(Command(resume="y"), {"configurable": {"thread_id": "other"}})
    assert done["item_result"]["details"]["synthesis_data"]["judge"] == "rules+person"


def test_a_list_entry_written_alike_is_settled_without_asking_and_a_person_still_decides_the_rest():
    part = list_section(
        ["Zorbatron  scan", "flux gating"],
        ["zorbatron scan", "FG run"],
        [
            item_match("Zorbatron  scan", "zorbatron scan", True, basis="fuzzy-spelling", why="close", certain=False),
            item_match("flux gating", "FG run", False, basis="unproven-miss", why="unidentified", certain=False),
        ],
    )
    asked, decisions = [], []

    def prompt(question):
        asked.append(question["element"])
        return "y"

    synthesis = review_synthesis(_synthesis(part), person_asker(DOI, "m", None, decisions, prompt))
    matches = {m.reference_item: m for m in synthesis.characterization_techniques.matches}
    assert asked == ["flux gating"] and [d["element"] for d in decisions] == ["flux gating"]
    assert (matches["Zorbatron  scan"].basis, matches["Zorbatron  scan"].certain) == ("exact", True)
    assert (matches["flux gating"].basis, matches["flux gating"].test_item) == ("person", "FG run")
    assert synthesis.judge == "rules+person"


def _synthesis(techniques):
    from comproeval.judges.rules import judge_synthesis_rules

    plain = {"method": "sol-gel", "precursors": [], "characterization_techniques": [], "steps": []}
    return judge_synthesis_rules(plain, plain).model_copy(update={"characterization_techniques": techniques, "judge": "rules"})


async def test_a_reviews_result_sums_the_scorers_other_mode_and_reads_no_verdict_back(tmp_path, monkeypatch):
    gt, test = tmp_path / "gt.json", tmp_path / "x.json"
    other = {"synthesis_data": {**PAPER["synthesis_data"], "method": "zorbation (modified)"}}
    gt.write_text(json.dumps({DOI: PAPER, "10.1/second": other}))
    test.write_text(json.dumps({DOI: PAPER, "10.1/second": PAPER}))
    evaluated = await aevaluate_agentic(gt, test, output_file=tmp_path / "evaluated.json")

    def read_back(_item):
        raise AssertionError("the review's result re-read a stored verdict")

    monkeypatch.setattr(modes, "stored_verdicts", read_back)
    await areview(gt, test, output=tmp_path / "reviewed.json", gold=tmp_path / "gold.json", prompt=lambda q: "accept", checkpoint=None)
    reviewed = json.loads((tmp_path / "reviewed.json").read_text())
    assert reviewed["other_scoring"] == evaluated["other_scoring"]
    assert all("other_scoring" not in item for item in reviewed["item_results"].values())


@pytest.mark.parametrize("cls", ["technique", "method"])
def test_person_asker_answers_an_identical_element_itself(cls):
    decisions = []
    ask = person_asker(DOI, "m", None, decisions, never_asked)
    answer = ask({"cls": cls, "element": "Zorb", "reference": "Zorb", "candidates": ["ZORB"], "guess": {"match": 0, "test": None}})
    assert (answer.decision, answer.test, answer.basis) == ("match", "ZORB", "exact") and decisions == []
