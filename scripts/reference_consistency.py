#!/usr/bin/env python3
"""How consistent is a reference judge with itself on composition keys?

Groups the reference's key verdicts by (paper, ground-truth key, test key) over all
result files in a folder. A pair judged 1 by one file and 0 by another caps the
agreement any judge deciding from the pair can reach. usage: reference_consistency.py REFERENCE_DIR
"""

import collections
import json
import os
import sys


def main(reference_dir: str) -> None:
    verdicts = collections.defaultdict(lambda: [0, 0])
    for name in sorted(n for n in os.listdir(reference_dir) if n.endswith(".json")):
        result = json.load(open(os.path.join(reference_dir, name), encoding="utf-8"))
        for doi, item in result["item_results"].items():
            cpv = ((item.get("details") or {}).get("composition_data") or {}).get("compositions_property_values") or {}
            for entry in cpv.get("key_matches", []):
                pair = (doi, entry["reference_key"], entry.get("test_key") or "")
                verdicts[pair][1 if entry["match_value"] == 1 else 0] += 1
    total = sum(a + b for a, b in verdicts.values())
    mixed = [v for v in verdicts.values() if v[0] and v[1]]
    print(f"key verdicts: {total}; pairs judged both ways: {len(mixed)} ({sum(map(sum, mixed))} verdicts)")
    print(f"ceiling for a judge deciding from the pair: {sum(max(v) for v in verdicts.values()) / total:.3f}")


if __name__ == "__main__":
    main(sys.argv[1])
