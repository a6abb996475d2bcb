"""How a test family relates to the reference's when `family_match.same_family` does not hold: a parent system, a
structure class, a parent compound, a minor component or an alloy part (`family_relation`)."""

from __future__ import annotations

import functools
import re

from ..text import too_long
from .family_chemistry import family_element_sets, line_compound
from .family_text import family_alternatives, family_core
from .grammar import split_terms
from .structure_classes import mentions_a_class, names_only_a_class


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
    for ref in family_alternatives(reference):
        for tst in family_alternatives(test):
            if (relation := _relation_single(ref, tst)) is not None:
                return relation
    return None


@functools.lru_cache(maxsize=16384)
def _relation_single(reference: str, test: str) -> tuple[str, bool] | None:
    core_ref, core_test = family_core(reference), family_core(test)
    ref_parts, test_parts = _components(core_ref), _components(core_test)
    if not ref_parts:
        return None
    if not test_parts:
        if names_only_a_class(test) and not mentions_a_class(reference):
            return ("structure-class", False)
        return None
    if len(test_parts) < len(ref_parts) and (taken := _component_match(ref_parts, test_parts)) is not None:
        if any(all(len(reading) == 1 for reading in part) for part in ref_parts):
            return ("alloy-part", False)  # `Ti-6Al-4V` and `Ti`, `WC-Co` and `WC`: a metal or cermet, not a solid solution
        if 0 in taken or len(test_parts) >= 2:
            return ("parent-system", True)
        return ("minor-component", False)
    if len(ref_parts) == 1 and len(test_parts) == 1 and (line := line_compound(core_test)):
        ref_elements = frozenset().union(*ref_parts[0])
        test_elements = frozenset(el for el, _ in line)
        if len(test_elements) >= 3 and test_elements < ref_elements:
            return ("parent-compound", False)
    return None


def _components(core: str) -> list[frozenset[frozenset[str]]]:
    """Element sets of each component of a solid-solution system (`A-B-C`); empty for prose or composites."""
    if not core or re.search(r"[/@]", core):
        return []
    parts = [piece for _, piece in split_terms(core) if piece]
    sets = [family_element_sets(piece) for piece in parts]
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
