"""A family string read as text: the alternatives it lists, its words without filler, and its formula core.

Naming varies (`PZT` ~ `PZT-based ceramics`), and a ground truth may list alternatives with "or", any of which may
be matched; the family rules (`family_match`, `family_relations`) compare these readings.
"""

from __future__ import annotations

import functools
import re

from ..acronyms import acronym_of
from ..data import load_lexicon
from ..family_copolymers import source_based_bracket
from ..family_words import anion_elements, cation_element
from .grammar import valid_element
from .parse import normalize_key

FAMILY_STRIP_WORDS = frozenset(load_lexicon("formula_words")["family_strip_words"])

# a comma between digits is a locant or a repeat-unit label (`nylon-6,6`, `2,6-`), never a list
_FAMILY_SPLIT_RE = re.compile(r"\s+or\s+|\s+and\s+|;|,(?![^()\[\]{}]*[)\]}])(?!(?<=\d,)\d)")


@functools.lru_cache(maxsize=4096)
def family_alternatives(text: str) -> tuple[str, ...]:
    """The alternatives a family string lists (`A or B`, `A; B`, `name (ABBR)`)."""
    text = normalize_key(text or "")
    alternatives = []
    for part in _FAMILY_SPLIT_RE.split(text):
        part = part.strip()
        alias = re.fullmatch(r"(.*?[a-z].*?)\s*\(([^()]+)\)", part)
        if alias and not source_based_bracket(alias.group(1), alias.group(2)):
            alternatives.extend([alias.group(1).strip(), alias.group(2).strip()])
        elif part:
            alternatives.append(part)
    return tuple(alternatives)


@functools.lru_cache(maxsize=4096)
def acronym_glosses(text: str) -> frozenset[str]:
    """The bracketed aliases of `name (ABBR)` that are the initials of a name writing no element (`suspension
    concentrate (SC)`, `hot isostatic pressing (HIP)`): an abbreviation, never a formula, so it matches only the
    same letters. A formula glosses a name by its elements (IUPAC Red Book IR-4.1, IR-5.2: `boron nitride (BN)`
    names boron, `zinc oxide (ZnO)` zinc), so a name that writes an element keeps its bracket's formula reading."""
    glosses = []
    for part in _FAMILY_SPLIT_RE.split(normalize_key(text or "")):
        alias = re.fullmatch(r"(.*?[a-z].*?)\s*\(([^()]+)\)", part.strip())
        if alias is None or source_based_bracket(alias.group(1), alias.group(2)):
            continue
        name, short = alias.group(1).strip(), alias.group(2).strip()
        if acronym_of(short, name) and not _formula_of_its_name(name, short):
            glosses.append(short)
    return frozenset(glosses)


def bracket_letters(text: str) -> frozenset[str]:
    """The capitals of `name (ABBR)` that cannot be a formula of their name (`hydroxyapatite (HA)`: `apatite` writes no
    element), whether or not they are its plain initials. One acronym may stand for other names in other fields
    (`HA`: hydroxyapatite, hyaluronic acid): the same letters written by two sides, each beside its own name, prove one
    family only through the names (IUPAC Red Book IR-4.1: a formula names the elements of its name; letters that are
    no formula are a name's abbreviation, defined by it)."""
    letters = []
    for part in _FAMILY_SPLIT_RE.split(normalize_key(text or "")):
        alias = re.fullmatch(r"(.*?[a-z].*?)\s*\(([A-Z][A-Z0-9-]*[A-Z])s?\)", part.strip())
        if (
            alias is not None
            and not source_based_bracket(alias.group(1), alias.group(2))
            and not _formula_of_its_name(alias.group(1).strip(), alias.group(2))
        ):
            letters.append(alias.group(2))
    return frozenset(letters)


def _writes_an_element(word: str) -> bool:
    """An element's name or symbol, or an anion word (`zinc`, `oxide`, `Zn`)."""
    return bool(cation_element(word) or anion_elements(word) or re.fullmatch(r"[A-Z][a-z]?", word) and valid_element(word))


def _formula_of_its_name(name: str, short: str) -> bool:
    """A bracket that may be a formula of its name (`boron nitride (BN)`, `amorphous In-Ga-Zn-O (a-IGZO)`): every
    word its capitals stand for writes an element. A capital that stands for a word writing none (`carbon paper
    (CP)`: `paper`) makes the bracket the name's initials only (IUPAC Red Book IR-4.1: a formula names the elements
    of its name)."""
    capitals = {c for c in short if c.isupper()}
    initialled = [w for w in re.split(r"[^A-Za-z]+", name) if w and w[0].upper() in capitals]
    return bool(initialled) and all(_writes_an_element(w) for w in initialled)


def family_words(text: str) -> str:
    """Lower-case words without filler (`ceramics`, `based`, `system`) and plural endings."""
    words = re.split(r"[\s]+|(?<=[a-z])-(?=[a-z])", text.lower().replace("-based", " based"))
    kept = [
        w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) else w for w in words if w and w not in FAMILY_STRIP_WORDS
    ]
    return " ".join(kept)


def family_core(text: str) -> str:
    """The family's formula/abbreviation part with -based/ceramics/system words dropped."""
    text = re.sub(r"-?\bbased\b", " ", normalize_key(text), flags=re.IGNORECASE)
    words = [w for w in text.split() if w.lower() not in FAMILY_STRIP_WORDS]
    return " ".join(words).strip(" -")
