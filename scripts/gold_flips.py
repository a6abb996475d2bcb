#!/usr/bin/env python3
"""What a rule change did on a gold-labelled set, element by element: gains, losses and changes of certainty.

Compares two folders of results of one set (before and after a change), reading each element's verdict as
../shared/bench/gold.py does (its `verdicts`), so the counts add up to the difference of gold.py's figures. A change
that loses an element a set had right, or makes a certain verdict wrong, is the first thing to look at.

usage: scripts/gold_flips.py GOLD.json BEFORE_DIR AFTER_DIR [--show] [--shared DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def certain_error(verdict: int | None, sure: bool, element: dict) -> bool:
    """A verdict the judge called certain that the gold label says is wrong (an unjudged element is none)."""
    return verdict is not None and sure and verdict != element["label"]


def shown(verdict: int | None, sure: bool) -> str:
    """A verdict as --show prints it: `1!` certain, `0?` deferred, `None` unjudged."""
    return f"{verdict}{'!' if sure else '?'}" if verdict is not None else "None"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", type=Path)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--show", action="store_true", help="list every element whose verdict or certainty changed")
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[2] / "shared")
    args = parser.parse_args()
    sys.path.insert(0, str(args.shared / "bench"))
    from agreement import verdicts  # ../shared/bench/agreement.py: an item's verdicts, and which are uncertain
    from gold import element_key

    items: dict[Path, dict] = {}

    def judged(folder: Path, element: dict) -> tuple[int | None, bool]:
        """The verdict on an element in a folder of results, and whether the judge called it certain."""
        path = folder / f"{element['model']}.json"
        if path not in items:
            items[path] = json.loads(path.read_text(encoding="utf-8"))["item_results"] if path.exists() else {}
        item, unsure = items[path].get(element["doi"]), set()
        key = element_key(element)
        return (verdicts(item, unsure)[0].get(key) if item else None), key not in unsure

    gains = losses = certainty = newly_wrong = 0
    for element in json.loads(args.gold.read_text(encoding="utf-8")):
        if element["label"] not in (0, 1):
            continue
        (was, was_sure), (now, now_sure) = judged(args.before, element), judged(args.after, element)
        if (was, was_sure) == (now, now_sure):
            continue
        right_before, right_now = was == element["label"], now == element["label"]
        gains += right_now and not right_before
        losses += right_before and not right_now
        certainty += was_sure != now_sure
        newly_wrong += certain_error(now, now_sure, element) and not certain_error(was, was_sure, element)
        if args.show:
            change = f"{shown(was, was_sure)} -> {shown(now, now_sure)}"
            print(f"{element['cls']} gold {element['label']} {change} {element['doi']} {element['element']!r}")
    print(f"gains {gains}, losses {losses}, certainty changed {certainty}, certain errors new {newly_wrong}")
    return 1 if losses or newly_wrong else 0


if __name__ == "__main__":
    sys.exit(main())
