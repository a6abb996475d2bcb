"""Composition keys that write a designation's share in ppm or ppb (`Zn-500 ppm Ni bath`): read as the per cent the
designation writes (`Zn-0.05Ni`, 1 ppm = 10^-4 %, IUPAC Green Book 3rd ed. 2.10; `chem.formula.parts_per`) and
explained again, so the share is compared as a fraction wherever the designation stands in the key. A mass ratio
(`3 mg/kg`, `2 kg/t`), a per mille and a mass per 100 mL are read as their per cents (`parts_per`). Other amounts
written in another notation or order (`chem.formula.amount_notations`: a bracketed per cent basis, an element's ppm as
a clause, amount clauses listed in another order) are read the same way."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.alloy_designations import read_alloy
from ...chem.formula.amount_notations import MOVED_CONCENTRATIONS as CONCENTRATIONS_MOVED
from ...chem.formula.amount_notations import amount_clauses_in_order_of, amounts_as_written_alike, moved_concentrations
from ...chem.formula.parts_per import mass_fractions_as_percent, parts_per_as_percent

Explain = Callable[[str, str], tuple[Decision, float]]

PARTS_PER_READ = (
    "amounts read in one notation (a ppm as its per cent, 1 ppm = 10^-4 %; a mass ratio as its per cent by mass, 1 mg/kg = 1 ppm;"
    " a per cent's bracketed basis; amount clauses in one order)"
)


def parts_per_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """The keys explained again with each designation's ppm or ppb share written as its per cent, when that reading
    makes them one sample; None when neither key writes such a share, or when they still differ (a ppm the other key
    writes in a clause of its own, `bath with 500 ppm Ni`, is not rewritten: the keys as written are explained)."""
    ref, tst = (amounts_as_written_alike(parts_per_as_percent(mass_fractions_as_percent(key))) for key in (reference, test))
    reordered = amount_clauses_in_order_of(ref, tst)
    guessed = reordered is not None and moved_concentrations(tst, reordered)  # treatments may keep a process's order
    tst = reordered or tst
    if ref == reference and tst == test:
        return None
    again, distance = explain(ref, tst)
    if not again.match and again.certain and all(read_alloy(key) is not None for key in (ref, tst)):
        return Decision(False, again.basis, f"{PARTS_PER_READ}; {again.why}"), distance  # two designations read whole
    if not again.match:
        return None  # the share read in one key only may meet another notation of it in the other: the keys as written decide
    basis = "notation-read" if again.basis == "exact" else again.basis  # the notation read, not the keys written alike
    if guessed:
        return Decision(again.match, basis, f"{PARTS_PER_READ}; {again.why}; {CONCENTRATIONS_MOVED}", certain=False), distance
    return Decision(again.match, basis, f"{PARTS_PER_READ}; {again.why}", again.certain), distance
