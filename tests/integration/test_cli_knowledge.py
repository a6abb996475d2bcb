"""`--knowledge FILE` as a user runs it: the user's vocabulary turns guesses into proven matches; a bad file is one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import EXAMPLES

KNOWLEDGE = EXAMPLES / "knowledge_batteries.json"
GROUND_TRUTH = {
    "10.1/batt": {
        "composition_data": {"property_unit": "mAh/g", "family": "layered oxide cathodes", "compositions_property_values": {"NCA": 200}},
        "synthesis_data": {
            "method": "hydroxide co-precipitation",
            "precursors": ["nickel sulfate hexahydrate", "LiOH·H2O"],
            "characterization_techniques": ["galvanostatic cycling", "XRD"],
            "steps": ["mix", "calcine at 800 C"],
        },
    }
}
TEST = {
    "10.1/batt": {
        "composition_data": {
            "property_unit": "mAh/g active material",
            "family": "NMC",
            "compositions_property_values": {"LiNi0.8Co0.15Al0.05O2": 200},
        },
        "synthesis_data": {
            "method": "co-precipitation",
            "precursors": ["NiSO4·6H2O", "lithium hydroxide monohydrate"],
            "characterization_techniques": ["GCD", "X-ray diffraction"],
            "steps": ["mix", "calcine at 800 C"],
        },
    }
}


def evaluate(folder: Path, *extra: str) -> subprocess.CompletedProcess:
    (folder / "gt.json").write_text(json.dumps(GROUND_TRUTH), encoding="utf-8")
    (folder / "test.json").write_text(json.dumps(TEST), encoding="utf-8")
    command = [sys.executable, "-m", "comproeval.cli", "evaluate", "gt.json", "test.json", "-o", "out.json", "-q", "--overwrite", *extra]
    return subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=300)


def composition(folder: Path) -> dict:
    return json.loads((folder / "out.json").read_text(encoding="utf-8"))["item_results"]["10.1/batt"]["details"]["composition_data"]


def test_the_users_vocabulary_proves_what_the_rules_alone_cannot(tmp_path):
    assert evaluate(tmp_path).returncode == 0
    without = composition(tmp_path)
    assert without["compositions_property_values"]["key_matches"][0]["match_value"] == 0  # an abbreviation no table of the rules defines
    done = evaluate(tmp_path, "--knowledge", str(KNOWLEDGE))
    assert done.returncode == 0, done.stderr
    with_file = composition(tmp_path)
    key = with_file["compositions_property_values"]["key_matches"][0]
    assert (key["match_value"], key["basis"]) == (1, "user-knowledge") and key.get("certain", True) is not False
    assert with_file["family"]["match_value"] == 1 and with_file["property_unit"]["match_value"] == 1
    settings = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["run_info"]["settings"]
    assert settings["knowledge"]["entries"] == 16 and len(settings["knowledge"]["sha256"]) == 64


def test_a_bad_entry_is_one_error_line_naming_it(tmp_path):
    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps({"units": {"mAhg": "bananas per hour"}}), encoding="utf-8")
    done = evaluate(tmp_path, "--knowledge", str(bad))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"comproeval: error: {bad}: units['mAhg']: 'bananas per hour' is not a unit pint can read"]
    assert not (tmp_path / "out.json").exists()


def test_a_changed_file_is_another_run(tmp_path):
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({"abbreviations": {"NCM811": "LiNi0.8Co0.1Mn0.1O2"}}), encoding="utf-8")
    assert evaluate(tmp_path, "--knowledge", str(mine)).returncode == 0
    mine.write_text(json.dumps({"abbreviations": {"NCM811": "LiNi0.6Co0.2Mn0.2O2"}}), encoding="utf-8")
    resumed = subprocess.run(
        [sys.executable, "-m", "comproeval.cli", "evaluate", "gt.json", "test.json", "-o", "out.json", "-q", "--knowledge", str(mine)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert resumed.returncode == 2 and "knowledge" in resumed.stderr
