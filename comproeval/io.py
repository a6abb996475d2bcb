"""Reading inputs and writing results: the only module that touches files.

Input errors become `InputError` with the file, DOI and field named, so the CLI
can print one line instead of a traceback. Everything written is strict JSON
(no NaN/Infinity) in valid UTF-8, replaced atomically, with the permissions
the umask allows. Progress of a long run goes to an append-only journal
(`ResultJournal`), so durable progress costs O(1) per finished item instead of
a rewrite of the whole result file.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import hashlib
import json
import math
import os
import stat
import sys
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from pydantic import ValidationError

from .schema import ExtractionItem

try:  # POSIX only; elsewhere runs are simply not locked
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

# Real inputs nest about 6 levels deep; anything past this is an attack or a bug,
# and would crash the JSON encoder or the judges with RecursionError later.
MAX_NESTING = 100
# Integers longer than this may not fit in a float (and Python refuses to
# parse more than 4,300 digits at all).
MAX_INT_DIGITS = 308
JOURNAL_SUFFIX = ".journal"
JOURNAL_FORMAT = 1


class InputError(ValueError):
    """An input file that cannot be evaluated; the message says where and why."""


class LockError(InputError):
    """Another run is writing the same output file."""


class JournalError(InputError):
    """A progress journal that cannot be continued (other settings, or damaged)."""


class DuplicateKeyWarning(UserWarning):
    """A JSON object named the same key twice; the last value is used, as JSON parsers do."""


# ------------------------------------------------------------------ helpers


def show(text: Any, limit: int = 120) -> str:
    """A name made safe for a one-line message: control characters and lone surrogates escaped, long text cut."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit] + "..."
    if text.isprintable() and not _has_surrogate(text):
        return text
    return repr(text)[1:-1]


def _has_surrogate(text: str) -> bool:
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def dumps(data: Any, *, indent: int | None = None, compact: bool = False) -> str:
    """Strict JSON text: NaN and Infinity are refused, lone surrogates written as escapes.

    Readable UTF-8 is preferred; only text that cannot be encoded (lone
    surrogates, which the input checks refuse anyway) falls back to \\u escapes,
    so writing never raises UnicodeEncodeError.
    """
    separators = (",", ":") if compact else None
    text = json.dumps(data, indent=indent, ensure_ascii=False, allow_nan=False, separators=separators)
    if _has_surrogate(text):
        text = json.dumps(data, indent=indent, ensure_ascii=True, allow_nan=False, separators=separators)
    return text


# ------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class _BadNumber:
    """Stands in for NaN, ±Infinity or an overflowing number until its location is known."""

    text: str


def _parse_constant(text: str) -> _BadNumber:
    return _BadNumber(text)


def _parse_float(text: str) -> float | _BadNumber:
    value = float(text)
    return value if math.isfinite(value) else _BadNumber(text)


def _parse_int(text: str) -> int | _BadNumber:
    """Integers too large for a float would overflow wherever a value is compared."""
    digits = text.lstrip("-")
    if len(digits) > MAX_INT_DIGITS + 1 or (len(digits) > MAX_INT_DIGITS and abs(int(text)) > sys.float_info.max):
        return _BadNumber(f"{text[:12]}... ({len(digits)} digits)")
    return int(text)


class _Duplicates:
    """Collects objects that named a key twice, by identity, to report them with their location."""

    def __init__(self) -> None:
        self.found: dict[int, list[str]] = {}

    def hook(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            dupes = []
            for key, _ in pairs:
                if key in seen and key not in dupes:
                    dupes.append(key)
                seen.add(key)
            self.found[id(obj)] = dupes
        return obj


def _decode(raw: bytes, path: Path) -> str:
    """UTF-8 (a byte-order mark is allowed), or UTF-16/32 announced by their byte-order mark."""
    boms = ((b"\xff\xfe\x00\x00", "utf-32"), (b"\x00\x00\xfe\xff", "utf-32"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))
    encoding = next((name for bom, name in boms if raw.startswith(bom)), "utf-8-sig")
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        name = "UTF-8" if encoding == "utf-8-sig" else encoding.upper()
        raise InputError(f"{show(path)}: not {name} text ({exc.reason} at byte {exc.start})") from None


def _where(trail: tuple[Any, ...], doi_keyed: bool) -> str:
    if doi_keyed and trail:
        doi, rest = trail[0], trail[1:]
        located = f"DOI {show(doi)}"
        return located + (f": field {'.'.join(show(p) for p in rest)}" if rest else "")
    return "at " + (".".join(show(p) for p in trail) if trail else "top level")


def check_tree(data: Any, source: str, *, doi_keyed: bool = False, duplicates: _Duplicates | None = None) -> None:
    """Refuse what parsed but cannot be evaluated or written back as strict JSON.

    Non-finite or overflowing numbers, lone surrogates (in keys or values) and
    nesting deeper than MAX_NESTING raise `InputError` naming the file and the
    location (DOI and field for item files); duplicate keys warn
    (`DuplicateKeyWarning`) and keep the last value. Iterative, so a deep tree
    cannot exhaust the stack.
    """
    stack: list[tuple[Any, tuple[Any, ...], int]] = [(data, (), 0)]
    dupes: list[str] = []
    while stack:
        value, trail, depth = stack.pop()
        if depth > MAX_NESTING:
            raise InputError(f"{source}: {_where(trail[:8], doi_keyed)}...: nested more than {MAX_NESTING} levels deep")
        if isinstance(value, _BadNumber) or (isinstance(value, float) and not math.isfinite(value)):
            text = value.text if isinstance(value, _BadNumber) else repr(value)
            raise InputError(f"{source}: {_where(trail, doi_keyed)}: {text} is not a finite number")
        if isinstance(value, str):
            if _has_surrogate(value):
                raise InputError(f"{source}: {_where(trail, doi_keyed)}: text contains a lone surrogate (invalid Unicode): {show(value, 40)}")
        elif isinstance(value, Mapping):
            if duplicates is not None and id(value) in duplicates.found:
                keys = ", ".join(repr(show(k, 40)) for k in duplicates.found[id(value)][:3])
                dupes.append(f"{_where(trail, doi_keyed)}: duplicate key {keys}")
            children = []
            for key, child in value.items():
                if isinstance(key, str) and _has_surrogate(key):
                    what = "DOI" if doi_keyed and not trail else "key"
                    raise InputError(f"{source}: {_where(trail, doi_keyed)}: {what} {show(key, 40)} contains a lone surrogate (invalid Unicode)")
                children.append((child, trail + (key,), depth + 1))
            stack.extend(reversed(children))
        elif isinstance(value, (list, tuple)):
            stack.extend(reversed([(child, trail + (i,), depth + 1) for i, child in enumerate(value)]))
    if dupes:
        more = f" (and {len(dupes) - 3} more)" if len(dupes) > 3 else ""
        warnings.warn(
            f"{source}: {'; '.join(dupes[:3])}{more}: the last value of each is used", DuplicateKeyWarning, stacklevel=3
        )


def _describe_location(loc: tuple[Any, ...]) -> str:
    return ".".join(show(part) for part in loc) or "(item)"


def validate_items(data: Any, source: str) -> dict[str, dict[str, Any]]:
    """Validate a DOI-keyed mapping of items into plain normalized dicts.

    Keys present in the source are kept (scoring counts a key that exists even
    when its value is null); `article_metadata` is dropped, as scoring ignores it.
    """
    if not isinstance(data, Mapping):
        raise InputError(f"{source}: the top level must be a JSON object keyed by DOI, got {type(data).__name__}")
    items: dict[str, dict[str, Any]] = {}
    for doi, raw in data.items():
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise InputError(f"{source}: DOI {show(doi)}: the item must be an object, got {type(raw).__name__}")
        try:
            item = ExtractionItem.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            got = show(repr(first.get("input")), 80)
            raise InputError(
                f"{source}: DOI {show(doi)}: field {_describe_location(first['loc'])}: {show(first['msg'], 200)} (got {got})"
            ) from None
        except RecursionError:
            raise InputError(f"{source}: DOI {show(doi)}: nested too deeply") from None
        items[str(doi)] = item.model_dump(exclude_unset=True, exclude={"article_metadata"})
    return items


def read_json(path: str | os.PathLike[str], *, doi_keyed: bool = False) -> Any:
    """Parse a JSON file strictly, turning every way it can be unusable into one-line `InputError`s.

    Accepts a UTF-8 byte-order mark (and UTF-16/32 with theirs). Refuses NaN,
    Infinity, numbers that overflow, lone surrogates and absurd nesting, naming
    where (DOI and field when `doi_keyed`); duplicate keys warn.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"{show(path)}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{show(path)}: is a directory, expected a JSON file") from None
    except OSError as exc:
        raise InputError(f"{show(path)}: cannot read: {exc.strerror or exc}") from None
    text = _decode(raw, path)
    duplicates = _Duplicates()
    try:
        data = json.loads(
            text,
            parse_constant=_parse_constant,
            parse_float=_parse_float,
            parse_int=_parse_int,
            object_pairs_hook=duplicates.hook,
        )
    except json.JSONDecodeError as exc:
        raise InputError(f"{show(path)}: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise InputError(f"{show(path)}: not usable JSON: nested more than {MAX_NESTING} levels deep") from None
    except ValueError as exc:  # e.g. a number Python refuses to convert
        raise InputError(f"{show(path)}: not usable JSON: {show(exc, 200)}") from None
    check_tree(data, show(path), doi_keyed=doi_keyed, duplicates=duplicates)
    return data


def load_items(source: str | os.PathLike[str] | Mapping[str, Any], role: str) -> dict[str, dict[str, Any]]:
    """Load a ground-truth or test file (or an already parsed mapping)."""
    if isinstance(source, Mapping):
        check_tree(source, f"{role} data", doi_keyed=True)
        return validate_items(source, f"{role} data")
    return validate_items(read_json(source, doi_keyed=True), show(source))


def fingerprint(*parts: Any) -> str:
    """A stable hash of JSON-serializable parts, used to tell whether settings changed."""
    blob = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


# ------------------------------------------------------------ output checks


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
    if path.is_dir():
        raise InputError(f"{show(path)}: is a directory, expected a file name")
    if os.path.lexists(path) and not path.is_file():
        raise InputError(f"{show(path)}: exists and is not a regular file; choose another output file")
    parent = path.parent
    folder = _nearest_existing(parent)
    if not folder.is_dir():
        raise InputError(f"{show(path)}: cannot create the output: {show(folder)} is not a directory")
    try:
        fd, probe = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise InputError(f"{show(path)}: cannot create a file in {show(folder)} ({reason})") from None
    os.close(fd)
    os.unlink(probe)
    if not path.exists() or overwrite:
        return None
    try:
        existing = read_json(path)
    except InputError as exc:
        raise InputError(f"{exc}; it is not a comproeval result: pass --overwrite (overwrite=True) to replace it") from None
    if not is_result(existing):
        raise InputError(
            f"{show(path)}: exists and is not a comproeval result; pass --overwrite (overwrite=True) to replace it, "
            "or choose another output file"
        )
    return existing


# --------------------------------------------------------------- run lock


def lock_path(output: str | os.PathLike[str]) -> Path:
    output = Path(output)
    return output.with_name(f".{output.name}.lock")


@dataclass
class OutputLock:
    """A held run lock: the lock file and when it was taken (older temp files are stale)."""

    path: Path
    acquired_at: float
    fd: int | None = field(default=None, repr=False)


def _holder_pid(path: Path) -> str:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return "unknown"
    return text if text.isdigit() else "unknown"


@contextlib.contextmanager
def hold_output_lock(output: str | os.PathLike[str], *, remove_stale: bool = True) -> Iterator[OutputLock]:
    """Hold an exclusive, non-blocking lock on `output` for a whole run.

    Locks the sibling `.<name>.lock` with flock (released by the kernel when
    the process dies, so a killed run never leaves a stale lock) and writes
    our PID into it; a second run on the same output gets `LockError` naming
    the holder's PID. With `remove_stale`, temporary files a killed writer
    left beside the output are removed once the lock is held.
    """
    output = Path(output)
    path = lock_path(output)
    if fcntl is None:  # pragma: no cover - no flock on this platform
        yield OutputLock(path, time.time())
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            if exc.errno not in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):
                raise InputError(f"{show(output)}: cannot lock the output: {exc.strerror or exc}") from None
            raise LockError(
                f"{show(output)} is being written by another comproeval run (PID {_holder_pid(path)}); "
                "wait for it to finish or choose another output file"
            ) from None
        # The previous holder may have removed the file between our open and our lock: retry on the new one.
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    lock = OutputLock(path, time.time(), fd)
    try:
        if remove_stale:
            remove_stale_temp_files(output, older_than=lock.acquired_at)
        yield lock
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)
        os.close(fd)  # closing releases the flock


def remove_stale_temp_files(output: str | os.PathLike[str], *, older_than: float | None = None) -> list[Path]:
    """Remove `.<name>.*.tmp` files beside `output` left by a killed writer; returns what was removed.

    Call it only while holding the output's lock (hold_output_lock does):
    then no other writer is running, and files modified before `older_than`
    (the lock's acquisition time) cannot be ours in flight.
    """
    output = Path(output)
    pattern = str(output.parent / f".{glob.escape(output.name)}.*.tmp")
    removed = []
    for name in glob.glob(pattern):
        candidate = Path(name)
        try:
            if older_than is not None and candidate.stat().st_mtime >= older_than:
                continue
            candidate.unlink()
            removed.append(candidate)
        except OSError:
            continue
    return removed


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


def _fsync_dir(folder: Path) -> None:
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
def _atomic_file(path: Path) -> Iterator[IO[str]]:
    """A text handle on a temporary sibling that replaces `path` only when the block succeeds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _new_file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
    _fsync_dir(path.parent)


def _replace_atomically(path: Path, text: str) -> None:
    with _atomic_file(path) as handle:
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
    with _atomic_file(Path(path)) as handle:
        _write_result(handle, result, _item_fragment)


class IncrementalResultWriter:
    """Rewrites a growing result file atomically, encoding each item result only once.

    Checkpointing after every finished item would otherwise re-encode every
    earlier item each time (quadratic in the run's length). Rewrites are
    still O(result size) each: pace them with `CheckpointSchedule`, and keep
    per-item durability in a `ResultJournal`.
    """

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path)
        self._fragments: dict[str, str] = {}

    def add(self, doi: str, item_result: Any) -> None:
        self._fragments[doi] = _item_fragment(doi, item_result)

    def write(self, result: Mapping[str, Any]) -> None:
        """Write `result`, whose `item_results` must hold only DOIs already added."""
        with _atomic_file(self.path) as handle:
            _write_result(handle, result, lambda doi, _item: self._fragments[doi])


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


# ----------------------------------------------------------------- journal


@dataclass(frozen=True)
class JournalEntry:
    """One finished item as the journal recorded it."""

    doi: str
    item_result: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    usage: dict[str, Any] = field(default_factory=dict)


def journal_path(output: str | os.PathLike[str]) -> Path:
    output = Path(output)
    return output.with_name(output.name + JOURNAL_SUFFIX)


class ResultJournal:
    """Append-only JSON-lines record of finished items, beside the output (`<output>.journal`).

    Line 1 is a header holding the run's settings fingerprint; each further
    line is one finished item `{"doi", "item_result", "notes", "usage"}`,
    flushed and fsynced before `append` returns. A run killed at any moment
    leaves every appended item durable (at worst a torn last line, which is
    ignored and cut off). `fold` writes the final result atomically and then
    removes the journal. Cost per item: one small append, O(1) in the run's size.
    """

    def __init__(self, output: str | os.PathLike[str], *, fsync: bool = True):
        self.output = Path(output)
        self.path = journal_path(self.output)
        self.fsync = fsync
        self._handle: IO[bytes] | None = None
        self._valid_length: int | None = None
        self._loaded_fingerprint: str | None = None

    # -- reading

    def load(self, fingerprint: str, *, overwrite: bool = False) -> dict[str, JournalEntry]:
        """Entries of a journal written with the same settings fingerprint, in order (a later DOI wins).

        Missing journal, or `overwrite`: {}. A journal of other settings, or
        one damaged before its last line, raises `JournalError` (one line),
        like a result file of other settings does. A torn last line (the run
        was killed mid-append) is ignored.
        """
        self._valid_length, self._loaded_fingerprint = None, None
        if overwrite or not self.path.exists():
            return {}
        entries: dict[str, JournalEntry] = {}
        offset = 0
        with open(self.path, "rb") as handle:
            header_line = handle.readline()
            if not header_line.endswith(b"\n"):
                return {}  # killed while creating it: nothing was recorded
            header = self._parse_line(header_line)
            if not isinstance(header, dict) or header.get("comproeval_journal") != JOURNAL_FORMAT:
                raise JournalError(
                    f"{show(self.path)}: not a comproeval progress journal; remove it or pass --overwrite (overwrite=True)"
                )
            if header.get("settings_fingerprint") != fingerprint:
                raise JournalError(
                    f"{show(self.path)}: progress of a run with different settings or inputs; pass --overwrite "
                    "(overwrite=True) to start over, or choose another output file"
                )
            offset = len(header_line)
            number = 1
            for line in handle:
                number += 1
                entry = self._parse_line(line) if line.endswith(b"\n") else None
                valid = isinstance(entry, dict) and isinstance(entry.get("doi"), str) and isinstance(entry.get("item_result"), dict)
                if not valid:
                    if handle.read(1):  # not the last line: damage a kill cannot cause
                        raise JournalError(
                            f"{show(self.path)}: line {number} is damaged; pass --overwrite (overwrite=True) to start over"
                        )
                    break  # a torn last line from a killed append
                entries[entry["doi"]] = JournalEntry(
                    entry["doi"], entry["item_result"], list(entry.get("notes") or []), dict(entry.get("usage") or {})
                )
                offset += len(line)
        self._valid_length, self._loaded_fingerprint = offset, fingerprint
        return entries

    @staticmethod
    def _parse_line(line: bytes) -> Any:
        try:
            return json.loads(line.decode("utf-8"), parse_constant=_parse_constant)
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None

    # -- writing

    def open(self, fingerprint: str, *, resume: bool = True, overwrite: bool = False) -> dict[str, JournalEntry]:
        """Start appending; returns the entries carried over from an interrupted run.

        `resume` keeps a journal of the same settings (its torn tail cut off);
        otherwise, or with `overwrite`, a new journal replaces it. A journal of
        other settings raises `JournalError` unless `overwrite` (or not
        `resume`: the user asked to judge everything again).
        """
        self.close()
        entries = self.load(fingerprint, overwrite=overwrite or not resume)
        if self._valid_length is not None and self._loaded_fingerprint == fingerprint:
            handle = open(self.path, "r+b")
            handle.truncate(self._valid_length)
            handle.seek(self._valid_length)
            self._handle = handle
            return entries
        header = {
            "comproeval_journal": JOURNAL_FORMAT,
            "settings_fingerprint": fingerprint,
            "output": self.output.name,
            "pid": os.getpid(),
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        }
        with _atomic_file(self.path) as text:  # never a journal without its header
            text.write(dumps(header, compact=True) + "\n")
        self._handle = open(self.path, "ab")
        return {}

    def append(
        self, doi: str, item_result: Mapping[str, Any], *, notes: Iterable[str] = (), usage: Mapping[str, Any] | None = None
    ) -> int:
        """Record one finished item durably; returns the bytes written."""
        if self._handle is None:
            raise RuntimeError("ResultJournal.append before open()")
        line = dumps({"doi": doi, "item_result": item_result, "notes": list(notes), "usage": dict(usage or {})}, compact=True)
        data = (line + "\n").encode("utf-8")
        self._handle.write(data)
        self._handle.flush()
        if self.fsync:
            os.fsync(self._handle.fileno())
        return len(data)

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    def discard(self) -> None:
        """Close and remove the journal (its items are in a final result now, or unwanted)."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        _fsync_dir(self.path.parent)

    def fold(self, result: Mapping[str, Any], writer: IncrementalResultWriter | None = None) -> None:
        """Write the final `result` atomically (streamed item by item), then remove the journal.

        In that order, so a kill in between leaves a complete result and a
        journal that merely repeats it. `writer` reuses already encoded items.
        """
        if writer is not None:
            writer.write(result)
        else:
            write_result_streaming(self.output, result)
        self.discard()

    def __enter__(self) -> "ResultJournal":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
