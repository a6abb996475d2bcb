"""Bracketed initials beside a name (stop 48, the lead's mend after round 2): letters that read as elements the name
does not write are an abbreviation, and letters both sides gloss, each beside its own name, prove nothing alone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.family_text import acronym_glosses
from comproeval.judges.explain.family import explain_family


def _certain_same(one: str, other: str) -> bool:
    verdict = explain_family(one, other)
    return verdict.match and verdict.certain


def test_initials_of_a_word_writing_no_element_are_an_abbreviation() -> None:
    assert acronym_glosses("carbon paper (CP)") == frozenset({"CP"})  # no phosphorus in the name
    assert acronym_glosses("zinc foam (ZF)") == frozenset({"ZF"})  # `foam` writes no element
    assert acronym_glosses("amorphous In-Ga-Zn-O (a-IGZO)") == frozenset()  # every initialled word an element
    assert acronym_glosses("boron nitride (BN)") == frozenset()  # the formula of the elements its name writes
    assert acronym_glosses("silicon carbide (SiC)") == frozenset()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("carbon paper (CP)", "carbon powder (CP)"),
        ("silver paste (SP)", "silver powder (SP)"),
        ("nickel foam (NF)", "nickel film (NF)"),
        ("phase change material (PCM)", "phase change memory (PCM)"),
    ],
)
def test_one_gloss_beside_two_names_proves_nothing(one: str, other: str) -> None:
    assert not _certain_same(one, other)
    assert not _certain_same(other, one)


@pytest.mark.parametrize(
    ("one", "other"),
    [("carbon paper (CP)", "CP"), ("boron nitride (BN)", "BN"), ("nickel foam (NF)", "nickel foam")],
)
def test_a_name_against_its_own_gloss_is_still_one_family(one: str, other: str) -> None:
    assert _certain_same(one, other)


_ELEMENT_WORDS = st.sampled_from(["carbon", "nickel", "copper", "silver", "zinc", "titanium"])
_FORMS = st.sampled_from(["paper", "powder", "paste", "foam", "film", "felt", "mesh", "cloth"])


@settings(max_examples=40, deadline=None)
@given(_ELEMENT_WORDS, _FORMS, _FORMS)
def test_two_forms_of_one_element_under_one_gloss_are_never_certainly_one(element: str, form: str, other: str) -> None:
    if form[0] != other[0] or form == other:
        return
    gloss = f"{element[0]}{form[0]}".upper()
    assert not _certain_same(f"{element} {form} ({gloss})", f"{element} {other} ({gloss})")
