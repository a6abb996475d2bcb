"""Where comproeval keeps what it may reuse between runs: answers that never change for one version of a library."""

from __future__ import annotations

import os
from pathlib import Path


def cache_folder() -> Path | None:
    """The user's cache folder, or None when `COMPROEVAL_NO_DISK_CACHE` asks for memory only.

    `COMPROEVAL_CACHE_DIR`, else `$XDG_CACHE_HOME/comproeval`, else `~/.cache/comproeval`.
    """
    if os.environ.get("COMPROEVAL_NO_DISK_CACHE"):
        return None
    base = os.environ.get("COMPROEVAL_CACHE_DIR") or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "comproeval")
    return Path(base)
