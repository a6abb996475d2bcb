"""A model name per node, set in the graph's context (as Studio's configuration form does),
reaches that node: each judge node and the reconciler talk only to their own (fake) chat model."""

import json

import pytest

from comproeval.graph import item_graph as compiled_item_graph
from comproeval.judges.base import JudgeContext
from comproeval.judges.rules import RulesJudge
from comproeval.llm import models as llm_models
from comproeval.run.item import item_input
from tests.fakes import ScriptedChatModel
from tests.unit.test_item_api import DOI, GROUND_TRUTH, TEST

item_graph = compiled_item_graph()

BASE_URL = "http://127.0.0.1:9/v1"  # never contacted: the chat model factory is replaced by fakes


async def rules_verdicts():
    judge, context = RulesJudge(), JudgeContext()
    composition = await judge.judge_composition(GROUND_TRUTH["composition_data"], TEST["composition_data"], context)
    synthesis = await judge.judge_synthesis(GROUND_TRUTH["synthesis_data"], TEST["synthesis_data"], context)
    return composition, synthesis


@pytest.fixture
def fake_models(monkeypatch):
    """Replace LangChain's init_chat_model: each model name gets a scripted fake that records its calls."""
    created: dict[str, ScriptedChatModel] = {}
    factory_calls: list[tuple[str, str, dict]] = []

    def init_chat_model(name, model_provider, **kwargs):
        factory_calls.append((name, model_provider, kwargs))
        return created[name]

    monkeypatch.setattr(llm_models, "_init_chat_model", lambda: init_chat_model)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    return created, factory_calls


async def test_each_judge_node_uses_its_own_model(fake_models):
    created, factory_calls = fake_models
    composition, synthesis = await rules_verdicts()
    # The composition model answers "composition" once; the synthesis model "synthesis" once; a second call would fail.
    created["judge-a"] = ScriptedChatModel.from_script([composition.model_dump_json()], name="judge-a")
    created["judge-b"] = ScriptedChatModel.from_script([synthesis.model_dump_json()], name="judge-b")
    concern = {"section": "synthesis_data", "element": "Sb2O3", "concern": "listed as missing; no test precursor supplies Sb"}
    created["judge-c"] = ScriptedChatModel.from_script([json.dumps({"concerns": [concern]})], name="judge-c")
    settings = {
        "judge": "llm",
        "composition_judge_model": "judge-a",
        "synthesis_judge_model": "judge-b",
        "reconciler_model": "judge-c",
        "base_url": BASE_URL,
        "verdict_cache": "off",
    }
    updates = {}
    async for chunk in item_graph.astream(item_input(GROUND_TRUTH, TEST, DOI), context=settings, stream_mode="updates"):
        updates.update(chunk)

    assert updates["composition_judge"]["composition_verdict"].judge == "llm:judge-a"
    assert updates["synthesis_judge"]["synthesis_verdict"].judge == "llm:judge-b"
    a, b, c = created["judge-a"], created["judge-b"], created["judge-c"]
    sent_to_a = " ".join(str(m.content) for m in a.requests[0])
    sent_to_b = " ".join(str(m.content) for m in b.requests[0])
    assert len(a.requests) == 1 and "0.96(K0.5Na0.5)NbO3-0.04LiSbO3" in sent_to_a and "Sb2O3" not in sent_to_a
    assert len(b.requests) == 1 and "Sb2O3" in sent_to_b and "LiSbO3" not in sent_to_b
    # the reconciler's own model reviewed both (reconciled) verdicts once; its concern is a note, not a verdict change
    sent_to_c = " ".join(str(m.content) for m in c.requests[0])
    assert len(c.requests) == 1 and "LiSbO3" in sent_to_c and "Sb2O3" in sent_to_c
    assert any("llm:judge-c cross-check: synthesis_data Sb2O3" in note for note in updates["reconciler"]["reconciliation"])
    # every name was resolved as an OpenAI-protocol model at the configured base URL
    assert sorted(name for name, _, _ in factory_calls) == ["judge-a", "judge-b", "judge-c"]
    assert {provider for _, provider, _ in factory_calls} == {"openai"}
    assert all(kwargs.get("base_url") == BASE_URL for _, _, kwargs in factory_calls)
    # the fakes returned the rules' verdicts, so the score is the rules' score
    assert updates["scorer"]["item_result"]["field_scores"] == pytest.approx({"composition_data": 1.0, "synthesis_data": 0.865})


async def test_per_node_backend_and_run_wide_model_from_runtime_context(fake_models):
    """Studio sends settings as context: synthesis on the llm with the run-wide model, composition stays on rules."""
    created, _ = fake_models
    _, synthesis = await rules_verdicts()
    created["shared-model"] = ScriptedChatModel.from_script([synthesis.model_dump_json()], name="shared-model")
    context = {"synthesis_judge_backend": "llm", "model": "shared-model", "base_url": BASE_URL, "verdict_cache": "off"}
    state = await item_graph.ainvoke(item_input(GROUND_TRUTH, TEST, DOI), context=context)
    details = state["item_result"]["details"]
    assert details["composition_data"]["judge"] == "rules"
    assert details["synthesis_data"]["judge"] == "llm:shared-model"
    assert len(created["shared-model"].requests) == 1
