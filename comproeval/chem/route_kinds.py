"""Two routes that name one process as two of its kinds (issue 26, class 3: siblings under one parent differ).

`spray coating` and `dip coating` share their head noun, but each qualifier is itself the name of a kind of
coating (CHMO's children of `coating method`): two kinds of one process, not one route written twice. A
qualifier that names no kind (a temperature, `modified`, an equipment brand) proves nothing, and kinds on two
axes of classification (`free-radical` mechanism, `emulsion` medium) may describe one process. Named reactions
likewise: two entries whose eponyms name no common reaction of RXNO (`Suzuki–Miyaura`, `Sonogashira`) are two
reactions. The kinds are those of `data/route_kinds.json`, each head with its sources; the verdict stays a guess.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .data import load_lexicon
from .once import load_once
from .text import too_long

_WORD = re.compile(r"[a-z0-9α-ω]+")
_EPONYM = re.compile(r"(?<![A-Za-z])[A-Z][a-zäöüéèóíáñç]{2,}")
_MAX_KIND_WORDS = 5


class Siblings(NamedTuple):
    """The process both entries name and the kind each writes (or the named reactions each names)."""

    process: str
    reference_kind: str
    test_kind: str


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("‐", "-"))


@load_once
def _tables() -> tuple[dict[str, str], dict[str, dict], dict[str, frozenset[str]], dict[str, str]]:
    """(head spelling -> head, head -> {axes: {axis: {spelling words: kind}}, broader}, eponym -> reaction ids,
    reaction id -> label) from `data/route_kinds.json`."""
    raw = load_lexicon("route_kinds")
    spellings: dict[str, str] = {}
    heads: dict[str, dict] = {}
    for head, entry in raw["heads"].items():
        for spelling in (head, *entry.get("spellings", [])):
            spellings[spelling] = head
        axes = {axis: {" ".join(_words(s)): kind for kind, names in kinds.items() for s in names} for axis, kinds in entry["axes"].items()}
        heads[head] = {"axes": axes, "broader": entry.get("broader", {})}
    eponyms: dict[str, set[str]] = {}
    for reaction, names in raw["named_reactions"]["reactions"].items():
        for name in names:
            eponyms.setdefault(name, set()).add(reaction)
    return spellings, heads, {k: frozenset(v) for k, v in eponyms.items()}, raw["named_reactions"]["labels"]


def _head_words(text: str) -> dict[str, list[str]]:
    """Per head process the entry names, its words with a kind glued to the head split off (`electrospinning`)."""
    spellings = _tables()[0]
    found: dict[str, list[str]] = {}
    words: list[str] = []
    for word in _words(text):
        head = spellings.get(word)
        glued = next((s for s in spellings if head is None and len(word) > len(s) + 2 and word.endswith(s)), None)
        if glued is not None:
            head = spellings[glued]
            words.append(word[: -len(glued)])
        if head is not None:
            found.setdefault(head, [])
        words.append(word)
    return {head: words for head in found}


def _kinds(words: list[str], axis: dict[str, str]) -> set[str]:
    """The kinds an entry's words name on one axis, longest spelling first (`friction stir` before `friction`)."""
    kinds: set[str] = set()
    i = 0
    while i < len(words):
        for n in range(min(_MAX_KIND_WORDS, len(words) - i), 0, -1):
            if (kind := axis.get(" ".join(words[i : i + n]))) is not None:
                kinds.add(kind)
                i += n
                break
        else:
            i += 1
    return kinds


def _lineage(kinds: set[str], broader: dict[str, str]) -> set[str]:
    out = set(kinds)
    for kind in kinds:
        while kind in broader:
            kind = broader[kind]
            out.add(kind)
    return out


def sibling_kinds(reference: str, test: str) -> Siblings | None:
    """The process both entries name as two of its kinds on one axis, neither the other nor a kind of it (TIG and MIG
    welding are both arc welding: siblings; MIG and arc welding are not); else None."""
    if too_long(reference, "method") or too_long(test, "method"):
        return None
    ref_heads, test_heads = _head_words(reference), _head_words(test)
    for head in sorted(set(ref_heads) & set(test_heads)):
        table = _tables()[1][head]
        for axis in table["axes"].values():
            ref, tst = _kinds(ref_heads[head], axis), _kinds(test_heads[head], axis)
            if ref and tst and not (ref & _lineage(tst, table["broader"]) or tst & _lineage(ref, table["broader"])):
                return Siblings(head, "/".join(sorted(ref)), "/".join(sorted(tst)))
    return named_reaction_siblings(reference, test)


def _reactions(text: str) -> frozenset[str]:
    eponyms = _tables()[2]
    return frozenset().union(*(eponyms.get(w, frozenset()) for w in _EPONYM.findall(text)))


def named_reaction_siblings(reference: str, test: str) -> Siblings | None:
    """Both entries name a reaction by eponym (RXNO) and no reaction is named by both: two named reactions."""
    ref, tst = _reactions(reference), _reactions(test)
    if not ref or not tst or ref & tst:
        return None
    labels = _tables()[3]
    return Siblings("named reaction", labels[min(ref)], labels[min(tst)])
