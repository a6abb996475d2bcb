"""One self-contained HTML report of one or several result files.

Everything is inline (CSS, JS, figures as SVG data URIs), so the file can be
mailed or archived and opens offline. Server-side (Jinja2) it holds the
leaderboard, pairwise probabilities, field heatmap, figures and provenance;
the per-paper table and the paper detail view are drawn in the browser from
compact JSON. Each paper's verdicts are stored gzip+base64 and inflated only
when the paper is opened (the browser's DecompressionStream), which keeps
10 models x 1,000 papers to a few megabytes.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from ..defaults import (
    COMPOSITION_ACCURACY,
    OVERALL_ACCURACY,
    SYNTHESIS_ACCURACY,
)
from . import stats
from .causes import LARGEST as CAUSES_LARGEST
from .causes import TITLE as CAUSES_TITLE
from .causes import cause_table
from .caveats import MIN_INTERVAL_PAPERS, describe_modes
from .data import FIELD_NAMES, ReportError, Result, ResultSource, load_results
from .html_papers import json_for_script, papers_data
from .summary import METRIC_LABELS, compare, format_probability, probability_table, rank_probabilities

TEMPLATE = "report.html.j2"
#: The headline numbers shown in both scoring modes (keys of `scoring.modes.headline_rows`).
MODE_LABELS = {
    OVERALL_ACCURACY: "overall",
    COMPOSITION_ACCURACY: "composition",
    SYNTHESIS_ACCURACY: "synthesis",
    "absolute_f1_score": "abs F1",
    "normalized_f1_score": "norm F1",
}


def _version() -> str:
    """comproeval's version without importing the package's heavy top level."""
    try:
        from importlib.metadata import version

        return version("comproeval")
    except Exception:  # noqa: BLE001 - not installed: fall back to the source
        try:
            from comproeval import __version__

            return __version__
        except Exception:  # noqa: BLE001
            return "unknown"


def _figures(results: list[Result], comparison: Mapping[str, Any]) -> dict[str, str]:
    """The report's figures as SVG data URIs (isolated from the page's CSS and ids)."""
    from . import plots

    nan = float("nan")
    intervals = {
        model["label"]: {
            metric: tuple(nan if v is None else v for v in (value["point"], value["low"], value["high"]))
            for metric, value in model["metrics"].items()
        }
        for model in comparison["models"]
    }
    figures = {
        "bar": plots.bar(results, level=comparison["level"], intervals=intervals),
        "violin": plots.violin(results),
        "confusion": plots.confusion(results),
    }
    return {name: "data:image/svg+xml;base64," + base64.b64encode(plots.to_svg(fig).encode("utf-8")).decode("ascii") for name, fig in figures.items()}


def _provenance(result: Result) -> dict[str, Any]:
    """What produced a result: version, settings, judges, LLM usage and fallbacks (published files have none)."""
    info = result.run_info
    known = ("comproeval_version", "status", "completed_items", "total_items", "elapsed_seconds", "fallbacks", "rescored")
    return {
        "label": result.label,
        "source": result.source,
        "has_run_info": bool(info),
        "facts": {k: info[k] for k in known if k in info},
        "settings": info.get("settings") or {},
        "judges": info.get("judges") or {},
        "llm_usage": info.get("llm_usage") or {},
        "warnings": info.get("warnings") or [],
        "failed_items": info.get("failed_items") or {},
        "other": {
            k: v for k, v in info.items() if k not in known + ("settings", "judges", "llm_usage", "warnings", "failed_items", "settings_fingerprint")
        },
    }


def _template():
    """The Jinja2 template shipped as package data."""
    try:
        import jinja2
    except ImportError:
        raise ReportError("the HTML report needs jinja2: pip install 'comproeval[report]'") from None

    folder = resources.files("comproeval.report").joinpath("templates")
    # the page, its stylesheet and its script are separate files, included inline into one HTML file
    loader = jinja2.FunctionLoader(lambda name: folder.joinpath(name).read_text(encoding="utf-8"))
    env = jinja2.Environment(loader=loader, autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["num"] = _format_number
    env.filters["pct"] = format_probability
    env.filters["heat"] = heat_color
    env.filters["basename"] = lambda v: Path(str(v)).name
    env.filters["tojson_pretty"] = lambda v: json.dumps(v, indent=2, ensure_ascii=False, default=str, sort_keys=True)
    return env.get_template(TEMPLATE)


def _format_number(value: Any, digits: int = 3) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def heat_color(value: float | None) -> str:
    """Background colour of a score in [0, 1]: red (0) through yellow to green (1); grey when absent."""
    if value is None:
        return "#e5e5e5"
    value = min(1.0, max(0.0, float(value)))
    return f"hsl({value * 120:.0f}, 70%, 82%)"


def render_report(
    results: Iterable[ResultSource | Result] | ResultSource,
    *,
    title: str | None = None,
    n_resamples: int = stats.DEFAULT_RESAMPLES,
    seed: int = stats.DEFAULT_SEED,
    level: float = stats.DEFAULT_LEVEL,
    figures: bool = True,
) -> str:
    """The report as one HTML string (see the module docstring for what it shows)."""
    loaded = results if isinstance(results, list) and results and all(isinstance(r, Result) for r in results) else load_results(results)
    comparison = compare(loaded, n_resamples=n_resamples, seed=seed, level=level)
    order = [m["label"] for m in comparison["models"]]
    unsure_pairs = {(p["a"], p["b"]) for p in comparison["pairs"] if not p.get("interval_meaningful", True)}
    unsure_pairs |= {(b, a) for a, b in unsure_pairs}
    ordered = sorted(loaded, key=lambda r: order.index(r.label))
    papers = papers_data(ordered)
    data = {
        "models": [{"label": r.label, "name": r.name, "source": r.source, "synthesis": r.synthesis} for r in ordered],
        "fields": list(FIELD_NAMES),
        **papers,
    }
    context = {
        "title": title or _default_title(ordered),
        "generated": _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "version": _version(),
        "comparison": comparison,
        "metric_labels": METRIC_LABELS,
        "mode_labels": MODE_LABELS,
        "next_probability": rank_probabilities(comparison),
        "next_label": dict(zip(order, order[1:] + [None])),
        "unsure_pairs": unsure_pairs,
        "min_papers": MIN_INTERVAL_PAPERS,
        "caveats": report_caveats(comparison),
        "causes": cause_table({m["label"]: (m.get("modes") or {}).get("cause_column") for m in comparison["models"]}),
        "causes_title": CAUSES_TITLE,
        "causes_largest": CAUSES_LARGEST,
        "probabilities": probability_table(comparison),
        "fields": FIELD_NAMES,
        "n_papers": len(papers["dois"]),
        "figures": _figures(ordered, comparison) if figures else {},
        "provenance": [_provenance(r) for r in ordered],
        "data_json": json_for_script(data),
    }
    return _template().render(**context)


def report_caveats(comparison: Mapping[str, Any]) -> list[str]:
    """The caveats shown above the leaderboard: each model's, and mixed scoring modes."""
    lines = [f"{m['label']}: {c}" for m in comparison["models"] for c in m.get("caveats") or []]
    if comparison.get("mixed_scoring"):
        lines.append(
            f"scored in different modes, {describe_modes(comparison['mixed_scoring'])}: their numbers mean "
            "different things, and models of different modes are not compared pairwise"
        )
    return lines


def _default_title(results: list[Result]) -> str:
    if len(results) == 1:
        return f"comproeval report: {results[0].label}"
    return f"comproeval report: {len(results)} models"


def write_report(
    results: Iterable[ResultSource | Result] | ResultSource,
    output_path: str | Path,
    **options: Any,
) -> Path:
    """Render the report and write it to `output_path` (an .html file); returns the path."""
    path = Path(output_path)
    if path.suffix.lower() not in (".html", ".htm"):
        raise ReportError(f"{path}: a report is an HTML file; name it with .html")
    if not path.parent.exists():
        raise ReportError(f"{path}: directory {path.parent} does not exist")
    text = render_report(results, **options)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
    return path
