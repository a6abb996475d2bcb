"""The deterministic, offline judge: chemistry-aware rules from `comproeval.chem`."""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz

from ..chem import compounds, formula, steps, techniques
from ..chem.alignment import Shares, assign, match_lists, pair_identical
from ..chem.text import MAX_LIST_ITEMS, plain_text, too_many
from ..chem.tolerance import ToleranceTable
from ..chem.values import parse_value, representative, values_match
from ..defaults import COMPOSITION, SYNTHESIS
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    KeyRow,
    ListVerdict,
    ScalarVerdict,
    SynthesisVerdict,
    UnmatchedItem,
    composition_values,
    item_match,
    list_section,
    present,
    scalar,
    steps_verdict,
)
from .base import Judge, JudgeContext
from .explain import (
    VARIANT,
    Decision,
    explain_compound,
    explain_family,
    explain_key,
    explain_method,
    explain_technique,
    explain_unit,
    explain_value,
    known_compound,
    known_technique,
)
from .user_knowledge import COMPOUND, FAMILY, KEY, METHOD, TECHNIQUE, UNIT, consulted, known_with, similarity_with

if TYPE_CHECKING:
    from ..chem.knowledge import Knowledge
    from ..chem.tolerance import SynthesisTolerances

# How much the position of a key in its list counts when aligning unmatched keys.
POSITION_WEIGHT = 0.5


def tolerance_of(reference: Any, tolerances: ToleranceTable | None) -> float:
    """The absolute tolerance the configured thresholds allow around a ground-truth value (0: exact)."""
    return (tolerances.tolerance_for(representative(parse_value(reference))) if tolerances else None) or 0.0


def value_verdict(reference: Any, test: Any, tolerances: ToleranceTable | None) -> int:
    return int(values_match(reference, test, tolerance_of(reference, tolerances)))


def scalar_verdict(reference: Any, test: Any, explain: Callable[[Any, Any], Decision]) -> ScalarVerdict:
    """The rules decide, empty values included (two unreported methods agree; an empty unit does not)."""
    decision = explain(reference, test)
    return scalar(reference, test, decision.match, **decision.explanation())


def list_verdict(
    reference: Any,
    test: Any,
    explain: Callable[[str, str], Decision],
    similarity,
    known: Callable[[str], bool],
    shares: Shares | None = None,
    close: Callable[[str, str], bool] | None = None,
) -> ListVerdict:
    """Matched pairs, the ground-truth items no test item matched, the test items left over, and why.

    Pairing is an optimal assignment over the whole field (`chem.alignment.match_lists`). Absence is
    proven, not assumed (issue 21): a miss is certain only when every test entry is proven to be
    something else: the rules decide it is another thing (`certain` non-match), or it is proven to be
    the entry it is paired with while its match with this one is a guess. A test entry the rules cannot
    tell apart (an
    unresolved name, an instrument, a paraphrase) leaves the miss unproven: it becomes a verdict entry
    of its own (0, `certain: false`) naming its best candidate, and is listed in `uncertain_missing`
    with `uncertain_why`. Where `close` says two entries are worded alike (techniques: `close_wording`),
    the best guess is a match. Every unmatched entry, ground truth or test, is explained in `unmatched`.
    """
    ref_items, test_items = present(reference), present(test)
    if too_many(ref_items) or too_many(test_items):
        return _identical_items_only(reference, test, ref_items, test_items)
    decisions: dict[tuple[str, str], Decision] = {}

    def decide(r: str, t: str) -> Decision:
        if (r, t) not in decisions:
            decisions[(r, t)] = explain(r, t)
        return decisions[(r, t)]

    pairs = sorted(match_lists(ref_items, test_items, lambda r, t: decide(r, t).match, similarity, shares))
    partner = _partners(ref_items, test_items, pairs)
    matches = [
        item_match(ref_items[i], test_items[j], True, **_paired_explanation(decide(ref_items[i], test_items[j]), test_items[j], partner))
        for i, j in pairs
    ]
    matched_ref, matched_test = {i for i, _ in pairs}, {j for _, j in pairs}
    free = [test_items[j] for j in range(len(test_items)) if j not in matched_test]
    uncertain, why, unmatched = [], {}, []
    for i, item in enumerate(ref_items):
        if i in matched_ref:
            continue
        if close is not None and (near := [t for t in free if close(item, t)]):
            # the same letters once generic words are dropped: the best guess is the same thing, unproven
            free.remove(near[0])
            why_close = f"{near[0]!r} is worded almost as {item!r}; the lexicon does not relate them"
            matches.append(item_match(item, near[0], True, basis="close-wording", why=why_close, certain=False))
            continue
        doubts = _doubts(item, test_items, decide, partner, known)
        if not doubts:
            unmatched.append(_unmatched_reference(item, test_items))
            continue
        candidates = sorted(doubts, key=lambda t: -similarity(item, t))
        why[item] = f"no test entry is proven to be {item!r}: {'; '.join(doubts[t] for t in candidates[:3])}"
        uncertain.append(item)
        # docs/scoring.md §2: the unproven miss is a verdict entry of its own (0, certain false), with its best free
        # candidate; one already paired with another entry is named in `why` only (else it would count twice)
        shown = next((t for t in candidates if t in free), None)
        matches.append(item_match(item, shown, False, basis="unproven-miss", why=why[item], certain=False))
        unmatched.append(UnmatchedItem(reference_item=item, basis="unproven-miss", why=why[item], certain=False))
    closely = {m.test_item for m in matches if m.matched}
    unmatched += [_unmatched_test(t, ref_items, decide, known) for t in test_items if t not in closely]
    extra: dict[str, Any] = {"uncertain_missing": uncertain, "uncertain_why": why} if uncertain else {}
    return list_section(reference, test, matches, unmatched=unmatched or None, **extra)


def _partners(ref_items: list[str], test_items: list[str], pairs: list[tuple[int, int]]) -> dict[str, list[str]]:
    """The ground-truth entries each paired test entry stands for."""
    partner: dict[str, list[str]] = {}
    for i, j in pairs:
        partner.setdefault(test_items[j], []).append(ref_items[i])
    return partner


def _paired_explanation(decision: Decision, test_item: str, partner: dict[str, list[str]]) -> dict[str, Any]:
    """A multi-purpose instrument standing for several ground-truth measurements: which it made is the best guess."""
    if len(partner.get(test_item, ())) > 1 and techniques.multi_purpose_instrument(test_item):
        why = f"{test_item!r} makes several measurements and stands for {_names(partner[test_item])}: that it made each is the best guess"
        return {"basis": "multi-purpose-instrument", "why": why, "certain": False}
    return decision.explanation()


def _doubts(item: str, test_items: list[str], decide, partner: dict[str, list[str]], known) -> dict[str, str]:
    """The test entries that may be `item` although the pairing left it unmatched, each with the reason."""
    doubts: dict[str, str] = {}
    for t in test_items:
        decision, others = decide(item, t), partner.get(t, [])
        proven_partner = bool(others) and all(decide(o, t).certain for o in others)
        # written exactly as its partner (`SEM` for `SEM`, beside `FE-SEM`): it is that entry, not a variant of it
        literal = bool(others) and all(decide(o, t).basis == "exact" for o in others) and decision.basis == VARIANT
        if decision.match:
            if proven_partner and (not decision.certain or literal):
                continue  # the test entry is proven to be its partner; that it is this one too is only a guess
            doubts[t] = f"{t!r} may be it but is paired with {_names(others) or 'another entry'}"
        elif not decision.certain and not proven_partner:  # a test entry proven to be another entry is not this one
            unknown = [x for x in (item, t) if not known(x)]
            doubts[t] = f"the rules cannot identify {' or '.join(map(repr, unknown))}, so {t!r} may be it" if unknown else f"{t!r} may be it"
    return doubts


def _unmatched_reference(item: str, test_items: list[str]) -> UnmatchedItem:
    """A proven miss: every test entry is something else (or there is none)."""
    if not test_items:
        return UnmatchedItem(reference_item=item, basis="no-candidate", why="the test lists nothing for this field")
    return UnmatchedItem(reference_item=item, basis="not-extracted", why=f"every test entry is proven to be something other than {item!r}")


def _unmatched_test(test_item: str, ref_items: list[str], decide, known) -> UnmatchedItem:
    """Why a test entry is left over: it repeats a paired entry, it is something the ground truth does not list, or unknown."""
    same_as = [r for r in ref_items if decide(r, test_item).match]
    if same_as:
        why = f"it names {_names(same_as)}, already paired with another test entry"
        return UnmatchedItem(test_item=test_item, basis="duplicate", why=why)
    unsure = [r for r in ref_items if not decide(r, test_item).certain]
    if not known(test_item):
        return UnmatchedItem(test_item=test_item, basis="unidentified", why="the rules cannot identify it", certain=False)
    if unsure:
        why = f"it may be {_names(unsure)}: the rules cannot tell"
        return UnmatchedItem(test_item=test_item, basis="unproven-extra", why=why, certain=False)
    return UnmatchedItem(test_item=test_item, basis="not-in-ground-truth", why="the ground truth lists nothing it names")


_GENERIC_WORDS = re.compile(r"analys[ie]s|measurements?|characteri[sz]ations?|techniques?|methods?|tests?|studies|study|[^a-z0-9]")


def close_wording(reference: str, test: str) -> bool:
    """Two entries that are the same letters once generic words are dropped (`zetapotential analysis`,
    `zeta potential measurements`): a lexicon that calls them different things is not proof."""
    a, b = (_GENERIC_WORDS.sub("", plain_text(x)) for x in (reference, test))
    return len(a) >= 4 and len(b) >= 4 and fuzz.ratio(a, b) >= 90


def _close_unresolved_compounds(reference: str, test: str) -> bool:
    """Precursors worded alike are the best guess only when the rules cannot tell them apart: formulas or known
    identities that differ (`CoSO4·7H2O`, `CoSO4·6H2O`) are proof."""
    return close_wording(reference, test) and not explain_compound(reference, test).certain


def _names(items: list[str], limit: int = 3) -> str:
    shown = ", ".join(repr(t) for t in items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def _identical_items_only(reference: Any, test: Any, ref_items: list[str], test_items: list[str]) -> ListVerdict:
    """Lists over MAX_LIST_ITEMS: identical entries are paired in linear time and nothing is resolved.

    Resolving thousands of names (the chemicals database, the name cache) is
    what made a 10,000-precursor ground truth run for minutes; every other
    ground-truth entry is an unproven miss.
    """
    pairs = pair_identical(ref_items, test_items)
    matches = [item_match(ref_items[i], test_items[j], True, basis="exact") for i, j in sorted(pairs)]
    matched = {i for i, _ in pairs}
    uncertain = [item for i, item in enumerate(ref_items) if i not in matched]
    if not uncertain or len(pairs) == len(test_items):
        return list_section(reference, test, matches)
    why = f"more than {MAX_LIST_ITEMS} entries: only identical entries are paired"
    return list_section(reference, test, matches, uncertain_missing=uncertain, uncertain_why={"*": why})


def composition_values_verdict(
    reference: Mapping[str, Any] | None,
    test: Mapping[str, Any] | None,
    tolerances: ToleranceTable | None,
    explain_key: Callable[[str, str], tuple[Decision, float]] = explain_key,
) -> CompositionValuesVerdict:
    """Key, value and pair verdicts for the composition -> value mapping.

    Equivalent keys are paired first (one-to-one, agreeing values preferred);
    the remaining non-null ground-truth keys are then aligned to the remaining
    test keys by closeness, so their values still get a verdict.
    """
    reference, test = dict(reference or {}), dict(test or {})
    ref_keys, test_keys = list(reference), list(test)
    if too_many(ref_keys) or too_many(test_keys):
        return _identical_keys_only(reference, test, tolerances)
    comparisons = {(i, j): explain_key(r, t) for i, r in enumerate(ref_keys) for j, t in enumerate(test_keys)}
    comparisons = _in_paper_context(ref_keys, test_keys, comparisons)

    def equivalence(i: int, j: int) -> float:
        decision, distance = comparisons[(i, j)]
        if not decision.match:
            return 0.0
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances)
        return 1000.0 + 10.0 * agree + 1.0 / (1.0 + distance)

    matched = dict(assign(ref_keys, test_keys, equivalence))
    unmatched_ref = [i for i in range(len(ref_keys)) if i not in matched and reference[ref_keys[i]] is not None]
    free_test = [j for j in range(len(test_keys)) if j not in matched.values()]

    def closeness(a: int, b: int) -> float:
        """An equal value is the strongest sign two differently written keys are one sample."""
        i, j = unmatched_ref[a], free_test[b]
        offset = abs(i / max(len(ref_keys), 1) - j / max(len(test_keys), 1))
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances)
        return 10.0 * agree + 1.0 / (1.0 + comparisons[(i, j)][1] + POSITION_WEIGHT * offset)

    aligned = {unmatched_ref[a]: free_test[b] for a, b in assign(unmatched_ref, free_test, closeness)}

    rows = []
    for i, key in enumerate(ref_keys):
        if i not in matched and i not in unmatched_ref:
            continue  # a null-valued ground-truth key the test does not have: not counted
        j = matched.get(i, aligned.get(i))
        if j is None:
            key_decision = Decision(False, "no-candidate", "no test key is left to pair with it")
            rows.append(KeyRow.of(key, "", 0, 0, reference, test, key_decision.explanation(), {"basis": "no-candidate"}))
            continue
        test_key = test_keys[j]
        key_decision = comparisons[(i, j)][0]
        value_decision = explain_value(reference[key], test[test_key], tolerance_of(reference[key], tolerances))
        rows.append(
            KeyRow.of(key, test_key, i in matched, value_decision.match, reference, test, key_decision.explanation(), value_decision.explanation())
        )
    return composition_values(reference, test, rows)


def _in_paper_context(ref_keys: list[str], test_keys: list[str], comparisons: dict) -> dict:
    """Key decisions that other keys of the paper change (issue 16: matches are proven too).

    - A test key that leaves out the ground truth's label or processing note still
      names the sample when no other ground-truth key has its composition (the
      best guess: the test may mean a sample the ground truth does not list).
    - A test key without qualifiers does not denote a ground-truth sample whose
      qualifiers are what tells it from another sample of the same composition
      (`-Porous` and `-Dense`): it names neither (`descriptor-dropped`).
    - A dropped phase (`m-` of `m-BiVO4`) is not proof of another sample: a plain
      formula often means the compound's usual phase (`descriptor-dropped`, unproven).
    - A bare percentage (`2%`) against a stated basis (`2 wt%`) is proven when every
      amount of the paper's keys, on both sides, is in that one basis.
    - A sample code made of a composite's initials (`CZ-3`) is the test's
      third sample of that composite (`CuO/ZnO`): the best guess (the order is assumed).
    - A match on elements alone (an abbreviation) is proven only when nothing
      else competes: one test key for the ground-truth key, one ground-truth key
      for the test key; otherwise it is the best guess (`certain: false`).
    """
    distinguished = formula.distinguishing_descriptors(ref_keys)
    updated = dict(comparisons)
    sole = formula.sole_compositions(ref_keys)
    for (i, j), (decision, distance) in comparisons.items():
        if decision.basis == "label-dropped" and i in sole:
            why = f"{decision.why}; no other ground-truth key has this composition, so the label is not what tells it apart"
            updated[(i, j)] = (Decision(True, "label-unneeded", why, certain=False), distance)
    for (i, j), (decision, distance) in comparisons.items():
        if i in distinguished and decision.match and not formula.has_descriptors(test_keys[j]):
            why = f"{test_keys[j]!r} leaves out {distinguished[i]!r}, which tells this sample from another of the same composition"
            proven = not formula.phase_designations(ref_keys[i])
            updated[(i, j)] = (Decision(False, "descriptor-dropped", why, certain=proven), distance + 0.5)
    if settled := _settled_basis(ref_keys, test_keys):
        for (i, j), (decision, distance) in list(updated.items()):
            if decision.basis == "bare-percent":
                why = f"{decision.why}; every amount of the paper's keys is in {settled}%, so this one is too"
                updated[(i, j)] = (Decision(True, "dopant-notation", why), distance)
    for i, j in formula.coded_samples(ref_keys, test_keys).items():
        if not updated[(i, j)][0].match:
            why = (
                f"{ref_keys[i]!r} reads as a sample code of the composite {test_keys[j]!r} names "
                "(the initials of its parts; its number counted in the test's order)"
            )
            updated[(i, j)] = (Decision(True, "sample-code", why, certain=False), 0.1)
    loose = [(i, j) for (i, j), (d, _) in updated.items() if d.match and d.basis == "abbreviation" and d.certain]
    if loose:
        per_ref, per_test = Counter(), Counter()
        for (i, j), (d, _) in updated.items():
            if d.match:
                per_ref[i] += 1
                per_test[j] += 1
        for i, j in loose:
            if per_ref[i] > 1 or per_test[j] > 1:
                decision, distance = updated[(i, j)]
                why = f"{decision.why}; another key of the paper matches as well, so which sample is meant is not proven"
                updated[(i, j)] = (Decision(True, "abbreviation", why, certain=False), distance)
    return updated


def _settled_basis(ref_keys: list[str], test_keys: list[str]) -> str | None:
    """The one basis (`wt`, `mol`, ...) every amount of the paper's keys is stated in, on both sides; None if several or none."""
    ref_bases = {basis for key in ref_keys for bases in formula.amount_bases(key).values() for basis in bases}
    test_bases = {basis for key in test_keys for bases in formula.amount_bases(key).values() for basis in bases}
    return next(iter(ref_bases)) if len(ref_bases) == 1 and test_bases <= ref_bases else None


def _identical_keys_only(reference: dict[str, Any], test: dict[str, Any], tolerances: ToleranceTable | None) -> CompositionValuesVerdict:
    """Sections with hundreds of keys: pairing by identical text keeps the work linear; the rest is left uncertain."""
    ref_keys, test_keys = list(reference), list(test)
    pairs = dict(pair_identical(ref_keys, test_keys))
    rows = []
    for i, key in enumerate(ref_keys):
        if i not in pairs:
            if reference[key] is not None:
                why = f"more than {MAX_LIST_ITEMS} keys: only identical keys are paired"
                rows.append(KeyRow.of(key, "", 0, 0, reference, test, {"basis": "too-many", "why": why, "certain": False}))
            continue
        test_key = test_keys[pairs[i]]
        value = explain_value(reference[key], test[test_key], tolerance_of(reference[key], tolerances))
        rows.append(KeyRow.of(key, test_key, 1, value.match, reference, test, {"basis": "exact"}, value.explanation()))
    return composition_values(reference, test, rows)


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
            close=_close_unresolved_compounds,
        ),
        characterization_techniques=_list_with_knowledge(
            reference.get("characterization_techniques"),
            test.get("characterization_techniques"),
            knowledge,
            TECHNIQUE,
            (explain_technique, techniques.technique_similarity, known_technique),
            techniques.TechniqueParts(),
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
    return steps_verdict(score, reference, test, coverage=coverage, **({"basis": "coverage", "why": why} if why else {}))


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
