"""Keys that write a periodic multilayer (`[Mo/Si]40`, `Mo/Si, N = 50`): layers and number of periods compared apart."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.multilayers import read_stack
from .key_readings import DESCRIPTOR_UNSTATED

KeyExplainer = Callable[[str, str], tuple[Decision, float]]
# The basis of a verdict on two multilayers read with their period counts.
MULTILAYER = "multilayer"


def stack_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Two keys compared with their stacks' counts taken out: the layers (and any other text) by the judge's own key
    comparison, then the counts: another number of periods is another multilayer (a count is no subscript of the
    layers' formula); a count only one key states leaves a match the best guess. None when neither key writes one."""
    ref, tst = read_stack(reference), read_stack(test)
    if ref is None and tst is None:
        return None
    again, distance = explain(ref.without_count() if ref else reference, tst.without_count() if tst else test)
    counts = f"{ref.periods if ref else 'unstated'} against {tst.periods if tst else 'unstated'} periods"
    if not again.match:
        return Decision(False, again.basis, f"{again.why} (the stacks compared without their counts: {counts})", again.certain), distance
    if ref is None or tst is None:
        why = f"{again.why or 'the same layers'}; the number of periods is stated by one key only ({counts}): the best guess"
        return Decision(True, DESCRIPTOR_UNSTATED, why, certain=False), distance
    if ref.periods != tst.periods:
        why = f"the same layers repeated another number of times ({counts}): another multilayer"
        return Decision(False, MULTILAYER, why, certain=again.certain), distance + 1.0
    why = f"the same layers ({again.why or again.basis}) and the same number of periods ({ref.periods})"
    return Decision(True, MULTILAYER, why, certain=again.certain), distance
