"""Stop 43 K9: refrigerant designations (ISO 817:2014, ANSI/ASHRAE 34): one number names one substance."""

import pytest

from comproeval.chem.formula.refrigerants import Refrigerant, halocarbon_formula, refrigerant
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("R-134a", Refrigerant("R", "134", "a", None)),
        ("HFC-245fa", Refrigerant("HFC", "245", "fa", None)),
        ("HFO-1336mzz(Z)", Refrigerant("HFO", "1336", "mzz", "Z")),
        ("R 407C", Refrigerant("R", "407", "C", None)),
        ("R717", Refrigerant("R", "717", "", None)),
    ],
)
def test_designations_are_read(key, expected):
    assert refrigerant(key) == expected


@pytest.mark.parametrize("key", ["R-45M", "HTPB R-45M", "R-1", "FC-40", "R-134a blend", "Ref-12"])
def test_other_keys_are_no_designation(key):
    assert refrigerant(key) is None


@pytest.mark.parametrize(
    ("number", "formula"),
    [("12", "CCl2F2"), ("23", "CHF3"), ("125", "C2HF5"), ("290", "C3H8"), ("1336", "C4H2F6"), ("410", None), ("744", None)],
)
def test_halocarbon_numbers_encode_formulas(number, formula):
    assert halocarbon_formula(Refrigerant("R", number, "", None)) == formula


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("R-125", "HFC-125", True, True),  # a prefix in place of `R`, one number
        ("HCFC-123", "R123", True, True),
        ("R-143a", "R-143", False, True),  # isomer letters: another substance
        ("R-407C", "R-407F", False, True),  # another blend
        ("HFO-1336mzz(Z)", "HFO-1336mzz(E)", False, True),  # another stereoisomer
        ("HFO-1336mzz", "HFO-1336mzz(Z)", True, False),  # a stereo label one key alone writes
        ("R-23", "CHF3", True, True),  # a methane has no isomers
        ("R-12", "CCl2F2", True, True),
        ("R-143a", "C2H3F3", True, False),  # a formula names no isomer
    ],
)
def test_refrigerant_keys(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


def test_another_formula_is_no_match():
    decision, _ = explain_key("R-125", "C2H2F4")  # C2HF5 encoded
    assert not decision.match


def test_a_name_beside_a_designation_is_left_to_the_name_readers():
    decision, _ = explain_key("R-1234yf", "2,3,3,3-tetrafluoropropene")
    assert decision.match or not decision.certain  # a name, not a formula: no proven difference from the encoded formula
