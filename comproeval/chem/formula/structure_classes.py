"""Whether a family string names only a structure type or a class of materials (`perovskite`, `Aurivillius
ferroelectrics`, `Bi-based perovskites`), too broad for a reference that names a family (`family_relations`)."""

from __future__ import annotations

import re

from ..family_words import names_a_compound
from ..once import load_once
from .family_text import FAMILY_STRIP_WORDS

# Words that name a structure type or a class of materials, not a family (IUCr structure-type names; a
# materials-science textbook's classes: Moulson & Herbert, Electroceramics, 2003, ch. 5-6). `blsf` is the field's
# abbreviation of "bismuth layer-structured ferroelectrics", the Aurivillius class (Moure, Appl. Sci. 8, 62 (2018)).
STRUCTURE_CLASS_WORDS = frozenset(
    {
        "perovskite",
        "aurivillius",
        "bismuth layer",
        "bismuth-layered",
        "bismuth layered",
        "blsf",
        "layered",
        "tungsten bronze",
        "pyrochlore",
        "spinel",
        "wurtzite",
        "fluorite",
        "garnet",
        "ilmenite",
        "rutile",
        "ferroelectric",
        "relaxor",
        "piezoelectric",
        "piezoceramic",
        "semiconductor",
        "oxide",
        "ceramic",
        "polymer",
        "composite",
        "ruddlesden-popper",
        "dion-jacobson",
        "brownmillerite",
        "lead-free",
        "lead free",
        "multiferroic",
        "dielectric",
        "glass",
        "nanocomposite",
    }
)
_CLASS_WORD_RE = re.compile(r"\b(" + "|".join(sorted(map(re.escape, STRUCTURE_CLASS_WORDS), key=len, reverse=True)) + r")")


def mentions_a_class(text: str) -> bool:
    """The text carries a structure-type or class word (`perovskite`, `ceramic`)."""
    return bool(_CLASS_WORD_RE.search(text.lower()))


# Words a class name carries besides its class words: qualifiers, element names and symbols (`Bi-based`, `lead-related`).
_CLASS_QUALIFIERS = frozenset(
    {
        "based",
        "related",
        "complex",
        "type",
        "types",
        "structured",
        "structure",
        "family",
        "families",
        "material",
        "materials",
        "compound",
        "compounds",
        "system",
        "systems",
        "s",
        "-",
        "and",
        "free",
    }
)


@load_once
def _element_words() -> frozenset[str]:
    from pymatgen.core.periodic_table import Element

    return frozenset(w for e in Element for w in (e.symbol.lower(), e.long_name.lower()))


def names_only_a_class(text: str) -> bool:
    """The text names a structure type or class and nothing else (`Pb-based perovskite`, `Aurivillius
    ferroelectrics`); an unread name beside a class word (`sodium bismuth titanate ceramics`) is not proven one."""
    lowered = text.lower()
    if not _CLASS_WORD_RE.search(lowered) or names_a_compound(lowered):
        return False
    rest = _CLASS_WORD_RE.sub(" ", lowered)
    words = [w for w in re.split(r"[\s\-/,()]+", rest) if w]
    words = [w[:-1] if w.endswith("s") and w[:-1] in _element_words() | _CLASS_QUALIFIERS else w for w in words]
    return all(w in _CLASS_QUALIFIERS or w in FAMILY_STRIP_WORDS or w in _element_words() for w in words)
