"""The `robustness` marker: the full fuzz corpus (hundreds of CLI calls) runs only when asked for.

`pytest -m robustness tests/robustness` (or COMPROEVAL_ROBUSTNESS=1) runs it;
a plain `pytest` runs the small fast subset and skips the corpus with the reason.
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "robustness: the full fuzz corpus against the CLI (minutes; run with -m robustness)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "robustness" in (config.getoption("markexpr", "") or "") or os.environ.get("COMPROEVAL_ROBUSTNESS") == "1":
        return
    skip = pytest.mark.skip(reason="full fuzz corpus: run with -m robustness (or COMPROEVAL_ROBUSTNESS=1)")
    for item in items:
        if item.get_closest_marker("robustness") is not None:
            item.add_marker(skip)
