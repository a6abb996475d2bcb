"""Each node judges with its own backend, built once per run by the judge factory (issue: one context per run)."""

import json

from comproeval.graph.context import Settings, build_run_context
from comproeval.judges.rules import RulesJudge, judge_synthesis_rules
from comproeval.run.item import aevaluate_item
from tests.fakes import ScriptedChatModel
from tests.unit.test_item_api import DOI, GROUND_TRUTH, TEST


async def test_rules_composition_llm_synthesis_and_an_llm_reviewer_each_use_their_own_backend():
    synthesis_reply = judge_synthesis_rules(GROUND_TRUTH["synthesis_data"], TEST["synthesis_data"]).model_dump_json()
    synthesis_model = ScriptedChatModel.from_script([synthesis_reply], name="syn-model")
    concern = {"section": "composition_data", "element": "family", "concern": "checked"}
    reviewer_model = ScriptedChatModel.from_script([json.dumps({"concerns": [concern]})], name="reviewer-model")

    result = await aevaluate_item(
        GROUND_TRUTH,
        TEST,
        doi=DOI,
        composition_judge_backend="rules",
        synthesis_judge_backend="llm",
        synthesis_judge_model=synthesis_model,
        reconciler_model=reviewer_model,
        verdict_cache="off",
    )

    assert result["details"]["composition_data"]["judge"] == "rules"
    assert result["details"]["synthesis_data"]["judge"] == "llm:syn-model"
    # the synthesis model saw only the synthesis section; the reviewer saw both verdicts, once
    assert len(synthesis_model.requests) == 1
    sent = " ".join(str(m.content) for m in synthesis_model.requests[0])
    assert "Sb2O3" in sent and "LiSbO3" not in sent
    assert len(reviewer_model.requests) == 1
    reviewed = " ".join(str(m.content) for m in reviewer_model.requests[0])
    assert "LiSbO3" in reviewed and "Sb2O3" in reviewed


def test_a_reconciler_model_alone_keeps_both_judges_on_the_rules():
    reviewer = ScriptedChatModel.from_script([], name="reviewer-only")
    context = build_run_context(Settings(reconciler_model=reviewer, verdict_cache="off"))
    assert isinstance(context.judges.composition, RulesJudge) and isinstance(context.judges.synthesis, RulesJudge)
    assert context.judges.reviewer is not None and context.judges.reviewer.label == "reviewer-only"
    assert context.describe()["judge"] == "rules" and context.describe()["judge_models"] == {"reconciler": "reviewer-only"}


def test_a_judge_model_without_a_backend_means_the_llm_judge():
    model = ScriptedChatModel.from_script([], name="m")
    context = build_run_context(Settings(model=model, verdict_cache="off"))
    assert context.judges.composition.name == "llm:m" and context.judges.synthesis is context.judges.composition
    mixed = build_run_context(Settings(model=model, synthesis_judge_backend="hybrid", verdict_cache="off"))
    assert mixed.judges.composition.name == "rules" and mixed.judges.synthesis.name == "rules+llm:m"
