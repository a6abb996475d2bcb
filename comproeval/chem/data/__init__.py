"""The curated lexicons (JSON files beside this module), each with a `_provenance` note.

The vocabulary that maps spellings to meanings is in `knowledge/`, knowledge files in the format of users' files
(docs/knowledge.md), each entry citing its source: a user can copy one and extend it. Every one is read through
`load_builtin` and checked by `builtin_readings` (chem/knowledge_entries.py).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..once import load_once


@load_once
def load_lexicon(name: str) -> dict[str, Any]:
    """One lexicon file by name (`"method_words"` reads `method_words.json`), read once per process.

    `"techniques"` and `"instruments"` are the views chem/technique_index.py reads, built from the knowledge files
    (`technique_concepts`, `instrument_groups`)."""
    if name == "techniques":
        return technique_concepts()
    if name == "instruments":
        return instrument_groups()
    return json.loads(resources.files(__name__).joinpath(f"{name}.json").read_text(encoding="utf-8"))


def technique_concepts() -> dict[str, Any]:
    """`knowledge/techniques.json` as the technique matcher reads it: concept id -> label, terms, broader, includes,
    source; the spellings read only as a whole entry (`names_alone`) -> their concept; the generic words."""
    concepts: dict[str, Any] = {}
    alone: dict[str, str] = {}
    builtin_readings("techniques")  # checked as any knowledge file is
    for concept_id, entry in load_builtin("techniques").items():
        concept = {"label": entry["means"], "terms": list(entry["names"])}
        concepts[concept_id] = concept | {k: entry[k] for k in ("broader", "includes", "source") if k in entry}
        alone.update(dict.fromkeys(entry.get("names_alone", ()), concept_id))
    words = load_lexicon("technique_words")
    return {"_provenance": "knowledge/techniques.json", "exact_only_terms": alone, "generic_words": words["generic_words"], "concepts": concepts}


def instrument_groups() -> dict[str, Any]:
    """`knowledge/instruments.json` and `knowledge/vendors.json` as the technique matcher reads them: a group per
    instrument class (its `measures`, terms, source; `equipment` or `brand_only` by its `kind`)."""
    flags = {"brand": {"brand_only": True}, "equipment": {"equipment": True}, "instrument": {}}
    groups = []
    for file in ("instruments", "vendors"):
        builtin_readings("techniques", file)  # checked as any knowledge file is
        for entry in load_builtin("techniques", file).values():
            group = {"class": entry["means"], "measures": list(entry["measures"]), "source": entry["source"], "terms": list(entry["names"])}
            groups.append(group | flags[entry["kind"]])
    return {"_provenance": "knowledge/instruments.json, knowledge/vendors.json", "groups": groups}


@load_once
def load_builtin(section: str, file: str | None = None) -> dict[str, Any]:
    """The entries of one section of the built-in knowledge, read once: `"names"` reads `knowledge/names.json`;
    `file` names another knowledge file holding that section (`("abbreviations", "organic_cations")`)."""
    text = resources.files(__name__).joinpath("knowledge", f"{file or section}.json").read_text(encoding="utf-8")
    return json.loads(text)[section]


@load_once
def builtin_readings(section: str, file: str | None = None) -> dict[str, list[Any]]:
    """One section of the built-in knowledge as readings (`chem.knowledge_entries.Reading`): spelling -> its readings.
    Reading them checks every entry, as a user's file is checked (an unknown field, a name that is no text)."""
    from ..knowledge_entries import readings_of

    where = f"knowledge/{file or section}.json"
    return {spelling: readings_of(section, spelling, value, where) for spelling, value in load_builtin(section, file).items()}


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
