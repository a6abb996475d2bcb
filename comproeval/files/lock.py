"""The run lock of an output file, and the names of the files comproeval makes beside it.

Every writer of a result holds the output's lock (`hold_output_lock` for a
whole run, `writing_lock` for one write), so `rescore -o OUT` cannot replace
a file an `evaluate` run is writing. Files made beside an output carry the
`comproeval` marker (and the writer's PID), and the lock file a signature: a
user's own `.OUT.lock` or `.OUT.backup.tmp` is never taken for ours, changed
or removed.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import hashlib
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .inputs import InputError, LockError, show

try:  # POSIX only; elsewhere runs are simply not locked
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

NAME_MAX_BYTES = 255

# Files comproeval makes beside an output carry this marker, so no name a user picks is taken for one of ours.
MARKER = "comproeval"
LOCK_SIGNATURE = b"comproeval run lock, pid "


def sibling_name(output: str | os.PathLike[str], suffix: str, *, hidden: bool = False) -> Path:
    """`output` + `suffix` beside it (`.name` first when `hidden`), shortened with a hash if too long for a file name."""
    output = Path(output)
    name = output.name
    dot = "." if hidden else ""
    if len(os.fsencode(dot + name + suffix)) + 24 > NAME_MAX_BYTES:  # room for mkstemp's pid and random part
        digest = hashlib.sha256(os.fsencode(name)).hexdigest()[:12]
        name = os.fsdecode(os.fsencode(name)[:120]) + "~" + digest
    return output.with_name(dot + name + suffix)


def lock_path(output: str | os.PathLike[str]) -> Path:
    return sibling_name(output, f".{MARKER}.lock", hidden=True)


def temp_prefix(path: str | os.PathLike[str]) -> str:
    """The name start of our temporary files beside `path`: marked, with our PID (mkstemp adds a random part)."""
    return sibling_name(path, f".{MARKER}-{os.getpid()}-", hidden=True).name


@dataclass
class OutputLock:
    """A held run lock: the lock file and when it was taken (older temp files are stale)."""

    path: Path
    acquired_at: float
    fd: int | None = field(default=None, repr=False)


# Outputs whose lock this process holds (flock conflicts between two descriptors of one process too).
_held: dict[str, int] = {}
_held_guard = threading.Lock()


def _key(output: Path) -> str:
    return os.path.join(os.path.realpath(output.parent), output.name)


def _holder_pid(path: Path) -> str:
    try:
        text = path.read_bytes()[:200]
    except OSError:
        return "unknown"
    pid = text[len(LOCK_SIGNATURE) :].strip() if text.startswith(LOCK_SIGNATURE) else b""
    return pid.decode("ascii") if pid.isdigit() else "unknown"


def _open_lock_file(path: Path, output: Path) -> tuple[int, bool]:
    """(descriptor, created by us); an existing file that is not a comproeval lock is refused, never changed."""
    flags = os.O_RDWR | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    while True:
        try:
            return os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o666), True
        except FileExistsError:
            pass
        try:
            return os.open(path, flags), False
        except FileNotFoundError:
            continue  # its holder removed it meanwhile
        except OSError:  # a symlink or a folder in its place
            raise InputError(f"{show(path)}: exists and is not a comproeval lock file; remove or rename it to write {show(output)}") from None


def _refuse_foreign(fd: int, path: Path, output: Path) -> None:
    head = os.pread(fd, len(LOCK_SIGNATURE), 0)
    if head and head != LOCK_SIGNATURE:
        os.close(fd)
        raise InputError(f"{show(path)}: exists and is not a comproeval lock file; remove or rename it to write {show(output)}")


def _locked_by_other(output: Path, path: Path, fd: int) -> None:
    os.close(fd)
    raise LockError(
        f"{show(output)} is being written by another comproeval run (PID {_holder_pid(path)}); wait for it to finish or choose another output file"
    )


@contextlib.contextmanager
def hold_output_lock(output: str | os.PathLike[str], *, remove_stale: bool = True) -> Iterator[OutputLock]:
    """Hold an exclusive, non-blocking lock on `output` for a whole run (every writer of `output` takes it).

    Locks the sibling `.<name>.comproeval.lock` with flock (released by the
    kernel when the process dies, so a killed run never leaves a stale lock)
    and writes a signature and our PID into it; a second run on the same output gets
    `LockError` naming the holder's PID. A file of that name that does not
    carry the signature is the user's: refused, never changed. With
    `remove_stale`, temporary files a killed comproeval writer left beside
    the output (marked with `MARKER`) are removed once the lock is held.
    """
    output = Path(output)
    path = lock_path(output)
    if fcntl is None:  # pragma: no cover - no flock on this platform
        yield OutputLock(path, time.time())
        return
    key = _key(output) if output.parent.exists() else None
    if key is not None and key in _held:
        raise LockError(f"{show(output)} is being written by this process (PID {os.getpid()}) already; choose another output file")
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd, created = _open_lock_file(path, output)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):
                os.close(fd)
                raise InputError(f"{show(output)}: cannot lock the output: {exc.strerror or exc}") from None
            _locked_by_other(output, path, fd)
        # The previous holder may have removed the file between our open and our lock: retry on the new one.
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)
    if not created:
        _refuse_foreign(fd, path, output)
    os.ftruncate(fd, 0)
    os.pwrite(fd, LOCK_SIGNATURE + f"{os.getpid()}\n".encode("ascii"), 0)
    lock = OutputLock(path, time.time(), fd)
    key = _key(output)
    with _held_guard:
        _held[key] = fd
    try:
        if remove_stale:
            remove_stale_temp_files(output, older_than=lock.acquired_at)
        yield lock
    finally:
        with _held_guard:
            _held.pop(key, None)
        with contextlib.suppress(OSError):
            if os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False)):
                os.unlink(path)  # still our lock file: nothing else was put in its place
        os.close(fd)  # closing releases the flock


def probe_output_lock(output: str | os.PathLike[str]) -> None:
    """Raise `LockError` at once when another process holds the run lock of `output` (a check before any work)."""
    output = Path(output)
    path = lock_path(output)
    if fcntl is None or _key(output) in _held:
        return
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return  # no lock file: nobody holds it (hold_output_lock refuses a foreign one later)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):
            _locked_by_other(output, path, fd)
    os.close(fd)  # releases our shared probe


@contextlib.contextmanager
def writing_lock(path: Path) -> Iterator[None]:
    """Every write of a result holds its output's run lock: the run's own, or one taken for this write."""
    if fcntl is None or _key(path) in _held:
        yield
        return
    with hold_output_lock(path, remove_stale=False):
        yield


def _our_temp_files(output: Path) -> list[Path]:
    """Temporary files comproeval writers make beside `output` and its journal: `.<name>.comproeval-<pid>-*.tmp`."""
    found = []
    for target in (output, output.with_name(output.name + ".journal")):
        start = sibling_name(target, f".{MARKER}-", hidden=True).name
        pattern = str(output.parent / (glob.escape(start) + "*.tmp"))
        found += [Path(name) for name in glob.glob(pattern)]
    return found


def remove_stale_temp_files(output: str | os.PathLike[str], *, older_than: float | None = None) -> list[Path]:
    """Remove our temporary files beside `output` left by a killed writer; returns what was removed.

    Only files carrying comproeval's marker are candidates (a user's
    `.<name>.backup.tmp` is never touched). Call it only while holding the
    output's lock (hold_output_lock does): then no other writer is running,
    and files modified before `older_than` (the lock's acquisition time)
    cannot be ours in flight.
    """
    output = Path(output)
    removed = []
    for candidate in _our_temp_files(output):
        try:
            if older_than is not None and candidate.stat().st_mtime >= older_than:
                continue
            candidate.unlink()
            removed.append(candidate)
        except OSError:
            continue
    return removed
