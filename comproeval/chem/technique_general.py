"""Technique vocabulary beyond the curated lexicon, laid over the technique index: CHMO (`data/chmo_techniques.json`),
general entries (`data/knowledge/techniques_general.json`) and the kinds a broader concept had absorbed
(`data/technique_kinds.json`).

The file is a knowledge file (docs/knowledge.md) whose `techniques` entries are keyed by concept id: an entry
for a known concept adds spellings and parents to it, another is a concept of its own. Its spellings override
instrument and CHMO readings (they are the reason the entry exists) but never a curated concept's own term.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .data import load_builtin, load_lexicon
from .technique_instruments import MEASURING_SUFFIXES

ACRONYM = "acronym"  # an entry read only as a whole item (`SEC`: also seconds; `EL`)
MODE = "mode"  # a measuring mode of its broader technique (mapping, imaging, a glow curve)


def add_chmo(
    chmo: dict, concepts: dict, phrases: dict, phrase_measures: dict, exact_only: dict, normalize: Callable[[str], str], scan: Callable
) -> None:
    """CHMO methods become concepts (or extra terms of the curated concept they are `same_as`); CHMO
    instruments become phrases for the method they measure. Curated readings always win."""

    def mapped(chmo_id: str) -> str:
        return chmo.get(chmo_id, {}).get("same_as", chmo_id)

    curated = dict(phrases)
    longest = max(len(p.split()) for p in curated)

    def names_several(phrase: str) -> bool:
        """`SEM/EDX`, `TG-DTA`: a combination of curated techniques is left to the scan, which names each."""
        return phrase in curated or len(set(scan(phrase, curated, longest))) > 1

    nucleus_nmr = _nucleus_nmr_classes(chmo)
    for chmo_id, entry in chmo.items():
        if entry.get("instrument"):
            continue
        target = mapped(chmo_id)
        if target == chmo_id:
            broader = [mapped(p) for p in entry.get("is_a", [])] + entry.get("curated_parents", [])
            broader += [mapped(p) for p in _nucleus_parent(entry, nucleus_nmr)]
            concepts[chmo_id] = {
                "label": entry["label"],
                "terms": entry.get("terms", []),
                "broader": [b for b in broader if b != chmo_id],
                "source": "CHMO",
            }
        for term in entry.get("terms", []):
            if not names_several(normalize(term)):
                phrases.setdefault(normalize(term), target)
        for term in entry.get("exact_terms", []):
            if not names_several(normalize(term)):
                exact_only.setdefault(normalize(term), target)
    for entry in chmo.values():
        if not entry.get("instrument"):
            continue
        measures = tuple(dict.fromkeys(mapped(m) for m in entry["measures"]))
        for term in entry.get("terms", []):
            phrase = normalize(term)
            if phrase not in phrases and not names_several(phrase):
                phrases[phrase] = measures[0]
                phrase_measures[phrase] = measures
        for term in entry.get("exact_terms", []):
            exact_only.setdefault(normalize(term), measures[0])


# CHMO names a nucleus's NMR classes `<isotope> ... nuclear magnetic resonance spectroscopy` (`29Si nuclear magnetic
# resonance spectroscopy`) and its solid-state forms `<isotope> magic angle spinning ...`, `<isotope> cross-polarisation
# magic angle spinning`, `<isotope> solid-state ...`. It places 13C and 31P MAS NMR under their nucleus's NMR, but not
# every nucleus (29Si MAS NMR sits only under MAS NMR): the same link is completed for each, so `29Si MAS NMR` is a
# form of `29Si NMR` and never a sibling of it (MAS and CP are ways of running NMR on a solid, IUPAC Recommendations
# 2008, Harris et al., Pure Appl. Chem. 80, 59). Likewise CHMO files 13C and 23Na MAS NMR under the nucleus's
# solid-state NMR (CHMO:0000826, CHMO:0001297) and CP-MAS under MAS NMR (CHMO:0000617), but a nucleus's CP-MAS
# class only under CP-MAS: each nucleus's forms are completed down the one ladder CHMO draws for all nuclei (CP-MAS,
# MAS, solid-state, NMR), so `13C CP-MAS NMR` is a form of `13C MAS NMR` and `13C solid-state NMR`, never another
# technique (stop 41).
_NUCLEUS = re.compile(r"^(?P<isotope>\d{1,3}[A-Z][a-z]?) ")
# the forms of a nucleus's NMR, each a kind of those after it: how its labels begin, and its own class's label
_NMR_LADDER = (
    ("cross-polarisation magic angle spinning", "cross-polarisation magic angle spinning"),
    ("magic angle spinning", "magic angle spinning nuclear magnetic resonance spectroscopy"),
    ("solid-state nuclear magnetic resonance", "solid-state nuclear magnetic resonance spectroscopy"),
    (None, "nuclear magnetic resonance spectroscopy"),
)


def _nucleus_nmr_classes(chmo: dict) -> dict[tuple[str, int], str]:
    """The CHMO class of each rung of a nucleus's NMR ladder, by isotope and rung (`29Si`, 3 -> `29Si NMR`'s id)."""
    found = {}
    for chmo_id, entry in chmo.items():
        label = entry.get("label", "")
        if nucleus := _NUCLEUS.match(label):
            for rung, (_, class_label) in enumerate(_NMR_LADDER):
                if label == f"{nucleus['isotope']} {class_label}":
                    found[nucleus["isotope"], rung] = chmo_id
    return found


def _nucleus_parent(entry: dict, nucleus_nmr: dict[tuple[str, int], str]) -> list[str]:
    """The classes of the same nucleus further down the ladder a solid-state NMR class of that nucleus is a form of
    (`13C CP-MAS`: 13C MAS NMR, 13C solid-state NMR, 13C NMR), when CHMO leaves the link out."""
    label = entry.get("label", "")
    if (nucleus := _NUCLEUS.match(label)) is None:
        return []
    isotope = nucleus["isotope"]
    rung = next((i for i, (begins, _) in enumerate(_NMR_LADDER) if begins and label.startswith(f"{isotope} {begins}")), None)
    if rung is None:
        return []
    parents = [nucleus_nmr.get((isotope, below)) for below in range(rung + 1, len(_NMR_LADDER))]
    return [p for p in parents if p is not None and p not in entry.get("is_a", []) and p != nucleus_nmr.get((isotope, rung))]


def add_general(index: dict, curated: frozenset[str], normalize: Callable[[str], str]) -> None:
    """Lay the general entries over a built index (`concepts`, `phrases`, `phrase_measures`, `exact_only`)."""
    entries = load_builtin("techniques", "techniques_general")
    by_label = {normalize(e["means"]): cid for cid, e in entries.items() if e.get("kind") != ACRONYM}
    concepts = index["concepts"]
    for concept_id, entry in entries.items():
        if entry.get("kind") == ACRONYM:
            continue
        concept = concepts.setdefault(concept_id, {"label": entry["means"], "terms": [], "source": entry["source"]})
        concept["broader"] = list(dict.fromkeys([*concept.get("broader", []), *entry.get("broader", [])]))
        if entry.get("kind") == MODE:
            concept["mode"] = True
        for name in (entry["means"], *entry.get("names", [])):
            phrase = normalize(name)
            if phrase not in curated or phrase in index["phrase_measures"]:
                index["phrases"][phrase] = concept_id
                index["phrase_measures"].pop(phrase, None)
    for spelling, entry in entries.items():
        if entry.get("kind") == ACRONYM:
            index["exact_only"].setdefault(normalize(spelling), by_label[normalize(entry["means"])])


def add_kinds(index: dict, normalize: Callable[[str], str]) -> None:
    """Lay the kinds a broader concept had absorbed (`data/technique_kinds.json`) over a built index: each kind's
    names become its own, whichever concept listed them before (no parent's list may hold a sibling of its children)."""
    concepts = index["concepts"]
    for concept_id, entry in load_lexicon("technique_kinds")["kinds"].items():
        concept = concepts.setdefault(concept_id, {"label": entry["means"], "terms": [], "source": entry["source"]})
        # `broader_only`: the vocabulary the concept came from filed it under another parent (CHMO: MFM under AFM)
        kept = [] if entry.get("broader_only") else concept.get("broader", [])
        concept["broader"] = list(dict.fromkeys([*kept, *entry.get("broader", [])]))
        if entry.get("mode"):
            concept["mode"] = True
        for name in entry["names"]:
            phrase = normalize(name)
            index["phrases"][phrase] = concept_id
            index["phrase_measures"].pop(phrase, None)
        for name in entry.get("names_alone", []):
            index["exact_only"][normalize(name)] = concept_id


def instrument_noun(phrase: str) -> str | None:
    """The phrase with its last word's technique suffix turned into the instrument's (`isothermal calorimetry` ->
    `isothermal calorimeter`), None when the last word has no such suffix."""
    head, _, last = phrase.rpartition(" ")
    for technique, instrument in MEASURING_SUFFIXES:  # -graph left out: it names the record too (micrograph)
        if last.endswith(technique) and len(last) > len(technique) + 2:
            return f"{head} {last[: -len(technique)]}{instrument}".strip()
    return None


def add_instrument_nouns(index: dict) -> None:
    """Each technique phrase ending in -metry or -scopy is also read in its instrument's spelling (`calorimeter`),
    unless that spelling already names something (an instrument class of `knowledge/instruments.json` wins)."""
    for table in ("phrases", "exact_only"):
        for phrase, concept_id in list(index[table].items()):
            if (noun := instrument_noun(phrase)) is not None and noun not in index["phrases"] and noun not in index["exact_only"]:
                index[table][noun] = concept_id
