"""Conditions that differ in one word on each side (issue 26): `TiO2 (amorphous)` against `TiO2 (anatase)`.

A key's conditions name what tells its sample from the paper's others. When each key has one word the other lacks,
and no spelling, stem or synonym makes the two one word, the keys name another state, reagent or treatment of the
material (`methyltin` against `butyltin`, `growth` against `annealing`): another sample is the best guess, never
proven (a paraphrase the tables do not know stays possible). Abbreviations are left to the readers that spell them out.
"""

from __future__ import annotations

import re

from .condition_clauses import split_conditions

# Words of a field that name one thing (a synonym of the field's terminology, not a close spelling):
# - `synthetic` and `artificial` graphite: IUPAC, Recommended terminology for the description of carbon as a solid,
#   Pure Appl. Chem. 67, 473 (1995), "synthetic graphite": "artificial graphite" is given as its synonym.
# - `meta-` and `simultaneous` mordanting: the mordant added with the dye (Bechtold & Mussak (eds.), Handbook of
#   Natural Colorants, Wiley 2009: pre-, meta- (simultaneous) and post-mordanting).
_SYNONYMS = (frozenset({"synthetic", "artificial"}), frozenset({"meta", "simultaneous"}))
# Words that qualify the medium a key names rather than name a treatment (`pure THF`, `THF solution`, `neat`): no sample
# of their own.
_MEDIUM_QUALIFIERS = frozenset({"pure", "neat", "solution"})
# Inflections of one root share its first letters (`oxidation`, `oxidised`; `annealing`, `annealed`): a root so long is
# rarely shared by two different words.
_ROOT = 4
# Shorter words are too often a unit, a symbol or a truncation (`rel` of `ρrel`) to count as a word of its own.
_MIN_WORD = 3


def one_word_swapped(ref_words: list[str], test_words: list[str], ref_names: list[str], test_names: list[str]) -> str | None:
    """Why two keys' conditions name two samples when each has exactly one plain word the other lacks and no name
    (an abbreviation or formula may spell the other's word out); None otherwise."""
    if ref_names or test_names or len(ref_words) != 1 or len(test_words) != 1:
        return None
    mine, theirs = ref_words[0], test_words[0]
    if not all(w.isalpha() and w.islower() and len(w) >= _MIN_WORD for w in (mine, theirs)):
        return None
    if any({mine, theirs} <= group for group in _SYNONYMS) or {mine, theirs} & _MEDIUM_QUALIFIERS or mine[:_ROOT] == theirs[:_ROOT]:
        return None
    return f"the conditions differ in one word each ({mine!r}, {theirs!r}) that no spelling or synonym makes one: another sample is the best guess"


def words_moved_before_material(ref_words: list[str], test_words: list[str], reference: str, test: str) -> tuple[list[str], list[str], str]:
    """The unmatched condition words without those the other key writes before its material (`TiO2 (amorphous)`
    against `amorphous TiO2`: the word moved, not left out), and those moved words shown ('' when none)."""
    ref_material, test_material = (set(re.findall(r"[a-z]+", split_conditions(key)[0].casefold())) for key in (reference, test))
    moved = [w for w in ref_words if w in test_material] + [w for w in test_words if w in ref_material]
    kept = ([w for w in ref_words if w not in test_material], [w for w in test_words if w not in ref_material])
    return *kept, ", ".join(map(repr, moved))
