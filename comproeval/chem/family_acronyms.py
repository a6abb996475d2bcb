"""Acronyms a family name writes: spelled out by the other name, qualified by an element, or ending in the other's.

`PPV` for `poly(p-phenylene vinylene)`, `TZN` for `TeO2–ZnO–Na2O` (initials, `chem.acronyms`); `Zr-based MOFs`
against `metal-organic frameworks` (a kind of the acronym's family); `SPIONs` against `iron oxide nanoparticles`
(the last letters spell the other name). Evidence of one family or a narrower one, never proof: initials repeat.
"""

from __future__ import annotations

import re

from .acronyms import acronym_between, acronym_of, acronym_tokens
from .family_words import element_names

_HYPHEN_PART_ACRONYM = re.compile(r"(?<![A-Za-z0-9])([A-Z][A-Z0-9]{1,7})s?-(?=[a-z])")  # `PPV-based`, `TBC-coated`


def written_acronyms(text: str) -> list[str]:
    """The acronyms a family name writes, a hyphenated one (`PPV-based emitters`) included."""
    return list(dict.fromkeys([*acronym_tokens(text), *_HYPHEN_PART_ACRONYM.findall(text)]))


def spelled_acronym(one: str, other: str) -> str | None:
    """An acronym one name writes and the other spells out by its initials (`TZN` for `TeO2–ZnO–Na2O`, `PPV` for
    `poly(p-phenylene vinylene)`), in either direction; evidence of one family, not proof (initials can repeat).
    A bracketed acronym that glosses the words before it (`capsule suspension (CS)`) is those words again, so it
    spells nothing of its own: the words are read without it."""
    return acronym_between(unglossed(one), unglossed(other), written_acronyms) and acronym_between(one, other, written_acronyms)


def unglossed(text: str) -> str:
    """The name without a bracketed acronym its own words spell (`hot isostatic pressing (HIP)` -> the words)."""
    found = _GLOSS_RE.search(text)
    return text[: found.start()] + text[found.end() :] if found and acronym_of(found.group(1), text[: found.start()]) else text


_GLOSS_RE = re.compile(r"\s*\(([A-Z][A-Za-z0-9]*[A-Z])s?\)")


# Words beside an acronym that qualify nothing (`MOF-based materials`, `MOF family`).
_ACRONYM_FILLER = frozenset({"based", "type", "family", "families", "material", "materials", "system", "systems", "class", "of", "the"})


def qualified_acronym(one: str, other: str, acronym: str) -> str | None:
    """The name that writes `acronym` with an element the other does not write (`Zr-based MOFs` against
    `metal-organic frameworks`): that name is a kind of the other, a narrower family; None otherwise."""
    for name, spelled in ((one, other), (other, one)):
        words = [w for w in re.split(r"[\s\-]+", name) if w]
        if not any(w.rstrip("s") == acronym for w in words):
            continue
        rest = [w for w in words if w.rstrip("s") != acronym and w.lower() not in _ACRONYM_FILLER]
        spelled_words = {w.lower() for w in re.split(r"[\s\-]+", spelled)}
        if any(w.lower() not in spelled_words and _element_word(w) for w in rest):
            return name  # an element the other name does not write (`Zr-based`): a kind of the acronym's family
    return None


def _element_word(word: str) -> bool:
    """An element symbol as written (`Zr`, `K`) or an element's name (`zirconium`)."""
    return word in element_names().values() or word.lower() in element_names()


def acronym_ending(one: str, other: str) -> tuple[str, str] | None:
    """(acronym, ending) when one name writes an acronym whose last three or more letters the other name spells by
    its initials and whose first letters qualify it (`SPIONs`: superparamagnetic iron oxide nanoparticles against
    `iron oxide nanoparticles`, the ION): a kind of the other family, named as the same one is the best guess."""
    for short, full in ((one, other), (other, one)):
        for acronym in written_acronyms(short):
            if acronym in written_acronyms(full):
                continue
            for start in range(1, len(acronym) - 2):
                if acronym_of(acronym[start:], full):
                    return acronym, acronym[start:]
    return None
