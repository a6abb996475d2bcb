"""Composition keys that state a ratio of two species beside other clauses (`Ca/P = 1.67, pH 9`): the ratio is
compared as a ratio (a ratio with its species reversed is the reciprocal, IUPAC Green Book 2.10), never read as a
formula whose symbols only need to agree (`chem.formula.ratio_statements`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.named_ratio_groups import named_ratios_compared
from ...chem.formula.ratio_statements import bare_ratio_statement, ratio_statement, ratio_statement_comparison, stated_ratios_differ
from ...chem.formula.share_bases import bases_swapped

Explain = Callable[[str, str], tuple[Decision, float]]

_CLAUSE_BREAK = re.compile(r"\s*[,;]\s*")


def ratio_clauses_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two keys that each state one ratio clause and otherwise write the same clauses: the ratios decide, as two ratio
    statements do. None when a key states no ratio clause, states nothing else, or the other clauses differ. A ratio
    of three or more named parts is read first, part by part (`named_groups_read`); keys written alike but for the
    bases of their shares or ratios before that (`share_bases.bases_swapped`)."""
    if (swapped := bases_swapped(reference, test)) is not None:
        same, why = swapped
        return Decision(same, "same-condition" if same else "different-basis", why), 0.05 if same else 1.5
    if (grouped := named_groups_read(reference, test, explain)) is not None:
        return grouped
    ref, tst = _ratio_and_rest(reference), _ratio_and_rest(test)
    if ref is None or tst is None or ref[1] != tst[1] or not ref[1] or bare_ratio_statement(ref[0]) or bare_ratio_statement(tst[0]):
        return None  # a bare statement (`F/U 2.0`) may be a grade: the readings of the whole key weigh it
    if (compared := ratio_statement_comparison(ref[0], tst[0])) is None:
        return None
    same, why, certain = compared
    basis = "same-condition" if same else "different-condition"
    return Decision(same, basis, f"{why}; the other clauses alike", certain=certain), 0.05 if same else 1.5


def ratios_stated_apart(reference: str, test: str, decision: Decision) -> Decision | None:
    """A certain match between keys whose stated ratios differ (`Ca/P = 1.67` against `P/Ca = 1.67`, each beside
    other clauses): a reading that set the ratio's symbols side by side, not the ratios; another sample by guess."""
    if not (decision.match and decision.certain) or (apart := stated_ratios_differ(reference, test)) is None:
        return None
    return Decision(False, "different-condition", f"{apart}: another sample, unproven", certain=False)


def _ratio_and_rest(key: str) -> tuple[str, tuple[str, ...]] | None:
    """The one ratio clause a key states and its other clauses (normalized); None unless exactly one clause is a ratio."""
    clauses = [clause for clause in _CLAUSE_BREAK.split(key.strip()) if clause]
    ratios = [clause for clause in clauses if ratio_statement(clause)]
    if len(ratios) != 1:
        return None
    return ratios[0], tuple(" ".join(clause.casefold().split()) for clause in clauses if clause != ratios[0])


def named_groups_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two keys that each write one ratio of the same three or more named parts (`A:B:C = 30:6:1`,
    `chem.formula.named_ratio_groups`): each number is read with the name in its place, the rest of the keys by the
    judge's own comparison. The same shares are one composition, in whatever order the parts are written; other
    shares are another sample, proven when the rest is and both keys state the basis alike. None when the keys write
    no such pair of ratios, or their rests differ (the other readers then weigh the whole keys)."""
    if (compared := named_ratios_compared(reference, test)) is None:
        return None
    same, proven, why, ref_rest, test_rest = compared
    if ref_rest or test_rest:
        rest, distance = explain(ref_rest, test_rest) if ref_rest and test_rest else (None, 0.0)
        if rest is None or not rest.match:
            return None
        certain = rest.certain
    else:
        certain, distance = True, 0.0
    if same:
        return Decision(True, "same-condition", why, certain=certain and proven), distance + 0.05
    return Decision(False, "different-condition", f"another sample: {why}", certain=certain and proven), distance + 1.5
