"""Reviewing a whole file: decisions saved at once as gold labels, and a resumed review never asks twice."""

from __future__ import annotations

import io
import json

import pytest

from comproeval.report.gold import load_gold, score_gold
from comproeval.review.session import areview
from comproeval.review.terminal_prompt import TerminalPrompt, describe_question
from tests.unit.test_review_choose import KEY_QUESTION
from tests.unit.test_review_graph import COMPOSITION_GT, COMPOSITION_TEST, SYNTHESIS_GT, SYNTHESIS_TEST

A, B = "10.1/review-a", "10.1/review-b"
GROUND_TRUTH = {
    A: {"composition_data": COMPOSITION_GT, "synthesis_data": SYNTHESIS_GT},
    B: {"composition_data": {"property_unit": "pC/N", "family": "KNN", "compositions_property_values": {"KNbO3": 100}}},
}
TEST = {
    A: {"composition_data": COMPOSITION_TEST, "synthesis_data": SYNTHESIS_TEST},
    B: {"composition_data": {"property_unit": "widgets", "family": "KNN", "compositions_property_values": {"KNbO3": 100}}},
}


@pytest.fixture
def files(tmp_path):
    gt, test = tmp_path / "gt.json", tmp_path / "my-extractor.json"
    gt.write_text(json.dumps(GROUND_TRUTH))
    test.write_text(json.dumps(TEST))
    return gt, test, tmp_path / "out.json", tmp_path / "gold.json"


def scripted(*answers):
    """A prompt giving `answers` in turn (None: the person stops), recording (doi, class, element) of each question."""
    asked, replies = [], iter(answers)

    def prompt(question):
        asked.append((question["doi"], question["cls"], question["element"]))
        return next(replies)

    prompt.asked = asked
    return prompt


async def test_a_stopped_review_keeps_every_decision_and_a_rerun_asks_only_the_rest(files):
    gt, test, out, gold = files
    first = scripted("n", None)  # the PZT key, then stop at the technique
    outcome = await areview(gt, test, output=out, gold=gold, prompt=first, checkpoint=None)
    assert outcome.stopped == "stopped" and (outcome.reviewed, outcome.decisions) == (0, 1)
    (label,) = load_gold(gold)
    assert (label["cls"], label["model"], label["doi"], label["element"], label["label"]) == ("key", "my-extractor", A, "PZT", 0)
    assert json.loads(out.read_text())["run_info"]["status"] == "incomplete"

    second = scripted("y", "n")  # in memory only: the gold file is what remembers the PZT decision
    outcome = await areview(gt, test, output=out, gold=gold, prompt=second, checkpoint=None)
    assert second.asked == [(A, "technique", "piezoresponse force microscopy"), (B, "unit", "pC/N")]
    assert outcome.stopped is None and (outcome.reviewed, outcome.decisions) == (2, 2)
    result = json.loads(out.read_text())
    assert result["run_info"]["status"] == "complete" and result["run_info"]["review"]["gold"] == str(gold)
    keys = result["item_results"][A]["details"]["composition_data"]["compositions_property_values"]
    assert keys["missing_keys"] == ["PZT"]  # the first sitting's answer is the verdict
    assert result["item_results"][B]["details"]["composition_data"]["property_unit"]["basis"] == "person"

    labels = load_gold(gold)
    assert [(x["cls"], x["label"]) for x in labels] == [("key", 0), ("technique", 1), ("unit", 0)]
    report = score_gold(labels, {"my-extractor": result})
    assert (report["right"], report["n"]) == (3, 3)

    third = scripted()
    outcome = await areview(gt, test, output=out, gold=gold, prompt=third, checkpoint=None)
    assert third.asked == [] and outcome.reviewed == 2 and len(load_gold(gold)) == 3


async def test_a_paper_left_midway_resumes_at_its_open_question_from_the_sqlite_checkpoint(files, tmp_path):
    pytest.importorskip("langgraph.checkpoint.sqlite.aio", reason="langgraph-checkpoint-sqlite is not installed")
    gt, test, out, gold = files
    first = scripted("s", None)  # skip the key (nothing saved), stop at the technique
    await areview(gt, test, output=out, gold=gold, prompt=first)
    assert (out.parent / "out.json.review.sqlite").is_file() and not gold.exists()
    second = scripted("y", "accept")
    outcome = await areview(gt, test, output=out, gold=gold, prompt=second)
    # the skipped key is not asked again: the paused thread resumes at the technique
    assert second.asked == [(A, "technique", "piezoresponse force microscopy"), (B, "unit", "pC/N")]
    assert outcome.stopped is None and [x["cls"] for x in load_gold(gold)] == ["technique", "unit"]


async def test_hand_made_labels_in_the_gold_file_are_decisions_the_review_does_not_ask(files):
    gt, test, out, gold = files
    gold.write_text(json.dumps([{"cls": "unit", "doi": B, "label": 0, "reason": "widgets are no unit"}]))
    prompt = scripted("n", "y")
    await areview(gt, test, output=out, gold=gold, prompt=prompt, checkpoint=None)
    assert [cls for _, cls, _ in prompt.asked] == ["key", "technique"]
    assert len(load_gold(gold)) == 3


def test_the_terminal_prompt_reads_answers_reasons_and_candidates_and_stops_at_end_of_input():
    question = {**KEY_QUESTION, "doi": A, "basis": "abbreviation", "why": "another key matches as well"}
    shown = "\n".join(describe_question(question))
    assert "'PZT' = 10" in shown and "2) 'Pb(Zr0.3Ti0.7)O3'" in shown and "another key matches as well" in shown
    out = io.StringIO()
    prompt = TerminalPrompt(io.StringIO("maybe\ny2 the 0.3 sample\n\nq\n"), out)
    assert prompt(question) == {"decision": "y", "reason": "the 0.3 sample", "test": "Pb(Zr0.3Ti0.7)O3"}
    assert "please answer as shown" in out.getvalue()
    assert prompt(question) == {"decision": "accept"}
    assert prompt(question) is None and prompt.stopped == "quit"
    ended = TerminalPrompt(io.StringIO(""), io.StringIO())
    assert ended(question) is None and ended.stopped == "end of input"
