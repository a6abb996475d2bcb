"""The curated lexicons (JSON files beside this module), each with a `_provenance` note."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..once import load_once


@load_once
def load_lexicon(name: str) -> dict[str, Any]:
    """One lexicon file by name (`"techniques"` reads `techniques.json`), read once per process."""
    return json.loads(resources.files(__name__).joinpath(f"{name}.json").read_text(encoding="utf-8"))
