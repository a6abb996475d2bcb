"""Words of a family name that say which chemistry or which form it is: compound names, redundant words, descriptors.

- A compound named by its constituents (IUPAC Red Book 2005, IR-5.2 binary names, IR-5.3 and IR-8 oxoanion
  names): one to four element names (a Stock number `(II)` dropped) and an anion word, `-ide` of an element or
  `-ate`/`-ite` of an oxoanion's central element, with any multiplying or `ortho-/meta-/pyro-` prefix. It names
  the elements, not the amounts (`lithium silicate` is Li2SiO3 or Li4SiO4).
- Words that repeat what a formula of the same name says (`titanium` beside `Ti-Nb`, `oxides` beside `IrO2`).
- Identity descriptors that two names of one family never contradict: the phase letter (`alpha-`, `beta-`), the
  crystal system, the particle-size scale (nanometre against micrometre particles are different materials).
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


# The descriptors of identity a family name may carry, by class: a class both names fill differently is a difference.
_PHASE_LETTER_RE = re.compile(r"(?<![a-z])([\u03b1-\u03c9])(?:[-\u2010\s]|(?=[A-Z]))")
_CRYSTAL_SYSTEM_RE = re.compile(r"\b(cubic|hexagonal|tetragonal|orthorhombic|monoclinic|triclinic|rhombohedral|trigonal|amorphous)\b")
_NANO_RE = re.compile(
    r"\bnano(?:-?sized|-?scale|particles?|crystals?|crystalline|powders?|spheres?|wires?|rods?)\b|\bQDs?\b|quantum dots?", re.IGNORECASE
)
_MICRO_RE = re.compile(r"\bmicro(?:n|meter|metre)?-?(?:sized|scale|particles?|powders?|spheres?)\b", re.IGNORECASE)


# The crystal system written as a letter before a formula (`h-BN`, `c-BN`, `t-ZrO2`, `m-ZrO2`).
_SYSTEM_LETTER_RE = re.compile(r"(?<![A-Za-z0-9])([hctmo])-(?=[A-Z])")
_SYSTEM_OF_LETTER = {"h": "hexagonal", "c": "cubic", "t": "tetragonal", "m": "monoclinic", "o": "orthorhombic"}


# A Ramsdell polytype before a formula (`4H-SiC`, `2H-MoS2`, `1T'-WTe2`): the stacking, an identity descriptor.
_POLYTYPE_RE = re.compile(r"(?<![a-z0-9])(\d{1,2}[a-z]['\u2032]?)-(?=[a-z])")


def descriptor_conflict(reference: str, test: str) -> str | None:
    """The identity descriptor the two names fill differently (`micro-sized` against `nanoparticles`, `alpha-`
    against `beta-`, `cubic` against `hexagonal`), or None."""
    ref, tst = (_SYSTEM_LETTER_RE.sub(lambda m: _SYSTEM_OF_LETTER[m.group(1)] + " ", t).lower() for t in (reference, test))
    for name, pattern in (("phase", _PHASE_LETTER_RE), ("crystal system", _CRYSTAL_SYSTEM_RE), ("polytype", _POLYTYPE_RE)):
        ref_found, test_found = set(pattern.findall(ref)), set(pattern.findall(tst))
        if ref_found and test_found and not ref_found & test_found:
            return name
    sizes = [{s for s, p in (("nano", _NANO_RE), ("micro", _MICRO_RE)) if p.search(t)} for t in (reference, test)]
    if len(sizes[0]) == len(sizes[1]) == 1 and sizes[0] != sizes[1]:
        return "particle size"
    forms = [object_forms(t) for t in (reference, test)]
    if forms[0] and forms[1] and not any(a == b or b in _NARROWER.get(a, ()) or a in _NARROWER.get(b, ()) for a in forms[0] for b in forms[1]):
        return "form"
    return None


# The form of a material as ISO/TS 80004 names it: nano-objects by their number of nanoscale external dimensions
# (ISO/TS 80004-2:2015: nanoparticle 3, nanofibre with nanowire, nanorod and nanotube 2, nanoplate with nanosheet and
# nanoribbon 1), a film or coating on a substrate (ISO/TS 80004-1:2015 'nanocoating'; ISO 4618 'coating'), and the
# nanostructured materials of ISO/TS 80004-4:2011 (nanoporous material, solid foam) kept apart: `ZnO nanowires` and
# `ZnO thin films`, `nanoporous gold` and `gold nanoparticles` are other materials of one substance (issue 26 item 4).
_FORMS = (
    ("particle", r"(?:(?:nano|micro)-?)?(?:particles?|spheres?)|(?:nano|micro)-?crystals?|nano-?clusters?|quantum[\s-]+dots?|NPs|NCs|QDs"),
    ("fibre", r"(?:nano-?)?(?:wires?|rods?|tubes?|fib(?:re|er)s?|whiskers?)|NWs|NRs|NTs"),
    ("plate", r"nano-?(?:plates?|platelets?|sheets?|flakes?|ribbons?|belts?)|NPLs"),
    ("film", r"(?:thin[\s-]+)?films?|(?:nano-?)?coatings?"),
    ("pore size", r"(?:nano|meso|micro|macro)-?porous"),
    ("porous", r"porous"),
    ("foam", r"(?:nano-?)?foams?|sponges?"),
)
# A porous solid with no pore size stated is broader than a foam or a solid of stated pore size (IUPAC, Rouquerol et
# al., Pure Appl. Chem. 66, 1739 (1994), 'Recommendations for the characterization of porous solids'): no conflict.
_NARROWER = {"porous": frozenset({"pore size", "foam"})}
_FORM_RE = tuple((form, re.compile(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])")) for form, words in _FORMS)


def object_forms(text: str) -> frozenset[str]:
    """The ISO/TS 80004 forms a name states (`ZnO nanowires`: fibre; `nanoporous gold`: porous), none for a bare
    substance."""
    return frozenset(form for form, pattern in _FORM_RE if pattern.search(text or ""))


_HYPHEN_PART_ACRONYM = re.compile(r"(?<![A-Za-z0-9])([A-Z][A-Z0-9]{1,7})s?-(?=[a-z])")  # `PPV-based`, `TBC-coated`


def written_acronyms(text: str) -> list[str]:
    """The acronyms a family name writes, a hyphenated one (`PPV-based emitters`) included."""
    from .acronyms import acronym_tokens

    return list(dict.fromkeys([*acronym_tokens(text), *_HYPHEN_PART_ACRONYM.findall(text)]))


def spelled_acronym(one: str, other: str) -> str | None:
    """An acronym one name writes and the other spells out by its initials (`TZN` for `TeO2–ZnO–Na2O`, `PPV` for
    `poly(p-phenylene vinylene)`), in either direction; evidence of one family, not proof (initials can repeat)."""
    from .acronyms import acronym_between

    return acronym_between(one, other, written_acronyms)


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


# Words beside an acronym that qualify nothing (`MOF-based materials`, `MOF family`).
_ACRONYM_FILLER = frozenset({"based", "type", "family", "families", "material", "materials", "system", "systems", "class", "of", "the"})


def qualified_acronym(one: str, other: str, acronym: str) -> str | None:
    """The name that writes `acronym` with an element the other does not write (`Zr-based MOFs` against
    `metal-organic frameworks`): that name is a kind of the other, a narrower family; None otherwise."""
    for name, spelled in ((one, other), (other, one)):
        words = [w for w in re.split(r"[\s\-]+", name) if w]
        if not any(w.rstrip("s") == acronym for w in words):
            continue
        rest = [w for w in words if w.rstrip("s") != acronym and w.lower() not in _ACRONYM_FILLER]
        spelled_words = {w.lower() for w in re.split(r"[\s\-]+", spelled)}
        if any(w.lower() not in spelled_words and _element_word(w) for w in rest):
            return name  # an element the other name does not write (`Zr-based`): a kind of the acronym's family
    return None


def _element_word(word: str) -> bool:
    """An element symbol as written (`Zr`, `K`) or an element's name (`zirconium`)."""
    return word in element_names().values() or word.lower() in element_names()


def acronym_ending(one: str, other: str) -> tuple[str, str] | None:
    """(acronym, ending) when one name writes an acronym whose last three or more letters the other name spells by
    its initials and whose first letters qualify it (`SPIONs`: superparamagnetic iron oxide nanoparticles against
    `iron oxide nanoparticles`, the ION): a kind of the other family, named as the same one is the best guess."""
    from .acronyms import acronym_of

    for short, full in ((one, other), (other, one)):
        for acronym in written_acronyms(short):
            if acronym in written_acronyms(full):
                continue
            for start in range(1, len(acronym) - 2):
                if acronym_of(acronym[start:], full):
                    return acronym, acronym[start:]
    return None


# A Strukturbericht designation in brackets after a formula (`FeAl (B2)`, `Ni3Al (L1_2)`, `Fe3Al (D0_3)`, `Nb3Sn (A15)`):
# the structure type of an ordered phase (Strukturbericht, Z. Kristallogr. 1913-1943; Mehl et al., The AFLOW Library of
# Crystallographic Prototypes, Comput. Mater. Sci. 136 (2017) S1, which lists each prototype's designation), a label
# of a structure, never boron, carbon or a lanthanide count. Carbon above C54 (`C60`) is a fullerene, no designation.
_STRUKTURBERICHT_RE = re.compile(r"\s*\(\s*([ABDL]\d{1,2}|C(?:[1-9]|[1-4]\d|5[0-4]))(?:_?\{?(\d{1,2})\}?)?(['\u2032]?)\s*\)")
_TWO_SYMBOLS_RE = re.compile(r"[A-Z][a-z]?\d*(?:\.\d+)?[-\u2013]?[A-Z]")


def structure_labels(text: str) -> tuple[frozenset[str], str]:
    """(the Strukturbericht designations a name writes in brackets, the name without them), when the name writes a
    formula of two or more elements for them to label (`FeAl (B2) alloys`); else (empty, the name)."""
    found = list(_STRUKTURBERICHT_RE.finditer(text or ""))
    if not found or not _TWO_SYMBOLS_RE.search(_STRUKTURBERICHT_RE.sub(" ", text)):
        return frozenset(), text
    labels = frozenset(m.group(1) + (m.group(2) or "") + m.group(3) for m in found)
    return labels, " ".join(_STRUKTURBERICHT_RE.sub(" ", text).split())
