#!/usr/bin/env python3
"""Write SET/gold.json from two blind labellers (SET/labels/labeller_a.json, labeller_b.json), in gold.py's format.

An element both labelled alike (1 or 0) keeps that label; any other is "a" (left out of every figure). Prints how
many agree, and how many of those the author's own labels (SET/author_labels.json) agree with.

usage: scripts/blind_gold.py SET_DIR
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(folder: Path) -> int:
    elements = json.loads((folder / "elements.json").read_text(encoding="utf-8"))
    first, second = ({r["id"]: r for r in json.loads((folder / "labels" / f"labeller_{x}.json").read_text(encoding="utf-8"))} for x in "ab")
    gold = []
    for number, element in enumerate(elements):
        label_a, label_b = (first.get(number) or {}).get("label"), (second.get(number) or {}).get("label")
        agreed = label_a in (0, 1) and label_a == label_b
        row = {k: element[k] for k in ("cls", "model", "doi", "element", "candidates")}
        gold.append(row | {"label": label_a if agreed else "a", "reason": (first.get(number) or {}).get("reason", "")})
    (folder / "gold.json").write_text(json.dumps(gold, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    author = json.loads((folder / "author_labels.json").read_text(encoding="utf-8"))
    labelled = [g for g in gold if g["label"] in (0, 1)]
    author_agrees = sum(g["label"] == a["label"] for g, a in zip(gold, author) if g["label"] in (0, 1))
    print(f"{len(elements)} elements; labellers agree on {len(labelled)}; the author agrees with {author_agrees} of those")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
