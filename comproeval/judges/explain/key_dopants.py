"""One dopant said twice in a key (`Nb-doped PZT (2 mol% Nb)`), read as the one addition it is (issue 26)."""

from __future__ import annotations

from ...chem import formula
from ...chem.decision import Decision
from .key_glosses import KeyExplainer


def dopant_restated(reference: str, test: str, explain_key: KeyExplainer) -> tuple[Decision, float] | None:
    """One dopant said twice (`Nb-doped PZT (2 mol% Nb)`) is one addition (`2 mol% Nb-doped PZT`): keys compared so
    when one key alone says it twice (two keys that both do are compared clause by clause as written)."""
    joined = formula.dopant_amount_joined(reference), formula.dopant_amount_joined(test)
    if (joined[0] != reference) == (joined[1] != test):
        return None
    said, other = (reference, test) if joined[0] != reference else (test, reference)
    clauses = [set(formula.split_conditions(key)[1]) for key in (said, formula.dopant_amount_joined(said), other)]
    if (clauses[0] - clauses[1]) & clauses[2]:
        return None  # the other key writes the same amount clause: the keys are compared clause by clause as written
    again, distance = explain_key(*joined)
    why = f"{again.why or again.basis} (one dopant said twice read as one addition: {joined[0]} against {joined[1]})"
    return Decision(again.match, again.basis, why, certain=again.certain), distance
