"""The curated lexicons (JSON files beside this module), each with a `_provenance` note.

The vocabulary that maps spellings to meanings is in `knowledge/`, one knowledge file per section in the
format of users' files (docs/knowledge.md), each entry citing its source: a user can copy one and extend it.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..once import load_once


@load_once
def load_lexicon(name: str) -> dict[str, Any]:
    """One lexicon file by name (`"techniques"` reads `techniques.json`), read once per process."""
    return json.loads(resources.files(__name__).joinpath(f"{name}.json").read_text(encoding="utf-8"))


@load_once
def load_builtin(section: str) -> dict[str, Any]:
    """The entries of one section of the built-in knowledge (`"names"` reads `knowledge/names.json`), read once."""
    text = resources.files(__name__).joinpath("knowledge", f"{section}.json").read_text(encoding="utf-8")
    return json.loads(text)[section]


def meaning_of(entry: Any) -> Any:
    """What a knowledge entry means, in either form: a string, or an object with `means`."""
    return entry.get("means") if isinstance(entry, dict) else entry
