"""A user's own vocabulary (`--knowledge FILE`): the abbreviations, names, families, units, techniques and
methods of their field, which the rules then read as a chemist of that field would.

The file is JSON (see `docs/knowledge.md`). Each section maps what papers write to what it means:

- `abbreviations`: a sample or compound abbreviation -> its formula (`"NCM811": "LiNi0.8Co0.1Mn0.1O2"`);
- `names`: a compound name -> its formula (`"lithium hydroxide monohydrate": "LiOH·H2O"`);
- `families`: a family -> the other ways to write it and its members (`"III-nitride": ["GaN", "InGaN"]`);
- `units`: a unit spelling -> a unit pint reads (`"mAhg": "mA*h/g"`);
- `techniques`, `methods`: a spelling -> the name the rules know (`"GCD": "galvanostatic charge-discharge"`).

An entry the user wrote is a proof: two entries the file declares the same are matched with certainty,
and an entry it names is identified (a miss beside it can be proven). Everything else is left to the
rules. Pure data and functions; the run carries the loaded object (no global state).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .text import PROSE_CHARS, normalize

__all__ = ["KINDS", "Knowledge", "KnowledgeError", "load_knowledge", "parse_knowledge"]

#: The sections of a knowledge file, and what each one maps.
KINDS: dict[str, str] = {
    "abbreviations": "an abbreviation of a sample or compound -> its formula",
    "names": "a compound name -> its formula",
    "families": "a family -> a list of other names of that family and of its members",
    "units": "a unit spelling -> a unit pint reads",
    "techniques": "a technique spelling -> the technique it is",
    "methods": "a synthesis-method spelling -> the method it is",
}
_META = ("field", "source", "description")
MAX_ENTRIES = 100_000
MAX_TEXT = 300


class KnowledgeError(ValueError):
    """A knowledge file the rules cannot use; the message names the file and the entry."""


def _key(text: Any) -> str:
    """How entries are looked up: Unicode-normalized, case-folded, spacing collapsed, dashes unified (`chem.text`)."""
    return normalize(str(text), PROSE_CHARS, nfkc=True).casefold()


@dataclass(frozen=True)
class Knowledge:
    """A loaded knowledge file: for each kind, every spelling (looked-up form) -> the meaning it stands for."""

    meanings: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    written: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # kind -> looked-up meaning -> as the user wrote it
    origin: str = "knowledge"
    digest: str = ""  # sha256 of what was read: a changed file is another run (resume fingerprints)

    def meaning(self, kind: str, text: Any) -> str | None:
        """What the file says `text` means as a `kind` entry, or None when it says nothing."""
        if text is None:
            return None
        return self.meanings.get(kind, {}).get(_key(text))

    def same(self, kinds: tuple[str, ...], reference: Any, test: Any) -> bool:
        """Whether the file declares both entries the same thing (a spelling and its meaning, or two spellings of one)."""
        for kind in kinds:
            ref, tst = self.meaning(kind, reference), self.meaning(kind, test)
            ref_form = ref if ref is not None else (_key(reference) if reference is not None else None)
            tst_form = tst if tst is not None else (_key(test) if test is not None else None)
            if (ref is not None or tst is not None) and ref_form is not None and ref_form == tst_form:
                return True
        return False

    def rewrite(self, kinds: tuple[str, ...], text: Any) -> Any:
        """`text` as its declared meaning when the file names it, else unchanged (so the rules read what it means)."""
        for kind in kinds:
            found = self.meaning(kind, text)
            if found is not None:
                return self._display(kind, found)
        return text

    def knows(self, kinds: tuple[str, ...], text: Any) -> bool:
        return any(self.meaning(kind, text) is not None for kind in kinds)

    def _display(self, kind: str, meaning_key: str) -> str:
        return self.written.get(kind, {}).get(meaning_key, meaning_key)

    def __len__(self) -> int:
        return sum(len(v) for v in self.meanings.values())


def parse_knowledge(data: Any, origin: str = "knowledge") -> Knowledge:
    """A knowledge object from parsed JSON; a bad entry raises KnowledgeError naming it."""
    if not isinstance(data, Mapping):
        raise KnowledgeError(f"{origin}: expected a JSON object with sections {', '.join(KINDS)}, got {type(data).__name__}")
    unknown = sorted(set(data) - set(KINDS) - set(_META))
    if unknown:
        raise KnowledgeError(f"{origin}: unknown section {unknown[0]!r}; the sections are {', '.join(KINDS)}")
    meanings: dict[str, dict[str, str]] = {}
    written: dict[str, dict[str, str]] = {}
    count = 0
    for kind in KINDS:
        section = data.get(kind) or {}
        if not isinstance(section, Mapping):
            raise KnowledgeError(f"{origin}: {kind} must be an object ({KINDS[kind]}), got {type(section).__name__}")
        table: dict[str, str] = {}
        display: dict[str, str] = {}
        for spelling, meaning in section.items():
            where = f"{origin}: {kind}[{spelling!r}]"
            targets = meaning if kind == "families" else [meaning]
            if kind == "families" and not (isinstance(meaning, list) and meaning):
                raise KnowledgeError(f"{where}: expected a non-empty list of names, got {json.dumps(meaning)[:60]}")
            for target in targets:
                _check_text(where, target)
            _check_text(where, spelling, what="the entry's own name")
            _check_meaning(kind, where, meaning)
            canonical = _key(spelling) if kind == "families" else _key(meaning)
            display[canonical] = str(spelling if kind == "families" else meaning).strip()
            for form in [spelling, *(targets if kind == "families" else [])]:
                previous = table.get(_key(form))
                if previous is not None and previous != canonical:
                    raise KnowledgeError(f"{where}: {form!r} already means {previous!r} in {kind}")
                table[_key(form)] = canonical
            count += 1
            if count > MAX_ENTRIES:
                raise KnowledgeError(f"{origin}: more than {MAX_ENTRIES} entries")
        meanings[kind] = table
        written[kind] = display
    digest = hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")).hexdigest()
    return Knowledge(meanings, written, origin, digest)


def _check_text(where: str, value: Any, what: str = "a name") -> None:
    if not isinstance(value, str) or not value.strip():
        raise KnowledgeError(f"{where}: {what} must be non-empty text, got {json.dumps(value)[:60]}")
    if len(value) > MAX_TEXT:
        raise KnowledgeError(f"{where}: longer than {MAX_TEXT} characters")


def _check_meaning(kind: str, where: str, meaning: Any) -> None:
    """Meanings the rules must be able to read: formulas parse, units are units pint knows."""
    if kind in ("abbreviations", "names") and not _is_formula(meaning):
        raise KnowledgeError(f"{where}: {meaning!r} is not a formula the rules can read (hydrates as LiOH·H2O)")
    if kind == "units":
        from .units import canonical_unit

        if canonical_unit(meaning) is None:
            raise KnowledgeError(f"{where}: {meaning!r} is not a unit pint can read")


def _is_formula(text: str) -> bool:
    """Whether the rules read `text` as a formula (elements and amounts, hydrates too; not an abbreviation such as PZT)."""
    from .formula import parse_composition

    parsed = parse_composition(text)
    return parsed is not None and bool(parsed.elements) and parsed.abbreviation is None and not parsed.qualifiers


def load_knowledge(path: str | Path) -> Knowledge:
    """Read and check a knowledge file (one line naming the file and the entry when it cannot be used)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KnowledgeError(f"knowledge file {path} not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise KnowledgeError(f"cannot read knowledge file {path}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise KnowledgeError(f"knowledge file {path} is not valid JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    return parse_knowledge(data, str(path))


# What a person's decision in review says, as an entry: the question's class -> the section it belongs in.
SECTION_OF_CLASS = {
    "unit": "units",
    "family": "families",
    "method": "methods",
    "technique": "techniques",
    "key": "abbreviations",
    "precursor": "names",
}


def decision_entry(cls: str, reference: str, test: str) -> tuple[str, str, Any] | None:
    """The entry that makes a person's "these are the same" decision a rule: (section, spelling, meaning).

    The ground truth's wording is the meaning where the section allows any text; formulas and units
    must be readable, so whichever side is one becomes the meaning. None when the decision cannot be
    written as an entry (two names of a compound, neither a formula; two units pint cannot read).
    """
    section = SECTION_OF_CLASS.get(cls)
    reference, test = str(reference).strip(), str(test).strip()
    if section is None or not reference or not test or _key(reference) == _key(test):
        return None
    if section == "families":
        return section, reference, [test]
    if section in ("abbreviations", "names"):
        if _is_formula(reference) and not _is_formula(test):
            return section, test, reference
        if _is_formula(test) and not _is_formula(reference):
            return section, reference, test
        return None
    if section == "units":
        from .units import canonical_unit

        if canonical_unit(reference) is not None:
            return section, test, reference
        return (section, reference, test) if canonical_unit(test) is not None else None
    return section, test, reference


def with_entry(data: Mapping[str, Any], section: str, spelling: str, meaning: Any) -> dict[str, Any]:
    """`data` (a knowledge file's JSON) with one more entry; a family's names are added to its list."""
    updated = {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in data.items()}
    entries = updated.setdefault(section, {})
    if section == "families":
        names = list(entries.get(spelling) or [])
        entries[spelling] = names + [name for name in meaning if name not in names]
    else:
        entries[spelling] = meaning
    return updated
