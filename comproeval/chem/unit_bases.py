"""What a percentage is reckoned on, written after it: `% on o.d. pulp`, `wt% of dry corn stover`, `g/100 g flour`.

A percentage is a ratio of two values of one quantity (ISO 80000-1:2022, 3.1; IUPAC Green Book 3rd ed. 7.1): the
value it is a ratio to, its base, belongs to the quantity, so two bases make two quantities and one base written in
two spellings (`o.d.` and `oven-dry`, TAPPI T 412) is one. A base weighed in a stated state of analysis (oven-dry, dry
ash-free: ASTM D3180, ISO 16993) is a mass, so a percentage on it is by mass. `chem.unit_qualifiers` takes the base off
the unit; `base_relation` compares two of them. Vocabulary and sources: `data/percent_bases.json`.
"""

from __future__ import annotations

import re

from .once import load_once

# A percentage, its basis before or after the sign (`wt%`, `% w/w`, `% (m/m)`), or a mass per hundred of mass (`g/100 g`)
_PERCENT = r"(?:(?:wt|mass|weight|vol|volume|mol|at)\.?\s*%|%\s*(?:\(\s*[wvm]\s*/\s*[wvm]\s*\)|[wvm]\s*/\s*[wvm])?)"
_PER_HUNDRED = r"[kmμµ]?g\s*(?:/|\bper\b)\s*100\s*[kmμµ]?g"
_BASE_WORDS = r"[A-Za-z][A-Za-z.\-]*(?:\s+[A-Za-z][A-Za-z.\-]*){0,3}"


@load_once
def _vocabulary() -> dict:
    from .data import load_lexicon

    data = load_lexicon("percent_bases")
    connectives = "|".join(sorted((re.escape(c) for c in data["connectives"]), key=len, reverse=True))
    return {
        "abbreviations": data["abbreviations"],
        "states": tuple(data["states"]),
        "filler": frozenset(data["filler_words"]),
        "after": re.compile(rf"^(?P<unit>{_PERCENT}|{_PER_HUNDRED})\s+(?:{connectives})\s+(?P<base>{_BASE_WORDS})$", re.IGNORECASE),
        "beside": re.compile(rf"^(?P<unit>{_PER_HUNDRED}|{_PERCENT})\s*(?P<base>{_BASE_WORDS})$", re.IGNORECASE),
    }


def percent_base(text: str) -> tuple[str, str, bool] | None:
    """`% on o.d. pulp` -> (`%`, `oven dry pulp`, True): the percentage, its base in one spelling, and whether the base
    is weighed in a stated state (a mass basis). A base right after the sign is read only when it is a state of analysis
    (`wt% db`), or after a mass per hundred of mass (`g/100 g dry stover`); a base that is a unit (`% per day`) is none."""
    vocabulary = _vocabulary()
    text = " ".join(_BRACKETED_STATE.sub(_unbracketed_state, text).split())
    found = vocabulary["after"].match(text) or vocabulary["beside"].match(text)
    if found is None:
        return None
    base = spelled_base(found["base"])
    states = [s for s in vocabulary["states"] if re.search(rf"\b{s}\b", base)]
    if found.re is vocabulary["beside"] and not re.match(_PER_HUNDRED, found["unit"]) and base not in vocabulary["states"]:
        return None
    if not base or (base not in vocabulary["states"] and _a_unit(found["base"])):  # `db` is no decibarn here
        return None
    return found["unit"].strip(), base, bool(states)


# A base written in brackets after the sign (`% (dry basis)`, `wt% (d.b.)`): the same base as written beside it.
_BRACKETED_STATE = re.compile(r"^(?P<unit>[^()]*%|[^()]*\b100\s*[kmμµ]?g)\s*\(\s*(?P<base>[^()]+?)\s*\)$")


def _unbracketed_state(found: re.Match[str]) -> str:
    """The bracket taken off a base that is a state of analysis alone (`dry basis`); any other note stays as written."""
    return f"{found['unit']} {found['base']}" if spelled_base(found["base"]) in _vocabulary()["states"] else found.group(0)


def spelled_base(words: str) -> str:
    """A base in one spelling: lower case, hyphens as spaces, abbreviations of a state of analysis spelled out,
    articles and the words weight and mass left out (`the O.D. weight of wood` -> `oven dry of wood`)."""
    vocabulary = _vocabulary()
    tokens = words.lower().replace("-", " ").split()
    spelled = " ".join(vocabulary["abbreviations"].get(t, t) for t in tokens)
    for short, long_ in sorted(vocabulary["abbreviations"].items(), key=lambda item: -len(item[0])):
        if " " in short:
            spelled = re.sub(rf"\b{re.escape(short)}\b", long_, spelled)
    return " ".join(t for t in spelled.split() if t not in vocabulary["filler"])


def base_relation(one: str, other: str) -> str:
    """How two bases relate: `same`; `narrower` (the words of one within the other's: `theoretical`, `theoretical
    maximum`, more detail or another base, unproven); `apart` (one thing in two states of analysis, `oven dry wood`
    and `air dry wood`: two quantities, ASTM D3180); `other` (other words: most likely another base, unproven)."""
    if one == other:
        return "same"
    words, other_words = set(one.split()), set(other.split())
    if words <= other_words or other_words <= words:
        return "narrower"
    states = _vocabulary()["states"]
    mine, theirs = ({s for s in states if re.search(rf"\b{s}\b", base)} for base in (one, other))
    if len(mine) == len(theirs) == 1 and mine != theirs and _without(one, mine) == _without(other, theirs):
        return "apart"
    return "other"


def _without(base: str, states: set[str]) -> str:
    for state in states:
        base = re.sub(rf"\b{state}\b", " ", base)
    return " ".join(base.split())


def _a_unit(words: str) -> bool:
    """The words are a unit pint reads (`day`, `h`): what the percentage is per, not what it is of."""
    from .unit_substances import pint_unit

    return pint_unit(words.strip())
