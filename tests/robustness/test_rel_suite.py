"""Issue 17 at full scale (with `-m robustness`): a cold name cache shared by three concurrent CLI runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .run import PROGRAM, _env

# Precursor names the rules resolve through the `chemicals` database (and some it does not know).
NAMES = [
    "barium carbonate",
    "strontium carbonate",
    "calcium carbonate",
    "potassium carbonate",
    "sodium carbonate",
    "lithium carbonate",
    "bismuth oxide",
    "niobium oxide",
    "zirconium oxide",
    "titanium dioxide",
    "zinc oxide",
    "magnesium oxide",
    "barium acetate",
    "calcium acetate",
    "strontium nitrate",
    "potassium nitrate",
    "bismuth nitrate pentahydrate",
    "lanthanum oxide",
    "manganese carbonate",
    "copper oxide",
    "tantalum oxide",
    "antimony oxide",
    "tin oxide",
    "silver nitrate",
    "neodymium oxide",
    "samarium oxide",
    "hafnium oxide",
    "iron oxide",
    "cobalt oxide",
    "nickel oxide",
    "glycine",
    "citric acid",
    "ethylene glycol",
    "acetylacetone",
    "ammonium hydroxide",
    "polyvinyl alcohol",
    "unobtainium salt",
    "frobnicate powder",
]
ITEMS = 40
SHARE = 12  # names per item


def _files(folder: Path) -> None:
    gt, test = {}, {}
    for i in range(ITEMS):
        names = [NAMES[(i * 7 + k) % len(NAMES)] for k in range(SHARE)]
        gt[f"10.7/{i}"] = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}}, "synthesis_data": {"precursors": names[::-1]}}
        test[f"10.7/{i}"] = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}}, "synthesis_data": {"precursors": names}}
    (folder / "gt.json").write_text(json.dumps(gt))
    (folder / "test.json").write_text(json.dumps(test))


def _start(folder: Path, cache: Path, output: str, prelude: str = "") -> subprocess.Popen:
    env = {k: v for k, v in _env().items() if k != "COMPROEVAL_NO_DISK_CACHE"}
    env["COMPROEVAL_CACHE_DIR"] = str(cache)
    return subprocess.Popen(
        [sys.executable, "-c", prelude + PROGRAM, "evaluate", "gt.json", "test.json", "-o", output, "-q", "--max-concurrency", "8"],
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


REFUSE_DATABASE = """
import chemicals.identifiers as ids
def _refuse(name, *args, **kwargs):
    raise AssertionError("asked the database about " + name)
ids.search_chemical = _refuse
"""


@pytest.mark.robustness
def test_three_runs_on_a_cold_shared_name_cache_lose_nothing(tmp_path):
    cache = tmp_path / "cache"
    _files(tmp_path)
    runs = [_start(tmp_path, cache, f"out{n}.json") for n in range(3)]
    for proc in runs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-2000:]
    results = [json.loads((tmp_path / f"out{n}.json").read_text()) for n in range(3)]
    assert all(not (r["run_info"].get("failed_items")) for r in results)
    scores = [{doi: item["overall_score"] for doi, item in r["item_results"].items()} for r in results]
    assert scores[0] == scores[1] == scores[2] and len(scores[0]) == ITEMS
    assert not [p.name for p in cache.rglob("*.tmp")] and not [p.name for p in tmp_path.glob(".*.tmp")]
    # every answer is stored: a fourth run that may not ask the database at all scores the same
    proc = _start(tmp_path, cache, "out3.json", prelude=REFUSE_DATABASE)
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err[-2000:]
    fourth = json.loads((tmp_path / "out3.json").read_text())
    assert {doi: item["overall_score"] for doi, item in fourth["item_results"].items()} == scores[0]
    assert os.path.getsize(next(cache.glob("chemicals-*-names.jsonl"))) < 100 * 3 * len(NAMES) * 3
