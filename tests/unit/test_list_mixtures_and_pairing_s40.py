"""Stop 40 (F5), on examples written for these tests.

5. An entry that states a part's share (`He + 3% H2`) is one mixture, not a list of inputs.
6. Identical list entries pair with each other first.
"""

import pytest

from comproeval.chem.alignment import entry_parts, match_lists
from comproeval.chem.compounds import compound_similarity, same_compound
from comproeval.judges.explain import explain_compound
from comproeval.judges.rules_lists import list_verdict

# 5. A stated share makes one mixture


@pytest.mark.parametrize("entry", ["He + 3% H2", "N2/10 vol% O2", "Ar-5%H2"])
def test_an_entry_with_a_share_is_one_mixture(entry):
    assert entry_parts(entry) == []


def test_entries_without_shares_still_name_several():
    assert entry_parts("He + H2") == ["He", "H2"]
    assert entry_parts("N2 and 99.99% pure O2") == ["N2", "99.99% pure O2"]  # a purity is no share


def test_the_pure_gas_is_not_the_mixture():
    decision = explain_compound("He", "He + 3% H2")
    assert not decision.match


# 6. Identical entries pair first


def test_identical_entries_pair_with_each_other():
    refs, tests = ["Cu foil", "copper", "Ni foam"], ["Cu powder", "copper", "Ni foam"]
    pairs = match_lists(refs, tests, same_compound, compound_similarity)
    assert (1, 1) in pairs and (2, 2) in pairs


def test_identical_entries_pair_first_in_the_list_verdict():
    verdict = list_verdict(
        ["Cu foil", "copper", "Ni foam"], ["Ni powder", "copper", "Ni foam"], explain_compound, compound_similarity, lambda s: True
    )
    paired = {(m.reference_item, m.test_item) for m in verdict.matches if m.matched}
    assert ("copper", "copper") in paired and ("Ni foam", "Ni foam") in paired
