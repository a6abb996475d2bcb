"""docs/scoring.md §4 end to end: a strict score loses the share of wrong values; the reference score does not.

Small files of our own, judged by the rules judge through the CLI as a user runs it.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

KEYS = {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": 250, "Ba0.8Ca0.2TiO3": 310}


def paper(values):
    return {"composition_data": {"compositions_property_values": values, "property_unit": "pC/N", "family": "BaTiO3"}}


def run(*args):
    done = subprocess.run([sys.executable, "-m", "comproeval.cli.main", *args], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Two papers: every value right in the first; one of three values wrong in the second."""
    root = tmp_path_factory.mktemp("strict_values")
    ground_truth = {"10.1/right": paper(KEYS), "10.1/wrong": paper(KEYS)}
    wrong = dict(KEYS, BaTiO3=350)
    test = {"10.1/right": paper(KEYS), "10.1/wrong": paper(wrong)}
    (root / "gt.json").write_text(json.dumps(ground_truth), encoding="utf-8")
    (root / "test.json").write_text(json.dumps(test), encoding="utf-8")
    return root


def evaluate(root, scoring):
    out = root / f"{scoring}.json"
    run(
        "evaluate",
        str(root / "gt.json"),
        str(root / "test.json"),
        "-o",
        str(out),
        "--no-synthesis",
        "--scoring",
        scoring,
        "--quiet",
        "--overwrite",
        "--no-cache",
    )
    return json.loads(out.read_text(encoding="utf-8"))


def test_wrong_values_lower_strict_composition_accuracy_by_their_share(files):
    reference, strict = evaluate(files, "reference"), evaluate(files, "strict")
    cpv_weight = reference["run_info"]["settings"]["weights"]["compositions_property_values"]
    wrong_share = 1 / len(KEYS)  # one wrong pair of three in the second paper
    assert reference["overall_composition_accuracy"] == 1.0  # the reference counts keys only
    assert strict["item_results"]["10.1/right"]["field_scores"]["composition_data"] == 1.0
    # strict counts the loss as a share of the composition weights (§7.6)
    composition_weight = sum(reference["run_info"]["settings"]["weights"][f] for f in ("compositions_property_values", "property_unit", "family"))
    loss = cpv_weight * wrong_share / composition_weight
    assert strict["item_results"]["10.1/wrong"]["field_scores"]["composition_data"] == pytest.approx(1 - loss)
    # over the file: one paper of two loses that share
    assert strict["overall_composition_accuracy"] == pytest.approx(1 - loss / 2)


def test_strict_rescore_of_a_reference_result_gives_the_strict_numbers(files):
    reference = files / "reference.json"
    if not reference.exists():
        evaluate(files, "reference")
    run("rescore", str(reference), "-o", str(files / "rescored.json"), "--scoring", "strict", "--quiet")
    rescored = json.loads((files / "rescored.json").read_text(encoding="utf-8"))
    strict = evaluate(files, "strict")
    assert rescored["overall_composition_accuracy"] == pytest.approx(strict["overall_composition_accuracy"])
    assert rescored["overall_composition_accuracy"] < 1.0
