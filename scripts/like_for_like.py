#!/usr/bin/env python3
"""Per-model mean section score over the sections BOTH results judged.

The published reference sometimes left a section unjudged (an empty dict in
`details`) although both files had it; its averages then count that section
as 0. Comparing only sections judged on both sides separates judge agreement
from those failures. usage: like_for_like.py REFERENCE_DIR OURS_DIR
"""

import json
import os
import sys


def main(reference_dir: str, ours_dir: str) -> None:
    for name in sorted(n for n in os.listdir(reference_dir) if n.endswith(".json")):
        ref = json.load(open(os.path.join(reference_dir, name), encoding="utf-8"))["item_results"]
        ours = json.load(open(os.path.join(ours_dir, name), encoding="utf-8"))["item_results"]
        unjudged, ref_scores, our_scores = 0, [], []
        for doi, ref_item in ref.items():
            our_item = ours.get(doi) or {}
            for section, our_score in (our_item.get("field_scores") or {}).items():
                if section in ref_item["field_scores"]:
                    ref_scores.append(ref_item["field_scores"][section])
                    our_scores.append(our_score)
                elif ref_item.get("details"):
                    unjudged += 1
        r, o = sum(ref_scores) / len(ref_scores), sum(our_scores) / len(our_scores)
        print(
            f"{name:<32} reference left {unjudged:>2} sections unjudged; "
            f"both judged n={len(ref_scores):>3}: reference {r:.3f} ours {o:.3f} delta {o - r:+.3f}"
        )


if __name__ == "__main__":
    main(*sys.argv[1:3])
