"""Measure the HTML report at scale: size and build time for synthetic results.

    .venv/bin/python scripts/report_scale.py --models 10 --papers 100 1000 [--keep DIR]

Results are synthetic (tests/unit/report_synthetic.py): realistic verdicts with
basis/why strings, 1-6 compositions and a full synthesis section per paper.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from comproeval.report import render_report  # noqa: E402
from tests.unit.report_synthetic import make_result  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=10)
    parser.add_argument("--papers", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--keep", type=Path, help="write the reports into this folder")
    args = parser.parse_args()
    for papers in args.papers:
        results = [make_result(f"model-{k}", papers, 0.55 + 0.04 * k, seed=k) for k in range(args.models)]
        raw = sum(len(json.dumps(r)) for r in results)
        started, cpu = time.perf_counter(), time.process_time()
        html = render_report(results)
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
        size = len(html.encode("utf-8"))
        print(
            f"{args.models} models x {papers} papers: results {raw / 1e6:.1f} MB -> report {size / 1e6:.2f} MB in {elapsed:.1f} s ({cpu:.1f} s CPU)"
        )
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            (args.keep / f"report_{args.models}x{papers}.html").write_text(html, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
