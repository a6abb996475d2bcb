"""The class word `metal` in a family name, against one metal the other name writes (a best guess only).

`metal` (or an IUPAC collective name: alkali, alkaline earth, transition, rare earth metal; IUPAC Red Book 2005,
IR-3.5) names the class of the elements pymatgen's periodic table marks so (`Element.is_metal`, ...). A name with
`metal` where the other writes one such element (`metal foams`, `aluminium foams`; `metal-organic frameworks`,
`Zn-organic frameworks`) names the family the member belongs to: with the element put in place of the class word,
the two names are judged again, and a match is the best guess of the same family, never proof. Before an anion
word (`metal fluoride coatings`) `metal` adds nothing a fluoride's name does not hold (IR-5.2: the binary names of
metal compounds name the anion); dropped, the names are judged again.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .family_formulas import formula_word
from .family_words import anion_elements, element_names, element_of_word

# a collective name (IUPAC IR-3.5) and the pymatgen test of its members
_COLLECTIVE = {
    "": "is_metal",
    "alkali": "is_alkali",
    "alkaline earth": "is_alkaline",
    "alkaline-earth": "is_alkaline",
    "transition": "is_transition_metal",
    "rare earth": "is_rare_earth",
    "rare-earth": "is_rare_earth",
}
_CLASS_WORD = re.compile(
    r"(?<![\w-])(?:(?P<collective>alkali|alkaline[- ]earth|transition|rare[- ]earth)[- ])?metal(?=s?\b)(?P<plural>s?)", re.IGNORECASE
)
_WORD = re.compile(r"[A-Za-z]+")
# Adjectives that make a subclass of the metals no IUPAC collective name fixes (noble, precious, refractory, heavy,
# light, base, coinage metals: usage differs by field): with one before `metal`, membership is not read.
_UNFIXED = re.compile(
    r"(?<![\w-])(?:noble|precious|refractory|heavy|light|base|coinage|platinum[- ]group|post[- ]transition|poor|liquid|low[- ]melting)"
    r"[- ]metals?\b",
    re.IGNORECASE,
)


def _metals_written(text: str) -> list[str]:
    """The element symbols a name writes as a symbol or a name (`Zn`, `aluminium`) or as the one metal of a formula
    (`MgF2`), in order."""
    found = [s for w in _WORD.findall(text or "") if (s := element_of_word(w))]
    for token in re.findall(r"[^\s/()-]+", text or ""):
        formula = formula_word(token)
        metals = [e for e in sorted(formula.elements) if _in_class(e, "")] if formula is not None and formula.amounts else []
        found += metals if len(metals) == 1 else []
    return list(dict.fromkeys(found))


def _in_class(symbol: str, collective: str) -> bool:
    from pymatgen.core.periodic_table import Element

    element = Element(symbol)
    test = _COLLECTIVE[collective.lower()]
    return bool(element.is_metal and (test == "is_metal" or getattr(element, test)))


def _name_of(symbol: str) -> str:
    return next((name for name, s in element_names().items() if s == symbol and name != "aluminum"), symbol)


def metal_member(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why the reference's class word `metal` probably holds the one metal the test writes in its place (the names
    judged again with the element put in), or None. Only the reference as the class: a test naming the class for
    one metal is broader, which this rule never answers."""
    found = _CLASS_WORD.search(reference or "")
    if found is None or _CLASS_WORD.search(test or "") or _UNFIXED.search(reference or ""):
        return None
    collective = (found["collective"] or "").lower()
    written = set(_metals_written(reference))
    members = [s for s in _metals_written(test) if s not in written and _in_class(s, collective)]
    if len(members) != 1:
        return None
    member = members[0]
    put = reference[: found.start()] + _name_of(member) + reference[found.end() :]
    if getattr(explain(put, test), "match", False):
        said = found.group(0).lower().removesuffix("s")
        why = f"{_name_of(member)} ({test}) is one of the {said}s and, put in place of the class word, {reference} reads as {test}"
        return f"{why}: a member, the same family is the best guess"
    return None


_BEFORE_ANION = re.compile(r"(?<![\w-])metal[\s-]+(?=(?P<anion>[a-z]+)\b)", re.IGNORECASE)


def metal_before_anion(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two names match once `metal` before an anion word is dropped from one (`metal fluoride coatings`,
    `fluoride optical thin films`), or None."""
    for side in (0, 1):
        names = [reference, test]
        found = _BEFORE_ANION.search(names[side] or "")
        if found is None or anion_elements(found["anion"]) is None or _CLASS_WORD.search(names[1 - side] or ""):
            continue
        names[side] = (names[side][: found.start()] + names[side][found.end() :]).strip()
        if getattr(explain(*names), "match", False):
            why = f"'metal' before {found['anion']!r} adds nothing the anion's name does not hold"
            return f"{why}: the names then match, the same family is the best guess"
    return None
