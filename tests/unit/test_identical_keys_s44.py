"""Identical keys are explained as identical, before any reader of a notation (an alloy designation read as its
balance written out, a mixture, a dopant site) explains them as a rewriting of each other. Examples written here."""

import pytest

from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize("key", ["Ti-6Al-4V", "90W–7Ni–3Co", "Cu-1.5Mg-0.5Zn", "83Sn-11Sb-6Cu", "PVDF/PMMA 70/30", "Mg0.5Fe²⁺0.5SiO3", "Or80Ab20"])
def test_identical_keys_are_exact(key):
    decision, distance = explain_key(key, key)
    assert (decision.match, decision.certain, decision.basis, distance) == (True, True, "exact", 0.0)


def test_spacing_alone_is_identical():
    assert explain_key("Ti-6Al-4V ", "Ti - 6Al - 4V")[0].basis == "exact"


def test_other_polytypes_are_not_identical():
    """`plain` text reads past phase and polytype prefixes; identity is the written text itself."""
    assert explain_key("2H-MoS2", "3R-MoS2")[0].match is False
    assert explain_key("6H-SiC (4° off-axis)", "15R-SiC (4° off-axis)")[0].match is False
