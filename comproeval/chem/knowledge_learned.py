"""A person's review decisions written as knowledge entries (`chem.knowledge`): which section a decision
belongs in, the entry that makes it a rule, and a knowledge file's JSON with that entry added (the review's
`learning` writes the file).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .knowledge import PAPERS, is_formula
from .knowledge_entries import key as _key

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
        if is_formula(reference) and not is_formula(test):
            return section, test, reference
        if is_formula(test) and not is_formula(reference):
            return section, reference, test
        return None
    if section == "units":
        from .unit_reading import canonical_unit

        if canonical_unit(reference) is not None:
            return section, test, reference
        return (section, reference, test) if canonical_unit(test) is not None else None
    return section, test, reference


def with_entry(
    data: Mapping[str, Any], section: str, spelling: str, meaning: Any, *, learned_from: Mapping[str, Any] | None = None, paper: str | None = None
) -> dict[str, Any]:
    """`data` (a knowledge file's JSON) with one more entry; a family's names are added to its list.

    `learned_from`: the review question it came from (`{"doi": ..., "question": ...}`), kept in the entry's
    `learned_from` list (the entry is then written as an object); `paper`: the entry applies to that DOI only
    (it is written under `papers`).
    """
    updated = {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in data.items()}
    if paper is not None:
        papers = updated.setdefault(PAPERS, {})
        papers[paper] = {k: dict(v) for k, v in (papers.get(paper) or {}).items()}
        entries = papers[paper].setdefault(section, {})
    else:
        entries = updated.setdefault(section, {})
    old = entries.get(spelling)
    records = list(old.get("learned_from") or []) if isinstance(old, Mapping) else []
    old_value = (old.get("names") if section == "families" else old.get("means")) if isinstance(old, Mapping) else old
    if section == "families":
        names = list(old_value or [])
        value: Any = names + [name for name in meaning if name not in names]
    else:
        value = meaning
    if learned_from is None and not isinstance(old, Mapping):
        entries[spelling] = value
        return updated
    entry = dict(old) if isinstance(old, Mapping) else {}
    entry["names" if section == "families" else "means"] = value
    if learned_from is not None and dict(learned_from) not in records:
        records.append(dict(learned_from))
    if records:
        entry["learned_from"] = records
    entries[spelling] = entry
    return updated
