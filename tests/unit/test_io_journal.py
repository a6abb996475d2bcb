"""The progress journal: O(1) durable appends, survives kill -9, refuses other settings, folds into the result."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from comproeval.files.inputs import JournalError
from comproeval.files.storage import CheckpointSchedule
from comproeval.run.journal import ResultJournal, journal_path

FP = "f" * 64


def item(n: int, size: int = 200) -> dict:
    return {"overall_match": n % 2 == 0, "overall_score": n / 10, "details": {"composition_data": {"blob": "é" * size, "n": n}}}


def result_of(items: dict) -> dict:
    return {
        "agent_model_name": "m",
        "overall_accuracy": 0.5,
        "total_items": len(items),
        "item_results": items,
        "run_info": {"status": "complete", "settings_fingerprint": FP},
    }


def test_entries_round_trip_with_notes_and_usage(tmp_path):
    out = tmp_path / "r.json"
    with ResultJournal(out) as journal:
        assert journal.open(FP) == {}
        journal.append("10.1/a", item(1), notes=["fixed a total"], usage={"calls": 2})
        journal.append("10.1/b", item(2))
    assert journal.path == journal_path(out) == tmp_path / "r.json.journal"
    entries = ResultJournal(out).load(FP)
    assert list(entries) == ["10.1/a", "10.1/b"]
    assert entries["10.1/a"].item_result == item(1)
    assert entries["10.1/a"].notes == ["fixed a total"] and entries["10.1/a"].usage == {"calls": 2}
    assert entries["10.1/b"].notes == [] and entries["10.1/b"].usage == {}


def test_each_append_is_one_line_flushed_and_fsynced(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    journal = ResultJournal(tmp_path / "r.json")
    journal.open(FP)
    before = len(synced)
    size = journal.path.stat().st_size
    written = journal.append("a", item(1))
    assert len(synced) == before + 1
    assert journal.path.stat().st_size == size + written  # on disk before append returns
    lines = journal.path.read_bytes().splitlines()
    assert json.loads(lines[0])["settings_fingerprint"] == FP
    assert json.loads(lines[1])["doi"] == "a"
    journal.close()


def test_append_cost_does_not_grow_with_the_run(tmp_path):
    journal = ResultJournal(tmp_path / "r.json", fsync=False)
    journal.open(FP)
    sizes = [journal.append(f"d{n:04d}", item(7)) for n in range(300)]
    journal.close()
    assert max(sizes) - min(sizes) <= 4  # only the DOI's digits vary, never the earlier items


def test_a_torn_last_line_is_ignored_and_cut_before_appending(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out)
    journal.open(FP)
    journal.append("a", item(1))
    journal.append("b", item(2))
    journal.close()
    with open(journal.path, "ab") as handle:  # a kill -9 in the middle of the third append
        handle.write(b'{"doi": "c", "item_result": {"overall_')
    assert list(ResultJournal(out).load(FP)) == ["a", "b"]
    resumed = ResultJournal(out)
    assert list(resumed.open(FP)) == ["a", "b"]
    resumed.append("c", item(3))
    resumed.close()
    assert list(ResultJournal(out).load(FP)) == ["a", "b", "c"]


def test_a_complete_looking_last_line_without_newline_is_torn(tmp_path):
    journal = ResultJournal(tmp_path / "r.json")
    journal.open(FP)
    journal.close()
    with open(journal.path, "ab") as handle:
        handle.write(json.dumps({"doi": "a", "item_result": {}}).encode())
    assert ResultJournal(tmp_path / "r.json").load(FP) == {}


def test_a_torn_header_means_nothing_was_recorded(tmp_path):
    out = tmp_path / "r.json"
    journal_path(out).write_bytes(b'{"comproeval_journal": 1, "settings_fin')
    assert ResultJournal(out).load(FP) == {}
    journal = ResultJournal(out)
    journal.open(FP)
    journal.append("a", item(1))
    journal.close()
    assert list(ResultJournal(out).load(FP)) == ["a"]


def test_other_settings_are_refused_unless_overwrite(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out)
    journal.open(FP)
    journal.append("a", item(1))
    journal.close()
    with pytest.raises(JournalError, match="different settings") as info:
        ResultJournal(out).load("0" * 64)
    assert "\n" not in str(info.value) and "overwrite=True" in str(info.value)  # the API's wording; the CLI shows --overwrite
    with pytest.raises(JournalError):
        ResultJournal(out).open("0" * 64)
    assert ResultJournal(out).load("0" * 64, overwrite=True) == {}
    fresh = ResultJournal(out)
    assert fresh.open("0" * 64, overwrite=True) == {}
    fresh.close()
    assert ResultJournal(out).load("0" * 64) == {}  # the old entries are gone with the old header


def test_no_resume_starts_a_new_journal(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out)
    journal.open(FP)
    journal.append("a", item(1))
    journal.close()
    again = ResultJournal(out)
    assert again.open(FP, resume=False) == {}
    again.close()
    assert ResultJournal(out).load(FP) == {}


def test_damage_before_the_last_line_is_refused(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out)
    journal.open(FP)
    journal.append("a", item(1))
    journal.append("b", item(2))
    journal.close()
    lines = journal.path.read_bytes().splitlines(keepends=True)
    journal.path.write_bytes(lines[0] + b"garbage\n" + lines[2])
    with pytest.raises(JournalError, match="line 2 is damaged"):
        ResultJournal(out).load(FP)


def test_a_foreign_file_is_not_taken_for_a_journal(tmp_path):
    out = tmp_path / "r.json"
    journal_path(out).write_text('{"something": "else"}\n')
    with pytest.raises(JournalError, match="not a comproeval progress journal"):
        ResultJournal(out).load(FP)


def test_a_later_entry_for_the_same_doi_wins(tmp_path):
    journal = ResultJournal(tmp_path / "r.json")
    journal.open(FP)
    journal.append("a", item(1))
    journal.append("a", item(9))
    journal.close()
    assert ResultJournal(tmp_path / "r.json").load(FP)["a"].item_result == item(9)


def test_fold_writes_the_result_then_removes_the_journal(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out)
    journal.open(FP)
    items = {f"10.1/{n}": item(n) for n in range(5)}
    for doi, value in items.items():
        journal.append(doi, value)
    result = result_of(items)
    journal.fold(result)
    assert out.read_text(encoding="utf-8") == json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    assert not journal.path.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.json"]


def test_journal_and_fold_write_at_most_three_times_the_result(tmp_path):
    out = tmp_path / "r.json"
    journal = ResultJournal(out, fsync=False)
    journal.open(FP)
    items = {f"10.1/{n:04d}": item(n, size=2000) for n in range(200)}
    written = journal.path.stat().st_size
    for doi, value in items.items():
        written += journal.append(doi, value)
    journal.fold(result_of(items))
    assert written + out.stat().st_size <= 3 * out.stat().st_size


APPENDER = textwrap.dedent(
    """
    import sys
    from comproeval.run.journal import ResultJournal
    journal = ResultJournal(sys.argv[1])
    journal.open(sys.argv[2])
    n = 0
    while True:
        journal.append(f"10.1/{n}", {"n": n, "pad": "x" * 5000}, notes=[str(n)])
        n += 1
        print(n, flush=True)
    """
)


def test_kill_9_mid_run_loses_no_finished_item(tmp_path):
    out = tmp_path / "r.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-c", APPENDER, str(out), FP], stdout=subprocess.PIPE, text=True, env=env)
    reported = 0
    deadline = time.monotonic() + 60
    try:
        while reported < 50 and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            reported = int(line)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
    assert reported >= 50, "the appender did not start"
    entries = ResultJournal(out).load(FP)
    assert len(entries) >= reported  # every append that returned is on disk
    assert list(entries) == [f"10.1/{n}" for n in range(len(entries))]
    continued = ResultJournal(out)
    continued.open(FP)
    continued.append("last", {"n": -1})
    continued.close()
    assert list(ResultJournal(out).load(FP))[-1] == "last"


# --------------------------------------------------------------- checkpoints


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_checkpoint_schedule_writes_at_once_then_paces():
    clock = Clock()
    schedule = CheckpointSchedule(min_interval=5.0, min_growth=0.5, max_share=0.05, clock=clock)
    assert not schedule.due(0)
    assert schedule.due(1)
    with schedule.writing(1):
        clock.now += 0.01
    clock.now += 4.0
    assert not schedule.due(10)  # too soon
    clock.now += 1.0
    assert schedule.due(10)
    with schedule.writing(10):
        clock.now += 0.01
    clock.now += 60
    assert not schedule.due(14)  # has not grown by half
    assert schedule.due(15)


def test_checkpoint_schedule_bounds_the_share_of_time_spent_writing():
    clock = Clock()
    schedule = CheckpointSchedule(min_interval=1.0, min_growth=0.0, max_share=0.05, clock=clock)
    with schedule.writing(1):
        clock.now += 2.0  # a big result: 2 s per rewrite
    clock.now += 39.0
    assert not schedule.due(100)
    clock.now += 1.0
    assert schedule.due(100)  # 2 s of writing per 40 s of run: 5%


def test_checkpoints_of_a_long_run_write_at_most_three_times_the_result():
    clock = Clock()
    schedule = CheckpointSchedule(clock=clock)
    written = 0
    for completed in range(1, 20_001):
        clock.now += 1.0  # one item per second: a time-only rule would write 4,000 checkpoints
        if schedule.due(completed):
            with schedule.writing(completed):
                written += completed
    assert written <= 3 * 20_000
