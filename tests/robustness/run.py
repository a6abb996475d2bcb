"""Run fuzz cases against the CLI as a subprocess and judge each outcome.

A case passes when the CLI either succeeds (exit 0) with a strict-JSON output
in valid UTF-8, or refuses (exit 2) with exactly one `comproeval: error:` line;
in both, within CASE_TIMEOUT seconds, with no traceback, no other stderr than
`comproeval: warning:` lines, no temporary file left behind, and every file
the case protects unchanged. A case with a `scenario` (several calls, its own LLM server) judges itself.

    python -m tests.robustness.run            # the whole corpus, a table by category
    python -m tests.robustness.run NAME ...   # some cases, with their stderr
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .cases import CATEGORIES, Case, all_cases

CASE_TIMEOUT = 120.0  # a hang guard, not a timing: generous for two busy CI cores
WORKERS = 2
REPO = Path(__file__).resolve().parents[2]


@dataclass
class Outcome:
    case: Case
    ok: bool
    kind: str  # "ok", "traceback", "timeout", "exit N", "error lines", "stray stderr", "output", "clobbered", "temp file"
    detail: str
    seconds: float
    returncode: int | None


def _reject_constant(name: str):
    raise ValueError(f"non-strict JSON constant {name}")


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.setdefault("PYTHONIOENCODING", "utf-8")
    return env


def _prepare(case: Case, folder: Path) -> dict[str, bytes]:
    for name in case.dirs:
        (folder / name).mkdir(parents=True, exist_ok=True)
    for name, data in case.files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        if name.endswith(".tmp"):  # a stale temp file from a killed writer: an hour old
            old = time.time() - 3600
            os.utime(path, (old, old))
    for name, target in case.links.items():
        os.symlink(target, folder / name)
    for name in case.fifos:
        os.mkfifo(folder / name)
    return {name: (folder / name).read_bytes() for name in case.preserve}


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""


def judge(case: Case, folder: Path, returncode: int | None, stderr: str, seconds: float, preserved: dict[str, bytes]) -> Outcome:
    def out(kind: str, detail: str = "") -> Outcome:
        return Outcome(case, kind == "ok", kind, detail, seconds, returncode)

    if returncode is None:
        return out("timeout", f"no answer within {CASE_TIMEOUT:g} s")
    if "Traceback (most recent call last)" in stderr:
        return out("traceback", _last_line(stderr))
    lines = [line for line in stderr.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("comproeval: error:")]
    stray = [line for line in lines if not line.startswith(("comproeval: error:", "comproeval: warning:"))]
    for name, before in preserved.items():
        path = folder / name
        if not path.is_file() or path.read_bytes() != before:
            return out("clobbered", f"{name} was changed or removed (exit {returncode})")
    # incl. a stale one of ours a case planted (a run must clean it up); a user's own .tmp file is preserved instead
    leftovers = [p.name for p in folder.rglob("*.tmp") if p.name not in case.preserve]
    if returncode == 0:
        if errors:
            return out("error lines", f"exit 0 but {errors[0][:200]}")
        if stray:
            return out("stray stderr", stray[0][:200])
        target = Path(case.output) if Path(case.output).is_absolute() else folder / case.output
        try:
            data = json.loads(target.read_bytes().decode("utf-8"), parse_constant=_reject_constant)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            return out("output", f"exit 0 but the output is not strict JSON: {type(exc).__name__}: {str(exc)[:150]}")
        if not isinstance(data, dict) or not isinstance(data.get("item_results"), dict):
            return out("output", "exit 0 but the output is not a result (no item_results object)")
        if leftovers:
            return out("temp file", ", ".join(leftovers[:3]))
        return out("ok")
    if returncode == 2:
        if len(errors) != 1:
            return out("error lines", f"{len(errors)} error lines: {' | '.join(e[:100] for e in errors[:2])}")
        if stray:
            return out("stray stderr", f"{errors[0][:120]} || {stray[0][:120]}")
        if leftovers:
            return out("temp file", ", ".join(leftovers[:3]))
        return out("ok", errors[0][:200])
    return out(f"exit {returncode}", _last_line(stderr))


INTERRUPTED = "comproeval: interrupted; finished items are saved, rerun the same command to resume"
PROGRAM = "\nimport sys\nfrom comproeval.cli.main import main\nsys.exit(main())\n"  # what the console script does


def _call(case: Case, folder: Path, argv: list[str], env: dict[str, str], prelude: str) -> tuple[int | None, str]:
    command = [sys.executable, "-c", prelude + PROGRAM] if prelude else [sys.executable, "-m", "comproeval.cli"]
    try:
        proc = subprocess.run([*command, *argv], cwd=folder, env=env, capture_output=True, timeout=CASE_TIMEOUT, stdin=subprocess.DEVNULL)
        return proc.returncode, proc.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as exc:
        return None, (exc.stderr or b"").decode("utf-8", "replace")


def judge_stopped(case: Case, folder: Path, returncode: int, stderr: str) -> tuple[str, str]:
    """A run that stopped (1: failed midway, 130: interrupted): one line, what is on disk marked partial, and a rerun
    (when the case asks) completes it."""
    lines = [line for line in stderr.splitlines() if line.strip() and not line.startswith("comproeval: warning:")]
    if returncode == 130 and lines != [INTERRUPTED]:
        return "stray stderr", " | ".join(lines)[:200]
    if returncode == 1 and (len(lines) != 1 or not lines[0].startswith("comproeval: error:")):
        return "error lines", " | ".join(lines)[:200]
    if "never awaited" in stderr:
        return "stray stderr", "a coroutine was never awaited"
    target = folder / case.output
    if target.exists():
        status = (json.loads(target.read_bytes()).get("run_info") or {}).get("status")
        if status not in ("partial", "complete") or (returncode == 1 and status != "partial"):
            return "output", f"exit {returncode} left a result marked {status!r}"
    return "ok", lines[0][:200] if lines else ""


def run_case(case: Case, root: Path | None = None) -> Outcome:
    """One CLI call in a fresh folder (with the lock holder or the LLM server the case asks for), or the case's scenario."""
    with tempfile.TemporaryDirectory(prefix="fuzz-", dir=root) as tmp, contextlib.ExitStack() as stack:
        folder = Path(tmp)
        if case.scenario is not None:  # its own calls, servers and checks: a failure's detail, or None
            started = time.monotonic()
            try:
                problem = case.scenario(folder)
            except Exception as exc:  # a result file that is not JSON, a missing field: the case failed, the suite goes on
                problem = f"{type(exc).__name__}: {str(exc)[:200]}"
            return Outcome(case, problem is None, "scenario" if problem else "ok", problem or "", time.monotonic() - started, 0)
        preserved = _prepare(case, folder)
        env, argv = _env(), case.argv()
        if case.lock_held:
            stack.enter_context(LockHolder(folder / case.output))
        if case.server is not None:
            from .obeying import ObeyingServer

            server = stack.enter_context(ObeyingServer(case.server))
            argv += ["--base-url", server.url]
            env.update(OPENAI_API_KEY="sk-fuzz-not-a-key", NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
        started = time.monotonic()
        returncode, stderr = _call(case, folder, argv, env, case.prelude)
        seconds = time.monotonic() - started
        if returncode in (1, 130) and returncode in case.expect and "Traceback (most recent call last)" not in stderr:
            kind, detail = judge_stopped(case, folder, returncode, stderr)
            if kind == "ok" and case.resume:
                again, again_err = _call(case, folder, case.argv(), _env(), "")
                if again != 0:
                    kind, detail = f"resume exit {again}", _last_line(again_err)
                elif (json.loads((folder / case.output).read_bytes()).get("run_info") or {}).get("status") != "complete":
                    kind, detail = "output", "the rerun did not complete the result"
            outcome = Outcome(case, kind == "ok", kind, detail, seconds, returncode)
        elif returncode in (0, 2) and returncode not in case.expect:
            outcome = Outcome(case, False, f"exit {returncode}", "the fault or the signal never landed: " + _last_line(stderr), seconds, returncode)
        else:
            outcome = judge(case, folder, returncode, stderr, seconds, preserved)
        if outcome.ok and case.check is not None and (problem := case.check(case, folder)):
            outcome = Outcome(case, False, "check", problem, seconds, returncode)
        for name, before in preserved.items():
            path = folder / name
            if outcome.ok and (not path.is_file() or path.read_bytes() != before):
                outcome = Outcome(case, False, "clobbered", f"{name} was changed or removed (exit {returncode})", seconds, returncode)
        return outcome


class LockHolder:
    """Another process holding the run lock of an output, as a running `evaluate` does."""

    def __init__(self, output: Path):
        code = (
            "import sys\nfrom comproeval.files.storage import hold_output_lock\nwith hold_output_lock(sys.argv[1]):\n"
            "    print('held', flush=True)\n    sys.stdin.readline()\n"
        )
        self.proc = subprocess.Popen([sys.executable, "-c", code, str(output)], env=_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        if self.proc.stdout.readline().strip() != "held":
            raise RuntimeError("the lock holder did not start")

    def __enter__(self) -> LockHolder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()


def run_all(cases: list[Case], workers: int = WORKERS) -> list[Outcome]:
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(run_case, cases))


def summary(outcomes: list[Outcome]) -> str:
    """A table by category (cases, passed, failures by kind), then every failing case in one line."""
    by_category: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        by_category[outcome.case.category].append(outcome)
    rows = [f"{'category':<12} {'cases':>5} {'ok':>4} {'exit0':>5} {'exit2':>5}  failures"]
    for category in CATEGORIES:
        group = by_category.get(category, [])
        if not group:
            continue
        kinds = Counter(o.kind for o in group if not o.ok)
        accepted = sum(o.ok and o.returncode == 0 for o in group)
        refused = sum(o.ok and o.returncode == 2 for o in group)
        rows.append(
            f"{category:<12} {len(group):>5} {sum(o.ok for o in group):>4} {accepted:>5} {refused:>5}  "
            + ", ".join(f"{k} {n}" for k, n in kinds.most_common())
        )
    failing = [o for o in outcomes if not o.ok]
    total = f"{len(outcomes)} cases, {len(outcomes) - len(failing)} ok, {len(failing)} failing"
    slowest = max(outcomes, key=lambda o: o.seconds, default=None)
    if slowest:
        total += f"; slowest {slowest.case.name} {slowest.seconds:.1f} s"
    details = [f"  {o.case.name} [{o.kind}] {o.detail}" for o in failing]
    return "\n".join(rows + [total] + details)


def main(argv: list[str]) -> int:
    cases = all_cases()
    if argv:
        wanted = set(argv)
        cases = [c for c in cases if c.name in wanted or c.category in wanted]
    started = time.monotonic()
    outcomes = run_all(cases)
    print(summary(outcomes))
    print(f"wall time {time.monotonic() - started:.0f} s")
    return 0 if all(o.ok for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
