"""Whether two family strings name the same material family.

Naming varies (`PZT` ~ `Pb(Zr,Ti)O3` ~ `PZT-based ceramics`), and a ground truth may list alternatives with "or", any
of which may be matched. Families over the parse limit are compared as plain text (`chem.text.too_long`).
"""

from __future__ import annotations

import functools
import re

from ..data import load_lexicon
from ..text import plain_text, too_long
from .family_chemistry import cores_name_other_molecules, family_element_sets, line_compound, phase_joint, phases
from .family_text import acronym_glosses, bracket_letters, family_alternatives, family_core, family_words
from .grammar import metal_or_metalloid, split_terms, valid_element
from .parse import normalize_key

_LEXICON = load_lexicon("formula_words")
_STRUCTURE_TEMPLATES = {template.lower(): kind for template, kind in _LEXICON["structure_templates"].items()}
_GENERIC_FAMILIES = frozenset(_LEXICON["generic_families"])
_FAMILY_SYNONYMS = [frozenset(group) for group in _LEXICON["family_synonyms"]]
_FAMILY_PARENTS: dict[str, list[str]] = _LEXICON["family_parents"]


def same_family(reference: str, test: str) -> bool:
    """Same material family; any alternative of the reference may be matched."""
    if too_long(reference, "formula") or too_long(test, "formula"):
        return bool(plain_text(reference)) and plain_text(reference) == plain_text(test)
    ref_glosses, test_glosses = acronym_glosses(reference), acronym_glosses(test)
    glosses = ref_glosses | test_glosses  # `(SC)` of `suspension concentrate`: letters, not S and C
    shared = bracket_letters(reference) & bracket_letters(test)  # `(HA)` beside two names: the names decide
    return any(
        _same_letters(r, t) and not (r in ref_glosses and t in test_glosses) if r in glosses or t in glosses else _same_family_single(r, t)
        for r in family_alternatives(reference)
        for t in family_alternatives(test)
        if not (r in shared and t in shared)
    )


def _same_letters(one: str, other: str) -> bool:
    """A gloss matches the same letters in the same case only: `SC` is no `Sc` (an element symbol keeps its case,
    IUPAC IR-3.1). Two glosses each beside its own name are no proof (`phase change material (PCM)`, `phase change
    memory (PCM)`): their names decide, and `same_family` leaves the pair to them."""
    capitals = ("".join(c for c in x if c.isupper()) for x in (one, other))
    return family_words(one) == family_words(other) and next(capitals) == next(capitals)


def _is_generic(words: str) -> bool:
    singular = " ".join(w.rstrip("s") for w in words.split())
    return words in _GENERIC_FAMILIES or singular in {" ".join(w.rstrip("s") for w in g.split()) for g in _GENERIC_FAMILIES}


@functools.lru_cache(maxsize=16384)
def _same_family_single(reference: str, test: str) -> bool:
    ref_words, test_words = family_words(reference), family_words(test)
    if not ref_words or not test_words:
        return False
    if ref_words == test_words:
        return True
    structure = _STRUCTURE_TEMPLATES.get(family_core(reference).lower())
    if structure:
        # A general formula (`ABi4Ti4O15`) names a structure type: its names match, as does the template itself.
        group = next((g for g in _FAMILY_SYNONYMS if structure in g), (structure,))
        return test_words in group or family_core(test).lower() == family_core(reference).lower()
    if _is_generic(test_words) or _is_generic(ref_words):
        return False
    if any(ref_words in group and test_words in group for group in _FAMILY_SYNONYMS):
        return True
    core_ref, core_test = family_core(reference), family_core(test)
    if core_test.split(" ")[0] in _FAMILY_PARENTS.get(core_ref, []):
        return True
    ref_sets, test_sets = family_element_sets(core_ref), family_element_sets(core_test)
    ref_line, test_line = line_compound(core_ref), line_compound(core_test)
    if ref_line and test_line and ref_line != test_line:
        return False  # Bi4Ti3O12 and Bi2Ti2O7: the same elements in other whole-number amounts are another phase
    if cores_name_other_molecules(core_ref, core_test):
        return False  # C60 and C70, C6H6 and C2H2: one ratio of atoms, other molecules
    if phase_joint(core_ref) or phase_joint(core_test):
        # a composite's phases decide, never its pooled elements: `ZnO/TiO2` is not `ZnTiO3`, nor `C/SiC` `SiC/SiC`
        ref_phases, test_phases = phases(core_ref), phases(core_test)
        return len(ref_phases) > 1 and ref_phases == test_phases
    if ref_sets & test_sets:
        return True
    element_class = re.fullmatch(r"([A-Z][a-z]?)-based\s+\w+", normalize_key(reference))
    if element_class and test_sets and all(element_class.group(1) in s for s in test_sets):
        return True
    if re.search(r"-?\bbased\b", test, re.IGNORECASE) and test_sets:
        first_component = split_terms(core_ref)[0][1]
        if family_element_sets(first_component) & test_sets:
            return True
    # A solid-solution system extending the reference's (`PMN-PZT` for `PZT`) is the same family;
    # a composite with another phase (`BiFeO3/CdS`, `In2Se3@SnSe`) is not.
    if re.search(r"[/@]", core_test) or re.search(r"[/@]", core_ref):
        # The same phases in another order or with another separator (`BaTiO3/CNT` ~ `CNT-BaTiO3`) are one composite.
        ref_phases, test_phases = phases(core_ref), phases(core_test)
        return len(ref_phases) > 1 and ref_phases == test_phases
    ref_components = {c.lower() for c in core_ref.split("-")}
    test_components = {c: c.lower() for c in core_test.split("-")}
    # a prose prefix (`half-Heusler`, `anti-fluorite`, `inverse-spinel`) names a sibling structure, not a solid solution
    # as is a prose phrase after a hyphen (`diamond-like carbon`: `X-like` names a resemblance, never X; IUPAC Gold
    # Book, 'diamond-like carbon films')
    added = [c for c, low in test_components.items() if low not in ref_components]
    return ref_components < set(test_components.values()) and not any(re.fullmatch(r"[a-z][a-z\s]*", c) for c in added)


def extends_metal_system(reference: str, test: str) -> bool:
    """Both families are bare element systems with a metal (`Pd–Cu`, `Pd–Cu–Au`, `Si–Ge–C`), one adding elements.

    A ternary alloy system is a system of its own (ASM Handbook Vol. 3, Alloy Phase Diagrams): whether the paper's
    family is the binary base or the ternary alloy, the names alone cannot tell, so such a match is never proof.
    The same holds when both systems carry the same words after them (`Cu–Sn films`, `Cu–Sn–Zn films`).
    """
    (ref_parts, ref_tail), (test_parts, test_tail) = _system_elements(reference), _system_elements(test)
    if ref_tail != test_tail or len(ref_parts) < 2 or len(test_parts) < 2 or not all(valid_element(p) for p in ref_parts + test_parts):
        return False
    if not any(metal_or_metalloid(p) for p in ref_parts) or not any(metal_or_metalloid(p) for p in test_parts):
        return False
    return set(ref_parts) != set(test_parts) and (set(ref_parts) < set(test_parts) or set(test_parts) < set(ref_parts))


# a bracketed note (`(Hastelloy B)`) and the class noun `alloys` after an element system: the system is its elements
# (ASM Handbook Vol. 3, Alloy Phase Diagrams, names alloy systems by their elements)
_NOTE_RE, _ALLOYS_RE = re.compile(r"\s*\([^)]*\)"), re.compile(r"\s+alloys?$", re.IGNORECASE)
# a hyphenated chain of element symbols, then any words (`Ti-Zr-V thin films`): the words are compared as written
_CHAIN_RE = re.compile(r"((?:[A-Z][a-z]?-)+[A-Z][a-z]?)((?:\s+\S+)*)")


def _system_elements(name: str) -> tuple[list[str], str]:
    """The elements of `Ni-Cr-Mo`, `Ni-Cr-Mo alloys`, `Ni-Mo alloys (Hastelloy B)` or `Ni-Cr films`, split at the
    hyphens, and the words after them (singular, lower case)."""
    core = _ALLOYS_RE.sub("", _NOTE_RE.sub("", family_core(name)).strip())
    if (chain := _CHAIN_RE.fullmatch(core)) is None:
        return core.split("-"), ""
    return chain.group(1).split("-"), " ".join(w.lower().removesuffix("s") for w in chain.group(2).split())
