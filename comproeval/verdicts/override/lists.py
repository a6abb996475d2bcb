"""The override rule on a synthesis list: proven matches and misses stand, open items take claims one to one."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..build import list_section, present
from ..models import ItemMatch, ListVerdict, SynthesisVerdict
from .rule import NO_PROOFS, OneToOne, Override, Proofs, Prove, disproof, is_open, refusal, settle_scalar, settle_steps, taken_by_proofs


def open_items(part: ListVerdict) -> tuple[list[str], list[str]]:
    """Ground-truth items with a verdict a claim may replace (an unproven match or miss), and the test items offered:
    those no proven match used."""
    uncertain_matches = [m for m in part.matches if is_open(m)]
    open_ref = [m.reference_item for m in uncertain_matches] + list(part.uncertain_missing or [])
    open_test = [m.test_item for m in uncertain_matches] + list(part.extra_items)
    return list(dict.fromkeys(open_ref)), list(dict.fromkeys(open_test))  # an unproven miss is listed twice


def _claims_by_item(matches: Iterable[ItemMatch]) -> dict[str, ItemMatch]:
    """One claim per ground-truth item: its first match, else its first entry."""
    claims: dict[str, ItemMatch] = {}
    for m in matches:
        if m.reference_item not in claims or (m.matched and not claims[m.reference_item].matched):
            claims[m.reference_item] = m
    return claims


@dataclass
class _Items:
    """Where item claims of one list are settled: the rules' matches, the test items offered and taken, the prover."""

    name: str
    rules: ListVerdict
    open_ref: list[str]
    pairing: OneToOne
    prove: Prove | None
    overrides: list[Override]

    def settle(self, item: str, claim: ItemMatch | None) -> ItemMatch | None:
        """One ground-truth item's entry (None: no entry, the item is missing)."""
        ruled = next((m for m in self.rules.matches if m.reference_item == item), None)
        where = f"synthesis.{self.name} {item!r}" + (f" ~ {claim.test_item!r}" if claim is not None and claim.matched else "")
        if ruled is not None and ruled.matched and not is_open(ruled):  # a proven match stands, with its pairing
            if claim is not None and claim.matched and claim.test_item == ruled.test_item:
                return claim
            self.overrides.append(found := disproof(where, claim, ruled))
            return ruled.model_copy(update=found.explanation())
        if claim is None or not claim.matched:
            return claim
        if item not in self.open_ref:  # the rules prove it missing: the claimed match is dropped
            reason = f"the rules prove {item!r} is not in the test list"
            self.overrides.append(Override(where, claim.match_value, None, reason, reason))
            return None
        reason = self.pairing.refusal(claim.test_item, "entry")
        if reason is not None:  # the pair is refused: the ground-truth item is missing, the test item extra
            self.overrides.append(refusal(where, claim, reason))
            return None
        if self.prove is not None and (ruled is None or ruled.test_item != claim.test_item):  # a pair the rules did not judge
            proof = self.prove(str(item), str(claim.test_item))
            if proof.certain and not proof.match:
                self.overrides.append(disproof(where, claim, proof))
                return None
        self.pairing.take(claim.test_item)
        return claim


def things_named(item: Any) -> int:
    """How many ground-truth items one test entry may stand for: the things it names (`SEM with EDS`: two)."""
    from ...chem.alignment import entry_parts

    return max(1, len(entry_parts(str(item))))


def list_capacity(rules: ListVerdict | None) -> Callable[[Any], int]:
    """How many ground-truth items one test entry may stand for: the things it names, or as many as the rules
    themselves paired it with (a multi-purpose instrument). One capacity for the override rule and the reconciler."""
    paired = Counter(m.test_item for m in (rules.matches if rules is not None else ()) if m.matched and m.test_item)
    return lambda item: max(things_named(item), paired[item])


def item_settler(
    rules: ListVerdict, name: str, overrides: list[Override], prove: Prove | None = None, offered: Collection[str] | None = None
) -> _Items:
    """The state in which the claims on a list's items are settled one by one (test items taken as they go)."""
    taken = taken_by_proofs((m, m.test_item) for m in rules.matches)
    # accepting the rules' own pairing is always allowed (`list_capacity`)
    pairing = OneToOne(present(rules.test), offered, list_capacity(rules), taken)
    return _Items(name, rules, open_items(rules)[0], pairing, prove, overrides)


def settle_list(
    rules: ListVerdict,
    claims: Iterable[ItemMatch],
    name: str,
    overrides: list[Override],
    prove: Prove | None = None,
    offered: Collection[str] | None = None,
) -> ListVerdict:
    """A precursor or technique list: proven matches and misses as the rules decided, open items as claimed where allowed."""
    items = item_settler(rules, name, overrides, prove, offered)
    claimed = _claims_by_item(claims)
    kept = [items.settle(item, claimed.get(item)) for item in dict.fromkeys(present(rules.reference))]
    return list_section(rules.reference, rules.test, [m for m in kept if m is not None])


def settle_synthesis(
    rules: SynthesisVerdict, claim: SynthesisVerdict, proofs: Proofs = NO_PROOFS, offered: Mapping[str, Collection[str]] | None = None
) -> tuple[SynthesisVerdict, list[Override]]:
    """The claimed synthesis verdict, held to what the rules prove (see the module docstring)."""
    overrides: list[Override] = []
    update: dict[str, Any] = {"method": settle_scalar(rules.method, claim.method, "synthesis.method", overrides)}
    for name in ("precursors", "characterization_techniques"):
        prove = (proofs.items or {}).get(name)
        settled = settle_list(getattr(rules, name), getattr(claim, name).matches, name, overrides, prove, (offered or {}).get(name))
        update[name] = settled
    update["steps"] = settle_steps(rules.steps, claim.steps, overrides)
    return claim.model_copy(update=update), overrides
