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
def load_builtin(section: str, file: str | None = None) -> dict[str, Any]:
    """The entries of one section of the built-in knowledge, read once: `"names"` reads `knowledge/names.json`;
    `file` names another knowledge file holding that section (`("abbreviations", "organic_cations")`)."""
    text = resources.files(__name__).joinpath("knowledge", f"{file or section}.json").read_text(encoding="utf-8")
    return json.loads(text)[section]


@load_once
def builtin_readings(section: str) -> dict[str, list[Any]]:
    """One section of the built-in knowledge as readings (`chem.knowledge_entries.Reading`): spelling -> its readings."""
    from ..knowledge_entries import readings_of

    where = f"knowledge/{section}.json"
    return {spelling: readings_of(section, spelling, value, where) for spelling, value in load_builtin(section).items()}


@load_once
def abbreviation_readings() -> dict[str, list[dict[str, Any]]]:
    """`knowledge/abbreviations.json` as the formula grammar reads it: each reading its `formula`, or its `generic`
    formula (a site of elements in no stated ratio), its spelled-out `names` and its `source`."""
    from ..knowledge_entries import is_generic_formula

    return {
        abbr: [{"generic" if is_generic_formula(r.means) else "formula": r.means, "names": list(r.names), "source": r.source} for r in readings]
        for abbr, readings in builtin_readings("abbreviations").items()
    }


def meaning_of(entry: Any) -> Any:
    """What a knowledge entry means, in either form: a string, or an object with `means`."""
    return entry.get("means") if isinstance(entry, dict) else entry
