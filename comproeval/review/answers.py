"""A person's answers to review questions: what they may type, how it is read, and how it is kept as a gold label.

An answer is a string (`y`/`match`, `n`/`no match`/`none`, `accept` (or empty): the
rules' guess, `a`/`ambiguous`: labelled "a", the guess stays uncertain,
`s`/`skip`: no decision) or an object `{"decision": ..., "test": <which
candidate>, "reason": ...}`. Decisions given before (`known_decisions`, e.g.
the gold file of an earlier review) are applied without asking.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from langgraph.types import interrupt

from ..verdicts.fields import element_key

DECISIONS = ("match", "no match", "ambiguous", "skip")
_SHORTHANDS = {
    "y": "match",
    "yes": "match",
    "match": "match",
    "1": "match",
    "n": "no match",
    "no": "no match",
    "none": "no match",
    "no match": "no match",
    "no-match": "no match",
    "0": "no match",
    "a": "ambiguous",
    "ambiguous": "ambiguous",
    "s": "skip",
    "skip": "skip",
    "": "accept",
    "accept": "accept",
}
# the class of each list field's questions (the inverse of verdicts.fields.LIST_CLASSES)
# what a question says about its answers (Studio shows the payload as it is)
CHOOSE_HELP = (
    '"y" or "accept": the candidate the rules paired (guess.test); {"decision": "match", "test": <one of candidates>}: '
    'that one instead; "n" or "none": none of the candidates is the same thing; "a": ambiguous; "s": skip'
)
DECIDE_HELP = '"y": the same thing; "n": not the same; "accept": the rules\' guess; "a": ambiguous; "s": skip'


PERSON = "person"  # the basis of a person's verdict
EXACT = "exact"  # the basis of the rules' verdict on two entries written alike


@dataclass(frozen=True)
class Answer:
    """A verdict on one question: match / no match / ambiguous / skip, with the test entry and a reason; `basis` says
    who decided (a person, or `exact`: the element is written as the test entry, so nobody is asked)."""

    decision: str
    test: str | None = None
    reason: str | None = None
    basis: str = PERSON

    @property
    def label(self) -> int | str | None:
        """The gold label (1, 0, "a"), or None for a skip (nothing decided)."""
        return {"match": 1, "no match": 0, "ambiguous": "a"}.get(self.decision)


class AnswerError(ValueError):
    """A resume value that is not an answer to the question (the question is asked again, saying why)."""


def element_of(cls: str, element: Any) -> str:
    """How a question's element is named in gold labels: one per paper for unit, family, method."""
    return element_key(cls, element)[1]


def _from_text(text: str) -> dict[str, Any]:
    """`"y"`, `"no match"`, or a decision followed by the reason: `"n two samples"`."""
    text = text.strip()
    for decision in sorted(_SHORTHANDS, key=len, reverse=True):
        rest = text[len(decision) :]
        if decision and text.lower().startswith(decision) and (not rest or rest[0].isspace() or rest[0] in ":,;-"):
            return {"decision": decision, "reason": rest.strip(" \t:,;-") or None}
    return {"decision": text}


def parse_answer(raw: Any, question: Mapping[str, Any]) -> Answer:
    """The answer in a resume value; `accept` becomes the rules' guess; a chosen entry must be a candidate."""
    if isinstance(raw, Answer):
        raw = {"decision": raw.decision, "test": raw.test, "reason": raw.reason}
    if isinstance(raw, str):
        raw = _from_text(raw)
    if not isinstance(raw, Mapping):
        raise AnswerError(f"an answer is a string or an object with 'decision', got {type(raw).__name__}")
    decision = _SHORTHANDS.get(str(raw.get("decision") or "").strip().lower())
    if decision is None:
        raise AnswerError(f"decision {raw.get('decision')!r} is not one of accept, {', '.join(DECISIONS)} (or y, n, a, s)")
    guess = question.get("guess") or {}
    test = raw.get("test")
    if decision == "accept":
        decision = "match" if guess.get("match") else "no match"
        test = test if test is not None else guess.get("test")
    candidates = list(question.get("candidates") or [])
    if decision == "match" and question.get("choose"):
        test = test if test is not None else (guess.get("test") or (candidates[0] if len(candidates) == 1 else None))
        if test is None:
            raise AnswerError(f"which test entry matches? give 'test': one of {candidates}")
        if test not in candidates:
            raise AnswerError(f"test entry {test!r} is not one of the candidates {candidates}")
    reason = raw.get("reason")
    reason = str(reason).strip() if reason is not None and str(reason).strip() else None
    return Answer(decision, test if decision == "match" else None, reason)


def gold_label(question: Mapping[str, Any], answer: Answer, model: str | None = None) -> dict[str, Any] | None:
    """The decision as a gold label (docs/gold-labels.md); None for a skip. `rules_guess` says what the person saw."""
    if answer.label is None:
        return None
    label: dict[str, Any] = {"cls": question["cls"]}
    if model:
        label["model"] = model
    label["doi"] = question.get("doi")
    if question.get("element") is not None:
        label["element"] = str(question["element"])
    label.update(candidates=list(question.get("candidates") or []), label=answer.label)
    if answer.test is not None:
        label["test"] = answer.test
    if answer.reason:
        label["reason"] = answer.reason
    label.update(source="review", rules_guess=(question.get("guess") or {}).get("match"))
    return label


def known_answer(label: Mapping[str, Any], question: Mapping[str, Any]) -> Answer | None:
    """An earlier gold label as this question's answer; None when it no longer fits (then the person is asked)."""
    decision = {1: "match", 0: "no match", "a": "ambiguous"}.get(label.get("label"))
    if decision is None:
        return None
    try:
        return parse_answer({"decision": decision, "test": label.get("test"), "reason": label.get("reason")}, question)
    except AnswerError:
        return None


Ask = Callable[[dict[str, Any]], Answer]

# classes whose entries are words, read ignoring case; formulas and units are not (`Co` and `CO`, `mS` and `ms`)
_CASELESS = frozenset({"technique", "method", "family"})


def _written(cls: str, text: Any) -> str:
    spaced = " ".join(str(text).split())
    return spaced.casefold() if cls in _CASELESS else spaced


def identical_answer(question: Mapping[str, Any]) -> Answer | None:
    """The answer to a question whose element is written exactly as one of its candidates (up to spacing, and case
    for words): the same string is the same entry, so nobody is asked. Values are the rules' to compare, never this."""
    cls = str(question.get("cls"))
    element = question.get("element") if question.get("element") is not None else question.get("reference")
    if cls == "value" or element is None:
        return None
    for candidate in question.get("candidates") or []:
        if candidate is not None and _written(cls, candidate) == _written(cls, element):
            return Answer("match", candidate, "written exactly as the ground truth", basis=EXACT)
    return None


def person_asker(
    doi: str | None,
    model: str | None,
    known: Iterable[Mapping[str, Any]] | None,
    decisions: list[dict[str, Any]],
    prompt: Callable[[dict[str, Any]], Any] = interrupt,
) -> Ask:
    """`ask` for the review functions: an element written as a candidate is that candidate (`identical_answer`: never
    asked, and no gold label, for nobody decided it), else a known decision if there is one, else the person (`prompt`,
    LangGraph's `interrupt`).

    A resume value that is not an answer asks the same question again with the
    error in the payload; every new decision is appended to `decisions` as a gold label.
    """
    by_element = {
        (label.get("cls"), element_of(str(label.get("cls")), label.get("element"))): label
        for label in known or []
        if isinstance(label, Mapping) and label.get("doi") in (None, doi)
    }
    numbers = itertools.count(1)

    def ask(question: dict[str, Any]) -> Answer:
        identical = identical_answer(question)
        if identical is not None:
            return identical
        question = {**question, "doi": doi, "model": model, "number": next(numbers)}
        earlier = by_element.get((question["cls"], element_of(question["cls"], question["element"])))
        answer = known_answer(earlier, question) if earlier is not None else None
        if answer is not None:
            return answer
        payload = question
        while True:
            try:
                answer = parse_answer(prompt(payload), question)
                break
            except AnswerError as exc:
                payload = {**question, "error": str(exc)}
        label = gold_label(question, answer, model)
        if label is not None:
            decisions.append(label)
        return answer

    return ask
