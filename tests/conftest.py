"""Shared fixtures: where the benchmark lives, and the example files shipped in the repo."""

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
SHARED = Path(os.environ.get("COMPROEVAL_SHARED", REPO.parent / "shared"))
BENCH = SHARED / "bench" / "piezo"


@pytest.fixture
def bench_dir() -> Path:
    """The piezo benchmark beside the checkout; tests that need it skip when it is absent."""
    if not (BENCH / "ground_truth.json").is_file():
        pytest.skip(f"benchmark not found at {BENCH} (set COMPROEVAL_SHARED to the shared/ folder)")
    return BENCH


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES
