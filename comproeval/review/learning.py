"""Learning from a person (`comproeval review --knowledge FILE`): each "the same thing" decision becomes an entry.

The entry is built from what the question asked about (a composition KEY, never its value), records the
paper and question it came from, and applies to that paper only when the decision rested on the paper's
other entries. (A question whose element is written exactly as a candidate is never asked: the review node
answers it itself, `review.answers.identical_answer`.)
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..files.inputs import InputError, show


def _element(question: Mapping[str, Any]) -> Any:
    """What a question asks about: the ground-truth key (never its value), item or scalar."""
    return question.get("element") if question.get("element") is not None else question.get("reference")


def _same_text(one: Any, other: Any) -> bool:
    return one is not None and other is not None and " ".join(str(one).split()).casefold() == " ".join(str(other).split()).casefold()


# where the paper's other ground-truth entries of a question's class are
_PAPER_ENTRIES = {
    "key": ("composition_data", "compositions_property_values"),
    "precursor": ("synthesis_data", "precursors"),
    "technique": ("synthesis_data", "characterization_techniques"),
}


def _closeness(cls: str, knowledge: Any):
    """How the rules rate a (ground truth, test) pair when they pair a list: (proven different, closeness)."""
    from ..chem import compounds, techniques
    from ..judges.explain import explain_compound, explain_key, explain_technique
    from ..judges.user_knowledge import COMPOUND, KEY, TECHNIQUE, consulted, similarity_with

    if cls == "key":
        explain = consulted(knowledge, KEY, explain_key, with_distance=True)

        def key(reference: str, test: str) -> tuple[bool, float]:
            decision, distance = explain(reference, test)
            return bool(decision.certain and not decision.match), 1.0 / (1.0 + float(distance))

        return key
    kinds, prove, similarity = (
        (COMPOUND, explain_compound, compounds.compound_similarity)
        if cls == "precursor"
        else (TECHNIQUE, explain_technique, techniques.technique_similarity)
    )
    prove, similarity = consulted(knowledge, kinds, prove), similarity_with(knowledge, kinds, similarity)

    def item(reference: str, test: str) -> tuple[bool, float]:
        decision = prove(reference, test)
        return bool(decision.certain and not decision.match), float(similarity(reference, test))

    return item


def rests_on_the_paper(question: Mapping[str, Any], test: Any, record: Any, knowledge: Any) -> bool:
    """Whether a "the same thing" decision rested on the paper's other entries: another ground-truth entry of the same
    list is, for the rules, as close to the chosen test entry and not proven different (`emission spectra` where both
    PL and EL are listed), so the person chose by what else the paper lists. Such a decision holds for that paper only."""
    cls = str(question.get("cls"))
    where = _PAPER_ENTRIES.get(cls)
    section = record.get(where[0]) if where is not None and isinstance(record, Mapping) else None
    others = section.get(where[1]) if isinstance(section, Mapping) else None
    if not isinstance(others, (list, Mapping)):
        return False
    element = _element(question)
    rate = _closeness(cls, knowledge)
    apart, chosen = rate(str(element), str(test))
    for other in others:
        if other is None or _same_text(other, element):
            continue
        different, closeness = rate(str(other), str(test))
        if not different and closeness > 0 and closeness >= chosen:
            return True
    return False


class KnowledgeFile:
    """The user's knowledge file in review (`--knowledge`): each "the same thing" decision becomes an entry, written at
    once, so the pattern is never asked again: later in this review (`answer_for`) nor by any later run that reads it.
    Every learned entry records the paper and question it came from; one that rested on the paper's other entries
    applies to that paper only (`papers`)."""

    def __init__(self, path: str | Path):
        from ..chem.knowledge import KnowledgeError, parse_knowledge, read_knowledge_json

        self.path = Path(path)
        try:
            self.data: dict[str, Any] = read_knowledge_json(self.path) if self.path.exists() else {}
            self.knowledge = parse_knowledge(self.data, show(self.path))
        except KnowledgeError as exc:
            raise InputError(f"--knowledge {exc}") from None
        self.added = 0

    def answer_for(self, question: Mapping[str, Any]) -> dict[str, Any] | None:
        """The answer the file already gives (its entries for the question's paper too): the candidate it declares the
        same as the element, if any."""
        from ..chem.knowledge_learned import SECTION_OF_CLASS

        section = SECTION_OF_CLASS.get(str(question.get("cls")))
        knowledge = self.knowledge.for_paper(question.get("doi"))
        element = _element(question)
        for candidate in question.get("candidates") or [] if section else []:
            if knowledge.same((section,), element, candidate):
                return {"decision": "match", "test": candidate, "reason": f"{self.path.name} says so (decided in an earlier question)"}
        return None

    def learn(self, question: Mapping[str, Any], answer: Any, record: Any = None) -> bool:
        """Add the entry a "match" decision stands for; False (with a warning) when it cannot be one, or contradicts an
        earlier entry. `record`: the paper's ground truth, to tell a decision that rested on its other entries."""
        from ..chem.knowledge import KnowledgeError, parse_knowledge
        from ..chem.knowledge_learned import decision_entry, with_entry
        from ..files.storage import write_json_atomic
        from ..notices import notify

        if answer.decision != "match" or question.get("cls") == "value":
            return False
        candidates = list(question.get("candidates") or [])
        test = answer.test if answer.test is not None else (candidates[0] if candidates else None)
        element = _element(question)
        entry = decision_entry(str(question.get("cls")), element, test) if element is not None and test is not None else None
        asked = f"[{question.get('cls')}] {element!r} ~ {test!r}"
        if entry is None:
            if not _same_text(element, test):
                notify(f"review: {asked} is the same thing, but no entry of {self.path.name} can say so (docs/knowledge.md); not learned")
            return False
        doi = question.get("doi")
        paper = str(doi) if doi is not None and rests_on_the_paper(question, test, record, self.knowledge.for_paper(doi)) else None
        learned_from = {"doi": doi, "question": asked}
        data = with_entry(self.data, *entry, learned_from=learned_from, paper=paper)
        try:
            knowledge = parse_knowledge(data, show(self.path))
        except KnowledgeError as exc:  # it would contradict an entry the person made before: the file is left as it is
            notify(f"review: {asked} not learned: {exc}")
            return False
        write_json_atomic(self.path, data)
        self.data, self.knowledge = data, knowledge
        self.added += 1
        return True
