"""An acronym that fields read several ways (`AES`: Auger electron or atomic emission spectroscopy) against an entry
that is none of them: every reading is identified, so the difference is proven (issue 26: a miss is certain when the
leftover entry is identified as something else)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem import lexicon, technique_relations, techniques
from ...chem.decision import Decision


def readings_apart(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """A certain difference when one entry is an acronym of several readings (`data/technique_words.json`, each from a
    glossary), the other is read whole (a concept of the lexicon, no unread word, no close spelling, no acronym of
    several readings itself), every reading is proven another technique, and none but the lexicon's own reading of
    the acronym shares a parent with the other entry:
    siblings under one parent stay a guess, since a link the hierarchy lacks could make one a form of the other
    (ICP-OES under atomic emission spectroscopy). None otherwise: the uncertain verdict stands."""
    for short, other, short_first in ((reference, test, True), (test, reference, False)):
        readings = technique_relations.several_readings(short)
        if not readings:
            continue
        concepts = techniques.technique_concepts(other)
        if not concepts or lexicon.unread_words(other) or techniques.fuzzy_spelling(other) or technique_relations.several_readings(other):
            return None
        verdicts = [explain(r, other) if short_first else explain(other, r) for r in readings]
        if not all(v.certain and not v.match for v in verdicts):
            return None
        theirs, own = lexicon.lineage(concepts), techniques.technique_concepts(short)
        # the lexicon's own reading of the acronym (`EIS`) was judged as any entry is; the others are the guard's
        if any(lexicon.lineage(techniques.technique_concepts(r)) & theirs for r in readings if techniques.technique_concepts(r) != own):
            return None
        why = f"{short.strip()!r} may name {' or '.join(readings)}: each is proven another technique than {other.strip()!r}"
        return Decision(False, "different-technique", why)
    return None
