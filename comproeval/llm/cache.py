"""Persistent verdict cache: a finished LLM verdict is never paid for twice.

Keyed by model, prompt version, section and the exact inputs (tolerances
included), so any change that could change the verdict misses the cache.
Only validated LLM verdicts are stored; fallbacks are retried on the next run.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

DEFAULT_CACHE_PATH = Path(".comproeval_cache") / "verdicts.sqlite"


def cache_key(*parts: Any) -> str:
    blob = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class VerdictCache:
    """A small SQLite key -> JSON store, safe to share between concurrent judge calls."""

    def __init__(self, path: str | Path = DEFAULT_CACHE_PATH, *, read_only: bool = False):
        self.path = Path(path)
        self.read_only = read_only
        self._lock = threading.Lock()
        if read_only:  # reads an existing cache and creates nothing (what --trace promises)
            self._db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False, timeout=30)
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # WAL and a busy timeout: concurrent runs sharing one cache wait for each other instead of failing
        self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
        with self._lock, self._db:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS verdicts (key TEXT PRIMARY KEY, model TEXT, verdict TEXT NOT NULL)")

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            try:
                row = self._db.execute("SELECT verdict FROM verdicts WHERE key = ?", (key,)).fetchone()
            except sqlite3.OperationalError:
                if self.read_only:  # an empty or foreign file: nothing cached
                    return None
                raise
        return json.loads(row[0]) if row else None

    def put(self, key: str, model: str, verdict: dict[str, Any]) -> None:
        if self.read_only:
            return
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO verdicts (key, model, verdict) VALUES (?, ?, ?)",
                (key, model, json.dumps(verdict, ensure_ascii=False)),
            )

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM verdicts").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            self._db.close()
