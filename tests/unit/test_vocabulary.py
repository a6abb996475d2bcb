"""One vocabulary: the section, field and metric names of `comproeval.defaults` are the ones the models, the scorer,
the validation of stored totals and the report's readers use."""

from __future__ import annotations

import pytest

from comproeval.defaults import (
    COMPOSITION,
    COMPOSITION_FIELDS,
    COUNTS,
    LIST_FIELDS,
    RATIOS,
    SCALAR_FIELDS,
    SYNTHESIS,
    SYNTHESIS_FIELDS,
)
from comproeval.report.agreement import element_verdicts
from comproeval.report.gold import verdict_entry
from comproeval.scoring.counts import Counts, prf
from comproeval.scoring.results import aggregate
from comproeval.scoring.validation import stored_totals_mismatch
from comproeval.scoring.weights import DEFAULT_WEIGHTS
from comproeval.verdicts import CompositionVerdict, ListVerdict, ScalarVerdict, SynthesisVerdict
from comproeval.verdicts.fields import element_entries, element_key


def test_the_verdict_models_hold_exactly_the_named_fields():
    for model, section, fields in ((CompositionVerdict, COMPOSITION, COMPOSITION_FIELDS), (SynthesisVerdict, SYNTHESIS, SYNTHESIS_FIELDS)):
        own = [name for name in model.model_fields if name not in ("judge", "judge_error", "test_section_missing")]
        assert sorted(own) == sorted(fields)
        assert all(model.model_fields[name].annotation is ScalarVerdict for name in SCALAR_FIELDS[section])
    assert all(SynthesisVerdict.model_fields[name].annotation is ListVerdict for name in LIST_FIELDS)


def test_weights_and_metric_blocks_use_the_named_fields_and_metrics():
    assert tuple(DEFAULT_WEIGHTS) == COMPOSITION_FIELDS + SYNTHESIS_FIELDS
    assert tuple(prf(Counts(3, 1, 2))) == COUNTS + RATIOS


def _item(tp, fp, fn, scores):
    return {
        "field_scores": scores,
        "absolute_classification_metrics": prf(Counts(tp, fp, fn)),
        "normalized_classification_metrics": prf(Counts(tp / 7, fp / 3, fn / 9)),
    }


@pytest.mark.parametrize("scoring", ["reference", "strict"])
def test_totals_the_scorer_aggregates_are_consistent_by_definition(scoring):
    """The validation totals the items with the scorer's own `aggregate`, so a result it wrote never contradicts itself."""
    items = {
        "a": _item(6, 2, 2, {COMPOSITION: 0.7, SYNTHESIS: 0.3}),
        "b": _item(4, 0, 6, {COMPOSITION: 0.1}),
        "c": _item(1, 5, 3, {COMPOSITION: 1.0, SYNTHESIS: 0.9}),
    }
    result = aggregate(items, model_name="m", scoring=scoring)
    result["run_info"] = {"settings": {"scoring": scoring}}
    assert stored_totals_mismatch(result) == []
    block = result["normalized_classification_metrics"]
    right = block["f1_score"]
    block["f1_score"] = right + 1e-6
    assert stored_totals_mismatch(result) == [f"normalized_classification_metrics.f1_score (stored {right + 1e-6:.6g}, items give {right:.6g})"]


DETAILS = {
    COMPOSITION: {
        "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC/N", "certain": False},
        "compositions_property_values": {
            "key_matches": [{"reference_key": "k1", "test_key": "t1", "match_value": 1}],
            "value_matches": [{"key": "k1", "match_value": 0}, {"reference_key": "k2", "match_value": 1}],
            "missing_keys": ["k2"],
        },
    },
    SYNTHESIS: {"precursors": {"matches": [{"reference_item": "TiO2", "test_item": "titania", "match_value": 1}], "missing_items": ["BaCO3"]}},
}


def test_every_element_is_read_once_in_one_place():
    """Agreement and gold labels read the same stored entries: a missing key is 0 unless a verdict matched it."""
    verdicts, deferred, steps = element_verdicts({"details": DETAILS})
    assert verdicts == {
        ("unit", ""): 1,
        ("key", "k1"): 1,
        ("key", "k2"): 0,
        ("value", "k1"): 0,
        ("value", "k2"): 1,
        ("precursor", "TiO2"): 1,
        ("precursor", "BaCO3"): 0,
    }
    assert deferred == {("unit", "")} and steps is None
    assert [entry for key, entry in element_entries(DETAILS) if key == element_key("value", "k2")] == [
        None,
        {"reference_key": "k2", "match_value": 1},
    ]
    assert verdict_entry({"details": DETAILS}, {"cls": "value", "element": "k2"}) == {"reference_key": "k2", "match_value": 1}
    assert verdict_entry({"details": DETAILS}, {"cls": "precursor", "element": "BaCO3"}) == "missing"
    assert verdict_entry({"details": DETAILS}, {"cls": "unit", "element": None})["reference"] == "pC/N"
