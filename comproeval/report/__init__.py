"""See the results: HTML reports, statistics and terminal comparisons of result files.

Reads result files only (ours or published ones, SCORING.md §6) and never the
judging code. Heavy pieces (numpy, jinja2, matplotlib) load on first use:

- `write_report(results, path)` / `render_report(results)`: one self-contained HTML file;
- `compare(results)`: leaderboard statistics with bootstrap intervals;
- `load_results(sources)`: result files or dicts with unique labels;
- `ReportError`: a user mistake (missing file, not a result file, unknown extension).
"""

from __future__ import annotations

from typing import Any

from .data import ReportError, Result, load_results

__all__ = ["ReportError", "Result", "compare", "load_results", "render_report", "write_report"]


def __getattr__(name: str) -> Any:
    """Import the HTML and statistics code only when it is used."""
    if name in ("write_report", "render_report"):
        from . import html

        return getattr(html, name)
    if name == "compare":
        from .summary import compare

        return compare
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
