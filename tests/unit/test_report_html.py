"""The HTML report: self-contained, complete, safe with hostile strings, small at scale."""

from __future__ import annotations

import base64
import gzip
import json
import re
from html.parser import HTMLParser

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import ReportError, load_results, render_report, write_report

from .report_synthetic import make_result

RUN_INFO = {
    "comproeval_version": "9.8.7",
    "status": "complete",
    "completed_items": 12,
    "settings": {"judge": "hybrid", "scoring": "reference", "weights": {"steps": 0.1}},
    "settings_fingerprint": "abc",
    "judges": {"rules": 20, "rules+llm:tiny-model": 3, "rules-fallback": 1},
    "fallbacks": 1,
    "llm_usage": {"calls": 7, "input_tokens": 1234, "output_tokens": 321},
    "warnings": ["one DOI only in the test file"],
}


class Collector(HTMLParser):
    """Every tag with its attributes, and the text of script elements."""

    def __init__(self):
        super().__init__()
        self.tags, self.scripts, self._in_script = [], [], None

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = dict(attrs)
            self.scripts.append([dict(attrs), ""])

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = None

    def handle_data(self, data):
        if self._in_script is not None:
            self.scripts[-1][1] += data


def parse(html: str) -> Collector:
    collector = Collector()
    collector.feed(html)
    return collector


def embedded_data(html: str) -> dict:
    scripts = [text for attrs, text in parse(html).scripts if attrs.get("id") == "report-data"]
    assert len(scripts) == 1
    return json.loads(scripts[0])


def unpack(chunk: str) -> dict:
    return json.loads(gzip.decompress(base64.b64decode(chunk)))


@pytest.fixture(scope="module")
def results():
    return [
        make_result("alpha", 12, 0.9, seed=1, run_info=RUN_INFO),
        make_result("beta", 12, 0.6, seed=2, skip=2),
        make_result("gamma", 12, 0.75, seed=3),
    ]


@pytest.fixture(scope="module")
def html(results):
    return render_report(results, n_resamples=300)


def test_self_contained(html):
    collector = parse(html)
    for tag, attrs in collector.tags:
        for name in ("src", "href", "action", "data", "poster"):
            value = attrs.get(name) or ""
            assert not re.match(r"\s*(https?:)?//", value), f"<{tag} {name}={value[:60]}> loads from the network"
    assert not any(tag == "link" and attrs.get("rel") == "stylesheet" for tag, attrs in collector.tags)
    assert all("src" not in attrs for tag, attrs in collector.tags if tag == "script"), "external script"
    assert not re.search(r"@import|url\(\s*['\"]?https?:", html)
    images = [attrs["src"] for tag, attrs in collector.tags if tag == "img"]
    assert images and all(src.startswith("data:image/svg+xml;base64,") for src in images)
    for src in images:
        svg = base64.b64decode(src.split(",", 1)[1]).decode("utf-8")
        assert svg.lstrip().startswith("<svg")
        for reference in re.findall(r'href="([^"]*)"', svg):
            assert reference.startswith(("#", "data:")), f"figure refers to {reference[:60]}"


def test_leaderboard_lists_every_model_best_first(html, results):
    rows = re.findall(r'<tr data-model="([^"]+)">', html)
    assert sorted(rows) == sorted(r["agent_model_name"] for r in results)
    assert rows[0] == "alpha" and rows[-1] == "beta"
    leaderboard = html[html.index('id="leaderboard"') : html.index("</table>", html.index('id="leaderboard"'))]
    assert leaderboard.count("[") >= 3 * 9, "every metric shows an interval"


def test_embedded_papers_hold_every_verdict_with_basis_and_why(html, results):
    data = embedded_data(html)
    assert [m["label"] for m in data["models"]] == ["alpha", "gamma", "beta"]
    assert len(data["dois"]) == len(data["chunks"]) == 12
    doi = data["dois"][0]
    chunk = unpack(data["chunks"][0])
    order = {m["label"]: k for k, m in enumerate(data["models"])}
    assert chunk["m"][order["beta"]] is None  # beta skipped the first papers
    stored = results[0]["item_results"][doi]
    alpha = chunk["m"][order["alpha"]]
    assert alpha["d"] == stored["details"]
    key_match = alpha["d"]["composition_data"]["compositions_property_values"]["key_matches"][0]
    assert key_match["basis"] and key_match["why"]
    assert set(alpha["f"]) == {"unit", "family", "keys", "values", "method", "precursors", "techniques", "steps"}
    assert data["scores"][0][order["alpha"]] == pytest.approx(stored["overall_score"], abs=1e-4)


def test_heatmap_fields_and_counts_are_shown(html):
    fields = html[html.index('id="fields"') :]
    for name in ("unit", "family", "keys", "values", "method", "precursors", "techniques", "steps"):
        assert f">{name}<" in fields
    assert 'id="counts"' in html and 'id="pairwise"' in html


def test_provenance_shows_run_info(html):
    provenance = html[html.index('id="provenance-section"') :]
    for text in ("9.8.7", "hybrid", "rules+llm:tiny-model", "rules-fallback", "input_tokens", "1234", "fallbacks"):
        assert text in provenance, text
    assert "No run_info" in provenance  # beta and gamma have none


def test_hostile_strings_are_escaped():
    evil = make_result("<script>alert(1)</script>", 3, 0.8, seed=4)
    doi = next(iter(evil["item_results"]))
    evil["item_results"]["10.1/</script><script>alert(2)</script>"] = evil["item_results"].pop(doi)
    html = render_report([evil], n_resamples=50, figures=False)
    assert "<script>alert" not in html
    data = embedded_data(html)
    assert data["models"][0]["label"] == "<script>alert(1)</script>"
    assert "10.1/</script><script>alert(2)</script>" in data["dois"]


def test_equal_model_names_are_told_apart_by_file_stem(tmp_path):
    paths = []
    for stem in ("run-a", "run-b"):
        path = tmp_path / f"{stem}.json"
        path.write_text(json.dumps(make_result("same-model", 4, 0.8, seed=len(paths))), encoding="utf-8")
        paths.append(path)
    assert [r.label for r in load_results(paths)] == ["same-model (run-a)", "same-model (run-b)"]
    dicts = [make_result("same-model", 4, 0.8, seed=1), make_result("same-model", 4, 0.8, seed=2)]
    labels = [r.label for r in load_results(dicts)]
    assert len(set(labels)) == 2


def test_published_shapes_are_read(tmp_path):
    """Published files name the key `reference_key` in value_matches and carry no run_info or basis."""
    result = make_result("published", 3, 0.7, seed=5)
    for item in result["item_results"].values():
        for entry in item["details"]["composition_data"]["compositions_property_values"]["value_matches"]:
            entry["reference_key"] = entry.pop("key")
            entry.pop("basis"), entry.pop("why"), entry.pop("certain", None)
    html = render_report([result], n_resamples=50, figures=False)
    assert 'data-model="published"' in html


def test_write_report_and_its_errors(tmp_path, results):
    out = write_report(results[:1], tmp_path / "r.html", n_resamples=50)
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    with pytest.raises(ReportError, match=r"\.html"):
        write_report(results[:1], tmp_path / "r.txt")
    with pytest.raises(ReportError, match="no such file"):
        write_report([tmp_path / "missing.json"], tmp_path / "r.html")
    not_result = tmp_path / "gt.json"
    not_result.write_text(json.dumps({"10.1/x": {"composition_data": {}}}), encoding="utf-8")
    with pytest.raises(ReportError, match="not a comproeval result"):
        write_report([not_result], tmp_path / "r.html")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(ReportError, match="invalid JSON"):
        write_report([broken], tmp_path / "r.html")
    with pytest.raises(ReportError, match="no result files"):
        write_report([], tmp_path / "r.html")


def test_ten_models_by_a_hundred_papers_is_small():
    results = [make_result(f"model-{k}", 100, 0.5 + 0.04 * k, seed=k) for k in range(10)]
    html = render_report(results)
    size = len(html.encode("utf-8"))
    assert size < 5_000_000, f"{size / 1e6:.1f} MB"
    assert len(embedded_data(html)["chunks"]) == 100


def without_synthesis(result: dict) -> dict:
    """The same result as if synthesis evaluation had been off."""
    result = json.loads(json.dumps(result))
    result.pop("overall_synthesis_accuracy")
    for item in result["item_results"].values():
        item["field_scores"].pop("synthesis_data")
        item["details"].pop("synthesis_data")
    return result


def test_odd_results_still_render():
    """An empty result, one without synthesis, one sharing no paper, NaN in verdicts, strict scoring."""
    empty = {"agent_model_name": "empty", "item_results": {}}
    composition_only = without_synthesis(make_result("composition-only", 6, 0.8, seed=6))
    elsewhere = make_result("elsewhere", 4, 0.7, seed=7)
    elsewhere["item_results"] = {f"10.5555/other.{i}": v for i, v in enumerate(elsewhere["item_results"].values())}
    strict = make_result("strict", 6, 0.7, seed=8, run_info={"settings": {"scoring": "strict"}})
    first = next(iter(strict["item_results"].values()))
    first["details"]["composition_data"]["compositions_property_values"]["value_matches"][0]["test_value"] = float("nan")
    html = render_report([empty, composition_only, elsewhere, strict], n_resamples=100)
    data = embedded_data(html)  # strict JSON: NaN became null
    assert len(data["models"]) == 4
    assert ">strict<" in html
    for chunk in data["chunks"]:
        unpack(chunk)


def test_intervals_follow_one_rule_in_the_leaderboard_and_the_differences():
    few = render_report([make_result("small_a", 4, 0.9, seed=5), make_result("small_b", 4, 0.5, seed=6)], n_resamples=100)
    differences = few[few.index("Differences with intervals") :]
    differences = differences[: differences.index("</details>")]
    assert "n/a: 4 papers" in few and "n/a: 4 papers" in differences
    assert '<span class="ci">' not in few  # no interval anywhere over four papers
    many = render_report([make_result("big_a", 12, 0.9, seed=5), make_result("big_b", 12, 0.5, seed=6)], n_resamples=100)
    differences = many[many.index("Differences with intervals") :]
    assert '<span class="ci">[' in differences[: differences.index("</details>")] and "n/a:" not in many
