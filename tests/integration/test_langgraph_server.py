"""`langgraph dev` serves the graphs of langgraph.json offline, and a run through the SDK gives what the Python API gives.

Needs the `studio` extra (langgraph-cli[inmem], langgraph-sdk). Only loopback is
used: tracing, CLI analytics and the version check are switched off in the
server's environment, and no API key is set (the rules judge is the default).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from comproeval.run.item import evaluate_item
from tests.unit.test_item_api import DOI, GROUND_TRUTH, TEST

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
READY_TIMEOUT = 90.0
NODES = ("composition_judge", "synthesis_judge", "reconciler", "scorer")
OFFLINE_ENV = {
    "LANGSMITH_TRACING": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    "LANGGRAPH_NO_VERSION_CHECK": "true",
}


def free_loopback_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def langgraph_executable() -> str:
    local = Path(sys.executable).with_name("langgraph")
    found = str(local) if local.exists() else shutil.which("langgraph")
    if not found:
        pytest.fail("the langgraph CLI is not installed: pip install -e '.[test,studio]'")
    return found


def wait_until_ready(url: str, process: subprocess.Popen, log: Path) -> float:
    started = time.monotonic()
    while time.monotonic() - started < READY_TIMEOUT:
        if process.poll() is not None:
            pytest.fail(f"langgraph dev exited with {process.returncode}:\n{log.read_text(errors='replace')[-4000:]}")
        try:
            with urllib.request.urlopen(f"{url}/ok", timeout=2) as response:
                if response.status == 200:
                    return time.monotonic() - started
        except OSError:
            pass
        time.sleep(0.25)
    pytest.fail(f"langgraph dev not ready after {READY_TIMEOUT:.0f}s:\n{log.read_text(errors='replace')[-4000:]}")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A `langgraph dev` server on a free loopback port; always stopped (its whole process group) at the end."""
    port = free_loopback_port()
    url = f"http://127.0.0.1:{port}"
    workdir = tmp_path_factory.mktemp("langgraph")  # the server keeps its state in ./.langgraph_api: not in the checkout
    log = workdir / "server.log"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.update(OFFLINE_ENV)
    # the default mode, as the README tells users to run it: auto-reload and the blocking-call checks on
    command = [
        langgraph_executable(),
        "dev",
        "--no-browser",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--config",
        str(REPO / "langgraph.json"),
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=workdir, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True
        )
    try:
        ready_after = wait_until_ready(url, process, log)
        print(f"\nlanggraph dev ready after {ready_after:.1f}s on {url}")
        yield url
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=5)


async def test_item_graph_over_the_server_matches_the_python_api(server):
    from langgraph_sdk import get_client

    client = get_client(url=server)
    item = {"doi": DOI, "ground_truth": GROUND_TRUTH, "test": TEST}

    thread = await client.threads.create()
    output = await client.runs.wait(thread["thread_id"], "item", input=item)
    assert output["item_result"] == evaluate_item(GROUND_TRUTH, TEST, doi=DOI)

    # settings from Studio's configuration form arrive as runtime context
    thread = await client.threads.create()
    strict = await client.runs.wait(
        thread["thread_id"], "item", input={**item, "test": None}, context={"scoring": "strict", "is_synthesis_evaluation": False}
    )
    assert strict["item_result"] == evaluate_item(GROUND_TRUTH, None, doi=DOI, scoring="strict", is_synthesis_evaluation=False)

    thread = await client.threads.create()
    reported: dict[str, dict] = {}
    async for part in client.runs.stream(thread["thread_id"], "item", input=item, stream_mode="updates"):
        if part.event == "error":
            pytest.fail(f"run failed: {part.data}")
        if part.event == "updates":
            reported.update(part.data)
    assert set(NODES) <= set(reported), f"nodes reported: {sorted(reported)}"
    # the server streams only the output schema's keys: an update outside it arrives as null
    silent = sorted(node for node in NODES if not reported[node])
    assert not silent, f"empty updates from {silent}: the item graph's output schema (ItemOutput) lacks their keys"
    assert reported["composition_judge"]["composition_verdict"]["judge"] == "rules"
    assert reported["synthesis_judge"]["synthesis_verdict"]["precursors"]["missing_items"] == ["Sb2O3"]
    assert reported["reconciler"] == {"reconciliation": []}
    assert reported["scorer"]["item_result"] == output["item_result"]


async def test_server_exposes_forms_and_the_evaluation_graph(server):
    from langgraph_sdk import get_client

    client = get_client(url=server)
    schemas = {}
    for graph_id in ("item", "evaluation"):
        assistant = (await client.assistants.search(graph_id=graph_id))[0]
        schemas[graph_id] = await client.assistants.get_schemas(assistant["assistant_id"])
    item_context = schemas["item"]["context_schema"]["properties"]
    for name in (
        "judge",
        "composition_judge_backend",
        "composition_judge_model",
        "synthesis_judge_model",
        "reconciler_model",
        "base_url",
        "weights",
        "value_error_thresholds",
        "scoring",
    ):
        assert item_context[name].get("description"), name
    assert "item_result" in schemas["item"]["output_schema"]["properties"]
    assert set(schemas["evaluation"]["input_schema"]["required"]) == {"ground_truth", "test_data"}

    output = await client.runs.wait(
        None, "evaluation", input={"ground_truth": {DOI: GROUND_TRUTH}, "test_data": {DOI: TEST}}, context={"scoring": "strict"}
    )
    result = output["result"]
    assert result["item_results"][DOI] == evaluate_item(GROUND_TRUTH, TEST, doi=DOI, scoring="strict")
    assert result["run_info"]["status"] == "complete" and result["run_info"]["settings"]["scoring"] == "strict"


async def test_evaluation_graph_runs_one_item_per_doi(server):
    """Studio shows the whole-file run item by item: one judge_item task per ground-truth DOI, then the collected result."""
    from langgraph_sdk import get_client

    client = get_client(url=server)
    dois = [f"10.0000/item-{i}" for i in range(4)]
    ground_truth = {doi: GROUND_TRUTH for doi in dois}
    test_data = {doi: TEST for doi in dois[:3]}  # the last one is missing from the extraction
    thread = await client.threads.create()
    judged, result = [], None
    async for part in client.runs.stream(
        thread["thread_id"], "evaluation", input={"ground_truth": ground_truth, "test_data": test_data}, stream_mode="updates"
    ):
        if part.event == "error":
            pytest.fail(f"run failed: {part.data}")
        if part.event == "updates" and "judge_item" in part.data:
            judged += list((part.data["judge_item"] or {}).get("judged") or {})
        if part.event == "updates" and "collect" in part.data:
            result = part.data["collect"]["result"]
    assert sorted(judged) == sorted(dois)
    assert result is not None and list(result["item_results"]) == dois and result["run_info"]["status"] == "complete"
    assert result["item_results"][dois[0]] == evaluate_item(GROUND_TRUTH, TEST, doi=dois[0])


async def test_llm_judges_with_a_per_node_model_run_under_the_server(server, tmp_path):
    """Studio's other main use: switch the judges to a model. The dev server refuses blocking calls on its
    event loop, so this run proves model clients, the verdict cache and the cross-check stay off it."""
    from langgraph_sdk import get_client

    from tests.integration.test_llm_stub_server import StubServer

    stub = StubServer("valid")
    threading.Thread(target=stub.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        client = get_client(url=server)
        thread = await client.threads.create()
        context = {
            "judge": "llm",
            "model": "stub-model",
            "reconciler_model": "stub-reviewer",
            "base_url": stub.url,
            "verdict_cache": str(tmp_path / "verdicts.sqlite"),
        }
        output = await client.runs.wait(thread["thread_id"], "item", input={"doi": DOI, "ground_truth": GROUND_TRUTH, "test": TEST}, context=context)
        assert "__error__" not in output, output
        details = output["item_result"]["details"]
        assert details["composition_data"]["judge"] == "llm:stub-model"
        assert details["synthesis_data"]["judge"] == "llm:stub-model"
        assert {body["model"] for body in stub.requests} == {"stub-model", "stub-reviewer"}
        assert any("stub-reviewer cross-check" in note for note in output["reconciliation"])

        # the whole-file graph builds its judge and cache the same way
        thread = await client.threads.create()
        whole = await client.runs.wait(
            thread["thread_id"],
            "evaluation",
            input={"ground_truth": {DOI: GROUND_TRUTH}, "test_data": {DOI: TEST}},
            context={"judge": "llm", "model": "stub-model", "base_url": stub.url, "verdict_cache": "off"},
        )
        assert "__error__" not in whole, whole
        assert whole["result"]["run_info"]["judges"] == {"llm:stub-model": 2}, whole["result"]["run_info"]
    finally:
        stub.shutdown()
        stub.server_close()
