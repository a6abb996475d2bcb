"""The estimate's token counting (issue #22): tiktoken where it knows the model and can load it, else a marked estimate."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from comproeval.run import tokens as tokens_module
from comproeval.run.estimate import NodeCost, RunEstimate, estimate_lines
from comproeval.run.tokens import TokenCounter, encoding_name_of


@pytest.fixture(autouse=True)
def fresh_encodings():
    """Each test loads (or fails to load) the encodings anew."""
    tokens_module._encoding_named.cache_clear()
    yield
    tokens_module._encoding_named.cache_clear()


class FakeEncoding:
    name = "fake"

    def encode(self, text, disallowed_special=()):
        return text.split()


def test_a_model_tiktoken_does_not_know_is_an_estimate():
    counter = TokenCounter("qwen2.5:7b")
    assert not counter.exact and "tiktoken has no encoding for 'qwen2.5:7b'" in counter.how
    assert counter.text("x" * 9) == 3  # ~4 characters a token, rounded up


def test_offline_the_encoding_file_cannot_load_and_that_is_said(monkeypatch):
    import tiktoken

    def offline(name):
        raise ConnectionError("no network")

    monkeypatch.setattr(tiktoken, "get_encoding", offline)
    counter = TokenCounter("gpt-4o-mini")
    assert not counter.exact
    assert "could not be loaded: ConnectionError; offline?" in counter.how and counter.how.startswith("estimated")


def test_a_known_model_is_counted_with_its_encoding(monkeypatch):
    import tiktoken

    monkeypatch.setattr(tiktoken, "get_encoding", lambda name: FakeEncoding())
    counter = TokenCounter("openai:gpt-4o-mini")
    assert counter.exact and counter.how == f"counted with tiktoken ({encoding_name_of('gpt-4o-mini')})"
    # content and role of each message, three tokens of framing each, three to prime the reply
    messages = [SystemMessage(content="a b c"), HumanMessage(content="d e")]
    assert counter.messages(messages) == (3 + 1 + 3) + (3 + 1 + 2) + 3


def test_a_stalled_download_does_not_hang_the_estimate(monkeypatch):
    import threading

    import tiktoken

    release = threading.Event()
    monkeypatch.setattr(tiktoken, "get_encoding", lambda name: release.wait(5))
    monkeypatch.setattr(tokens_module, "ENCODING_LOAD_SECONDS", 0.05)
    counter = TokenCounter("gpt-4o")
    release.set()
    assert not counter.exact and "timed out" in counter.how


def test_cost_and_lines():
    estimate = RunEstimate(items=3, judged_items=2, nodes={"composition_judge": NodeCost("m", 2, 1, 1, 1000, 100)}, counting={"m": "estimated"})
    assert estimate.price(None, None) is None
    assert estimate.price(2.0, 8.0) == pytest.approx((1000 * 2 + 100 * 8) / 1e6)
    lines = estimate_lines(estimate, 2.0, None)
    assert lines[0] == "3 paper(s), 2 with LLM calls"
    assert any(line.startswith("total") and "1,000" in line for line in lines)
    assert lines[-1].startswith("cost: about 0.0020 (1,000 prompt tokens at 2 per million)")
    assert "costs nothing" in estimate_lines(RunEstimate(items=3, judged_items=0))[0]
