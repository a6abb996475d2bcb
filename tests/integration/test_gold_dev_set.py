"""`comproeval gold` and `comproeval agree` reproduce ../shared/bench/gold.py and agreement.py on the development set.

Both scripts are run as they are, beside our commands, on the same results: the
published reference files, and the rules judge's result for one extraction
(produced here through the CLI). Skips without ../shared.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from tests.conftest import SHARED

SCRIPTS = SHARED / "bench"
MODEL = "gpt-4o-mini"


def run(*args, python=sys.executable):
    done = subprocess.run([python, *map(str, args)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def comproeval(*args):
    return run("-m", "comproeval.cli", *args)


def assert_contains(expected, actual, path=""):
    """Every value gold.py/agreement.py report is in ours (numbers to 1e-12)."""
    if isinstance(expected, dict):
        for key, value in expected.items():
            assert key in actual, f"{path}.{key} missing"
            assert_contains(value, actual[key], f"{path}.{key}")
    elif isinstance(expected, list):
        assert len(expected) == len(actual), path
        for i, (a, b) in enumerate(zip(expected, actual)):
            assert_contains(a, b, f"{path}[{i}]")
    elif isinstance(expected, float) and isinstance(actual, float):
        assert math.isclose(expected, actual, abs_tol=1e-12), f"{path}: {expected} != {actual}"
    else:
        assert expected == actual, f"{path}: {expected!r} != {actual!r}"


@pytest.fixture(scope="module")
def rules_dir(tmp_path_factory):
    bench = SHARED / "bench" / "piezo"
    if not (SCRIPTS / "gold.py").is_file() or not (bench / "gold.json").is_file():
        pytest.skip(f"the development set (gold.json, gold.py) was not found under {SCRIPTS}")
    out = tmp_path_factory.mktemp("rules")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "comproeval.cli.main",
            "evaluate",
            bench / "ground_truth.json",
            bench / "outputs" / f"{MODEL}.json",
            "-o",
            out / f"{MODEL}.json",
            "--model-name",
            MODEL,
            "--quiet",
            "--no-cache",
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return out


@pytest.mark.integration
def test_gold_reproduces_gold_py_for_the_published_reference_judge(bench_dir):
    gold, reference = bench_dir / "gold.json", bench_dir / "reference"
    if not (SCRIPTS / "gold.py").is_file() or not gold.is_file():
        pytest.skip(f"gold.py or gold.json not found under {SCRIPTS}")
    theirs = run(SCRIPTS / "gold.py", gold, reference, "--json")
    ours = comproeval("gold", gold, reference, "--json")
    assert_contains(theirs, ours)
    assert ours[str(reference)]["n"] > 300


@pytest.mark.integration
def test_gold_reproduces_gold_py_for_the_rules_judge_and_its_hybrid(bench_dir, rules_dir):
    gold, reference = bench_dir / "gold.json", bench_dir / "reference"
    theirs = run(SCRIPTS / "gold.py", gold, rules_dir, "--reference", reference, "--json")
    ours = comproeval("gold", gold, rules_dir, "--reference", reference, "--json")
    assert set(theirs) == set(ours)
    assert_contains(theirs, ours)
    assert ours[str(rules_dir)]["n"] > 0


@pytest.mark.integration
def test_agree_reproduces_agreement_py(bench_dir, rules_dir):
    reference = bench_dir / "reference"
    theirs = run(SCRIPTS / "agreement.py", reference / f"{MODEL}.json", rules_dir / f"{MODEL}.json", "--json")
    ours = comproeval("agree", reference / f"{MODEL}.json", rules_dir / f"{MODEL}.json", "--json")
    renamed = {"ours_1_ref_0": "b_1_a_0", "ours_0_ref_1": "b_0_a_1"}
    for cls, row in theirs["classes"].items():
        assert_contains({renamed.get(k, k): v for k, v in row.items()}, ours["classes"][cls], cls)
    for key in ("all_elements_agreement", "items_with_deferred_share", "steps_mae", "item_score_mae"):
        assert_contains(theirs[key], ours[key], key)
    (file_theirs,), (file_ours,) = theirs["files"], ours["files"]
    assert file_ours["items"] == file_theirs["items"]
    assert math.isclose(file_ours["a_accuracy"], file_theirs["reference_accuracy"])
    assert math.isclose(file_ours["b_accuracy"], file_theirs["ours_accuracy"])
