"""The progress journal of a run: every finished item appended at once, O(1) per item, durable across kills."""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..files.inputs import JournalError, dumps, parse_constant, show
from ..files.storage import atomic_file, fsync_dir, sibling_name, write_result_streaming

JOURNAL_SUFFIX = ".journal"
JOURNAL_FORMAT = 1


@dataclass(frozen=True)
class JournalEntry:
    """One finished item as the journal recorded it."""

    doi: str
    item_result: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    usage: dict[str, Any] = field(default_factory=dict)


def journal_path(output: str | os.PathLike[str]) -> Path:
    return sibling_name(output, JOURNAL_SUFFIX)


def _journal_header(line: bytes) -> dict[str, Any] | None:
    """The parsed header of a journal's first line, or None when the line is not one."""
    header = ResultJournal._parse_line(line) if line.endswith(b"\n") else None
    return header if isinstance(header, dict) and header.get("comproeval_journal") == JOURNAL_FORMAT else None


def refuse_foreign_journal(path: Path) -> None:
    """A file at the journal's place that comproeval did not write (nor began to) is the user's: never replaced."""
    try:
        with open(path, "rb") as handle:
            head = handle.readline(1 << 16)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise JournalError(f"{show(path)}: cannot read the progress journal: {exc.strerror or exc}") from None
    torn_header = not head.endswith(b"\n") and head.startswith(b'{"comproeval_journal":')
    if head and not torn_header and _journal_header(head) is None:
        raise JournalError(f"{show(path)}: exists and is not a comproeval progress journal; remove or rename it")


class ResultJournal:
    """Append-only JSON-lines record of finished items, beside the output (`<output>.journal`).

    Line 1 is a header holding the run's settings fingerprint; each further
    line is one finished item `{"doi", "item_result", "notes", "usage"}`,
    flushed and fsynced before `append` returns. A run killed at any moment
    leaves every appended item durable (at worst a torn last line, which is
    ignored and cut off). `fold` writes the final result atomically and then
    removes the journal. Cost per item: one small append, O(1) in the run's size.
    """

    def __init__(self, output: str | os.PathLike[str], *, fsync: bool = True, fsync_interval: float = 0.0):
        self.output = Path(output)
        self.path = journal_path(self.output)
        self.fsync = fsync
        # Each append is flushed to the OS at once (a killed process loses nothing); with an interval, the
        # fsync that also survives an OS crash runs at most that often, so one disk page is not rewritten per item.
        self.fsync_interval = fsync_interval
        self._last_sync = 0.0
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
            header = _journal_header(header_line)
            if header is None:
                raise JournalError(f"{show(self.path)}: exists and is not a comproeval progress journal; remove or rename it")
            if header.get("settings_fingerprint") != fingerprint:
                raise JournalError(
                    f"{show(self.path)}: progress of a run with different settings or inputs; pass overwrite=True "
                    "to start over, or choose another output file"
                )
            offset = len(header_line)
            number = 1
            for line in handle:
                number += 1
                entry = self._parse_line(line) if line.endswith(b"\n") else None
                valid = isinstance(entry, dict) and isinstance(entry.get("doi"), str) and isinstance(entry.get("item_result"), dict)
                if not valid:
                    if handle.read(1):  # not the last line: damage a kill cannot cause
                        raise JournalError(f"{show(self.path)}: line {number} is damaged; pass overwrite=True to start over")
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
            return json.loads(line.decode("utf-8"), parse_constant=parse_constant)
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
        refuse_foreign_journal(self.path)
        header = {
            "comproeval_journal": JOURNAL_FORMAT,
            "settings_fingerprint": fingerprint,
            "output": self.output.name,
            "pid": os.getpid(),
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        }
        with atomic_file(self.path) as text:  # never a journal without its header
            text.write(dumps(header, compact=True) + "\n")
        self._handle = open(self.path, "ab")
        return {}

    def append(self, doi: str, item_result: Mapping[str, Any], *, notes: Iterable[str] = (), usage: Mapping[str, Any] | None = None) -> int:
        """Record one finished item durably; returns the bytes written."""
        if self._handle is None:
            raise RuntimeError("ResultJournal.append before open()")
        line = dumps({"doi": doi, "item_result": item_result, "notes": list(notes), "usage": dict(usage or {})}, compact=True)
        data = (line + "\n").encode("utf-8")
        self._handle.write(data)
        self._handle.flush()
        if self.fsync and time.monotonic() - self._last_sync >= self.fsync_interval:
            os.fsync(self._handle.fileno())
            self._last_sync = time.monotonic()
        return len(data)

    def close(self) -> None:
        if self._handle is not None:
            if self.fsync:
                os.fsync(self._handle.fileno())
            self._handle.close()
            self._handle = None

    def discard(self) -> None:
        """Close and remove the journal (its items are in a final result now, or unwanted)."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        fsync_dir(self.path.parent)

    def fold(self, result: Mapping[str, Any]) -> None:
        """Write the final `result` atomically (streamed item by item), then remove the journal.

        In that order, so a kill in between leaves a complete result and a
        journal that merely repeats it.
        """
        write_result_streaming(self.output, result)
        self.discard()

    def __enter__(self) -> ResultJournal:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
