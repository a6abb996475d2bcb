"""Strict spans 0 to 1 and scores raw steps coverage (docs/scoring.md §4); both modes from one set of verdicts (issue 22)."""

from __future__ import annotations

import copy
import json
import warnings

import pytest

from comproeval import evaluate_agentic, rescore
from comproeval.chem.steps import steps_reading, steps_report
from comproeval.scoring.counts import synthesis_absolute
from comproeval.scoring.metrics import composition_score, steps_credit, synthesis_score
from comproeval.scoring.modes import OTHER_SCORING, both_modes, difference_sentence, headline_rows, other_scoring_block
from comproeval.scoring.weights import DEFAULT_WEIGHTS, merge_weights
from comproeval.verdicts import CompositionVerdict, SynthesisVerdict
from comproeval.verdicts.stored import StoredResultError

W = DEFAULT_WEIGHTS
DOI = "10.0000/modes.1"
COMPOSITION = {"property_unit": "pC/N", "family": "BaTiO3", "compositions_property_values": {"BaTiO3": 190, "SrTiO3": 50}}
SYNTHESIS = {
    "method": "solid-state reaction",
    "precursors": ["BaCO3", "TiO2"],
    "characterization_techniques": ["XRD", "SEM"],
    "steps": ["BaCO3 and TiO2 were ball milled in ethanol for 24 h.", "The powder was calcined at 1100 °C for 4 h."],
}


def _composition(unit=1, family=1, keys=(1,), values=(1,)) -> CompositionVerdict:
    rows = [f"k{i}" for i in range(len(keys))]
    return CompositionVerdict.model_validate(
        {
            "property_unit": {"match_value": unit, "reference": "pC/N", "test": "pC/N" if unit else "pm/V"},
            "family": {"match_value": family, "reference": "PZT", "test": "PZT" if family else "BT"},
            "compositions_property_values": {
                "reference": {k: 1 for k in rows},
                "test": {k: 1 for k in rows},
                "key_matches": [{"reference_key": k, "test_key": k, "match_value": m} for k, m in zip(rows, keys)],
                "value_matches": [{"key": k, "reference_value": 1, "test_value": 1, "match_value": m} for k, m in zip(rows, values)],
            },
        }
    )


def _synthesis(steps: dict, method=1) -> SynthesisVerdict:
    lists = {"reference": ["a"], "test": ["a"], "matches": [{"reference_item": "a", "test_item": "a", "match_value": 1}]}
    return SynthesisVerdict.model_validate(
        {
            "method": {"match_value": method, "reference": "sol-gel", "test": "sol-gel"},
            "precursors": lists,
            "characterization_techniques": lists,
            "steps": {"reference_steps": ["calcined"], "test_steps": ["stirred"], **steps},
        }
    )


# ------------------------------------------------------------ §7.6: 0 to 1


def test_a_wholly_wrong_section_is_half_in_reference_and_zero_in_strict():
    wrong = _composition(unit=0, family=0, keys=(0,), values=(0,))
    assert composition_score(wrong, W) == pytest.approx(0.5)
    assert composition_score(wrong, W, strict=True) == 0.0
    right = _composition()
    assert composition_score(right, W) == composition_score(right, W, strict=True) == 1.0


def test_strict_counts_a_loss_as_a_share_of_the_section_weights():
    # a wrong unit costs 0.1 of the composition's 0.5: a fifth of the section
    assert composition_score(_composition(unit=0), W, strict=True) == pytest.approx(0.8)
    heavy = merge_weights({"compositions_property_values": 0.8, "property_unit": 0.1, "family": 0.1}, warn=False)
    assert composition_score(_composition(unit=0), heavy, strict=True) == pytest.approx(0.9)


# ------------------------------------------------------------ §7.7: steps coverage


def test_steps_covering_nothing_cost_the_whole_steps_weight_in_strict_only():
    verdict = _synthesis({"match_value": 0.1, "coverage": 0.0})
    assert synthesis_score(verdict, W) == pytest.approx(1 - 0.1 * 0.9)
    assert synthesis_score(verdict, W, strict=True) == pytest.approx(1 - 0.1 / 0.5)
    assert steps_credit(verdict.steps) == 0.1 and steps_credit(verdict.steps, strict=True) == 0.0


def test_a_steps_verdict_without_coverage_is_scored_as_it_is_in_both_modes():
    verdict = _synthesis({"match_value": 0.6})
    assert steps_credit(verdict.steps, strict=True) == 0.6
    assert synthesis_absolute(verdict, strict=True).tp == synthesis_absolute(verdict).tp


def test_strict_counts_steps_on_their_coverage():
    # calibrated 0.55 is a hit (> 0.5); its raw coverage 0.5 is not
    verdict = _synthesis({"match_value": 0.55, "coverage": 0.5})
    assert synthesis_absolute(verdict).tp == 4 and synthesis_absolute(verdict, strict=True).tp == 3


def test_the_rules_judge_states_the_raw_coverage_beside_the_calibrated_score():
    unrelated = ["The pellets were polished and coated with silver paste."]
    score, coverage, why = steps_reading(SYNTHESIS["steps"], unrelated)
    assert (score, coverage) == (0.1, 0.0) and "covers 0 of 2" in why
    assert steps_reading(SYNTHESIS["steps"], SYNTHESIS["steps"])[:2] == (1.0, 1.0)
    assert steps_reading(SYNTHESIS["steps"], [])[:2] == (0.0, 0.0)
    assert steps_report(SYNTHESIS["steps"], unrelated) == (score, why)
    result = evaluate_agentic({DOI: {"synthesis_data": SYNTHESIS}}, {DOI: {"synthesis_data": dict(SYNTHESIS, steps=unrelated)}}, output_file=None)
    stored = result["item_results"][DOI]["details"]["synthesis_data"]["steps"]
    assert (stored["match_value"], stored["coverage"], stored["judge"] if "judge" in stored else "rules") == (0.1, 0.0, "rules")


def test_a_stored_coverage_outside_zero_to_one_is_refused(tmp_path):
    result = evaluate_agentic({DOI: {"synthesis_data": SYNTHESIS}}, {DOI: {"synthesis_data": SYNTHESIS}}, output_file=None)
    result["item_results"][DOI]["details"]["synthesis_data"]["steps"]["coverage"] = 1.5
    with pytest.raises(StoredResultError, match="steps.coverage: must be a number from 0 to 1, got 1.5"):
        rescore(result)


# ------------------------------------------------------------ both modes


def _run(scoring, test=None, ground_truth=None, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        gt = ground_truth or {DOI: {"composition_data": COMPOSITION, "synthesis_data": SYNTHESIS}}
        return evaluate_agentic(gt, test or gt, output_file=None, scoring=scoring, **options)


WRONG_VALUE = {DOI: {"composition_data": dict(COMPOSITION, compositions_property_values={"BaTiO3": 350, "SrTiO3": 50}), "synthesis_data": SYNTHESIS}}


def test_every_result_carries_the_other_modes_headline_numbers():
    reference, strict = _run("reference", WRONG_VALUE), _run("strict", WRONG_VALUE)
    assert reference[OTHER_SCORING]["scoring"] == "strict"
    assert headline_rows(reference[OTHER_SCORING]) == pytest.approx(headline_rows(strict))
    assert headline_rows(strict[OTHER_SCORING]) == pytest.approx(headline_rows(reference))
    assert list(reference).index(OTHER_SCORING) < list(reference).index("item_results")


def test_the_causes_name_the_wrong_value_and_the_sentence_says_so():
    reference = _run("reference", WRONG_VALUE)
    assert reference[OTHER_SCORING]["causes"]["wrong_values"] == 1
    sentence = difference_sentence(both_modes(reference))
    assert sentence.startswith("Reference and strict differ (")
    assert "wrong values cost nothing in reference scoring: 1 value wrong" in sentence


def test_no_sentence_when_the_modes_agree():
    perfect = _run("reference")
    assert perfect[OTHER_SCORING]["causes"] == {}
    assert difference_sentence(both_modes(perfect)) is None


def test_a_strict_run_counts_the_sections_the_extraction_left_out():
    left_out = {DOI: {"composition_data": COMPOSITION}}
    strict = _run("strict", left_out)
    assert strict[OTHER_SCORING]["causes"]["missing_sections"] == 1
    reference = _run("reference", left_out)
    # the reference rescoring of the strict run leaves the section unscored, as the reference run does
    assert headline_rows(strict[OTHER_SCORING]) == pytest.approx(headline_rows(reference))
    assert "not_counted" in reference[OTHER_SCORING] and "not_counted" not in strict[OTHER_SCORING]


def test_a_reference_rescoring_of_a_strict_result_keeps_the_left_out_verdict_for_later():
    strict = _run("strict", {DOI: {"composition_data": COMPOSITION}})
    back = rescore(rescore(strict, scoring="reference"), scoring="strict")
    assert back["overall_synthesis_accuracy"] == strict["overall_synthesis_accuracy"] == 0.0
    assert back["absolute_classification_metrics"] == strict["absolute_classification_metrics"]


def test_an_older_result_without_the_block_gets_it_computed_when_read_and_rescored():
    reference = _run("reference", WRONG_VALUE)
    older = copy.deepcopy(reference)
    del older[OTHER_SCORING]
    assert headline_rows(both_modes(older)["strict"]) == pytest.approx(headline_rows(both_modes(reference)["strict"]))
    assert rescore(older)[OTHER_SCORING]["causes"] == reference[OTHER_SCORING]["causes"]


def test_a_published_result_without_run_info_reads_as_reference_with_default_weights():
    published = json.loads(json.dumps(_run("reference", WRONG_VALUE)))
    del published[OTHER_SCORING], published["run_info"]
    modes = both_modes(published)
    assert modes["scoring"] == "reference" and modes["causes"]["wrong_values"] == 1


def test_unreadable_verdicts_give_no_second_mode_rather_than_an_error():
    broken = copy.deepcopy(_run("reference", WRONG_VALUE))
    del broken[OTHER_SCORING]
    broken["item_results"][DOI]["details"]["composition_data"]["property_unit"] = "not a verdict"
    assert both_modes(broken) is None and difference_sentence(None) is None


def test_papers_without_a_synthesis_ground_truth_are_counted_as_unscored_sections():
    gt = {DOI: {"composition_data": COMPOSITION}, "10.0000/modes.2": {"composition_data": COMPOSITION, "synthesis_data": SYNTHESIS}}
    block = _run("reference", ground_truth=gt)[OTHER_SCORING]
    assert block["causes"] == {"unscored_sections": 1}
    assert block["overall_synthesis_accuracy"] == 1.0  # strict averages over the one paper that has synthesis


def test_the_block_follows_the_run_weights_and_synthesis_setting():
    items = _run("reference", WRONG_VALUE, is_synthesis_evaluation=False)
    block = other_scoring_block(items["item_results"], W, scoring="reference", is_synthesis_evaluation=False)
    assert "overall_synthesis_accuracy" not in block
    assert block == items[OTHER_SCORING]


# ------------------------------------------------------------ weights of unevaluated sections


def test_composition_weights_summing_to_one_do_not_warn_without_synthesis():
    weights = {"compositions_property_values": 0.6, "property_unit": 0.2, "family": 0.2}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        merged = merge_weights(weights, is_synthesis_evaluation=False)
    assert merged["compositions_property_values"] == 0.6 and merged["steps"] == DEFAULT_WEIGHTS["steps"]
    with pytest.warns(UserWarning, match="sum to 1.5"):
        merge_weights(weights)  # with synthesis on, the synthesis defaults are counted


def test_synthesis_weights_are_ignored_with_a_warning_when_synthesis_is_off():
    with pytest.warns(UserWarning, match="not evaluated .* ignored: steps"):
        weights = {"compositions_property_values": 0.8, "property_unit": 0.1, "family": 0.1, "steps": 0.9}
        merged = merge_weights(weights, is_synthesis_evaluation=False)
    assert merged["steps"] == DEFAULT_WEIGHTS["steps"]


def test_the_api_passes_the_synthesis_setting_to_the_weights():
    weights = {"compositions_property_values": 0.6, "property_unit": 0.2, "family": 0.2}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        files = {DOI: {"composition_data": COMPOSITION}}
        evaluate_agentic(files, files, weights=weights, is_synthesis_evaluation=False, output_file=None)
    assert not [w for w in caught if "sum to" in str(w.message)]


def test_the_floor_is_a_cause_only_where_a_section_has_one():
    gt = {DOI: {"composition_data": COMPOSITION}}
    wrong_unit = {DOI: {"composition_data": dict(COMPOSITION, property_unit="pm/V")}}
    default = _run("reference", wrong_unit, ground_truth=gt, is_synthesis_evaluation=False)
    assert default[OTHER_SCORING]["causes"] == {"sections_below_full": 1}
    spanning = {"compositions_property_values": 0.6, "property_unit": 0.2, "family": 0.2}  # the section sums to 1: no floor
    whole = _run("reference", wrong_unit, ground_truth=gt, is_synthesis_evaluation=False, weights=spanning)
    assert whole[OTHER_SCORING]["causes"] == {}
    assert whole["overall_accuracy"] == whole[OTHER_SCORING]["overall_accuracy"] == pytest.approx(0.8)
