"""Weights that would publish nonsense are errors, not warnings (zero sections, non-finite, overflowing)."""

from __future__ import annotations

import math
import warnings

import pytest

from comproeval.scoring.weights import DEFAULT_WEIGHTS, WeightsError, merge_weights, normalized_weights

ALL_ZERO = {name: 0 for name in DEFAULT_WEIGHTS}


def test_all_zero_weights_are_an_error():
    with pytest.raises(WeightsError, match="sum to 0"):
        merge_weights(ALL_ZERO)


@pytest.mark.parametrize(
    "zeroed, section",
    [
        (("compositions_property_values", "property_unit", "family"), "composition"),
        (("method", "precursors", "characterization_techniques", "steps"), "synthesis"),
    ],
)
def test_a_zero_section_is_an_error_naming_the_section(zeroed, section):
    with pytest.raises(WeightsError, match=f"^{section} weights .* sum to 0"):
        merge_weights({name: 0.0 for name in zeroed}, warn=False)


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, 10**400])
def test_non_finite_weights_are_errors(value):
    with pytest.raises(WeightsError, match="finite number") as info:
        merge_weights({"steps": value})
    assert len(str(info.value)) < 200  # a huge integer is not printed whole


@pytest.mark.parametrize(
    "weights",
    [
        {"property_unit": 1e308, "family": 1e308},  # one section overflows
        {"family": 1e308, "method": 1e308},  # each section is finite, the total is not
    ],
)
def test_weights_whose_sums_overflow_are_errors(weights):
    with pytest.raises(WeightsError, match="overflows"):
        merge_weights(weights)


def test_large_but_finite_weights_still_work():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        merged = merge_weights({"family": 1e300})
    nw = normalized_weights(merged)
    assert all(math.isfinite(v) for v in nw.values())


def test_a_zero_field_in_a_live_section_is_fine():
    merged = merge_weights({"steps": 0.0, "family": 0.0}, warn=False)
    assert merged["steps"] == 0.0 and merged["family"] == 0.0


def test_existing_behaviour_is_kept():
    assert merge_weights() == DEFAULT_WEIGHTS
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert merge_weights({"steps": 0.1}) == DEFAULT_WEIGHTS
    with pytest.warns(UserWarning, match="sum to 1.1"):
        merge_weights({"steps": 0.2})
    for bad, message in (
        ({"colour": 1}, "unknown weight field"),
        ({"steps": -1}, "must not be negative"),
        ({"steps": "x"}, "finite number"),
        ({"steps": True}, "finite number"),
        ([1], "must be a mapping"),
    ):
        with pytest.raises(WeightsError, match=message):
            merge_weights(bad)
