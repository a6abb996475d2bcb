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
from typing import Annotated, Any

from langgraph.runtime import Runtime
from langgraph.types import interrupt
from pydantic import Field

from ..defaults import COMPOSITION, SYNTHESIS
from ..graph.context import Settings, run_context
from ..graph.state import ItemInput, ItemOutput, ItemState
from ..judges.evidence import rules_proofs, settled_apart
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    KeyRow,
    ListVerdict,
    SynthesisVerdict,
    composition_values,
    item_match,
    list_section,
    present,
    rows_of,
)
from ..verdicts.fields import LIST_CLASSES as FIELD_LIST_CLASSES
from ..verdicts.fields import element_key
from ..verdicts.override import Proofs, item_settler, key_settler, settle_key

HUMAN_REVIEW = "human_review"
PERSON = "person"
REVIEWED_JUDGE = "rules+person"
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
LIST_CLASSES = {field: cls for cls, field in FIELD_LIST_CLASSES.items()}
# what a question says about its answers (Studio shows the payload as it is)
CHOOSE_HELP = (
    '"y" or "accept": the candidate the rules paired (guess.test); {"decision": "match", "test": <one of candidates>}: '
    'that one instead; "n" or "none": none of the candidates is the same thing; "a": ambiguous; "s": skip'
)
DECIDE_HELP = '"y": the same thing; "n": not the same; "accept": the rules\' guess; "a": ambiguous; "s": skip'


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


@dataclass(frozen=True)
class Answer:
    """A person's verdict on one question: match / no match / ambiguous / skip, with the test entry and a reason."""

    decision: str
    test: str | None = None
    reason: str | None = None

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


def _question(
    cls: str,
    element: Any,
    entry: Entry,
    *,
    reference: Any = None,
    candidates: Iterable[Any] = (),
    guess_test: Any = None,
    choose: bool = False,
    section: str,
) -> dict[str, Any]:
    guess_match = entry.match_value if guess_test is not None or not choose else 0
    return {
        "cls": cls,
        "section": section,
        "element": element,
        "reference": reference,
        "candidates": [c for c in candidates if c is not None],
        "guess": {"match": guess_match, "test": guess_test},
        "basis": entry.basis,
        "why": entry.why,
        "choose": choose,
        "how_to_answer": CHOOSE_HELP if choose else DECIDE_HELP,
    }


def _person(answer: Answer) -> dict[str, Any]:
    return {"basis": PERSON, "why": answer.reason or "decided by a person in review", "certain": True}


def _decided(entry: Entry, answer: Answer) -> Entry:
    return entry.model_copy(update={"match_value": int(answer.decision == "match"), **_person(answer)})


def _settles(answer: Answer) -> bool:
    return answer.decision in ("match", "no match")


def review_keys(
    cpv: CompositionValuesVerdict,
    ask: Ask,
    tolerances: Any = None,
    section: str = COMPOSITION,
    rules: CompositionValuesVerdict | None = None,
    knowledge: Any = None,
):
    """Uncertain key verdicts, then the uncertain value of each matched key; the person pairs keys one-to-one.

    A person's pairing is settled by the override rule against the rules' verdict (`rules`, the judge node's;
    default: `cpv`): the value of the pair is the rules' own verdict on it, or their reading of the two values.
    A test key the user's knowledge file (`knowledge`) settles as another thing is not offered."""
    reference, test = cpv.reference, cpv.test
    rows = rows_of(cpv)
    ruled = rows_of(rules if rules is not None else cpv)
    values_only = Proofs(value=rules_proofs(tolerances).value)  # a person's pairing is theirs; the rules read its value
    taken = {r.test_key for r in rows.values() if r.key_match.matched and r.key_match.certain is not False}
    apart = settled_apart(knowledge, "key")
    changed = False
    for key, row in rows.items():
        km = row.key_match
        if km.certain is False:
            free = [t for t in test if t not in taken and not apart(key, t)]
            guess = row.test_key if row.test_key in free else None
            candidates = ([guess] if guess else []) + [t for t in free if t != guess]
            question = _question("key", key, km, reference=reference.get(key), candidates=candidates, guess_test=guess, choose=True, section=section)
            answer = ask(question)
            if _settles(answer):
                # a rejected candidate stays beside the key, as the rules keep an aligned key they do not match
                paired = answer.test if answer.decision == "match" else guess
                claim = KeyRow.of(key, paired or "", answer.decision == "match", 0, reference, test, _person(answer), {"certain": False})
                row = settle_key(ruled.get(key), claim, key_settler(rules if rules is not None else cpv, [], values_only, offered=candidates)) or row
                changed = True
        if row.key_match.matched:
            taken.add(row.test_key)
            vm = row.value_match
            if vm.certain is False:
                shown = f"{row.test_key}: {vm.test_value}"
                answer = ask(_question("value", key, vm, reference=vm.reference_value, candidates=[shown], section=section))
                if _settles(answer):
                    row = KeyRow(key, row.test_key, row.key_match, _decided(vm, answer))
                    changed = True
        rows[key] = row
    return composition_values(reference, test, rows.values()) if changed else cpv, changed


def review_scalar(entry: Any, cls: str, ask: Ask, section: str):
    if entry.certain is not False:
        return entry, False
    candidates = [entry.test] if present([entry.test]) else []
    answer = ask(_question(cls, entry.reference, entry, reference=entry.reference, candidates=candidates, section=section))
    return (_decided(entry, answer), True) if _settles(answer) else (entry, False)


def review_list(part: ListVerdict, cls: str, ask: Ask, section: str = SYNTHESIS, knowledge: Any = None):
    """Uncertain matches and unproven misses of a precursor or technique list; the person's matches are one-to-one.
    A test entry the user's knowledge file (`knowledge`) settles as another thing is not offered."""
    test_items = present(part.test)
    taken = {m.test_item for m in part.matches if m.matched and m.certain is not False}
    judged = {m.reference_item for m in part.matches}
    # an unproven miss without an entry of its own (very long lists) is asked about too
    entries = list(part.matches) + [item_match(x, None, False, certain=False) for x in part.uncertain_missing or [] if x not in judged]
    kept, still_open, changed = [], [], False
    apart = settled_apart(knowledge, cls)
    for m in entries:
        if m.certain is not False:
            kept.append(m)
            continue
        free = [t for t in test_items if t not in taken and not apart(m.reference_item, t)]
        guess = m.test_item if m.test_item in free else None
        candidates = ([guess] if guess else []) + [t for t in free if t != guess]
        answer = ask(_question(cls, m.reference_item, m, candidates=candidates, guess_test=guess, choose=True, section=section))
        if _settles(answer):  # a rejected candidate stays named, as in the rules' unproven miss
            claim = item_match(m.reference_item, answer.test if answer.decision == "match" else guess, answer.decision == "match", **_person(answer))
            m = item_settler(part, cls, [], offered=candidates).settle(m.reference_item, claim) or m
            changed = True
        elif not m.matched:
            still_open.append(m.reference_item)
        if m.matched:
            taken.add(m.test_item)
        kept.append(m)
    if not changed:
        return part, False
    why = {k: v for k, v in (part.uncertain_why or {}).items() if k in still_open or k == "*"} if still_open else {}
    extra = {"uncertain_missing": still_open, "uncertain_why": why or None} if still_open else {}
    return list_section(part.reference, part.test, kept, **extra), True


def _relabelled(verdict: Any, changed: bool) -> Any:
    """A section a person decided part of says so: `rules` becomes `rules+person` (other judges keep their label)."""
    return verdict.model_copy(update={"judge": REVIEWED_JUDGE}) if changed and verdict.judge == "rules" else verdict


def review_composition(
    verdict: CompositionVerdict, ask: Ask, tolerances: Any = None, rules: CompositionVerdict | None = None, knowledge: Any = None
) -> CompositionVerdict:
    section = COMPOSITION
    unit, unit_changed = review_scalar(verdict.property_unit, "unit", ask, section)
    family, family_changed = review_scalar(verdict.family, "family", ask, section)
    ruled = rules.compositions_property_values if rules is not None else None
    values, values_changed = review_keys(verdict.compositions_property_values, ask, tolerances, section, ruled, knowledge)
    changed = unit_changed or family_changed or values_changed
    if not changed:
        return verdict
    update = {"property_unit": unit, "family": family, "compositions_property_values": values}
    return _relabelled(verdict.model_copy(update=update), changed)


def review_synthesis(verdict: SynthesisVerdict, ask: Ask, knowledge: Any = None) -> SynthesisVerdict:
    section = SYNTHESIS
    method, changed = review_scalar(verdict.method, "method", ask, section)
    update: dict[str, Any] = {"method": method}
    for name, cls in LIST_CLASSES.items():
        update[name], list_changed = review_list(getattr(verdict, name), cls, ask, section, knowledge)
        changed = changed or list_changed
    return _relabelled(verdict.model_copy(update=update), changed) if changed else verdict


def person_asker(
    doi: str | None,
    model: str | None,
    known: Iterable[Mapping[str, Any]] | None,
    decisions: list[dict[str, Any]],
    prompt: Callable[[dict[str, Any]], Any] = interrupt,
) -> Ask:
    """`ask` for the review functions: a known decision if there is one, else the person (`prompt`, LangGraph's `interrupt`).

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
