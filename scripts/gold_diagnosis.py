#!/usr/bin/env python3
"""Where a judge goes wrong on a gold-labelled set: certain errors and deferred verdicts by (class, basis).

Reads the verdict entry of each labelled element as ../shared/bench/gold.py does (its `entry`), so the counts are the
ones behind gold.py's figures. For diagnosis: a class of error to fix by a general rule, never a sample to key a rule to.

usage: scripts/gold_diagnosis.py GOLD.json RESULTS_DIR [--shared DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", type=Path)
    parser.add_argument("results", type=Path)
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[2] / "shared")
    args = parser.parse_args()
    sys.path.insert(0, str(args.shared / "bench"))
    from gold import entry  # ../shared/bench/gold.py: the verdict entry that decided an element

    results: dict[str, dict] = {}
    certain_errors, deferred_right, deferred_wrong = Counter(), Counter(), Counter()
    for element in json.loads(args.gold.read_text(encoding="utf-8")):
        if element["label"] not in (0, 1):
            continue
        if element["model"] not in results:
            results[element["model"]] = json.loads((args.results / f"{element['model']}.json").read_text(encoding="utf-8"))
        found = entry(results[element["model"]]["item_results"].get(element["doi"]), element)
        if not isinstance(found, dict):
            continue
        key, right = (element["cls"], found.get("basis")), found.get("match_value") == element["label"]
        if found.get("certain", True) is not False:
            certain_errors[key] += not right
        else:
            (deferred_right if right else deferred_wrong)[key] += 1
    print("certain errors (class, basis):")
    for key, count in certain_errors.most_common():
        if count:
            print(f"  {count:4d}  {key}")
    print("deferred (right, wrong, class, basis):")
    for key in sorted(set(deferred_right) | set(deferred_wrong), key=lambda k: -(deferred_right[k] + deferred_wrong[k])):
        print(f"  {deferred_right[key]:4d} {deferred_wrong[key]:4d}  {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
