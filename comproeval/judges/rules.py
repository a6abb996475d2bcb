"""The deterministic, offline judge: chemistry-aware rules from `comproeval.chem`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..chem import compounds, steps, technique_relations, techniques
from ..chem.tolerance import ToleranceTable
from ..defaults import COMPOSITION, SYNTHESIS
from ..verdicts import CompositionVerdict, ScalarVerdict, SynthesisVerdict, present, scalar, steps_verdict
from .base import Judge, JudgeContext
from .explain import (
    Decision,
    explain_compound,
    explain_family,
    explain_key,
    explain_method,
    explain_technique,
    explain_unit,
    known_compound,
    known_technique,
)
from .rules_keys import composition_values_verdict, tolerance_of, value_verdict
from .rules_lists import close_unresolved_compounds, close_wording, list_verdict
from .user_knowledge import COMPOUND, FAMILY, KEY, METHOD, TECHNIQUE, UNIT, consulted, known_with, similarity_with

# the rules' public names, wherever they are defined
__all__ = [
    "RulesJudge",
    "close_wording",
    "composition_values_verdict",
    "judge_composition_rules",
    "judge_synthesis_rules",
    "list_verdict",
    "rules_verdict",
    "scalar_verdict",
    "tolerance_of",
    "value_verdict",
]

if TYPE_CHECKING:
    from ..chem.knowledge import Knowledge
    from ..chem.synthesis_tolerance import SynthesisTolerances


def scalar_verdict(reference: Any, test: Any, explain: Callable[[Any, Any], Decision]) -> ScalarVerdict:
    """The rules decide, empty values included (two unreported methods agree; an empty unit does not)."""
    decision = explain(reference, test)
    return scalar(reference, test, decision.match, **decision.explanation())


def judge_composition_rules(
    reference: Mapping[str, Any], test: Mapping[str, Any], tolerances: ToleranceTable | None = None, knowledge: Knowledge | None = None
) -> CompositionVerdict:
    """The composition verdict; a user's knowledge file (`knowledge`) is read before the chemistry."""
    return CompositionVerdict(
        property_unit=scalar_verdict(reference.get("property_unit"), test.get("property_unit"), consulted(knowledge, UNIT, explain_unit)),
        family=scalar_verdict(reference.get("family"), test.get("family"), consulted(knowledge, FAMILY, explain_family)),
        compositions_property_values=composition_values_verdict(
            reference.get("compositions_property_values"),
            test.get("compositions_property_values"),
            tolerances,
            consulted(knowledge, KEY, explain_key, with_distance=True),
            (reference.get("property_unit"), test.get("property_unit")),
        ),
    )


def judge_synthesis_rules(
    reference: Mapping[str, Any], test: Mapping[str, Any], tolerances: SynthesisTolerances | None = None, knowledge: Knowledge | None = None
) -> SynthesisVerdict:
    """The synthesis verdict; a user's knowledge file (`knowledge`) is read before the chemistry."""
    return SynthesisVerdict(
        method=scalar_verdict(reference.get("method"), test.get("method"), consulted(knowledge, METHOD, explain_method)),
        precursors=_list_with_knowledge(
            reference.get("precursors"),
            test.get("precursors"),
            knowledge,
            COMPOUND,
            (explain_compound, compounds.compound_similarity, known_compound),
            close=close_unresolved_compounds,
        ),
        characterization_techniques=_list_with_knowledge(
            reference.get("characterization_techniques"),
            test.get("characterization_techniques"),
            knowledge,
            TECHNIQUE,
            (explain_technique, techniques.technique_similarity, known_technique),
            technique_relations.TechniqueParts(),
            close_wording,
        ),
        steps=_steps_verdict(reference.get("steps"), test.get("steps"), tolerances),
    )


def _list_with_knowledge(reference: Any, test: Any, knowledge: Knowledge | None, kinds: tuple[str, ...], rules: tuple, *args: Any, **kwargs: Any):
    """`list_verdict` with the rules' (explain, similarity, known) reading the user's knowledge file first."""
    explain, similarity, known = rules
    return list_verdict(
        reference,
        test,
        consulted(knowledge, kinds, explain),
        similarity_with(knowledge, kinds, similarity),
        known_with(knowledge, kinds, known),
        *args,
        **kwargs,
    )


def rules_verdict(
    section: str, reference: Mapping[str, Any], test: Mapping[str, Any], context: JudgeContext
) -> CompositionVerdict | SynthesisVerdict:
    """The rules' verdict of one section under the run's tolerances and knowledge: the one way every caller asks."""
    if section == COMPOSITION:
        return judge_composition_rules(reference, test, context.tolerances, context.knowledge)
    return judge_synthesis_rules(reference, test, context.synthesis_tolerances, context.knowledge)


def _steps_verdict(reference: Any, test: Any, tolerances: SynthesisTolerances | None):
    """The steps score and its reading (which ground-truth steps are covered, missed, contradicted)."""
    score, coverage, why = steps.steps_reading(present(reference), present(test), tolerances)
    reading = Decision(score > 0, "coverage", why).explanation() if why else {}
    return steps_verdict(score, reference, test, coverage=coverage, **reading)


class RulesJudge(Judge):
    """Free, offline and reproducible: the default judge."""

    name = "rules"

    # The rules are CPU work that may read lexicons or the chemicals database on
    # first use: a worker thread keeps that off the event loop (the LangGraph
    # server refuses blocking calls there).

    async def judge_composition(self, reference, test, context: JudgeContext) -> CompositionVerdict:
        return await asyncio.to_thread(rules_verdict, COMPOSITION, reference, test, context)

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> SynthesisVerdict:
        return await asyncio.to_thread(rules_verdict, SYNTHESIS, reference, test, context)

    def planned_calls(self, section: str, reference, test, context: JudgeContext) -> list:
        """The rules call no model: judging costs nothing."""
        return []
