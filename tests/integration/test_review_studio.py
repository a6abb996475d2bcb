"""The review graph served by `langgraph dev` (what LangGraph Studio talks to): a run pauses at an uncertain
verdict, and resuming it with the person's answer finishes the paper with that verdict.

The server gets a langgraph.json of its own (in a temporary folder) that serves
`comproeval.graph.review.served_review_graph()`; the server supplies the checkpointer. Loopback only,
no API key, tracing and analytics off (as in test_langgraph_server.py).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess

import pytest

from tests.integration.test_langgraph_server import OFFLINE_ENV, REPO, free_loopback_port, langgraph_executable, wait_until_ready
from tests.unit.test_review_graph import DOI, SYNTHESIS_GT, SYNTHESIS_TEST

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def review_server(tmp_path_factory):
    port = free_loopback_port()
    url = f"http://127.0.0.1:{port}"
    workdir = tmp_path_factory.mktemp("review-server")
    # what comproeval/studio.py serves as `review` (the server reads a module's variables, not its __getattr__)
    (workdir / "served.py").write_text("from comproeval.graph.review import served_review_graph\n\ngraph = served_review_graph()\n")
    config = workdir / "langgraph.json"
    config.write_text(json.dumps({"python_version": "3.11", "dependencies": [str(REPO)], "graphs": {"review": "./served.py:graph"}}))
    log = workdir / "server.log"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.update(OFFLINE_ENV)
    command = [langgraph_executable(), "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1", "--port", str(port),
               "--config", str(config)]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=workdir, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_until_ready(url, process, log)
        yield url
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=5)


async def test_a_served_review_pauses_at_the_uncertain_verdict_and_resumes_with_the_answer(review_server):
    from langgraph_sdk import get_client

    client = get_client(url=review_server)
    thread = await client.threads.create()
    item = {"doi": DOI, "ground_truth": {"synthesis_data": SYNTHESIS_GT}, "test": {"synthesis_data": SYNTHESIS_TEST}, "model": "mine"}
    await client.runs.wait(thread["thread_id"], "review", input=item)
    state = await client.threads.get_state(thread["thread_id"])
    assert state["next"] == ["human_review"]
    (pending,) = [i for task in state["tasks"] for i in task["interrupts"]]
    assert pending["value"]["element"] == "piezoresponse force microscopy" and pending["value"]["candidates"] == ["PFMX"]

    output = await client.runs.wait(thread["thread_id"], "review", command={"resume": {"decision": "y", "reason": "PFM"}})
    techniques = output["item_result"]["details"]["synthesis_data"]["characterization_techniques"]
    assert techniques["total_match"] == 2 and techniques["matches"][-1]["basis"] == "person"
    assert [(d["cls"], d["label"], d["model"]) for d in output["review_decisions"]] == [("technique", 1, "mine")]
