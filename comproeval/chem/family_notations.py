"""Two notations of a family name the word readers miss (issue 26), each only a best guess.

- Group notation: `I-III-VI2 chalcopyrite` writes the composition of the structure by the (old, Roman-numeral)
  periodic groups of its sites, the last the anion (Jaffe & Zunger, Phys. Rev. B 29, 1882 (1984) for I-III-VI2
  and II-IV-V2 chalcopyrites; IUPAC Red Book 2005 IR-3.5 for the group numbering). When the notation's site
  counts and anion group fit the prototype the name gives (`chem.family_prototypes`, Müller 2006), it restates
  the prototype: the same family is the best guess (a prototype may hold other group compositions, so narrower
  or the same, never proven).
- Clipped acronyms: `GelMA` is built of the start of one word (`Gel`, gelatin) and the initials of the next
  words or of their parts (`M`, `A`: meth-acryloyl) (clipping and blending in word formation, Bauer, English
  Word-Formation, 1983, 7.5; `gelatin methacryloyl (GelMA)`, Yue et al., Biomaterials 73, 254 (2015)).
"""

from __future__ import annotations

import re

from .acronyms import InitialsReading, spelled_by_initials
from .family_prototypes import PROTOTYPES, prototype_named

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}
# The anions of a main group in materials formulas (IUPAC Red Book IR-3.5: groups 15, 16, 17).
_ANIONS_OF_GROUP = {5: frozenset({"N", "P", "As", "Sb"}), 6: frozenset({"O", "S", "Se", "Te"}), 7: frozenset({"F", "Cl", "Br", "I"})}
_GROUP_NOTATION = re.compile(r"^(?:(?:VIII|VII|VI|IV|V|III|II|I)\d*)(?:[-\u2010\u2013](?:VIII|VII|VI|IV|V|III|II|I)\d*)+$")
_SITE = re.compile(r"(VIII|VII|VI|IV|V|III|II|I)(\d*)")


def group_sites(token: str) -> tuple[tuple[int, ...], int, int] | None:
    """A group notation read as its cation site counts, anion count and anion group (`I-III-VI2` -> (1, 1), 2, 6).
    Such a label (`III-V`, `II-VI`, `IV-VI`) names periodic groups, never a formula: `V` in it is no vanadium, `I`
    no iodine (IUPAC Red Book 2005 IR-3.5, the group numbering; the semiconductor classes of Jaffe & Zunger 1984)."""
    if not _GROUP_NOTATION.match(token):
        return None
    sites = [(int(count or 1), _ROMAN[group]) for group, count in _SITE.findall(token)]
    *cations, (anion_count, anion_group) = sites
    return tuple(count for count, _ in cations), anion_count, anion_group


def _fits(token: str, prototype: str) -> bool:
    read = group_sites(token)
    if read is None:
        return False
    cations, anion_count, anion_group = read
    multiplicities, count, anions = PROTOTYPES[prototype]
    takes = bool(anions & _ANIONS_OF_GROUP.get(anion_group, frozenset()))
    return takes and anion_count == count and any(sorted(cations) == sorted(m) for m in multiplicities)


def group_notation_prototype(reference: str, test: str) -> str | None:
    """Why a name that adds a group notation to a prototype (`I-III-VI2 chalcopyrite`) probably names the family of
    that prototype the other name gives (`chalcopyrite`); None otherwise."""
    for qualified, plain in ((reference, test), (test, reference)):
        words = qualified.split()
        prototype = prototype_named(plain)
        if prototype is None or len(words) < 2:
            continue
        notation = [w for w in words if group_sites(w) is not None]
        rest = " ".join(w for w in words if group_sites(w) is None)
        if len(notation) == 1 and prototype_named(rest) == prototype and _fits(notation[0], prototype):
            return f"{notation[0]} writes the {prototype} sites by their groups: the same family is the best guess"
    return None


_CLIPPED = re.compile(r"^(?=[A-Za-z]*[a-z])(?:[A-Z][a-z]*){2,6}$")
_CHUNK = re.compile(r"[A-Z][a-z]*")
# Words after a material's name that say its form, not what it is made of.
_FORM_WORDS = frozenset({"hydrogel", "hydrogels", "gel", "gels", "film", "films", "scaffold", "scaffolds", "network", "networks"})
# IUPAC Blue Book 2013 P-65.1.1.1: methacrylic is a retained name built on acrylic (meth + acryl).
_STEMS = ("acryl", "methyl", "ethyl", "propyl", "butyl", "phenyl", "vinyl", "amide", "amine", "oxide", "glycol")


def _gives(word: str, chunk: str) -> bool:
    """An initial gives a one-letter chunk; a clipping of at least three letters is the start of its word."""
    lowered = chunk.lower()
    return word.startswith(lowered) and (len(chunk) == 1 or (len(chunk) >= 3 and len(word) > len(chunk)))


def _pieces(word: str) -> tuple[tuple[str, ...], ...]:
    return tuple((word[:i], word[i:]) for i in range(2, len(word) - 3) if word[i:].startswith(_STEMS))


_CLIPPED_READING = InitialsReading(skippable=lambda word: word in _FORM_WORDS, gives=_gives, pieces=_pieces)


def clipped_acronym(one: str, other: str) -> str | None:
    """A clipped acronym one name is (`GelMA`) that the other name's words spell (`gelatin methacryloyl hydrogels`)."""
    for short, full in ((one.strip(), other), (other.strip(), one)):
        chunks = tuple(_CHUNK.findall(short))
        words = re.findall(r"[a-z]+", full.lower())
        if _CLIPPED.match(short) and any(len(c) > 1 for c in chunks) and len(words) >= 2:
            if spelled_by_initials(chunks, words, _CLIPPED_READING):  # type: ignore[arg-type]
                return short
    return None


# General formulas with placeholder symbols (IUPAC Red Book 2005 IR-3.5: `RE` rare earth metals Sc, Y, La-Lu;
# `Ln` lanthanoids La-Lu; `A`, `B`, `M` a cation site and `X` an anion site, as in ABO3 or ABX3, Müller 2006).
_LANTHANOIDS = frozenset("La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu".split())
_PLACEHOLDERS: dict[str, frozenset[str] | None] = {
    "RE": _LANTHANOIDS | {"Sc", "Y"},
    "R": _LANTHANOIDS | {"Sc", "Y"},
    "Ln": _LANTHANOIDS,
    "A": None,
    "B": None,  # boron too: read as a placeholder only beside another placeholder
    "M": None,
    "X": frozenset({"F", "Cl", "Br", "I", "O", "S", "Se", "Te"}),
}
_GENERAL_TOKEN = re.compile(r"(RE|Ln|[A-Z][a-z]?)(\d+(?:\.\d+)?(?:/\d+)?)?")
_NOT_ELEMENTS = frozenset({"RE", "R", "Ln", "A", "M", "X"})


def _amount(written: str | None) -> float:
    if not written:
        return 1.0
    number, _, denominator = written.partition("/")
    return float(number) / float(denominator or 1)


def written_sites(formula: str) -> list[tuple[str, float]] | None:
    """A formula written as symbols and amounts, in the order written (`LiNi1/3Co1/3Mn1/3O2`, `RE2Zr2O7`), or None;
    placeholder symbols (`RE`, `Ln`, `M`) are kept as written."""
    text = formula.strip()
    found = list(_GENERAL_TOKEN.finditer(text))
    if not found or "".join(m.group(0) for m in found) != text:
        return None
    return [(m.group(1), _amount(m.group(2))) for m in found]


_tokens = written_sites


def general_formula_member(reference: str, test: str) -> str | None:
    """Why a formula (`Eu2Ge2O7`) probably belongs to the family a general formula writes with placeholder symbols
    (`RE2B2O7`): the same fixed elements and amounts, each placeholder an element it stands for; None otherwise."""
    from .family_words import element_names

    symbols = frozenset(element_names().values())
    for general, member in ((reference, test), (test, reference)):
        pattern, written = _tokens(general), _tokens(member)
        if pattern is None or written is None or len(pattern) != len(written):
            continue
        if not any(symbol in _NOT_ELEMENTS for symbol, _ in pattern) or any(e not in symbols for e, _ in written):
            continue
        fits = all(
            amount == other_amount
            and (element == symbol if symbol not in _PLACEHOLDERS else (_PLACEHOLDERS[symbol] is None or element in (_PLACEHOLDERS[symbol] or ())))
            for (symbol, amount), (element, other_amount) in zip(pattern, written, strict=True)
        )
        if fits and all(symbol in symbols or symbol in _PLACEHOLDERS for symbol, _ in pattern):
            return f"{member.strip()} fills the placeholder sites of {general.strip()}: a member of that family is the best guess"
    return None


def _placeholders_overlap(one: str, other: str) -> bool:
    first, second = _PLACEHOLDERS[one], _PLACEHOLDERS[other]
    return first is None or second is None or bool(first & second)


def _alike_generals(one: str, other: str) -> bool:
    """Two general formulas of one pattern whose placeholders may stand for the same elements (`RE2Zr2O7`,
    `Ln2Zr2O7`: the lanthanoids are rare earth metals, IUPAC Red Book IR-3.5)."""
    first, second = _tokens(one), _tokens(other)
    if first is None or second is None or len(first) != len(second) or first == second:
        return False
    placeholders = 0
    for (a, x), (b, y) in zip(first, second, strict=True):
        if x != y or (a != b and not (a in _PLACEHOLDERS and b in _PLACEHOLDERS and _placeholders_overlap(a, b))):
            return False
        placeholders += a in _NOT_ELEMENTS and b in _NOT_ELEMENTS
    return placeholders > 0


_NAME_TOKEN = re.compile(r"[^\s(),;]+")


def _general_formulas(text: str) -> list[str]:
    """The formula words of a name (a dopant after `:` left out) that write a placeholder and fix at least two
    elements: a family narrower than a structure class (`Li3MCl6`, not `ABO3`)."""
    found = []
    for token in _NAME_TOKEN.findall(text or ""):
        token = token.split(":")[0]
        sites = _tokens(token)
        if sites and any(s in _NOT_ELEMENTS for s, _ in sites) and len({s for s, _ in sites if s not in _PLACEHOLDERS}) >= 2:
            found.append(token)
    return found


def general_formula_in_names(reference: str, test: str) -> str | None:
    """Why two names probably name one family: a general formula in one (`Li3MCl6 halide electrolytes`) that a
    formula in the other fills (`chloride conductors (Li3InCl6)`), or two general formulas of one pattern whose
    placeholders may stand for the same elements (`RE2Zr2O7`, `Ln2Zr2O7`); None otherwise. A best guess only: the
    other words of the names are not read."""
    for general_side, other_side in ((reference, test), (test, reference)):
        others = [t.split(":")[0] for t in _NAME_TOKEN.findall(other_side or "")]
        for general in _general_formulas(general_side):
            for other in others:
                if why := general_formula_member(general, other):
                    return why
                if _alike_generals(general, other):
                    why = f"{general} and {other} write one general formula with placeholders that may stand for the same elements"
                    return f"{why}: the same family is the best guess"
    return None
