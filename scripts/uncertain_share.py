#!/usr/bin/env python3
"""Which fields and bases leave items uncertain in a folder of results (what a hybrid judge would ask an LLM about).

usage: scripts/uncertain_share.py RESULTS_DIR
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

FIELDS = ("property_unit", "family", "method", "precursors", "characterization_techniques", "compositions_property_values", "steps")


def uncertain_entries(node, field: str | None, found: set) -> None:
    """Every (field, basis) of a verdict entry marked `certain: false` under `node`."""
    if isinstance(node, dict):
        if node.get("certain") is False:
            found.add((field, node.get("basis")))
        for key, value in node.items():
            uncertain_entries(value, key if key in FIELDS else field, found)
    elif isinstance(node, list):
        for value in node:
            uncertain_entries(value, field, found)


def main(folder: Path) -> int:
    causes, items, uncertain = Counter(), 0, 0
    for path in sorted(folder.glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8"))["item_results"].values():
            if not item.get("details"):
                continue
            items += 1
            found: set = set()
            uncertain_entries(item["details"], None, found)
            uncertain += bool(found)
            causes.update(found)
    print(f"items {items}, with an uncertain verdict {uncertain} ({uncertain / max(items, 1):.1%})")
    for (field, basis), count in causes.most_common(25):
        print(f"  {count:4d}  {field}: {basis}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
