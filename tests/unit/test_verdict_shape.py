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


# ---------------------------------------------------------------- rows are the truth

from comproeval.verdicts import KeyRow, composition_values, item_match, list_section, parse_verdict, rows_of  # noqa: E402

CPV_KEYS = [
    "reference",
    "test",
    "key_matches",
    "value_matches",
    "pair_matches",
    "total_ground_truth_keys",
    "total_match",
    "missing_keys",
    "extra_keys",
]
LIST_KEYS = ["reference", "test", "matches", "total_ground_truth_items", "total_match", "missing_items", "extra_items"]


def _values():
    reference = {"A": 1, "B": 2, "C": 3}
    test = {"a": 1, "b": 5, "x": 9}
    rows = [KeyRow.of("A", "a", 1, 1, reference, test), KeyRow.of("B", "b", 1, 0, reference, test), KeyRow.of("C", "", 0, 0, reference, test)]
    return reference, test, rows


def test_counts_and_lists_are_derived_not_stored():
    for model, names in ((CompositionValuesVerdict, CPV_KEYS[2:]), (ListVerdict, LIST_KEYS[3:])):
        assert set(names) <= set(model.model_computed_fields), model.__name__
        assert not set(names) & set(model.model_fields), model.__name__


def test_derived_totals_follow_the_rows():
    reference, test, rows = _values()
    cpv = composition_values(reference, test, rows)
    assert (cpv.total_ground_truth_keys, cpv.total_match, cpv.missing_keys, cpv.extra_keys) == (3, 2, ["C"], ["x"])
    assert [p.match_value for p in cpv.pair_matches] == [1, 0, 0]
    changed = cpv.model_copy(update={"rows": [rows[0], KeyRow.of("B", "", 0, 0, reference, test), rows[2]]})
    assert (changed.total_match, changed.missing_keys, changed.extra_keys) == (1, ["B", "C"], ["b", "x"])
    assert cpv.contradictions() == [] and changed.contradictions() == []


def test_json_shape_and_order_are_unchanged():
    reference, test, rows = _values()
    cpv = dump(composition_values(reference, test, rows))
    assert list(cpv) == CPV_KEYS
    assert cpv["pair_matches"][0] == {"match_value": 1, "reference_pair": {"A": 1}, "test_pair": {"a": 1}}
    assert cpv["pair_matches"][2]["test_pair"] == {}
    part = dump(list_section(["XRD", "SEM", " "], ["X-ray diffraction", "TEM"], [item_match("XRD", "X-ray diffraction", 1)]))
    assert list(part) == LIST_KEYS
    assert (part["total_ground_truth_items"], part["total_match"], part["missing_items"], part["extra_items"]) == (2, 1, ["SEM"], ["TEM"])
    with_uncertain = dump(list_section(["SEM"], ["TEM"], [], uncertain_missing=["SEM"]))
    assert list(with_uncertain) == [*LIST_KEYS, "uncertain_missing"]


def test_a_consistent_stored_verdict_reads_as_rows_and_states_nothing():
    reference, test, rows = _values()
    stored = json.loads(json.dumps(dump(composition_values(reference, test, rows))))
    read = parse_verdict(
        "composition_data",
        {
            "property_unit": {"match_value": 1},
            "family": {"match_value": 1},
            "compositions_property_values": stored,
        },
    ).compositions_property_values
    assert read.contradictions() == []
    assert rows_of(read) == {row.key: row for row in rows}


def test_a_published_verdict_with_contradictory_lists_reads_and_writes_back_as_it_was():
    published = {
        "reference": {"A": 1, "B": 2},
        "test": {"a": 1},
        "key_matches": [{"reference_key": "A", "test_key": "a", "match_value": 1}, {"reference_key": "B", "test_key": None, "match_value": 0}],
        "value_matches": [
            {"reference_key": "B", "reference_value": 2, "test_value": None, "match_value": 0},
            {"reference_key": "A", "reference_value": 1, "test_value": 1, "match_value": 1},
        ],
        "pair_matches": [
            {"reference_pair": {"A": 1}, "test_pair": {"a": 1}, "match_value": 1},
            {"reference_pair": {"B": 2}, "test_pair": None, "match_value": 0},
            {"reference_pair": {"C": 3}, "test_pair": "not found", "match_value": 0},
        ],
        "total_ground_truth_keys": 3,
        "total_match": 1,
        "missing_keys": ["B", "C"],
        "extra_keys": [],
    }
    verdict = parse_verdict(
        "composition_data",
        {
            "property_unit": {"match_value": 1},
            "family": {"match_value": 0},
            "compositions_property_values": published,
        },
    )
    cpv = verdict.compositions_property_values
    assert cpv.contradictions() == ["value_matches", "pair_matches", "total_ground_truth_keys", "missing_keys"]
    rows = rows_of(cpv)
    assert list(rows) == ["A", "B"] and rows["A"].value_match.test_value == 1
    expected = json.loads(json.dumps(published))
    for entry in expected["value_matches"]:
        entry["key"] = entry.pop("reference_key")
    written = dump(verdict)["compositions_property_values"]
    assert list(written) == CPV_KEYS
    assert {k: written[k] for k in CPV_KEYS[2:]} == {k: expected[k] for k in CPV_KEYS[2:]}
    # what the scorer counts is what the file says
    assert (cpv.total_ground_truth_keys, cpv.total_match) == (3, 1)


# ---------------------------------------------------------------- reconciliation only where a judge other than the rules decided


async def test_the_reconciler_rebuilds_only_verdicts_the_rules_did_not_build(monkeypatch):
    from langgraph.runtime import Runtime

    from comproeval.graph.context import Settings
    from comproeval.graph.nodes import reconciler as node
    from comproeval.run.item import item_input

    calls = []
    real = node.reconcile_composition

    def recording(verdict, *args):
        calls.append(verdict.judge)
        return real(verdict, *args)

    monkeypatch.setattr(node, "reconcile_composition", recording)
    ground_truth = {"composition_data": REFERENCE["composition_data"]}
    test = {"composition_data": TEST["composition_data"]}
    composition, _ = _judged()
    for judge in ("rules", "rules-fallback", "my-judge"):
        state = item_input(ground_truth, test, "10.1/x")
        state["composition_verdict"] = composition.model_copy(update={"judge": judge})
        update = await node.reconciler(state, Runtime(context=Settings()))
        assert update["reconciliation"] == []
    assert calls == ["my-judge"]


def test_a_verdict_stating_a_wrong_total_is_named_and_rebuilt_from_rows():
    from comproeval.verdicts.reconcile import reconcile_composition

    composition, _ = _judged()
    said = dump(composition)
    said["compositions_property_values"]["total_match"] = 2  # an LLM miscounting its own key verdicts
    parsed = parse_verdict("composition_data", {**said, "judge": "llm:m"})
    assert parsed.compositions_property_values.contradictions() == ["total_match"]
    fixed, notes = reconcile_composition(parsed, REFERENCE["composition_data"], TEST["composition_data"])
    assert notes == ["composition.keys: total_match 2 recomputed as 1"]
    assert fixed.compositions_property_values.contradictions() == [] and fixed.compositions_property_values.total_match == 1
