"""`comproeval evaluate GT A.json B.json -o FOLDER/`: several models in one command, the same files as separate runs."""

from __future__ import annotations

import json
import shutil

import pytest

from comproeval.cli.evaluate import plan_runs
from comproeval.cli.main import main
from comproeval.files.inputs import InputError

pytestmark = pytest.mark.integration

# run facts that differ between any two runs (timing), or that name the command's own choices
RUN_FACTS = ("run_info",)


def _without_run_facts(path) -> dict:
    data = json.loads(path.read_text())
    return {key: value for key, value in data.items() if key not in RUN_FACTS}


@pytest.fixture
def models(tmp_path, examples_dir):
    """Two extraction outputs: the example, and the example with one paper's values changed."""
    first = tmp_path / "models" / "first.json"
    first.parent.mkdir()
    shutil.copy(examples_dir / "test_data.json", first)
    changed = json.loads(first.read_text())
    doi = next(iter(changed))
    values = changed[doi]["composition_data"]["compositions_property_values"]
    for key in values:
        values[key] = 999
    second = tmp_path / "models" / "second.json"
    second.write_text(json.dumps(changed))
    return [first, second]


def test_several_files_give_the_same_results_as_separate_runs(tmp_path, examples_dir, models, capsys):
    truth = examples_dir / "ground_truth.json"
    together = tmp_path / "together"
    assert main(["evaluate", str(truth), *map(str, models), "-o", str(together) + "/"]) == 0
    shown = capsys.readouterr().out
    assert "Leaderboard" in shown and "first" in shown and "second" in shown  # ends with compare's table
    for model in models:
        alone = tmp_path / f"alone_{model.stem}.json"
        assert main(["evaluate", str(truth), str(model), "-o", str(alone), "-q"]) == 0
        written = together / f"{model.stem}.json"
        assert _without_run_facts(written) == _without_run_facts(alone)
        stored, single = json.loads(written.read_text())["run_info"], json.loads(alone.read_text())["run_info"]
        assert stored["settings_fingerprint"] == single["settings_fingerprint"] and stored["warnings"] == single["warnings"]
    assert json.loads((together / "second.json").read_text())["agent_model_name"] == "second"


def test_a_rerun_resumes_each_output_of_its_own(tmp_path, examples_dir, models, capsys):
    truth, folder = examples_dir / "ground_truth.json", tmp_path / "out"
    assert main(["evaluate", str(truth), *map(str, models), "-o", str(folder), "-q"]) == 0
    first = (folder / "first.json").read_bytes()
    (folder / "second.json").unlink()
    assert main(["evaluate", str(truth), *map(str, models), "-o", str(folder), "-q"]) == 0
    assert json.loads((folder / "second.json").read_text())["agent_model_name"] == "second"
    assert json.loads((folder / "first.json").read_bytes())["run_info"]["resumed_items"] == len(json.loads(first)["item_results"])


def test_model_names_are_given_once_per_file_or_not_at_all(tmp_path, examples_dir, models, capsys):
    truth = examples_dir / "ground_truth.json"
    code = main(["evaluate", str(truth), *map(str, models), "-o", str(tmp_path / "o"), "--model-name", "only-one", "-q"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "--model-name given 1 time(s) for 2 test file(s)" in err[0]
    named = ["--model-name", "gpt-x", "--model-name", "llama-y"]
    assert main(["evaluate", str(truth), *map(str, models), "-o", str(tmp_path / "o"), *named, "-q"]) == 0
    assert json.loads((tmp_path / "o" / "second.json").read_text())["agent_model_name"] == "llama-y"


@pytest.mark.parametrize(
    "tests, output, names, message",
    [
        (["a.json", "b.json"], None, None, "2 test files need -o FOLDER"),
        (["x/a.json", "y/a.json"], "out", None, "would both be written to out/a.json"),
        (["a.json"], None, ["m", "n"], "--model-name given 2 time(s) for 1 test file(s)"),
    ],
)
def test_plans_that_cannot_work_are_one_line(tests, output, names, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")) as info:
        plan_runs(tests, output, names)
    assert "\n" not in str(info.value)


def test_one_test_file_keeps_todays_output_and_name(tmp_path):
    (run,) = plan_runs(["some/model.json"], None, None)
    assert (run.output, run.name) == ("agentic_evaluation_result.json", "model")
    (run,) = plan_runs(["some/model.json"], str(tmp_path / "r.json"), ["mine"])
    assert (run.output, run.name) == (str(tmp_path / "r.json"), "mine")


def test_an_existing_file_is_not_a_folder_for_several_results(tmp_path, examples_dir, models, capsys):
    taken = tmp_path / "taken.json"
    taken.write_text("{}")
    assert main(["evaluate", str(examples_dir / "ground_truth.json"), *map(str, models), "-o", str(taken)]) == 2
    assert "exists and is not a folder" in capsys.readouterr().err and taken.read_text() == "{}"


def test_trace_takes_one_test_file(examples_dir, models, capsys):
    assert main(["evaluate", str(examples_dir / "ground_truth.json"), *map(str, models), "-o", "x", "--trace", "10.1/a"]) == 2
    assert "give a single test file" in capsys.readouterr().err
