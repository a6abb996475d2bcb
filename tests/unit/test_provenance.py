"""Provenance labels: one type reads and writes them, so the hybrid's name and its sections' labels agree."""

import pytest

from comproeval.defaults import FALLBACK_JUDGE
from comproeval.verdicts.provenance import Provenance


@pytest.mark.parametrize(
    "provenance, label",
    [
        (Provenance("rules"), "rules"),
        (Provenance.llm("gpt-4o-mini"), "llm:gpt-4o-mini"),
        (Provenance.hybrid("qwen2.5:7b"), "rules+llm:qwen2.5:7b"),
        (Provenance("fallback"), FALLBACK_JUDGE),
        (Provenance("other", "SlowRules"), "SlowRules"),
    ],
)
def test_labels_round_trip(provenance, label):
    assert provenance.label == label and Provenance.parse(label) == provenance


def test_what_a_label_means():
    assert Provenance.parse("llm:m").decided_by_an_llm and Provenance.parse("rules+llm:m").decided_by_an_llm
    assert not Provenance.parse(FALLBACK_JUDGE).decided_by_an_llm and Provenance.parse(FALLBACK_JUDGE).asked_an_llm
    assert not Provenance.parse("rules").asked_an_llm and not Provenance.parse(None).asked_an_llm
    # a model whose own name has "llm:" in it is still only what its prefix says
    assert Provenance.parse("my-llm:judge").kind == "other"
    assert Provenance.parse("hybrid:llm:m") == Provenance.hybrid("m")  # the hybrid judge's older name
