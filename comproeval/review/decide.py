"""The review of one paper's verdicts: each verdict the rules could not prove is asked, and the answer settled.

A person's verdict replaces the rules' guess (`basis: "person"`, `certain: true`,
`why`: the person's reason); a person's pairing is one to one and held to
the override rule (`verdicts.override`) like any other claim.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..chem.decision import Decision
from ..defaults import COMPOSITION, SYNTHESIS
from ..judges.evidence import rules_proofs, settled_apart
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    ItemMatch,
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
from ..verdicts.override import UNCLAIMED, OneToOne, Proofs, is_open, item_settler, key_settler, settle_key
from ..verdicts.provenance import Provenance
from .answers import CHOOSE_HELP, DECIDE_HELP, PERSON, Answer, Ask

# the class of each list field's questions (the inverse of verdicts.fields.LIST_CLASSES)
LIST_CLASSES = {field: cls for cls, field in FIELD_LIST_CLASSES.items()}


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
    """The explanation of an answer's verdict: decided (`certain: true`, stated), for the person's reason (or, for two
    entries written alike, the answer's own basis and why)."""
    decision = Decision(answer.decision == "match", answer.basis, answer.reason or "decided by a person in review")
    return decision.explanation(stated=True)


def _decided(entry: Entry, answer: Answer) -> Entry:
    return entry.model_copy(update={"match_value": int(answer.decision == "match"), **_person(answer)})


def _offered(pairing: OneToOne, entries: Iterable[str], guess: str | None, apart: Callable[[str], bool] = lambda _: False):
    """The rules' guess if the override rule still lets a claim take it, and every test entry it lets a claim take
    (but those the user's knowledge file settles as another thing: `apart`)."""
    free = [t for t in entries if pairing.free(t) and not apart(t)]
    guess = guess if guess in free else None
    return guess, ([guess] if guess else []) + [t for t in free if t != guess]


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
    pairing = key_settler(cpv, []).pairing  # the test keys no proven match took; the person's pairs take theirs
    apart = settled_apart(knowledge, "key")
    changed = False
    for key, row in rows.items():
        km = row.key_match
        if is_open(km):
            guess, candidates = _offered(pairing, test, row.test_key, lambda t, key=key: apart(key, t))
            question = _question("key", key, km, reference=reference.get(key), candidates=candidates, guess_test=guess, choose=True, section=section)
            answer = ask(question)
            if _settles(answer):
                # a rejected candidate stays beside the key, as the rules keep an aligned key they do not match
                paired = answer.test if answer.decision == "match" else guess
                claim = KeyRow.of(key, paired or "", answer.decision == "match", 0, reference, test, _person(answer), UNCLAIMED.explanation())
                row = settle_key(ruled.get(key), claim, key_settler(rules if rules is not None else cpv, [], values_only, offered=candidates)) or row
                changed = True
        if row.key_match.matched:
            pairing.take(row.test_key)
            vm = row.value_match
            if is_open(vm):
                shown = f"{row.test_key}: {vm.test_value}"
                answer = ask(_question("value", key, vm, reference=vm.reference_value, candidates=[shown], section=section))
                if _settles(answer):
                    row = KeyRow(key, row.test_key, row.key_match, _decided(vm, answer))
                    changed = True
        rows[key] = row
    return composition_values(reference, test, rows.values()) if changed else cpv, changed


def review_scalar(entry: Any, cls: str, ask: Ask, section: str):
    if not is_open(entry):
        return entry, False
    candidates = [entry.test] if present([entry.test]) else []
    answer = ask(_question(cls, entry.reference, entry, reference=entry.reference, candidates=candidates, section=section))
    return (_decided(entry, answer), True) if _settles(answer) else (entry, False)


def review_list(part: ListVerdict, cls: str, ask: Ask, section: str = SYNTHESIS, knowledge: Any = None):
    """Uncertain matches and unproven misses of a precursor or technique list; the person's matches are one-to-one.
    A test entry the user's knowledge file (`knowledge`) settles as another thing is not offered."""
    test_items = present(part.test)
    settler = item_settler(part, cls, [])  # the test items a claim may take (as often as the things each names)
    judged = {m.reference_item for m in part.matches}
    # an unproven miss without an entry of its own (very long lists) is asked about too
    entries = list(part.matches) + [_unproven_miss(part, x) for x in part.uncertain_missing or [] if x not in judged]
    kept, still_open, changed = [], [], False
    apart = settled_apart(knowledge, cls)
    for m in entries:
        if not is_open(m):
            kept.append(m)
            continue
        guess, candidates = _offered(settler.pairing, test_items, m.test_item, lambda t, m=m: apart(m.reference_item, t))
        answer = ask(_question(cls, m.reference_item, m, candidates=candidates, guess_test=guess, choose=True, section=section))
        if _settles(answer):  # a rejected candidate stays named, as in the rules' unproven miss
            claim = item_match(m.reference_item, answer.test if answer.decision == "match" else guess, answer.decision == "match", **_person(answer))
            m = settler.settle(m.reference_item, claim) or m  # a match takes its test item
            changed = True
        elif not m.matched:
            still_open.append(m.reference_item)
        else:
            settler.pairing.take(m.test_item)  # the rules' guess stands, with its pairing
        kept.append(m)
    if not changed:
        return part, False
    why = {k: v for k, v in (part.uncertain_why or {}).items() if k in still_open or k == "*"} if still_open else {}
    extra = {"uncertain_missing": still_open, "uncertain_why": why or None} if still_open else {}
    return list_section(part.reference, part.test, kept, **extra), True


def _unproven_miss(part: ListVerdict, item: str) -> ItemMatch:
    """The entry of an unproven miss the rules listed without one (very long lists), so that it is asked about."""
    why = (part.uncertain_why or {}).get(item) or (part.uncertain_why or {}).get("*")
    return item_match(item, None, False, **Decision(False, "unproven-miss", why, certain=False).explanation())


def _decided_by_person(fields: Any) -> bool:
    """Whether any entry of a verdict (as dumped) was decided by a person."""
    if isinstance(fields, dict):
        return fields.get("basis") == PERSON or any(_decided_by_person(v) for v in fields.values())
    return isinstance(fields, list) and any(_decided_by_person(v) for v in fields)


def _relabelled(verdict: Any, changed: bool) -> Any:
    """A section a person decided part of says so: `rules` becomes `rules+person` (other judges keep their label);
    entries settled only because they are written alike stay the rules'."""
    if changed and Provenance.parse(verdict.judge).kind == "rules" and _decided_by_person(verdict.model_dump()):
        return verdict.model_copy(update={"judge": Provenance.reviewed().label})
    return verdict


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
