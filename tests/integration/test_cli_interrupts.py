"""Ctrl-C (issue 17.8): a SIGINT at start-up, a third of the way, near the end, after the run, or sent to the
process group, always ends in exit 130, one message with the resume hint, no `never awaited` warning, and a
result that a rerun completes.

The signal is sent from inside the CLI process at a chosen point (a patched function sends it to its own
process), so where it lands does not depend on timing; the process-group case waits for a third of the
journal to be written before signalling from outside.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.integration.cli_runner import PROGRAM, cli, env, many_items

ITEMS = 24
BOUND = 90.0

AT_STARTUP = """
import builtins, os, signal
_real_import = builtins.__import__
def _import(name, *args, **kwargs):
    if name.startswith("langgraph"):
        builtins.__import__ = _real_import
        os.kill(os.getpid(), signal.SIGINT)
    return _real_import(name, *args, **kwargs)
builtins.__import__ = _import
"""

AFTER_APPEND = """
import os, signal
from comproeval.run import journal
_real_append = journal.ResultJournal.append
_count = [0]
def _append(self, *args, **kwargs):
    written = _real_append(self, *args, **kwargs)
    _count[0] += 1
    if _count[0] == {n}:
        os.kill(os.getpid(), signal.SIGINT)
    return written
journal.ResultJournal.append = _append
"""

BEFORE_FOLD = """
import os, signal
from comproeval.run import journal
_real_fold = journal.ResultJournal.fold
def _fold(self, *args, **kwargs):
    os.kill(os.getpid(), signal.SIGINT)
    return _real_fold(self, *args, **kwargs)
journal.ResultJournal.fold = _fold
"""

AT_EXIT = """
import atexit, os, signal, time
def _late():
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(5)  # where the interpreter would be joining worker threads
atexit.register(_late)
"""

TWICE = AFTER_APPEND.replace(
    "        os.kill(os.getpid(), signal.SIGINT)\n",
    "        os.kill(os.getpid(), signal.SIGINT)\n        os.kill(os.getpid(), signal.SIGINT)\n",
)


def _check_interrupted(run, tmp_path) -> None:
    assert run.returncode == 130, run.stderr
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert lines == ["comproeval: interrupted; finished items are saved, rerun the same command to resume"], run.stderr
    assert "never awaited" not in run.stderr and "Traceback" not in run.stderr
    out = tmp_path / "out.json"
    if out.exists():
        assert json.loads(out.read_text())["run_info"]["status"] in ("partial", "complete")


def _check_resumes(tmp_path) -> None:
    again = cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path, timeout=BOUND)
    assert again.returncode == 0, again.stderr
    result = json.loads((tmp_path / "out.json").read_text())
    assert result["run_info"]["status"] == "complete" and len(result["item_results"]) == ITEMS
    assert not list(tmp_path.glob("*.journal")) and not list(tmp_path.glob(".*"))


@pytest.mark.parametrize(
    "prelude",
    [
        AT_STARTUP,
        AFTER_APPEND.replace("{n}", str(ITEMS // 3)),
        AFTER_APPEND.replace("{n}", str(ITEMS - 1)),
        BEFORE_FOLD,
        AT_EXIT,
        TWICE.replace("{n}", str(ITEMS // 2)),
    ],
    ids=["start-up", "a-third", "last-item", "final-write", "at-exit", "twice"],
)
def test_a_sigint_anywhere_exits_130_with_the_hint_and_resumes(tmp_path, prelude):
    many_items(tmp_path, ITEMS)
    run = cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path, prelude=prelude, timeout=BOUND)
    _check_interrupted(run, tmp_path)
    _check_resumes(tmp_path)


SLOW_APPENDS = """
import time
from comproeval.run import journal
_real_append = journal.ResultJournal.append
def _append(self, *args, **kwargs):
    time.sleep(0.1)  # a long run: the signal from outside lands while items are still being judged
    return _real_append(self, *args, **kwargs)
journal.ResultJournal.append = _append
"""


def test_a_sigint_to_the_process_group_a_third_of_the_way_exits_130(tmp_path):
    many_items(tmp_path, ITEMS)
    proc = subprocess.Popen(
        [sys.executable, "-c", SLOW_APPENDS + PROGRAM, "evaluate", "gt.json", "test.json", "-o", "out.json", "-q"],
        cwd=tmp_path,
        env=env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    journal = tmp_path / "out.json.journal"
    deadline = time.monotonic() + BOUND
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            if journal.exists() and journal.read_bytes().count(b"\n") > ITEMS // 3:  # the header + a third
                break
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)
        _, stderr = proc.communicate(timeout=BOUND)
    finally:
        if proc.poll() is None:
            proc.kill()
    from tests.integration.cli_runner import Run

    _check_interrupted(Run(proc.returncode, "", stderr), tmp_path)
    _check_resumes(tmp_path)


def test_in_process_main_restores_the_callers_sigint_handler(tmp_path):
    from comproeval.cli.main import main

    before = signal.getsignal(signal.SIGINT)
    many_items(tmp_path, 2)
    assert main(["evaluate", str(tmp_path / "gt.json"), str(tmp_path / "test.json"), "-o", str(tmp_path / "o.json"), "-q"]) == 0
    assert signal.getsignal(signal.SIGINT) is before
