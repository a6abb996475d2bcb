"""Every line the CLI writes to stderr is a `comproeval:` line, log records of the judges included."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import logging
from comproeval.cli import main as cli
cli._log_as_warning_lines()
cli._log_as_warning_lines()  # set up twice (main called twice in one process): still one line a record
logging.getLogger("comproeval.judges.llm").warning("llm:stub on 10.1/a: OpenAIAPIError: Error code: 500")
"""


def test_a_judge_log_record_is_one_warning_line():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == ["comproeval: warning: llm:stub on 10.1/a: OpenAIAPIError: Error code: 500"]
