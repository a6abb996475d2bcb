"""The quickstart notebook runs top to bottom (its code cells, in order)."""

import json
import warnings
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.integration


def test_quickstart_notebook_runs(tmp_path, monkeypatch):
    notebook = json.loads((REPO / "notebooks" / "quickstart.ipynb").read_text())
    monkeypatch.chdir(tmp_path)
    (tmp_path / "examples").symlink_to(REPO / "examples")
    namespace: dict = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for cell in notebook["cells"]:
            if cell["cell_type"] == "code":
                exec(compile("".join(cell["source"]), "quickstart.ipynb", "exec"), namespace)
    assert namespace["result"]["total_items"] == 3
    assert (tmp_path / "quickstart_result.json").exists()
