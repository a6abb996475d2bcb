"""What two family names' formulas and words say about the pair beyond their shared words: an alloying amount on one
side only, two line compounds of one set of elements, elements written as names on one side, a short form of one word.
Each answers a (basis, match, certain) relation or a yes/no for `family_names._pair`."""

from __future__ import annotations

import re

from .family_formulas import Formula
from .family_words import anion_elements


def amount_on_one_side(ref: list[Formula], test: list[Formula]) -> bool:
    """One element written with a leading amount on one side (`18Ni`, `2Cr`: an alloying content) and bare on the
    other (`Ni`): one system, the amount stated on one side only; a narrower member or the same, unproven."""
    counts = [{f.counts[0] for f in side if len(f.elements) == 1 and f.counts} for side in (ref, test)]
    return counts[0] != counts[1] and {e for e, _ in counts[0]} == {e for e, _ in counts[1]}


def other_ratios(ref: list[Formula], test: list[Formula]) -> bool:
    """One compound each, of one set of elements in other whole-number ratios (`Fe3Al`, `FeAl`; `MoSi2`, `Mo5Si3`):
    two line compounds are two phases (IUPAC Red Book IR-3.4), whatever the other words say."""
    if len(ref) != 1 or len(test) != 1 or not (ref[0].counts and test[0].counts) or ref[0].elements != test[0].elements:
        return False
    return len(ref[0].elements) >= 2 and ref[0].amounts != test[0].amounts


def elements_read(ref: list[Formula], ref_words: list[str], test: list[Formula], test_words: list[str]) -> tuple[str, bool, bool] | None:
    """One set of elements written as formulas on one side and partly as IUPAC element and anion names on the other
    (`Ag-SnO2`, `silver-tin oxide`; IUPAC Red Book IR-3.1, IR-5.2): the same family is the best guess when the other
    words agree or one side's are within the other's. Two stated compounds of other amounts (`Fe3Al`, `FeAl`) are
    no such pair: their amounts tell them apart."""
    if not ref or not test or all(f.amounts is not None for f in ref + test):
        return None
    anions = [{w: anion_elements(w) for w in words if anion_elements(w)} for words in (ref_words, test_words)]
    elements = [
        frozenset().union(*(f.elements for f in formulas), *(set(a) for a in found.values()))
        for formulas, found in zip((ref, test), anions, strict=True)
    ]
    rest = [set(words) - set(found) for words, found in zip((ref_words, test_words), anions, strict=True)]
    if elements[0] != elements[1] or not (anions[0] or anions[1]) or not (rest[0] <= rest[1] or rest[1] <= rest[0]):
        return None
    return ("same-elements", True, False)


def abbreviated_word(ref_words: list[str], test_words: list[str]) -> tuple[str, bool, bool] | None:
    """The names differ in one word each, one a short form of the other written with its first letter and later
    letters in order (`mmt`, `montmorillonite`; `pes`, `polyethersulfone`): the same family is the best guess."""
    ref_extra, test_extra = set(ref_words) - set(test_words), set(test_words) - set(ref_words)
    if len(ref_extra) != 1 or len(test_extra) != 1 or not set(ref_words) & set(test_words):
        return None
    return ("abbreviated-word", True, False) if letters_within(min(ref_extra), min(test_extra)) else None


def letters_within(one: str, other: str) -> bool:
    """The shorter word (3-5 letters) is the longer one's first letter and later letters in order, the longer at
    least twice as long (`mmt` in `montmorillonite`): a short form of it, possibly (ISO 1043-1 takes letters from
    inside words; the IMA-CNMNC mineral symbols do too, Warr, Mineral. Mag. 85 (2021) 291)."""
    short, long_ = sorted((one, other), key=len)
    if not (3 <= len(short) <= 5 and short.isalpha() and long_.isalpha() and len(long_) >= 2 * len(short)) or short[0] != long_[0]:
        return False
    rest = iter(long_[1:])
    return all(letter in rest for letter in short[1:])


def added_elements(ref: list[Formula], test: list[Formula]) -> frozenset[str] | None:
    """The elements one side adds to the other's host elements and element systems (`Pt-modified aluminide`,
    `Pt-modified nickel aluminide`; `Mg alloys`, `Mg-Al alloys`; `Fe alloys`, `Fe-C alloys`), or None. A family name
    need not write every element of its members (an alloy is a metal with other elements added, IUPAC Gold Book,
    'alloy'; `aluminide` implies a host metal it leaves unsaid), so a name writing more of them is narrower, never
    another system: a best guess, the paper alone settles it (issue 26). A stated or named compound (`NiAl`,
    `calcium aluminate`) fixes its elements and is not read here."""
    if not ref or not test or any(f.named or f.amounts is not None and len(f.elements) > 1 for f in ref + test):
        return None
    mine, other = (frozenset().union(*(f.elements for f in side)) for side in (ref, test))
    if mine == other or not (mine < other or other < mine):
        return None
    return (other - mine) or (mine - other)


def unread_names(one: Formula, other: Formula) -> bool:
    """Two compound names that the same formula cannot prove alike: one read for its elements only (`lithium
    disilicate`, amounts unread) against other words, or two names apart only in the multiplying or structural
    prefix of a word (`strontium disilicate`, `strontium trisilicate`: IUPAC Red Book IR-5.2 and IR-8.5, prefixes
    state the amounts and the condensation), which a name lookup is not trusted to have told apart."""
    if not (one.named and other.named) or one.name == other.name:
        return False
    if one.amounts is None or other.amounts is None:
        return True
    return bool(one.name and other.name) and PREFIXES.sub("", one.name) == PREFIXES.sub("", other.name)


PREFIXES = re.compile(r"\b(?:mono|di|tri|tetra|penta|hexa|hepta|octa|meta|ortho|pyro|sesqui|hemi)(?=[a-z]{4,})")


def prefixes_apart(one: Formula, other: Formula) -> bool:
    """Two compound names written with other multiplying or structural prefixes on one word (`lithium disilicate`,
    `lithium metasilicate`; `orthophosphate`, `metaphosphate`): the prefixes state the amounts and the condensation
    (IUPAC Red Book 2005, IR-5.2, IR-8.5), so the names are of other compounds. `di-` and `pyro-` name one condensed
    anion (IR-8.5: diphosphate, pyrophosphate), and a name without a prefix leaves its amounts open: neither is apart."""
    if not (one.named and other.named and one.name and other.name) or one.name == other.name:
        return False
    if PREFIXES.sub("", one.name) != PREFIXES.sub("", other.name):
        return False
    written = [frozenset(_SAME_PREFIX.get(p, p) for p in PREFIXES.findall(name)) for name in (one.name, other.name)]
    return all(written) and written[0] != written[1]


_SAME_PREFIX = {"pyro": "di"}


# IUPAC Red Book 2005, IR-5.2 and Gold Book usage: a binary compound or system is of two elements, a ternary one of
# three (quaternary four, quinary five); `pseudo-binary` counts compounds instead and is a word of its own.
_COUNT_WORDS = {"binary": 2, "ternary": 3, "quaternary": 4, "quinary": 5}


def other_count(ref: list[Formula], ref_words: list[str], test: list[Formula], test_words: list[str]) -> tuple[str, bool, bool] | None:
    """One name counts the elements of the system it writes (`Fe-Cu binary alloys`) and the other writes a system of
    another count (`Fe-Cu-Ni-Mn alloys`): other systems, the best guess."""
    for formulas, words, other in ((ref, ref_words, test), (test, test_words, ref)):
        counts = {_COUNT_WORDS[w] for w in words if w in _COUNT_WORDS}
        if len(counts) != 1 or not formulas or not other or any(f.amounts is not None and len(f.elements) > 1 for f in formulas + other):
            continue
        stated, own = counts.pop(), len(frozenset().union(*(f.elements for f in formulas)))
        if stated == own != len(frozenset().union(*(f.elements for f in other))):
            return ("other-count", False, False)
    return None


# An alloy written by the amounts of its alloying elements (`Ti-6Al-4V`, `Al-4.5Cu`): an alloy, no compound formula.
_ALLOY_DESIGNATION = re.compile(r"[A-Za-z]\s*[-\u2010-\u2014]\s*\d")


def element_and_compound(reference: str, test: str, ref: list[Formula], tst: list[Formula]) -> bool:
    """Either way round, one name a bare element and the other a compound of it (`_compound_of`), neither written as
    an alloy designation."""
    return not _ALLOY_DESIGNATION.search(f"{reference} {test}") and (_compound_of(ref, tst) or _compound_of(tst, ref))


def _compound_of(one: list[Formula], other: list[Formula]) -> bool:
    """One side a bare element named as a word (`vanadium`), the other a compound of it with other elements written
    as a formula of whole-number counts (`V3Ga`, `VO2`): an element and a compound are other substances (IUPAC Gold
    Book, "chemical element": one kind of atom; "chemical compound": atoms of two or more elements in fixed ratios).
    A based or alloy system (`Nb-Ti`, `Nb-based`) may hold the element's alloys, and is left to other rules."""
    if len(one) != 1 or len(other) != 1:
        return False
    element, compound = one[0], other[0]
    if not element.word or element.based or len(element.elements) != 1:
        return False
    counts = [n for _, n in compound.counts]
    whole = counts and all(float(n).is_integer() for n in counts) and sum(counts) != 100  # `Fe80B20`: atom percent
    return bool(whole) and not (compound.word or compound.named or compound.based) and element.elements < compound.elements
