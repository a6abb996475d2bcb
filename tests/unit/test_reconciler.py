"""The reconciler's corrections: totals, one-to-one pairing, pair = key and value."""

import pytest

from comproeval.verdicts import dump, reconcile


def reconcile_composition(verdict, reference, test):
    fixed, notes = reconcile.reconcile_composition(verdict, reference, test)
    return dump(fixed), notes


def reconcile_synthesis(verdict, reference, test):
    fixed, notes = reconcile.reconcile_synthesis(verdict, reference, test)
    return dump(fixed), notes


REF = {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": 250, "x": None}}
TEST = {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": 240}}


def verdict(key_matches, value_matches=None, **cpv):
    return {
        "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC/N"},
        "family": {"match_value": 1, "reference": "BT", "test": "BT"},
        "compositions_property_values": {"key_matches": key_matches, "value_matches": value_matches or [], **cpv},
    }


def test_totals_recomputed_from_lists():
    v = verdict(
        [
            {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
            {"reference_key": "Ba0.9Ca0.1TiO3", "test_key": "Ba0.9Ca0.1TiO3", "match_value": 1},
        ],
        [
            {"key": "BaTiO3", "match_value": 1},
            {"key": "Ba0.9Ca0.1TiO3", "match_value": 0},
        ],
        total_ground_truth_keys=7,
        total_match=0,
    )
    fixed, notes = reconcile_composition(v, REF, TEST)
    cpv = fixed["compositions_property_values"]
    assert cpv["total_ground_truth_keys"] == 2 and cpv["total_match"] == 2
    assert [p["match_value"] for p in cpv["pair_matches"]] == [1, 0]
    assert cpv["missing_keys"] == [] and cpv["extra_keys"] == []
    assert any("recomputed" in n for n in notes)


def test_a_test_key_matches_at_most_one_ground_truth_key():
    v = verdict(
        [
            {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
            {"reference_key": "Ba0.9Ca0.1TiO3", "test_key": "BaTiO3", "match_value": 1},
        ]
    )
    fixed, notes = reconcile_composition(v, REF, TEST)
    cpv = fixed["compositions_property_values"]
    assert [k["match_value"] for k in cpv["key_matches"]] == [1, 0]
    assert cpv["missing_keys"] == ["Ba0.9Ca0.1TiO3"] and cpv["extra_keys"] == ["Ba0.9Ca0.1TiO3"]
    assert any("already matched" in n for n in notes)


def test_a_ground_truth_key_gets_one_verdict_and_forgotten_keys_are_added():
    v = verdict(
        [
            {"reference_key": "BaTiO3", "test_key": "Ba0.9Ca0.1TiO3", "match_value": 0},
            {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
            {"reference_key": "SrTiO3", "test_key": "BaTiO3", "match_value": 1},
        ]
    )
    fixed, notes = reconcile_composition(v, REF, TEST)
    cpv = fixed["compositions_property_values"]
    assert [(k["reference_key"], k["match_value"]) for k in cpv["key_matches"]] == [("BaTiO3", 1), ("Ba0.9Ca0.1TiO3", 0)]
    assert cpv["total_ground_truth_keys"] == 2  # the null-valued key is not counted when unmatched
    assert any("second verdict" in n for n in notes) and any("not a ground-truth key" in n for n in notes)
    assert any("had no verdict" in n for n in notes)


def test_missing_value_verdict_is_judged_exactly():
    v = verdict([{"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1}])
    fixed, _ = reconcile_composition(v, REF, TEST)
    assert fixed["compositions_property_values"]["value_matches"][0]["match_value"] == 1


def test_match_values_coerced_to_flags():
    v = verdict([])
    v["property_unit"]["match_value"] = "1"
    v["family"]["match_value"] = 0.4
    fixed, notes = reconcile_composition(v, REF, TEST)
    assert fixed["property_unit"]["match_value"] == 1 and fixed["family"]["match_value"] == 0
    assert len([n for n in notes if "read as" in n]) == 2


def test_consistent_verdict_is_left_alone():
    v = verdict(
        [
            {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
            {"reference_key": "Ba0.9Ca0.1TiO3", "test_key": "Ba0.9Ca0.1TiO3", "match_value": 1},
        ],
        [{"key": "BaTiO3", "match_value": 1}, {"key": "Ba0.9Ca0.1TiO3", "match_value": 0}],
        total_ground_truth_keys=2,
        total_match=2,
    )
    _, notes = reconcile_composition(v, REF, TEST)
    assert notes == []


SYN_REF = {"method": "solid state", "precursors": ["BaCO3", "TiO2", "CaCO3"], "characterization_techniques": ["XRD"], "steps": ["mix"]}
SYN_TEST = {"method": "solid state", "precursors": ["BaCO3", "TiO2"], "characterization_techniques": ["XRD", "SEM"], "steps": ["mix"]}


def syn_verdict(precursor_matches, steps=0.9):
    return {
        "method": {"match_value": 1},
        "precursors": {"matches": precursor_matches, "total_ground_truth_items": 1, "total_match": 9},
        "characterization_techniques": {"matches": [{"reference_item": "XRD", "test_item": "XRD", "match_value": 1}]},
        "steps": {"match_value": steps},
    }


def test_synthesis_lists_one_to_one_and_totals():
    fixed, notes = reconcile_synthesis(
        syn_verdict(
            [
                {"reference_item": "BaCO3", "test_item": "BaCO3", "match_value": 1},
                {"reference_item": "CaCO3", "test_item": "BaCO3", "match_value": 1},
                {"reference_item": "TiO2", "test_item": "TiO2", "match_value": 1},
            ]
        ),
        SYN_REF,
        SYN_TEST,
    )
    p = fixed["precursors"]
    assert p["total_ground_truth_items"] == 3 and p["total_match"] == 2
    assert p["missing_items"] == ["CaCO3"] and p["extra_items"] == []
    assert fixed["characterization_techniques"]["extra_items"] == ["SEM"]
    assert any("already matched" in n for n in notes)


def test_synthesis_match_on_an_invented_test_item_is_void():
    fixed, notes = reconcile_synthesis(syn_verdict([{"reference_item": "CaCO3", "test_item": "CaO", "match_value": 1}]), SYN_REF, SYN_TEST)
    assert fixed["precursors"]["total_match"] == 0
    assert any("not a test item" in n for n in notes)


@pytest.mark.parametrize("raw, expected", [(1.2, 1.0), (-0.3, 0.0), (0.666, 0.67), ("0.5", 0.5), ("bad", 0.0)])
def test_steps_clamped_and_rounded(raw, expected):
    fixed, _ = reconcile_synthesis(syn_verdict([], steps=raw), SYN_REF, SYN_TEST)
    assert fixed["steps"]["match_value"] == expected


def test_an_instrument_the_rules_paired_with_several_measurements_keeps_each_pair_an_llm_gives():
    # one capacity for the reconciler and the override rule: as many items as the rules paired the entry with
    from comproeval.judges.rules import judge_synthesis_rules

    reference = {"method": "solid state", "precursors": [], "steps": [], "characterization_techniques": ["XRD", "resistivity", "magnetization"]}
    test = {"method": "solid state", "precursors": [], "steps": [], "characterization_techniques": ["XRD", "PPMS"]}
    rules = judge_synthesis_rules(reference, test)
    assert sum(m.test_item == "PPMS" and m.matched for m in rules.characterization_techniques.matches) == 2
    llm = {
        "method": {"match_value": 1},
        "steps": {"match_value": 1},
        "precursors": {"matches": []},
        "characterization_techniques": {
            "matches": [
                {"reference_item": "XRD", "test_item": "XRD", "match_value": 1},
                {"reference_item": "resistivity", "test_item": "PPMS", "match_value": 1},
                {"reference_item": "magnetization", "test_item": "PPMS", "match_value": 1},
            ]
        },
    }
    alone, _ = reconcile.reconcile_synthesis(llm, reference, test)
    with_rules, notes = reconcile.reconcile_synthesis(llm, reference, test, rules)
    assert alone.characterization_techniques.total_match == 2  # without the rules' pairing: one thing named, one pair
    assert with_rules.characterization_techniques.total_match == 3 and not any("already matched" in n for n in notes)
