"""The judge interface both judge nodes use, whatever the backend."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..verdicts import CompositionVerdict, SynthesisVerdict

if TYPE_CHECKING:
    from ..chem.knowledge import Knowledge
    from ..chem.tolerance import SynthesisTolerances, ToleranceTable


@dataclass(frozen=True)
class JudgeContext:
    """What a judge needs besides the two sections: the run's tolerances, the DOI being judged
    (the key an LLM judge counts its calls under; None outside a run), and the section's rules verdict
    when the judge node computed it already (the hybrid judge starts from it; None: the judge computes it)."""

    tolerances: ToleranceTable | None = None
    synthesis_tolerances: SynthesisTolerances | None = None
    item: str | None = None
    knowledge: Knowledge | None = None  # the user's own vocabulary (--knowledge), read before the chemistry
    rules: CompositionVerdict | SynthesisVerdict | None = None


class Judge(ABC):
    """Turns a ground-truth section and a test section into a verdict (docs/scoring.md §2).

    Implementations return typed verdicts (`comproeval.verdicts`); the
    reconciler makes them self-consistent and the scorer turns them into numbers.
    """

    name: str = "judge"

    @abstractmethod
    async def judge_composition(self, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext) -> CompositionVerdict:
        """Verdict for `composition_data`."""

    @abstractmethod
    async def judge_synthesis(self, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext) -> SynthesisVerdict:
        """Verdict for `synthesis_data`."""

    def describe(self) -> dict[str, str] | None:
        """The model behind each node, for fingerprints and run_info (None for model-free judges)."""
        return None

    def parameters(self) -> dict[str, Any]:
        """The endpoint and parameters of each node's model, for fingerprints (empty for model-free judges)."""
        return {}


class Reviewer(ABC):
    """The reconciler's optional second opinion on both verdicts of an item."""

    name: str = "reviewer"
    label: str = "reviewer"  # the model, as run_info names it

    @abstractmethod
    async def cross_check(self, composition: CompositionVerdict | None, synthesis: SynthesisVerdict | None, item: str | None = None) -> list[str]:
        """Concerns about both verdicts, for the reconciler's notes."""

    def parameters(self) -> dict[str, Any]:
        return {}
