"""Running the CLI as a user does (a subprocess, files on disk), for the reliability tests of issue 17."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
TIMEOUT = 120.0


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str

    @property
    def error_lines(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.startswith("comproeval: error:")]

    @property
    def stray_lines(self) -> list[str]:
        """stderr lines other than `comproeval: error:` / `comproeval: warning:` ones (a traceback, a stray print)."""
        return [line for line in self.stderr.splitlines() if line.strip() and not line.startswith(("comproeval: error:", "comproeval: warning:"))]


# What the console script does: main() with no arguments reads sys.argv, and owns the process.
PROGRAM = "\nimport sys\nfrom comproeval.cli.main import main\nsys.exit(main())\n"


def env(**extra: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    base["PYTHONPATH"] = os.pathsep.join([str(REPO), base.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    base.setdefault("COMPROEVAL_NO_DISK_CACHE", "1")
    base.update(extra)
    return base


def cli(*args: str, cwd: Path, timeout: float = TIMEOUT, prelude: str = "", **extra_env: str) -> Run:
    """`comproeval ARGS` in `cwd`, as the console script runs it; `prelude` is Python run first (fault injection)."""
    code = prelude + PROGRAM
    proc = subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=cwd,
        env=env(**extra_env),
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


def example_files(folder: Path) -> tuple[Path, Path]:
    """The repository's example ground truth and test file, copied into `folder`."""
    gt, test = folder / "gt.json", folder / "test.json"
    gt.write_bytes((EXAMPLES / "ground_truth.json").read_bytes())
    test.write_bytes((EXAMPLES / "test_data.json").read_bytes())
    return gt, test


def many_items(folder: Path, count: int) -> tuple[Path, Path]:
    """`count` small items (copies of the first example item under new DOIs), for runs long enough to interrupt."""
    gt_items = json.loads((EXAMPLES / "ground_truth.json").read_text(encoding="utf-8"))
    test_items = json.loads((EXAMPLES / "test_data.json").read_text(encoding="utf-8"))
    doi = next(d for d in gt_items if d in test_items)
    gt, test = folder / "gt.json", folder / "test.json"
    gt.write_text(json.dumps({f"10.9/{i}": gt_items[doi] for i in range(count)}), encoding="utf-8")
    test.write_text(json.dumps({f"10.9/{i}": test_items[doi] for i in range(count)}), encoding="utf-8")
    return gt, test


HOLD_LOCK = """
import sys
from comproeval.files.storage import hold_output_lock
with hold_output_lock(sys.argv[1]):
    print("held", flush=True)
    sys.stdin.readline()
"""


class LockHolder:
    """Another process holding the run lock of `output`, as a running `evaluate` does, until closed."""

    def __init__(self, output: Path):
        self.proc = subprocess.Popen(
            [sys.executable, "-c", HOLD_LOCK, str(output)], env=env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self.proc.stdout.readline().strip() == "held"

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        self.proc.stdout.close()

    def __enter__(self) -> LockHolder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
