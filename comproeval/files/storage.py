"""Writing results and keeping progress (with `comproeval.files.lock`, the only modules that write beside outputs).

Everything written is strict JSON (no NaN/Infinity) in valid UTF-8, replaced
atomically, with the permissions the umask allows. Every write of a result
holds its output's run lock. Checkpoints of the partial result are paced (`CheckpointSchedule`);
per-item durability is the journal's (`comproeval.run.journal`).
"""

from __future__ import annotations

import contextlib
import math
import os
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from .inputs import InputError, dumps, show
from .items import read_json
from .lock import (  # noqa: F401 - the lock's names are part of storage's interface
    MARKER,
    NAME_MAX_BYTES,
    OutputLock,
    hold_output_lock,
    lock_path,
    probe_output_lock,
    remove_stale_temp_files,
    sibling_name,
    temp_prefix,
    writing_lock,
)


def is_comproeval_result(data: Any) -> bool:
    """A result comproeval wrote: an object with `item_results` and `run_info.settings_fingerprint`."""
    return (
        isinstance(data, Mapping)
        and isinstance(data.get("item_results"), Mapping)
        and isinstance(data.get("run_info"), Mapping)
        and "settings_fingerprint" in data["run_info"]
    )


def _nearest_existing(path: Path) -> Path:
    for candidate in (path, *path.parents):
        if os.path.lexists(candidate):
            return candidate
    return Path(".")


def check_output_path(
    path: str | os.PathLike[str],
    *,
    overwrite: bool,
    is_result: Callable[[Any], bool] | None = None,
) -> Any | None:
    """Refuse, before any work, an output that cannot be written or must not be replaced.

    Raises `InputError` (one line) when the path is a directory or another
    non-regular file, when its folder cannot hold it (a file in the way, or
    no permission: probed by creating and removing a temporary file, since
    access() lies for root and for /proc), or when an existing file is not a
    comproeval result (`is_result`, default `is_comproeval_result`) and
    `overwrite` is False. Returns the existing result, parsed, so a resume
    need not read it twice; None when there is none (or it will be replaced).
    """
    path = Path(path)
    is_result = is_result or is_comproeval_result
    if path.name in ("", ".", ".."):
        raise InputError(f"{show(path)}: is a directory, expected a file name")
    longest = max((len(os.fsencode(part)) for part in path.parts), default=0)
    if longest > NAME_MAX_BYTES:
        raise InputError(f"{show(path)}: a file or folder name of {longest} bytes is too long (at most {NAME_MAX_BYTES})")
    try:
        if path.is_dir():
            raise InputError(f"{show(path)}: is a directory, expected a file name")
        if os.path.lexists(path) and not path.is_file():
            raise InputError(f"{show(path)}: exists and is not a regular file; choose another output file")
        folder = _nearest_existing(path.parent)
        if not folder.is_dir():
            raise InputError(f"{show(path)}: cannot create the output: {show(folder)} is not a directory")
    except OSError as exc:  # a path too long as a whole, a loop of symlinks
        raise InputError(f"{show(path)}: cannot be used as the output: {exc.strerror or exc}") from None
    try:
        fd, probe = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=folder)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise InputError(f"{show(path)}: cannot create a file in {show(folder)} ({reason})") from None
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(probe)
    probe_output_lock(path)
    if not path.exists() or overwrite:
        return None
    try:
        existing = read_json(path)
    except InputError as exc:
        raise InputError(f"{exc}; it is not a comproeval result: pass overwrite=True to replace it") from None
    if not is_result(existing):
        raise InputError(f"{show(path)}: exists and is not a comproeval result; pass overwrite=True to replace it, or choose another output file")
    return existing


# ------------------------------------------------------------------ writing


_umask_lock = threading.Lock()


def current_umask() -> int:
    """The process umask, read without changing it where /proc allows (changing it races other threads)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _umask_lock:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def _new_file_mode(path: Path) -> int:
    """Keep the mode of the file being replaced; a new file gets 0666 minus the umask, like any editor's."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def fsync_dir(folder: Path) -> None:
    """Make a rename or unlink durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_file(path: Path) -> Iterator[IO[str]]:
    """A text handle on a temporary sibling that replaces `path` only when the block succeeds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _new_file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n", buffering=1 << 20) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


@contextlib.contextmanager
def _result_file(path: Path) -> Iterator[IO[str]]:
    """`atomic_file` under the output's run lock: a result is never replaced under a running evaluation."""
    with writing_lock(path), atomic_file(path) as handle:
        yield handle


def _replace_atomically(path: Path, text: str) -> None:
    with _result_file(path) as handle:
        handle.write(text)


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write strict JSON via a temporary file and rename, so readers never see half a file."""
    _replace_atomically(Path(path), dumps(data, indent=2) + "\n")


def _indented(text: str, prefix: str) -> str:
    return text.replace("\n", "\n" + prefix)


def _write_result(handle: IO[str], result: Mapping[str, Any], item_fragment: Callable[[str, Any], str]) -> None:
    """The text of json.dumps(result, indent=2), written key by key and item by item."""
    handle.write("{")
    first = True
    for key, value in result.items():
        handle.write(("\n" if first else ",\n") + f"  {dumps(key)}: ")
        first = False
        if key == "item_results" and isinstance(value, Mapping) and value:
            handle.write("{")
            for index, (doi, item) in enumerate(value.items()):
                handle.write(("\n" if index == 0 else ",\n") + item_fragment(doi, item))
            handle.write("\n  }")
        else:
            handle.write(_indented(dumps(value, indent=2), "  "))
    handle.write("\n}\n" if not first else "}\n")


def _item_fragment(doi: str, item_result: Any) -> str:
    return f"    {dumps(doi)}: " + _indented(dumps(item_result, indent=2), "    ")


def write_result_streaming(path: str | os.PathLike[str], result: Mapping[str, Any]) -> None:
    """Write a result atomically, encoding one item at a time (memory stays proportional to the result).

    The bytes equal `json.dumps(result, indent=2, ensure_ascii=False) + "\\n"`
    (strict: NaN and Infinity raise ValueError).
    """
    with _result_file(Path(path)) as handle:
        _write_result(handle, result, _item_fragment)


class CheckpointSchedule:
    """When to rewrite the partial result file, so that checkpoints keep it valid at a bounded cost.

    A rewrite costs O(result size), so rewriting after every item makes a run
    quadratic (2,000 items: 17 GB). A checkpoint is due only when (1) the
    result has grown by `min_growth` since the last one, (2) `min_interval`
    seconds have passed, and (3) writing would not take more than `max_share`
    of the run's time. (1) bounds the bytes of all checkpoints together to
    (1 + 1/min_growth) x the final size (3x by default) however long the run;
    the first finished item is written at once. Every item is durable in the
    `ResultJournal` anyway; the partial file is the readable view.
    """

    def __init__(
        self,
        min_interval: float = 5.0,
        min_growth: float = 0.5,
        max_share: float = 0.05,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.min_interval = min_interval
        self.min_growth = min_growth
        self.max_share = max_share
        self.clock = clock
        self._last_end: float | None = None
        self._last_cost = 0.0
        self._last_completed = 0

    def due(self, completed: int) -> bool:
        """Whether to write a checkpoint now that `completed` items are finished."""
        if completed <= self._last_completed:
            return False
        if self._last_end is None:
            return True
        if completed < self._last_completed * (1 + self.min_growth):
            return False
        wait = max(self.min_interval, self._last_cost / self.max_share if self.max_share > 0 else math.inf)
        return self.clock() - self._last_end >= wait

    @contextlib.contextmanager
    def writing(self, completed: int) -> Iterator[None]:
        """Wrap a checkpoint write of `completed` items: its size and duration pace the next one."""
        started = self.clock()
        try:
            yield
        finally:
            self._last_end = self.clock()
            self._last_cost = self._last_end - started
            self._last_completed = completed
