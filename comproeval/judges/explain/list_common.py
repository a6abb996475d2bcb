"""What the list rules share: an entry naming several things, an abbreviation of several readings, and the
certainty a verdict may claim when a reading is incomplete (issue 26: an incomplete reading proves nothing)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.alignment import entry_parts
from ...chem.decision import Decision


def named_part(reference: str, test: str, same) -> str | None:
    """The part of a test entry naming several things (`SEM with EDS`) that is the reference, if any."""
    return next((part for part in entry_parts(test) if same(reference, part)), None)


def one_of_several(decision: Decision, test: str, part: str) -> Decision:
    why = f"{test!r} names several; {part!r} is this one" + (f" ({decision.why})" if decision.why else "")
    return Decision(True, "one-of-several", why, decision.certain)


def several_readings(reference: str, test: str, readings_of, explain) -> Decision | None:
    """An abbreviation with several readings proves nothing (`TEA` is also tetraethylammonium in zeolite synthesis,
    `AES` Auger or atomic emission spectroscopy): the same is the best guess when any reading is the other entry."""
    for short, other in ((reference, test), (test, reference)):
        if not (readings := readings_of(short)):
            continue
        named = f"{short.strip()!r} may name {' or '.join(readings)}"
        verdicts = [explain(r, other) for r in readings]
        if any(v.match for v in verdicts):
            return Decision(True, "ambiguous-abbreviation", f"{named}: the same is the best guess", certain=False)
        why = f"{named}, none of them {other.strip()!r}, but a list of readings is no proof that there is no other"
        return Decision(False, "ambiguous-abbreviation", why, certain=False)
    return None


def proven_apart(decision: Decision, reference: str, test: str, known: Callable[[str], bool]) -> Decision:
    """A certain "different" stands only when the rules identify both entries (issue 26, what must be true 4: a miss is
    certain only when every leftover test entry is identified as something else); else it is the best guess."""
    if decision.match or not decision.certain or (known(reference) and known(test)):
        return decision
    unread = " and ".join(repr(x) for x in (reference, test) if not known(x))
    why = f"{decision.why or 'read as different'}; but the rules do not identify {unread}, so that they differ is unproven"
    return Decision(False, decision.basis, why, certain=False)
