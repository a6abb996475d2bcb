"""Two kinds of one technique where the rules read only one: an entry read as the parent that writes a qualifier of
its own (`ABF-STEM`) is not the bare parent the other entry's kind (`HAADF-STEM`) is a variant of. CHMO files the
imaging modes of one microscope (bright field, annular dark field, high-angle annular dark field) as siblings under
it, and ISO 15932 (microbeam analysis, vocabulary) names each by its detector: two qualified forms are siblings,
never one a variant of the other (issue 26: hierarchies answer three ways)."""

from __future__ import annotations

import re

from ...chem import technique_index, technique_qualifiers, technique_relations
from ...chem.acronyms import acronym_of
from ...chem.decision import Decision


def qualified_parent(reference: str, test: str) -> Decision | None:
    """Another kind the best guess when one entry is a known kind of a technique and the other that technique
    qualified by an acronym the rules do not read (`ABF`, `SE`: a mode's name), not the kind's own initials (`PCT` of
    `product consistency test`). None when neither entry is such a
    parent: a bare parent (`SEM` for `FE-SEM`) or one qualified in words, which are as often a paraphrase of the kind
    (`fluorine-19 NMR` for `19F NMR`), is decided elsewhere (`own_qualifier`)."""
    for kind, parent_entry in ((reference, test), (test, reference)):
        if technique_relations.broader_reading(kind, parent_entry) is None:
            continue
        own = [w for w in own_qualifier(parent_entry, kind) if (written := _written_acronym(w, parent_entry)) and not acronym_of(written, kind)]
        if own:
            why = f"{parent_entry!r} qualifies {kind!r}'s parent technique as {' '.join(own)!r}, which the rules do not read"
            return Decision(False, "sibling-qualifier", f"{why}: two kinds of one technique are the best guess", certain=False)
    return None


def own_qualifier(parent_entry: str, kind: str) -> tuple[str, ...]:
    """The words an entry read as a parent qualifies it with that the kind's entry does not write or name, even short
    (`py` for `pyridine`); words that restate the parent (`sem`) name no kind."""
    parent_names = technique_qualifiers.named_words(parent_entry)
    kind_names = technique_qualifiers.named_words(kind) - parent_names  # `z contrast` restates HAADF
    written = set(technique_index.normalize(kind).split()) - parent_names
    return tuple(w for w in technique_qualifiers.own_qualifier(parent_entry, kind) if w not in kind_names and not _shortened(w, written))


def _shortened(word: str, written: set[str]) -> bool:
    """The word is the start of a word the other entry writes, or one writes the start of the other (`py`, `pyridine`)."""
    return any(len(w) >= 2 and len(word) >= 2 and (word.startswith(w) or w.startswith(word)) for w in written)


def _written_acronym(word: str, text: str) -> str | None:
    """The word as the entry writes it when in capitals, two at least, one lower-case letter before them allowed
    (`ABF`, `SE`, `iDPC`), as a mode's or detector's name is; not a brand in mixed case (`PosiTest`)."""
    found = re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![a-z0-9])", text, re.I)
    return found.group(0) if found is not None and re.fullmatch(r"[a-z]?[A-Z][A-Z0-9]+", found.group(0)) else None
