"""Issue #22 as a user meets it: the CLI run as a subprocess on files on disk, LLM runs against a loopback stub.

- the estimate (`comproeval estimate`, `evaluate --dry-run`) counts exactly the calls the run then sends;
- a base URL with credentials in it leaves the secret in no file written and in no line printed;
- DOIs spelled differently by the two files are matched as DOIs; two files with none in common are refused;
- settings out of bounds are refused in one line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.robustness.stub_llm import StubServer

pytestmark = pytest.mark.integration

GROUND_TRUTH = {
    "10.1000/Paper.A": {
        "composition_data": {
            "compositions_property_values": {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": 310, "PZT": 400},
            "property_unit": "pC/N",
            "family": "BaTiO3",
        },
        "synthesis_data": {
            "method": "solid-state reaction",
            "precursors": ["BaCO3", "TiO2", "CaCO3"],
            "steps": ["Powders were mixed in ethanol", "Calcined at 1200 C for 2 h"],
            "characterization_techniques": ["XRD", "SEM", "PFM"],
        },
    },
    "10.1000/paper.b": {
        "composition_data": {"compositions_property_values": {"K0.5Na0.5NbO3": 110}, "property_unit": "pC/N", "family": "KNN"},
        "synthesis_data": {"method": "sol-gel", "precursors": ["KNO3"], "steps": ["Dissolved"], "characterization_techniques": ["d33 meter"]},
    },
    "10.1000/paper.c": {"composition_data": {"compositions_property_values": {"PZT": 400}, "property_unit": "pm/V", "family": "PZT"}},
}
TEST = {
    "https://doi.org/10.1000/paper.a": {
        "composition_data": {
            "compositions_property_values": {"BaTiO3": 185, "Ba(0.9)Ca(0.1)TiO3": 310, "Pb(Zr0.52Ti0.48)O3": 400, "Pb(Zr0.3Ti0.7)O3": 300},
            "property_unit": "pC N-1",
            "family": "BT-based",
        },
        "synthesis_data": {
            "method": "solid state",
            "precursors": ["barium carbonate", "TiO2", "Ca source"],
            "steps": ["Mixed powders", "Calcination 1200 C"],
            "characterization_techniques": ["X-ray diffraction", "SuperScan 3000"],
        },
    },
    " doi:10.1000/PAPER.B ": {
        "composition_data": {"compositions_property_values": {"KNN": 100}, "property_unit": "pC/N", "family": "KNN"},
        "synthesis_data": {"method": "sol gel", "precursors": ["potassium nitrate"], "steps": [], "characterization_techniques": ["Berlincourt"]},
    },
}


def comproeval(cwd: Path, *args: str, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    """The CLI as a user runs it, with no OpenAI variables of this machine and no proxy for loopback."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    base.update(NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost", **(env or {}))
    return subprocess.run([sys.executable, "-m", "comproeval.cli.main", *args], capture_output=True, text=True, timeout=timeout, env=base, cwd=cwd)


@pytest.fixture
def inputs(tmp_path: Path) -> tuple[Path, Path]:
    gt, test = tmp_path / "gt.json", tmp_path / "test.json"
    gt.write_text(json.dumps(GROUND_TRUTH))
    test.write_text(json.dumps(TEST))
    return gt, test


# ------------------------------------------------------------------ DOIs


def test_dois_spelled_differently_are_matched_and_keyed_by_the_ground_truth(tmp_path, inputs):
    gt, test = inputs
    proc = comproeval(tmp_path, "evaluate", str(gt), str(test), "-o", "out.json", "-q")
    assert proc.returncode == 0, proc.stderr
    result = json.loads((tmp_path / "out.json").read_text())
    assert list(result["item_results"]) == list(GROUND_TRUTH)
    assert not result["item_results"]["10.1000/Paper.A"].get("missing")
    assert not result["item_results"]["10.1000/paper.b"].get("missing")
    assert result["item_results"]["10.1000/paper.c"].get("missing")
    notes = [line for line in proc.stderr.splitlines() if "matched the ground truth only as DOIs" in line]
    assert len(notes) == 1 and notes[0].startswith("comproeval: note: 2 test DOI(s)")
    assert "not in the ground truth" not in proc.stderr  # no DOI of the test file is left unscored


def test_files_without_a_doi_in_common_are_refused_in_one_line(tmp_path, inputs):
    gt, _ = inputs
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"10.9999/unrelated": TEST[" doi:10.1000/PAPER.B "]}))
    proc = comproeval(tmp_path, "evaluate", str(gt), str(other), "-o", "out.json", "-q")
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("comproeval: error:")
    assert str(gt) in proc.stderr and str(other) in proc.stderr
    assert "10.1000/Paper.A" in proc.stderr and "10.9999/unrelated" in proc.stderr
    assert not (tmp_path / "out.json").exists()


def test_two_spellings_of_one_doi_in_a_file_are_an_input_error(tmp_path, inputs):
    gt, _ = inputs
    twice = tmp_path / "twice.json"
    twice.write_text(json.dumps({"10.1000/paper.b": {}, "https://dx.doi.org/10.1000/Paper.B": {}}))
    proc = comproeval(tmp_path, "evaluate", str(gt), str(twice), "-o", "out.json", "-q")
    assert proc.returncode == 2
    assert "'10.1000/paper.b'" in proc.stderr and "'https://dx.doi.org/10.1000/Paper.B'" in proc.stderr


# ---------------------------------------------------------------- limits


def test_a_concurrency_that_would_hang_is_refused_in_one_line(tmp_path, inputs):
    """Every bound is checked in `validate_settings` (tests/unit/test_cli_settings_bounds.py); here the one that hung."""
    gt, test = inputs
    proc = comproeval(tmp_path, "evaluate", str(gt), str(test), "-o", "out.json", "-q", "--max-concurrency", "99999999", timeout=120)
    assert proc.returncode == 2
    assert proc.stderr == "comproeval: error: max_concurrency must be a whole number from 1 to 256, got 99999999\n"
    assert not (tmp_path / "out.json").exists()


# -------------------------------------------------------------- estimate


@pytest.mark.parametrize("judge", ["llm", "hybrid"])
def test_the_estimate_counts_the_calls_the_run_sends(tmp_path, inputs, judge):
    gt, test = inputs
    with StubServer("works") as stub:
        llm = ("--judge", judge, "--model", "stub-model", "--base-url", stub.url, "--cache", "cache.sqlite")
        estimated = comproeval(tmp_path, "estimate", str(gt), str(test), *llm, "--json", "--price-in", "2", "--price-out", "8")
        assert estimated.returncode == 0, estimated.stderr
        assert stub.calls() == 0  # the estimate sends nothing
        figures = json.loads(estimated.stdout)
        dry = comproeval(tmp_path, "evaluate", str(gt), str(test), "-o", "out.json", *llm, "--dry-run")
        assert dry.returncode == 0 and not (tmp_path / "out.json").exists()
        assert "prompt tokens" in dry.stdout and stub.calls() == 0
        run = comproeval(tmp_path, "evaluate", str(gt), str(test), "-o", "out.json", *llm, "-q")
        assert run.returncode == 0, run.stderr
        sent = stub.calls()
        again = json.loads(comproeval(tmp_path, "estimate", str(gt), str(test), *llm, "--json").stdout)
    total = figures["total"]
    assert total["calls"] == sent > 0
    assert total["cached"] == 0 and total["prompt_tokens"] > 0
    assert figures["cost"] == pytest.approx((total["prompt_tokens"] * 2 + total["reply_tokens"] * 8) / 1e6)
    assert "stub-model" in figures["token_counting"] and "estimated" in figures["token_counting"]["stub-model"]  # tiktoken knows no stub
    usage = json.loads((tmp_path / "out.json").read_text())["run_info"]["llm_usage"]["total"]
    assert usage["calls"] == sent
    # the run filled the cache: the same run again would send nothing
    assert again["total"]["cached"] == total["sections"] and again["total"]["calls"] == 0


def test_the_hybrid_estimate_counts_only_uncertain_sections(tmp_path, inputs):
    gt, test = inputs
    llm = ("--model", "stub-model", "--base-url", "http://127.0.0.1:9/v1", "--no-cache", "--json")
    full = json.loads(comproeval(tmp_path, "estimate", str(gt), str(test), "--judge", "llm", *llm).stdout)
    hybrid = json.loads(comproeval(tmp_path, "estimate", str(gt), str(test), "--judge", "hybrid", *llm).stdout)
    assert hybrid["total"]["calls"] <= full["total"]["calls"]
    assert hybrid["total"]["prompt_tokens"] < full["total"]["prompt_tokens"]


def test_a_rules_run_costs_nothing(tmp_path, inputs):
    gt, test = inputs
    proc = comproeval(tmp_path, "estimate", str(gt), str(test))
    assert proc.returncode == 0 and "costs nothing" in proc.stdout


# --------------------------------------------------------------- secrets

SECRET = "s3cr3t-PASSWORD-0123456789"
ENV_SECRET = "sk-proj-ENVSECRET0123456789abcdef"


def _files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def test_credentials_in_the_base_url_are_written_nowhere(tmp_path, inputs):
    gt, test = inputs
    env = {"OPENAI_API_KEY": ENV_SECRET}
    outputs = []

    def run(*args: str) -> None:
        outputs.append(comproeval(tmp_path, *args, env=env))

    with StubServer("leaky") as stub:
        port = stub.url.split(":")[2].split("/")[0]
        url = f"http://judge:{SECRET}@127.0.0.1:{port}/v1"
        llm = ("--model", "stub-model", "--base-url", url, "--cache", "cache.sqlite")
        run("evaluate", str(gt), str(test), "-o", "out.json", "--judge", "hybrid", *llm)
        run("evaluate", str(gt), str(test), "-o", "trace.json", "--judge", "llm", *llm, "--trace", "10.1000/Paper.A")
        run("estimate", str(gt), str(test), "--judge", "llm", *llm)
        # an error line naming the endpoint: a model the server does not offer
        run("evaluate", str(gt), str(test), "-o", "bad.json", "--judge", "llm", "--model", "other", "--base-url", url)
    # and an endpoint that cannot be reached at all, with the key in the query too
    down = f"http://judge:{SECRET}@127.0.0.1:9/v1?api_key={SECRET}"
    run("evaluate", str(gt), str(test), "-o", "down.json", "--judge", "llm", "--model", "m", "--base-url", down)
    assert outputs[0].returncode == 0, outputs[0].stderr
    assert stub.requests and all(SECRET not in r.authorization for r in stub.requests)
    assert outputs[3].returncode == 2 and "does not offer" in outputs[3].stderr
    assert outputs[4].returncode == 2 and "comproeval: error:" in outputs[4].stderr
    for proc in outputs:
        for secret in (SECRET, ENV_SECRET):
            assert secret not in proc.stdout and secret not in proc.stderr, (proc.args, proc.stdout[-2000:], proc.stderr[-2000:])
    written = _files(tmp_path)
    assert any(p.name == "cache.sqlite" for p in written) and any(p.name == "out.json" for p in written)
    for path in written:
        data = path.read_bytes()
        for secret in (SECRET, ENV_SECRET):
            assert secret.encode() not in data, path
    assert "[REDACTED]" in (tmp_path / "out.json").read_text()  # the endpoint is still named, without its password
