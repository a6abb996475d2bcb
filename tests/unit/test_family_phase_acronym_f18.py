"""F18: a compound word (a phase name) one family name writes and the other holds inside an acronym its words spell
(`natural hydraulic lime`, `NHL`) is said on both sides: the names read to the same words, proven; an acronym that
does not need the word, or spells other words, proves nothing."""

from __future__ import annotations

import pytest

from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hot-mix asphalt pavements", "HMA pavements"),
        ("HMA pavements", "hot-mix asphalt pavements"),
    ],
)
def test_a_phase_word_inside_the_acronym_reads_completely(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hot-mix asphalt pavements", "WMA pavements"),  # other initials: another mix
        ("lime putty renders", "LR renders"),  # the acronym spells no run of the other's words
        ("hot-mix asphalt pavements", "HMA overlays"),  # another head noun
    ],
)
def test_other_initials_are_never_proof_of_one_family(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain)
