"""Reliability cases of issue 17 for the robustness corpus: edges of the output, faults, Ctrl-C, injection.

- `edges`: files beside the output that are the user's (a `.out.json.lock`, a
  `.out.json.backup.tmp`, an `out.json.journal`) survive; a file where our lock
  goes is refused, never changed; `rescore -o` under a running evaluation is
  refused; names too long; devices and FIFOs as inputs.
- `faults`: a disk that fills up (fsync fails with ENOSPC) at several points.
- `interrupt`: SIGINT at chosen points of a run; each must end in exit 130
  with the resume hint, and a rerun must complete the result.
- `injection`: test data carrying instructions, judged by an LLM that obeys
  them (a loopback server, `--judge llm` and its `hybrid` twin): no verdict the
  rules call certain may differ from a rules-only run of the same files.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from .obeying import INJECTED_GROUND_TRUTH, INJECTED_TEST, STRATEGIES, certain_flips

REL_CATEGORIES = ("edges", "faults", "interrupt", "injection")
NOTES = b"the user's own notes\n"


def _base() -> dict[str, bytes]:
    from .cases import _evaluate

    return _evaluate("x", "edges").files


def _many(count: int) -> dict[str, bytes]:
    from .cases import GT, TEST

    doi = next(d for d in GT if d in TEST)
    return {
        "gt.json": json.dumps({f"10.9/{i}": GT[doi] for i in range(count)}).encode(),
        "test.json": json.dumps({f"10.9/{i}": TEST[doi] for i in range(count)}).encode(),
    }


def edges(rng: random.Random) -> list:
    from .cases import BASE_RESULT, Case, _enc

    base = _base()
    result = {"result.json": _enc(BASE_RESULT)}
    return [
        Case("edges-user-dot-lock-kept", "edges", files={**base, ".out.json.lock": NOTES}, preserve=(".out.json.lock",)),
        Case("edges-user-backup-tmp-kept", "edges", files={**base, ".out.json.backup.tmp": NOTES}, preserve=(".out.json.backup.tmp",)),
        Case("edges-foreign-file-at-our-lock", "edges", files={**base, ".out.json.comproeval.lock": NOTES}, preserve=(".out.json.comproeval.lock",)),
        Case(
            "edges-user-journal-with-overwrite",
            "edges",
            files={**base, "out.json.journal": NOTES},
            args=["--overwrite"],
            preserve=("out.json.journal",),
        ),
        Case("edges-user-journal", "edges", files={**base, "out.json.journal": NOTES}, preserve=("out.json.journal",)),
        Case(
            "edges-rescore-under-a-running-evaluate",
            "edges",
            command="rescore",
            files={**result, "out.json": _enc(BASE_RESULT)},
            preserve=("out.json",),
            lock_held=True,
        ),
        Case(
            "edges-evaluate-under-a-running-evaluate", "edges", files={**base, "out.json": _enc(BASE_RESULT)}, preserve=("out.json",), lock_held=True
        ),
        Case("edges-output-name-300", "edges", files=dict(base), output="x" * 300 + ".json"),
        Case("edges-output-name-250", "edges", files=dict(base), output="y" * 245 + ".json"),
        Case("edges-test-is-dev-zero", "edges", files={"gt.json": base["gt.json"]}, links={"test.json": "/dev/zero"}),
        Case("edges-gt-is-a-fifo", "edges", files={"test.json": base["test.json"]}, fifos=("gt.json",)),
        Case("edges-rescore-a-fifo", "edges", command="rescore", fifos=("result.json",)),
        Case("edges-rescore-dev-zero", "edges", command="rescore", links={"result.json": "/dev/zero"}),
    ]


def full_disk_after(calls: int) -> str:
    """A prelude: from the `calls`+1-th fsync on, every fsync fails as on a full disk."""
    return (
        "import errno, os\n_n = [0]\n_real = os.fsync\n"
        "def _full(fd):\n    _n[0] += 1\n"
        f"    if _n[0] > {calls}:\n        raise OSError(errno.ENOSPC, 'No space left on device')\n"
        "    return _real(fd)\nos.fsync = _full\n"
    )


# Only the temporary file of a result write (a checkpoint or the final result) meets the full disk.
FULL_AT_RESULT_WRITE = (
    "import errno, os\n_real = os.fsync\n"
    "def _full(fd):\n    name = os.readlink(f'/proc/self/fd/{fd}') if os.path.exists('/proc/self/fd') else ''\n"
    "    if '.out.json.comproeval-' in name:\n        raise OSError(errno.ENOSPC, 'No space left on device')\n"
    "    return _real(fd)\nos.fsync = _full\n"
)


def faults(rng: random.Random) -> list:
    from .cases import BASE_RESULT, Case, _enc

    cases = [
        Case(f"faults-disk-full-after-{n}-fsyncs", "faults", files=_many(12), prelude=full_disk_after(n), expect=(1,), resume=True)
        for n in (0, 1, 2, 3)
    ]
    cases.append(Case("faults-disk-full-at-the-result-write", "faults", files=_many(12), prelude=FULL_AT_RESULT_WRITE, expect=(1,), resume=True))
    cases.append(
        Case(
            "faults-disk-full-rescore", "faults", command="rescore", files={"result.json": _enc(BASE_RESULT)}, prelude=full_disk_after(0), expect=(2,)
        )
    )
    return cases


SIGINT_AT_APPEND = (
    "import os, signal\nfrom comproeval.run import journal\n_real = journal.ResultJournal.append\n_n = [0]\n"
    "def _append(self, *a, **k):\n    out = _real(self, *a, **k)\n    _n[0] += 1\n"
    "    if _n[0] == {n}:\n        os.kill(os.getpid(), signal.SIGINT)\n    return out\n"
    "journal.ResultJournal.append = _append\n"
)
SIGINT_AT_IMPORT = (
    "import builtins, os, signal\n_real = builtins.__import__\n"
    "def _imp(name, *a, **k):\n    if name.startswith('{module}'):\n        builtins.__import__ = _real\n"
    "        os.kill(os.getpid(), signal.SIGINT)\n    return _real(name, *a, **k)\nbuiltins.__import__ = _imp\n"
)
SIGINT_AT_EXIT = "import atexit, os, signal, time\natexit.register(lambda: (os.kill(os.getpid(), signal.SIGINT), time.sleep(5)))\n"
SIGINT_AT_FOLD = (
    "import os, signal\nfrom comproeval.run import journal\n_real = journal.ResultJournal.fold\n"
    "def _fold(self, *a, **k):\n    os.kill(os.getpid(), signal.SIGINT)\n    return _real(self, *a, **k)\n"
    "journal.ResultJournal.fold = _fold\n"
)


def interrupt(rng: random.Random) -> list:
    from .cases import Case

    files = _many(18)
    points = {f"after-item-{n}": SIGINT_AT_APPEND.replace("{n}", str(n)) for n in (1, 6, 12, 17)}
    points.update({f"importing-{m}": SIGINT_AT_IMPORT.replace("{module}", m) for m in ("langgraph", "pymatgen", "tqdm")})
    points.update({"final-write": SIGINT_AT_FOLD, "at-exit": SIGINT_AT_EXIT})
    return [
        Case(f"interrupt-{name}", "interrupt", files=dict(files), prelude=prelude, expect=(130,), resume=True) for name, prelude in points.items()
    ]


def _no_certain_flips(case: Any, folder: Path) -> str | None:
    """The certain verdicts of a rules-only run of the same files must be the LLM run's."""
    from .run import _env

    proc = subprocess.run(
        [sys.executable, "-m", "comproeval.cli", "evaluate", "gt.json", "test.json", "-o", "rules.json", "-q"],
        cwd=folder,
        env=_env(),
        capture_output=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    if proc.returncode != 0:
        return f"the rules-only twin failed: {proc.stderr.decode(errors='replace')[-200:]}"
    rules, judged = (json.loads((folder / name).read_text(encoding="utf-8")) for name in ("rules.json", case.output))
    flips = []
    for doi, item in rules["item_results"].items():
        sections = judged["item_results"][doi].get("details") or {}
        if not any("llm:" in str((sections.get(s) or {}).get("judge")) for s in sections):
            flips.append(f"{doi}: no section was judged by the LLM")
        flips += [f"{doi}: {flip}" for flip in certain_flips(item, judged["item_results"][doi])]
    return "; ".join(flips)[:400] or None


def injection(rng: random.Random) -> list:
    from .cases import Case, _enc

    files = {"gt.json": _enc(INJECTED_GROUND_TRUTH), "test.json": _enc(INJECTED_TEST)}
    return [
        Case(
            f"injection-{judge}-{strategy}",
            "injection",
            files=dict(files),
            server=strategy,
            check=_no_certain_flips,
            args=["--judge", judge, "--model", "obeying", "--no-cache", "--max-fallback-share", "0"],
        )
        for judge in ("llm", "hybrid")
        for strategy in STRATEGIES
    ]


REL_GENERATORS = {"edges": edges, "faults": faults, "interrupt": interrupt, "injection": injection}
REL_FAST = [
    "edges-user-dot-lock-kept",
    "edges-rescore-under-a-running-evaluate",
    "edges-gt-is-a-fifo",
    "faults-disk-full-after-3-fsyncs",
    "interrupt-after-item-6",
    "injection-llm-unpaired",
    "injection-hybrid-injected",
]
