"""The rules judge answers every short hostile string at once, never hangs or raises (`hostile_strings`).

The corpus runs in a subprocess: a hang is "no answer within N s" with the case it hung on and its stack, not a
stuck test run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .hostile_strings import CASE_TIMEOUT, CASES, JUDGES, PUMPED, PUMPS, cases
from .run import REPO

RUN_TIMEOUT = 300.0  # the whole corpus, 200 pairs by 10 judges: a hang guard for two busy CI cores (it takes ~20 s)


def test_the_corpus_is_seeded_and_pumps_every_unit():
    corpus = cases()
    assert len(corpus) == CASES and corpus == cases()
    assert all(any(unit * PUMPS in reference for reference, _ in corpus) for _, unit in PUMPED)
    assert any("()" in r or "()" in t for r, t in corpus) and any("\u2013" in r or "\u2212" in r for r, _ in corpus)


def test_every_hostile_string_is_judged_at_once():
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    command = [sys.executable, "-m", "tests.robustness.hostile_strings"]
    try:
        proc = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired as expired:
        started = [line for line in (expired.stdout or b"").decode().splitlines() if line.startswith("case ")]
        raise AssertionError(f"no answer within {RUN_TIMEOUT:g} s; last {started[-1:] or 'none'}") from None
    started = [line.split()[1:] for line in proc.stdout.splitlines() if line.startswith("case ")]
    if "Timeout (" in proc.stderr:  # faulthandler ended the run: one call took longer than CASE_TIMEOUT
        index, judge = started[-1]
        reference, test = cases()[int(index)]
        raise AssertionError(f"no answer within {CASE_TIMEOUT:g} s: {judge}({reference!r}, {test!r})\n{proc.stderr[-2500:]}")
    assert proc.returncode in (0, 1), proc.stderr[-2500:]
    failures = json.loads(proc.stdout.splitlines()[-1])["failures"]
    assert not failures, "\n".join(f"{f['judge']}({f['reference']!r}, {f['test']!r})\n{f['traceback']}" for f in failures)
    assert len(started) == CASES * len(JUDGES)
