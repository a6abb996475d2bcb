"""Words of a family name that say which chemistry it is: compound names, element words, redundant words.

- A compound named by its constituents (IUPAC Red Book 2005, IR-5.2 binary names, IR-5.3 and IR-8 oxoanion
  names): one to four element names (a Stock number `(II)` dropped) and an anion word, `-ide` of an element or
  `-ate`/`-ite` of an oxoanion's central element, with any multiplying or `ortho-/meta-/pyro-` prefix. It names
  the elements, not the amounts (`lithium silicate` is Li2SiO3 or Li4SiO4).
- Words that repeat what a formula of the same name says (`titanium` beside `Ti-Nb`, `oxides` beside `IrO2`).
- A supported catalyst written in prose (`alumina-supported Pt`) as its metal/support notation.

Identity descriptors (phase, crystal system, form) are `family_descriptors`; acronyms in names `family_acronyms`.
"""

from __future__ import annotations

import re

from .once import load_once

# IR-5.2: the `-ide` names of monatomic and homopolyatomic anions of the elements materials names use.
_IDE = {
    "oxide": ("O",),
    "hydroxide": ("O", "H"),
    "sulfide": ("S",),
    "sulphide": ("S",),
    "selenide": ("Se",),
    "telluride": ("Te",),
    "nitride": ("N",),
    "phosphide": ("P",),
    "arsenide": ("As",),
    "antimonide": ("Sb",),
    "carbide": ("C",),
    "boride": ("B",),
    "silicide": ("Si",),
    "hydride": ("H",),
    "fluoride": ("F",),
    "chloride": ("Cl",),
    "bromide": ("Br",),
    "iodide": ("I",),
}
# IR-8 and the field's usage: the root of an oxoanion (`-ate`/`-ite`) names its central element; oxygen is implied.
_OXO_ROOTS = {
    "silic": "Si",
    "alumin": "Al",
    "titan": "Ti",
    "zircon": "Zr",
    "hafn": "Hf",
    "niob": "Nb",
    "tantal": "Ta",
    "vanad": "V",
    "chrom": "Cr",
    "mangan": "Mn",
    "ferr": "Fe",
    "cobalt": "Co",
    "nickel": "Ni",
    "cupr": "Cu",
    "zinc": "Zn",
    "gall": "Ga",
    "german": "Ge",
    "stann": "Sn",
    "plumb": "Pb",
    "tungst": "W",
    "molybd": "Mo",
    "bor": "B",
    "carbon": "C",
    "nitr": "N",
    "phosph": "P",
    "sulf": "S",
    "sulph": "S",
    "selen": "Se",
    "tellur": "Te",
    "arsen": "As",
    "antimon": "Sb",
    "bismuth": "Bi",
    "cer": "Ce",
}
_OXO_RE = re.compile(
    r"(?:ortho|meta|pyro|per|hypo|di|tri|tetra|penta|hexa|hepta)?(" + "|".join(sorted(_OXO_ROOTS, key=len, reverse=True)) + r")(?:ate|ite)"
)
# IR-5.4.1: a compound of more than one anion cites each (`bismuth chloride oxide`); materials names keep the older
# contracted forms joined to the last anion (`oxychloride`, `chlorobromide`, `carbonitride`; Greenwood & Earnshaw,
# Chemistry of the Elements, 2nd ed. 1997, oxohalides and mixed halides; `sulfoaluminate`, Taylor, Cement Chemistry,
# 2nd ed. 1997), each form one more anion element.
_COMBINING = {"oxy": "O", "fluoro": "F", "chloro": "Cl", "bromo": "Br", "iodo": "I", "carbo": "C", "boro": "B", "sulfo": "S"}
_COMBINING_RE = re.compile("|".join(_COMBINING))
_MIXED_IDE_RE = re.compile(r"((?:" + "|".join(_COMBINING) + r")+)(" + "|".join(k for k in _IDE if k != "hydroxide") + r")")
_MIXED_OXO_RE = re.compile(r"((?:oxy|fluoro|chloro|bromo|iodo|sulfo)+)([a-z]+(?:ate|ite))")  # `fluorophosphate`, `sulfoaluminate`
_MULTIPLIER_RE = re.compile(r"^(?:mono|di|tri|tetra|penta|hexa|hepta|octa|sesqui|per)(?=[a-z]{4})")
_STOCK_RE = re.compile(r"\((?:[ivx]+|0)\)$")
# Spellings beside pymatgen's names (IUPAC allows both: aluminium/aluminum, caesium/cesium, sulphur/sulfur).
_NAME_VARIANTS = {"aluminium": "Al", "caesium": "Cs", "sulphur": "S"}


@load_once
def element_names() -> dict[str, str]:
    """Lower-case element name -> symbol."""
    from pymatgen.core.periodic_table import Element

    return {**{e.long_name.lower(): e.symbol for e in Element}, **_NAME_VARIANTS}


def anion_elements(word: str) -> tuple[str, ...] | None:
    """The elements an anion word names (`orthosilicate` -> Si, O; `diphosphide` -> P), else None."""
    word = word.lower()
    if (found := _IDE.get(_MULTIPLIER_RE.sub("", word))) is not None:
        return found
    if (oxo := _OXO_RE.fullmatch(word)) is not None:
        return (_OXO_ROOTS[oxo.group(1)], "O")
    if (mixed := _mixed(word)) is not None and (last := anion_elements(mixed.group(2))) is not None:
        return tuple(sorted({_COMBINING[form] for form in _COMBINING_RE.findall(mixed.group(1))} | set(last)))
    return None


def mixed_anion(word: str) -> bool:
    """A word of more than one anion (`oxychloride`, `fluorophosphate`): a narrower class of the last anion's
    compounds may share its name, so two such words tell other compounds apart only as a best guess."""
    return _mixed(word.lower()) is not None and anion_elements(word) is not None


def _mixed(word: str) -> re.Match[str] | None:
    return _MIXED_IDE_RE.fullmatch(word) or _MIXED_OXO_RE.fullmatch(word)


def cation_element(word: str) -> str | None:
    """The element a cation word names (`nickel(ii)` -> Ni), else None."""
    return element_names().get(_STOCK_RE.sub("", word.lower()))


def compound_elements(words: list[str]) -> frozenset[str] | None:
    """Elements of a compound named by one to four element names and an anion word (`lithium orthosilicate`)."""
    if not 2 <= len(words) <= 5 or (anion := anion_elements(words[-1])) is None:
        return None
    cations = [cation_element(w) for w in words[:-1]]
    if not all(cations):
        return None
    return frozenset([*cations, *anion])  # type: ignore[list-item]


def names_a_compound(text: str) -> bool:
    """Element names directly before an anion word (`iridium oxide`, `tungsten nitride ceramics`) name a compound
    (IR-5.2 binary names), never a structure class: the stoichiometry may be unsaid, the elements are said."""
    words = [w for w in re.split(r"[\s/,()]+", text.lower()) if w]
    for end in range(len(words)):
        start = end
        while start > 0 and cation_element(words[start - 1]) is not None:
            start -= 1
        if start < end and compound_elements(words[start : end + 1]) is not None:
            return True
    return False


def redundant(word: str, elements: frozenset[str]) -> bool:
    """A word that only repeats an element of the name's own formulas (`titanium`, `oxides` beside `TiO2`)."""
    if (symbol := cation_element(word)) is not None:
        return symbol in elements
    anion = _IDE.get(word)
    return anion is not None and set(anion) <= elements


# A supported catalyst is written metal/support (IUPAC Gold Book, 'supported catalyst'; Bond, Heterogeneous
# Catalysis, 1987: `Pt/Al2O3`); its prose spellings name the same two phases (`alumina-supported Pt`, `Pt on alumina`).
_SUPPORTED_BEFORE = re.compile(r"(?<![\w/-])([^\s/]+?)-supported\s+([^\s/]+)")
_SUPPORTED_AFTER = re.compile(r"(?<![\w/-])([^\s/]+)\s+(?:supported|loaded|deposited|dispersed|immobili[sz]ed)\s+on\s+([^\s/]+)")


def supported_as_slash(text: str) -> str:
    """`ceria-supported Ru`, `Ru supported on ceria` -> `Ru/ceria`: the catalysis notation of a supported phase."""
    text = _SUPPORTED_BEFORE.sub(lambda m: f"{m.group(2)}/{m.group(1)}", text)
    return _SUPPORTED_AFTER.sub(lambda m: f"{m.group(1)}/{m.group(2)}", text)


def element_of_word(word: str) -> str | None:
    """The element a word names, by its IUPAC name (`sodium`) or its two-letter symbol as written (`Na`), else None.
    One-letter symbols are left out: as a word piece they are too often a label (`S-scheme`, `I-III-VI2`)."""
    if (symbol := element_names().get(word.lower())) is not None and word.islower():
        return symbol
    return word if re.fullmatch(r"[A-Z][a-z]", word) and word in element_names().values() else None
