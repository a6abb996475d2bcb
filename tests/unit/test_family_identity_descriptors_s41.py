"""Stop 41 (M6): an element against its compound (IUPAC Gold Book), mixing patterns of bimetallic particles (Ferrando
et al., Chem. Rev. 2008), functional groups before a modification participle (IUPAC P-33), run-together nano-object
abbreviations and polytypes (ISO/TS 80004-2, Ramsdell), polyamide designations (ISO 1874-1)."""

from __future__ import annotations

import pytest

from comproeval.chem.family_descriptors import descriptor_conflict, mixing_patterns, other_functional_groups
from comproeval.chem.family_glued_forms import unglued
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(("reference", "test"), [("vanadium", "V3Ga"), ("tantalum", "Ta2O5"), ("MgB2", "magnesium")])
def test_an_element_is_not_its_compound(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not decision.match and not decision.certain and decision.basis == "element-and-compound"


@pytest.mark.parametrize("test", ["Al-4.5Cu", "Al-Cu alloys"])
def test_an_alloy_of_the_element_is_left_to_other_rules(test: str) -> None:
    assert explain_family("aluminium", test).basis != "element-and-compound"


def test_mixing_patterns() -> None:
    assert mixing_patterns("Pt–Ni alloy nanocrystals") == {"mixed"}
    assert mixing_patterns("Pd@Pt core–shell nanocubes") == {"core-shell"}
    assert mixing_patterns("Fe3O4@SiO2") == {"core-shell"}
    assert mixing_patterns("Janus Au–Fe3O4 dimers") == {"segregated"}
    assert mixing_patterns("shellac coatings") == frozenset()
    assert descriptor_conflict("Pt–Ni alloy nanocrystals", "Pt@Ni core–shell nanocrystals") == "mixing pattern"
    decision = explain_family("Cu–Pd alloy nanoparticles", "Cu@Pd core–shell nanoparticles")
    assert not decision.match and not decision.certain


def test_functional_groups() -> None:
    assert other_functional_groups("thiol-functionalized cellulose", "carboxyl-functionalized cellulose") == ("thiol", "carboxyl")
    assert other_functional_groups("amino-modified silica", "amine-modified silica") is None  # one group, two word forms
    assert other_functional_groups("carboxyl-terminated PDMS", "CT-terminated PDMS") is None  # capitals: another reading
    assert other_functional_groups("sulfonate-grafted resin", "sulfonic resin") is None  # one side writes none
    decision = explain_family("thiol-functionalized cellulose", "carboxyl-functionalized cellulose")
    assert not decision.match and not decision.certain


def test_glued_abbreviations_and_spaced_polytypes() -> None:
    assert unglued("CuNWs") == "Cu NWs"
    assert unglued("TiO2NTs") == "TiO2 NTs"
    assert unglued("MWCNTs") == "MWCNTs"  # capitals alone spell an acronym
    assert unglued("IONPs") == "IONPs"
    assert unglued("6H silicon carbide") == "6H-silicon carbide"
    assert explain_family("Cu nanowires", "CuNWs").match
    decision = explain_family("6H-SiC", "6H silicon carbide")
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test", "same"), [("PA11", "nylon 11", True), ("nylon 6,10", "PA610", True), ("PA6", "nylon 66", False)])
def test_polyamide_designations(reference: str, test: str, same: bool) -> None:
    decision = explain_family(reference, test)
    assert decision.basis == "polyamide-designation" and decision.match is same and decision.certain


def test_a_clipped_acronym_before_a_shared_head_noun() -> None:
    decision = explain_family("phase change memory cells", "PhCM cells")
    assert decision.match and not decision.certain and decision.basis == "acronym-initials"
