"""Classes of material no family spans: a synthetic polymer against an inorganic compound (issue 26).

A polymer is an organic macromolecular substance (IUPAC Purple Book, Compendium of Polymer Terminology and
Nomenclature, 2008, 1.1-1.2); a formula without carbon names an inorganic compound. When one entry is, as a whole,
a polymer the built-in vocabulary names (ISO 1043-1 symbols, `knowledge/lab_chemicals.json`, category `polymer`)
and the other, as a whole, a formula of an inorganic compound, both are identified and no family holds both:
a composite of the two would be written as such (`PVDF-BaTiO3`), which neither entry is.
"""

from __future__ import annotations

import re

from .data import load_builtin
from .formula.parse import parse_composition
from .knowledge_entries import key
from .once import load_once

_FORMULA_TOKEN = re.compile(r"^(?:[A-Z][a-z]?[\d.()/]*)+$")


@load_once
def _polymers() -> dict[str, str]:
    """Every spelling of a polymer with one reading in the lab-chemical vocabulary -> the polymer's name."""
    found: dict[str, str] = {}
    for spelling, entry in load_builtin("abbreviations", "lab_chemicals").items():
        if isinstance(entry, dict) and entry.get("category") == "polymer" and not entry.get("label_only"):
            for form in (spelling, *entry.get("names", ())):
                found[key(form)] = entry["means"]
    return found


def polymer_named(text: str) -> str | None:
    """The polymer `text` names as a whole (`PEO` -> polyethylene oxide), or None."""
    return _polymers().get(key(text.strip()))


def inorganic_formula(text: str) -> bool:
    """Whether `text` is, as a whole, a formula read completely whose elements include no carbon (`BaTiO3`)."""
    token = text.strip()
    if not _FORMULA_TOKEN.match(token) or re.fullmatch(r"[A-Z]{3,}s?", token):
        return False  # three capitals and no amount spell an acronym first (`PHBV`), as in `family_formulas.formula_word`
    parsed = parse_composition(token)
    ok = parsed is not None and bool(parsed.elements) and parsed.abbreviation is None and not parsed.qualifiers
    return ok and "C" not in parsed.elements


def polymer_against_inorganic(reference: str, test: str) -> str | None:
    """Why one entry, a polymer, and the other, an inorganic formula, are certainly different families; None otherwise."""
    for one, other in ((reference, test), (test, reference)):
        if (polymer := polymer_named(one)) is not None and inorganic_formula(other):
            return f"{one.strip()} is a polymer ({polymer}) and {other.strip()} an inorganic compound: no family holds both"
    return None


_JOINED = re.compile(r"\s*(?:-b-|-block-|-co-|-g-|-graft-|[-/:])\s*")


def copolymer_against_part(reference: str, test: str) -> str | None:
    """Why one entry, polymers the vocabulary names joined into one (`PLGA-PEG`, `PS-b-PMMA`: a block or graft
    copolymer or a blend; IUPAC Purple Book 2008, ch. 2 copolymer nomenclature), and the other, one of those
    polymers alone, are not proven one family; None otherwise. The joined material is another substance, so the
    solid-solution reading of a hyphen (`PMN-PZT` extends `PZT`) cannot prove it."""
    for one, other in ((reference, test), (test, reference)):
        parts = [p for p in _JOINED.split(one.strip()) if p]
        if len(parts) > 1 and all(polymer_named(p) for p in parts) and any(key(p) == key(other.strip()) for p in parts):
            return f"{one.strip()} joins the polymers {', '.join(parts)} (a copolymer or blend) and {other.strip()} names one of them"
    return None
