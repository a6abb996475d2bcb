"""F18: two family names that fill one slot before their head with other words are sibling kinds (a guess), proven
only for two mineral species; rewrites of one name (spelling, a gloss, a linking word, a designation) stay apart."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.family_slot_siblings import slot_siblings
from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hydrothermal silica aerogels", "ambient-dried silica aerogels"),  # another route, the formula kept
        ("sorghum-based activated carbon", "bamboo-derived activated carbon"),  # another source, linking words aside
        ("porous alumina membranes", "anodic alumina membranes"),
        ("α-cyclodextrin inclusion complexes", "β-cyclodextrin inclusion complexes"),  # other Greek labels
        ("sputtered tin oxide films", "evaporated tin oxide films"),  # two processes, each a participle
        ("bisphenol-A polycarbonate sheets", "isosorbide polycarbonate sheets"),  # two monomers
    ],
)
def test_siblings_are_guessed_other_families(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("calcitic limestone aggregates", "dolomitic limestone aggregates"),
        ("calcitic marble", "dolomitic marble"),
    ],
)
def test_two_mineral_species_in_one_slot_prove_other_kinds(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert decision.basis == "slot-siblings" and not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("haematitic iron ore", "hematitic iron ore"),  # one word in two spellings
        ("peat-derived carbon electrodes", "peat-based carbon electrodes"),  # linking words only
        ("polyamide 11 fibres", "nylon 11 fibres"),  # no head noun after the slot
        ("magnesia refractories", "periclase refractories"),  # a compound and its mineral
        ("silicon carbide whiskers", "SiC whiskers"),  # a name and its formula
        ("modified titania sols", "functional titania sols"),  # an unspecific participle against an adjective
        ("kaolinitic clays", "kaolin clays"),  # a word inside the other
        ("calcite (CaCO3) fillers", "calcium carbonate fillers"),
        ("hydrated silica gel", "hydrated silica gel"),
    ],
)
def test_rewrites_are_no_slot_siblings(reference: str, test: str) -> None:
    assert slot_siblings(reference, test) is None


def test_a_word_the_other_name_glosses_is_no_sibling() -> None:
    assert slot_siblings("pectin-based gel beads", "fruit-derived gel beads (pectin)") is None


_SPELLINGS = [("colour", "color"), ("sulphide", "sulfide"), ("fibre", "fiber"), ("aluminium", "aluminum"), ("haematite", "hematite")]


@given(st.sampled_from(_SPELLINGS), st.sampled_from(["glass beads", "ceramic tiles", "alumina coatings", "steel wires"]))
def test_a_spelling_variant_in_the_slot_is_never_proof_of_another_family(spelling: tuple[str, str], head: str) -> None:
    reference, test = f"{spelling[0]}ed {head}", f"{spelling[1]}ed {head}"
    found = slot_siblings(reference, test)
    assert found is None or not found[1]
    assert explain_family(f"{spelling[0]} {head}", f"{spelling[1]} {head}").match
