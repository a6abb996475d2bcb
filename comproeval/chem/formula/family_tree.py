"""Families as a hierarchy: compound < family < structure or materials class (issue 21).

A family string is read into the deepest concept of `data/knowledge/families.json` it names, by
the field's names and abbreviations (`NCM`, `olivine phosphate`, `TMDCs`) and by the
formulas it writes (`InGaN` is a III-nitride by its elements). The reading is complete
when every word is a name, a formula or a modifier that keeps the family (`doped`,
`-based`, `alloys`, `composites`); otherwise the relation found is only a best guess.

A `group` concept (an IZA framework type, a grade series, a structure type such as garnet) holds several
distinct materials: a member against it is only a best guess.

Relations (gold.md): the same concept, or a member of the reference's family (`InGaN`
for `III-nitride`, `BiSbTe alloys` for `Bi2Te3-based alloys`) is the family; the family a
reference compound belongs to (`olivine phosphate` for `olivine LiFePO4`) is its parent
and counts; a class (`perovskite`, `metal oxides`, `hydrides`) is too broad; two concepts
on different branches (`NCA`, `NCM`) are different families.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..data import load_builtin, load_lexicon
from ..family_word_parts import polymer_spelling
from ..spelling import american
from ..text import FORMULA_CHARS, greek_letter_name, normalize
from .parse import analyse

_CONCEPTS: dict[str, dict] = load_builtin("families")  # the built-in knowledge file of families
_MODIFIER_RE = re.compile(load_lexicon("family_modifiers")["modifiers"]["pattern"])
_FILLER = frozenset(
    {"and", "or", "of", "the", "spinel", "structure", "mixed", "", "type", "-type", "phase", "phases", "family", "families", "s", "-"}
)


def _ancestors(concept: str) -> tuple[str, ...]:
    chain = []
    while (concept := _CONCEPTS[concept].get("broader")) is not None:
        chain.append(concept)
    return tuple(chain)


@functools.lru_cache(maxsize=1)
def _alias_pattern() -> tuple[re.Pattern, dict[str, str]]:
    """One pattern of every name, longest first (at a position the longest name wins), and name -> concept."""
    concept_of = {name: concept for concept, data in _CONCEPTS.items() for name in data["names"]}
    names = sorted(concept_of, key=len, reverse=True)
    pattern = re.compile(r"(?<![a-z0-9])(" + "|".join(map(_spaced, names)) + r")(?:s|es)?(?![a-z0-9])")
    return pattern, {_joined(name): concept for name, concept in concept_of.items()}


def _spaced(name: str) -> str:
    """A name's pattern with a hyphen and a space between its words read alike (`ethylene-vinyl alcohol`, `ethylene
    vinyl alcohol`): the hyphen of a compound modifier is optional in English and in IUPAC polymer names."""
    return r"[-\u2010 ]".join(map(re.escape, re.split(r"[-\u2010 ]", name)))


def _joined(name: str) -> str:
    """A name with its hyphens read as spaces: the key of `_spaced`'s matches."""
    return re.sub(r"[-\u2010]", " ", name)


@dataclass(frozen=True)
class FamilyReading:
    """The deepest concept a family string names; `member` when only a formula inside it is written."""

    concept: str
    member: bool
    complete: bool
    qualifiers: frozenset[str] = frozenset()  # unread words before the first name (`diels-alder` polyurethanes)
    unread: frozenset[str] = frozenset()  # every word no name, formula or modifier reads


def _members(elements: frozenset[str]) -> list[str]:
    """Concepts whose membership rule the element set satisfies."""
    found = []
    for concept, data in _CONCEPTS.items():
        rule = data.get("members")
        if not rule or not elements:
            continue
        groups = [frozenset(g) for g in rule["any_of"]]
        allowed = frozenset().union(*groups) | frozenset(rule.get("allowed", ()))
        if all(g & elements for g in groups) and elements <= allowed:
            found.append(concept)
    return found


def _formula_elements(token: str) -> frozenset[str] | None:
    token = re.sub(r"-(?:based|type|doped)$", "", token)
    if re.fullmatch(r"[A-Z][a-z]?(?:[-\u2013][A-Z][a-z]?){2,}", token):  # `Fe-Si-B-Nb-Cu`: an alloy system of its elements
        analysis = analyse(token.replace("\u2013", "-"))
        return frozenset(analysis.readings[0].elements) if len(analysis.readings) == 1 and not analysis.descriptors else None
    if not re.search(r"[A-Z]", token) or not re.search(r"[A-Z][a-z]?\d|[A-Z][a-z]?[A-Z]", token):
        return None
    analysis = analyse(token)
    if not analysis.readings or analysis.descriptors or analysis.named:
        return None
    return frozenset(analysis.readings[0].elements)


@functools.lru_cache(maxsize=4096)
def read_family(text: str) -> FamilyReading | None:
    """The concept a family string names, or None when it names none or two unrelated ones."""
    original = normalize(polymer_spelling(text or ""), FORMULA_CHARS)
    lowered = original.lower()
    if len(lowered) != len(original):
        return None
    named: list[str] = []
    pattern, concept_of = _alias_pattern()
    starts = []
    for match in list(pattern.finditer(lowered)):
        named.append(concept_of[_joined(match.group(1))])
        starts.append(match.start())
        blank = " " * (match.end() - match.start())
        lowered = lowered[: match.start()] + blank + lowered[match.end() :]
        original = original[: match.start()] + blank + original[match.end() :]
    complete, by_formula, formulas = True, [], []
    for match in re.finditer(r"[^\s,;()]+", original):
        token = match.group()
        if (elements := _formula_elements(token)) is not None:
            members = _members(elements)
            if not members:
                complete = False
                formulas.append((match.start(), token.strip("-\u2010\u2013")))  # a compound no concept holds: kept, not dropped
            by_formula.extend(members)
            lowered = lowered[: match.start()] + " " * len(token) + lowered[match.end() :]
    rest = _MODIFIER_RE.sub(lambda m: " " * len(m.group()), lowered)  # blanks of one length keep the words' places
    first_name = min(starts, default=0)
    unread = [(m.start(), w) for m in re.finditer(r"[^\s,;()/]+", rest) if (w := m.group().strip("-\u2010\u2013")) not in _FILLER]
    if unread:
        complete = False
    qualifiers = frozenset(w for start, w in unread if start < first_name)
    unread += [(start, w) for start, w in formulas if w]  # unread, but no qualifier word (`APbBr3 perovskites`)
    found = set(named) | set(by_formula)
    if not found:
        return None
    deepest = max(found, key=lambda c: len(_ancestors(c)))
    if any(c != deepest and c not in _ancestors(deepest) for c in found):
        return None  # two concepts on different branches: no single reading
    return FamilyReading(deepest, deepest not in named, complete, qualifiers, frozenset(w for _, w in unread))


def family_tree_relation(reference: str, test: str) -> tuple[str, bool, bool] | None:
    """(relation, match, proven) of two family strings by the hierarchy, or None when either names no concept."""
    ref, tst = read_family(reference), read_family(test)
    if ref is None or tst is None:
        return None
    proven = ref.complete and tst.complete and not _by_trade_name(ref, tst)
    if ref.concept == tst.concept:
        # the same concept with the same unread words on both sides (`PI aerogels`, `polyimide aerogel`): one name
        ref_words, test_words = _beside_formulas(ref, tst)
        alike = bool(ref_words) and all(re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)*", w) for w in ref_words | test_words)
        proven = proven or (not ref.member and not tst.member and alike and _spelled(ref_words) == _spelled(test_words))
        if ref.member and tst.member:
            return None  # two formulas of one family: the formula rules decide
        if (added := _added_compounds(ref, tst)) is not None:
            return added
        if ref.member and _CONCEPTS[tst.concept]["level"] == "class":
            return ("structure-class", False, proven)
        if ref.member and _CONCEPTS[tst.concept].get("kind") == "trade name":
            return ("same-family", True, False)  # `Fe-Co-Zr-B` and `HITPERM`: a composition its maker's name covers, a guess
        if ref.member:
            return ("broader-family", False, False)  # a compound against its family's name: fields disagree (issue 26, 6)
        if _CONCEPTS[tst.concept]["level"] == "class" and ref.qualifiers and not tst.unread:
            return ("structure-class", False, proven)  # `high-entropy perovskite oxides`, `perovskites`: the whole class
        return ("same-family", True, proven)
    if ref.concept in _ancestors(tst.concept):
        if ref.member:
            return _formula_against(tst.concept, proven)
        return ("member-of-family", True, proven and _member_proves(ref.concept, tst.concept))
    if tst.concept in _ancestors(ref.concept):
        if tst.member:
            return _formula_against(ref.concept, proven)
        if _CONCEPTS[tst.concept]["level"] == "class":
            return ("structure-class", False, proven)
        one_material = _CONCEPTS[ref.concept].get("kind") == "one material"  # `Ti3C2Tx` answered by `MXenes`: fields disagree
        return ("parent-family", True, proven and not one_material and not _group_between(ref.concept, tst.concept))
    return ("different-family", False, proven)


def _added_compounds(ref: FamilyReading, tst: FamilyReading) -> tuple[str, bool, bool] | None:
    """Formulas written beside one family's name that no concept holds (`ZnO-Bi2O3 varistor`, `ZnO-Pr6O11 varistor`):
    other added compounds on both sides are sibling systems of one host (issue 26, item 3), another family the best
    guess. None when neither side adds one, both add the same, or one side only (a narrower system: the other rules)."""
    mine, other = _formula_words(ref.unread), _formula_words(tst.unread)
    if not (mine and other) or mine == other or mine < other or other < mine:
        return None  # none added, the same written otherwise (`Ge–Sb–Se`, `GeSbSe`), or added on one side: other rules
    return ("sibling-systems", False, False)


def _beside_formulas(ref: FamilyReading, tst: FamilyReading) -> tuple[frozenset[str], frozenset[str]]:
    """The unread words of both readings, less formulas both add alike (`ZnO-Bi2O3`, `Bi2O3-doped ZnO`): those are
    read, the same compounds on both sides; formulas that differ stay, unread."""
    added = _formula_words(ref.unread)
    if not added or added != _formula_words(tst.unread):
        return ref.unread, tst.unread
    return tuple(frozenset(w for w in r.unread if _formula_elements(w) is None) for r in (ref, tst))


def _formula_words(words: frozenset[str]) -> frozenset[str]:
    """The elements of the formulas among unread words: one system however it is written (`Cu2O/TiO2`, `Cu2O-TiO2`)."""
    return frozenset().union(*(found for w in words if (found := _formula_elements(w)) is not None))


def _by_trade_name(one: FamilyReading, other: FamilyReading) -> bool:
    """A formula placed in or out of a trade-name family (`FINEMET`) by its elements: the maker's composition range is
    no standard, so membership by elements is a best guess either way."""
    return any(r.member for r in (one, other)) and any(_CONCEPTS[r.concept].get("kind") == "trade name" for r in (one, other))


def _group_between(narrower: str, broader: str) -> bool:
    """True when a `group` concept (a zeolite framework, a grade series, a structure type: several distinct
    materials) lies on the way from `narrower` up to `broader`: narrower against broader is then a convention
    fields disagree on (issue 26, class 6), never proven."""
    chain = (narrower, *_ancestors(narrower))  # nearest first: narrower, its parent, ... up to broader
    return any(_CONCEPTS[c]["level"] == "group" for c in chain[: chain.index(broader) + 1])


def _member_proves(family: str, member: str) -> bool:
    """A narrower family answers the reference's family; a class (`zeolites`) answered by one of its members
    (`ZSM-5`) or a family answered by one named material (`Ti3C2Tx` for `MXenes`) is at most the best guess."""
    if _CONCEPTS[family]["level"] == "class" or _CONCEPTS[member].get("kind") == "one material":
        return False
    return not _group_between(member, family)


def _formula_against(named: str, proven: bool) -> tuple[str, bool, bool] | None:
    """A formula placed only in a broad concept, against a narrower named family: it is not of that family
    when the family's membership rule exists (and the formula failed it); without a rule the tree cannot tell."""
    if "members" in _CONCEPTS[named]:
        return ("different-family", False, proven)
    return None


def other_qualifiers(reference: str, test: str) -> bool:
    """True when both strings name one concept and each puts its own words before it, none shared (`Diels-Alder` and
    `disulfide polyurethanes`): two kinds of the family, so another family is the better guess. Words are
    compared in one spelling (plural, British/American, a Greek letter or its name: `beta`, `\u03b2`)."""
    ref, tst = read_family(reference), read_family(test)
    if ref is None or tst is None or ref.concept != tst.concept or ref.member or tst.member:
        return False
    if _formula_like(reference, ref.qualifiers) or _formula_like(test, tst.qualifiers):
        return False  # `APbBr3 perovskites`: an unread formula, not a qualifier word
    if _counts(ref.qualifiers) != _counts(tst.qualifiers):
        return False  # `two-component` and `castor oil-based`: a count and a source, two kinds both may hold at once
    ref_words, test_words = _spelled(ref.qualifiers), _spelled(tst.qualifiers)
    return bool(ref_words) and bool(test_words) and not any(_one_stem(a, b) for a in ref_words for b in test_words)


# A count joined to a noun (`two-component`, `2K`, `single-layer`, `multi-walled`): English cardinals and the
# IUPAC multiplying prefixes (Red Book IR-1.4, Table IV).
_COUNT_RE = re.compile(r"(?:\d+k?|one|two|three|four|five|single|dual|double|triple|multi|mono|di|bi|tri|tetra)(?:[-\u2010]\w+)?")


def _counts(words: frozenset[str]) -> bool:
    """Whether the qualifiers state a count of parts (`two-component`): an attribute other than what a thing is made of."""
    return any(_COUNT_RE.fullmatch(word) for word in words)


def _one_stem(one: str, other: str) -> bool:
    """Two spellings of one word as far as a stem tells (`nanofibre`, `nanofiber`; `capsule`, `microcapsule`)."""
    return one in other or other in one or (len(one) >= 6 and one[:6] == other[:6])


def _spelled(words: frozenset[str]) -> frozenset[str]:
    spelled = set()
    for word in words:
        for part in re.split(r"[-\u2010\u2013+/]", word):  # `α+β`, `alpha-beta`: a two-phase field (ASM)
            part = greek_letter_name(part) or part  # `\u03b2` -> `beta`
            part = re.sub(r"([bt])re(s?)$", r"\1er\2", part)  # British -re (`fibre`, `centre`)
            if part:
                spelled.add(american(part[:-1] if len(part) > 3 and part.endswith("s") and not part.endswith("ss") else part))
    return frozenset(spelled)


def _formula_like(text: str, words: frozenset[str]) -> bool:
    """True when a word holds a digit or, as written, a capital after a small letter (`APbBr3`, `CsPbX`)."""
    written = {part.lower(): part for part in re.findall(r"[^\s,;()/\-\u2010\u2013]+", normalize(text, FORMULA_CHARS))}
    parts = [p for word in words for p in re.split(r"[-\u2010\u2013]", word) if p]
    return any(re.search(r"\d", p) or re.search(r"[a-z][A-Z]", written.get(p, "")) for p in parts)
