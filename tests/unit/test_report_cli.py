"""`comproeval report | plot | compare` through add_commands/run, as the main CLI will call them."""

from __future__ import annotations

import argparse
import io
import json

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import ReportError
from comproeval.report.cli import COMMANDS, add_commands, run

from .report_synthetic import make_result


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(prog="comproeval")
    add_commands(main.add_subparsers(dest="command", required=True))
    return main


@pytest.fixture
def files(tmp_path):
    paths = []
    for name, quality, seed in (("strong", 0.92, 1), ("weak", 0.5, 2)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(make_result(name, 30, quality, seed=seed)), encoding="utf-8")
        paths.append(str(path))
    return paths


def execute(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return run(parser().parse_args(list(argv)), stdout=out), out.getvalue()


def test_registers_three_commands():
    text = parser().format_help()
    for command in COMMANDS:
        assert command in text


def test_report(files, tmp_path):
    target = tmp_path / "report.html"
    code, out = execute("report", *files, "-o", str(target), "--resamples", "200")
    assert code == 0 and target.is_file() and str(target) in out
    assert 'data-model="strong"' in target.read_text(encoding="utf-8")


@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_plot(files, tmp_path, suffix):
    target = tmp_path / f"fig.{suffix}"
    code, _ = execute("plot", *files, "--kind", "radar", "-o", str(target))
    assert code == 0 and target.stat().st_size > 1000


def test_compare_table_and_json(files):
    code, out = execute("compare", *files, "--resamples", "300")
    assert code == 0
    assert "strong" in out and "weak" in out and "P(row beats column)" in out
    assert out.index("strong") < out.index("weak")
    code, out = execute("compare", *files, "--json", "--resamples", "300")
    comparison = json.loads(out)
    assert [m["label"] for m in comparison["models"]] == ["strong", "weak"]
    (pair,) = comparison["pairs"]
    assert pair["better"] == "strong" and pair["p_better"] > 0.99


@pytest.mark.parametrize(
    "argv, message",
    [
        (("plot", "{good}", "-o", "{tmp}/fig.gif"), "unknown extension"),
        (("report", "{good}", "-o", "{tmp}/report.pdf"), "unknown extension"),
        (("report", "{tmp}/absent.json", "-o", "{tmp}/r.html"), "no such file"),
        (("compare", "{tmp}/notes.txt"), "not a result file"),
        (("compare", "{tmp}/ground_truth.json"), "not a comproeval result file"),
        (("compare", "{good}", "--metric", "speed"), "unknown metric"),
        (("plot", "{good}", "-o", "{tmp}/no/dir/fig.png"), "does not exist"),
    ],
)
def test_bad_input_is_one_clear_report_error(files, tmp_path, argv, message):
    (tmp_path / "notes.txt").write_text("not json", encoding="utf-8")
    (tmp_path / "ground_truth.json").write_text(json.dumps({"10.1/x": {"composition_data": None}}), encoding="utf-8")
    args = [a.format(good=files[0], tmp=tmp_path) for a in argv]
    with pytest.raises(ReportError, match=message) as caught:
        execute(*args)
    assert isinstance(caught.value, ValueError)
    assert "\n" not in str(caught.value)


def test_bad_option_values_are_argparse_errors(files):
    with pytest.raises(SystemExit):
        parser().parse_args(["compare", files[0], "--resamples", "0"])
    with pytest.raises(SystemExit):
        parser().parse_args(["plot", files[0], "--kind", "pie", "-o", "x.png"])
