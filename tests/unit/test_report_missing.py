"""The report's view of a missing paper: what the ground truth held, stored with the item or read from another model."""

from __future__ import annotations

import base64
import gzip
import json
import re

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import load_results, render_report
from comproeval.report.html_papers import ground_truth_from_verdicts, paper_chunk
from comproeval.scoring.results import score_missing_item

from .report_synthetic import make_result

GROUND_TRUTH = {
    "composition_data": {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 190}},
    "synthesis_data": {"method": "sol-gel", "precursors": ["TiO2"], "characterization_techniques": ["XRD"], "steps": ["mix"]},
    "article_metadata": {"title": "not shown"},
}


def test_a_stored_ground_truth_is_shown_for_the_missing_paper():
    judged = make_result("judged", 2, 0.9, seed=1)
    doi = next(iter(judged["item_results"]))
    missing = make_result("missing", 2, 0.9, seed=2)
    missing["item_results"][doi] = score_missing_item(["composition_data", "synthesis_data"], 6, ground_truth=GROUND_TRUTH)
    chunk = paper_chunk(load_results([judged, missing]), doi)
    assert chunk["m"][1]["miss"] is True and chunk["m"][0]["miss"] is False
    assert chunk["gt"]["composition_data"]["compositions_property_values"] == {"BaTiO3": 190}
    assert "article_metadata" not in chunk["gt"] and "missing" in chunk["gt_from"]


def test_without_a_stored_ground_truth_it_is_read_from_another_models_verdicts():
    judged = make_result("judged", 2, 0.9, seed=1)
    doi = next(iter(judged["item_results"]))
    published = make_result("published", 2, 0.9, seed=3)
    published["item_results"][doi] = {"field_scores": {"composition_data": 0.0, "synthesis_data": 0.0}, "overall_score": 0.0, "details": {}}
    chunk = paper_chunk(load_results([published, judged]), doi)
    expected = ground_truth_from_verdicts(judged["item_results"][doi]["details"])
    assert chunk["m"][0]["miss"] is True
    assert chunk["gt"] == expected and chunk["gt_from"] == "read from judged’s verdicts"
    reference_keys = judged["item_results"][doi]["details"]["composition_data"]["compositions_property_values"]["reference"]
    assert expected["composition_data"]["compositions_property_values"] == reference_keys


def test_papers_every_model_has_carry_no_ground_truth_copy():
    a, b = make_result("a", 3, 0.9, seed=1), make_result("b", 3, 0.5, seed=2)
    assert "gt" not in paper_chunk(load_results([a, b]), next(iter(a["item_results"])))


def test_the_embedded_chunk_of_the_report_holds_the_ground_truth():
    missing = {
        "agent_model_name": "m",
        "item_results": {"10.1/x": score_missing_item(["composition_data", "synthesis_data"], 6, ground_truth=GROUND_TRUTH)},
    }
    html = render_report([missing], n_resamples=20, figures=False)
    data = json.loads(re.search(r'<script type="application/json" id="report-data">(.*?)</script>', html, re.S).group(1))
    chunk = json.loads(gzip.decompress(base64.b64decode(data["chunks"][0])))
    assert chunk["gt"]["synthesis_data"]["precursors"] == ["TiO2"]
