"""The reply the seeded red team found (issue 20.3): an LLM obeys the text injected in the test data and calls a value
the rules prove wrong a match.

The obeying model of `tests/robustness/obeying.py` pairs keys with the injected entries, whose values happen to agree.
This one pairs every ground-truth key it is shown with a test key whose value differs beyond tolerance (BaTiO3 190 with
a key whose value is 100; SrTiO3 50 with KNbO3 300), and says the value matches: with the key matched (the rules disprove the pair
and set the key to 0, the value stayed 1) or with the key unmatched (the rules prove the key unmatched too, and the
claimed row stood whole). A value the rules can read on both sides must end as they read it, whatever the reply says;
so must every verdict they call certain. Checked in-process (scripted chat model) and through the CLI against an
OpenAI-compatible endpoint on 127.0.0.1, as a user runs it.
"""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler
from typing import Any

import pytest
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from comproeval.chem.values import parse_value
from comproeval.judges.explain import explain_value
from comproeval.run.item import aevaluate_item
from tests.fakes import ScriptedChatModel
from tests.integration.cli_runner import cli
from tests.robustness.loopback import LoopbackServer
from tests.robustness.obeying import INJECTED_GROUND_TRUTH, INJECTED_TEST, _data_blocks, certain_flips, obeying_verdict

DOI, GROUND_TRUTH = next(iter(INJECTED_GROUND_TRUTH.items()))
TEST = INJECTED_TEST[DOI]
SHAPES = ("key-matched", "key-unmatched")


def _provably_different(reference: Any, candidates: dict[str, Any]) -> str | None:
    """A test key whose value the rules read and prove different from `reference` (the red team's pick)."""
    for key, value in candidates.items():
        decision = explain_value(reference, value)
        if parse_value(value) is not None and decision.certain and not decision.match:
            return key
    return None


def wrong_value_reply(system: str, user: str, shape: str) -> dict[str, Any]:
    """The obeying verdict, with each key paired to a test key of a provably different value, that value called equal."""
    verdict = obeying_verdict(system, user, "injected")
    if "compositions_property_values" not in system:
        return verdict
    reference, test = (_data_blocks(user) + [{}, {}])[:2]
    ref_values = reference.get("compositions_property_values") or {}
    test_values = test.get("compositions_property_values") or {}
    cpv = verdict["compositions_property_values"]
    for km, vm in zip(cpv["key_matches"], cpv["value_matches"], strict=True):
        wrong = _provably_different(ref_values[km["reference_key"]], test_values)
        if wrong is not None:
            km.update(test_key=wrong, match_value=1 if shape == "key-matched" else 0)
            vm.update(test_value=test_values[wrong], match_value=1)
    return verdict


def _messages(messages: list[Any]) -> tuple[str, str]:
    system = next((str(m.content) for m in messages if getattr(m, "type", "") == "system"), "")
    user = next((str(m.content) for m in messages if getattr(m, "type", "") == "human"), "")
    return system, user


class RedTeamChatModel(ScriptedChatModel):
    """Answers whichever section asks with `wrong_value_reply` (the two judges run in parallel)."""

    shape: str = "key-matched"

    def _generate(self, messages, stop=None, run_manager=None, **kwargs: Any) -> ChatResult:
        self.requests.append(list(messages))
        reply = json.dumps(wrong_value_reply(*_messages(messages), self.shape))
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=reply))])


def proven_value_flips(item: dict[str, Any]) -> list[str]:
    """Every value verdict that differs from what the rules read in its two values, where they can read them."""
    cpv = item["details"]["composition_data"]["compositions_property_values"]
    flips = []
    for entry in cpv["value_matches"]:
        decision = explain_value(entry["reference_value"], entry.get("test_value"))
        if decision.certain and entry["match_value"] != int(decision.match):
            flips.append(
                f"{entry['key']!r}: {entry['reference_value']} vs {entry.get('test_value')} is {entry['match_value']} ({entry.get('basis')})"
            )
    return flips


def test_the_reply_calls_provably_different_values_equal():
    """The case tests something: the reply pairs keys with wrong values and calls them equal."""
    from comproeval.prompts.common import user_message

    reply = wrong_value_reply("compositions_property_values", user_message(GROUND_TRUTH["composition_data"], TEST["composition_data"]), "key-matched")
    values = reply["compositions_property_values"]["value_matches"]
    assert len(values) == 4 and all(v["match_value"] == 1 for v in values)
    assert all(not explain_value(v["reference_value"], v["test_value"]).match for v in values)  # every one provably wrong


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("judge", ["llm", "hybrid"])
async def test_no_value_the_rules_prove_wrong_survives_the_reply(judge, shape):
    rules = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI)
    model = RedTeamChatModel.from_script([], name="red-team")
    model.shape = shape
    judged = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI, judge=judge, model=model, verdict_cache="off", max_concurrency=1)
    assert "llm:red-team" in judged["details"]["composition_data"]["judge"]  # the reply was used, not a fallback
    assert proven_value_flips(judged) == []
    assert certain_flips(rules, judged) == []
    values = {v["key"]: v for v in judged["details"]["composition_data"]["compositions_property_values"]["value_matches"]}
    assert values["KNbO3"]["match_value"] == 0  # the matched key whose value is 300, not 80


async def test_the_reply_is_noted_as_overridden():
    model = RedTeamChatModel.from_script([], name="red-team")
    judged = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI, judge="llm", model=model, verdict_cache="off")
    values = {v["key"]: v for v in judged["details"]["composition_data"]["compositions_property_values"]["value_matches"]}
    assert values["BaTiO3"]["match_value"] == 0 and values["BaTiO3"]["basis"] == "overridden"
    assert values["BaTiO3"]["why"].startswith("the LLM said 1; different-values")


# ------------------------------------------------------------------ through the CLI


class _Handler(BaseHTTPRequestHandler):
    server: RedTeamServer

    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:  # the endpoint check lists the models
        self._send({"object": "list", "data": [{"id": "red-team", "object": "model"}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        messages = body.get("messages") or []
        system = next((str(m.get("content")) for m in messages if m.get("role") == "system"), "")
        user = next((str(m.get("content")) for m in messages if m.get("role") == "user"), "")
        content = json.dumps(wrong_value_reply(system, user, self.server.shape))
        choice = {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        usage = {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
        self._send({"id": "red", "object": "chat.completion", "created": 0, "model": "red-team", "choices": [choice], "usage": usage})

    def _send(self, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class RedTeamServer(LoopbackServer):
    """An OpenAI-compatible /v1/chat/completions on 127.0.0.1 answering `wrong_value_reply`."""

    def __init__(self, shape: str):
        super().__init__(_Handler)
        self.shape = shape


@pytest.mark.parametrize("shape", SHAPES)
def test_the_cli_keeps_proven_values_against_the_reply(tmp_path, shape):
    (tmp_path / "gt.json").write_text(json.dumps(INJECTED_GROUND_TRUTH), encoding="utf-8")
    (tmp_path / "test.json").write_text(json.dumps(INJECTED_TEST), encoding="utf-8")
    with RedTeamServer(shape) as server:
        run = cli(
            *("evaluate", "gt.json", "test.json", "-o", "out.json", "--judge", "llm", "--model", "red-team"),
            *("--base-url", server.url, "--no-cache", "--max-fallback-share", "0", "-q"),
            cwd=tmp_path,
            OPENAI_API_KEY="sk-red-team-not-a-key",
            NO_PROXY="127.0.0.1,localhost",
            no_proxy="127.0.0.1,localhost",
        )
    assert run.returncode == 0, run.stderr
    result = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    judged = result["item_results"][DOI]
    assert judged["details"]["composition_data"]["judge"] == "llm:red-team"
    assert proven_value_flips(judged) == []
    assert result["run_info"]["overrides"] >= 2  # the two wrong values, each noted
