"""Issue 17.2, 17.5 and 17.6 against the CLI (with `-m robustness`): a resume after fallbacks, secrets quoted in
replies, a rate limit's Retry-After; one test per case, so `-k llm` runs them alone (they are in the full corpus too)."""

from __future__ import annotations

import pytest

from .cases import all_cases
from .run import run_case

LLM_CASES = [case for case in all_cases() if case.category == "llm"]


@pytest.mark.robustness
@pytest.mark.parametrize("case", LLM_CASES, ids=[case.name for case in LLM_CASES])
def test_llm_case(case, tmp_path):
    outcome = run_case(case, root=tmp_path)
    assert outcome.ok, f"{case.name} [{outcome.kind}] {outcome.detail}"
