"""One test per rule of docs/scoring.md §3 and §7, on hand-made verdicts."""

import math

import pytest

from comproeval.scoring.counts import Counts, composition_absolute, composition_normalized, prf, synthesis_absolute, synthesis_normalized
from comproeval.scoring.metrics import composition_score, enrich_composition, enrich_synthesis, synthesis_score
from comproeval.scoring.results import (
    aggregate,
    count_ground_truth_elements,
    rescore_item,
    score_judged_item,
    score_missing_item,
    score_unjudged_item,
)
from comproeval.scoring.weights import DEFAULT_WEIGHTS, WeightsError, merge_weights, normalized_weights
from comproeval.verdicts import parse_verdict

W = DEFAULT_WEIGHTS
NW = normalized_weights(W)


def cpv(key_flags, value_flags=None, missing=None, extra=None, total=None, matched=None):
    """A compositions_property_values verdict with keys k0, k1, ... and the given flags."""
    value_flags = key_flags if value_flags is None else value_flags
    keys = [f"k{i}" for i in range(len(key_flags))]
    return {
        "key_matches": [
            {"reference_key": k, "test_key": f"t{i}" if f or i % 2 else "", "match_value": f} for i, (k, f) in enumerate(zip(keys, key_flags))
        ],
        "value_matches": [{"key": k, "reference_value": 1, "test_value": 1 if v else 2, "match_value": v} for k, v in zip(keys, value_flags)],
        "pair_matches": [{"reference_pair": {k: 1}, "test_pair": {}, "match_value": a * b} for k, a, b in zip(keys, key_flags, value_flags)],
        "total_ground_truth_keys": len(keys) if total is None else total,
        "total_match": sum(key_flags) if matched is None else matched,
        "missing_keys": [k for k, f in zip(keys, key_flags) if not f] if missing is None else missing,
        "extra_keys": extra or [],
    }


def composition(unit=1, family=1, values=None, **tags):
    return parse_verdict(
        "composition_data",
        {
            **tags,
            **{
                "property_unit": {"match_value": unit, "reference": "pC/N", "test": "pm/V"},
                "family": {"match_value": family, "reference": "KNN", "test": None},
                "compositions_property_values": values if values is not None else cpv([1, 1]),
            },
        },
    )


def lst(n_ref, n_match, extra=0):
    return {
        "reference": [f"r{i}" for i in range(n_ref)],
        "test": [f"r{i}" for i in range(n_match)] + [f"x{i}" for i in range(extra)],
        "matches": [{"reference_item": f"r{i}", "test_item": f"r{i}", "match_value": 1} for i in range(n_match)],
        "total_ground_truth_items": n_ref,
        "total_match": n_match,
        "missing_items": [f"r{i}" for i in range(n_match, n_ref)],
        "extra_items": [f"x{i}" for i in range(extra)],
    }


def synthesis(method=1, steps=1.0, precursors=None, techniques=None):
    return parse_verdict(
        "synthesis_data",
        {
            "method": {"match_value": method, "reference": "solid state", "test": "sol-gel"},
            "precursors": precursors or lst(2, 2),
            "characterization_techniques": techniques or lst(2, 2),
            "steps": {"match_value": steps, "reference_steps": ["a"], "test_steps": ["b"]},
        },
    )


# ------------------------------------------------------------- field scores


def test_composition_score_perfect_is_one():
    assert composition_score(composition(), W) == 1.0


def test_composition_score_subtracts_unit_and_family_weights():
    assert composition_score(composition(unit=0, family=0), W) == pytest.approx(0.8)


def test_composition_score_scales_cpv_penalty_by_key_ratio():
    assert composition_score(composition(values=cpv([1, 0, 0, 1])), W) == pytest.approx(1 - 0.3 * 0.5)


def test_composition_score_no_counted_keys_costs_full_cpv_weight():
    assert composition_score(composition(values=cpv([])), W) == pytest.approx(0.7)


def test_field_score_floors_at_zero():
    heavy = merge_weights({"property_unit": 2.0}, warn=False)
    assert composition_score(composition(unit=0), heavy) == 0.0


def test_synthesis_score_method_lists_and_steps():
    verdict = synthesis(method=0, steps=0.4, precursors=lst(4, 3), techniques=lst(2, 0))
    expected = 1 - 0.1 - 0.15 * 0.25 - 0.15 * 1.0 - 0.1 * 0.6
    assert synthesis_score(verdict, W) == pytest.approx(expected)


def test_synthesis_score_integer_zero_steps_costs_full_weight():
    assert synthesis_score(synthesis(steps=0), W) == pytest.approx(0.9)


# --------------------------------------------------------- absolute counts


def test_absolute_scalars_fn_and_fp_by_presence():
    counts = composition_absolute(composition(unit=0, family=0, values=cpv([])))
    # unit: both present -> FN and FP; family: test None -> FN only
    assert (counts.tp, counts.fp, counts.fn) == (0, 1, 2)


def test_absolute_unmatched_key_counts_twice_in_reference_mode():
    verdict = composition(values=cpv([1, 0]))
    ref = composition_absolute(verdict)
    strict = composition_absolute(verdict, strict=True)
    # key k1: FN from key_matches and again from missing_keys; value FN + FP (both values present)
    assert ref.fn - strict.fn == 1
    assert ref.tp == strict.tp == 2 + 1 + 1


def test_absolute_extra_key_counted_once_in_strict_mode():
    values = cpv([0])
    values["key_matches"][0]["test_key"] = "t9"
    values["extra_keys"] = ["t9", "t10"]
    assert composition_absolute(composition(values=values)).fp - composition_absolute(composition(values=values), strict=True).fp == 1


def test_absolute_steps_float_threshold_and_integer_rule():
    assert synthesis_absolute(synthesis(steps=0.51)).tp == 1 + 2 + 2 + 1
    assert synthesis_absolute(synthesis(steps=0.5)).tp == 1 + 2 + 2
    assert synthesis_absolute(synthesis(steps=0)).fn == 1


def test_absolute_lists_missing_and_extra():
    counts = synthesis_absolute(synthesis(precursors=lst(3, 1, extra=2)))
    assert counts.fn == 2 and counts.fp == 2


# ------------------------------------------------------- normalized counts


def test_normalized_weights_sum_to_half_per_section():
    nw = normalized_weights(merge_weights({"steps": 0.3}, warn=False))
    assert sum(nw[f] for f in ("method", "precursors", "characterization_techniques", "steps")) == pytest.approx(0.5)
    assert sum(nw[f] for f in ("compositions_property_values", "property_unit", "family")) == pytest.approx(0.5)


def test_normalized_perfect_item_is_all_true_positive():
    counts = composition_normalized(composition(), NW)
    counts += synthesis_normalized(synthesis(), NW)
    assert counts.tp == pytest.approx(1.0) and counts.fp == 0 and counts.fn == 0


def test_normalized_key_and_value_weights_split_cpv_weight():
    counts = composition_normalized(composition(values=cpv([1, 0], value_flags=[1, 1])), NW)
    k = NW["compositions_property_values"] / 2 / 2
    # k0 key+value TP, k1 value TP; k1 key FN k/2 (+FP k/2: test_key present), missing FN (k+v)
    assert counts.tp == pytest.approx(0.2 + 3 * k)
    assert counts.fn == pytest.approx(k / 2 + 2 * k)
    assert counts.fp == pytest.approx(k / 2)


def test_normalized_steps_split_shortfall():
    counts = synthesis_normalized(synthesis(steps=0.6), NW)
    assert counts.fn == pytest.approx(NW["steps"] * 0.4 / 2) and counts.fp == counts.fn


def test_prf_zero_denominators():
    assert prf(Counts()) == {"true_positives": 0, "false_positives": 0, "false_negatives": 0, "precision": 0.0, "recall": 0.0, "f1_score": 0.0}


def test_prf_values():
    m = prf(Counts(tp=6, fp=2, fn=4))
    assert m["precision"] == 0.75 and m["recall"] == 0.6 and math.isclose(m["f1_score"], 2 * 0.45 / 1.35)


# ---------------------------------------------------------------- details


def test_enrich_composition_ratios_and_match():
    enriched = (enrich_composition(composition(values=cpv([1, 1, 0, 1], value_flags=[1, 0, 0, 1]))))["compositions_property_values"]
    assert enriched["key_match_ratio"] == 0.75 and enriched["pair_match_ratio"] == 0.5
    assert enriched["overall_match_ratio"] == pytest.approx(0.4 * 0.75 + 0.6 * 0.5)
    assert enriched["similarity_score"] == enriched["overall_match_ratio"] and enriched["match"] is False


def test_enrich_synthesis_fields():
    empty = lst(0, 0)
    out = enrich_synthesis(synthesis(method=0, steps=0.6, precursors=lst(5, 4), techniques=empty))
    assert out["method"]["similarity"] == 0.0 and out["method"]["match"] is False
    assert out["precursors"]["similarity"] == 0.8 and out["precursors"]["match"] is True
    assert out["characterization_techniques"]["similarity"] == 1.0
    assert out["steps"]["steps_match"] == "false"
    assert (enrich_synthesis(synthesis(steps=1)))["steps"]["steps_match"] == "true"


def test_enrich_list_with_no_ground_truth_but_test_items_is_zero():
    section = lst(0, 0, extra=1)
    assert (enrich_synthesis(synthesis(precursors=section)))["precursors"]["similarity"] == 0.0


# ------------------------------------------------------------------ items


def test_item_overall_is_mean_and_match_threshold():
    item = score_judged_item(composition(), synthesis(steps=0.0, method=0), W)
    assert item["overall_score"] == pytest.approx((1.0 + 0.8) / 2)
    assert item["overall_match"] is True
    assert set(item["details"]) == {"composition_data", "synthesis_data"}


def test_item_with_one_section_uses_that_score():
    item = score_judged_item(composition(unit=0, family=0), None, W)
    assert item["overall_score"] == pytest.approx(0.8) and item["overall_match"] is False


def test_strict_scores_section_missing_in_test_as_zero():
    verdict = composition(unit=0, family=0, values=cpv([0]), test_section_missing=True)
    assert score_judged_item(verdict, None, W)["field_scores"]["composition_data"] > 0
    assert score_judged_item(verdict, None, W, scoring="strict")["field_scores"]["composition_data"] == 0.0


def test_unjudged_item_is_empty_zero():
    item = score_unjudged_item()
    assert item["field_scores"] == {} and item["overall_score"] == 0.0 and item["details"] == {}
    assert item["absolute_classification_metrics"]["true_positives"] == 0


def test_missing_item_reference_vs_strict_normalized():
    ref = score_missing_item(["composition_data", "synthesis_data"], 12)
    strict = score_missing_item(["composition_data", "synthesis_data"], 12, scoring="strict")
    assert ref["absolute_classification_metrics"]["false_negatives"] == 12
    assert ref["normalized_classification_metrics"]["false_negatives"] == 0
    assert strict["normalized_classification_metrics"]["false_negatives"] == 1.0


def test_count_ground_truth_elements():
    gt = {
        "composition_data": {"property_unit": None, "family": "KNN", "compositions_property_values": {"a": 1, "b": None}},
        "synthesis_data": {"method": "x", "precursors": ["p", "q"], "characterization_techniques": ["XRD"], "steps": ["s"]},
    }
    assert count_ground_truth_elements(gt) == 1 + 1 + 4 + 1 + 2 + 1 + 2
    assert count_ground_truth_elements(gt, is_synthesis_evaluation=False) == 6


def test_rescore_keeps_missing_item_false_negatives():
    stored = score_missing_item(["composition_data"], 7)
    assert rescore_item(stored, W)["absolute_classification_metrics"]["false_negatives"] == 7


# -------------------------------------------------------------- aggregate


def test_aggregate_reference_divides_by_all_items():
    items = {
        "a": score_judged_item(composition(), synthesis(), W),
        "b": score_judged_item(composition(), None, W),
    }
    top = aggregate(items, model_name="m")
    assert top["overall_composition_accuracy"] == 1.0
    assert top["overall_synthesis_accuracy"] == 0.5
    assert top["overall_accuracy"] == 0.75 and top["total_items"] == 2


def test_aggregate_strict_averages_over_items_with_the_section():
    items = {
        "a": score_judged_item(composition(), synthesis(), W),
        "b": score_judged_item(composition(), None, W),
    }
    assert aggregate(items, model_name="m", scoring="strict")["overall_synthesis_accuracy"] == 1.0


def test_aggregate_without_synthesis_has_no_synthesis_key():
    top = aggregate({"a": score_judged_item(composition(), None, W)}, model_name="m", is_synthesis_evaluation=False)
    assert "overall_synthesis_accuracy" not in top and top["overall_accuracy"] == 1.0


def test_aggregate_sums_counts_before_ratios():
    items = {"a": score_judged_item(composition(), None, W), "b": score_unjudged_item()}
    top = aggregate(items, model_name="m")
    assert top["absolute_classification_metrics"]["true_positives"] == items["a"]["absolute_classification_metrics"]["true_positives"]


# ---------------------------------------------------------------- weights


def test_merge_weights_rejects_unknown_and_negative():
    with pytest.raises(WeightsError, match="unknown weight field 'colour'"):
        merge_weights({"colour": 0.1})
    with pytest.raises(WeightsError, match="must not be negative"):
        merge_weights({"steps": -0.1})
    with pytest.raises(WeightsError, match="finite number"):
        merge_weights({"steps": "a lot"})


def test_merge_weights_warns_when_sum_is_not_one():
    with pytest.warns(UserWarning, match="sum to 1.1"):
        merge_weights({"steps": 0.2})


# ------------------------------------------- strict fix 5: values cost their share


def test_strict_composition_score_uses_matched_pairs():
    # four keys all matched, one value wrong: reference keeps 1.0, strict loses a quarter of the cpv weight,
    # as a share of the composition weight sum (0.5), so the section spans 0 to 1 (§7.6)
    verdict = composition(values=cpv([1, 1, 1, 1], [1, 0, 1, 1]))
    assert composition_score(verdict, W) == 1.0
    assert composition_score(verdict, W, strict=True) == pytest.approx(1 - 0.3 * 0.25 / 0.5)


def test_strict_value_is_credited_only_through_a_matched_key():
    # key k1 unmatched but its value judged equal: the reference credits the value, strict does not
    verdict = composition(values=cpv([1, 0], [1, 1]))
    assert composition_score(verdict, W, strict=True) == pytest.approx(1 - 0.3 * 0.5 / 0.5)
    ref, strict = composition_absolute(verdict), composition_absolute(verdict, strict=True)
    assert strict.tp == ref.tp - 1
    ref_n, strict_n = composition_normalized(verdict, NW), composition_normalized(verdict, NW, strict=True)
    assert strict_n.tp == pytest.approx(ref_n.tp - NW["compositions_property_values"] / 2 / 2)


def test_strict_pairs_count_each_ground_truth_key_once():
    values = cpv([1, 1], [1, 1])
    values["value_matches"].append({"key": "k0", "reference_value": 1, "test_value": 1, "match_value": 1})
    assert composition_score(composition(values=values), W, strict=True) == 1.0


def test_strict_item_score_reads_pairs_and_reference_item_does_not():
    verdict = composition(values=cpv([1, 1, 1], [0, 1, 1]))
    assert score_judged_item(verdict, None, W)["field_scores"]["composition_data"] == 1.0
    strict = score_judged_item(verdict, None, W, scoring="strict")["field_scores"]["composition_data"]
    assert strict == pytest.approx(1 - 0.3 / 3 / 0.5)


def test_missing_item_keeps_what_the_ground_truth_held_outside_details():
    ground_truth = {
        "composition_data": {"property_unit": "pC/N", "compositions_property_values": {"BaTiO3": 190}},
        "synthesis_data": None,
        "article_metadata": {"title": "t"},
    }
    item = score_missing_item(["composition_data", "synthesis_data"], 3, ground_truth=ground_truth)
    assert item["details"] == {}
    assert item["ground_truth"] == {"composition_data": ground_truth["composition_data"]}
    assert rescore_item(item, W)["ground_truth"] == item["ground_truth"]
    assert "ground_truth" not in score_missing_item(["composition_data"], 0)
