"""Siblings and property classes of a family: the hierarchy read from a name's head and modifiers (issue 26, 3).

A family name is a head noun with modifiers (`closed-cell aluminium foams`). Two names that keep the head and
fill one attribute with other values are sibling kinds, another family being the best guess: two compound
modifiers sharing their last part (`closed-cell`, `open-cell`; `positive-tone`, `negative-tone`; a head-final
compound names a kind of its last part, Huddleston & Pullum, The Cambridge Grammar of the English Language, 2002,
ch. 19), two values of one listed attribute (`data/family_siblings.json`: pore classes, tacticity, solid forms).
A name made of property adjectives and the head only (`conductive textiles`) names a class by a property, broader
than a family named by what it is made of (`PEDOT:PSS-coated textiles`): too broad (gold.md).
Every relation here is a best guess, never proof: a name may say more than its words show.
"""

from __future__ import annotations

import re

from .compounds import compound_formula
from .data import load_lexicon
from .family_reading import singular
from .family_words import element_of_word
from .numerals import LATIN_PREFIXES, MULTIPLYING_PREFIXES, words_for
from .once import load_once
from .spelling import american

# a compound modifier `A-X` before the head (`closed-cell`, `positive-tone`): A in small letters or a numeral, X a
# noun of an attribute (a participle, `oil-infused`, names a material instead)
_MODIFIER_RE = re.compile(r"([a-z]+|\d+)[-\u2010]([a-z]+)")
_ANY_NUMBER = frozenset({"mixed", "multi", "poly", "hybrid", "several", "many"})  # words of any count above one
# the words a family name counts its kinds by (`dual-phase`, `single-crystal`, `mono-layer`): no Greek prefix above one
_NUMBERS = {word: str(n) for n in range(1, 5) for word in words_for(n) if word not in LATIN_PREFIXES and (n == 1 or word not in MULTIPLYING_PREFIXES)}


@load_once
def _data() -> dict:
    return load_lexicon("family_siblings")


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,;()]+", text or "") if t]


def _modifiers(text: str) -> dict[str, set[tuple[str, str]]]:
    """Last part X -> the (A, the word before A) of each compound modifier `A-X` written before the name's last word."""
    tokens = _tokens(text)
    found: dict[str, set[tuple[str, str]]] = {}
    for index, token in enumerate(tokens[:-1]):
        if (match := _MODIFIER_RE.fullmatch(token)) is None:
            continue
        first, last = match.groups()
        if last.endswith("ed"):
            continue  # `oil-infused`, `water-based`: a material, whose values may be kinds of each other (lubricant, oil)
        before = tokens[index - 1].lower() if index else ""
        found.setdefault(last, set()).add((_NUMBERS.get(first, first), before))
    return found


def _one_value(one: tuple[str, str], other: tuple[str, str]) -> bool:
    """Two modifier values that may be one (`titania`, `titanium dioxide`; `fibre`, `fiber`; an element's name), or one
    within the other (`triple-cation` is a `mixed-cation`: a count against a word of any number)."""
    if {one[0], other[0]} & _ANY_NUMBER:
        return True
    if american(singular(one[0])) == american(singular(other[0])) or one[0] in other[0] or other[0] in one[0]:
        return True
    if element_of_word(one[0]) or element_of_word(other[0]) or any(len(v[0]) < 2 and not v[0].isdigit() for v in (one, other)):
        return True  # `nitrogen-doped`: an element, left to the dopant and formula rules; a letter is a label
    phrases = [{v[0], f"{v[1]} {v[0]}"} for v in (one, other)]
    formulas = [{str(sorted(f.items())) for p in ps if (f := compound_formula(p))} for ps in phrases]
    return bool(formulas[0] & formulas[1])


def sibling_modifiers(reference: str, test: str) -> str | None:
    """The two values of one attribute the names fill differently (`closed-cell` and `open-cell`), or None."""
    ref, tst = _modifiers(reference), _modifiers(test)
    for last in sorted(set(ref) & set(tst)):
        if not any(_one_value(a, b) for a in ref[last] for b in tst[last]):
            one, other = sorted(ref[last])[0][0], sorted(tst[last])[0][0]
            return f"{one}-{last} and {other}-{last}"
    ref_text, test_text = (" " + " ".join(_tokens(t)).lower() + " " for t in (reference, test))
    for group in _data()["sibling_values"]["groups"]:  # a value of two names is written `fumed|pyrogenic`
        ref_values = {v.split("|")[0] for v in group for name in v.split("|") if re.search(rf"[\s-]{re.escape(name)}[\s-]", ref_text)}
        test_values = {v.split("|")[0] for v in group for name in v.split("|") if re.search(rf"[\s-]{re.escape(name)}[\s-]", test_text)}
        if ref_values and test_values and not ref_values & test_values:
            return f"{min(ref_values)} and {min(test_values)}"
    return None


def _words(text: str) -> list[str]:
    return [american(singular(w)) for w in re.split(r"[^a-z0-9:]+", (text or "").lower()) if w]


def sibling_heads(reference: str, test: str) -> str | None:
    """The two class nouns of one set of sibling kinds the names end in (`polymorphs`, `cocrystals`), or None;
    a name writing the other's noun too (`cocrystal hydrates`) may be a kind of both."""
    ref, tst = _words(reference), _words(test)
    if not ref or not tst or ref[-1] == tst[-1]:
        return None
    for group in _data()["sibling_heads"]["groups"]:
        if ref[-1] in group and tst[-1] in group and ref[-1] not in tst and tst[-1] not in ref:
            return f"{ref[-1]} and {tst[-1]}"
    return None


_CHEMISTRY_RE = re.compile(r"[A-Z][A-Za-z0-9:()]*[A-Z0-9)]|[A-Z][a-z]?\d")  # `PEDOT:PSS`, `TiO2`, `Ag`-free acronyms


def property_class(reference: str, test: str) -> str | None:
    """The test's property adjectives when the test is only property adjectives and the reference's head noun,
    and the reference names what the family is made of (a formula or acronym) that the test does not; else None."""
    adjectives = frozenset(_data()["property_adjectives"]["words"])
    ref, tst = _words(reference), _words(test)
    if len(tst) < 2 or not ref or tst[-1] != ref[-1] or not all(w in adjectives for w in tst[:-1]):
        return None
    if not _chemistry(reference) or _chemistry(test):
        return None
    return " ".join(tst[:-1])


def _chemistry(text: str) -> bool:
    """The name writes a formula, an acronym or an element (`PEDOT:PSS`, `ZnO`, `Ag`, `silver`)."""
    pieces = [p for t in _tokens(text) for p in re.split(r"[-\u2010/]", t) if p]
    return any(_CHEMISTRY_RE.search(p) or element_of_word(p) for p in pieces)


# `X analogue`: a compound of X's structure with other constituents (IUPAC Gold Book, 'analogue' and 'structural
# analogue': related in structure, not the same compound; Prussian blue analogues are the hexacyanoferrates of other
# metals); `X-like`: resembling X, not X (graphene-like MoS2). Either marks a sibling of X, never X itself.
_ANALOGUE_RE = re.compile(r"([A-Za-z][\w-]*(?:\s+[a-z][\w]*)?)[\s\u2010-]+(?:analogues?|analogs?)\b|\b([A-Za-z][\w]*)[\u2010-]like\b")


def analogue_of(reference: str, test: str) -> str | None:
    """The name (`Prussian blue`) one side marks as an analogue or a likeness (`Prussian blue analogue`, `graphene-like`)
    while the other writes it plainly (`Prussian blue-based sensors`), or None: a sibling of it, another family."""
    for marked, other in ((reference, test), (test, reference)):
        if _ANALOGUE_RE.search(other or ""):
            continue
        for found in _ANALOGUE_RE.finditer(marked or ""):
            name = (found.group(1) or found.group(2)).strip()
            words = [w for w in re.split(r"[\s\u2010-]+", name) if w]
            if words and re.search(r"(?<![\w])" + r"[\s\u2010-]+".join(map(re.escape, words)) + r"(?![\w])", other or "", re.IGNORECASE):
                return name
    return None


# `X-free`: without X (Oxford English Dictionary, '-free', combining form: free from, not containing; `lead-free`
# solders, ISO 9453), the opposite of a name made with X (`X-based`, `X-containing`, `X` itself, an element system
# holding it); a head-final compound, Huddleston & Pullum 2002, ch. 19.
_FREE_RE = re.compile(r"(?<![\w\u2010-])([A-Za-z][A-Za-z0-9]*)[\u2010-]free(?![\w\u2010-])")
_WITH_RE = re.compile(r"[\u2010-](?:based|containing|bearing|rich|doped|modified|added|filled|loaded)$")


def _written_with(name: str, text: str) -> bool:
    """`text` names a material made with `name` (a word, or an element by name or symbol)."""
    element = element_of_word(name)
    for token in re.split(r"[\s/,;()]+", text or ""):
        piece = _WITH_RE.sub("", token)
        parts = piece.split("-") if all(element_of_word(p) for p in piece.split("-")) else [piece]
        if any(p.lower() == name.lower() or element and element_of_word(p) == element for p in parts):
            return True
    return False


def free_of(reference: str, test: str) -> str | None:
    """What one name says its material is free of (`perchlorate-free`) while the other names it made with it
    (`perchlorate-based`, `Pb` for `lead-free`), or None: the opposite of the other family."""
    for marked, other in ((reference, test), (test, reference)):
        for name in _FREE_RE.findall(marked or ""):
            if not re.search(rf"(?<![\w]){re.escape(name)}[\u2010-]free", other or "", re.IGNORECASE) and _written_with(name, other):
                return name
    return None


def whole_class(reference: str, test: str) -> str | None:
    """The class noun a test names alone (`steels`, `glasses`) for a reference that names a family of that class
    with more words (`RPV steels`), or None: a whole class of materials is too broad for a family."""
    classes = frozenset(_data()["material_classes"]["words"])
    ref, tst = _words(reference), _words(test)
    noun = "-".join(tst)
    return noun if noun in classes and len(ref) > len(tst) else None
