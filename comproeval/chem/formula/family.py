"""Whether two family strings name the same material family.

Naming varies (`PZT` ~ `Pb(Zr,Ti)O3` ~ `PZT-based ceramics`), and a ground
truth may list alternatives with "or", any of which may be matched. Families
over the parse limit are compared as plain text (`chem.text.too_long`).
"""

from __future__ import annotations

import functools
import re

from ..data import load_lexicon
from ..family_copolymers import source_based_bracket
from ..family_words import names_a_compound
from ..once import load_once
from ..text import plain_text, too_long
from .composite import part_identity
from .generic import generic_reading
from .grammar import split_terms
from .parse import analyse, normalize_key

_LEXICON = load_lexicon("formula_words")
_STRUCTURE_TEMPLATES = {template.lower(): kind for template, kind in _LEXICON["structure_templates"].items()}
_FAMILY_STRIP = frozenset(_LEXICON["family_strip_words"])
_GENERIC_FAMILIES = frozenset(_LEXICON["generic_families"])
_FAMILY_SYNONYMS = [frozenset(group) for group in _LEXICON["family_synonyms"]]
_FAMILY_PARENTS: dict[str, list[str]] = _LEXICON["family_parents"]

# a comma between digits is a locant or a repeat-unit label (`nylon-6,6`, `2,6-`), never a list
_FAMILY_SPLIT_RE = re.compile(r"\s+or\s+|\s+and\s+|;|,(?![^()\[\]{}]*[)\]}])(?!(?<=\d,)\d)")


def same_family(reference: str, test: str) -> bool:
    """Same material family; any alternative of the reference may be matched."""
    if too_long(reference, "formula") or too_long(test, "formula"):
        return bool(plain_text(reference)) and plain_text(reference) == plain_text(test)
    return any(_same_family_single(r, t) for r in _family_alternatives(reference) for t in _family_alternatives(test))


@functools.lru_cache(maxsize=4096)
def _family_alternatives(text: str) -> tuple[str, ...]:
    """The alternatives a family string lists (`A or B`, `A; B`, `name (ABBR)`)."""
    text = normalize_key(text or "")
    alternatives = []
    for part in _FAMILY_SPLIT_RE.split(text):
        part = part.strip()
        alias = re.fullmatch(r"(.*?[a-z].*?)\s*\(([^()]+)\)", part)
        if alias and not source_based_bracket(alias.group(1), alias.group(2)):
            alternatives.extend([alias.group(1).strip(), alias.group(2).strip()])
        elif part:
            alternatives.append(part)
    return tuple(alternatives)


def _family_words(text: str) -> str:
    """Lower-case words without filler (`ceramics`, `based`, `system`) and plural endings."""
    words = re.split(r"[\s]+|(?<=[a-z])-(?=[a-z])", text.lower().replace("-based", " based"))
    kept = [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) else w for w in words if w and w not in _FAMILY_STRIP]
    return " ".join(kept)


def _is_generic(words: str) -> bool:
    singular = " ".join(w.rstrip("s") for w in words.split())
    return words in _GENERIC_FAMILIES or singular in {" ".join(w.rstrip("s") for w in g.split()) for g in _GENERIC_FAMILIES}


@functools.lru_cache(maxsize=16384)
def _same_family_single(reference: str, test: str) -> bool:
    ref_words, test_words = _family_words(reference), _family_words(test)
    if not ref_words or not test_words:
        return False
    if ref_words == test_words:
        return True
    structure = _STRUCTURE_TEMPLATES.get(_family_core(reference).lower())
    if structure:
        # A general formula (`ABi4Ti4O15`) names a structure type: its names match, as does the template itself.
        group = next((g for g in _FAMILY_SYNONYMS if structure in g), (structure,))
        return test_words in group or _family_core(test).lower() == _family_core(reference).lower()
    if _is_generic(test_words) or _is_generic(ref_words):
        return False
    if any(ref_words in group and test_words in group for group in _FAMILY_SYNONYMS):
        return True
    core_ref, core_test = _family_core(reference), _family_core(test)
    if core_test.split(" ")[0] in _FAMILY_PARENTS.get(core_ref, []):
        return True
    ref_sets, test_sets = _family_element_sets(core_ref), _family_element_sets(core_test)
    ref_line, test_line = _line_compound(core_ref), _line_compound(core_test)
    if ref_line and test_line and ref_line != test_line:
        return False  # Bi4Ti3O12 and Bi2Ti2O7: the same elements in other whole-number amounts are another phase
    if _other_molecules(core_ref, core_test):
        return False  # C60 and C70, C6H6 and C2H2: one ratio of atoms, other molecules
    if _phase_joint(core_ref) or _phase_joint(core_test):
        # a composite's phases decide, never its pooled elements: `ZnO/TiO2` is not `ZnTiO3`, nor `C/SiC` `SiC/SiC`
        ref_phases, test_phases = _phases(core_ref), _phases(core_test)
        return len(ref_phases) > 1 and ref_phases == test_phases
    if ref_sets & test_sets:
        return True
    element_class = re.fullmatch(r"([A-Z][a-z]?)-based\s+\w+", normalize_key(reference))
    if element_class and test_sets and all(element_class.group(1) in s for s in test_sets):
        return True
    if re.search(r"-?\bbased\b", test, re.IGNORECASE) and test_sets:
        first_component = split_terms(core_ref)[0][1]
        if _family_element_sets(first_component) & test_sets:
            return True
    # A solid-solution system extending the reference's (`PMN-PZT` for `PZT`) is the same family;
    # a composite with another phase (`BiFeO3/CdS`, `In2Se3@SnSe`) is not.
    if re.search(r"[/@]", core_test) or re.search(r"[/@]", core_ref):
        # The same phases in another order or with another separator (`BaTiO3/CNT` ~ `CNT-BaTiO3`) are one composite.
        ref_phases, test_phases = _phases(core_ref), _phases(core_test)
        return len(ref_phases) > 1 and ref_phases == test_phases
    ref_components = {c.lower() for c in core_ref.split("-")}
    test_components = {c: c.lower() for c in core_test.split("-")}
    # a prose prefix (`half-Heusler`, `anti-fluorite`, `inverse-spinel`) names a sibling structure, not a solid solution
    # as is a prose phrase after a hyphen (`diamond-like carbon`: `X-like` names a resemblance, never X; IUPAC Gold
    # Book, 'diamond-like carbon films')
    added = [c for c, low in test_components.items() if low not in ref_components]
    return ref_components < set(test_components.values()) and not any(re.fullmatch(r"[a-z][a-z\s]*", c) for c in added)


@functools.lru_cache(maxsize=16384)
def _line_compound(core: str) -> tuple | None:
    """Atom fractions of a family written as one stoichiometric compound (whole-number amounts), else None."""
    if not core or len([piece for _, piece in split_terms(core) if piece]) != 1:
        return None  # a solid solution or composite of several terms is not one compound
    if (amounts := _whole_amounts(core)) is None:
        return None
    total = sum(amount for _, amount in amounts)
    return tuple((el, amount / total) for el, amount in amounts if amount)


def _whole_amounts(core: str) -> tuple | None:
    """The (element, amount) pairs of a core read one way only, exactly, with whole-number amounts, else None."""
    analysis = analyse(core)
    if not analysis or len(analysis.readings) != 1 or analysis.descriptors or analysis.dopants or analysis.abbreviations:
        return None
    chem = analysis.readings[0]
    if not chem.exact or any(amount.denominator != 1 for _, amount in chem.amounts):
        return None
    return tuple(chem.amounts)


# A slash or `@` between two phases (`ZnO/TiO2`, `Fe3O4@SiO2`): a letter or bracket on both sides; a slash
# between numbers (`PZT 52/48`) or inside brackets (`Pb(Zr0.52/Ti0.48)O3`) is a ratio, not a composite.
_PHASE_JOINT_RE = re.compile(r"(?<=[A-Za-z0-9)\]])\s?[/@]\s?(?=[A-Za-z(\[])")


def _phase_joint(core: str) -> bool:
    """The family is written as a composite of phases joined by `/` or `@` outside any bracket."""
    depth, outside = 0, []
    for char in core:
        depth += char in "([{"
        depth -= char in ")]}"
        outside.append(char if depth == 0 else "_")
    return bool(_PHASE_JOINT_RE.search("".join(outside)))


def _other_molecules(reference: str, test: str) -> bool:
    counts = [_whole_counts(text) for text in (reference, test)]
    return counts[0] is not None and counts[1] is not None and other_molecules(counts[0], counts[1])


def other_molecules(one: dict[str, int], other: dict[str, int]) -> bool:
    """Two whole-number formulas of one set of elements that name other molecules: one element counted otherwise
    (`C60`, `C70`; `C18`, `C8`: IUPAC Red Book IR-3.4, allotropes named by their atom count) or carbon-hydrogen
    formulas (`C6H6`, `C2H2`: a molecular formula counts the atoms of one molecule, IUPAC Red Book IR-4.2.2).
    Inorganic empirical and molecular formulas of one compound (`P2O5`, `P4O10`) stay one family; a lone symbol
    (`C`) may be the element in any form. `one`, `other`: atom counts as written."""
    if one == other or set(one) != set(other):
        return False
    if len(one) == 1:
        return min(*one.values(), *other.values()) > 1
    return {"C", "H"} <= set(one)


def _whole_counts(core: str) -> dict[str, int] | None:
    """Atom counts of a one-term formula written with whole numbers, else None."""
    if not core or not re.fullmatch(r"(?:[A-Z][a-z]?\d*)+", core):
        return None
    if (amounts := _whole_amounts(core)) is None:
        return None
    return {el: int(amount) for el, amount in amounts}


def _phases(core: str) -> frozenset[frozenset[str] | str]:
    """The phases of a composite family, each by identity (formula, abbreviation or named material)."""
    pieces = [p.strip() for p in re.split(r"\s*[/@]\s*|(?<=[\w)\]])-(?=[A-Z(\[])", core) if p.strip()]
    return frozenset(part_identity(p) or p.lower() for p in pieces)


def _family_core(text: str) -> str:
    """The family's formula/abbreviation part with -based/ceramics/system words dropped."""
    text = re.sub(r"-?\bbased\b", " ", normalize_key(text), flags=re.IGNORECASE)
    words = [w for w in text.split() if w.lower() not in _FAMILY_STRIP]
    return " ".join(words).strip(" -")


# Semiconductor classes named by the groups of their elements in Roman numerals (Sze & Ng, Physics of
# Semiconductor Devices, ch. 1: II-VI, III-V, IV-VI, I-III-VI2 compounds).
_GROUP_LABELS_RE = re.compile(r"(?:I{1,3}|IV|VI{0,2})(?:-(?:I{1,3}|IV|VI{0,2})\d?){1,3}(?:\s+\w+)*")


@functools.lru_cache(maxsize=16384)
def _family_element_sets(core: str) -> frozenset[frozenset[str]]:
    """Element sets of a family's formula readings; none when the core is prose."""
    if not core or _GROUP_LABELS_RE.fullmatch(core):  # `II-VI`, `III-V`: periodic-table groups, not I and V
        return frozenset()
    if (generic := generic_reading(core)) is not None:  # `Pb(ZrxTi1-x)O3`: a general formula names its elements
        return frozenset({generic.elements})
    analysis = analyse(core)
    if analysis.descriptors and not analysis.named:
        return frozenset()
    return frozenset(r.elements for r in analysis.readings if r.elements)


# Words that name a structure type or a class of materials, not a family (IUCr structure-type names; a
# materials-science textbook's classes: Moulson & Herbert, Electroceramics, 2003, ch. 5-6). `blsf` is the field's
# abbreviation of "bismuth layer-structured ferroelectrics", the Aurivillius class (Moure, Appl. Sci. 8, 62 (2018)).
STRUCTURE_CLASS_WORDS = frozenset(
    {
        "perovskite",
        "aurivillius",
        "bismuth layer",
        "bismuth-layered",
        "bismuth layered",
        "blsf",
        "layered",
        "tungsten bronze",
        "pyrochlore",
        "spinel",
        "wurtzite",
        "fluorite",
        "garnet",
        "ilmenite",
        "rutile",
        "ferroelectric",
        "relaxor",
        "piezoelectric",
        "piezoceramic",
        "semiconductor",
        "oxide",
        "ceramic",
        "polymer",
        "composite",
        "ruddlesden-popper",
        "dion-jacobson",
        "brownmillerite",
        "lead-free",
        "lead free",
        "multiferroic",
        "dielectric",
        "glass",
        "nanocomposite",
    }
)
_CLASS_WORD_RE = re.compile(r"\b(" + "|".join(sorted(map(re.escape, STRUCTURE_CLASS_WORDS), key=len, reverse=True)) + r")")


def family_relation(reference: str, test: str) -> tuple[str, bool] | None:
    """How a test family relates to the reference's when `same_family` does not hold: (relation, match).

    - `parent-system`: the test names a part of the reference's solid-solution system that is its parent
      (its first component, the matrix, or two or more of its components: `PZT` for `PZT-PMS-PSN`,
      `BiScO3-PbTiO3` for `BZT-BS-PT`); gold.md: a parent system counts. Proven.
    - `structure-class`: the test names only a structure type or class (`perovskite`, `Aurivillius
      ferroelectrics`, `Bi-based perovskites`) for a reference that names a family: too broad. Proven.
    - `parent-compound`: a simple compound made of some of a solid solution's elements (`BaTiO3` for
      `BCZT`, `PbTiO3` for `PZT`): its parent, or only one end member; not proven, best guess no.
    - `minor-component`: the test names one minor component of the system only: not proven either way.
    - `alloy-part`: a part of a system with an element among its components (an alloy `Ti-6Al-4V`, a cermet
      `WC-Co`): the base metal or phase alone is another material, or the family; not proven, best guess no.
    """
    if too_long(reference, "formula") or too_long(test, "formula"):
        return None
    for ref in _family_alternatives(reference):
        for tst in _family_alternatives(test):
            if (relation := _relation_single(ref, tst)) is not None:
                return relation
    return None


@functools.lru_cache(maxsize=16384)
def _relation_single(reference: str, test: str) -> tuple[str, bool] | None:
    core_ref, core_test = _family_core(reference), _family_core(test)
    ref_parts, test_parts = _components(core_ref), _components(core_test)
    if not ref_parts:
        return None
    if not test_parts:
        if _only_a_class(test) and not _CLASS_WORD_RE.search(reference.lower()):
            return ("structure-class", False)
        return None
    if len(test_parts) < len(ref_parts) and (taken := _component_match(ref_parts, test_parts)) is not None:
        if any(all(len(reading) == 1 for reading in part) for part in ref_parts):
            return ("alloy-part", False)  # `Ti-6Al-4V` and `Ti`, `WC-Co` and `WC`: a metal or cermet, not a solid solution
        if 0 in taken or len(test_parts) >= 2:
            return ("parent-system", True)
        return ("minor-component", False)
    if len(ref_parts) == 1 and len(test_parts) == 1 and (line := _line_compound(core_test)):
        ref_elements = frozenset().union(*ref_parts[0])
        test_elements = frozenset(el for el, _ in line)
        if len(test_elements) >= 3 and test_elements < ref_elements:
            return ("parent-compound", False)
    return None


# Words a class name carries besides its class words: qualifiers, element names and symbols (`Bi-based`, `lead-related`).
_CLASS_QUALIFIERS = frozenset(
    {
        "based",
        "related",
        "complex",
        "type",
        "types",
        "structured",
        "structure",
        "family",
        "families",
        "material",
        "materials",
        "compound",
        "compounds",
        "system",
        "systems",
        "s",
        "-",
        "and",
        "free",
    }
)


@load_once
def _element_words() -> frozenset[str]:
    from pymatgen.core.periodic_table import Element

    return frozenset(w for e in Element for w in (e.symbol.lower(), e.long_name.lower()))


def _only_a_class(text: str) -> bool:
    """The text names a structure type or class and nothing else (`Pb-based perovskite`, `Aurivillius
    ferroelectrics`); an unread name beside a class word (`sodium bismuth titanate ceramics`) is not proven one."""
    lowered = text.lower()
    if not _CLASS_WORD_RE.search(lowered) or names_a_compound(lowered):
        return False
    rest = _CLASS_WORD_RE.sub(" ", lowered)
    words = [w for w in re.split(r"[\s\-/,()]+", rest) if w]
    words = [w[:-1] if w.endswith("s") and w[:-1] in _element_words() | _CLASS_QUALIFIERS else w for w in words]
    return all(w in _CLASS_QUALIFIERS or w in _FAMILY_STRIP or w in _element_words() for w in words)


def _components(core: str) -> list[frozenset[frozenset[str]]]:
    """Element sets of each component of a solid-solution system (`A-B-C`); empty for prose or composites."""
    if not core or re.search(r"[/@]", core):
        return []
    parts = [piece for _, piece in split_terms(core) if piece]
    sets = [_family_element_sets(piece) for piece in parts]
    return sets if sets and all(sets) else []


def _component_match(ref_parts: list, test_parts: list) -> set[int] | None:
    """Indices of distinct reference components, one per test component, of the same elements; None if any is missing."""
    taken: set[int] = set()
    for part in test_parts:
        index = next((i for i, ref in enumerate(ref_parts) if i not in taken and ref & part), None)
        if index is None:
            return None
        taken.add(index)
    return taken
