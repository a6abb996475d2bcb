"""Polymers joined by a solidus (a blend) against a bare hyphen (a blend or a copolymer): never proven one."""

import pytest

from comproeval.chem.formula.blend_compare import compare_blends


@pytest.mark.parametrize(("reference", "test"), [("PLA/PCL 70/30", "PLA-PCL 70/30"), ("PS/PMMA 50/50", "PS-PMMA 50/50")])
def test_solidus_against_hyphen_is_a_guess(reference: str, test: str) -> None:
    found = compare_blends(reference, test)
    assert found is not None and found[0] and not found[2], found


def test_one_joiner_on_both_sides_stays_proven() -> None:
    found = compare_blends("PLA/PCL 70/30", "PLA/PCL (70/30)")
    assert found is not None and found[0] and found[2], found
