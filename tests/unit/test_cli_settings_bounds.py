"""Settings out of sane bounds are refused in one line naming the setting and the bound (issue #22)."""

from __future__ import annotations

import math

import pytest

from comproeval.graph.context import Settings, validate_settings
from comproeval.judges.factory import ConfigurationError


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("max_concurrency", 99_999_999, "max_concurrency must be a whole number from 1 to 256, got 99999999"),
        ("max_concurrency", 0, "max_concurrency must be a whole number from 1 to 256"),
        ("max_concurrency", 2.0, "max_concurrency must be a whole number"),
        ("max_concurrency", True, "max_concurrency must be a whole number"),
        ("llm_timeout", 0, "llm_timeout must be a number above 0 and at most 3600"),
        ("llm_timeout", 3600.5, "llm_timeout must be a number above 0 and at most 3600"),
        ("llm_timeout", math.nan, "llm_timeout must be a number above 0"),
        ("llm_timeout", "10", "llm_timeout must be a number"),
        ("llm_max_tokens", 0, "llm_max_tokens must be a whole number from 1 to 200000"),
        ("llm_max_tokens", 200_001, "llm_max_tokens must be a whole number from 1 to 200000"),
        ("max_fallback_share", 1.01, "max_fallback_share must be a number from 0 to 1"),
        ("max_fallback_share", -0.1, "max_fallback_share must be a number from 0 to 1"),
        ("max_fallback_share", math.inf, "max_fallback_share must be a number from 0 to 1"),
    ],
)
def test_out_of_bounds_is_refused_naming_setting_and_bound(name, value, message):
    with pytest.raises(ConfigurationError) as caught:
        validate_settings(Settings(**{name: value}), warn=False)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    "values",
    [
        {"max_concurrency": 1},
        {"max_concurrency": 256},
        {"llm_timeout": 0.5, "llm_max_tokens": 1},
        {"llm_timeout": 3600, "llm_max_tokens": 200_000},
        {"llm_timeout": None, "llm_max_tokens": None},
        {"max_fallback_share": 0},
        {"max_fallback_share": 1},
    ],
)
def test_the_bounds_themselves_are_allowed(values):
    validate_settings(Settings(**values), warn=False)
