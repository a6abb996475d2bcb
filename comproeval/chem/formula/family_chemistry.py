"""What a family's formula core says chemically: its element sets, whether it is one line compound or one molecule,
and the phases of a composite. The family rules (`family_match`, `family_relations`) compare these readings."""

from __future__ import annotations

import functools
import re

from .composite import part_identity
from .generic import generic_reading
from .grammar import split_terms
from .parse import analyse

# Semiconductor classes named by the groups of their elements in Roman numerals (Sze & Ng, Physics of
# Semiconductor Devices, ch. 1: II-VI, III-V, IV-VI, I-III-VI2 compounds).
_GROUP_LABELS_RE = re.compile(r"(?:I{1,3}|IV|VI{0,2})(?:-(?:I{1,3}|IV|VI{0,2})\d?){1,3}(?:\s+\w+)*")


@functools.lru_cache(maxsize=16384)
def family_element_sets(core: str) -> frozenset[frozenset[str]]:
    """Element sets of a family's formula readings; none when the core is prose."""
    if not core or _GROUP_LABELS_RE.fullmatch(core):  # `II-VI`, `III-V`: periodic-table groups, not I and V
        return frozenset()
    if (generic := generic_reading(core)) is not None:  # `Pb(ZrxTi1-x)O3`: a general formula names its elements
        return frozenset({generic.elements})
    analysis = analyse(core)
    if analysis.descriptors and not analysis.named:
        return frozenset()
    return frozenset(r.elements for r in analysis.readings if r.elements)


@functools.lru_cache(maxsize=16384)
def line_compound(core: str) -> tuple | None:
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


def phase_joint(core: str) -> bool:
    """The family is written as a composite of phases joined by `/` or `@` outside any bracket."""
    depth, outside = 0, []
    for char in core:
        depth += char in "([{"
        depth -= char in ")]}"
        outside.append(char if depth == 0 else "_")
    return bool(_PHASE_JOINT_RE.search("".join(outside)))


def phases(core: str) -> frozenset[frozenset[str] | str]:
    """The phases of a composite family, each by identity (formula, abbreviation or named material)."""
    pieces = [p.strip() for p in re.split(r"\s*[/@]\s*|(?<=[\w)\]])-(?=[A-Z(\[])", core) if p.strip()]
    return frozenset(part_identity(p) or p.lower() for p in pieces)


def cores_name_other_molecules(reference: str, test: str) -> bool:
    """Two family cores written as whole-number formulas that name other molecules (`other_molecules`)."""
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
