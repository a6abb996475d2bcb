"""Shared fixtures: where the benchmark lives, and the example files shipped in the repo."""

import os
from pathlib import Path

import pytest
from hypothesis import settings

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
SHARED = Path(os.environ.get("COMPROEVAL_SHARED", REPO.parent / "shared"))
BENCH = SHARED / "bench" / "piezo"

# CI draws Hypothesis's fixed example sequence: a red CI is a failure anyone can run again, never an unlucky draw.
# Local runs keep exploring new examples; a counterexample they find is a bug to fix.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture
def bench_dir() -> Path:
    """The piezo benchmark beside the checkout; tests that need it skip when it is absent."""
    if not (BENCH / "ground_truth.json").is_file():
        pytest.skip(f"benchmark not found at {BENCH} (set COMPROEVAL_SHARED to the shared/ folder)")
    return BENCH


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES


# End-to-end suites that start dozens of CLI processes, loopback servers or a real model (minutes on two cores).
# CI runs them (`pytest -m end_to_end`, see .ci/run); the README's quick command (`-m "not end_to_end"`) leaves them out.
END_TO_END = (
    "tests/integration/test_llm_llamacpp.py",
    "tests/integration/test_llm_stub_server.py",
    "tests/integration/test_users_run_cli.py",
    "tests/integration/test_cli_record_inputs.py",
    "tests/integration/test_cli_interrupts.py",
    "tests/integration/test_cli_edges.py",
    "tests/integration/test_cli_inputs.py",
    "tests/integration/test_cli_truths.py",
    "tests/integration/test_cli_name_cache.py",
    "tests/integration/test_override_injection.py",
    "tests/integration/test_cli_knowledge.py",
    "tests/robustness/test_cli_fuzz.py::test_fast_subset",
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "end_to_end: many CLI processes or servers; CI runs them with -m end_to_end")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(END_TO_END):
            item.add_marker(pytest.mark.end_to_end)
