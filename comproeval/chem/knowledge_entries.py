"""How one entry of a knowledge file is read and checked (docs/knowledge.md): its readings, and that the rules can
read what it means (`knowledge.check_meaning`, the same check for the built-in vocabulary and a user's file).
No formula parser here: the built-in files are read through this module by the parsers themselves."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .text import PROSE_CHARS, normalize

#: The fields of an entry written as an object (docs/knowledge.md).
ENTRY_FIELDS = (
    "means",
    "names",
    "source",
    "learned_from",
    "broader",
    "level",
    "kind",
    "members",
    "label_only",
    "guess_only",
    "preferred",
    "names_alone",
    "includes",
    "measures",
    "category",
    "note",
)
_LIST_FIELDS = ("names", "names_alone", "includes", "measures")  # lists of non-empty text
_TEXT_FIELDS = ("source", "preferred", "category", "note", "kind", "level")  # non-empty text
FORMULA_SECTIONS = ("abbreviations", "names")  # sections whose meanings are formulas: one spelling, one formula
MAX_TEXT = 300
# A site listing its elements without amounts, `(Zr,Ti)`: the formula stands for any ratio of them.
_GENERIC_SITE = re.compile(r"\([A-Z][a-z]?(?:,\s*[A-Z][a-z]?)+\)")


class KnowledgeError(ValueError):
    """A knowledge file the rules cannot use; the message names the file and the entry."""


def key(text: Any) -> str:
    """How entries are looked up: Unicode-normalized, case-folded, spacing collapsed, dashes unified (`chem.text`)."""
    return normalize(str(text), PROSE_CHARS, nfkc=True).casefold()


def is_generic_formula(text: str) -> bool:
    """A formula with a site of elements in no stated ratio (`Pb(Zr,Ti)O3`, `(K,Na)NbO3`): a family of compositions."""
    return bool(_GENERIC_SITE.search(text))


@dataclass(frozen=True)
class Reading:
    """One meaning of an entry: what it means, the other spellings that mean the same, where it comes from.

    `kind: "name"` marks a compound without a fixed formula (a polymer, a carbon form): in the formula sections
    its meaning is the name it goes by, not a formula.
    """

    means: str
    names: tuple[str, ...] = ()
    source: str | None = None
    kind: str | None = None
    preferred: str | None = None  # why this reading is the one taken when the paper does not say (`PVA`)
    label_only: bool = False  # the entry's own key is a label (an id), never read as a spelling
    names_alone: tuple[str, ...] = ()  # spellings read only when they are the whole entry (`TA`)
    guess_only: bool = False  # a best guess of what the spelling names, never a proof (a framework code's formula)


def readings_of(kind: str, spelling: str, value: Any, where: str) -> list[Reading]:
    """The readings one entry gives, in any form: a string (for families, a list of names), an object, or, in the
    formula sections, a list of strings or objects (an abbreviation with several readings).

    An object is `{"means": ..., "names": [...], "source": ...}` (families: `{"names": [...], ...}`, read as the
    family itself); `learned_from` records the review questions it came from, and `broader`, `level`, `kind`,
    `members` describe the built-in hierarchies.
    """
    _check_text(where, spelling, what="the entry's own name")
    if kind in FORMULA_SECTIONS and isinstance(value, list):
        if not value:
            raise KnowledgeError(f"{where}: expected a non-empty list of readings")
        if any(isinstance(item, list) for item in value):
            raise KnowledgeError(f"{where}: a reading is a formula or an object, not a list")
        return [one for item in value for one in readings_of(kind, spelling, item, where)]
    if kind == "families":
        names = value.get("names") if isinstance(value, Mapping) else value
        if isinstance(value, Mapping):
            _check_fields(where, value)
        if not (isinstance(names, list) and names):
            raise KnowledgeError(f"{where}: expected a non-empty list of names, got {json.dumps(names)[:60]}")
        return [Reading(str(spelling).strip(), tuple(_names(where, names)), _source(value))]
    if not isinstance(value, Mapping):
        _check_text(where, value)
        return [Reading(str(value).strip())]
    _check_fields(where, value)
    means = value.get("means")
    _check_text(where, means)
    names = value.get("names") or []
    if not isinstance(names, list):
        raise KnowledgeError(f"{where}: names must be a list of other spellings, got {json.dumps(names)[:60]}")
    kind_of = value.get("kind")
    return [
        Reading(
            str(means).strip(),
            tuple(_names(where, names)),
            _source(value),
            str(kind_of) if kind_of else None,
            value.get("preferred"),
            value.get("label_only") is True,
            tuple(value.get("names_alone") or ()),
            value.get("guess_only") is True,
        )
    ]


def entries_of(kind: str, spelling: str, value: Any, where: str) -> list[tuple[str, str]]:
    """The (spelling, meaning) pairs one entry says: its own spelling and every reading's other names.

    The own spelling is left out when it is only a label (`label_only`: an id such as `hrxrd`, or `PVA-binder`), and
    when the readings differ (an abbreviation with several readings names none of them alone) unless one reading is
    documented as `preferred`: then the spelling means that one. A `guess_only` reading says nothing certain, so it
    gives no pair: the rules that read it (chem/formula/framework_codes.py) take it only as a best guess."""
    readings = [r for r in readings_of(kind, spelling, value, where) if not r.guess_only]
    if not readings:
        return []
    preferred = [r for r in readings if r.preferred]
    if len(preferred) > 1:
        raise KnowledgeError(f"{where}: {len(preferred)} readings are marked preferred; one at most")
    if any(r.label_only for r in readings):
        own = []
    elif len({key(r.means) for r in readings}) == 1:
        own = [(str(spelling), readings[0].means)]
    else:
        own = [(str(spelling), preferred[0].means)] if preferred else []
    return own + [(name, reading.means) for reading in readings for name in (*reading.names, *reading.names_alone)]


def _check_fields(where: str, value: Mapping[str, Any]) -> None:
    unknown = sorted(set(value) - set(ENTRY_FIELDS))
    if unknown:
        raise KnowledgeError(f"{where}: unknown field {unknown[0]!r}; an entry's fields are {', '.join(ENTRY_FIELDS)}")
    for name in _LIST_FIELDS:
        if name in value and not (isinstance(value[name], list) and all(isinstance(v, str) and v.strip() for v in value[name])):
            raise KnowledgeError(f"{where}: {name} must be a list of non-empty text, got {json.dumps(value[name])[:60]}")
    for name in _TEXT_FIELDS:
        if name in value and not (isinstance(value[name], str) and value[name].strip()):
            raise KnowledgeError(f"{where}: {name} must be non-empty text, got {json.dumps(value[name])[:60]}")
    for name in ("label_only", "guess_only"):
        if name in value and not isinstance(value[name], bool):
            raise KnowledgeError(f"{where}: {name} must be true or false, got {json.dumps(value[name])[:60]}")


def _names(where: str, names: list[Any]) -> list[str]:
    for name in names:
        _check_text(where, name)
    return [str(name) for name in names]


def _source(value: Any) -> str | None:
    return value.get("source") if isinstance(value, Mapping) else None


def _check_text(where: str, value: Any, what: str = "a name") -> None:
    if not isinstance(value, str) or not value.strip():
        raise KnowledgeError(f"{where}: {what} must be non-empty text, got {json.dumps(value)[:60]}")
    if len(value) > MAX_TEXT:
        raise KnowledgeError(f"{where}: longer than {MAX_TEXT} characters")
