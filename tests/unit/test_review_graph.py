"""The review graph: it pauses at each verdict the rules could not prove, and a person's answer becomes the verdict.

Small papers of our own: a technique the rules cannot identify (`PFMX`), an
abbreviated composition key two test samples could be (`PZT`), a unit they
cannot read (`widgets`).
"""

from __future__ import annotations

import inspect

import pytest
from langgraph.types import Command

from comproeval.graph import item_graph
from comproeval.graph.context import Settings
from comproeval.judges.rules import composition_values_verdict, judge_synthesis_rules
from comproeval.report.gold import check_gold, score_gold
from comproeval.review.graph import build_review_graph, memory_checkpointer
from comproeval.review.node import Answer, AnswerError, gold_label, parse_answer, person_asker, review_keys, review_list

DOI = "10.1/review-a"
SYNTHESIS_GT = {
    "method": "solid-state reaction",
    "precursors": ["PbO", "ZrO2"],
    "characterization_techniques": ["XRD", "piezoresponse force microscopy"],
    "steps": [],
}
SYNTHESIS_TEST = {"method": "solid-state reaction", "precursors": ["PbO", "ZrO2"], "characterization_techniques": ["XRD", "PFMX"], "steps": []}
COMPOSITION_GT = {"property_unit": "pC/N", "family": "PZT", "compositions_property_values": {"PZT": 10}}
COMPOSITION_TEST = {"property_unit": "pC/N", "family": "PZT", "compositions_property_values": {"Pb(Zr0.52Ti0.48)O3": 10, "Pb(Zr0.3Ti0.7)O3": 20}}


def item(composition=None, synthesis=None, **extra):
    gt, test = {}, {}
    if composition:
        gt["composition_data"], test["composition_data"] = COMPOSITION_GT, COMPOSITION_TEST
    if synthesis:
        gt["synthesis_data"], test["synthesis_data"] = SYNTHESIS_GT, SYNTHESIS_TEST
    return {"doi": DOI, "ground_truth": gt, "test": test, "model": "my-extractor", **extra}


def thread(name):
    return {"configurable": {"thread_id": name}}


def techniques(state):
    return state["item_result"]["details"]["synthesis_data"]["characterization_techniques"]


async def test_the_graph_pauses_at_an_uncertain_verdict_and_the_answer_changes_verdict_and_score():
    graph = build_review_graph(memory_checkpointer())
    paused = await graph.ainvoke(item(synthesis=True), thread("a"))
    (pending,) = paused["__interrupt__"]
    question = pending.value
    assert (question["cls"], question["element"], question["candidates"]) == ("technique", "piezoresponse force microscopy", ["PFMX"])
    assert question["guess"] == {"match": 0, "test": "PFMX"} and question["basis"] == "unproven-miss" and question["why"]
    assert "item_result" not in paused  # nothing is scored before the person answers

    plain = item(synthesis=True)
    unreviewed = await item_graph().ainvoke({k: plain[k] for k in ("doi", "ground_truth", "test")})  # the rules alone
    done = await graph.ainvoke(Command(resume={"decision": "y", "reason": "PFM under another name"}), thread("a"))

    assert "__interrupt__" not in done
    entry = next(m for m in techniques(done)["matches"] if m["reference_item"] == "piezoresponse force microscopy")
    assert (entry["match_value"], entry["test_item"], entry["basis"], entry["certain"], entry["why"]) == (
        1,
        "PFMX",
        "person",
        True,
        "PFM under another name",
    )
    assert techniques(done)["total_match"] == 2 and "uncertain_missing" not in techniques(done)
    assert done["item_result"]["details"]["synthesis_data"]["judge"] == "rules+person"
    assert done["item_result"]["field_scores"]["synthesis_data"] > unreviewed["item_result"]["field_scores"]["synthesis_data"]

    (label,) = done["review_decisions"]
    assert {k: label[k] for k in ("cls", "model", "doi", "element", "label", "test", "reason")} == {
        "cls": "technique",
        "model": "my-extractor",
        "doi": DOI,
        "element": "piezoresponse force microscopy",
        "label": 1,
        "test": "PFMX",
        "reason": "PFM under another name",
    }
    check_gold(done["review_decisions"])  # the format comproeval gold reads
    result = {"item_results": {DOI: done["item_result"]}}
    report = score_gold(done["review_decisions"], {"my-extractor": result})
    assert (report["right"], report["n"], report["deferred"]["n"]) == (1, 1, 0)
    rules_only = {"item_results": {DOI: unreviewed["item_result"]}}
    assert score_gold(done["review_decisions"], {"my-extractor": rules_only})["right"] == 0  # the rules' guess was wrong


async def test_one_interrupt_per_uncertain_verdict_across_both_sections():
    graph = build_review_graph(memory_checkpointer())
    state = await graph.ainvoke(item(composition=True, synthesis=True), thread("c"))
    asked = []
    while "__interrupt__" in state:
        asked.append(state["__interrupt__"][0].value)
        state = await graph.ainvoke(Command(resume="n" if asked[-1]["cls"] == "key" else "accept"), thread("c"))
    assert [(q["cls"], q["element"], q["number"]) for q in asked] == [("key", "PZT", 1), ("technique", "piezoresponse force microscopy", 2)]
    keys = state["item_result"]["details"]["composition_data"]["compositions_property_values"]
    assert keys["missing_keys"] == ["PZT"] and keys["key_matches"][0]["basis"] == "person"
    assert [d["label"] for d in state["review_decisions"]] == [0, 0]


async def test_an_unusable_resume_value_asks_the_same_question_again_saying_why():
    graph = build_review_graph(memory_checkpointer())
    await graph.ainvoke(item(synthesis=True), thread("d"))
    again = await graph.ainvoke(Command(resume={"decision": "match", "test": "SEM"}), thread("d"))
    question = again["__interrupt__"][0].value
    assert question["element"] == "piezoresponse force microscopy" and "not one of the candidates" in question["error"]
    done = await graph.ainvoke(Command(resume="n"), thread("d"))
    assert techniques(done)["missing_items"] == ["piezoresponse force microscopy"]
    assert len(done["review_decisions"]) == 1 and done["review_decisions"][0]["label"] == 0


async def test_known_decisions_are_applied_without_asking():
    known = [{"cls": "technique", "doi": DOI, "element": "piezoresponse force microscopy", "label": 1, "test": "PFMX"}]
    state = await build_review_graph(memory_checkpointer()).ainvoke(item(synthesis=True, known_decisions=known), thread("e"))
    assert "__interrupt__" not in state and state["review_decisions"] == []
    assert techniques(state)["total_match"] == 2


async def test_certain_verdicts_are_never_asked():
    certain = {
        "doi": DOI,
        "ground_truth": {"synthesis_data": {**SYNTHESIS_GT, "characterization_techniques": ["XRD"]}},
        "test": {"synthesis_data": {**SYNTHESIS_TEST, "characterization_techniques": ["XRD"]}},
    }
    state = await build_review_graph(memory_checkpointer()).ainvoke(certain, thread("f"))
    assert "__interrupt__" not in state and state["item_result"]["overall_score"] == 1.0
    assert state["item_result"]["details"]["synthesis_data"]["judge"] == "rules"


def scripted(*answers):
    """A prompt that gives `answers` in turn and records each question."""
    questions, replies = [], iter(answers)

    def prompt(question):
        questions.append(question)
        return next(replies)

    return prompt, questions


def test_a_person_pairs_an_abbreviated_key_with_another_sample_and_its_value_is_judged_again():
    cpv = composition_values_verdict(COMPOSITION_GT["compositions_property_values"], COMPOSITION_TEST["compositions_property_values"], None)
    assert cpv.key_matches[0].certain is False and cpv.key_matches[0].test_key == "Pb(Zr0.52Ti0.48)O3"
    decisions = []
    prompt, questions = scripted({"decision": "y", "test": "Pb(Zr0.3Ti0.7)O3"})
    reviewed, changed = review_keys(cpv, person_asker(DOI, "m", None, decisions, prompt))
    assert changed and questions[0]["candidates"] == ["Pb(Zr0.52Ti0.48)O3", "Pb(Zr0.3Ti0.7)O3"]
    (key,), (value,) = reviewed.key_matches, reviewed.value_matches
    assert (key.test_key, key.match_value, key.basis) == ("Pb(Zr0.3Ti0.7)O3", 1, "person")
    assert (value.test_value, value.match_value) == (20, 0)  # 20 != 10: the value is the rules' again, proven
    assert reviewed.pair_matches[0].match_value == 0 and decisions[0]["test"] == "Pb(Zr0.3Ti0.7)O3"


def test_ambiguous_keeps_the_guess_uncertain_and_skip_decides_nothing():
    part = judge_synthesis_rules(SYNTHESIS_GT, SYNTHESIS_TEST).characterization_techniques
    for answer, label in (("a", ["a"]), ("s", [])):
        decisions = []
        prompt, _ = scripted(answer)
        reviewed, changed = review_list(part, "technique", person_asker(DOI, "m", None, decisions, prompt))
        assert not changed and reviewed.uncertain_missing == ["piezoresponse force microscopy"]
        assert [d["label"] for d in decisions] == label


def test_answers_are_read_leniently_and_checked_against_the_question():
    question = {"cls": "key", "element": "PZT", "candidates": ["A", "B"], "guess": {"match": 1, "test": "A"}, "choose": True}
    assert parse_answer("", question) == Answer("match", "A")
    assert parse_answer({"decision": "y", "test": "B", "reason": " same "}, question) == Answer("match", "B", "same")
    assert parse_answer("n", question) == Answer("no match")
    with pytest.raises(AnswerError, match="not one of the candidates"):
        parse_answer({"decision": "y", "test": "C"}, question)
    with pytest.raises(AnswerError, match="is not one of"):
        parse_answer("perhaps", question)
    unguessed = {**question, "guess": {"match": 0, "test": None}}
    with pytest.raises(AnswerError, match="which test entry"):
        parse_answer("y", unguessed)
    assert gold_label(question, Answer("skip")) is None
    assert gold_label({**question, "doi": DOI}, Answer("ambiguous"), "m")["label"] == "a"


async def test_an_unreadable_value_of_a_matched_key_is_asked_as_a_value():
    spelled = {
        "doi": DOI,
        "ground_truth": {"composition_data": {**COMPOSITION_GT, "compositions_property_values": {"BaTiO3": 190}}},
        "test": {"composition_data": {**COMPOSITION_GT, "compositions_property_values": {"BaTiO3": "one hundred ninety"}}},
    }
    graph = build_review_graph(memory_checkpointer())
    paused = await graph.ainvoke(spelled, thread("g"))
    question = paused["__interrupt__"][0].value
    assert (question["cls"], question["element"], question["reference"]) == ("value", "BaTiO3", 190)
    assert question["candidates"] == ["BaTiO3: one hundred ninety"] and question["guess"]["match"] == 0
    done = await graph.ainvoke(Command(resume="y the same number in words"), thread("g"))
    values = done["item_result"]["details"]["composition_data"]["compositions_property_values"]
    assert values["value_matches"][0]["match_value"] == 1 and values["pair_matches"][0]["match_value"] == 1
    assert done["review_decisions"][0]["cls"] == "value" and done["review_decisions"][0]["element"] == "BaTiO3"


async def test_accepting_every_guess_gives_the_rules_scores():
    graph = build_review_graph(memory_checkpointer())
    state = await graph.ainvoke(item(composition=True, synthesis=True), thread("h"))
    while "__interrupt__" in state:
        state = await graph.ainvoke(Command(resume="accept"), thread("h"))
    plain = item(composition=True, synthesis=True)
    rules = await item_graph().ainvoke({k: plain[k] for k in ("doi", "ground_truth", "test")})
    for name in ("overall_score", "field_scores", "absolute_classification_metrics"):
        assert state["item_result"][name] == rules["item_result"][name]
    assert [d["label"] for d in state["review_decisions"]] == [d["rules_guess"] for d in state["review_decisions"]] == [1, 0]


def test_a_text_answer_may_carry_its_reason():
    question = {"cls": "unit", "element": "pC/N", "candidates": ["widgets"], "guess": {"match": 0, "test": None}, "choose": False}
    assert parse_answer("n widgets are no unit", question) == Answer("no match", None, "widgets are no unit")
    assert parse_answer("no match: unreadable", question) == Answer("no match", None, "unreadable")
    assert parse_answer("yes", question) == Answer("match")
    with pytest.raises(AnswerError):
        parse_answer("nope", question)


def test_the_review_graph_is_the_item_graph_with_the_person_between_judges_and_reconciler():
    review, plain = build_review_graph(), item_graph()
    assert review.builder.context_schema is Settings
    assert set(review.builder.nodes) == set(plain.builder.nodes) | {"human_review"}
    for name, spec in review.builder.nodes.items():
        function = getattr(spec.runnable, "afunc", None) or spec.runnable.func
        if name != "human_review":
            assert function is (getattr(plain.builder.nodes[name].runnable, "afunc", None) or plain.builder.nodes[name].runnable.func)
        parameters = list(inspect.signature(function).parameters.values())
        assert len(parameters) == 2 and parameters[1].annotation == "Runtime[Settings]", name
    edges = review.builder.edges
    assert {("composition_judge", "human_review"), ("synthesis_judge", "human_review"), ("human_review", "reconciler")} <= edges
    assert not {("composition_judge", "reconciler"), ("synthesis_judge", "reconciler")} & edges
