"""Keys that write a reinforcement's notation: a form suffix (`SiCp` particulate, `SiCw` whisker) or a plastic's
filler code (ISO 1043-2: `PEEK-CF30`), each read out and the keys explained again by the key judge."""

from __future__ import annotations

from ...chem.decision import Decision
from ...chem.formula.filler_codes import filler_code_reading
from ...chem.formula.reinforcement_forms import reinforcement_forms
from .key_stacks import KeyExplainer


def forms_read(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """A reinforcement's form suffix (`SiCp`, `SiCw`): two forms are two materials; a form one key alone states is
    unstated by the other, so the keys are compared without it and the verdict is the best guess."""
    if (forms := reinforcement_forms(reference, test)) is None:
        return None
    kind, first, second = forms
    if kind == "differ":
        return Decision(False, "reinforcement-form", first), 1.5
    again, distance = explain(first, second)
    if again.certain and not again.match:
        return again, distance  # apart in what the form leaves alone (another loading)
    why = f"{again.why} (a reinforcement form, `p` particulate, `w` whisker, `f` fibre, stated by one key only)"
    return Decision(again.match, again.basis, why, certain=False), distance


def filler_codes_read(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Keys compared with their plastics' filler codes read out (ISO 1043-2: `PEEK-CF30` is `PEEK/30 wt% CF`); a code
    may be a sample label too, so the reading is the best guess."""
    ref, tst = filler_code_reading(reference), filler_code_reading(test)
    if ref is None and tst is None or (ref or reference) == (tst or test) and ref is not None and tst is not None:
        return None
    again, distance = explain(ref or reference, tst or test)
    why = f"{again.why} (read with ISO 1043-2 filler codes as mass shares: {ref or reference} against {tst or test})"
    return Decision(again.match, again.basis, why, certain=False), distance
