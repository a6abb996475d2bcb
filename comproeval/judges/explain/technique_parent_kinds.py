"""Two kinds of one technique where the rules read only one: an entry read as the parent that writes a qualifier of
its own (`ABF-STEM`) is not the bare parent the other entry's kind (`HAADF-STEM`) is a variant of. CHMO files the
imaging modes of one microscope (bright field, annular dark field, high-angle annular dark field) as siblings under
it, and ISO 15932 (microbeam analysis, vocabulary) names each by its detector: two qualified forms are siblings,
never one a variant of the other (issue 26: hierarchies answer three ways)."""

from __future__ import annotations

from ...chem import technique_index, technique_qualifiers, technique_relations
from ...chem.decision import Decision


def qualified_parent(reference: str, test: str) -> Decision | None:
    """Another kind the best guess when one entry is a known kind of a technique and the other that technique
    qualified by words the rules do not read; a qualifier that writes the kind's own words short (`Py` for pyridine)
    is the same kind. None when neither entry is such a parent: a bare parent (`SEM` for `FE-SEM`) is decided elsewhere."""
    for kind, parent_entry in ((reference, test), (test, reference)):
        if (broader := technique_relations.broader_reading(kind, parent_entry)) is None:
            continue
        parent_names = technique_qualifiers.named_words(parent_entry)  # `sem` restates the parent, it names no kind
        kind_names = technique_qualifiers.named_words(kind) - parent_names  # `z contrast` restates HAADF
        written = set(technique_index.normalize(kind).split()) - parent_names
        own = [w for w in technique_qualifiers.own_qualifier(parent_entry, kind) if w not in kind_names and not _shortened(w, written)]
        if own:
            why = f"{parent_entry!r} qualifies {broader[0]} as {' '.join(own)!r}; {kind!r} names a kind of it"
            return Decision(False, "sibling-qualifier", f"{why}: two kinds of one technique are the best guess", certain=False)
    return None


def _shortened(word: str, written: set[str]) -> bool:
    """The word is the start of a word the other entry writes, or one writes the start of the other (`py`, `pyridine`)."""
    return any(len(w) >= 2 and len(word) >= 2 and (word.startswith(w) or w.startswith(word)) for w in written)
