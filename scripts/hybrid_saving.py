#!/usr/bin/env python3
"""What the hybrid judge would send an LLM on the development set, against a full LLM judge (no LLM is called).

For every judged section of the 7 benchmark outputs, the rules judge runs, and the
hybrid's reduced request (only the uncertain verdicts, with the test entries no certain
match used) is built exactly as `judges.hybrid` builds it. Reported: the share of items
and sections that need a call, and the characters of section data sent, against sending
every section whole.

usage: scripts/hybrid_saving.py [--shared DIR]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from comproeval.judges.hybrid import open_part
from comproeval.judges.rules import judge_composition_rules, judge_synthesis_rules

HERE = Path(__file__).resolve().parent


def size(ref, test) -> int:
    return len(json.dumps(ref, ensure_ascii=False)) + len(json.dumps(test, ensure_ascii=False))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=HERE.parent.parent / "shared")
    args = parser.parse_args()
    bench = args.shared / "bench" / "piezo"
    truth = json.loads((bench / "ground_truth.json").read_text(encoding="utf-8"))
    items = calls = sections = asked = full = sent = 0
    for output in sorted((bench / "outputs").glob("*.json")):
        tests = json.loads(output.read_text(encoding="utf-8"))
        for doi, ref_item in truth.items():
            test_item = tests.get(doi)
            if not isinstance(test_item, dict):
                continue
            items += 1
            called = False
            for name, judge in (("composition_data", judge_composition_rules), ("synthesis_data", judge_synthesis_rules)):
                ref, test = ref_item.get(name), test_item.get(name)
                if not ref or not test:
                    continue
                sections += 1
                full += size(ref, test)
                reduced = open_part(name, ref, test, judge(ref, test))
                if reduced is not None:
                    asked += 1
                    called = True
                    sent += size(*reduced)
            calls += called
    print(
        f"items {items}: {calls} need an LLM call ({calls / max(items, 1):.1%}); sections {sections}: {asked} asked ({asked / max(sections, 1):.1%})"
    )
    print(f"section data sent: {sent:,} characters against {full:,} for a full LLM judge ({sent / max(full, 1):.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
