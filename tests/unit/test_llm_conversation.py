"""The conversation and the verdict cache: secrets never kept (17.5), Retry-After honoured (17.6), a prompt edit
never served an old verdict, usage counted by a callback from run metadata (14.4), a shared cold cache loses nothing."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

import pytest

from comproeval.judges.base import JudgeContext
from comproeval.judges.llm import LLMJudge
from comproeval.llm import calls
from comproeval.llm.cache import VerdictCache
from comproeval.llm.calls import CallPolicy, call_with_backoff
from comproeval.llm.conversation import LLMOptions
from comproeval.prompts import composition as composition_prompt
from tests.fakes import ScriptedChatModel
from tests.unit.test_llm_judge import REF, TEST, composition_reply

SECRET = "sk-proj-" + "a1B2c3D4" * 5


def judge(model, **kwargs) -> LLMJudge:
    options = LLMOptions(policy=CallPolicy(timeout=5, attempts=3, backoff_base=0.001))
    return LLMJudge({"composition_judge": model, "synthesis_judge": model}, options=options, **kwargs)


def leaky_reply() -> str:
    """A verdict whose reasons quote the request's Authorization header, as a misbehaving endpoint might."""
    reply = json.loads(composition_reply())
    reply["family"]["why"] = f"request had Authorization: Bearer {SECRET}"
    reply["compositions_property_values"]["key_matches"][0]["why"] = f"api_key={SECRET}"
    return json.dumps(reply)


async def test_key_like_text_in_a_reply_is_redacted_before_it_is_stored_cached_or_returned(tmp_path):
    cache = VerdictCache(tmp_path / "v.sqlite")
    verdict = await judge(ScriptedChatModel.from_script([leaky_reply()], name="leaky"), cache=cache).judge_composition(REF, TEST, JudgeContext())
    shown = verdict.model_dump_json()
    assert SECRET not in shown and "[REDACTED]" in verdict.family.why
    cache.close()
    assert SECRET.encode() not in b"".join(p.read_bytes() for p in tmp_path.iterdir())


async def test_a_reviewer_note_is_redacted_too():
    from comproeval.judges.cross_check import LLMReviewer

    concern = {"concerns": [{"section": "composition_data", "element": "family", "concern": f"token {SECRET} seen"}]}
    reviewer = LLMReviewer(ScriptedChatModel.from_script([json.dumps(concern)], name="r"))
    notes = await reviewer.cross_check({"family": {"match_value": 1}}, None)
    assert notes and SECRET not in notes[0]


class RateLimited(Exception):
    status_code = 429

    def __init__(self, retry_after: str):
        super().__init__("rate limited")
        self.response = type("Response", (), {"headers": {"retry-after": retry_after}})()


@pytest.mark.parametrize("header, waited", [("2", 2.0), ("3600", 60.0)])
async def test_retry_after_is_honoured_and_bounded(monkeypatch, header, waited):
    slept: list[float] = []

    async def sleep(seconds):
        slept.append(seconds)

    monkeypatch.setattr(calls.asyncio, "sleep", sleep)
    attempts = iter([RateLimited(header), "ok"])

    async def call():
        outcome = next(attempts)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    assert await call_with_backoff(call, CallPolicy(backoff_base=0.5)) == "ok"
    assert slept == [waited]  # not the 0.25-0.5 s of the first back-off step


def test_retry_after_as_an_http_date():
    import email.utils
    import time

    exc = RateLimited(email.utils.formatdate(time.time() + 30, usegmt=True))
    assert 25 <= calls.retry_after(exc) <= 31


async def test_an_edited_prompt_is_never_served_a_cached_verdict(tmp_path, monkeypatch):
    cache = VerdictCache(tmp_path / "v.sqlite")
    await judge(ScriptedChatModel.from_script([composition_reply()], name="m"), cache=cache).judge_composition(REF, TEST, JudgeContext())
    same = ScriptedChatModel.from_script([], name="m")
    await judge(same, cache=cache).judge_composition(REF, TEST, JudgeContext())
    assert same.requests == []  # the same prompt: served from the cache
    monkeypatch.setattr(composition_prompt, "SYSTEM", composition_prompt.SYSTEM.replace("be strict about chemistry", "be careful"))
    edited = ScriptedChatModel.from_script([composition_reply(value_ok=1)], name="m")
    verdict = await judge(edited, cache=cache).judge_composition(REF, TEST, JudgeContext())
    assert len(edited.requests) == 1 and "be careful" in edited.requests[0][0].content
    assert verdict.compositions_property_values.value_matches[0].match_value == 1  # the new answer, not the cached one


async def test_usage_is_counted_under_the_doi_of_the_run_metadata():
    model = ScriptedChatModel.from_script(["not json", composition_reply()], name="m")
    llm = judge(model)
    await llm.judge_composition(REF, TEST, JudgeContext(item="10.1/x"))
    row = llm.ledger.item("10.1/x")["composition_judge"]
    assert row["calls"] == 2 and row["retries"] == 1


CACHE_WORKER = textwrap.dedent(
    """
    import sys
    from concurrent.futures import ThreadPoolExecutor
    from comproeval.llm.cache import VerdictCache

    path, process = sys.argv[1], sys.argv[2]

    def write(thread):
        cache = VerdictCache(path)  # every thread opens the cold file itself, as concurrent runs do
        for n in range(25):
            cache.put(f"p{process}-{thread}-{n}", "llm", {"n": n})
            cache.put("shared", "llm", {"n": 0})  # the same key from everyone at once
        return sum(cache.get(f"p{process}-{thread}-{n}", "llm") == {"n": n} for n in range(25))

    with ThreadPoolExecutor(4) as pool:
        print(sum(pool.map(write, range(4))))
    """
)


def test_a_cold_cache_shared_by_threads_and_three_processes_loses_nothing(tmp_path):
    path = tmp_path / "cold" / "verdicts.sqlite"
    procs = [
        subprocess.Popen([sys.executable, "-c", CACHE_WORKER, str(path), str(p)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for p in range(3)
    ]
    outputs = [proc.communicate(timeout=240) for proc in procs]
    assert all(proc.returncode == 0 for proc in procs), [err[-2000:] for _, err in outputs]
    assert [int(out) for out, _ in outputs] == [100, 100, 100]
    assert all("write failed" not in err and "read failed" not in err for _, err in outputs)
    cache = VerdictCache(path)
    assert len(cache) == 3 * 4 * 25 + 1 and cache.get("shared", "llm") == {"n": 0}


async def test_many_concurrent_items_share_one_cache_in_a_run(tmp_path):
    cache = VerdictCache(tmp_path / "v.sqlite")
    with ThreadPoolExecutor(8) as pool:
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(pool, cache.put, f"k{i}", "llm", {"i": i}) for i in range(200)))
    assert len(cache) == 200 and all(cache.get(f"k{i}", "llm") == {"i": i} for i in range(200))
