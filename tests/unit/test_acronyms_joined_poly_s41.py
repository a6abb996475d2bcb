"""Stop 41 (M6): acronyms joined by a hyphen (`SDS-PAGE`) and `poly` giving its own letter (ISO 1043-1: PA, PU)."""

from __future__ import annotations

from comproeval.chem.acronyms import acronym_of, acronym_tokens
from comproeval.judges.explain import explain_technique


def test_joined_acronyms_are_read_as_their_letters() -> None:
    assert acronym_tokens("HR-STEM imaging") == ["HRSTEM"]
    assert acronym_tokens("I-V curve") == ["I-V"]  # single capitals stay a quantity relation


def test_poly_gives_a_letter() -> None:
    assert acronym_of("PVA", "polyvinyl alcohol")
    assert acronym_of("PAGE", "polyacrylamide gel electrophoresis")


def test_a_joined_acronym_spelled_out_by_the_other_technique() -> None:
    decision = explain_technique("LC-MS", "liquid chromatography mass spectrometry")
    assert decision.match
    decision = explain_technique("GPC-MALS", "gel permeation chromatography multi-angle light scattering")
    assert decision.match and not decision.certain
