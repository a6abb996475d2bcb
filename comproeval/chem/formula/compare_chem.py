"""Two formula readings and their dopant additions compared: the chemistry under a composition key.

Same elements in the same amounts (exactly, in the same ratio, or rounded), and the
same dopant additions; `fraction_distance` ranks near misses for the alignment.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .amounts import agree_scaled, agree_within_rounding, rounded_per_unit
from .amounts import close_amounts as _close
from .amounts import rounded_amounts as _rounded
from .dopant_site import addition_for_substitution
from .parse import Analysis
from .term_readings import Chem

ROUNDED = "same composition, the test's amounts rounded to fewer decimals"
ADDITIVE_ON_SITE = "the same dopant amount, written as an addition on one side and substituted on the site its size and charge give on the other"
ADDITIVE_OFF_SITE = "the same dopant amount, written as an addition on one side and substituted on the other (site not proven)"
# Readings that agree once a convention is applied: matches of their own kind (`compare._compare_parsed`).
SOFT_AGREEMENTS = frozenset({None, ROUNDED, ADDITIVE_ON_SITE, ADDITIVE_OFF_SITE})


ONE_ELEMENT_COUNTS = "one element counted otherwise (other molecules, mass numbers or codes): another entry, unproven"


def compare_chem(ref: Chem, tst: Chem) -> str | None:
    """What is wrong with the test reading, or None: same elements, and amounts equal or in the same ratio."""
    if ref.elements != tst.elements:
        return "different elements"
    if not ref.exact:
        return None
    if not tst.exact:
        return "test gives no amounts (abbreviation or name) where the reference has a formula"
    ref_amounts = {el: a for el, a in ref.amounts if a}
    tst_amounts = {el: a for el, a in tst.amounts if a}
    if all(_close(ref_amounts[el], tst_amounts[el]) for el in ref_amounts):
        return None
    if len(ref_amounts) == 1:
        # one element written with other counts: other molecules or allotropes (`S6`, `S8`; IUPAC Red Book IR-3.4.1),
        # mass numbers (`15N`) or codes that only look like formulas (`CC1`); a proportion of one element says nothing
        return ONE_ELEMENT_COUNTS
    ratio = tst_amounts[next(iter(ref_amounts))] / ref_amounts[next(iter(ref_amounts))]
    if all(_close(ref_amounts[el] * ratio, tst_amounts[el]) for el in ref_amounts):
        return None
    # rounded on one scale, per one atom, or on another scale (`Na0.44MnO2` for `Na4Mn9O18`) to the digits written
    roundings = (_rounded, rounded_per_unit, agree_within_rounding, agree_scaled)
    if any(agrees(ref_amounts, tst_amounts) for agrees in roundings):
        return ROUNDED
    if (site := addition_for_substitution(ref_amounts, tst_amounts)) is not None:
        return ADDITIVE_ON_SITE if site else ADDITIVE_OFF_SITE
    return "different amounts"


FOLDED_DOPANT = "a dopant addition in mol% equals the formula's amount (x mol% = x/100 per formula unit)"


def _folded(analysis: Analysis) -> tuple[Chem, ...]:
    """Readings with `+ x mol% M` additions of single elements written into the formula as x/100 M per formula unit."""
    extra: dict[str, Fraction] = {}
    for species, amount, unit in analysis.dopants:
        element = re.fullmatch(r"([A-Z][a-z]?)1?", species)
        if amount is None or unit not in ("", "mol", "at") or not element:
            return ()
        extra[element.group(1)] = extra.get(element.group(1), Fraction(0)) + amount / 100
    folded = []
    for chem in analysis.readings:
        amounts = dict(chem.amounts)
        for element, amount in extra.items():
            amounts[element] = amounts.get(element, Fraction(0)) + amount
        folded.append(Chem(tuple(sorted(amounts.items())), chem.exact))
    return tuple(folded)


def same_when_folded(ref: Analysis, tst: Analysis) -> bool:
    """The common dopant notations agree: `A + 2 mol% M` (an addition) is `A-0.02M` (a formula amount)."""
    if bool(ref.dopants) == bool(tst.dopants):
        return False
    ref_readings = _folded(ref) if ref.dopants else ref.readings
    tst_readings = _folded(tst) if tst.dopants else tst.readings
    return any(r.exact and t.exact and compare_chem(r, t) is None for r in ref_readings for t in tst_readings)


def fraction_distance(ref: Chem, tst: Chem) -> float:
    """L1 distance of atom fractions, plus 0.5 when the element sets differ: ranks near misses."""

    def fractions(chem):
        total = sum(float(a) for _, a in chem.amounts) or 1.0
        return {el: float(a) / total for el, a in chem.amounts if a}

    a, b = fractions(ref), fractions(tst)
    l1 = sum(abs(a.get(el, 0.0) - b.get(el, 0.0)) for el in set(a) | set(b))
    return l1 + (0.5 if set(a) != set(b) else 0.0)


def compare_dopants(ref: Analysis, tst: Analysis) -> str | None:
    """Dopant additions must agree in species; amounts and units only where both state them."""
    if len(ref.dopants) != len(tst.dopants):
        return "dopant additions differ"
    for (r_species, r_amount, r_unit), (t_species, t_amount, t_unit) in zip(ref.dopants, tst.dopants):
        if not _same_species(r_species, t_species) or (r_amount is not None and t_amount is not None and r_amount != t_amount):
            return "dopant additions differ"
        if r_unit and t_unit and r_unit != t_unit:
            return "dopant units differ"
    return None


def _one_element(species: str) -> str | None:
    """`Nb` and `Nb1` (a species read as a formula of one element) -> `Nb`; None for anything else."""
    found = re.fullmatch(r"([A-Z][a-z]?)1?", species)
    return found.group(1) if found else None


def _same_species(reference: str, test: str) -> bool:
    """The same dopant species; an element set (`{Co O}`, from `CoOx`) is any compound of just those elements. An
    element named by a participle (`Nb` of `Nb-doped`) is the species `2 mol% Nb` reads (`Nb1`): one element."""
    if reference == test or _one_element(reference) == _one_element(test) is not None:
        return True
    sets = [s for s in (reference, test) if s.startswith("{")]
    if len(sets) != 1:
        return False
    other = test if reference.startswith("{") else reference
    return set(sets[0][1:-1].split()) == set(re.findall(r"[A-Z][a-z]?", other))
