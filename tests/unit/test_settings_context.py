"""One path for settings: a Settings object carries the live objects of its run, and settings= stands alone."""

from __future__ import annotations

import copy
import pickle
from dataclasses import replace

import pytest

import comproeval.graph.context as context_module
from comproeval import evaluate_agentic
from comproeval.graph.context import Settings, run_context
from comproeval.judges.factory import ConfigurationError, JudgeOptions

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BaTiO3"}}


async def test_the_settings_object_carries_its_live_objects_built_once():
    settings = Settings(is_synthesis_evaluation=False)
    first = await run_context(settings)
    assert first is settings.live() is await run_context(settings)
    assert first.settings is settings


async def test_a_copy_is_another_run_with_its_own_live_objects():
    settings = Settings(max_concurrency=2)
    live = settings.live()
    for other in (replace(settings), copy.deepcopy(settings), pickle.loads(pickle.dumps(settings))):
        assert other == settings
        assert (await run_context(other)) is not live


def test_no_module_level_registry_of_live_objects():
    names = {name for name, value in vars(context_module).items() if isinstance(value, dict) and not name.startswith("__")}
    assert names == set(), names
    assert not hasattr(context_module, "attach")


def test_judge_options_are_one_object():
    options = Settings(judge="rules", llm_timeout=3.0, base_url="http://127.0.0.1:9/v1").judge_options()
    assert isinstance(options, JudgeOptions)
    assert options.backends == {"composition_judge": "rules", "synthesis_judge": "rules"}
    assert (options.timeout, options.base_url) == (3.0, "http://127.0.0.1:9/v1")


@pytest.mark.parametrize(
    "keywords, named",
    [
        ({"weights": {"family": 0.2}}, "weights"),
        ({"is_synthesis_evaluation": False}, "is_synthesis_evaluation"),
        ({"judge": "rules", "max_concurrency": 2}, "judge, max_concurrency"),
        ({"cache": False}, "cache"),
    ],
)
def test_settings_beside_other_setting_keywords_is_an_error_naming_them(keywords, named):
    with pytest.raises(ConfigurationError, match=named):
        evaluate_agentic({"10.1/a": ITEM}, {"10.1/a": ITEM}, output_file=None, settings=Settings(), **keywords)


def test_settings_alone_is_the_run():
    result = evaluate_agentic({"10.1/a": ITEM}, {"10.1/a": ITEM}, output_file=None, settings=Settings(is_synthesis_evaluation=False))
    assert "overall_synthesis_accuracy" not in result and result["overall_accuracy"] == 1.0
