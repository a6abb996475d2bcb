"""The one substance an entry names among words that name none (`<element> sputtering gas`, `<element> paste`,
`refined <element> (4N)`): a precursor entry writes what it is and, beside it, its role, form or purity in plain
words. When each of two entries names exactly one substance so, by an element's name or symbol or a formula, the
same one, and the words of one entry are all among the other's (nothing one side says of it contradicts the other),
the same reagent is the best guess; the plain words are not read, so it is never proof.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..family_words import element_names
from .purity_grades import purity_token

# a token that turns a name into another compound's (IUPAC Red Book IR-5: `-ide`, `-ate`, `-ite` anion names, the
# `-ic`/`-ous` of acids and oxidation states, the `-yl` of substituents): with one, the lone reading is not the whole
_COMPOUND_ENDING = re.compile(r"(?:ide|ate|ite|ic|ous|yl)$")
_TOKEN = re.compile(r"[^\s,;()\[\]/+–—-]+")
# a formula written in symbols: two symbols or more, or one with a count (`N2`, `TiO2`), or a symbol of two letters
_FORMULA = re.compile(r"^(?:[A-Z][a-z]?\d*){2,}$|^[A-Z][a-z]?\d+$|^[A-Z][a-z]$")

Reader = Callable[[str], "dict[str, float] | None"]


def _names_substance(token: str) -> bool:
    """The token is an element's name (IUPAC Red Book IR-3.1, British spellings beside pymatgen's: `family_words`) or
    written as a formula, not a material's name."""
    return token.casefold() in element_names() or _FORMULA.match(token) is not None


def lone_substance(text: str, formula_of: Reader) -> tuple[tuple[tuple[str, float], ...], frozenset[str]] | None:
    """(the one substance's amounts, the other words) when exactly one token of the entry reads as a substance by
    `formula_of`, written as an element's name or a formula, and every other token is a plain word or a purity;
    None otherwise."""
    tokens = [t for t in _TOKEN.findall(text or "") if not purity_token(t)]
    read = [(t, formula_of(t)) for t in tokens]
    found = [(t, f) for t, f in read if f]
    if len(found) != 1 or not _names_substance(found[0][0]):
        return None
    words = frozenset(t.casefold() for t, f in read if not f)
    if any(not w.isalpha() or _COMPOUND_ENDING.search(w) for w in words):
        return None  # a number, a code or a compound's word beside the substance: more than one substance may be named
    amounts = found[0][1]
    if len(amounts) == 1:  # an element by name or as its molecule (`nitrogen`, `N2`): one substance
        return ((next(iter(amounts)), 1.0),), words
    return tuple(sorted(amounts.items())), words


def one_lone_substance(reference: str, test: str, formula_of: Reader) -> str | None:
    """The substance's formula when two entries each name exactly one substance in plain words (`lone_substance`),
    the same one, at least one writes words beside it and the words of one are all among the other's; None otherwise."""
    ref, tst = lone_substance(reference, formula_of), lone_substance(test, formula_of)
    if ref is None or tst is None or ref[0] != tst[0] or not (ref[1] or tst[1]) or not (ref[1] <= tst[1] or tst[1] <= ref[1]):
        return None
    return "".join(f"{e}{n:g}" if n != 1 else e for e, n in ref[0])
