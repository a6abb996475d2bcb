"""Stop 43 D8: one reader of polymorph letters (IUPAC Red Book IR-3.4.4), Greek and Latin, for both callers."""

import pytest

from comproeval.chem.formula.notations import phase_designations
from comproeval.chem.formula.polymorph_letters import GREEK, LATIN, polymorph_letters, polymorph_letters_differ


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("θ-Al2O3", [("θ", GREEK)]),
        ("Bi2O3, δ phase", [("δ", GREEK)]),
        ("Fe2O3 (ε)", [("ε", GREEK)]),
        ("MoO3(H)", [("H", LATIN)]),
        ("WO3 (M2)", [("M2", LATIN)]),
        ("κ-Al2O3 (T)", [("κ", GREEK), ("T", LATIN)]),
        ("Al2O3", []),
        ("Fe(II)", []),  # a Roman oxidation state is no single capital
        ("Mn3O4 (ref)", []),
    ],
)
def test_one_reader_gives_each_letter_and_its_kind(text, read):
    assert [(p.letter, p.kind) for p in polymorph_letters(text)] == read


def test_each_caller_reads_its_own_kind():
    assert phase_designations("κ-Al2O3 (T)") == {"polymorph": frozenset({"κ"})}
    assert polymorph_letters_differ("κ-Al2O3 (T)", "κ-Al2O3 (O)") is not None
    assert polymorph_letters_differ("θ-Al2O3", "κ-Al2O3") is None  # Greek letters are read as phase designations
