"""The `chemicals` name cache (issue 17.1): safe for threads and processes sharing one cache folder, linear writes,
and a cache that cannot be written never fails a lookup.

The database itself is replaced by a deterministic fake (`FAKE_DATABASE`) in subprocesses, so the tests exercise
only the cache: which answers reach the disk, and which a later process finds there.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# A subprocess body: `chemicals.identifiers.search_chemical` answers `compound<i>` with C<i>H4 (a miss for every
# fifth name) after a pause that lets threads interleave; the names given on argv are looked up from 8 threads,
# and the answers printed as JSON. With argv[1] == "verify" the database refuses every call instead, so
# only answers found in the cache come back.
FAKE_DATABASE = r"""
import json, sys, threading, time
import chemicals.identifiers as ids

calls = []
class Hit:  # the fields of chemicals' ChemicalMetadata that comproeval reads
    def __init__(self, formula):
        self.formula = formula
        self.common_name = "name of " + formula
        self.CASs = "0-00-" + formula

def fake_search(name, *args, **kwargs):
    calls.append(name)
    if sys.argv[1] == "verify":
        raise AssertionError("asked the database about " + name)
    time.sleep(0.0005)
    number = int(name.removeprefix("compound"))
    if number % 5 == 0:
        raise ValueError("no such chemical")
    return Hit(f"C{number}H4")

ids.search_chemical = fake_search
from comproeval.chem.compounds.names import chemicals_formula

names = json.loads(sys.argv[2])
answers, errors = {}, []
def work(part):
    for name in part:
        try:
            answers[name] = chemicals_formula(name)
        except BaseException as exc:
            errors.append(f"{name}: {type(exc).__name__}: {exc}")
threads = [threading.Thread(target=work, args=(names[i::8],)) for i in range(8)]
for t in threads: t.start()
for t in threads: t.join()
wchar = next((int(l.split()[1]) for l in open("/proc/self/io") if l.startswith("wchar")), -1) if sys.argv[1] == "bytes" else -1
print(json.dumps({"answers": answers, "errors": errors, "calls": len(calls), "wchar": wchar}))
"""


def expected(name: str) -> str | None:
    number = int(name.removeprefix("compound"))
    return None if number % 5 == 0 else f"C{number}H4"


def _env(cache_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMPROEVAL_")}
    env.update(COMPROEVAL_CACHE_DIR=str(cache_dir), PYTHONPATH=str(REPO), **extra)
    return env


def _start(mode: str, names: list[str], cache_dir: Path, **extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", FAKE_DATABASE, mode, json.dumps(names)],
        env=_env(cache_dir, **extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _finish(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err[-2000:]
    return json.loads(out)


def test_threads_and_three_processes_on_a_cold_shared_cache_lose_no_answer(tmp_path):
    names = [f"compound{i}" for i in range(400)]
    # three processes at once, each over an overlapping, differently ordered share of the names
    shares = [names[0:300], names[100:400][::-1], names[::2] + names[1::2]]
    procs = [_start("run", share, tmp_path) for share in shares]
    reports = [_finish(proc) for proc in procs]
    for share, report in zip(shares, reports):
        assert report["errors"] == []
        assert report["answers"] == {name: expected(name) for name in share}
    assert not [p.name for p in tmp_path.rglob("*.tmp")], "temporary files left in the cache folder"
    # a fourth process finds every answer (misses included) in the cache and never asks the database
    check = _finish(_start("verify", names, tmp_path))
    assert check["errors"] == [] and check["calls"] == 0
    assert check["answers"] == {name: expected(name) for name in names}


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="needs /proc/self/io to count the bytes written")
def test_new_names_write_bytes_linear_in_their_number(tmp_path):
    names = [f"compound{i}" for i in range(2_000)]
    report = _finish(_start("bytes", names, tmp_path))
    assert report["errors"] == []
    # one short record per answer; a cache rewritten whole on every miss writes about 2,000^2 / 2 records
    assert 0 < report["wchar"] < 200 * len(names), report["wchar"]


def test_a_cache_folder_that_is_a_file_fails_no_lookup(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    report = _finish(_start("run", [f"compound{i}" for i in range(40)], blocker))
    assert report["errors"] == []
    assert report["answers"] == {f"compound{i}": expected(f"compound{i}") for i in range(40)}
    assert blocker.read_text() == "a file where the cache folder should be"


def test_a_damaged_cache_file_is_read_tolerantly_and_kept_usable(tmp_path):
    names = [f"compound{i}" for i in range(1, 30)]
    _finish(_start("run", names, tmp_path))
    (cache_file,) = [p for p in tmp_path.iterdir() if re.fullmatch(r"chemicals-[\d.]+-names\.jsonl", p.name)]  # the formula answers
    with open(cache_file, "ab") as handle:  # garbage, then a record torn by a kill
        handle.write(b"\x00\xff garbage {]\n" + b'["compound9')
    more = [f"compound{i}" for i in range(30, 60)]
    _finish(_start("run", more, tmp_path))
    check = _finish(_start("verify", names + more, tmp_path))
    assert check["errors"] == [] and check["calls"] == 0
    assert check["answers"] == {name: expected(name) for name in names + more}


def test_no_disk_cache_writes_nothing(tmp_path):
    report = _finish(_start("run", ["compound1", "compound2"], tmp_path, COMPROEVAL_NO_DISK_CACHE="1"))
    assert report["answers"] == {"compound1": "C1H4", "compound2": "C2H4"}
    assert list(tmp_path.iterdir()) == []


def test_the_cache_file_name_carries_the_chemicals_version(tmp_path):
    import chemicals

    _finish(_start("run", ["compound1"], tmp_path))
    assert [p.name for p in tmp_path.iterdir() if chemicals.__version__ in p.name]


def test_a_full_disk_turns_the_cache_memory_only_without_failing_a_lookup(tmp_path, monkeypatch):
    import errno

    from comproeval.chem.compounds import name_cache

    cache = name_cache.AnswerCache(tmp_path / "names.jsonl")
    real_write = os.write

    def full_disk(fd, data):
        if fd == cache._fd:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(name_cache.os, "write", full_disk)
    assert cache.lookup("compound1", expected) == "C1H4"
    assert cache.lookup("compound5", expected) is None
    assert cache.lookup("compound1", lambda name: "asked again") == "C1H4"  # still answered from memory
    assert cache._fd is None and not cache._writable


def test_a_torn_last_line_does_not_swallow_the_next_record(tmp_path):
    from comproeval.chem.compounds.name_cache import AnswerCache

    path = tmp_path / "names.jsonl"
    path.write_bytes(b'["compound1", "C1H4"]\n["compound2", "C2')
    AnswerCache(path).remember("compound3", "C3H4")
    assert AnswerCache(path).lookup("compound3", lambda name: "asked") == "C3H4"
    assert AnswerCache(path).lookup("compound1", lambda name: "asked") == "C1H4"
