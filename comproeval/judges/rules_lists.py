"""The rules judge's list fields (precursors, techniques): optimal pairing, and every miss and extra explained."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from rapidfuzz import fuzz

from ..chem import technique_relations
from ..chem.acronyms import acronym_between
from ..chem.alignment import Shares, match_lists, pair_identical
from ..chem.text import MAX_LIST_ITEMS, plain_text, too_many
from ..verdicts import ItemMatch, ListVerdict, UnmatchedItem, item_match, list_section, present
from .explain import MEASURES_NOTHING, VARIANT, Decision, explain_compound
from .explain.technique_lists import NARROWER_VARIANT, OTHER_CONDITION
from .list_hierarchy import settled_by_lists


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

    def _settled(i: int, j: int) -> Decision:  # narrower against broader, proven when the paper's lists settle it
        return settled_by_lists(decide(ref_items[i], test_items[j]), ref_items[i], test_items[j], ref_items, test_items, decide)

    pairs = sorted(match_lists(ref_items, test_items, lambda r, t: decide(r, t).match, similarity, shares))
    # an entry shared by its parts or measurements stands only for a ground-truth entry the rules match it to
    pairs = [(i, j) for i, j in pairs if decide(ref_items[i], test_items[j]).match]
    partner = _partners(ref_items, test_items, pairs)
    matches = [item_match(ref_items[i], test_items[j], True, **_paired_explanation(_settled(i, j), test_items[j], partner)) for i, j in pairs]
    matched_ref, matched_test = {i for i, _ in pairs}, {j for _, j in pairs}
    free = [test_items[j] for j in range(len(test_items)) if j not in matched_test]
    uncertain, why, unmatched = [], {}, []
    for i, item in enumerate(ref_items):
        if i in matched_ref:
            continue
        if close is not None and (near := [t for t in free if close(item, t) and not _worded_apart(decide(item, t))]):
            # the same letters once generic words are dropped: the best guess is the same thing, unproven (never
            # against a proof that the two are other things: `Rockwell B`/`Rockwell C hardness` differ by one letter,
            # nor a reason they are: `AC`/`DC breakdown test` qualify one test by two modes)
            free.remove(near[0])
            why_close = f"{near[0]!r} is worded almost as {item!r}; the lexicon does not relate them"
            matches.append(_paired(item, near[0], Decision(True, "close-wording", why_close, certain=False)))
            continue
        if close is not None and (spelled := _spelled_out(item, free, decide)) is not None:
            free.remove(spelled.test)
            matches.append(_paired(item, spelled.test, spelled.decision))
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
        unproven = Decision(False, "unproven-miss", why[item], certain=False)
        matches.append(_paired(item, shown, unproven))
        unmatched.append(UnmatchedItem(reference_item=item, **unproven.explanation()))
    closely = {m.test_item for m in matches if m.matched}
    unmatched += [_unmatched_test(t, ref_items, decide, known) for t in test_items if t not in closely]
    extra: dict[str, Any] = {"uncertain_missing": uncertain, "uncertain_why": why} if uncertain else {}
    return list_section(reference, test, matches, unmatched=unmatched or None, **extra)


# Uncertain verdicts that still give a reason the two are other things (two grades, two qualifiers, one technique
# combined with two others: `STEM-EDS`, `SEM-EDS`, two microscopes, CHMO:0000086 against CHMO:0000073): an acronym
# both write, spelled out by one of them, says nothing against that reason.
_ANOTHER_THING = frozenset({"other-grade", "sibling-qualifier", "isomers", "different-phase", "nested-words", "other-combination", OTHER_CONDITION})


def _proven_other(decision: Decision) -> bool:
    return decision.certain and not decision.match


def _worded_apart(decision: Decision) -> bool:
    """Proven other things, or given a reason they are (`_ANOTHER_THING`), which outweighs letters worded alike."""
    return _proven_other(decision) or (not decision.match and decision.basis in _ANOTHER_THING)


class _Spelled(NamedTuple):
    test: str
    decision: Decision


def _spelled_out(item: str, free: list[str], decide) -> _Spelled | None:
    """A free test entry the rules cannot tell from `item` whose words spell an acronym the other writes
    (`DIC`, `digital image correlation`): the usual rule of acronyms makes the same thing the best guess."""
    for t in free:
        decision = decide(item, t)
        if not decision.certain and decision.basis not in _ANOTHER_THING and (acronym := acronym_between(item, t)) is not None:
            why = f"{acronym!r} is spelled out by the initials of the other entry's words: the same thing is the best guess"
            return _Spelled(t, Decision(True, "acronym-initials", why, certain=False))
    return None


def _paired(reference_item: str, test_item: str | None, decision: Decision) -> ItemMatch:
    """The verdict entry of a ground-truth item and the test entry beside it (none: an unproven miss names no candidate)."""
    return item_match(reference_item, test_item, decision.match, **decision.explanation())


def _left_over(test_item: str, decision: Decision) -> UnmatchedItem:
    return UnmatchedItem(test_item=test_item, **decision.explanation())


def _partners(ref_items: list[str], test_items: list[str], pairs: list[tuple[int, int]]) -> dict[str, list[str]]:
    """The ground-truth entries each paired test entry stands for."""
    partner: dict[str, list[str]] = {}
    for i, j in pairs:
        partner.setdefault(test_items[j], []).append(ref_items[i])
    return partner


def _paired_explanation(decision: Decision, test_item: str, partner: dict[str, list[str]]) -> dict[str, Any]:
    """A multi-purpose instrument standing for several ground-truth measurements: which it made is the best guess,
    unless it is proven to make each (the decision certain, each one among what it measures)."""
    proven = decision.certain and technique_relations.measures_each(test_item, partner.get(test_item, []))
    if len(partner.get(test_item, ())) > 1 and technique_relations.multi_purpose_instrument(test_item) and not proven:
        why = f"{test_item!r} makes several measurements and stands for {_names(partner[test_item])}: that it made each is the best guess"
        return Decision(True, "multi-purpose-instrument", why, certain=False).explanation()
    return decision.explanation()


def _doubts(item: str, test_items: list[str], decide, partner: dict[str, list[str]], known) -> dict[str, str]:
    """The test entries that may be `item` although the pairing left it unmatched, each with the reason."""
    doubts: dict[str, str] = {}
    for t in test_items:
        decision, others = decide(item, t), partner.get(t, [])
        proven_partner = bool(others) and all(decide(o, t).certain for o in others)
        # written exactly as its partner (`SEM` for `SEM`, beside `FE-SEM`): it is that entry, not a variant of it
        literal = bool(others) and all(decide(o, t).basis == "exact" for o in others) and decision.basis == VARIANT
        # one entry a kind of the other (`HRTEM` for `TEM`, `TEM` for `HR-TEM`): the test may have made both measurements
        variant = decision.basis in (VARIANT, NARROWER_VARIANT)
        if decision.match:
            if proven_partner and ((not decision.certain and not variant) or literal):
                continue  # the test entry is proven to be its partner; that it is this one too is only a guess
            doubts[t] = f"{t!r} may be it but is paired with {_names(others) or 'another entry'}"
        elif decision.basis in MEASURES_NOTHING:  # software, a route, a step or equipment cannot be the missing measurement
            continue
        elif not decision.certain and not proven_partner:  # a test entry proven to be another entry is not this one
            unknown = [x for x in (item, t) if not known(x)]
            doubts[t] = f"the rules cannot identify {' or '.join(map(repr, unknown))}, so {t!r} may be it" if unknown else f"{t!r} may be it"
    return doubts


def _unmatched_reference(item: str, test_items: list[str]) -> UnmatchedItem:
    """A proven miss: every test entry is something else (or there is none)."""
    if not test_items:
        return UnmatchedItem(reference_item=item, **Decision(False, "no-candidate", "the test lists nothing for this field").explanation())
    why = f"every test entry is proven to be something other than {item!r}"
    return UnmatchedItem(reference_item=item, **Decision(False, "not-extracted", why).explanation())


def _unmatched_test(test_item: str, ref_items: list[str], decide, known) -> UnmatchedItem:
    """Why a test entry is left over: it repeats a paired entry, it is something the ground truth does not list, or unknown."""
    same_as = [r for r in ref_items if decide(r, test_item).match]
    if same_as:
        why = f"it names {_names(same_as)}, already paired with another test entry"
        return _left_over(test_item, Decision(False, "duplicate", why))
    unsure = [r for r in ref_items if not (d := decide(r, test_item)).certain and d.basis not in MEASURES_NOTHING]
    if not known(test_item):
        return _left_over(test_item, Decision(False, "unidentified", "the rules cannot identify it", certain=False))
    if unsure:
        why = f"it may be {_names(unsure)}: the rules cannot tell"
        return _left_over(test_item, Decision(False, "unproven-extra", why, certain=False))
    return _left_over(test_item, Decision(False, "not-in-ground-truth", "the ground truth lists nothing it names"))


_GENERIC_WORDS = re.compile(r"analys[ie]s|measurements?|characteri[sz]ations?|techniques?|methods?|tests?|studies|study|[^a-z0-9]")


def close_wording(reference: str, test: str) -> bool:
    """Two entries that are the same letters once generic words are dropped (`zetapotential analysis`,
    `zeta potential measurements`): a lexicon that calls them different things is not proof."""
    a, b = (_GENERIC_WORDS.sub("", plain_text(x)) for x in (reference, test))
    return len(a) >= 4 and len(b) >= 4 and fuzz.ratio(a, b) >= 90


def close_unresolved_compounds(reference: str, test: str) -> bool:
    """Precursors worded alike are the best guess only when the rules cannot tell them apart: formulas or known
    identities that differ (`CoSO4·7H2O`, `CoSO4·6H2O`) are proof, and a reason they are other things (two isomers,
    `o-`/`p-xylene`; two grades) outweighs the likeness of their letters."""
    if not close_wording(reference, test):
        return False
    decision = explain_compound(reference, test)
    return not decision.certain and decision.basis not in _ANOTHER_THING


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
    matches = [_paired(ref_items[i], test_items[j], Decision(True, "exact")) for i, j in sorted(pairs)]
    matched = {i for i, _ in pairs}
    uncertain = [item for i, item in enumerate(ref_items) if i not in matched]
    if not uncertain or len(pairs) == len(test_items):
        return list_section(reference, test, matches)
    why = f"more than {MAX_LIST_ITEMS} entries: only identical entries are paired"
    return list_section(reference, test, matches, uncertain_missing=uncertain, uncertain_why={"*": why})
