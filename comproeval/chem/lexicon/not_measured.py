"""Entries of a technique list that name no measurement: analysis software, a synthesis route, a processing step,
laboratory equipment (issue 26, class 5: a miss is proven only when every leftover test entry is identified).

Software and processing steps come from `data/knowledge/not_measurements.json` (developer pages, processing texts),
synthesis routes and their steps from the method lexicon through `chem.methods`, equipment from
`knowledge/instruments.json`. An entry that names a technique or instrument is never one of these.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..data import builtin_readings, load_builtin, load_lexicon
from ..methods import method_routes
from ..once import load_once
from ..technique_index import normalize, scan_phrases
from .techniques import identify_equipment, technique_measurements

# A word that says the entry measures something (`hydrothermal stability test`, `sintering behaviour analysis`):
# a route or step named inside it is what was measured, not what the entry is.
_MEASURING = re.compile(r"measur|test|analys|characteri[sz]|assay|spectr|scop|metr|graph|imag|probe|sensor|detect|monitor|evaluat|determin|kinetic")


_KINDS = {"software": "software", "processing": "a processing step"}


class NotMeasured(NamedTuple):
    """What an entry is instead of a measurement: `kind` (software, a synthesis route, a processing step,
    laboratory equipment), its class or route, and the techniques whose data it analyses (software only)."""

    kind: str
    name: str
    analyses: tuple[str, ...] = ()


@load_once
def _vocabulary() -> dict:
    builtin_readings("techniques", "not_measurements")  # checked as any knowledge file is
    anywhere: dict[str, NotMeasured] = {}
    alone: dict[str, NotMeasured] = {}
    for entry in load_builtin("techniques", "not_measurements").values():
        found = NotMeasured(_KINDS[entry["kind"]], entry["means"], tuple(entry.get("measures", ())))
        anywhere.update((normalize(n), found) for n in entry.get("names", ()))
        alone.update((normalize(n), found) for n in entry.get("names_alone", ()))
    steps = {
        normalize(t): NotMeasured(_KINDS["processing"], step.replace("_", " "))
        for step, terms in load_lexicon("method_words")["steps"].items()
        for t in terms
    }
    return {"anywhere": anywhere, "alone": alone, "steps": steps, "max_tokens": max(len(p.split()) for p in (*anywhere, *steps))}


@lru_cache(maxsize=16384)
def not_a_measurement(text: str) -> NotMeasured | None:
    """What `text` is when it names no measurement but something the rules know is none; else None."""
    normalized = normalize(text or "")
    if not normalized or technique_measurements(text):
        return None
    vocabulary = _vocabulary()
    if normalized in vocabulary["alone"]:
        return vocabulary["alone"][normalized]
    if found := scan_phrases(normalized, vocabulary["anywhere"], vocabulary["max_tokens"]):
        return vocabulary["anywhere"][found[0]]
    if (equipment := identify_equipment(text)) is not None:
        return NotMeasured("laboratory equipment", equipment)
    if _MEASURING.search(normalized):
        return None
    if routes := method_routes(text):
        return NotMeasured("a synthesis route", routes[0])
    if found := scan_phrases(normalized, vocabulary["steps"], vocabulary["max_tokens"]):
        return vocabulary["steps"][found[0]]
    return None
