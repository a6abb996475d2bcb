"""`comproeval evaluate --judge llm` as a user runs it: a subprocess on files on disk, against a loopback endpoint."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def evaluate_with_llm(
    tmp_path: Path, ground_truth: Any, test: Any, base_url: str, model: str, *extra: str, timeout: float
) -> tuple[subprocess.CompletedProcess, Path]:
    """Write both inputs, run the CLI with no OpenAI variables and no proxy for loopback; (process, result path)."""
    gt, tst, out = tmp_path / "gt.json", tmp_path / "test.json", tmp_path / "result.json"
    gt.write_text(json.dumps(ground_truth))
    tst.write_text(json.dumps(test))
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env.update(NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    command = [sys.executable, "-m", "comproeval.cli.main", "evaluate", str(gt), str(tst), "-o", str(out)]
    command += ["--judge", "llm", "--model", model, "--base-url", base_url, *extra]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env, cwd=tmp_path)
    return proc, out
