"""Review lets a person choose (issue #22): the rules' pairing is shown, another test entry or none can be chosen,
and the gold label stores what the person chose, never the rules' pairing they rejected."""

from __future__ import annotations

import io

from langgraph.types import Command

from comproeval.review.graph import build_review_graph, memory_checkpointer
from comproeval.review.terminal_prompt import TerminalPrompt, describe_question, help_line
from tests.unit.test_review_graph import COMPOSITION_TEST, DOI, item, thread

KEY_QUESTION = {
    "doi": DOI,
    "cls": "key",
    "element": "PZT",
    "reference": 10,
    "number": 1,
    "choose": True,
    "candidates": ["Pb(Zr0.52Ti0.48)O3", "Pb(Zr0.3Ti0.7)O3"],
    "guess": {"match": 1, "test": "Pb(Zr0.52Ti0.48)O3"},
}


def test_the_rules_pairing_is_marked_among_the_test_entries():
    shown = "\n".join(describe_question(KEY_QUESTION))
    assert "1) 'Pb(Zr0.52Ti0.48)O3'  <- the rules' pairing" in shown and "2) 'Pb(Zr0.3Ti0.7)O3'" in shown
    assert "rules' guess: match with 'Pb(Zr0.52Ti0.48)O3'" in shown
    closest = {**KEY_QUESTION, "guess": {"match": 0, "test": "Pb(Zr0.52Ti0.48)O3"}}
    assert "no match (the closest entry, 'Pb(Zr0.52Ti0.48)O3', is not the same thing)" in "\n".join(describe_question(closest))
    unpaired = {**KEY_QUESTION, "guess": {"match": 0, "test": None}}
    assert "no match (no test entry is the same thing)" in "\n".join(describe_question(unpaired))
    assert "1..2: that one is the same thing" in help_line(unpaired) and "n: none of them" in help_line(unpaired)


def test_a_number_picks_that_entry_and_zero_or_none_picks_none():
    read = TerminalPrompt.read
    assert read("2", KEY_QUESTION) == {"decision": "y", "reason": None, "test": "Pb(Zr0.3Ti0.7)O3"}
    assert read("2 the 0.3 sample", KEY_QUESTION)["reason"] == "the 0.3 sample"
    assert read("y1", KEY_QUESTION)["test"] == "Pb(Zr0.52Ti0.48)O3"
    assert read("0", KEY_QUESTION) == {"decision": "n", "reason": None}
    assert read("none two samples", KEY_QUESTION) == {"decision": "n", "reason": "two samples"}
    for unusable in ("3", "n2", "q2", "maybe"):
        assert read(unusable, KEY_QUESTION) is None, unusable


async def test_choosing_another_entry_pairs_it_and_the_label_stores_the_choice():
    graph = build_review_graph(memory_checkpointer())
    paused = await graph.ainvoke(item(composition=True), thread("choose"))
    question = paused["__interrupt__"][0].value
    assert question["cls"] == "key" and question["choose"] and "how_to_answer" in question
    paired = question["guess"]["test"]
    other = next(c for c in question["candidates"] if c != paired)
    state = await graph.ainvoke(Command(resume={"decision": "match", "test": other, "reason": "that sample"}), thread("choose"))
    while "__interrupt__" in state:  # a value question may follow: accept it
        state = await graph.ainvoke(Command(resume="s"), thread("choose"))
    cpv = state["item_result"]["details"]["composition_data"]["compositions_property_values"]
    (row,) = [m for m in cpv["key_matches"] if m["reference_key"] == "PZT"]
    assert (row["test_key"], row["match_value"], row["basis"]) == (other, 1, "person")
    (label,) = [d for d in state["review_decisions"] if d["cls"] == "key"]
    assert (label["label"], label["test"]) == (1, other)
    # the value is judged against the chosen sample's value, not the rejected pairing's
    (value,) = [v for v in cpv["value_matches"] if v["key"] == "PZT"]
    assert value["test_value"] == COMPOSITION_TEST["compositions_property_values"][other]


async def test_none_of_them_is_a_miss_labelled_without_a_pairing():
    graph = build_review_graph(memory_checkpointer())
    await graph.ainvoke(item(composition=True), thread("none"))
    state = await graph.ainvoke(Command(resume="none two other samples"), thread("none"))
    cpv = state["item_result"]["details"]["composition_data"]["compositions_property_values"]
    (row,) = [m for m in cpv["key_matches"] if m["reference_key"] == "PZT"]
    assert row["match_value"] == 0 and row["basis"] == "person"
    (label,) = state["review_decisions"]
    assert (label["label"], label.get("test"), label["reason"]) == (0, None, "two other samples")


def test_the_terminal_asks_which_entry_and_reads_the_choice():
    out = io.StringIO()
    answer = TerminalPrompt(io.StringIO("2\n"), out)(KEY_QUESTION)
    assert answer["test"] == "Pb(Zr0.3Ti0.7)O3"
    assert "which test entry is the same thing?" in out.getvalue() and "2..2 (or y2): that one instead" in out.getvalue()
