#!/usr/bin/env python3
"""Predict generalization: agreement with the reference on two halves of the development papers.

The papers are split by a hash of their DOI (stable, blind to their content).
Develop on half A, check on half B: a gap of more than 0.03 in any class means
a rule fits papers rather than chemistry.

usage: scripts/half_split.py REFERENCE_DIR OURS_DIR [--ground-truth FILE]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent / "shared"
CLASSES = ("unit", "family", "key", "value", "method", "precursor", "technique")
GAP = 0.03


def half_of(doi: str) -> str:
    """A or B, by the first byte of the DOI's SHA-256."""
    return "A" if hashlib.sha256(doi.encode("utf-8")).digest()[0] % 2 == 0 else "B"


def agreement(reference: Path, ours: Path, dois: list[str]) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(dois, handle)
    command = [sys.executable, str(SHARED / "bench" / "agreement.py"), str(reference), str(ours), "--dois", handle.name, "--like-for-like", "--json"]
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reference", type=Path)
    parser.add_argument("ours", type=Path)
    parser.add_argument("--ground-truth", type=Path, default=SHARED / "bench" / "piezo" / "ground_truth.json")
    args = parser.parse_args()
    dois = list(json.loads(args.ground_truth.read_text(encoding="utf-8")))
    halves = {name: [d for d in dois if half_of(d) == name] for name in ("A", "B")}
    figures = {name: agreement(args.reference, args.ours, members) for name, members in halves.items()}
    print(
        f"{'class':<10} {'A (' + str(len(halves['A'])) + ' papers)':>16} {'B (' + str(len(halves['B'])) + ' papers)':>16} {'gap':>7}"
        f" {'A certain':>10} {'B certain':>10}"
    )
    worst = 0.0
    for cls in CLASSES:
        a, b = figures["A"]["classes"][cls], figures["B"]["classes"][cls]
        gap = abs(a["agreement"] - b["agreement"])
        worst = max(worst, gap)
        flag = "  <- over 0.03" if gap > GAP else ""
        certain = f"{a['certain_agreement']:>10.3f} {b['certain_agreement']:>10.3f}"
        print(f"{cls:<10} {a['agreement']:>16.3f} {b['agreement']:>16.3f} {gap:>7.3f} {certain}{flag}")
    for name in ("steps_mae", "item_score_mae"):
        if name in figures["A"] and name in figures["B"]:
            print(f"{name:<10} {figures['A'][name]:>16.3f} {figures['B'][name]:>16.3f}")
    print(f"largest gap {worst:.3f} ({'fits chemistry' if worst <= GAP else 'a rule fits papers'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
