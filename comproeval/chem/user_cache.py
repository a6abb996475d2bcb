"""Where comproeval keeps what it may reuse between runs: answers that never change for one version of a library."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def cache_folder() -> Path | None:
    """The user's cache folder, or None when `COMPROEVAL_NO_DISK_CACHE` asks for memory only.

    `COMPROEVAL_CACHE_DIR`, else `$XDG_CACHE_HOME/comproeval`, else `~/.cache/comproeval`.
    """
    if os.environ.get("COMPROEVAL_NO_DISK_CACHE"):
        return None
    base = os.environ.get("COMPROEVAL_CACHE_DIR") or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "comproeval")
    return Path(base)


@functools.lru_cache(maxsize=8)
def source_digest(root: Path) -> str:
    """A digest of the code and data under `root` (.py, .json, .md: names and bytes; read once per process per root):
    what was built or judged from them is reused only while none changed."""
    digest = hashlib.sha256()
    for path in sorted({p for pattern in ("**/*.py", "**/*.json", "**/*.md") for p in root.glob(pattern)}):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def _chem_digest() -> str:
    """A digest of the chemistry code and data: a table built from them is reused only while neither changed."""
    return source_digest(Path(__file__).resolve().parent)


def reused(name: str, build: Callable[[], T]) -> T:
    """`build()`, kept in the cache folder between runs (a lexicon index takes a tenth of a second to build, every run).

    Keyed by a digest of chem's code and data; anything that goes wrong (no folder, read-only, a damaged file) falls
    back to building it, and a file is written whole under another name, then renamed into place."""
    folder = cache_folder()
    if folder is None:
        return build()
    try:
        path = folder / f"{name}-{_chem_digest()}.pickle"
        with open(path, "rb") as handle:
            return pickle.load(handle)
    except FileNotFoundError:
        pass
    except Exception:  # a damaged or foreign file: built again and replaced
        pass
    value = build()
    scratch = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=folder, prefix=f".{name}-", delete=False) as handle:
            scratch = handle.name
            pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(scratch, path)
    except Exception:  # a read-only or full folder: the run goes on with what it built
        if scratch is not None:
            with contextlib.suppress(OSError):
                os.unlink(scratch)
    return value
