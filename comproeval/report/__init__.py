"""See the results: HTML reports, statistics and terminal comparisons of result files.

Reads result files only (ours or published ones, docs/scoring.md §5) and never the
judging code. Heavy pieces (numpy, jinja2, matplotlib) load on first use:

- `write_report(results, path)` / `render_report(results)`: one self-contained HTML file;
- `compare(results)`: leaderboard statistics with bootstrap intervals;
- `load_results(sources)`: result files or dicts with unique labels;
- `result_caveats(result)`: why a result's numbers need care (partial, degraded, few papers);
- `score_gold(labels, judge)` / `load_gold(path)`: a judge against your own gold labels;
- `judge_agreement(pairs)` / `paired_results(a, b)`: two judges against each other, per class;
- `ReportError`: a user mistake (missing file, not a result file, unknown extension).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .data import ReportError, Result, load_results

_LAZY = {
    "write_report": "html",
    "render_report": "html",
    "compare": "summary",
    "result_caveats": "caveats",
    "badges": "caveats",
    "score_gold": "gold",
    "gold_report": "gold",
    "load_gold": "gold",
    "check_gold": "gold",
    "judge_agreement": "agreement",
    "paired_results": "agreement",
    "load_judge": "agreement",
}

__all__ = ["ReportError", "Result", "load_results", *_LAZY]


def __getattr__(name: str) -> Any:
    """Import the HTML, statistics and gold code only when it is used."""
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
