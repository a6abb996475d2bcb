"""Composition keys that state the purity of an element: `5N Cu`, `99.999% Cu`, `Cu (99.999%)`, `Cu, purity 99.999%`.

A purity is one number however it is written: the nines notation counts the nines (`4N` is 99.99 %, `3N5` 99.95 %;
`compounds.purity_grades`), a per cent purity writes them out (IUPAC Gold Book, purity; ISO 6353-1). Read as a note,
it is taken out of both keys and the rest is judged; read as a formula, `5N` would be nitrogen. A per cent is read as a
purity only beside a single element, where it is no share of a second component (`95% Cu` beside nothing else is the
metal's purity only above 99 %, the range the nines notation covers from `2N`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from ...chem.compounds.purity_grades import nines_note
from ...chem.decision import Decision
from ...chem.formula.condition_clauses import split_conditions
from ...chem.formula.grammar import valid_element

Explain = Callable[[str, str], tuple[Decision, float]]

# A per cent purity: 99 % or more, no basis after it (`99.9 wt%` is a share), before an element or alone in a bracket
# after one, or beside the word `purity` or `pure` (`high-purity` too, said of the value written beside it).
_PERCENT = r"(?<![\w.])(99(?:\.\d+)?|100(?:\.0+)?)\s*%(?!\s*(?:wt|mol|at|vol|w/w|v/v|w/v|m/m)\b)"
_PERCENT_RE = re.compile(_PERCENT)
_PURITY_WORD_RE = re.compile(r"(?<![\w\-])(?:high[\s-]+)?(?:purity|pure)(?![\w\-])\s*[:=]?\s*", re.I)
# The capitalised tokens of a key: each must be the one element the purity is of.
_CAPITAL_RE = re.compile(r"(?<![\w\-])[A-Z][A-Za-z0-9]*")


class Purity(NamedTuple):
    rest: str
    percent: float
    step: float  # one unit of the last digit written


def purity(key: str) -> Purity | None:
    """The key without its purity notes, and the purity in per cent; None when it writes none, when its notes
    disagree (`4N` beside `99.9%`), or when its material is not one element (a note may then be a share or a
    normality)."""
    notes: list[tuple[float, float]] = []
    rest = key
    if (nines := nines_note(rest)) is not None:
        notes.append((nines.percent, nines.step))
        rest = nines.rest
    percents = list(_PERCENT_RE.finditer(rest))
    if len(percents) > 1:
        return None
    if percents:
        note, value = percents[0], percents[0].group(1)
        notes.append((float(value), 10.0 ** -len(value.partition(".")[2])))
        rest = rest[: note.start()] + rest[note.end() :]
    if not notes or any(abs(a[0] - b[0]) > min(a[1], b[1]) / 2 for a in notes for b in notes):
        return None
    rest = _PURITY_WORD_RE.sub(" ", rest)
    rest = re.sub(r"[(\[]\s*[,;]?\s*[)\]]", " ", rest)  # the brackets a note stood in alone
    rest = " ".join(rest.split()).strip(" ,;:-")
    capitals = _CAPITAL_RE.findall(split_conditions(rest)[0])
    if not rest or len(capitals) != 1 or not valid_element(capitals[0]):
        return None
    return Purity(rest, notes[0][0], min(step for _, step in notes))


def purities_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Keys compared without their purity notes: equal purities are one grade (`4N` and `99.99%`), other purities
    another grade of the element (the best guess: a purity may also be a supplier's figure); a purity one key alone
    states leaves a match a guess. None when neither key states a purity."""
    ref, tst = purity(reference), purity(test)
    if ref is None and tst is None:
        return None
    decision, distance = explain(ref.rest if ref else reference, tst.rest if tst else test)
    if ref is None or tst is None:
        if not decision.match:
            return None  # the purity note explains no difference: the readers of the whole keys decide
        why = f"{decision.why or decision.basis}; a purity one key alone states: the same grade is the best guess, unproven"
        return Decision(True, decision.basis, why, certain=False), distance
    said = f"purity {ref.percent:g} % against {tst.percent:g} %"
    if abs(ref.percent - tst.percent) > min(ref.step, tst.step) / 2:
        if not decision.match:
            return decision, distance
        return Decision(False, "different-purity", f"{said}: another grade of the element, unproven", certain=False), distance + 0.5
    why = f"{decision.why or decision.basis} ({said}: one purity, in nines or per cent)"
    return Decision(decision.match, decision.basis, why, certain=decision.certain), distance
