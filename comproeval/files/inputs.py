"""Reading inputs: strict JSON in (item files are read and validated by `items`; `comproeval.files.storage` writes
results).

Input errors become `InputError` with the file, DOI and field named, so the CLI
can print one line instead of a traceback.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import stat
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..messages import json_error
from ..notices import notify

# Real inputs nest about 6 levels deep; anything past this is an attack or a bug,
# and would crash the JSON encoder or the judges with RecursionError later.
MAX_NESTING = 100
# Integers longer than this may not fit in a float (and Python refuses to
# parse more than 4,300 digits at all).
MAX_INT_DIGITS = 308
# The largest input file read (a 100-paper ground truth is about 0.25 MB); past it, parsing alone would need
# tens of gigabytes of memory.
MAX_INPUT_BYTES = 1 << 30


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


def parse_constant(text: str) -> _BadNumber:
    """`json.loads`' parse_constant: NaN and ±Infinity read as a bad number, refused where it is found."""
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


def decode_input(raw: bytes, path: Path) -> str:
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
        notify(f"{source}: {'; '.join(dupes[:3])}{more}: the last value of each is used", DuplicateKeyWarning, stacklevel=3)


def read_input_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` (default MAX_INPUT_BYTES) bytes, else one-line `InputError`s.

    The file is opened without blocking and checked before reading, so a FIFO
    (which would wait for a writer forever) or a device such as /dev/zero
    (which never ends) is refused at once instead of hanging or exhausting memory.
    """
    limit = MAX_INPUT_BYTES if limit is None else limit
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise InputError(f"{show(path)}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{show(path)}: is a directory, expected a JSON file") from None
    except OSError as exc:
        raise InputError(f"{show(path)}: cannot read: {exc.strerror or exc}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        if stat.S_ISDIR(info.st_mode):
            raise InputError(f"{show(path)}: is a directory, expected a JSON file")
        kind = "a named pipe (FIFO)" if stat.S_ISFIFO(info.st_mode) else "a device or socket"
        raise InputError(f"{show(path)}: is {kind}, not a regular file; save the JSON to a file first")
    with os.fdopen(fd, "rb") as handle:
        if info.st_size > limit:
            raise InputError(f"{show(path)}: {info.st_size:,} bytes is larger than the {limit:,} bytes comproeval reads")
        try:
            raw = handle.read(limit + 1)
        except OSError as exc:
            raise InputError(f"{show(path)}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > limit:  # it grew while we read it
        raise InputError(f"{show(path)}: larger than the {limit:,} bytes comproeval reads")
    return raw


def read_json_values(path: Path, *, json_lines: bool = True) -> tuple[Any, list[int] | None, _Duplicates]:
    """A JSON file parsed strictly (or JSON Lines, by suffix or by content when `json_lines`): the data, the line of
    each record of JSON Lines, and the duplicate keys seen (for `check_tree`)."""
    text = decode_input(read_input_bytes(path), path)
    duplicates = _Duplicates()
    lines: list[int] | None = None
    try:
        if json_lines and path.suffix.lower() in JSON_LINES_SUFFIXES:
            data, lines = _json_lines(text, path, duplicates)
        else:
            data = _parse(text, duplicates)
    except json.JSONDecodeError as exc:
        if not (json_lines and exc.msg == "Extra data" and exc.lineno > 1):
            raise InputError(f"{show(path)}: not valid JSON: {json_error(exc)}") from None
        data, lines = _json_lines(text, path, duplicates)  # one JSON value per line: JSON Lines
    except RecursionError:
        raise InputError(f"{show(path)}: not usable JSON: nested more than {MAX_NESTING} levels deep") from None
    except ValueError as exc:  # e.g. a number Python refuses to convert
        raise InputError(f"{show(path)}: not usable JSON: {show(exc, 200)}") from None
    return data, lines, duplicates


JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")


def _parse(text: str, duplicates: _Duplicates) -> Any:
    return json.loads(text, parse_constant=parse_constant, parse_float=_parse_float, parse_int=_parse_int, object_pairs_hook=duplicates.hook)


def _json_lines(text: str, path: Path, duplicates: _Duplicates) -> tuple[list[Any], list[int]]:
    """JSON Lines: one record per non-blank line; a line that is not JSON is named."""
    records, numbers = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            records.append(_parse(line, duplicates))
        except json.JSONDecodeError as exc:
            raise InputError(f"{show(path)}: line {number}: not valid JSON: {exc.msg} at column {exc.colno}") from None
        except RecursionError:
            raise InputError(f"{show(path)}: line {number}: nested more than {MAX_NESTING} levels deep") from None
        numbers.append(number)
    return records, numbers


def fingerprint(*parts: Any) -> str:
    """A stable hash of JSON-serializable parts, used to tell whether settings changed."""
    blob = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


# ------------------------------------------------------------ output checks
