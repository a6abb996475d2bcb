"""`comproeval review` as a user runs it: a subprocess, files on disk, answers typed on standard input."""

from __future__ import annotations

import json
import subprocess
import sys

from comproeval.report.gold import load_gold
from tests.unit.test_review_driver import GROUND_TRUTH, TEST, A, B


def review(tmp_path, answers, *extra):
    """The command on its own module (`python -m comproeval.cli.review`, what `comproeval review` runs)."""
    command = [
        sys.executable,
        "-m",
        "comproeval.cli.review",
        "review",
        "gt.json",
        "my-extractor.json",
        "-o",
        "out.json",
        "--gold",
        "gold.json",
        *extra,
    ]
    stdin = subprocess.DEVNULL if answers is None else None
    return subprocess.run(command, cwd=tmp_path, input=answers, stdin=stdin, capture_output=True, text=True, timeout=180)


def write_inputs(tmp_path):
    (tmp_path / "gt.json").write_text(json.dumps(GROUND_TRUTH))
    (tmp_path / "my-extractor.json").write_text(json.dumps(TEST))


def test_answers_on_stdin_become_verdicts_and_gold_labels_and_a_rerun_asks_only_what_is_left(tmp_path):
    write_inputs(tmp_path)
    first = review(tmp_path, "n two samples; PZT is the other one\n")  # then the input ends
    assert first.returncode == 0, first.stderr
    assert "question 1" in first.stdout and "'PZT' = 10" in first.stdout and "rules' guess: match" in first.stdout
    (line,) = first.stderr.strip().splitlines()
    assert line.startswith("comproeval: review paused (end of input): 1 decision(s) saved to gold.json")
    (label,) = load_gold(tmp_path / "gold.json")
    assert (label["element"], label["label"], label["reason"]) == ("PZT", 0, "two samples; PZT is the other one")

    second = review(tmp_path, "y\nn\n")
    assert second.returncode == 0, second.stderr
    assert "[key]" not in second.stdout  # decided in the first sitting: never asked again
    assert "[technique]" in second.stdout and "[unit]" in second.stdout
    assert "reviewed 2 paper(s)" in second.stderr
    result = json.loads((tmp_path / "out.json").read_text())
    assert result["run_info"]["status"] == "complete"
    technique = result["item_results"][A]["details"]["synthesis_data"]["characterization_techniques"]
    assert technique["total_match"] == 2 and technique["matches"][-1]["basis"] == "person"
    assert result["item_results"][B]["details"]["composition_data"]["property_unit"]["match_value"] == 0

    gold = subprocess.run(
        [sys.executable, "-m", "comproeval.cli", "gold", "gold.json", "out.json", "--json"], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert gold.returncode == 0, gold.stderr
    assert json.loads(gold.stdout)["out.json"]["n"] == 3


def test_no_input_at_all_ends_cleanly_in_one_line(tmp_path):
    write_inputs(tmp_path)
    ended = review(tmp_path, None)
    assert ended.returncode == 0 and "Traceback" not in ended.stderr
    assert ended.stderr.strip().splitlines() == [
        "comproeval: review paused (end of input): 0 decision(s) saved to gold.json; 0 of 2 paper(s) reviewed, "
        "wrote out.json; rerun the same command to continue"
    ]
    assert not (tmp_path / "gold.json").exists()


def test_a_gold_file_that_is_not_gold_labels_is_one_error_line(tmp_path):
    write_inputs(tmp_path)
    (tmp_path / "gold.json").write_text('{"not": "a list"}')
    refused = review(tmp_path, "")
    assert refused.returncode == 2
    assert refused.stderr.strip().splitlines() == ["comproeval: error: gold.json: gold labels are a JSON list of labelled elements, got dict"]


def test_a_checkpoint_file_that_is_not_one_is_one_error_line_and_the_result_is_left_alone(tmp_path):
    write_inputs(tmp_path)
    (tmp_path / "out.json.review.sqlite").write_text("not a database, only text that is long enough to be read as a header")
    refused = review(tmp_path, "n\n")
    assert refused.returncode == 2, refused.stderr
    (line,) = refused.stderr.strip().splitlines()
    assert line.startswith("comproeval: error: out.json.review.sqlite: not a review checkpoint")
    assert not (tmp_path / "out.json").exists()


def test_ctrl_c_while_waiting_for_an_answer_keeps_the_decisions_and_exits_130(tmp_path):
    import signal

    write_inputs(tmp_path)
    command = [sys.executable, "-m", "comproeval.cli.review", "review", "gt.json", "my-extractor.json", "-o", "out.json", "--gold", "gold.json"]
    process = subprocess.Popen(command, cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        process.stdin.write("n\n")
        process.stdin.flush()
        seen = ""
        while "question 2" not in seen or not seen.endswith("> "):  # the second question waits for its answer
            char = process.stdout.read(1)
            assert char, f"the review ended before asking again: {process.stderr.read()}"
            seen += char
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130 and "Traceback" not in err
    assert [label["element"] for label in load_gold(tmp_path / "gold.json")] == ["PZT"]
    assert json.loads((tmp_path / "out.json").read_text())["run_info"]["status"] == "incomplete"
