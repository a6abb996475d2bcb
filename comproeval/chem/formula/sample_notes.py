"""What tells two keys of one composition apart as samples, and which notations leave a reading open (issue 21).

A citation (`(ref. 12)`), a phase (`m-`/`t-`, `α`/`β`, `2H`/`1T`, `PBE`/`HSE06`), a dimensionality
(`monolayer`/`bulk`), the basis of an amount (`wt%`/`at%`) and a dropped loading make another
entry; a bare percentage against a stated basis leaves the basis unsaid.
"""

from __future__ import annotations

import re

from ..quantities import conditions_agree
from . import notations
from .parse import normalize_key
from .ratio_shares import ratio_shares

PHASES_DIFFER = "different phases (crystal system, polymorph, polytype) or computational settings: another entry"
BARE_PERCENT = "the same amount, one side a bare percentage (mass or amount fraction unsaid)"


def exclusive_difference(reference: str, test: str) -> str | None:
    """Qualifiers that exclude each other: two phases or two dimensionalities are two samples, proven."""
    if phases_differ(reference, test):
        return PHASES_DIFFER
    ref_dims, test_dims = notations.dimensionality(reference), notations.dimensionality(test)
    return DIMENSIONALITY_DIFFERS if ref_dims and test_dims and not ref_dims & test_dims else None


def phases_differ(reference: str, test: str) -> bool:
    ref, tst = notations.phase_designations(reference), notations.phase_designations(test)
    # phases exclude each other; a calculation's settings are one recipe (`PBE` is not `PBE+SOC`)
    return any(kind in tst and (values != tst[kind] if kind == "computation" else not values & tst[kind]) for kind, values in ref.items())


def bare_against_basis(reference: str, test: str) -> bool:
    """`2%` on one side where the other says `2 wt%`: the same number, its basis unproven."""
    ref_bases, test_bases = notations.amount_bases(reference), notations.amount_bases(test)
    ref_bare, test_bare = notations.bare_percentages(reference), notations.bare_percentages(test)
    return bool((ref_bare & set(test_bases)) or (test_bare & set(ref_bases)))


LITERATURE_SAMPLE = "one key is a literature sample (a cited reference), the other this paper's"
DIMENSIONALITY_DIFFERS = "dimensionalities differ (monolayer, bilayer, few-layer, bulk)"
AMOUNT_BASES_DIFFER = "the same number in another basis (wt%, at%, mol%, vol%): another amount"
LOADING_DROPPED = "a composite component or loading is missing"


def sample_difference(reference: str, test: str) -> str | None:
    """What tells two keys of one composition apart as samples: a citation, a dimensionality, an amount's basis."""
    if notations.cites_literature(reference) != notations.cites_literature(test):
        return LITERATURE_SAMPLE
    if exclusive := exclusive_difference(reference, test):
        return exclusive
    ref_bases, test_bases = notations.amount_bases(reference), notations.amount_bases(test)
    if any(amount in test_bases and not bases & test_bases[amount] for amount, bases in ref_bases.items()):
        return AMOUNT_BASES_DIFFER
    if ref_bases and not test_bases and not _states_amounts(test, set(ref_bases)):
        return LOADING_DROPPED
    return None


REFERENCE_UNCITED = (
    "the same composition; one key calls its sample a reference without citing one (a control sample, or a literature "
    "sample whose citation is not given): unproven"
)
_REFERENCE_WORD = re.compile(r"\b(?:refs?|references?)\b", re.I)


def uncited_reference(reference: str, test: str) -> bool:
    """One key alone calls its sample a `reference` with no citation mark (ISO 690): a control of the paper as often as
    a sample of another paper (ISO Guide 30:2015, reference material), so the word proves neither."""
    named = [bool(_REFERENCE_WORD.search(key)) and not notations.cites_literature(key) for key in (reference, test)]
    return named[0] != named[1]


def _states_amounts(key: str, amounts: set[str]) -> bool:
    """The key states one of these loadings in some notation (`5%`, `0.05` per formula unit, a ratio of two parts),
    not silent on it."""
    numbers = {float(n) for n in re.findall(r"\d+(?:\.\d+)?|\.\d+", normalize_key(key))}
    numbers |= {float(share) for share in ratio_shares(normalize_key(key)).values()}  # `Ti:Zn = 9:1` states 10 % Zn
    return any(float(a) in numbers or float(a) / 100 in numbers for a in amounts)


# A processing parameter in a label: a temperature or a duration (`calcined at 800 °C`, `-2 h`).
PARAMETER_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(°\s*C|℃|K|h|hrs?|hours?|min|minutes?|s)(?![A-Za-z])")


def restated_parameters(reference: str, test: str) -> set[str]:
    """The reference's processing parameters (`600 °C`, `2 h`) the test states in another unit (`873 K`, `120 min`;
    `chem.quantities.conditions_agree`), as the numbers the reference writes."""
    written = PARAMETER_RE.findall(test)
    return {
        format(float(number), "g")
        for number, unit in PARAMETER_RE.findall(reference)
        if any(conditions_agree(f"{number} {unit}", f"{other} {other_unit}")[0] for other, other_unit in written)
    }
