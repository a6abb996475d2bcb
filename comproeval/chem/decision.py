"""A decision about two entries: the one type every rule, judge, override and review speaks.

`match` is the verdict, `basis` a short stable code of how it was reached,
`why` one sentence a person reads, and `certain` whether the rules proved it
(a guess is `certain=False`). It lives in `chem`, the bottom layer, because
the first decisions are made here (`chem.units.compare_units`); the verdict
entries above store its fields, written by `explanation` and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Decision:
    """The verdict on one pair, how it was reached, why, and whether it is proven."""

    match: bool
    basis: str
    why: str | None = None
    certain: bool = True

    def explanation(self, *, stated: bool = False) -> dict[str, Any]:
        """The verdict-entry fields of this decision (`basis`, `why`, `certain`).

        `certain` is written only when false: true is the default that stored files leave out.
        `stated` writes a true `certain` too (a person's decision says it was decided).
        """
        certain = True if stated and self.certain else (None if self.certain else False)
        return {"basis": self.basis, "why": self.why, "certain": certain}
