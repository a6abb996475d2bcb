"""Persistent verdict cache: a finished LLM verdict is never paid for twice.

LangChain's cache interface, on `langchain_community`'s SQLite cache: the
key is the rendered messages the model is sent (prompt text included, so an
edited prompt can never be served an old verdict) and the model's own
parameter string (class, model, endpoint, max_tokens, temperature, bound
tools, tolerances). Only validated verdicts are stored; a fallback is asked
again next time. One file is shared safely by the threads of a run and by
concurrent runs (WAL, a busy timeout, a lost insert race is the same
verdict), and a cache that fails is a miss, never a failed item.
"""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.messages import BaseMessage
from langchain_core.outputs import Generation

with warnings.catch_warnings():  # the package's own notice about its future; the cache is what the design card names
    warnings.simplefilter("ignore", DeprecationWarning)
    from langchain_community.cache import SQLiteCache

log = logging.getLogger(__name__)

DEFAULT_CACHE_PATH = Path(".comproeval_cache") / "verdicts.sqlite"
BUSY_TIMEOUT_SECONDS = 30


def prompt_key(messages: Sequence[BaseMessage]) -> str:
    """The messages as the model receives them, as one canonical string."""
    return json.dumps([[m.type, m.content] for m in messages], ensure_ascii=False, sort_keys=True)


def llm_key(model: Any, label: str, **bound: Any) -> str:
    """The model's parameter string as LangChain's own model cache builds it, with its label and what is bound.

    Redacted: the string names the endpoint, and a base URL may carry credentials
    (`http://user:KEY@host/v1`); the cache file must not keep them.
    """
    from .redact import redact

    return redact(f"{label}|{model._get_llm_string(**bound)}")


def _generation_text(stored: str) -> str:
    """The text of a stored `Generation` (LangChain's serialised form), or the row itself in the older raw form."""
    data = json.loads(stored)
    return data["kwargs"]["text"] if isinstance(data, dict) and isinstance(data.get("kwargs"), dict) else stored


class VerdictCache(SQLiteCache):
    """`SQLiteCache` on an engine that waits for other writers; `get`/`put` of verdict JSON that never raise."""

    def __init__(self, path: str | Path = DEFAULT_CACHE_PATH, *, read_only: bool = False):
        from sqlalchemy import create_engine, event
        from sqlalchemy.pool import NullPool

        self.path, self.read_only = Path(path), read_only
        if read_only:  # reads an existing cache and creates nothing (what --trace promises)
            url = f"sqlite:///file:{self.path.resolve()}?mode=ro&uri=true"
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            url = f"sqlite:///{self.path}"
        # one connection per use (NullPool): threads and processes each wait their turn on the file
        engine = create_engine(url, poolclass=NullPool, connect_args={"timeout": BUSY_TIMEOUT_SECONDS, "check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(connection: Any, _record: Any) -> None:
            cursor = connection.cursor()
            cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_SECONDS * 1000}")
            if not read_only:
                try:
                    cursor.execute("PRAGMA journal_mode = WAL")
                except Exception:  # another process holds the file while switching: it switches it
                    pass
            cursor.close()

        self.engine = engine
        from langchain_community.cache import FullLLMCache

        self.cache_schema = FullLLMCache
        if not read_only:
            self._create_table()

    def _create_table(self) -> None:
        from sqlalchemy.exc import OperationalError

        for attempt in range(3):  # two processes creating a cold cache at once: the loser sees the winner's table
            try:
                self.cache_schema.metadata.create_all(self.engine)
                return
            except OperationalError:
                if attempt == 2:
                    raise

    def lookup(self, prompt: str, llm_string: str) -> list[Generation] | None:
        """`SQLAlchemyCache.lookup`, reading back only the text of the `Generation` objects this cache stores."""
        from sqlalchemy import select
        from sqlalchemy.orm import Session

        schema = self.cache_schema
        statement = select(schema.response).where(schema.prompt == prompt).where(schema.llm == llm_string).order_by(schema.idx)
        with Session(self.engine) as session:
            rows = session.execute(statement).fetchall()
        return [Generation(text=_generation_text(row[0])) for row in rows] or None

    def get(self, prompt: str, llm_string: str) -> dict[str, Any] | None:
        """The cached verdict (JSON) for this key, or None: a miss, an unreadable cache or a foreign row alike."""
        try:
            found = self.lookup(prompt, llm_string)
            return json.loads(found[0].text) if found else None
        except Exception as exc:  # sqlite/SQLAlchemy errors, a damaged row
            log.warning("verdict cache %s: read failed: %s: %s", self.path, type(exc).__name__, exc)
            return None

    def put(self, prompt: str, llm_string: str, verdict: dict[str, Any]) -> None:
        """Store a validated verdict; a failure (full disk, lost race, read-only) costs only the cache entry."""
        if self.read_only:
            return
        try:
            self.update(prompt, llm_string, [Generation(text=json.dumps(verdict, ensure_ascii=False, sort_keys=True))])
        except Exception as exc:
            if "UNIQUE constraint" not in str(exc):  # a concurrent run stored the same key first: same verdict
                log.warning("verdict cache %s: write failed: %s: %s", self.path, type(exc).__name__, exc)

    def __len__(self) -> int:
        from sqlalchemy import func, select
        from sqlalchemy.orm import Session

        with Session(self.engine) as session:
            return session.execute(select(func.count()).select_from(self.cache_schema)).scalar_one()

    def close(self) -> None:
        self.engine.dispose()
