"""Data loss at the edges (issue 17.3): every writer respects the run lock, and no file comproeval did not make
is changed or removed; names too long for the file system are refused in one line (17.4)."""

from __future__ import annotations

import json
import os
import time

from tests.integration.cli_runner import LockHolder, cli, example_files

USER_NOTES = b"my own notes, not comproeval's\n"


def _evaluate(tmp_path, *extra: str, output: str = "out.json"):
    example_files(tmp_path)
    return cli("evaluate", "gt.json", "test.json", "-o", output, "-q", *extra, cwd=tmp_path)


def _one_error(run) -> str:
    assert run.returncode == 2, run.stderr
    assert len(run.error_lines) == 1 and not run.stray_lines, run.stderr
    return run.error_lines[0]


def test_rescore_refuses_an_output_an_evaluate_run_is_writing(tmp_path):
    assert _evaluate(tmp_path).returncode == 0
    (tmp_path / "result.json").write_bytes((tmp_path / "out.json").read_bytes())
    before = (tmp_path / "out.json").read_bytes()
    with LockHolder(tmp_path / "out.json") as holder:
        run = cli("rescore", "result.json", "-o", "out.json", "-q", "--scoring", "strict", cwd=tmp_path)
        error = _one_error(run)
        assert "being written by another comproeval run" in error and f"PID {holder.proc.pid}" in error
    assert (tmp_path / "out.json").read_bytes() == before


def test_a_users_dot_lock_file_beside_the_output_is_kept(tmp_path):
    (tmp_path / ".out.json.lock").write_bytes(USER_NOTES)
    assert _evaluate(tmp_path).returncode == 0
    assert (tmp_path / ".out.json.lock").read_bytes() == USER_NOTES


def test_a_users_backup_tmp_file_beside_the_output_is_kept(tmp_path):
    backup = tmp_path / ".out.json.backup.tmp"
    backup.write_bytes(USER_NOTES)
    old = time.time() - 3600  # older than the run: what a stale temp file of a killed run would look like
    os.utime(backup, (old, old))
    assert _evaluate(tmp_path).returncode == 0
    assert backup.read_bytes() == USER_NOTES
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([".out.json.backup.tmp", "gt.json", "out.json", "test.json"])


def test_our_stale_temp_files_are_still_cleaned_up(tmp_path):
    assert _evaluate(tmp_path).returncode == 0
    stale = tmp_path / ".out.json.comproeval-99999-abcd.tmp"
    stale.write_bytes(b'{"half')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert _evaluate(tmp_path).returncode == 0
    assert not stale.exists()


def test_a_foreign_file_where_our_lock_goes_is_refused_and_kept(tmp_path):
    lock = tmp_path / ".out.json.comproeval.lock"
    lock.write_bytes(USER_NOTES)
    error = _one_error(_evaluate(tmp_path))
    assert ".out.json.comproeval.lock" in error and "not a comproeval lock file" in error
    assert lock.read_bytes() == USER_NOTES and not (tmp_path / "out.json").exists()


def test_a_users_file_where_the_journal_goes_survives_overwrite(tmp_path):
    journal = tmp_path / "out.json.journal"
    journal.write_bytes(USER_NOTES)
    error = _one_error(_evaluate(tmp_path, "--overwrite"))
    assert "out.json.journal" in error and "not a comproeval progress journal" in error
    assert journal.read_bytes() == USER_NOTES


def test_an_output_name_too_long_for_the_file_system_is_one_error_line(tmp_path):
    error = _one_error(_evaluate(tmp_path, output="x" * 300 + ".json"))
    assert "too long" in error


def test_an_output_name_near_the_limit_works_and_leaves_nothing_behind(tmp_path):
    name = "y" * 245 + ".json"  # 250 bytes: a valid name, but not with a journal suffix or a temp marker appended
    run = _evaluate(tmp_path, output=name)
    assert run.returncode == 0, run.stderr
    assert json.loads((tmp_path / name).read_text())["run_info"]["status"] == "complete"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["gt.json", "test.json", name])
