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
rules. Pure data and functions; the run carries the loaded object (no global state). A person's review decisions
are written as entries by `knowledge_learned`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .knowledge_entries import (
    ENTRY_FIELDS,
    FORMULA_SECTIONS,
    KnowledgeError,
    Reading,
    entries_of,
    is_generic_formula,
    readings_of,
)
from .knowledge_entries import key as _key

__all__ = [
    "ENTRY_FIELDS",
    "KINDS",
    "Knowledge",
    "KnowledgeError",
    "Reading",
    "entries_of",
    "is_generic_formula",
    "load_knowledge",
    "parse_knowledge",
    "readings_of",
]

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
PAPERS = "papers"  # the section of entries that apply to one paper only
MAX_ENTRIES = 100_000


Tables = Mapping[str, Mapping[str, str]]  # kind -> looked-up spelling -> looked-up meaning


@dataclass(frozen=True)
class Knowledge:
    """A loaded knowledge file: for each kind, every spelling (looked-up form) -> the meaning it stands for.

    `scoped` holds the entries that apply to one paper only (the file's `papers`): `for_paper` lays them over the rest.
    """

    meanings: Tables = field(default_factory=dict)
    written: Tables = field(default_factory=dict)  # kind -> looked-up meaning -> as the user wrote it
    origin: str = "knowledge"
    digest: str = ""  # sha256 of what was read: a changed file is another run (resume fingerprints)
    scoped: Mapping[str, Tables] = field(default_factory=dict)  # DOI -> the tables of that paper's own entries
    guesses: Tables = field(default_factory=dict)  # kind -> spelling -> meaning of `guess_only` entries: never a proof

    @property
    def name(self) -> str:
        """The file's name, as a verdict's `why` says who decided (`declared the same by knowledge_batteries.json`)."""
        return Path(self.origin).name

    def for_paper(self, doi: Any) -> Knowledge:
        """The knowledge that applies to one paper: its own entries (learned in a review of it) over the file's."""
        own = self.scoped.get(str(doi)) if doi is not None else None
        if not own:
            return self
        meanings = {kind: {**self.meanings.get(kind, {}), **own.get(kind, {})} for kind in KINDS}
        return Knowledge(meanings, self.written, self.origin, self.digest, guesses=self.guesses)

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
        own = sum(len(v) for v in (*self.meanings.values(), *self.guesses.values()))
        return own + sum(len(v) for tables in self.scoped.values() for v in tables.values())


@dataclass
class _Reading:
    """What has been read of one file so far: the tables of every paper scope (None: every paper) and who said what."""

    origin: str
    tables: dict[str | None, dict[str, dict[str, str]]] = field(default_factory=dict)
    written: dict[str, dict[str, str]] = field(default_factory=lambda: {kind: {} for kind in KINDS})
    said_by: dict[tuple[str | None, str, str], str] = field(default_factory=dict)  # (paper, kind, spelling) -> entry
    guesses: dict[str, dict[str, str]] = field(default_factory=lambda: {kind: {} for kind in KINDS})
    count: int = 0

    def sections(self, data: Mapping[str, Any], paper: str | None) -> None:
        prefix = f"{self.origin}: " + (f"papers[{paper!r}]." if paper is not None else "")
        kinds = self.tables.setdefault(paper, {kind: {} for kind in KINDS})
        for kind in KINDS:
            section = data.get(kind) or {}
            if not isinstance(section, Mapping):
                raise KnowledgeError(f"{prefix}{kind} must be an object ({KINDS[kind]}), got {type(section).__name__}")
            for spelling, value in section.items():
                where = f"{prefix}{kind}[{spelling!r}]"
                for reading in readings_of(kind, spelling, value, where):
                    check_meaning(kind, where, reading)
                    if reading.guess_only:  # checked and kept, but it proves nothing (docs/knowledge.md)
                        for form in (spelling, *reading.names, *reading.names_alone):
                            self.guesses[kind].setdefault(_key(form), _key(reading.means))
                for form, meaning in entries_of(kind, spelling, value, where):
                    canonical, looked_up = _key(meaning), _key(form)
                    self.written[kind].setdefault(canonical, meaning)
                    previous = kinds[kind].get(looked_up)
                    if previous is not None and previous != canonical:
                        first = self.said_by[(paper, kind, looked_up)]
                        raise KnowledgeError(f"{where}: {form!r} already means {previous!r} in {kind} ({first})")
                    kinds[kind][looked_up] = canonical
                    self.said_by.setdefault((paper, kind, looked_up), f"{kind}[{spelling!r}]")
                self.count += 1
                if self.count > MAX_ENTRIES:
                    raise KnowledgeError(f"{self.origin}: more than {MAX_ENTRIES} entries")
        self.refuse_two_formulas(prefix, kinds, paper)

    def refuse_two_formulas(self, prefix: str, kinds: Mapping[str, Mapping[str, str]], paper: str | None) -> None:
        """One spelling given two different formulas in the two formula sections is a contradiction, refused naming both."""
        first, second = FORMULA_SECTIONS
        for spelling, meaning in kinds[second].items():
            other = kinds[first].get(spelling)
            if other is None or other == meaning:
                continue
            one, two = self.written[first].get(other, other), self.written[second].get(meaning, meaning)
            if not _same_formula(one, two):
                said = self.said_by[(paper, second, spelling)], self.said_by[(paper, first, spelling)]
                raise KnowledgeError(f"{prefix}{said[0]} = {two!r} contradicts {said[1]} = {one!r}")


def parse_knowledge(data: Any, origin: str = "knowledge") -> Knowledge:
    """A knowledge object from parsed JSON; a bad entry raises KnowledgeError naming it.

    `papers` holds the entries that apply to one paper only (`{"papers": {DOI: {section: {...}}}}`): a decision
    a person took from that paper's other entries. Formulas must parse and units must be units pint reads; the
    built-in files (chem/data/knowledge) are the same format, checked the same way by the tests.
    """
    if not isinstance(data, Mapping):
        raise KnowledgeError(f"{origin}: expected a JSON object with sections {', '.join(KINDS)}, got {type(data).__name__}")
    unknown = sorted(set(data) - set(KINDS) - set(_META) - {PAPERS})
    if unknown:
        raise KnowledgeError(f"{origin}: unknown section {unknown[0]!r}; the sections are {', '.join(KINDS)}")
    reading = _Reading(origin)
    reading.sections(data, None)
    papers = data.get(PAPERS) or {}
    if not isinstance(papers, Mapping) or not all(isinstance(v, Mapping) for v in papers.values()):
        raise KnowledgeError(f"{origin}: {PAPERS} must map each DOI to sections of that paper's own entries")
    for doi, sections in papers.items():
        unknown = sorted(set(sections) - set(KINDS))
        if unknown:
            raise KnowledgeError(f"{origin}: papers[{doi!r}]: unknown section {unknown[0]!r}; the sections are {', '.join(KINDS)}")
        reading.sections(sections, str(doi))
    digest = hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")).hexdigest()
    scoped = {paper: kinds for paper, kinds in reading.tables.items() if paper is not None}
    guesses = {kind: table for kind, table in reading.guesses.items() if table}
    return Knowledge(reading.tables[None], reading.written, origin, digest, scoped, guesses)


def _same_formula(one: str, other: str) -> bool:
    """Two formula spellings of one composition (`LiOH·H2O`, `LiOH.H2O`)."""
    from .formula import parse_composition

    parsed = parse_composition(one), parse_composition(other)
    return None not in parsed and parsed[0].elements == parsed[1].elements


def check_meaning(kind: str, where: str, reading: Reading) -> None:
    """Meanings the rules must be able to read: formulas parse (a generic formula such as `Pb(Zr,Ti)O3` too; an
    entry of `kind: "name"` is a compound without a fixed formula), units are units pint knows."""
    meaning = reading.means
    if kind in FORMULA_SECTIONS and reading.kind != "name" and not is_formula(meaning):
        raise KnowledgeError(f"{where}: {meaning!r} is not a formula the rules can read (hydrates as LiOH·H2O)")
    if kind == "units":
        from .unit_reading import canonical_unit

        if canonical_unit(meaning) is None:
            raise KnowledgeError(f"{where}: {meaning!r} is not a unit pint can read")


def is_formula(text: str) -> bool:
    """Whether the rules read `text` as a formula (elements and amounts, hydrates too; not an abbreviation such as PZT)."""
    from .formula import parse_composition

    parsed = parse_composition(text)
    return parsed is not None and bool(parsed.elements) and parsed.abbreviation is None and not parsed.qualifiers


def read_knowledge_json(path: str | Path) -> Any:
    """A knowledge file's JSON (one line naming the file when it cannot be read)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KnowledgeError(f"knowledge file {path} not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise KnowledgeError(f"cannot read knowledge file {path}: {exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise KnowledgeError(f"knowledge file {path} is not valid JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None


def load_knowledge(path: str | Path) -> Knowledge:
    """Read and check a knowledge file (one line naming the file and the entry when it cannot be used)."""
    return parse_knowledge(read_knowledge_json(path), str(path))
