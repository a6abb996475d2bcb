"""The order of a key's steps: `A then B` is not `B then A`.

A key may name its sample by the treatments it went through, one after another (two ion-exchange baths, an anneal and
a quench). A procedure is an ordered set of steps (IEC 61512-1:1997, 3.2 and 4.2: a procedure's steps run in the
order written), so the same steps in another order are another history, and the readings that treat a key's parts as
an unordered mixture (`Zn-3Mg-11Al` = `Zn-11Al-3Mg`) do not apply across a sequence word."""

from __future__ import annotations

import re

# Words and arrows that write one step after another (not `and`, `+` or `/`, which join parts of one mixture).
_SEQUENCE = re.compile(r"\s*(?:,?\s*\b(?:then|followed\s+by|subsequently|afterwards?)\b|→|⟶|->|=>)\s*", re.IGNORECASE)


def steps(key: str) -> tuple[str, ...]:
    """The steps a key writes in order, each normalised for case and spacing; one step when no sequence word."""
    parts = [re.sub(r"\s+", " ", part).strip(" ,;").casefold() for part in _SEQUENCE.split(key)]
    return tuple(part for part in parts if part)


def steps_reordered(reference: str, test: str) -> str | None:
    """Why two keys writing the same steps in another order are two samples, or None.

    Only the same steps, each written alike, in another order: steps that differ are the other rules' to compare."""
    ref, tst = steps(reference), steps(test)
    if len(ref) < 2 or ref == tst or sorted(ref) != sorted(tst):
        return None
    return f"the same steps in another order ({reference!r} against {test!r}): another history, another sample"
