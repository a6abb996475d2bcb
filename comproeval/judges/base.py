"""The judge interface both judge nodes use, whatever the backend."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..verdicts import CompositionVerdict, SynthesisVerdict

if TYPE_CHECKING:
    from ..chem.knowledge import Knowledge
    from ..chem.synthesis_tolerance import SynthesisTolerances
    from ..chem.tolerance import ToleranceTable


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


@dataclass(frozen=True)
class PlannedCall:
    """One model call a judge would make: what it sends, and the cache key it would look the answer up under.

    The judge that makes the call builds it from this very plan, so the estimate
    (`comproeval estimate`) and the run cannot disagree on what is sent or cached.
    `reference` and `test` are the part of the section the call sends (the
    hybrid judge sends only what the rules left open; None: the whole section).
    """

    node: str
    model: str  # the model's label, as run_info names it
    messages: Sequence[Any]
    tools: Sequence[Any] = ()  # bound to the call: LangChain tools or their JSON schemas
    cache_key: tuple[str, str] | None = None  # None: the answer is never cached
    cache: Any = None  # where the answer is kept (`llm.cache.VerdictCache`), None without a cache
    reference: Mapping[str, Any] | None = None
    test: Mapping[str, Any] | None = None

    def cached_answer(self) -> Any:
        """The stored answer of this call (None: the call would be sent). Blocking: it may read the cache file."""
        if self.cache is None or self.cache_key is None:
            return None
        return self.cache.get(*self.cache_key)


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

    def planned_calls(self, section: str, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext) -> list[PlannedCall] | None:
        """The model calls judging this section would make, each with its cache key: [] when it makes none.

        None (the default) means this judge cannot say: `comproeval estimate` then
        reports its cost as unknown, never as zero. A judge that calls a model
        should build its calls from this plan, so that the estimate stays exact.
        """
        return None

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

    def planned_calls(self, composition: CompositionVerdict | None, synthesis: SynthesisVerdict | None) -> list[PlannedCall] | None:
        """The model calls cross-checking these verdicts would make ([] for none; None: this reviewer cannot say)."""
        return None

    def parameters(self) -> dict[str, Any]:
        return {}
