"""Stored results: nonsense verdicts are named before rescoring; contradicting totals are listed."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import pytest

from comproeval.scoring.validation import StoredResultError, stored_totals_mismatch, validate_stored_verdicts

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
REFERENCE = SHARED / "bench" / "piezo" / "reference"
PUBLISHED = sorted(REFERENCE.glob("*.json")) if REFERENCE.is_dir() else []
needs_shared = pytest.mark.skipif(len(PUBLISHED) != 7, reason=f"the 7 published results are not at {REFERENCE}")


def composition(**changes):
    verdict = {
        "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC/N"},
        "family": {"match_value": 0, "reference": "BT", "test": "KNN"},
        "compositions_property_values": {
            "reference": {"BaTiO3": 190, "CaTiO3": 5},
            "test": {"BaTiO3": 190},
            "key_matches": [
                {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
                {"reference_key": "CaTiO3", "test_key": "", "match_value": 0},
            ],
            "value_matches": [{"key": "BaTiO3", "reference_value": 190, "test_value": 190, "match_value": 1}],
            "pair_matches": [{"reference_pair": {"BaTiO3": 190}, "test_pair": {"BaTiO3": 190}, "match_value": 1}],
            "total_ground_truth_keys": 2,
            "total_match": 1,
            "missing_keys": ["CaTiO3"],
            "extra_keys": [],
        },
    }
    verdict["compositions_property_values"].update(changes)
    return verdict


def synthesis(**changes):
    verdict = {
        "method": {"match_value": 1, "reference": "solid-state", "test": "solid state"},
        "precursors": {
            "reference": ["BaCO3", "TiO2"],
            "test": ["TiO2"],
            "matches": [{"reference_item": "TiO2", "test_item": "TiO2", "match_value": 1}],
            "total_ground_truth_items": 2,
            "total_match": 1,
            "missing_items": ["BaCO3"],
            "extra_items": [],
        },
        "characterization_techniques": {
            "reference": [],
            "test": [],
            "matches": [],
            "total_ground_truth_items": 0,
            "total_match": 0,
            "missing_items": [],
            "extra_items": [],
        },
        "steps": {"match_value": 0.75, "reference_steps": ["a"], "test_steps": ["b"]},
    }
    verdict.update(changes)
    return verdict


def result(comp=None, synth=None, **item):
    entry = {
        "overall_match": True,
        "field_scores": {"composition_data": 0.9},
        "overall_score": 0.9,
        "absolute_classification_metrics": {"true_positives": 1, "false_positives": 0, "false_negatives": 0},
        "details": {"composition_data": comp if comp is not None else composition(), "synthesis_data": synth if synth is not None else synthesis()},
    }
    entry.update(item)
    return {"item_results": {"10.1/x": entry}}


def test_a_sound_result_passes():
    validate_stored_verdicts(result())


def test_explanations_and_enrichment_fields_are_accepted():
    comp = composition()
    comp["family"].update(basis="lexicon", why="same family", certain=False)
    comp["compositions_property_values"]["key_matches"][0].update(basis="exact", why="same formula", certain=True)
    synth = synthesis()
    synth["steps"].update(basis="llm", why="similar", steps_match="true")
    synth["precursors"].update(similarity=0.5, match=False)
    validate_stored_verdicts(result(comp, synth))


def test_published_value_matches_naming_reference_key_are_accepted():
    comp = composition(value_matches=[{"reference_key": "BaTiO3", "reference_value": 190, "test_value": 190, "match_value": 1}])
    validate_stored_verdicts(result(comp))


def test_empty_and_missing_sections_pass():
    validate_stored_verdicts(
        {
            "item_results": {
                "a": {"details": {"composition_data": {}, "synthesis_data": {}}},
                "b": {"details": {}, "field_scores": {}, "absolute_classification_metrics": {"false_negatives": 0}},
                "c": {"field_scores": {"composition_data": 0.0}, "absolute_classification_metrics": {"false_negatives": 7}},
            }
        }
    )


def test_booleans_and_integral_floats_read_as_the_scorer_reads_them():
    comp = composition(total_match=1.0)
    comp["property_unit"]["match_value"] = True
    comp["compositions_property_values"]["key_matches"][1]["match_value"] = 0.0
    validate_stored_verdicts(result(comp, synthesis(steps={"match_value": 1})))


@pytest.mark.parametrize(
    "build, field, problem",
    [
        (
            lambda: result(composition(key_matches=[{"reference_key": "BaTiO3", "test_key": "B", "match_value": 2}])),
            "details.composition_data.compositions_property_values.key_matches[0].match_value",
            "must be 0 or 1, got 2",
        ),
        (
            lambda: result(composition(pair_matches=[{"reference_pair": {}, "match_value": "1"}])),
            "pair_matches[0].match_value",
            "must be 0 or 1, got '1'",
        ),
        (
            lambda: result(composition(value_matches=[{"key": "k", "match_value": math.nan}])),
            "value_matches[0].match_value",
            "must be 0 or 1, got nan",
        ),
        (lambda: result(composition(value_matches=[{"key": "k"}])), "value_matches[0]", "has no match_value"),
        (lambda: result(composition(key_matches=["BaTiO3"])), "key_matches[0]", "must be an object, got str"),
        (lambda: result(composition(key_matches={"a": 1})), "key_matches", "must be a list, got dict"),
        (lambda: result(composition(total_match=-1)), "compositions_property_values.total_match", "must be a non-negative integer, got -1"),
        (lambda: result(composition(total_ground_truth_keys=1.5)), "total_ground_truth_keys", "must be a non-negative integer, got 1.5"),
        (lambda: result(composition(total_ground_truth_keys="2")), "total_ground_truth_keys", "must be a non-negative integer, got '2'"),
        (lambda: result(composition(total_match=3, total_ground_truth_keys=2)), "total_match", "3 is larger than total_ground_truth_keys (2)"),
        (
            lambda: result(composition(total_match=3, total_ground_truth_keys=3)),
            "total_ground_truth_keys",
            "3 is larger than the 2 ground-truth keys stored in reference",
        ),
        (lambda: result(composition(missing_keys="CaTiO3")), "missing_keys", "must be a list, got str"),
        (lambda: result({**composition(), "family": {"match_value": -1}}), "details.composition_data.family.match_value", "must be 0 or 1, got -1"),
        (lambda: result({**composition(), "property_unit": "pC/N"}), "details.composition_data.property_unit", "must be an object, got str"),
        (lambda: result(synth=synthesis(method={"match_value": 0.5})), "details.synthesis_data.method.match_value", "must be 0 or 1, got 0.5"),
        (
            lambda: result(synth=synthesis(steps={"match_value": 1.5})),
            "details.synthesis_data.steps.match_value",
            "must be a number from 0 to 1, got 1.5",
        ),
        (lambda: result(synth=synthesis(steps={"match_value": -0.1})), "steps.match_value", "from 0 to 1, got -0.1"),
        (lambda: result(synth=synthesis(steps={"match_value": "high"})), "steps.match_value", "got 'high'"),
        (lambda: result(synth=synthesis(steps={"match_value": math.inf})), "steps.match_value", "got inf"),
        (
            lambda: result(synth=synthesis(precursors={"matches": [], "total_ground_truth_items": 1, "total_match": 2})),
            "details.synthesis_data.precursors.total_match",
            "2 is larger than total_ground_truth_items (1)",
        ),
        (
            lambda: result(synth=synthesis(precursors={"reference": ["a"], "total_ground_truth_items": 2, "total_match": 0})),
            "precursors.total_ground_truth_items",
            "2 is larger than the 1 items stored in reference",
        ),
        (
            lambda: result(synth=synthesis(characterization_techniques={"matches": [{"match_value": 7}]})),
            "characterization_techniques.matches[0].match_value",
            "got 7",
        ),
        (lambda: result(synth=synthesis(precursors={"extra_items": 3})), "precursors.extra_items", "must be a list, got int"),
        (lambda: result(details=[1]), "details", "must be an object, got list"),
        (lambda: result(details={"composition_data": "judged"}), "details.composition_data", "must be an object, got str"),
        (
            lambda: {
                "item_results": {"10.1/x": {"field_scores": {"composition_data": 0.0}, "absolute_classification_metrics": {"false_negatives": -3}}}
            },
            "absolute_classification_metrics.false_negatives",
            "must be a non-negative integer, got -3",
        ),
        (lambda: {"item_results": {"10.1/x": [1]}}, "item", "must be an object, got list"),
    ],
)
def test_nonsense_is_named_in_one_line(build, field, problem):
    with pytest.raises(StoredResultError) as info:
        validate_stored_verdicts(build(), source="r.json")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("r.json: DOI 10.1/x: ")
    assert field in message
    assert problem in message


@pytest.mark.parametrize("data", [[], {"item_results": []}, {"total_items": 3}])
def test_not_a_result(data):
    with pytest.raises(StoredResultError, match="no item_results object"):
        validate_stored_verdicts(data)


@pytest.mark.parametrize(
    "run_info, where", [("x", "run_info: must be an object, got str"), ({"settings": [1]}, "run_info.settings: must be an object, got list")]
)
def test_run_info_must_be_an_object(run_info, where):
    data = {**result(), "run_info": run_info}
    with pytest.raises(StoredResultError, match=where):
        validate_stored_verdicts(data, source="r.json")
    assert stored_totals_mismatch(data) == []  # reading totals never raises on it either


def test_a_doi_with_control_characters_stays_on_one_line():
    bad = result(synth=synthesis(steps={"match_value": 2}))
    bad["item_results"] = {"10.1/x\n\ud800": bad["item_results"]["10.1/x"]}
    with pytest.raises(StoredResultError) as info:
        validate_stored_verdicts(bad)
    assert "\n" not in str(info.value)
    str(info.value).encode("ascii")


@needs_shared
@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: p.stem)
def test_every_published_result_is_accepted_and_consistent(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    validate_stored_verdicts(data, source=path.name)
    assert stored_totals_mismatch(data) == []


# ------------------------------------------------------------------ totals


def two_items():
    def item(tp, fp, fn, comp, synth=None):
        scores = {"composition_data": comp, **({"synthesis_data": synth} if synth is not None else {})}
        counts = {"true_positives": tp, "false_positives": fp, "false_negatives": fn}
        return {
            "field_scores": scores,
            "absolute_classification_metrics": dict(counts),
            "normalized_classification_metrics": {k: v / 10 for k, v in counts.items()},
        }

    items = {"a": item(6, 2, 2, 1.0, 0.5), "b": item(4, 0, 6, 0.5)}
    tp, fp, fn = 10, 2, 8
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    block = {
        "true_positives": tp,
        "false_positives": fp,
        "false_negatives": fn,
        "precision": precision,
        "recall": recall,
        "f1_score": 2 * precision * recall / (precision + recall),
    }
    return {
        "agent_model_name": "m",
        "overall_accuracy": (0.75 + 0.25) / 2,
        "overall_composition_accuracy": 0.75,
        "overall_synthesis_accuracy": 0.25,
        "total_items": 2,
        "absolute_classification_metrics": block,
        "normalized_classification_metrics": {
            k: (v / 10 if k in ("true_positives", "false_positives", "false_negatives") else v) for k, v in block.items()
        },
        "item_results": items,
    }


def test_consistent_totals_report_nothing():
    assert stored_totals_mismatch(two_items()) == []


def test_contradicting_totals_are_named():
    data = two_items()
    data["absolute_classification_metrics"]["true_positives"] = 13
    data["normalized_classification_metrics"]["false_negatives"] = 0.5
    data["total_items"] = 3
    data["overall_synthesis_accuracy"] = 0.9
    mismatches = stored_totals_mismatch(data)
    assert mismatches == [
        "total_items (stored 3, items give 2)",
        "absolute_classification_metrics.true_positives (stored 13, items give 10)",
        "normalized_classification_metrics.false_negatives (stored 0.5, items give 0.8)",
        "overall_synthesis_accuracy (stored 0.9, items give 0.25)",
    ]


def test_derived_metrics_are_checked_against_the_item_sums():
    data = two_items()
    data["absolute_classification_metrics"]["f1_score"] = 0.99
    assert stored_totals_mismatch(data) == ["absolute_classification_metrics.f1_score (stored 0.99, items give 0.666667)"]


def test_strict_accuracies_average_over_present_sections():
    data = two_items()
    data["overall_synthesis_accuracy"] = 0.5  # strict: only item a has a synthesis score
    data["overall_accuracy"] = 0.625
    assert stored_totals_mismatch(data) != []
    data["run_info"] = {"settings": {"scoring": "strict"}}
    assert stored_totals_mismatch(data) == []


def test_absent_fields_and_non_results_are_not_reported():
    assert stored_totals_mismatch({"item_results": {}}) == []
    assert stored_totals_mismatch({"total_items": 3}) == []
    data = two_items()
    data["absolute_classification_metrics"]["true_positives"] = "many"
    assert stored_totals_mismatch(data) == ["absolute_classification_metrics.true_positives (stored 'many', items give 10)"]


@needs_shared
def test_a_published_file_with_a_doctored_total_is_caught():
    """The brief cites a published file storing 1,233 true positives against 1,005 in its items; none of the
    7 files here does (their totals were recomputed for this 75-paper subset), so one is doctored that way."""
    data = json.loads((REFERENCE / "gpt-4o-mini.json").read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    item_sum = sum(item["absolute_classification_metrics"]["true_positives"] for item in data["item_results"].values())
    data["absolute_classification_metrics"]["true_positives"] = 1233
    assert stored_totals_mismatch(data) == [f"absolute_classification_metrics.true_positives (stored 1233, items give {item_sum})"]
