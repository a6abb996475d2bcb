"""Phrases a field writes for one thing, read as one before two family names are judged again.

A drilling fluid is a mud (API RP 13B-1; Schlumberger Energy Glossary), so `water-based drilling fluids` is read
`water-based muds`, which `WBM` spells; an electrode reaction acronym names its reactant, the process and
`reaction` (`CO2RR`, the CO2 reduction reaction; Seh et al., Science 2017), read as `CO2 reduction`, and the word
`reaction` after a process is left out (`CO2 reduction reaction`, `CO2 reduction`: one reaction).
A match so read is the best guess of one family; it is proof only when the two names read to the same words
(`same-name`, every word read) through phrases whose source defines them as one thing (a standard's vocabulary:
ISO 4046-2 `sulfate pulp` is `kraft pulp`): such a rewrite changes the spelling, never the material. A group whose
source only reports a use (`stealth` for `PEGylated` liposomes) is marked `"exact": false` and stays a guess
(`data/family_field_words.json`).
"""

from __future__ import annotations

import re

from .data import load_lexicon
from .family_names import family_name_relation
from .once import load_once


@load_once
def _data() -> dict:
    return load_lexicon("family_field_words")


def _phrase(text: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in text.split()]
    return re.compile(r"(?<![A-Za-z])" + r"[\s\u2010-]+".join(words) + r"(?P<plural>s?)(?![A-Za-z])", re.IGNORECASE)


def _reaction_re() -> re.Pattern[str]:
    endings = "|".join(_data()["reaction_acronyms"]["endings"])
    return re.compile(rf"(?<![A-Za-z0-9])([A-Z][A-Za-z]?\d*(?:[A-Z][a-z]?\d*)*\d)({endings})(?![A-Za-z])")


def field_read(text: str, exact: bool = False) -> str:
    """The name with each synonym read as its group's first phrase and each formula-led reaction acronym spelled;
    with `exact`, only the groups whose source defines the phrases as one thing."""
    for group in _data()["synonyms"]:
        if exact and not group.get("exact", True):
            continue
        first, *others = group["phrases"]
        for other in sorted(others, key=len, reverse=True):
            text = _phrase(other).sub(lambda m, f=first: f + m["plural"], text)
    endings = _data()["reaction_acronyms"]["endings"]
    text = _reaction_re().sub(lambda m: f"{m[1]} {endings[m[2]]}", text)
    processes = "|".join(endings.values())
    return re.sub(rf"\b({processes})[\s-]+reactions?\b", r"\1", text)


def field_words_match(reference: str, test: str) -> str | None:
    """Why the names match once a field's phrases are read as one (`field_read`): read word by word
    (`chem.family_names`), they then relate as one family; else None."""
    rewritten = (field_read(reference or ""), field_read(test or ""))
    if rewritten == (reference, test) or (relation := family_name_relation(*rewritten)) is None or not relation[1]:
        return None
    if relation[0] != "same-name" and family_name_relation(reference, test) is not None:
        return None  # a weaker match read through the phrases never outranks what the names say as written (`white`, `grey cast iron`)
    said = f"read in the field's words ({rewritten[0]!r}, {rewritten[1]!r}), the names relate word by word ({relation[0]})"
    if field_words_proven(reference, test):
        return f"{said}: one family, the phrases one thing by their source's definition"
    return f"{said}: the same family is the best guess"


def field_words_proven(reference: str, test: str) -> bool:
    """The names read to the same words, every word read (`same-name`), once the phrases a source defines as one
    thing are read as one (`unbleached kraft pulp`, `unbleached sulfate pulp`): one family, proven."""
    rewritten = (field_read(reference or "", exact=True), field_read(test or "", exact=True))
    return rewritten != (reference, test) and family_name_relation(*rewritten) == ("same-name", True, True)
