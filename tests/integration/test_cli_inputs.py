"""Tracebacks and hangs (issue 17.4): a device or a FIFO as input, and a full disk, end in one error line, in time,
with no partial result presented as whole."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.integration.cli_runner import cli, example_files, many_items

BOUND = 60.0  # seconds: far more than any of these needs, far less than "hangs"


def _one_error(run, code: int = 2) -> str:
    assert run.returncode == code, run.stderr
    assert len(run.error_lines) == 1 and not run.stray_lines, run.stderr
    return run.error_lines[0]


def test_dev_zero_as_input_is_refused_not_read_into_memory(tmp_path):
    example_files(tmp_path)
    error = _one_error(cli("evaluate", "gt.json", "/dev/zero", "-o", "out.json", "-q", cwd=tmp_path, timeout=BOUND))
    assert "/dev/zero" in error and "not a regular file" in error
    assert not (tmp_path / "out.json").exists()


def test_a_fifo_as_input_is_refused_without_waiting_for_a_writer(tmp_path):
    example_files(tmp_path)
    os.mkfifo(tmp_path / "pipe.json")
    error = _one_error(cli("evaluate", "pipe.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path, timeout=BOUND))
    assert "pipe.json" in error and "FIFO" in error


def test_a_fifo_as_the_result_to_rescore_is_refused(tmp_path):
    os.mkfifo(tmp_path / "result.json")
    error = _one_error(cli("rescore", "result.json", "-o", "out.json", "-q", cwd=tmp_path, timeout=BOUND))
    assert "FIFO" in error


def test_an_input_over_the_size_cap_is_refused_in_one_line(tmp_path):
    from comproeval.files.inputs import InputError, read_input_bytes

    big = tmp_path / "big.json"
    big.write_bytes(b"{}" + b" " * 100)
    with pytest.raises(InputError, match="larger than the 50 bytes"):
        read_input_bytes(big, limit=50)
    assert read_input_bytes(big, limit=200) == big.read_bytes()


# After the first two fsyncs (the journal's header and its folder) every fsync of the run fails as on a full disk.
FULL_DISK_AFTER_START = """
import errno, os
_calls = [0]
_real_fsync = os.fsync
def _full(fd):
    _calls[0] += 1
    if _calls[0] > 2:
        raise OSError(errno.ENOSPC, "No space left on device")
    return _real_fsync(fd)
os.fsync = _full
"""


def test_a_disk_full_midway_is_one_error_line_exit_1_and_a_resumable_partial(tmp_path):
    many_items(tmp_path, 6)
    run = cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path, prelude=FULL_DISK_AFTER_START, timeout=BOUND)
    error = _one_error(run, code=1)
    assert "No space left on device" in error and "rerun" in error
    out = tmp_path / "out.json"
    if out.exists():  # whatever was written is marked as what it is
        assert json.loads(out.read_text())["run_info"]["status"] == "partial"
    again = cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path, timeout=BOUND)
    assert again.returncode == 0, again.stderr
    result = json.loads(out.read_text())
    assert result["run_info"]["status"] == "complete" and len(result["item_results"]) == 6
    assert not list(tmp_path.glob(".*.tmp")) and not list(tmp_path.glob("*.journal"))


def test_a_disk_full_when_rescoring_is_one_error_line_and_no_output(tmp_path):
    example_files(tmp_path)
    assert cli("evaluate", "gt.json", "test.json", "-o", "result.json", "-q", cwd=tmp_path).returncode == 0
    prelude = "import errno, os\ndef _full(fd):\n    raise OSError(errno.ENOSPC, 'No space left on device')\nos.fsync = _full\n"
    error = _one_error(cli("rescore", "result.json", "-o", "out.json", "-q", cwd=tmp_path, prelude=prelude))
    assert "No space left on device" in error
    assert not (tmp_path / "out.json").exists() and not list(tmp_path.glob(".*.tmp"))


def _mount_tiny_tmpfs(folder: Path) -> bool:
    if os.geteuid() != 0 or not shutil.which("mount"):
        return False
    folder.mkdir()
    return subprocess.run(["mount", "-t", "tmpfs", "-o", "size=48k", "tmpfs", str(folder)], capture_output=True).returncode == 0


def test_a_really_full_disk_is_one_error_line(tmp_path):
    disk = tmp_path / "disk"
    if not _mount_tiny_tmpfs(disk):
        pytest.skip("cannot mount a tiny tmpfs here (needs root and mount); the fault-injection tests cover it")
    try:
        many_items(tmp_path, 60)  # a result of about 150 kB: more than the 48 kB disk holds
        run = cli("evaluate", "gt.json", "test.json", "-o", str(disk / "out.json"), "-q", cwd=tmp_path, timeout=BOUND)
        error = _one_error(run, code=1)
        assert "No space left on device" in error
        out = disk / "out.json"
        if out.exists():
            assert json.loads(out.read_text())["run_info"]["status"] == "partial"
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)
