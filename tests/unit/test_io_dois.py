"""DOIs are matched as DOIs (issue #22): prefixes and space stripped, case folded, the ground truth's spelling kept."""

from __future__ import annotations

import pytest

from comproeval.files.dois import DoiNote, canonical_doi, load_inputs, match_dois
from comproeval.files.inputs import InputError

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BT"}}


@pytest.mark.parametrize(
    "spelling",
    [
        "10.1000/Abc.1",
        "  10.1000/abc.1\n",
        "https://doi.org/10.1000/abc.1",
        "http://dx.doi.org/10.1000/ABC.1",
        "https://www.doi.org/10.1000/abc.1",
        "doi:10.1000/abc.1",
        "DOI: 10.1000/abc.1",
        "https://doi.org/10.1000%2Fabc.1",
    ],
)
def test_every_spelling_of_one_doi_has_one_canonical_form(spelling):
    assert canonical_doi(spelling) == "10.1000/abc.1"


def test_a_doi_that_only_looks_like_a_prefix_is_kept():
    assert canonical_doi("10.1000/doi:x") == "10.1000/doi:x"
    assert canonical_doi("10.1000/a%2Fb") == "10.1000/a%2fb"  # percent signs are part of a bare DOI


def test_test_items_are_filed_under_the_ground_truths_spelling():
    matched = match_dois(
        {"10.1000/ABC": ITEM, "10.1000/same": ITEM},
        {"https://doi.org/10.1000/abc": {"x": 1}, "10.1000/same": {"y": 2}, "10.1000/only-test": {"z": 3}},
        ground_truth_source="gt.json",
        test_source="test.json",
    )
    assert matched.test == {"10.1000/ABC": {"x": 1}, "10.1000/same": {"y": 2}, "10.1000/only-test": {"z": 3}}
    assert matched.normalized == 1
    assert matched.note().startswith("1 test DOI(s) matched the ground truth only as DOIs")


def test_nothing_to_say_when_the_spellings_agree():
    matched = match_dois({"10.1/a": ITEM}, {"10.1/a": ITEM}, ground_truth_source="g", test_source="t")
    assert matched.normalized == 0 and matched.note() is None


def test_no_doi_in_common_names_both_files_and_an_example_of_each():
    with pytest.raises(InputError) as caught:
        match_dois({"10.1/a": ITEM}, {"10.2/b": ITEM}, ground_truth_source="gt.json", test_source="test.json")
    message = str(caught.value)
    assert "gt.json" in message and "test.json" in message and "'10.1/a'" in message and "'10.2/b'" in message
    assert "\n" not in message


def test_an_empty_test_file_has_no_doi_in_common():
    """Issue 27: a test file `{}` or `[]` is refused like any file with no DOI in common (it used to score all zeros);
    a paper the extraction found nothing in is still listed by its DOI."""
    with pytest.raises(InputError, match=r"^t holds no item \(an empty object or list\), so no DOI in common with g;"):
        match_dois({"10.1/a": ITEM}, {}, ground_truth_source="g", test_source="t")
    assert match_dois({"10.1/a": ITEM}, {"10.1/a": {}}, ground_truth_source="g", test_source="t").test == {"10.1/a": {}}


@pytest.mark.parametrize("side", ["ground truth", "test"])
def test_two_spellings_of_one_doi_in_one_file_are_an_input_error(side):
    twice = {"10.1/a": ITEM, "doi:10.1/A": ITEM}
    once = {"10.1/a": ITEM}
    truth, test = (twice, once) if side == "ground truth" else (once, twice)
    with pytest.raises(InputError, match=r"'10\.1/a' and 'doi:10\.1/A' are the same DOI"):
        match_dois(truth, test, ground_truth_source="g", test_source="t")


def test_loading_warns_once_with_a_note_of_its_own_category():
    with pytest.warns(DoiNote, match="1 test DOI"):
        truth, test = load_inputs({"10.1/A": ITEM}, {"10.1/a": ITEM})
    assert list(test) == ["10.1/A"] and list(truth) == ["10.1/A"]
