"""Human-review node: a person decides the verdicts the rules could not prove (`certain: false`).

Rules first, then a person: between the judges and the reconciler, each
uncertain verdict of the judged sections (unit, family, each composition key
and the value of a matched key, method, each precursor and technique entry)
becomes one LangGraph `interrupt` whose payload shows the ground-truth
element, the test's candidates, the rules' best guess and why. The run
resumes with `Command(resume=answer)`; the person's verdict replaces the
guess (`basis: "person"`, `certain: true`, `why`: the person's reason), and
every decision is recorded in `review_decisions` as a gold label
(docs/gold-labels.md) so a review grows the user's own gold set.

The questions and answers are `review.answers`; the review of the sections, `review.decide`.
"""

from __future__ import annotations

from typing import Annotated, Any

from langgraph.runtime import Runtime
from pydantic import Field

from ..graph.context import Settings, run_context
from ..graph.state import ItemInput, ItemOutput, ItemState
from .answers import Answer, AnswerError, element_of, gold_label, parse_answer, person_asker
from .decide import review_composition, review_keys, review_list, review_synthesis

# what other modules and tests read from the review node
__all__ = [
    "HUMAN_REVIEW",
    "Answer",
    "AnswerError",
    "ReviewInput",
    "ReviewOutput",
    "ReviewState",
    "element_of",
    "gold_label",
    "human_review",
    "parse_answer",
    "person_asker",
    "review_keys",
    "review_list",
]

HUMAN_REVIEW = "human_review"


class ReviewInput(ItemInput, total=False):
    """One paper to review: the item graph's input, with the extraction's name and the decisions already given."""

    model: Annotated[str, Field(description="Name of the extraction (the gold labels' `model`): the test file's name.")]
    known_decisions: Annotated[
        list[dict[str, Any]], Field(description="Gold labels already given for this paper (docs/gold-labels.md): applied without asking again.")
    ]


class ReviewOutput(ItemOutput, total=False):
    review_decisions: Annotated[
        list[dict[str, Any]], Field(description="The person's decisions on this paper's uncertain verdicts, as gold labels (docs/gold-labels.md).")
    ]


class ReviewState(ItemState, total=False):
    model: str
    known_decisions: list[dict[str, Any]]
    review_decisions: list[dict[str, Any]]


async def human_review(state: ReviewState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """One interrupt per uncertain verdict; the person's verdicts in the sections, their decisions as gold labels."""
    context = await run_context(runtime.context)
    decisions: list[dict[str, Any]] = []
    ask = person_asker(state.get("doi"), state.get("model"), state.get("known_decisions"), decisions)
    update: dict[str, Any] = {}
    composition = state.get("composition_verdict")
    if composition is not None:
        knowledge = context.knowledge_for(state.get("doi"))  # the run's knowledge, as the judges read it
        reviewed = review_composition(composition, ask, context.tolerances, state.get("composition_rules"), knowledge)
        if reviewed is not composition:
            update["composition_verdict"] = reviewed
    synthesis = state.get("synthesis_verdict")
    if synthesis is not None:
        reviewed = review_synthesis(synthesis, ask, context.knowledge_for(state.get("doi")))
        if reviewed is not synthesis:
            update["synthesis_verdict"] = reviewed
    update["review_decisions"] = decisions
    return update
