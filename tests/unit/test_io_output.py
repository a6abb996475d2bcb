"""Never clobber: output checks, the run lock, stale temp files, and file permissions."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
import time

import pytest

from comproeval.files.inputs import InputError, LockError
from comproeval.files.storage import (
    check_output_path,
    hold_output_lock,
    lock_path,
    remove_stale_temp_files,
    write_json_atomic,
    write_result_streaming,
)

RESULT = {"item_results": {}, "run_info": {"settings_fingerprint": "abc"}}


def one_line(info: pytest.ExceptionInfo) -> str:
    assert "\n" not in str(info.value)
    return str(info.value)


# ------------------------------------------------------------ output checks


def test_a_new_output_in_a_writable_folder_passes_and_creates_nothing(tmp_path):
    assert check_output_path(tmp_path / "new" / "deeper" / "r.json", overwrite=False) is None
    assert list(tmp_path.iterdir()) == []


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(InputError, match="is a directory") as info:
        check_output_path(tmp_path, overwrite=True)
    one_line(info)


def test_a_file_in_place_of_the_folder_is_refused(tmp_path):
    (tmp_path / "a_file").write_text("x")
    for target in (tmp_path / "a_file" / "out.json", tmp_path / "a_file" / "sub" / "out.json"):
        with pytest.raises(InputError, match="a_file is not a directory") as info:
            check_output_path(target, overwrite=True)
        one_line(info)


def test_an_unwritable_folder_is_refused():
    with pytest.raises(InputError, match="cannot create a file in /proc") as info:
        check_output_path("/proc/out.json", overwrite=True)
    one_line(info)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only-mode folder")
def test_a_read_only_folder_is_refused(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(InputError, match="cannot create a file"):
            check_output_path(folder / "out.json", overwrite=True)
    finally:
        folder.chmod(0o700)


def test_a_non_regular_file_is_refused_even_with_overwrite(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        check_output_path(fifo, overwrite=True)


@pytest.mark.parametrize("content", ['{"10.1/a": {"composition_data": {}}}', "not json at all", '{"item_results": {}}', "[1]"])
def test_an_existing_file_that_is_not_a_result_is_refused_unless_overwrite(tmp_path, content):
    target = tmp_path / "ground_truth.json"
    target.write_text(content)
    with pytest.raises(InputError, match="not a comproeval result.*overwrite=True") as info:
        check_output_path(target, overwrite=False)
    one_line(info)
    assert check_output_path(target, overwrite=True) is None
    assert target.read_text() == content  # checking never touches the file


def test_an_existing_result_is_returned_parsed(tmp_path):
    target = tmp_path / "r.json"
    target.write_text(json.dumps(RESULT))
    assert check_output_path(target, overwrite=False) == RESULT


def test_a_custom_result_test(tmp_path):
    target = tmp_path / "published.json"
    target.write_text('{"item_results": {}}')
    assert check_output_path(target, overwrite=False, is_result=lambda d: "item_results" in d) == {"item_results": {}}


# -------------------------------------------------------------- permissions


@pytest.fixture
def umask():
    previous = os.umask(0o022)
    os.umask(previous)

    def set_mask(mask):
        os.umask(mask)

    yield set_mask
    os.umask(previous)


@pytest.mark.parametrize("writer", ["atomic", "streaming"])
@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_new_results_respect_the_umask(tmp_path, umask, writer, mask, mode):
    umask(mask)
    target = tmp_path / "r.json"
    if writer == "atomic":
        write_json_atomic(target, RESULT)
    else:
        write_result_streaming(target, RESULT)
    assert stat.S_IMODE(target.stat().st_mode) == mode


def test_a_replaced_result_keeps_its_mode(tmp_path, umask):
    umask(0o022)
    target = tmp_path / "r.json"
    write_json_atomic(target, RESULT)
    target.chmod(0o640)
    write_json_atomic(target, RESULT)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


# --------------------------------------------------------------------- lock


def test_a_second_holder_is_refused_with_the_pid(tmp_path):
    out = tmp_path / "r.json"
    with hold_output_lock(out) as lock:
        assert lock.path == lock_path(out) == tmp_path / ".r.json.comproeval.lock"
        assert lock.path.read_text().strip() == f"comproeval run lock, pid {os.getpid()}"
        with pytest.raises(LockError, match=f"PID {os.getpid()}") as info:
            with hold_output_lock(out):
                pass
        assert isinstance(info.value, InputError)
        one_line(info)
    assert not lock_path(out).exists()
    with hold_output_lock(out):  # released
        pass


def test_other_outputs_are_not_blocked(tmp_path):
    with hold_output_lock(tmp_path / "a.json"), hold_output_lock(tmp_path / "b.json"):
        pass


HOLDER = textwrap.dedent(
    """
    import sys, time
    from comproeval.files.storage import hold_output_lock
    with hold_output_lock(sys.argv[1]):
        print("held", flush=True)
        time.sleep(60)
    """
)


def test_a_lock_held_by_another_process_names_it_and_dies_with_it(tmp_path):
    out = tmp_path / "r.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(out)], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout.readline().strip() == "held"
        with pytest.raises(LockError, match=f"PID {proc.pid}"):
            with hold_output_lock(out):
                pass
        proc.kill()  # SIGKILL: no cleanup code runs, the kernel drops the flock
        proc.wait(timeout=30)
        with hold_output_lock(out) as lock:
            assert lock.path.read_text().strip() == f"comproeval run lock, pid {os.getpid()}"
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()


# --------------------------------------------------------------- temp files


def test_stale_temp_files_are_removed_when_the_lock_is_taken(tmp_path):
    out = tmp_path / "r.json"
    stale = tmp_path / ".r.json.comproeval-4242-k3j2l1.tmp"
    stale.write_text("half a result")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    other = tmp_path / ".other.json.comproeval-4242-abc.tmp"
    other.write_text("not ours")
    os.utime(other, (old, old))
    with hold_output_lock(out):
        assert not stale.exists()
        assert other.exists()


def test_temp_files_newer_than_the_lock_are_kept(tmp_path):
    out = tmp_path / "r.json"
    fresh = tmp_path / ".r.json.comproeval-4242-inflight.tmp"
    fresh.write_text("being written")
    assert remove_stale_temp_files(out, older_than=time.time() - 60) == []
    assert fresh.exists()
    assert remove_stale_temp_files(out) == [fresh]


def test_names_with_glob_characters_are_matched_literally(tmp_path):
    out = tmp_path / "r[1].json"
    stale = tmp_path / ".r[1].json.comproeval-1-x.tmp"
    stale.write_text("")
    decoy = tmp_path / ".r1.json.comproeval-1-x.tmp"
    decoy.write_text("")
    assert remove_stale_temp_files(out) == [stale]
    assert decoy.exists()
