"""The judge interface both judge nodes use, whatever the backend."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..chem.tolerance import ToleranceTable


@dataclass
class JudgeContext:
    """What a judge needs besides the two sections."""

    tolerances: ToleranceTable | None = None


class Judge(ABC):
    """Turns a ground-truth section and a test section into a verdict (SCORING.md §3).

    Implementations return plain dicts in the documented verdict shape; the
    reconciler makes them self-consistent and the scorer turns them into numbers.
    """

    name: str = "judge"

    @abstractmethod
    async def judge_composition(self, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext) -> dict[str, Any]:
        """Verdict for `composition_data`."""

    @abstractmethod
    async def judge_synthesis(self, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext) -> dict[str, Any]:
        """Verdict for `synthesis_data`."""

    async def cross_check(self, composition: Mapping[str, Any] | None, synthesis: Mapping[str, Any] | None) -> list[str]:
        """Concerns about both verdicts, for the reconciler's notes; none unless a backend has a reviewer."""
        return []
