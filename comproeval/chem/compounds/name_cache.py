"""Answers of the offline `chemicals` database, kept between runs in one append-only file per `chemicals` version.

Loading the database's name index takes seconds in every new process, and its
answer for a name (a miss included) never changes for a given version, so the
answers are kept in the user's cache folder (`COMPROEVAL_CACHE_DIR`, else
`$XDG_CACHE_HOME/comproeval`; `COMPROEVAL_NO_DISK_CACHE` keeps them in memory).

The file is shared by worker threads and by several processes at once, so it
is never rewritten: each new answer is one JSON line `[name, formula]`, added
with a single `os.write` on an `O_APPEND` descriptor (the kernel places each
whole write at the end, whoever else appends), and read back tolerantly,
skipping a torn or damaged line. Total bytes written are linear in the number
of new names. A folder or file that cannot be read or written (read-only, full
disk, a file in the way) only turns the cache into a memory-only one: a cache
failure never fails a lookup.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..once import load_once
from ..user_cache import cache_folder

log = logging.getLogger(__name__)

# A cache file larger than this is not read (nor added to): it cannot be one this module wrote for real inputs.
MAX_CACHE_BYTES = 64 * 1024 * 1024
# The longest name worth keeping on disk; longer ones are answered and kept in memory only.
MAX_NAME_CHARS = 500
_UNSET = object()


def _parse_records(raw: bytes) -> dict[str, str | None]:
    """`[name, formula]` lines, later lines winning; anything else (a torn last line, garbage) is skipped."""
    answers: dict[str, str | None] = {}
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            continue
        if isinstance(record, list) and len(record) == 2 and isinstance(record[0], str) and (record[1] is None or isinstance(record[1], str)):
            answers[record[0]] = record[1]
    return answers


class AnswerCache:
    """A name -> answer memo backed by an append-only JSON-lines file (None: memory only); thread- and process-safe.

    `lookup(name, compute)` returns the cached answer or computes it, once
    per process and under one lock (the `chemicals` database is not safe to
    load from two threads at once), then appends it to the file.
    """

    def __init__(self, path: Path | None):
        self.path = path
        self._answers: dict[str, str | None] | None = None
        self._fd: int | None = None
        self._writable = path is not None
        self._lock = threading.RLock()
        os.register_at_fork(after_in_child=self._after_fork)

    def _after_fork(self) -> None:
        self._lock = threading.RLock()  # a lock held by another thread at fork time would never be released

    # -- reading

    def _load(self) -> dict[str, str | None]:
        if self._answers is None:
            self._answers = self._read_file()
        return self._answers

    def _read_file(self) -> dict[str, str | None]:
        if self.path is None:
            return {}
        try:
            with open(self.path, "rb") as handle:
                if os.fstat(handle.fileno()).st_size > MAX_CACHE_BYTES:
                    self._disable("larger than the cap")
                    return {}
                return _parse_records(handle.read(MAX_CACHE_BYTES + 1))
        except FileNotFoundError:
            return {}
        except OSError as exc:  # a folder in the way, no permission: memory only
            self._disable(exc)
            return {}

    def lookup(self, name: str, compute: Callable[[str], str | None]) -> str | None:
        """The answer for `name`: from the cache, else `compute(name)`, which is then remembered."""
        with self._lock:
            known = self._load().get(name, _UNSET)
            if known is not _UNSET:
                return known  # type: ignore[return-value]
            answer = compute(name)
            self.remember(name, answer)
            return answer

    # -- writing

    def remember(self, name: str, answer: str | None) -> None:
        """Keep `answer` in memory and append it to the file; never raises for a file that cannot be written."""
        with self._lock:
            self._load()[name] = answer
            if self._writable and len(name) <= MAX_NAME_CHARS:
                self._append((json.dumps([name, answer]) + "\n").encode("ascii"))  # escaped: lone surrogates too

    def _open(self) -> int:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
        try:
            size = os.fstat(fd).st_size
            if size > MAX_CACHE_BYTES:
                raise OSError("the cache file is larger than the cap")
            if size and os.pread(fd, 1, size - 1) != b"\n":
                os.write(fd, b"\n")  # end a torn last line, so it cannot swallow our first record
        except OSError:
            os.close(fd)
            raise
        return fd

    def _append(self, record: bytes) -> None:
        try:
            if self._fd is None:
                self._fd = self._open()
            written = os.write(self._fd, record)
            if written != len(record):
                raise OSError(f"short write ({written} of {len(record)} bytes)")
        except OSError as exc:  # full disk, read-only folder, a file in the way: memory only from now on
            self._disable(exc)

    def _disable(self, reason: object) -> None:
        if self._writable:
            log.debug("chemicals name cache %s: memory only (%s)", self.path, reason)
        self._writable = False
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None


@load_once
def chemicals_answers() -> AnswerCache:
    """The process's cache of `chemicals` answers (the file name carries the database's version).

    The version is read from the installed package's metadata: importing `chemicals`
    loads its data tables (a tenth of a second and more), which a run whose names are
    all cached never needs.
    """
    return _answer_file("names")


@load_once
def chemicals_salt_parents() -> AnswerCache:
    """The process's cache of parent formulas of salt entries (`_search_salt_parent`; a file of its own, same format)."""
    return _answer_file("salt-parent-names")


@load_once
def chemicals_identities() -> AnswerCache:
    """The process's cache of the `chemicals` database's CAS numbers by name (a file of its own, same format)."""
    return _answer_file("cas")


def _answer_file(kind: str) -> AnswerCache:
    """The answers of one kind in the cache folder, in a file named for the database's version (memory only when the
    folder is off)."""
    folder = cache_folder()
    if folder is None:
        return AnswerCache(None)
    from importlib.metadata import version

    return AnswerCache(folder / f"chemicals-{version('chemicals')}-{kind}.jsonl")


@lru_cache(maxsize=4096)
def _database_entry(name: str) -> Any | None:
    """The `chemicals` database's entry for `name` (None: unknown), searched once per process: its formula, CAS
    number and name are each an answer of its own cache file."""
    from chemicals.identifiers import search_chemical

    try:
        return search_chemical(name)
    except (ValueError, KeyError, TypeError):
        return None


def _search_chemicals(name: str) -> str | None:
    return getattr(_database_entry(name), "formula", None)


def _search_cas(name: str) -> str | None:
    return getattr(_database_entry(name), "CASs", None)


# The database's entry of a salt of an amine or base (`X tetrahydrochloride`): PubChem files the parent's synonyms on
# its salts too, so a name that states no salt may reach the salt's entry (`biphenyl-3,3',4,4'-tetramine`).
_SALT_ENTRY = re.compile(r"^(?P<parent>.+?)[\s,]+(?:mono|di|tri|tetra|penta|hexa)?hydro(?:chloride|bromide|iodide)(?:\s+salt)?$", re.I)
_SALT_WORD = re.compile(r"hydro(?:chloride|bromide|iodide)|chloride|bromide|iodide|\bsalt\b|\bhcl\b|\bhbr\b", re.I)


def salt_parent_name(name: str, entry_name: str) -> str | None:
    """The parent's name when `entry_name`, the database's name for `name`, is a salt `name` does not state."""
    salt = _SALT_ENTRY.match(entry_name or "")
    return None if salt is None or _SALT_WORD.search(name) else salt.group("parent").lower()


def _search_salt_parent(name: str) -> str | None:
    """The parent compound's name when the database answers a name that states no salt with a salt's entry."""
    parent = salt_parent_name(name, getattr(_database_entry(name), "common_name", None) or "")
    return parent if parent and _search_chemicals(parent) else None


def salt_parent(name: str) -> str | None:
    """The name of the compound `name` names when the database's entry for it is a salt of it (None otherwise)."""
    return chemicals_salt_parents().lookup(name, _search_salt_parent)


def cached_chemicals_cas(name: str) -> str | None:
    """The `chemicals` database's CAS number for `name` (None: unknown): which compound, where a formula only says
    which elements (`terephthalic acid` and `isophthalic acid` are both C8H6O4)."""
    return chemicals_identities().lookup(name, _search_cas)


def cached_chemicals_formula(name: str) -> str | None:
    """The `chemicals` database's formula for `name` (None: unknown), answered once per version and machine."""
    return chemicals_answers().lookup(name, _search_chemicals)


@load_once
def chemicals_synonyms() -> AnswerCache:
    """The process's cache of the database's synonyms by CAS number, one per line (a file of its own)."""
    return _answer_file("synonyms")


def _search_synonyms(cas: str) -> str | None:
    return "\n".join(getattr(_database_entry(cas), "synonyms", None) or ()) or None


def cached_synonyms(cas: str) -> tuple[str, ...]:
    """The names the `chemicals` database (PubChem synonyms) files under one CAS number."""
    return tuple((chemicals_synonyms().lookup(cas, _search_synonyms) or "").split("\n"))


@load_once
def chemicals_name_index() -> AnswerCache:
    """The process's cache of the database's name index alone, by lower-cased name (CAS numbers; a file of its own)."""
    return _answer_file("synonym-index")


def _search_name_index(name: str) -> str | None:
    from chemicals import identifiers

    identifiers.get_pubchem_db()
    found = identifiers.pubchem_db.search_name(name, True)  # the larger banks load on the first miss, as `search_chemical` does
    return found.CASs if found else None


def cached_name_index_cas(name: str) -> str | None:
    """The CAS number the database's PubChem synonym index gives `name` (lower-cased), never a SMILES or formula
    reading of it (`search_chemical` reads `CNF` as the formula of cyanogen fluoride)."""
    return chemicals_name_index().lookup(name.lower(), _search_name_index)


@load_once
def chemicals_entry_names() -> AnswerCache:
    """The process's cache of the common and IUPAC names of the entry the database gives a name (a file of its own)."""
    return _answer_file("entry-names")


def _search_entry_names(name: str) -> str | None:
    entry = _database_entry(name)
    names = [getattr(entry, field, None) or "" for field in ("common_name", "iupac_name")] if entry is not None else []
    return "\n".join(names) if any(names) else None


def cached_entry_names(name: str) -> tuple[str, ...]:
    """The common and IUPAC names of the database's entry for `name` (empty: no entry)."""
    return tuple(n for n in (chemicals_entry_names().lookup(name, _search_entry_names) or "").split("\n") if n)
