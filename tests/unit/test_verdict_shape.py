"""The verdict models store what a judge decided; the scorer's fields exist only in a result's JSON (issue 14.3)."""

import json

from comproeval.judges.rules import judge_composition_rules, judge_synthesis_rules
from comproeval.scoring.metrics import enrich_composition, enrich_synthesis
from comproeval.scoring.results import rescore_item, score_judged_item
from comproeval.scoring.weights import DEFAULT_WEIGHTS
from comproeval.verdicts import CompositionValuesVerdict, ListVerdict, ScalarVerdict, StepsVerdict, dump

SCORER_FIELDS = {
    CompositionValuesVerdict: ("key_match_ratio", "value_match_ratio", "pair_match_ratio", "overall_match_ratio", "similarity_score", "match"),
    ListVerdict: ("similarity", "match"),
    ScalarVerdict: ("similarity", "match"),
    StepsVerdict: ("steps_match",),
}

REFERENCE = {
    "composition_data": {
        "property_unit": "pC/N",
        "family": "KNN",
        "compositions_property_values": {"K0.5Na0.5NbO3": 120, "BaTiO3": 190},
    },
    "synthesis_data": {
        "method": "solid-state reaction",
        "precursors": ["K2CO3", "Na2CO3", "Nb2O5"],
        "characterization_techniques": ["XRD", "SEM"],
        "steps": ["mix", "calcine at 850 C"],
    },
}
TEST = {
    "composition_data": {
        "property_unit": "pC/N",
        "family": "KNN",
        "compositions_property_values": {"K0.5Na0.5NbO3": 120, "SrTiO3": 40},
    },
    "synthesis_data": {
        "method": "solid state",
        "precursors": ["K2CO3", "Nb2O5", "Ta2O5"],
        "characterization_techniques": ["X-ray diffraction"],
        "steps": ["mix"],
    },
}


def _judged():
    composition = judge_composition_rules(REFERENCE["composition_data"], TEST["composition_data"])
    synthesis = judge_synthesis_rules(REFERENCE["synthesis_data"], TEST["synthesis_data"])
    return composition, synthesis


def test_verdict_models_declare_no_scorer_field():
    for model, names in SCORER_FIELDS.items():
        assert not set(names) & set(model.model_fields), model.__name__


def test_a_judged_verdict_carries_no_scorer_field():
    composition, synthesis = _judged()
    cpv = dump(composition)["compositions_property_values"]
    assert not set(SCORER_FIELDS[CompositionValuesVerdict]) & set(cpv)
    data = dump(synthesis)
    assert "similarity" not in data["method"] and "steps_match" not in data["steps"]
    assert not {"similarity", "match"} & set(data["precursors"])


def test_enrichment_adds_the_scorer_fields_last_and_leaves_the_verdict_alone():
    composition, synthesis = _judged()
    before = dump(composition)
    enriched = enrich_composition(composition)["compositions_property_values"]
    assert list(enriched)[-6:] == list(SCORER_FIELDS[CompositionValuesVerdict])
    assert enriched["key_match_ratio"] == 0.5 and enriched["match"] is False
    assert dump(composition) == before  # the verdict itself is unchanged
    out = enrich_synthesis(synthesis)
    assert list(out["precursors"])[-2:] == ["similarity", "match"]
    assert list(out["method"])[-2:] == ["similarity", "match"]
    assert out["steps"]["steps_match"] in ("true", "false")


def test_rescoring_a_written_result_gives_the_same_json():
    composition, synthesis = _judged()
    written = score_judged_item(composition, synthesis, DEFAULT_WEIGHTS)
    stored = json.loads(json.dumps(written))
    assert json.dumps(rescore_item(stored, DEFAULT_WEIGHTS)) == json.dumps(stored)


def test_stale_scorer_fields_in_a_stored_result_are_recomputed():
    composition, synthesis = _judged()
    stored = json.loads(json.dumps(score_judged_item(composition, synthesis, DEFAULT_WEIGHTS)))
    fresh = json.dumps(stored)
    cpv = stored["details"]["composition_data"]["compositions_property_values"]
    cpv.update(key_match_ratio=0.9, match=True)
    stored["details"]["synthesis_data"]["precursors"]["similarity"] = 0.01
    stored["details"]["synthesis_data"]["steps"]["steps_match"] = "maybe"
    assert json.dumps(rescore_item(stored, DEFAULT_WEIGHTS)) == fresh
