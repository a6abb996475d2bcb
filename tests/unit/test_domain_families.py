"""Families as a hierarchy (compound < family < class), in six fields (issue 21)."""

import pytest

from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Bi2Te3-based alloys", "BiSbTe alloys"),  # a member by its elements
        ("III-nitride", "InGaN"),
        ("skutterudite", "Yb-filled CoSb3"),
        ("skutterudite", "CoSb3-based skutterudites"),
        ("Ni-rich layered oxide (NCM)", "NCM-based layered oxide"),
        ("olivine LiFePO4", "olivine phosphate"),  # the parent family counts
        ("spinel LiNi0.5Mn1.5O4 or LNMO", "5 V spinel cathodes"),
        ("Prussian blue analogue", "metal hexacyanoferrates"),
        ("g-C3N4", "carbon nitride"),
        ("doped TiO2", "Fe/N co-doped TiO2"),
        ("ZnO", "transition-metal-doped ZnO"),
        ("transition metal dichalcogenides", "TMDCs"),
        ("chalcogenide perovskite", "BaZrS3-based chalcogenide perovskites"),
        ("FA–Cs mixed-cation lead iodide perovskite", "FA1−xCsxPbI3"),
        ("cuprate or LSCO", "high-Tc cuprates"),
        ("122 iron pnictide", "Fe-pnictide (Ba122)"),
        ("MgB2", "MgB2-based superconductors"),
        ("superhydride", "clathrate superhydrides"),
    ],
)
def test_same_family_is_proven(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni-rich layered oxide (NCM)", "NCA"),  # another branch
        ("BiVO4", "Bi2WO6"),
        ("ZnO", "TiO2"),
        ("half-Heusler", "Zintl phase"),
        ("infinite-layer nickelate", "perovskite nickelates RNiO3"),
        ("III-nitride", "III–V semiconductors"),  # a class: too broad
        ("ZnO", "metal oxides"),
        ("MgB2", "conventional (BCS) superconductors"),
        ("superhydride", "hydrides"),
        ("skutterudite", "cage compounds"),
        ("CdS-based photocatalyst", "chalcogenides"),
    ],
)
def test_other_family_is_proven(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain, decision


def test_an_unread_word_leaves_a_family_match_unproven():
    decision = explain_family("skutterudite", "CoSb3 frobnicated skutterudites")
    assert decision.match and not decision.certain


def test_piezoceramic_families_are_left_to_their_rules():
    assert explain_family("PZT", "PZT-based").match
    assert not explain_family("PZT", "perovskite").match
