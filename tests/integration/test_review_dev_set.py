"""On the development set, a review that accepts every guess gives exactly the rules' result (skips without ../shared).

The review only replaces uncertain verdicts by the person's; accepting the
rules' guess must change no score and no count, only who decided.
"""

from __future__ import annotations

import json

import pytest

from comproeval.api import aevaluate_agentic
from comproeval.report.gold import check_gold
from comproeval.review.session import areview

pytestmark = pytest.mark.integration
MODEL = "gpt-4o-mini"


async def test_accepting_every_guess_reproduces_the_rules_result(bench_dir, tmp_path):
    test_file = bench_dir / "outputs" / f"{MODEL}.json"
    asked = []

    def accept(question):
        asked.append(question)
        return "accept"

    outcome = await areview(
        bench_dir / "ground_truth.json", test_file, output=tmp_path / "reviewed.json", gold=tmp_path / "gold.json", prompt=accept, checkpoint=None
    )
    rules = await aevaluate_agentic(bench_dir / "ground_truth.json", test_file, output_file=None, extraction_agent_model_name=MODEL)
    assert outcome.stopped is None and outcome.reviewed == len(rules["item_results"])
    assert asked and outcome.decisions == len(asked)  # the rules leave questions on this file, each saved as a label
    for doi, item in rules["item_results"].items():
        reviewed = outcome.item_results[doi]
        for name in ("overall_score", "field_scores", "absolute_classification_metrics", "normalized_classification_metrics"):
            assert reviewed[name] == item[name], (doi, name)
    labels = check_gold(json.loads((tmp_path / "gold.json").read_text()))
    assert all(label["label"] == label["rules_guess"] for label in labels)
