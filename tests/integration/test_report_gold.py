"""`comproeval gold` and `comproeval agree` on small result files of our own (CLI as a subprocess, files on disk)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from comproeval.report.agreement import cohen_kappa, element_verdicts, judge_agreement
from comproeval.report.data import ReportError
from comproeval.report.gold import check_gold, score_gold, wilson_interval

DOI, OTHER = "10.1/a", "10.1/b"


def key_match(reference, test, match, **extra):
    return {"reference_key": reference, "test_key": test, "match_value": match, **extra}


def result(k2_match=1, k2_certain=False, family=0):
    """One judged paper: unit right, family as given, keys k1 (matched) and k2, technique XRD matched."""
    k2 = key_match("k2", "t2", k2_match, **({"certain": False} if k2_certain is False else {}))
    composition = {
        "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC/N"},
        "family": {"match_value": family, "reference": "BT", "test": "KNN"},
        "compositions_property_values": {
            "reference": {"k1": 1, "k2": 2},
            "test": {"t1": 1, "t2": 2},
            "key_matches": [key_match("k1", "t1", 1), k2],
            "value_matches": [
                {"key": "k1", "reference_value": 1, "test_value": 1, "match_value": 1},
                {"key": "k2", "reference_value": 2, "test_value": 2, "match_value": k2_match},
            ],
            "pair_matches": [],
            "total_ground_truth_keys": 2,
            "total_match": 1 + k2_match,
            "missing_keys": [] if k2_match else ["k2"],
            "extra_keys": [],
        },
    }
    synthesis = {
        "method": {"match_value": 1, "reference": "sol-gel", "test": "sol gel"},
        "precursors": {"matches": [], "total_ground_truth_items": 1, "total_match": 0, "missing_items": ["TiO2"], "extra_items": []},
        "characterization_techniques": {
            "matches": [{"reference_item": "XRD", "test_item": "X-ray diffraction", "match_value": 1}],
            "total_ground_truth_items": 1,
            "total_match": 1,
            "missing_items": [],
            "extra_items": [],
        },
        "steps": {"match_value": 0.5, "reference_steps": ["a"], "test_steps": ["b"]},
    }
    item = {
        "overall_score": 0.8,
        "field_scores": {"composition_data": 0.8, "synthesis_data": 0.8},
        "details": {"composition_data": composition, "synthesis_data": synthesis},
    }
    return {"agent_model_name": "m", "overall_accuracy": 0.8, "overall_synthesis_accuracy": 0.8, "item_results": {DOI: item}}


LABELS = [
    {"cls": "unit", "model": "m", "doi": DOI, "label": 1},
    {"cls": "family", "model": "m", "doi": DOI, "label": 1, "reason": "same family"},
    {"cls": "key", "model": "m", "doi": DOI, "element": "k1", "label": 1},
    {"cls": "key", "model": "m", "doi": DOI, "element": "k2", "label": 0},
    {"cls": "technique", "model": "m", "doi": DOI, "element": "XRD", "label": 1},
    {"cls": "precursor", "model": "m", "doi": DOI, "element": "TiO2", "label": "a"},
    {"cls": "method", "model": "m", "doi": OTHER, "label": 1},
]


def cli(*args):
    return subprocess.run([sys.executable, "-m", "comproeval.cli.main", *map(str, args)], capture_output=True, text=True, timeout=120)


@pytest.fixture
def files(tmp_path):
    (tmp_path / "judge").mkdir()
    (tmp_path / "reference").mkdir()
    (tmp_path / "judge" / "m.json").write_text(json.dumps(result()), encoding="utf-8")
    (tmp_path / "reference" / "m.json").write_text(json.dumps(result(k2_match=0, k2_certain=True)), encoding="utf-8")
    (tmp_path / "gold.json").write_text(json.dumps(LABELS), encoding="utf-8")
    return tmp_path


def test_wilson_interval_known_value_and_bounds():
    low, high = wilson_interval(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)  # the textbook Wilson interval of 8/10
    assert wilson_interval(0, 5)[0] == pytest.approx(0.0) and wilson_interval(5, 5)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 0.0)


def test_score_gold_counts_right_wrong_unjudged_certain_and_deferred():
    report = score_gold(LABELS, {"m": result()})
    assert (report["right"], report["n"], report["unjudged"]) == (3, 5, 1)  # the ambiguous label is left out
    assert report["per_class"]["key"] == {"right": 1, "n": 2, "accuracy": 0.5, "ci95": list(wilson_interval(1, 2)), "unjudged": 0}
    assert report["per_class"]["method"]["unjudged"] == 1
    assert report["certain"] == {"right": 3, "n": 4, "accuracy": 0.75}
    assert report["deferred"]["n"] == 1 and report["deferred"]["right"] == 0
    assert sorted(m["cls"] for m in report["misses"]) == ["family", "key"]
    deferred_miss = next(m for m in report["misses"] if m["cls"] == "key")
    assert deferred_miss["deferred"] and deferred_miss["entry"]["test_key"] == "t2"


def test_simulated_hybrid_takes_the_reference_verdict_where_the_judge_deferred():
    report = score_gold(LABELS, {"m": result()}, reference={"m": result(k2_match=0, k2_certain=True)})
    assert (report["right"], report["n"]) == (4, 5)


def test_labels_without_model_apply_to_a_single_result():
    labels = [{k: v for k, v in entry.items() if k != "model"} for entry in LABELS]
    assert score_gold(labels, {"x": result()})["right"] == 3


def test_check_gold_names_the_bad_entry():
    with pytest.raises(ReportError, match="entry #2: label 2"):
        check_gold([LABELS[0], {**LABELS[0], "label": 2}])
    with pytest.raises(ReportError, match="entry #1: cls 'colour'"):
        check_gold([{**LABELS[0], "cls": "colour"}])
    with pytest.raises(ReportError, match="needs the ground-truth element"):
        check_gold([{"cls": "key", "doi": DOI, "label": 1}])
    with pytest.raises(ReportError, match="a JSON list"):
        check_gold({"not": "a list"})


def test_element_verdicts_missing_entries_are_zero_and_deferred_are_marked():
    verdicts, deferred, steps = element_verdicts(result(k2_match=0)["item_results"][DOI])
    assert verdicts[("key", "k2")] == 0 and verdicts[("value", "k2")] == 0 and verdicts[("precursor", "TiO2")] == 0
    assert ("key", "k2") in deferred and steps == 0.5


def test_cohen_kappa_hand_values():
    assert cohen_kappa([(1, 1), (0, 0), (1, 0), (1, 1)]) == pytest.approx(0.5)
    assert cohen_kappa([(1, 1), (1, 0)]) == pytest.approx(0.0)
    assert cohen_kappa([(1, 1)]) == 1.0 and cohen_kappa([]) is None


def test_agreement_per_class():
    report = judge_agreement([("m", result(), result(k2_match=0, k2_certain=True))])
    key = report["classes"]["key"]
    assert (key["n"], key["agreement"], key["kappa"], key["b_0_a_1"]) == (2, 0.5, 0.0, 1)
    assert report["classes"]["unit"]["agreement"] == 1.0
    assert report["classes"]["key"]["deferred_share"] == 0.0  # B (the reference here) deferred nothing


def test_gold_command_text_json_and_misses(files):
    done = cli("gold", files / "gold.json", files / "judge", "--reference", files / "reference", "--misses")
    assert done.returncode == 0, done.stderr
    assert "gold accuracy 0.600 (3/5" in done.stdout and "(hybrid-sim): gold accuracy 0.800 (4/5" in done.stdout
    assert "MISS [family]" in done.stdout and "label reason: same family" in done.stdout
    done = cli("gold", files / "gold.json", files / "judge" / "m.json", "--json")
    report = json.loads(done.stdout)[str(files / "judge" / "m.json")]
    assert report["accuracy"] == 0.6 and "misses" not in report


def test_agree_command(files):
    done = cli("agree", files / "judge" / "m.json", files / "reference" / "m.json", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["classes"]["key"]["kappa"] == 0.0
    text = cli("agree", files / "judge", files / "reference")
    assert text.returncode == 0 and "key" in text.stdout and "kappa" in text.stdout


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"a": 1}', "gold labels are a JSON list"),
        ('[{"cls": "unit", "doi": "10.1/a", "label": 7}]', "label 7 is not 1, 0"),
        ("not json", "not a JSON gold-label file"),
    ],
)
def test_gold_command_bad_labels_are_one_error_line(files, content, message):
    (files / "bad.json").write_text(content, encoding="utf-8")
    done = cli("gold", files / "bad.json", files / "judge")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("comproeval: error:") and message in lines[0]


def test_gold_and_agree_refuse_missing_and_unmatched_inputs(files):
    for args, message in (
        (("gold", files / "gold.json", files / "nowhere"), "no such file"),
        (("gold", files / "nowhere.json", files / "judge"), "no such gold-label file"),
        (("agree", files / "judge", files / "gold.json"), "not a comproeval result file"),
    ):
        done = cli(*args)
        assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    (files / "unrelated.json").write_text(json.dumps([{**LABELS[0], "doi": "10.9/none"}]), encoding="utf-8")
    done = cli("gold", files / "unrelated.json", files / "judge")
    assert done.returncode == 2 and "no labelled element matches" in done.stderr


def test_gold_command_warns_about_models_without_a_result(files):
    (files / "gold2.json").write_text(json.dumps(LABELS + [{**LABELS[0], "model": "other-model"}]), encoding="utf-8")
    done = cli("gold", files / "gold2.json", files / "judge", "--json")
    assert done.returncode == 0, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("comproeval: warning:") and "other-model" in line
    assert json.loads(done.stdout)[str(files / "judge")]["unjudged"] == 2
