"""The licence and citation files say what pyproject.toml says (issue 22): MIT, the comproeval authors, this version."""

from __future__ import annotations

import tomllib
from pathlib import Path

import yaml

from comproeval import __version__

REPO = Path(__file__).resolve().parents[2]


def test_the_licence_file_is_the_mit_licence_of_the_comproeval_authors():
    licence = (REPO / "LICENSE").read_text(encoding="utf-8")
    declared = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"]["text"]
    assert declared == "MIT" and licence.startswith("MIT License")
    assert "Copyright (c) 2026 The comproeval authors" in licence
    assert 'THE SOFTWARE IS PROVIDED "AS IS"' in licence


def test_the_citation_file_has_the_required_cff_keys_and_this_version():
    citation = yaml.safe_load((REPO / "CITATION.cff").read_text(encoding="utf-8"))
    assert citation["cff-version"] == "1.2.0"
    assert {"message", "title", "authors"} <= set(citation)
    assert citation["authors"] == [{"name": "The comproeval authors"}]
    assert str(citation["version"]) == __version__
    assert citation["license"] == "MIT"
