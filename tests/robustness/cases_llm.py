"""LLM endpoint cases of issue 17 for the robustness corpus (category `llm`): each a scenario of CLI calls against a
scriptable OpenAI-compatible server on 127.0.0.1 (`stub_llm.StubServer`), every call bounded in time.

- 17.2 a resume keeps what fell back: a run whose LLM sections fell back to the rules (the server answered 500) is
  rerun against the same server, up again; the fallback sections are judged by the LLM now, the rest is kept, the
  run says how many items it took over; a changed model or endpoint is refused, naming what changed.
- 17.5 secrets in LLM text: a server whose reply quotes the request's Authorization header in every `why`; the key
  is nowhere in the result, the verdict cache, the journal, stdout or stderr.
- 17.6 rate limits: a 429 with `Retry-After: 2`, then normal answers; the retry comes no sooner than 2 s later
  (measured in the server) and the run completes.

Each takes several seconds (start-ups, a 2 s wait): the full corpus only (`-m robustness`).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .stub_llm import MODELS, RETRY_AFTER, StubServer

LLM_CATEGORIES = ("llm",)
CALL_TIMEOUT = 60.0  # one CLI call
PROGRAM = "\nimport sys\nfrom comproeval.cli.main import main\nsys.exit(main())\n"  # what the console script does
# A server that is down, and a client that need not wait for it: the back-off between the retries of a failing call
# is cut to 10 ms (the retries still happen). A build without `calls.backoff_delay` ignores this and is only slower.
NO_BACKOFF = "from comproeval.llm import calls\ncalls.backoff_delay = lambda exc, attempt, policy: 0.01\n"
MARKER = "sodium"  # the data of the item the server is down for
ITEMS = {
    "10.5/kept": {
        "composition_data": {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BaTiO3"},
        "synthesis_data": {"method": "solid-state reaction", "precursors": ["BaCO3", "TiO2"], "characterization_techniques": ["XRD"]},
    },
    "10.5/fell-back": {
        "composition_data": {"compositions_property_values": {"NaNbO3": 40}, "property_unit": "pC/N", "family": f"{MARKER} niobate"},
        "synthesis_data": {"method": "sol-gel", "precursors": [f"{MARKER} carbonate", "Nb2O5"], "characterization_techniques": ["XRD"]},
    },
}


def _files(folder: Path) -> None:
    for name in ("gt.json", "test.json"):
        (folder / name).write_text(json.dumps(ITEMS), encoding="utf-8")


def _env(key: str = "sk-fuzz-not-a-key") -> dict[str, str]:
    from .run import _env as base

    return {**base(), "OPENAI_API_KEY": key, "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}


def _cli(folder: Path, argv: list[str], env: dict[str, str], prelude: str = "") -> tuple[int | None, str, str]:
    """One CLI call in `folder`: exit code (None: no answer within CALL_TIMEOUT), stdout, stderr."""
    try:
        proc = subprocess.run(
            [sys.executable, "-c", prelude + PROGRAM, *argv], cwd=folder, env=env, capture_output=True, timeout=CALL_TIMEOUT, stdin=subprocess.DEVNULL
        )
        return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as exc:
        return None, (exc.stdout or b"").decode("utf-8", "replace"), (exc.stderr or b"").decode("utf-8", "replace")


def _evaluate(server: StubServer, *extra: str, model: str = MODELS[0]) -> list[str]:
    return ["evaluate", "gt.json", "test.json", "-o", "out.json", "--judge", "llm", "--model", model, "--base-url", server.url, *extra]


def _info(folder: Path) -> dict[str, Any]:
    return json.loads((folder / "out.json").read_text(encoding="utf-8"))["run_info"]


def _judges(folder: Path) -> dict[str, set[str]]:
    items = json.loads((folder / "out.json").read_text(encoding="utf-8"))["item_results"]
    return {doi: {str(s.get("judge")) for s in (item.get("details") or {}).values() if isinstance(s, dict)} for doi, item in items.items()}


def _tail(text: str) -> str:
    return " | ".join(line for line in text.strip().splitlines()[-3:])[:300]


def resume_judges_fallbacks_again(folder: Path) -> str | None:
    """17.2. Before the fix (d7c15f4) the second run took over both items, fallbacks included: 0 calls, the
    `rules-fallback` sections kept; the base URL was no setting, so another endpoint resumed silently too."""
    _files(folder)
    with StubServer(f"down-for {MARKER}") as server:
        code, _, err = _cli(folder, _evaluate(server, "--no-cache", "-q"), _env(), prelude=NO_BACKOFF)
        info = _info(folder) if (folder / "out.json").is_file() else {}
        if code != 1 or info.get("status") != "degraded":
            return f"the run against a server down for one item: exit {code}, status {info.get('status')!r}: {_tail(err)}"
        if info.get("fallbacks") != 2 or "comproeval: warning:" not in err or not server.calls(500):
            return f"expected the 2 sections of one item to fall back after 500s, got {info.get('fallbacks')} fallbacks: {_tail(err)}"
        kept = json.loads((folder / "out.json").read_text(encoding="utf-8"))["item_results"]["10.5/kept"]
        server.mode = "works"  # the server is up again: the same command resumes
        before = server.calls()
        code, _, err = _cli(folder, _evaluate(server, "--no-cache"), _env())
        if code != 0:
            return f"the resumed run against the server up again: exit {code}: {_tail(err)}"
        made, info, judges = server.calls() - before, _info(folder), _judges(folder)
        if made != 2:  # the two sections that fell back, nothing else
            return f"the resumed run made {made} calls, expected 2 (the sections that fell back): judges {judges}"
        if any("rules-fallback" in j for j in judges.values()) or judges["10.5/fell-back"] != {f"llm:{MODELS[0]}"}:
            return f"after the resume, sections are still judged by {judges}"
        if json.loads((folder / "out.json").read_text(encoding="utf-8"))["item_results"]["10.5/kept"] != kept:
            return "the item judged by the LLM in the first run was not kept as it was"
        if info.get("resumed_items") != 1 or "1 of 2 items taken over" not in err:
            return f"the resumed run should say it took over 1 of 2 items: resumed_items {info.get('resumed_items')}, stderr {_tail(err)}"
        result = (folder / "out.json").read_bytes()
        # another model, or the same model behind another endpoint: a change of settings, refused with its name
        with StubServer("works") as elsewhere:
            for label, argv, names in (
                ("model", _evaluate(server, "--no-cache", "-q", model=MODELS[1]), ("judge_models", "model_parameters")),
                ("endpoint", _evaluate(elsewhere, "--no-cache", "-q"), ("model_parameters",)),
            ):
                code, _, err = _cli(folder, argv, _env())
                errors = [line for line in err.splitlines() if line.startswith("comproeval: error:")]
                if code != 2 or len(errors) != 1 or not all(n in errors[0] for n in ("changed:", *names)):
                    return f"a changed {label} should be refused naming {', '.join(names)}: exit {code}, {_tail(err)}"
                if (folder / "out.json").read_bytes() != result:
                    return f"the refused run with a changed {label} changed the result file"
            before = server.calls()
            code, _, err = _cli(folder, _evaluate(server, "--no-cache", "-q", "--overwrite", model=MODELS[1]), _env())
            if code != 0 or server.calls() - before != 4 or set().union(*_judges(folder).values()) != {f"llm:{MODELS[1]}"}:
                return f"--overwrite with a changed model should judge all 4 sections again: exit {code}, {_tail(err)}"
    return None


def secrets_in_replies(folder: Path, key: str) -> str | None:
    """17.5. Before the fix (d7c15f4) replies were not redacted (only errors were): every stored `why` and the
    verdict cache held the key, and the summary and `--trace` could print it."""
    _files(folder)
    env = _env(key)
    outputs: list[str] = []
    with StubServer("leaky") as server:
        for argv in (
            _evaluate(server, "--cache", "verdicts.sqlite", "--max-fallback-share", "0"),
            [*_evaluate(server, "--cache", "verdicts.sqlite", "--no-resume", "--overwrite"), "--trace", "10.5/kept"],
        ):
            code, out, err = _cli(folder, argv, env)
            if code != 0:
                return f"{' '.join(argv[-2:])}: exit {code}: {_tail(err)}"
            outputs += [out, err]
        if not any(r.authorization == f"Bearer {key}" for r in server.requests):
            return "the server never saw the key: the case tests nothing"
    leaks = [p.name for p in folder.rglob("*") if p.is_file() and key.encode() in p.read_bytes()]
    leaks += [name for name, text in zip(("stdout", "stderr", "trace stdout", "trace stderr"), outputs, strict=True) if key in text]
    if leaks:
        return f"the key is in {', '.join(leaks)}"
    if "[REDACTED]" not in (folder / "out.json").read_text(encoding="utf-8"):
        return "no redacted `why` in the result: the leaky replies were not what was stored"
    if not list(folder.glob("verdicts.sqlite*")):
        return "no verdict cache was written"
    return None


def retry_after_honoured(folder: Path) -> str | None:
    """17.6. Before the fix (d7c15f4) the first retry came after the first back-off step, 0.5-1 s, whatever the
    server's Retry-After said."""
    _files(folder)
    with StubServer("rate-limited") as server:
        code, _, err = _cli(folder, _evaluate(server, "--no-cache", "-q", "--max-fallback-share", "0"), _env())
        requests = list(server.requests)
    if code != 0:
        return f"exit {code}: {_tail(err)}"
    info = _info(folder)
    if info.get("status") != "complete" or info.get("fallbacks"):
        return f"the run did not complete without fallbacks: status {info.get('status')!r}, {info.get('fallbacks')} fallbacks"
    limited = next((r for r in requests if r.status == 429), None)
    retry = next((r for r in requests if limited and r.digest == limited.digest and r.arrived > limited.arrived), None)
    if limited is None or retry is None:
        return "the rate-limited call was never retried"
    waited = retry.arrived - limited.arrived
    if not RETRY_AFTER - 0.05 <= waited <= RETRY_AFTER + 10:
        return f"the retry came {waited:.2f} s after a 429 with Retry-After: {RETRY_AFTER}"
    return None


def key_like(rng: random.Random) -> str:
    """A key of OpenAI's project-key shape (sk-proj- and 48 letters and digits), from the case's seed."""
    return "sk-proj-" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(48))


def llm(rng: random.Random) -> list:
    from .cases import Case

    key = key_like(rng)
    scenarios: dict[str, Callable[[Path], str | None]] = {
        "llm-resume-judges-fallbacks-again": resume_judges_fallbacks_again,
        "llm-secrets-in-replies": lambda folder: secrets_in_replies(folder, key),
        "llm-retry-after-honoured": retry_after_honoured,
    }
    return [Case(name, "llm", scenario=scenario) for name, scenario in scenarios.items()]


LLM_GENERATORS = {"llm": llm}
