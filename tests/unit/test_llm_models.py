"""Model selection (objects, names, base URLs, per node), configuration and CLI wiring, parsing helpers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from comproeval.cli import main as cli
from comproeval.graph.context import Settings, build_run_context, run_context
from comproeval.judges.factory import ConfigurationError
from comproeval.judges.hybrid import HybridJudge
from comproeval.judges.llm import LLMJudge
from comproeval.llm.calls import is_transient
from comproeval.llm.models import DEFAULT_MODEL, ModelError, resolve_model
from comproeval.llm.parsing import VerdictError, extract_json
from tests.fakes import ScriptedChatModel


@pytest.fixture
def no_openai_env(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def test_names_resolve_to_openai_models_at_a_base_url(no_openai_env):
    model = resolve_model("openai:gpt-4o-mini", base_url="http://127.0.0.1:9/v1", timeout=7)
    assert type(model).__name__ == "ChatOpenAI"
    assert model.model_name == "gpt-4o-mini" and str(model.openai_api_base) == "http://127.0.0.1:9/v1"
    assert model.max_retries == 0 and model.request_timeout == 7
    # an Ollama-style name is a model name on the server, not a provider
    assert resolve_model("qwen2.5:7b", base_url="http://127.0.0.1:9/v1").model_name == "qwen2.5:7b"


def test_base_url_from_the_environment(no_openai_env, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8/v1")
    assert str(resolve_model("m").openai_api_base) == "http://127.0.0.1:8/v1"


def test_missing_key_is_a_clear_error(no_openai_env):
    with pytest.raises(ModelError, match="OPENAI_API_KEY"):
        resolve_model(DEFAULT_MODEL)
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        build_run_context(Settings(judge="llm", verdict_cache="off"))


def test_default_model_and_per_node_override(no_openai_env, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    special = ScriptedChatModel.from_script([], name="special")
    judges = build_run_context(Settings(judge="llm", synthesis_judge_model=special, verdict_cache="off")).judges
    assert judges.composition.models["composition_judge"].model_name == DEFAULT_MODEL
    assert judges.synthesis.models["synthesis_judge"] is special
    assert judges.reviewer is None  # deterministic reconciler: no default model needed
    both = build_run_context(Settings(model="gpt-4o-mini", reconciler_model="openai:o3-mini", verdict_cache="off")).judges
    assert both.composition.models["composition_judge"] is both.synthesis.models["synthesis_judge"]
    assert both.reviewer.label == "o3-mini"


async def test_graph_context_builds_llm_and_hybrid_judges_once_per_settings_object(no_openai_env):
    settings = Settings(judge="hybrid", model="m-all", synthesis_judge_model="m-syn", base_url="http://127.0.0.1:9/v1", verdict_cache="off")
    judge = (await run_context(settings)).judges.composition
    assert isinstance(judge, HybridJudge)
    assert judge.describe() == {"composition_judge": "m-all", "synthesis_judge": "m-syn"}  # reconciler: opt-in only
    assert (await run_context(settings)).judges.synthesis is judge  # reused, not rebuilt per call
    assert (await run_context(replace(settings))).judges.composition is not judge  # another run, its own
    llm_only = build_run_context(
        Settings(judge="rules", composition_judge_backend="llm", model="x", base_url="http://127.0.0.1:9/v1", verdict_cache="off")
    ).judges.composition
    assert isinstance(llm_only, LLMJudge) and llm_only.cache is None


def test_cli_model_options(monkeypatch, tmp_path):
    seen = {}

    def fake_evaluate(*args, settings, **kwargs):
        seen.update(
            judge=settings.backends()["composition_judge"],
            llm=settings.model,
            base_url=settings.base_url,
            cache=settings.verdict_cache,
            models={n: getattr(settings, f"{n}_model") for n in ("synthesis_judge",)},
        )
        raise ConfigurationError("stop here")

    from comproeval import api

    async def afake_evaluate(*args, **kwargs):
        return fake_evaluate(*args, **kwargs)

    monkeypatch.setattr(api, "evaluate_agentic", fake_evaluate)
    monkeypatch.setattr(api, "aevaluate_agentic", afake_evaluate)
    code = cli.main(
        [
            "evaluate",
            "gt.json",
            "t.json",
            "--model",
            "m-all",
            "--model",
            "synthesis_judge=m-syn",
            "--base-url",
            "http://127.0.0.1:5/v1",
            "--no-cache",
            "-q",
        ]
    )
    assert code == 2
    assert seen["judge"] == "llm" and seen["llm"] == "m-all" and seen["models"] == {"synthesis_judge": "m-syn"}
    assert seen["base_url"] == "http://127.0.0.1:5/v1" and seen["cache"] == "off"
    cli.main(["evaluate", "gt.json", "t.json", "--judge", "hybrid", "--cache", str(tmp_path / "c.sqlite"), "-q"])
    assert seen["judge"] == "hybrid" and seen["cache"] == str(tmp_path / "c.sqlite") and seen["llm"] is None
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["evaluate", "a", "b", "--model", "router=x"])
    assert cli.main(["evaluate", "gt.json", "t.json", "--judge", "rules", "--model", "m", "-q"]) == 2


def test_json_repair_and_errors():
    assert extract_json('Here you go:\n```json\n{"a": 1,}\n```') == {"a": 1}
    assert extract_json('verdict: {"a": {"b": [1, 2]}} done') == {"a": {"b": [1, 2]}}
    with pytest.raises(VerdictError, match="no JSON object|invalid JSON"):
        extract_json("I think they match.")
    with pytest.raises(VerdictError, match="object"):
        extract_json("[1, 2]")


def test_transient_errors():
    class Status(Exception):
        def __init__(self, code):
            self.status_code = code

    assert is_transient(Status(429)) and is_transient(Status(503)) and is_transient(TimeoutError())
    assert not is_transient(Status(401)) and not is_transient(ValueError("x"))


def test_node_model_is_the_nodes_own_then_the_shared_then_the_default():
    from comproeval.llm.models import DEFAULT_MODEL, node_model

    assert node_model({None: "shared", "composition_judge": "own"}, "composition_judge") == "own"
    assert node_model({None: "shared", "composition_judge": None}, "composition_judge") == "shared"
    assert node_model({None: None}, "synthesis_judge") == DEFAULT_MODEL
