"""Polymer trade names read as the generic polymer they are made of (`data/family_trade_names.json`).

A trade name names one maker's product of a generic polymer (`Matrimid`, a polyimide; `Kevlar`, poly(p-phenylene
terephthalamide); makers' data sheets, ISO 1043-1 symbols): a name with it and a name with the generic polymer in its
place, read word by word (`chem.family_names`), name one family as a best guess; the product is one of the class.
Two names of other trade names are left to the other rules (two polyimides may be two products or one class).
"""

from __future__ import annotations

import re

from .data import load_lexicon
from .family_names import family_name_relation
from .once import load_once


@load_once
def _data() -> dict:
    return load_lexicon("family_trade_names")["trade_names"]


def _trade_name_re(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z]){re.escape(name)}(?:[\s\u00ae\u2122]*\d+)?(?![A-Za-z])", re.IGNORECASE)


def trade_names(text: str) -> frozenset[str]:
    """The trade names a name writes (`Matrimid 5218`, `Kapton HN`: the grade mark left as a word)."""
    return frozenset(name for name in _data() if _trade_name_re(name).search(text or ""))


def trade_name_match(reference: str, test: str) -> str | None:
    """Why one name with a trade name and the other with its generic polymer name one family, or None."""
    one, other = trade_names(reference), trade_names(test)
    if len(one | other) != 1 or (one and other):
        return None
    name = next(iter(one | other))
    for generic in _data()[name]["generic"]:
        written = _trade_name_re(name).sub(generic, reference if one else test)
        pair = (written, test) if one else (reference, written)
        if (relation := family_name_relation(*pair)) is not None and relation[1]:
            source = _data()[name]["source"].split(":")[0]
            return f"{name} is {generic} ({source}); so read, the names relate word by word ({relation[0]}): the same family is the best guess"
    return None
