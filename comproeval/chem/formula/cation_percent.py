"""A dopant stated in cation percent against a formula (issue 26): `Si:HfO2 (3.8 cat% Si)` is Hf0.962Si0.038O2.

Cation percent is the dopant's amount fraction among the cations (IUPAC Green Book 2.10, amount fraction, taken
over the cations as doped-oxide papers use `cat%`, e.g. Schroeder, Hwang & Mikolajick, Nat. Rev. Mater. 7, 653
(2022) on doped HfO2): the formula's share of the dopant among its cations is that number. With one cation in the
host the reading is proven either way; with several, papers also write cat% for one site's share, so only a guess.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pymatgen.core import Composition

from ..text import too_long
from .dopant_site import ANIONS
from .grammar import valid_element
from .share_bases import DIGIT_NUMBER

_PART = r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+"
_EL = r"[A-Z][a-z]?"
_NOTATION_RE = re.compile(
    rf"^\s*(?:(?P<d1>{_EL}):(?P<h1>{_PART})|(?P<h2>{_PART}):(?P<d2>{_EL})|(?P<d3>{_EL})\s*-\s*doped\s+(?P<h3>{_PART}))"
    rf"\s*[(\[,]?\s*(?P<n>{DIGIT_NUMBER})\s*cat\s*\.?\s*%\s*(?P<d4>{_EL})?\s*[)\]]?\s*$"
)
_FORMULA_RE = re.compile(rf"^\s*{_PART}\s*$")

CATION_SAME = "the dopant's share of the cations in the formula is the stated cation percent"
CATION_DIFFERS = "the dopant's share of the cations in the formula is not the stated cation percent"
CATION_GUESSED = "cation percent read over all the host's cations (papers also use it for one site's share)"


def _read(key: str) -> tuple[str, Composition, Decimal] | None:
    """The dopant, the host and the stated cation percent of `D:Host (n cat% D)`; None for any other key."""
    found = _NOTATION_RE.match(key)
    if found is None:
        return None
    dopant = found.group("d1") or found.group("d2") or found.group("d3")
    host = found.group("h1") or found.group("h2") or found.group("h3")
    if found.group("d4") not in (None, dopant) or not all(valid_element(s) for s in re.findall(_EL, host + dopant)):
        return None
    return dopant, Composition(host), Decimal(found.group("n"))


def cation_percent_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for a cation-percent notation against a plain formula; None when the keys are not these."""
    if too_long(reference, "formula") or too_long(test, "formula"):
        return None
    for notation, other in ((reference, test), (test, reference)):
        if (read := _read(notation)) is None or not _FORMULA_RE.match(other):
            continue
        if not all(valid_element(s) for s in re.findall(_EL, other)):
            return None
        dopant, host, percent = read
        formula = Composition(other)
        host_elements = {e.symbol for e in host.elements}
        if dopant in host_elements or {e.symbol for e in formula.elements} != host_elements | {dopant}:
            return None
        cations = [e for e in formula.elements if e.symbol not in ANIONS]
        host_cations = [e for e in host.elements if e.symbol not in ANIONS]
        if not host_cations or len(cations) != len(host_cations) + 1:
            return None
        share = Decimal(str(formula[dopant] / sum(formula[e] for e in cations))) * 100
        # half the last digit written (its rounding), at most a twentieth of the value (`1 cat%` is not 0.5)
        written = min(Decimal(1).scaleb(percent.as_tuple().exponent) / 2, percent / 20)
        one_site = len(host_cations) == 1 and _anions_agree(host, formula, host_cations, cations)
        shown = f" ({notation}: {percent} cat%; {other}: {share:.3g}%)"
        if abs(share - percent) <= written + Decimal("1e-9"):
            return True, (CATION_SAME if one_site else CATION_GUESSED) + shown, one_site
        certain = one_site and abs(share - percent) > 2 * written
        return False, CATION_DIFFERS + shown, certain
    return None


def _anions_agree(host: Composition, formula: Composition, host_cations: list, cations: list) -> bool:
    """The anions per cation within a tenth of the host's (oxygen adjusted for an aliovalent dopant still agrees)."""
    host_total, total = sum(host[e] for e in host_cations), sum(formula[e] for e in cations)
    for element in host.elements:
        if element.symbol in ANIONS:
            expected, found = host[element] / host_total, formula[element] / total
            if abs(found - expected) > 0.1 * expected:
                return False
    return True
