"""Two routes that name one process as two of its kinds (issue 26, class 3: siblings under one parent differ).

`spray coating` and `dip coating` share their head noun, but each qualifier is itself the name of a kind of
coating (CHMO's children of `coating method`): two kinds of one process, not one route written twice. A
qualifier that names no kind (a temperature, `modified`, an equipment brand) proves nothing, and kinds on two
axes of classification (`free-radical` mechanism, `emulsion` medium) may describe one process. Named reactions
likewise: two entries whose eponyms name no common reaction of RXNO (`Suzuki–Miyaura`, `Sonogashira`) are two
reactions. The kinds are those of `data/route_kinds.json`, each head with its sources; the verdict stays a guess,
but for two kinds of an axis the source classifies into processes apart from one another (`proven`), with each entry
read whole: nothing but the head and one kind each (`sand casting`, `investment casting`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .data import load_lexicon
from .method_lexicon import GENERIC_WORDS
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
        proven = {axis: frozenset(left_out) for axis, left_out in entry.get("proven", {}).items()}
        heads[head] = {"axes": axes, "broader": entry.get("broader", {}), "proven": proven}
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
    return _kinds_and_rest(words, axis)[0]


def _kinds_and_rest(words: list[str], axis: dict[str, str]) -> tuple[set[str], list[str]]:
    """The kinds an entry's words name on one axis (longest spelling first), and the words no kind spelling took."""
    kinds: set[str] = set()
    rest: list[str] = []
    i = 0
    while i < len(words):
        for n in range(min(_MAX_KIND_WORDS, len(words) - i), 0, -1):
            if (kind := axis.get(" ".join(words[i : i + n]))) is not None:
                kinds.add(kind)
                i += n
                break
        else:
            rest.append(words[i])
            i += 1
    return kinds, rest


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


def _read_whole(text: str, head: str) -> list[str]:
    """The entry's words with the head's spellings left out, a kind glued to the head split off (`gelcasting`)."""
    spellings = _tables()[0]
    words: list[str] = []
    for word in _words(text):
        if spellings.get(word) == head:
            continue
        glued = next((s for s in spellings if spellings[s] == head and len(word) > len(s) + 2 and word.endswith(s)), None)
        words.append(word[: -len(glued)] if glued else word)
    return words


def proven_siblings(reference: str, test: str) -> Siblings | None:
    """Two kinds of one process on an axis whose kinds the source names as processes apart from one another (`proven`
    in `data/route_kinds.json`), each entry read whole: one kind each, neither left out of proof, nor a kind of the
    other, and no other word (generic words such as `method` aside). A word the rules do not read may reconcile the two
    (`air-gap wet spinning`), and a step after the process (`dip coating and UV curing`) may be what the route is
    named for, so anything else written leaves a guess."""
    if too_long(reference, "method") or too_long(test, "method"):
        return None
    ref_heads, test_heads = _head_words(reference), _head_words(test)
    for head in sorted(set(ref_heads) & set(test_heads)):
        table = _tables()[1][head]
        for axis_name, left_out in table["proven"].items():
            axis = table["axes"][axis_name]
            (ref, ref_rest), (tst, test_rest) = (_kinds_and_rest(_read_whole(text, head), axis) for text in (reference, test))
            if len(ref) != 1 or len(tst) != 1 or (ref | tst) & left_out:
                continue
            if ref & _lineage(tst, table["broader"]) or tst & _lineage(ref, table["broader"]):
                continue
            if not _other_words(ref_rest) and not _other_words(test_rest):
                return Siblings(head, min(ref), min(tst))
    return None


def _axis_kinds(text: str, head: str) -> dict[str, set[str]]:
    """Per axis of the head, the kinds the entry names (axes it names none on left out)."""
    words = _read_whole(text, head)
    return {name: kinds for name, axis in _tables()[1][head]["axes"].items() if (kinds := _kinds(words, axis))}


def kinds_may_agree(reference: str, test: str) -> bool:
    """Both entries qualify a shared head with kinds of it, and on no axis with two kinds apart: the same kind in other
    words (`powder-pack`, `pack`), or kinds on two axes of classification that may describe one process (`cold`
    pressing and `uniaxial` pressing: temperature and direction). Their modifiers are read, so no sibling of words."""
    if too_long(reference, "method") or too_long(test, "method"):
        return False
    ref_heads, test_heads = _head_words(reference), _head_words(test)
    for head in sorted(set(ref_heads) & set(test_heads)):
        ref, tst = _axis_kinds(reference, head), _axis_kinds(test, head)
        if ref and tst and not any(ref[a] and tst[a] and not ref[a] & tst[a] for a in set(ref) & set(tst)):
            return True
    return False


def same_kind(reference: str, test: str) -> Siblings | None:
    """Both entries name one kind of a shared head and nothing else (`permanent mould casting`, `gravity die
    casting`): one route in other words is the best guess (the table's spellings of a kind are near synonyms, not
    proof). (head, kind, kind); None otherwise."""
    if too_long(reference, "method") or too_long(test, "method"):
        return None
    ref_heads, test_heads = _head_words(reference), _head_words(test)
    for head in sorted(set(ref_heads) & set(test_heads)):
        for axis in _tables()[1][head]["axes"].values():
            (ref, ref_rest), (tst, test_rest) = (_kinds_and_rest(_read_whole(text, head), axis) for text in (reference, test))
            if ref and ref == tst and not _other_words(ref_rest) and not _other_words(test_rest):
                return Siblings(head, "/".join(sorted(ref)), "/".join(sorted(tst)))
    return None


def _other_words(words: list[str]) -> list[str]:
    return [w for w in words if w not in GENERIC_WORDS]


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
