"""Composite family names compared part by part (`NBR/graphene nanocomposites`, `rGO/NBR nanocomposites`).

A composite is its phases (IUPAC Gold Book, 'composite'; 'filler'): the slash notation `matrix/filler` lists them
in either order. Two composite families with one part in common and the other part another identified filler
(`graphene`, `carbon nanotube`) are other composites; a filler of one family (`rGO` for `graphene`, Bianco et al.
2013, `data/filler_families.json`) is only the best guess of the same one. Parts are read by the composite-part
lexicon, the family tree and the formula grammar; a part none reads decides nothing.
"""

from __future__ import annotations

import functools
import re

from .data import load_lexicon
from .family_reading import singular
from .formula.composite import part_identity
from .formula.family_tree import read_family

# the head nouns of a composite name (IUPAC Gold Book, 'composite'; 'nanocomposite'; 'polymer blend')
_HEADS = frozenset({"composite", "nanocomposite", "blend", "hybrid"})


@functools.cache
def _filler_family() -> dict[str, tuple[str, bool]]:
    """composite-part id -> (its filler family, whether it is the family's generic member)."""
    families = load_lexicon("filler_families")["families"]
    return {m: (name, m == entry["generic"]) for name, entry in families.items() for m in entry["members"]}


def _split_top(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += char in "([" and 1 or char in ")]" and -1 or 0
        if char == "/" and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return [*parts, text[start:].strip()]


def components(text: str) -> tuple[str, ...] | None:
    """The parts a composite name lists before its head noun (`NBR/carbon nanotube nanocomposites` -> NBR,
    carbon nanotube), or None when it is not written so."""
    words = (text or "").replace("\u2013", "-").split()
    end = len(words)
    while end and singular(words[end - 1].lower().strip(",;")) in _HEADS:
        end -= 1
    if end in (0, len(words)):
        return None
    parts = _split_top(" ".join(words[:end]))
    return tuple(parts) if len(parts) >= 2 and all(parts) else None


def _identity(part: str) -> frozenset[str]:
    """What a part is: a composite-part id or formula (`chem.formula.composite`), else a family-tree concept."""
    if found := part_identity(part):
        return found
    reading = read_family(part)
    return frozenset({"tree:" + reading.concept}) if reading is not None and reading.complete and not reading.member else frozenset()


def other_part(reference: str, test: str) -> tuple[bool, str, str] | None:
    """(same filler family, reference part, test part) when two composite names share every part but one and both
    left-over parts are identified as other materials; None otherwise."""
    ref, tst = components(reference), components(test)
    if ref is None or tst is None or len(ref) != len(tst):
        return None
    ref_ids, test_ids = [_identity(p) for p in ref], [_identity(p) for p in tst]
    if not all(ref_ids) or not all(test_ids):
        return None
    left = list(range(len(tst)))
    unmatched = []
    for i, ids in enumerate(ref_ids):
        j = next((j for j in left if ids & test_ids[j]), None)
        if j is None:
            unmatched.append(i)
        else:
            left.remove(j)
    if len(unmatched) != 1 or len(left) != 1:
        return None
    i, j = unmatched[0], left[0]
    kin = [_filler_family().get(x.removeprefix("lex:")) for x in (*ref_ids[i], *test_ids[j])]
    same_family = len(kin) == 2 and all(kin) and kin[0][0] == kin[1][0] and (kin[0][1] or kin[1][1])  # type: ignore[index]
    return bool(same_family), ref[i], tst[j]


# two parts joined by a slash or an en dash right before a composite head (`silica-epoxy hybrid coatings`)
_JOINED_RE = re.compile(r"(\S+?)[/\u2013](\S+)\s+(\S+)")


def _listed_parts(text: str) -> tuple[str, ...] | None:
    """The parts a composite name lists (`components`), or a slash or en-dash pair right before a composite head."""
    if (parts := components(text)) is not None:
        return parts
    for first, second, head in _JOINED_RE.findall(text or ""):
        if singular(head.lower().strip(",;")) in _HEADS:
            return first, second
    return None


def _holds(text: str, part: str) -> bool:
    """The name writes the part as a word or a piece of one (`BaTiO3-filled`), not inside another (`Al`, `aluminium`)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(part)}(?![a-z])", text, re.IGNORECASE) is not None


# words by which a name admits other phases (`TiB2-based`, `B4C-reinforced`, `LM-embedded`, `MMCs`): a composite too
_ADMITS_PHASES_RE = re.compile(
    r"based|reinforced|filled|embedded|loaded|decorated|dispersed|containing|supported|matrix|\b[MCP]MCs?\b", re.IGNORECASE
)


def composite_against_part(reference: str, test: str) -> tuple[str, str] | None:
    """(the part both name, the part only the composite names) when one name is a composite of parts (IUPAC Gold
    Book, 'composite': a material of several phases) and the other names one of them alone, with no composite head
    and no other part: the composite and its filler or matrix are other materials; else None."""
    for composite, other in ((reference, test), (test, reference)):
        parts = _listed_parts(composite)
        if parts is None or re.search(r"\S[/\u2013]\S", other) or _ADMITS_PHASES_RE.search(other):
            continue
        if any(singular(w.lower().strip(",;")) in _HEADS for w in other.split()):
            continue
        held = [p for p in parts if _holds(other, p)]
        if len(held) == 1:
            return held[0], next(p for p in parts if p != held[0])
    return None
