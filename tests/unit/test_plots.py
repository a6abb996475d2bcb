"""comproeval.report.plots: every kind, for one and several results, as valid PNG, SVG and PDF files."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import ReportError, plots

from .report_synthetic import make_result

ONE = [make_result("only-model", 25, 0.8, seed=1)]
SEVERAL = [make_result(f"model-{k}", 25, 0.5 + 0.1 * k, seed=k, skip=k) for k in range(4)]


def check_png(path):
    from PIL import Image

    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(path) as image:
        image.verify()
    with Image.open(path) as image:
        width, height = image.size
        assert width > 200 and height > 50
        darkest, lightest = image.convert("L").getextrema()
        assert lightest - darkest > 100, "the image is blank"
    import matplotlib.image

    assert matplotlib.image.imread(path).ndim == 3


def check_svg(path, labels):
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    text = path.read_text(encoding="utf-8")
    for label in labels:
        assert label in text, f"{label} not drawn"


def check_pdf(path):
    content = path.read_bytes()
    assert content.startswith(b"%PDF")
    assert b"%%EOF" in content[-32:]


@pytest.mark.parametrize("kind", plots.KINDS)
@pytest.mark.parametrize("results", [ONE, SEVERAL], ids=["one", "several"])
def test_every_kind_writes_valid_images(kind, results, tmp_path):
    figure = plots.plot(results, kind)
    written = {fmt: plots.save(figure, tmp_path / f"{kind}.{fmt}", dpi=60) for fmt in plots.FORMATS}
    check_png(written["png"])
    with_labels = kind not in ("histogram",) or len(results) == 1
    check_svg(written["svg"], [r["agent_model_name"] for r in results] if with_labels else [])
    check_pdf(written["pdf"])


def test_each_kind_has_its_own_function():
    for kind in plots.KINDS:
        figure = getattr(plots, kind)(ONE)
        assert figure.axes, kind


def test_inputs_may_be_paths(tmp_path):
    path = tmp_path / "gpt.json"
    path.write_text(json.dumps(ONE[0]), encoding="utf-8")
    figure = plots.heatmap(str(path))
    assert [t.get_text() for t in figure.axes[0].get_yticklabels()] == ["only-model"]


def test_constant_scores_do_not_break_the_violin(tmp_path):
    result = make_result("flat", 5, 0.8, seed=1)
    for item in result["item_results"].values():
        item["overall_score"] = 0.5
    plots.save(plots.violin([result]), tmp_path / "v.png", dpi=50)


def test_unknown_kind_and_extension_are_report_errors(tmp_path):
    with pytest.raises(ReportError, match="unknown plot kind"):
        plots.plot(ONE, "pie")
    with pytest.raises(ReportError, match="extension"):
        plots.save(plots.bar(ONE), tmp_path / "figure.gif")
    with pytest.raises(ReportError, match="does not exist"):
        plots.save(plots.bar(ONE), tmp_path / "missing" / "figure.png")


def test_importing_plots_and_report_is_cheap():
    """matplotlib and jinja2 load only when a figure or a report is made."""
    code = (
        "import json, sys, comproeval; heavy = ('matplotlib', 'jinja2');"
        "before = [m for m in heavy if m in sys.modules];"
        "import comproeval.report.plots, comproeval.report, comproeval.report.cli;"
        "print(json.dumps([before, [m for m in heavy if m in sys.modules]]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    before, after = json.loads(out.stdout.strip().splitlines()[-1])
    assert after == before, f"importing the report modules pulled in {sorted(set(after) - set(before))}"


def test_bar_draws_no_error_bar_over_too_few_papers():
    from comproeval.report.caveats import MIN_INTERVAL_PAPERS

    few = make_result("few", MIN_INTERVAL_PAPERS - 1, 0.8, seed=9)
    figure = plots.bar([few, make_result("many", 30, 0.8, seed=10)])
    labels = [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    assert labels[0] == f"few ({MIN_INTERVAL_PAPERS - 1} papers: no interval)" and labels[1] == "many"
