#!/usr/bin/env python3
"""Write SET/labels/to_label.json: the blind labelling sheet of a one-element-pair set (never the author's labels).

Each row: the element's class, the paper's domain and title, the ground-truth element, the test's candidates, and the
context a labeller sees (gold.md): for keys both sides' keys with their values and the unit; for lists the paper's
other ground-truth entries.

usage: scripts/blind_sheet.py SET_DIR
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

LISTS = {"precursor": ("synthesis_data", "precursors"), "technique": ("synthesis_data", "characterization_techniques")}


def sheet_row(number: int, element: dict, item: dict, test: dict) -> dict:
    meta = item.get("article_metadata") or {}
    row = {"id": number, "cls": element["cls"], "domain": meta.get("domain"), "title": meta.get("title")}
    row |= {"element": element["element"], "candidates": element["candidates"]}
    if element["cls"] == "key":
        row["ground_truth_keys_with_values"] = item["composition_data"]["compositions_property_values"]
        row["test_keys_with_values"] = (test.get("composition_data") or {}).get("compositions_property_values")
        row["property_unit"] = item["composition_data"].get("property_unit")
    elif element["cls"] in LISTS:
        section, field = LISTS[element["cls"]]
        row["other_ground_truth_entries"] = [x for x in item[section][field] if x != element["element"]]
    return row


def main(folder: Path) -> int:
    truth = json.loads((folder / "ground_truth.json").read_text(encoding="utf-8"))
    tests = json.loads((folder / "outputs" / "minimal.json").read_text(encoding="utf-8"))
    elements = json.loads((folder / "elements.json").read_text(encoding="utf-8"))
    rows = [sheet_row(i, e, truth[e["doi"]], tests.get(e["doi"]) or {}) for i, e in enumerate(elements)]
    (folder / "labels").mkdir(exist_ok=True)
    (folder / "labels" / "to_label.json").write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(rows)} elements")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
