"""End to end: the blind-set scripts on a synthetic two-field set (build, validate, sheet, gold, readme)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
SET = "fresh99"
QUOTAS = {"key": 9, "unit": 4, "family": 4, "method": 4, "precursor": 5, "technique": 5}


def run(script: str, *args: str | Path) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-P", str(SCRIPTS / script), *map(str, args)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60)


def paper(tag: str, i: int, drop: bool) -> dict:
    keys = [f"{tag}{i}K{k}" for k in range(4)]
    pre = [f"{tag}{i} precursor {k}" for k in range(4)]
    tech = [f"{tag}{i} technique {k}" for k in range(5)]
    base = {
        "composition_data": {
            "compositions_property_values": {k: 10.0 + n for n, k in enumerate(keys)},
            "property_unit": "MPa",
            "family": f"{tag} family",
        },
        "synthesis_data": {"method": f"{tag} method", "precursors": pre, "steps": ["mix", "fire"], "characterization_techniques": tech},
    }
    edits = []

    def edit(cls: str, element: str, new: str | None, label: int) -> None:
        edits.append({"cls": cls, "element": element, "new": new, "label": label, "reason": f"{cls} {label}."})

    for n in range(6):
        new = None if drop and n == 5 else f"{keys[n % 3]} alt{n}"
        edit("key", keys[n % 3], new, 1 - n % 2)
    for cls, element in (("unit", "MPa"), ("family", f"{tag} family"), ("method", f"{tag} method")):
        edit(cls, element, f"{element} one", 1)
        edit(cls, element, f"{element} two", 0)
    for n, label in enumerate((1, 1, 0)):
        edit("precursor", pre[n], f"{pre[n]} alt", label)
    for n, label in enumerate((1, 0, 1)):
        edit("technique", tech[n], f"{tech[n]} alt", label)
    return {"title": f"{tag} paper {i}", "base": base, "edits": edits}


def field(tag: str, author: str) -> dict:
    return {
        "slug": f"synthetic_{tag.lower()}_field",
        "domain": f"synthetic {tag} materials (test only)",
        "author": author,
        "papers": [paper(tag, i, drop=(i == 0 and author == "A")) for i in range(3)],
    }


def write_data(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "dataA1.json").write_text(json.dumps(field("Alpha", "A"), indent=1), encoding="utf-8")
    (folder / "dataB1.json").write_text(json.dumps(field("Beta", "B"), indent=1), encoding="utf-8")
    (folder / "excluded_fields.txt").write_text("# fresh1\nmof: metal-organic frameworks\n", encoding="utf-8")


def differing(truth: dict, test: dict) -> int:
    t, s = truth["composition_data"], test["composition_data"]
    n = sum(t[f] != s[f] for f in ("property_unit", "family"))
    a, b = list(t["compositions_property_values"].items()), list(s["compositions_property_values"].items())
    n += len(set(a) - set(b))
    ts, ss = truth["synthesis_data"], test["synthesis_data"]
    n += ts["method"] != ss["method"]
    for f in ("precursors", "characterization_techniques"):
        n += len(set(ts[f]) - set(ss[f]))
    assert ts["steps"] == ss["steps"] and truth["article_metadata"] == test["article_metadata"]
    return n


def test_blind_tools_end_to_end(tmp_path: Path) -> None:
    data, out, again = tmp_path / "build", tmp_path / "out", tmp_path / "again"
    write_data(data)
    assert run("blind_validate.py", "--set", SET, "--data", data, "--author", "A").stdout.strip().endswith("0 errors (31 pairs, 1 fields)")
    res = run("blind_build.py", "--set", SET, "--data", data, "--out", out)
    assert res.returncode == 0, res.stderr
    res = run("blind_validate.py", "--set", SET, "--data", data, "--out", out)
    assert res.returncode == 0 and res.stdout.strip().endswith("0 errors (62 pairs, 2 fields)"), res.stdout

    elements = json.loads((out / "elements.json").read_text(encoding="utf-8"))
    labels = json.loads((out / "author_labels.json").read_text(encoding="utf-8"))
    truth = json.loads((out / "ground_truth.json").read_text(encoding="utf-8"))
    tests = json.loads((out / "outputs" / "minimal.json").read_text(encoding="utf-8"))
    assert len(elements) == 62 and list(truth) == list(tests) == [r["doi"] for r in elements]
    per_field = Counter(r["doi"].split(".")[2] for r in labels)
    assert per_field == {"synthetic_alpha_field": 31, "synthetic_beta_field": 31}
    assert all(r["doi"].startswith(f"10.5555/{SET}.") for r in labels)
    for slug, odd in (("synthetic_alpha_field", True), ("synthetic_beta_field", False)):
        rows = [r for r in labels if r["doi"].split(".")[2] == slug]
        for cls, quota in QUOTAS.items():
            ones = sum(r["label"] == 1 for r in rows if r["cls"] == cls)
            zeros = sum(r["label"] == 0 for r in rows if r["cls"] == cls)
            assert ones + zeros == quota
            assert ones - zeros == (quota % 2 if odd else -(quota % 2))
    assert all(differing(truth[d], tests[d]) == 1 for d in truth)

    assert run("blind_build.py", "--set", SET, "--data", data, "--out", again).returncode == 0
    for rel in ("ground_truth.json", "outputs/minimal.json", "elements.json", "author_labels.json", "thinned.json"):
        assert (out / rel).read_bytes() == (again / rel).read_bytes()

    assert run("blind_sheet.py", out).returncode == 0
    sheet = json.loads((out / "labels" / "to_label.json").read_text(encoding="utf-8"))
    assert len(sheet) == 62 and all("label" not in row for row in sheet)
    first = [{"id": row["id"], "label": lab["label"], "reason": "r"} for row, lab in zip(sheet, labels)]
    second = [dict(r) for r in first]
    second[7]["label"] = 1 - second[7]["label"]
    (out / "labels" / "labeller_a.json").write_text(json.dumps(first), encoding="utf-8")
    (out / "labels" / "labeller_b.json").write_text(json.dumps(second), encoding="utf-8")
    assert run("blind_gold.py", out).returncode == 0
    gold = json.loads((out / "gold.json").read_text(encoding="utf-8"))
    assert [g["label"] for g in gold].count("a") == 1 and gold[7]["label"] == "a"

    res = run("blind_readme.py", "--set", SET, "--data", data, "--out", out)
    assert res.returncode == 0, res.stderr
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert f"# {SET} — blind one-element minimal pairs (2 new fields, 62 pairs)" in readme
    assert "0 errors (62 pairs, 2 fields)" in readme and "99-<slug>" in readme
    assert "61 of 62" in readme

    bad = json.loads((data / "dataB1.json").read_text(encoding="utf-8"))
    bad["papers"][1]["edits"][6]["element"] = "not the unit"
    (data / "dataB1.json").write_text(json.dumps(bad), encoding="utf-8")
    res = run("blind_validate.py", "--set", SET, "--data", data, "dataB1.json")
    assert res.returncode == 1 and "paper 2 edit 7: unit element 'not the unit'" in res.stdout
