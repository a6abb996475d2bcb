"""The review graph served by `langgraph dev` (what LangGraph Studio talks to): a run pauses at an uncertain
verdict, and resuming it with the person's answer finishes the paper with that verdict.

The server serves the repository's langgraph.json (`review` is `comproeval.studio:review`) and supplies the
checkpointer. Loopback only, no API key, tracing and analytics off (the server fixture of test_langgraph_server.py).
"""

from __future__ import annotations

import pytest

from tests.integration import test_langgraph_server
from tests.unit.test_review_graph import DOI, SYNTHESIS_GT, SYNTHESIS_TEST

pytestmark = pytest.mark.integration


# the repository's langgraph.json served in the default mode (reload and blocking checks on), as users run it
review_server = test_langgraph_server.server


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
