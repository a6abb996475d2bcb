"""Figures written to files: PNG, SVG or PDF chosen by the extension, without creation dates so the same figure
gives the same file, and inline SVG text for the HTML report. `plots` draws the figures and exposes these.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .data import ReportError

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

FORMATS = ("png", "svg", "pdf")


def output_format(path: str | Path) -> str:
    """The image format named by a path's extension, or a ReportError."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in FORMATS:
        raise ReportError(f"{path}: unknown image extension {Path(path).suffix or '(none)'!r}; use .png, .svg or .pdf")
    return suffix


def save(figure: Figure, path: str | Path, *, dpi: int = 150) -> Path:
    """Write a figure as PNG, SVG or PDF (chosen by the extension)."""
    path = Path(path)
    fmt = output_format(path)
    if path.parent and not path.parent.exists():
        raise ReportError(f"{path}: directory {path.parent} does not exist")
    figure.savefig(path, format=fmt, dpi=dpi, metadata=_metadata(fmt))
    return path


def _metadata(fmt: str) -> dict[str, Any]:
    """Reproducible files: no creation date in SVG/PDF."""
    if fmt == "svg":
        return {"Date": None}
    if fmt == "pdf":
        return {"CreationDate": None}
    return {}


def to_svg(figure: Figure) -> str:
    """A figure as inline SVG text (real text, not glyph paths, so it stays small)."""
    import io

    from matplotlib import rc_context

    buffer = io.StringIO()
    with rc_context({"svg.fonttype": "none", "svg.hashsalt": "comproeval"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    return text[text.index("<svg") :]
