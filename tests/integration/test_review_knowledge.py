"""`comproeval review --knowledge FILE`: a person's "the same thing" becomes an entry, so each pattern is asked once."""

from __future__ import annotations

import json
import subprocess
import sys

from comproeval.chem.knowledge import load_knowledge

SECTION = {"method": "sol-gel", "precursors": [], "steps": []}
GROUND_TRUTH = {f"10.1/{n}": {"synthesis_data": {**SECTION, "characterization_techniques": ["Zorbatron scan", "XRD"]}} for n in ("a", "b")}
TEST = {f"10.1/{n}": {"synthesis_data": {**SECTION, "characterization_techniques": ["ZS measurement", "X-ray diffraction"]}} for n in ("a", "b")}


def run(tmp_path, *argv, answers=""):
    command = [sys.executable, "-m", "comproeval.cli", *argv]
    return subprocess.run(command, cwd=tmp_path, input=answers, capture_output=True, text=True, timeout=300)


def test_a_decision_is_saved_as_an_entry_and_never_asked_again(tmp_path):
    (tmp_path / "gt.json").write_text(json.dumps(GROUND_TRUTH))
    (tmp_path / "test.json").write_text(json.dumps(TEST))
    done = run(tmp_path, "review", "gt.json", "test.json", "-o", "out.json", "--gold", "gold.json", "--knowledge", "mine.json", answers="y\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("[technique]") == 1  # paper b's identical question is answered by the new entry
    assert "1 question(s) asked" in done.stderr and "1 entry added to mine.json" in done.stderr
    knowledge = load_knowledge(tmp_path / "mine.json")
    assert knowledge.same(("techniques",), "Zorbatron scan", "ZS measurement")
    result = json.loads((tmp_path / "out.json").read_text())
    for doi in GROUND_TRUTH:
        assert result["item_results"][doi]["details"]["synthesis_data"]["characterization_techniques"]["total_match"] == 2

    # the next run reads the entry: a proven match, nothing left to ask
    judged = run(tmp_path, "evaluate", "gt.json", "test.json", "-o", "judged.json", "-q", "--knowledge", "mine.json")
    assert judged.returncode == 0, judged.stderr
    matches = json.loads((tmp_path / "judged.json").read_text())["item_results"]["10.1/b"]["details"]["synthesis_data"]
    pair = next(m for m in matches["characterization_techniques"]["matches"] if m["reference_item"] == "Zorbatron scan")
    assert (pair["test_item"], pair["match_value"], pair["basis"]) == ("ZS measurement", 1, "user-knowledge")
    assert pair.get("certain", True) is not False
