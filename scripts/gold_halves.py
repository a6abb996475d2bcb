#!/usr/bin/env python3
"""Predict generalization with the gold labels: accuracy per DOI-hash half of the development papers.

The gold elements are split by the half of their paper (`half_split.half_of`: the first byte of
the DOI's SHA-256, blind to content) and each half is scored by `../shared/bench/gold.py`: gold
accuracy, certain-verdict accuracy, the simulated hybrid, and per class. A gap above 0.03 between
the halves means a rule fits papers rather than chemistry.

usage: scripts/gold_halves.py OURS_DIR [--gold FILE] [--reference DIR]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from half_split import GAP, SHARED, half_of


def score(gold: list[dict], ours: Path, reference: Path | None) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(gold, handle)
    command = [sys.executable, str(SHARED / "bench" / "gold.py"), handle.name, str(ours), "--json"]
    if reference is not None:
        command += ["--reference", str(reference)]
    out = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    Path(handle.name).unlink()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ours", type=Path)
    parser.add_argument("--gold", type=Path, default=SHARED / "bench" / "piezo" / "gold.json")
    parser.add_argument("--reference", type=Path, default=SHARED / "bench" / "piezo" / "reference")
    args = parser.parse_args()
    gold = json.loads(args.gold.read_text(encoding="utf-8"))
    halves = {name: [x for x in gold if half_of(x["doi"]) == name] for name in ("A", "B")}
    reports = {name: score(members, args.ours, args.reference) for name, members in halves.items()}
    rows = []
    for name in ("A", "B"):
        rules, hybrid = reports[name][str(args.ours)], reports[name][f"{args.ours} (hybrid-sim)"]
        rows.append((name, rules, hybrid))
    print(f"{'half':<5} {'papers':>6} {'elements':>8} {'rules':>7} {'certain':>15} {'hybrid':>7} {'items deferred':>15}")
    for name, rules, hybrid in rows:
        papers = len({x["doi"] for x in halves[name]})
        c = rules["certain"]
        print(
            f"{name:<5} {papers:>6} {rules['n']:>8} {rules['accuracy']:>7.3f} {c['accuracy']:>7.3f} ({c['right']}/{c['n']})"
            f" {hybrid['accuracy']:>7.3f} {rules['deferred']['items_share']:>15.1%}"
        )
    (_, a, ah), (_, b, bh) = rows
    gaps = {
        "rules": abs(a["accuracy"] - b["accuracy"]),
        "certain": abs(a["certain"]["accuracy"] - b["certain"]["accuracy"]),
        "hybrid": abs(ah["accuracy"] - bh["accuracy"]),
    }
    print("gap   " + ", ".join(f"{k} {v:.3f}{' <- over 0.03' if v > GAP else ''}" for k, v in gaps.items()))
    print(f"{'class':<10} {'A':>9} {'B':>9}")
    for cls in sorted(set(a["per_class"]) | set(b["per_class"])):
        cells = [f"{r['per_class'][cls]['right']}/{r['per_class'][cls]['n']}" if cls in r["per_class"] else "-" for r in (a, b)]
        print(f"{cls:<10} {cells[0]:>9} {cells[1]:>9}")
    return 1 if max(gaps.values()) > GAP else 0


if __name__ == "__main__":
    sys.exit(main())
