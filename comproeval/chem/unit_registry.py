"""The pint unit registry, its parsed definitions kept in the user's cache folder between runs.

Parsing pint's definition files takes about 0.2 s in every new process; pint can
keep the parsed form on disk (`UnitRegistry(cache_folder=...)`) and load it in a
fiftieth of that. Its own cache writes files in place, so a process reading while
another writes could load half a file: here the cache is written whole into a
fresh folder and renamed into place (an atomic step), an existing folder is only
read, and a damaged one is set aside for the next run to replace. The folder's name carries pint's version and installed location and
the Python version, so another environment never reads it. A folder that cannot
be made or read (read-only, full disk, damaged files) only means the definitions
are parsed, as without a cache: a cache failure never fails a run.
`COMPROEVAL_NO_DISK_CACHE` turns it off (`chem.user_cache`).
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .user_cache import cache_folder

log = logging.getLogger(__name__)


def build_registry() -> Any:
    """A default pint `UnitRegistry`, from the parsed definitions on disk when they are there."""
    import pint

    folder = _folder_for(pint)
    if folder is None:
        return pint.UnitRegistry()
    if not folder.is_dir():
        _keep(pint, folder)
    return _read(pint, folder) if folder.is_dir() else pint.UnitRegistry()


def _folder_for(pint: Any) -> Path | None:
    base = cache_folder()
    if base is None:
        return None
    installation = f"{pint.__file__}|{sys.version}".encode()
    return base / f"pint-{pint.__version__}-{hashlib.sha256(installation).hexdigest()[:16]}"


def _keep(pint: Any, folder: Path) -> None:
    """Parse the definitions with pint writing its cache into a new folder, then rename that folder into place."""
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        scratch = tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent)
    except OSError as exc:
        log.debug("pint cache %s not kept (%s)", folder, exc)
        return
    try:
        pint.UnitRegistry(cache_folder=scratch)
        os.rename(scratch, folder)
    except Exception as exc:  # a full disk, or another process kept its folder first
        log.debug("pint cache %s not kept here (%s)", folder, exc)
        shutil.rmtree(scratch, ignore_errors=True)


def _read(pint: Any, folder: Path) -> Any:
    """The registry from a kept folder (every run reads it, the first as the later ones); parsed if it is damaged."""
    try:
        return pint.UnitRegistry(cache_folder=folder)
    except Exception as exc:
        log.debug("pint cache %s not used (%s)", folder, exc)
        _set_aside(folder)  # the next run keeps a sound one
        return pint.UnitRegistry()


def _set_aside(folder: Path) -> None:
    try:
        aside = tempfile.mkdtemp(prefix=f".{folder.name}.damaged.", dir=folder.parent)
        os.rename(folder, os.path.join(aside, "cache"))
    except OSError:
        return
    shutil.rmtree(aside, ignore_errors=True)
