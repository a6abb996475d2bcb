"""A family and its member are a hierarchy, not siblings: `key_siblings` asks the family hierarchy of chemistry
(`chem.formula.family_tree_relation`), not the family field's judge (stop 37, review debt)."""

import pytest

from comproeval.judges.explain import key_siblings
from comproeval.judges.explain.key_siblings import unread_difference


@pytest.mark.parametrize(("reference", "test"), [("silicone film", "PDMS film"), ("PE film", "HDPE film")])
def test_a_family_and_its_member_are_no_siblings(reference: str, test: str) -> None:
    assert unread_difference(reference, test) is None


def test_another_family_is_still_a_sibling() -> None:
    assert unread_difference("silicone film", "PTFE film") is not None


def test_the_key_reader_does_not_call_the_family_judge() -> None:
    assert not hasattr(key_siblings, "explain_family")
