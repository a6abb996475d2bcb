"""The CLI against a misbehaving OpenAI-compatible server on loopback: the run must still finish.

The stub answers /v1/chat/completions either with prose (never JSON) or with
HTTP 500 on every other call (valid all-miss verdicts otherwise). Every item
must be scored, the exit code must be 0, and fallbacks/retries counted.
"""

from __future__ import annotations

import json
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from comproeval.files.schema import EvaluationResult
from tests.integration.llm_cli import evaluate_with_llm

pytestmark = pytest.mark.integration

GROUND_TRUTH = {
    "10.1000/a": {
        "composition_data": {
            "compositions_property_values": {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": [300, 320]},
            "property_unit": "pC/N",
            "family": "BaTiO3",
        },
        "synthesis_data": {
            "method": "solid-state reaction",
            "precursors": ["BaCO3", "TiO2", "CaCO3"],
            "steps": ["Powders were mixed in ethanol", "Calcined at 1200 C for 2 h"],
            "characterization_techniques": ["XRD", "SEM"],
        },
    },
    "10.1000/b": {
        "composition_data": {"compositions_property_values": {"K0.5Na0.5NbO3": 110}, "property_unit": "pC/N", "family": "KNN"},
        "synthesis_data": {"method": "sol-gel", "precursors": ["KNO3"], "steps": ["Dissolved"], "characterization_techniques": ["d33 meter"]},
    },
    "10.1000/c": {"composition_data": {"compositions_property_values": {"PZT": 400}, "property_unit": "pm/V", "family": "PZT"}},
}
TEST = {
    "10.1000/a": {
        "composition_data": {
            "compositions_property_values": {"BaTiO3": 185, "Ba(0.9)Ca(0.1)TiO3": 310},
            "property_unit": "pC N-1",
            "family": "BT-based",
        },
        "synthesis_data": {
            "method": "solid state",
            "precursors": ["barium carbonate", "TiO2"],
            "steps": ["Mixed powders", "Calcination 1200 C"],
            "characterization_techniques": ["X-ray diffraction"],
        },
    },
    "10.1000/b": {
        "composition_data": {"compositions_property_values": {"KNN": 100}, "property_unit": "pC/N", "family": "KNN"},
        "synthesis_data": {
            "method": "sol gel",
            "precursors": ["potassium nitrate"],
            "steps": [],
            "characterization_techniques": ["quasi-static d33 meter"],
        },
    },
}
# 10.1000/c is missing from the test file on purpose: it is scored without a judge.
SECTIONS = 4  # judged sections: a (2) + b (2)


def all_miss_verdict(messages: list[dict]) -> dict:
    """A well-formed verdict that matches nothing, built from the request's ground truth."""
    system = next(m["content"] for m in messages if m["role"] == "system")
    user = next(m["content"] for m in messages if m["role"] == "user")
    reference = json.loads(user.split("<data>\n", 1)[1].split("\n</data>", 1)[0])  # the first data block
    if "composition_data" in system:
        keys = [k for k, v in (reference.get("compositions_property_values") or {}).items() if v is not None]
        return {
            "property_unit": {"match_value": 0},
            "family": {"match_value": 0},
            "compositions_property_values": {
                "key_matches": [{"reference_key": k, "test_key": "", "match_value": 0} for k in keys],
                "value_matches": [],
                "pair_matches": [],
                "total_ground_truth_keys": len(keys),
                "total_match": 0,
                "missing_keys": keys,
                "extra_keys": [],
            },
        }
    lists = {
        name: {"matches": [], "missing_items": list(reference.get(name) or []), "extra_items": []}
        for name in ("precursors", "characterization_techniques")
    }
    return {"method": {"match_value": 0}, **lists, "steps": {"match_value": 0.0}}


def tool_call_reply(call: int, body: dict) -> dict:
    """Ask for the tolerance of 190 (a value in the ground truth) before answering."""
    tool = body["tools"][0]["function"]["name"]
    message = {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": f"call-{call}", "type": "function", "function": {"name": tool, "arguments": json.dumps({"value": 190})}}],
    }
    return {
        "id": f"stub-{call}",
        "object": "chat.completion",
        "created": 0,
        "model": body.get("model", "stub"),
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
    }


class StubServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, mode: str):
        super().__init__(("127.0.0.1", 0), StubHandler)
        self.mode, self.calls, self.lock, self.requests = mode, 0, threading.Lock(), []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


class StubHandler(BaseHTTPRequestHandler):
    server: StubServer

    def log_message(self, *args) -> None:  # keep test output quiet
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        with self.server.lock:
            self.server.calls += 1
            call = self.server.calls
        if self.server.mode == "flaky" and call % 2 == 1:
            return self._send(500, {"error": {"message": "stub outage", "type": "server_error"}})
        self.server.requests.append(body)
        if self.server.mode == "tools" and body.get("tools") and not any(m["role"] == "tool" for m in body["messages"]):
            return self._send(200, tool_call_reply(call, body))
        if self.server.mode == "text":
            content = "These two extractions look broadly similar to me, I would say they match."
        else:
            content = json.dumps(all_miss_verdict(body["messages"]))
        self._send(
            200,
            {
                "id": f"stub-{call}",
                "object": "chat.completion",
                "created": 0,
                "model": body.get("model", "stub"),
                "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
            },
        )

    def _send(self, status: int, payload: dict) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def stub(request):
    server = StubServer(request.param)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def run_cli(tmp_path: Path, base_url: str, *extra: str, expect: int = 0) -> tuple[subprocess.CompletedProcess, dict]:
    proc, out = evaluate_with_llm(tmp_path, GROUND_TRUTH, TEST, base_url, "stub-model", "--llm-timeout", "20", *extra, timeout=300)
    assert proc.returncode == expect, proc.stderr[-3000:]
    return proc, json.loads(out.read_text())


@pytest.mark.parametrize("stub", ["text"], indirect=True)
def test_non_json_server_falls_back_everywhere(stub, tmp_path):
    proc, result = run_cli(tmp_path, stub.url, "--no-cache", "--max-fallback-share", "1")  # every fallback tolerated
    EvaluationResult.model_validate(result)
    assert set(result["item_results"]) == set(GROUND_TRUTH)
    info = result["run_info"]
    assert info["fallbacks"] == SECTIONS and info["judges"] == {"rules-fallback": SECTIONS}
    assert info["llm_usage"]["total"]["calls"] == 3 * SECTIONS  # first try + 2 corrections each
    assert info["llm_usage"]["total"]["input_tokens"] == 100 * 3 * SECTIONS
    assert stub.calls == 3 * SECTIONS
    assert "LLM judges" in proc.stdout and "rules-fallback 4" in proc.stdout


@pytest.mark.parametrize("stub", ["flaky"], indirect=True)
def test_every_other_call_failing_is_retried(stub, tmp_path):
    cache = tmp_path / "cache.sqlite"
    proc, result = run_cli(tmp_path, stub.url, "--cache", str(cache), "--max-concurrency", "2")
    EvaluationResult.model_validate(result)
    assert set(result["item_results"]) == set(GROUND_TRUTH)
    info = result["run_info"]
    assert info["fallbacks"] == 0 and info["judges"] == {"llm:stub-model": SECTIONS}
    assert info["llm_usage"]["total"]["retries"] >= 1
    # the stub's verdict (all misses) was used, except where the rules prove it wrong: pint reads pC/N = pC N-1
    unit = result["item_results"]["10.1000/a"]["details"]["composition_data"]["property_unit"]
    assert unit["match_value"] == 1 and unit["basis"] == "overridden" and "the LLM said 0" in unit["why"]
    # a fresh run over the same inputs is served from the cache: no call reaches the server
    calls_before = stub.calls
    (tmp_path / "result.json").unlink()
    _, again = run_cli(tmp_path, stub.url, "--cache", str(cache))
    assert stub.calls == calls_before
    assert again["run_info"]["llm_usage"]["total"]["cache_hits"] == SECTIONS
    assert again["overall_accuracy"] == result["overall_accuracy"]


@pytest.mark.parametrize("stub", ["tools"], indirect=True)
def test_thresholds_bind_the_tool_over_the_real_openai_client(stub, tmp_path):
    """With thresholds the request carries the tool (and no JSON mode); the tool's answer goes back to the model."""
    _, result = run_cli(tmp_path, stub.url, "--no-cache", "--thresholds", '{"0,1000": 10}')
    EvaluationResult.model_validate(result)
    assert result["run_info"]["judges"] == {"llm:stub-model": SECTIONS}
    # the judges run in parallel: the composition judge's requests carry the tool, the synthesis judge's never do
    with_tool = [r for r in stub.requests if "tools" in r]
    assert with_tool and all([t["function"]["name"] for t in r["tools"]] == ["get_value_error_threshold"] for r in with_tool)
    assert all("response_format" not in r for r in with_tool)
    assert len(with_tool) < len(stub.requests)
    answers = [m for r in stub.requests for m in r["messages"] if m["role"] == "tool"]
    assert answers and json.loads(answers[0]["content"]) == {"value": 190, "tolerance": 10.0}


@pytest.mark.parametrize("stub", ["valid"], indirect=True)
def test_without_thresholds_no_tool_and_json_mode(stub, tmp_path):
    _, result = run_cli(tmp_path, stub.url, "--no-cache")
    assert result["run_info"]["judges"] == {"llm:stub-model": SECTIONS}
    assert all("tools" not in r for r in stub.requests)
    assert all(r.get("response_format") == {"type": "json_object"} for r in stub.requests)


@pytest.mark.parametrize("stub", ["text"], indirect=True)
def test_a_run_that_mostly_falls_back_is_degraded_and_says_why(stub, tmp_path):
    proc, result = run_cli(tmp_path, stub.url, "--no-cache", "-q", expect=1)
    info = result["run_info"]
    assert info["status"] == "degraded"
    assert any("4 of 4 LLM-judged sections (100%) fell back" in w and "last error" in w for w in info["warnings"])
    assert "comproeval: warning: 4 of 4 LLM-judged sections (100%) fell back" in proc.stderr
