"""The one override rule: what a claim (an LLM's verdict, a person's answer) may change in the rules' verdict.

The rules' verdict of a section is the evidence. A claim replaces an entry
only where the rules could not prove it (`certain: false`), and only one to
one: a ground-truth element may be paired with a test element that is
offered (in the test, not taken by a proven match or by an earlier claim).
Where the rules can decide a pair the claim proposes (`Proofs`), their proof
stands over the claim: a key or item they prove different is no match, and
every value they can read on both sides gets their verdict, whatever the
claim said, on a matched key or not. Steps are a proof only when the test
lists none.

Every claim not taken is returned as an `Override` (where, what was claimed,
what stands), so each caller says it its own way: the reconciler's
`evidence:` notes, the hybrid judge's merge. The hybrid merge, the evidence
check of the reconciler and human review all apply these functions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .build import KeyRow, composition_values, list_section, present, rows_of, scalar
from .models import CompositionValuesVerdict, CompositionVerdict, Entry, ItemMatch, ListVerdict, ScalarVerdict, StepsVerdict, SynthesisVerdict

OVERRIDDEN = "overridden"
CLAIMANT = "the LLM"  # who makes the claims the rule refuses (a person's answers are never refused: review offers only what is open)


class Proof(Protocol):
    """What the rules decide about one pair (`judges.explain.Decision`)."""

    match: bool
    basis: str
    why: str | None
    certain: bool


Prove = Callable[[Any, Any], Proof]


@dataclass(frozen=True)
class _Fact:
    """A proof that needs no prover."""

    match: bool
    basis: str
    why: str | None = None
    certain: bool = True


NO_CANDIDATE = _Fact(False, "no-candidate")  # the value of a key paired with nothing: no value to credit (as the rules say)


@dataclass(frozen=True)
class Proofs:
    """How the rules decide a pair the claim proposes that their own verdict did not judge.

    `key(reference_key, test_key)`, `value(reference_value, test_value)` (with the run's tolerance), and one
    prover per list field. A missing prover leaves that kind of pair to the claimant (a person's pairing).
    """

    key: Prove | None = None
    value: Prove | None = None
    items: Mapping[str, Prove] | None = None


@dataclass(frozen=True)
class Override:
    """A claim the rule did not take: where, what the claim said, and what stands instead."""

    where: str
    claimed: int | float | None  # None: the claim left the element out
    claim_why: str | None
    outcome: str  # for the note: "the rules prove 0 (different-values)", "refused: ...", ...
    detail: str  # for the `why` of the entry that stands

    @property
    def said(self) -> str:
        if self.claimed is None:
            return f"{CLAIMANT} left it out"
        return f"{CLAIMANT} said {self.claimed}" + (f" ({self.claim_why})" if self.claim_why else "")

    @property
    def note(self) -> str:
        return f"{self.where}: {self.said}; {self.outcome}"

    def explanation(self) -> dict[str, Any]:
        """The `basis`/`why` of the entry put in place of the claim."""
        return {"basis": OVERRIDDEN, "why": f"{self.said}; {self.detail}"[:300]}


def is_open(entry: Entry | None) -> bool:
    """A rules verdict a claim may replace: one the rules could not prove."""
    return entry is not None and entry.certain is False


def _match_of(proof: Proof | Entry) -> int:
    return proof.match_value if isinstance(proof, Entry) else int(proof.match)


def _proven(proof: Proof | Entry) -> bool:
    return proof.certain is not False


def _disproof(where: str, claim: Entry | None, proof: Proof | Entry) -> Override:
    detail = f"{proof.basis}" + (f": {proof.why}" if proof.why else "")
    claimed, why = (None, None) if claim is None else (claim.match_value, claim.why)
    return Override(where, claimed, why, f"the rules prove {_match_of(proof)} ({proof.basis})", detail)


def _refusal(where: str, claim: Entry, reason: str) -> Override:
    return Override(where, claim.match_value, None, f"refused: {reason}", f"refused: {reason}")


def _explanation(entry: Entry | Proof) -> dict[str, Any]:
    if isinstance(entry, Entry):
        return entry.model_dump(include={"basis", "why", "certain"})
    return {"basis": entry.basis, "why": entry.why, "certain": None if entry.certain else False}


@dataclass
class OneToOne:
    """The test entries a claim may pair with: present in the test, offered, and not taken more often than the
    things the entry names (once for a composition key; `SEM with EDS` twice, by `SEM` and by `EDS`)."""

    present: Collection[str]
    offered: Collection[str] | None = None
    capacity: Callable[[str], int] = lambda _: 1
    taken: Counter = field(default_factory=Counter)

    def offers(self, entry: Any) -> bool:
        return bool(entry) and entry in self.present and (self.offered is None or entry in self.offered)

    def free(self, entry: Any) -> bool:
        return self.offers(entry) and self.taken[entry] < self.capacity(entry)

    def take(self, entry: Any) -> bool:
        """Pair with `entry` if it is free; whether it was."""
        if not self.free(entry):
            return False
        self.taken[entry] += 1
        return True

    def refusal(self, entry: Any, what: str) -> str | None:
        """Why a claim may not pair with `entry` (None: it may), `what` naming the kind of entry."""
        if not entry:
            return f"it names no test {what}"
        if entry not in self.present:
            return f"the test {'data' if what == 'key' else 'list'} has no such {what}"
        if not self.free(entry):
            return f"a proven match, or another {what}, already took {'that test key' if what == 'key' else 'it'}"
        return None


# ------------------------------------------------------------------ scalars and steps


def settle_scalar(proof: ScalarVerdict, claim: ScalarVerdict, where: str, overrides: list[Override]) -> ScalarVerdict:
    """The claim, unless the rules proved this scalar otherwise."""
    if _proven(proof) and claim.match_value != proof.match_value:
        overrides.append(found := _disproof(where, claim, proof))
        return scalar(claim.reference, claim.test, proof.match_value, **found.explanation())
    return claim


def settle_steps(proof: StepsVerdict, claim: StepsVerdict, overrides: list[Override]) -> StepsVerdict:
    """The claim's steps score, unless the test lists no steps: then the rules' score is a proof."""
    if not present(proof.test_steps) and claim.match_value != proof.match_value:
        found = Override("synthesis.steps", claim.match_value, None, f"the test has no steps ({proof.match_value})", "the test lists no steps")
        overrides.append(found)
        return proof.model_copy(update=found.explanation())
    return claim


# ------------------------------------------------------------------ composition keys


def open_keys(cpv: CompositionValuesVerdict) -> tuple[list[str], list[str]]:
    """Ground-truth keys with a verdict a claim may replace (the key's, or its value's), and the test keys offered:
    all but those of proven matches with proven values (a proven key whose value is open shows its test key)."""
    rows = rows_of(cpv).values()
    open_ref = [row.key for row in rows if is_open(row.key_match) or is_open(row.value_match)]
    taken = {row.test_key for row in rows if row.key_match.matched and row.key not in open_ref}
    return open_ref, [k for k in cpv.test if k not in taken]


@dataclass
class _Keys:
    """Where key claims are settled: the section's values, the test keys offered and taken, the proofs, the overrides."""

    reference: Mapping[str, Any]
    test: Mapping[str, Any]
    pairing: OneToOne
    proofs: Proofs
    overrides: list[Override]

    def value_proof(self, key: str, test_key: str, rules: KeyRow | None) -> Entry | Proof | None:
        """The rules' value verdict on this pair: their own row's, or the prover's."""
        if rules is not None and rules.test_key == test_key:
            return rules.value_match
        if not test_key:
            return NO_CANDIDATE
        if self.proofs.value is None:
            return None
        return self.proofs.value(self.reference.get(key), self.test.get(test_key) if test_key else None)

    def row(self, key: str, test_key: str, key_match: Entry, value_ok: int, value_explanation: Mapping[str, Any]) -> KeyRow:
        return KeyRow.of(key, test_key, key_match.match_value, value_ok, self.reference, self.test, _explanation(key_match), value_explanation)


def _with_value(claim: KeyRow, keys: _Keys, rules: KeyRow | None) -> KeyRow:
    """The claimed row, its value verdict the rules' wherever they prove it (or wherever the claim decided none)."""
    claimed = claim.value_match
    proof = keys.value_proof(claim.key, claim.test_key, rules)
    if proof is None:
        return claim
    if is_open(claimed):  # no value claimed (a person's pairing): the rules' verdict, proven or their guess
        return keys.row(claim.key, claim.test_key, claim.key_match, _match_of(proof), _explanation(proof))
    if _proven(proof) and claimed.match_value != _match_of(proof):
        keys.overrides.append(found := _disproof(f"composition.values {claim.key!r}", claimed, proof))
        return keys.row(claim.key, claim.test_key, claim.key_match, _match_of(proof), found.explanation())
    return claim


def _proven_key(rules: KeyRow, claim: KeyRow | None, keys: _Keys) -> KeyRow:
    """A key the rules proved keeps their verdict (and pairing, when matched); an agreeing claim stands, its value settled."""
    proof = rules.key_match
    if claim is not None and claim.key_match.match_value == proof.match_value and (not proof.matched or claim.test_key == rules.test_key):
        return _with_value(claim, keys, rules)
    where = f"composition.keys {rules.key!r}" + (f" ~ {claim.test_key!r}" if claim is not None and claim.test_key else "")
    keys.overrides.append(found := _disproof(where, claim.key_match if claim else None, proof))
    return KeyRow(rules.key, rules.test_key, proof.model_copy(update=found.explanation()), rules.value_match)


def _open_key(key: str, rules: KeyRow | None, claim: KeyRow | None, keys: _Keys) -> KeyRow | None:
    """A key the rules could not prove: the claim's pairing if it is offered and not disproved, its value settled."""
    if claim is None:
        return rules  # the claim left it out: the rules' (uncertain) verdict stands
    km = claim.key_match
    if not km.matched:
        if claim.test_key and not keys.pairing.offers(claim.test_key):
            claim = keys.row(key, "", km, 0, _explanation(claim.value_match))  # it can name only what it was offered
        return _with_value(claim, keys, rules)
    where = f"composition.keys {key!r} ~ {claim.test_key!r}"
    reason = keys.pairing.refusal(claim.test_key, "key")
    if reason is not None:
        keys.overrides.append(found := _refusal(where, km, reason))
        kept = claim.test_key if keys.pairing.offers(claim.test_key) else ""
        return KeyRow.of(key, kept, 0, 0, keys.reference, keys.test, found.explanation(), {"basis": OVERRIDDEN})
    keys.pairing.take(claim.test_key)
    if keys.proofs.key is not None and (rules is None or rules.test_key != claim.test_key):  # a pair the rules did not judge
        proof = keys.proofs.key(key, claim.test_key)
        if proof.certain and not proof.match:
            keys.overrides.append(found := _disproof(where, km, proof))
            claim = KeyRow(key, claim.test_key, km.model_copy(update={"match_value": 0, **found.explanation()}), claim.value_match)
    return _with_value(claim, keys, rules)


def settle_key(rules: KeyRow | None, claim: KeyRow | None, keys: _Keys) -> KeyRow | None:
    """One ground-truth key: proven by the rules, or open to the claim."""
    if rules is not None and not is_open(rules.key_match):
        return _proven_key(rules, claim, keys)
    return _open_key((rules or claim).key, rules, claim, keys)


def key_settler(
    rules: CompositionValuesVerdict, overrides: list[Override], proofs: Proofs = Proofs(), offered: Collection[str] | None = None
) -> _Keys:
    """The state in which the claims on a composition's keys are settled one by one (test keys taken as they go)."""
    taken = Counter(row.test_key for row in rows_of(rules).values() if row.key_match.matched and not is_open(row.key_match))
    return _Keys(rules.reference, rules.test, OneToOne(list(rules.test), offered, taken=taken), proofs, overrides)


def settle_keys(
    rules: CompositionValuesVerdict,
    claims: Mapping[str, KeyRow],
    overrides: list[Override],
    proofs: Proofs = Proofs(),
    offered: Collection[str] | None = None,
) -> CompositionValuesVerdict:
    """The rows of a composition verdict: proven keys as the rules decided, open ones as claimed where allowed."""
    ruled = rows_of(rules)
    keys = key_settler(rules, overrides, proofs, offered)
    final = [settle_key(ruled.get(key), claims.get(key), keys) for key in [*ruled, *(k for k in claims if k not in ruled)]]
    return composition_values(rules.reference, rules.test, [row for row in final if row is not None])


def settle_composition(
    rules: CompositionVerdict, claim: CompositionVerdict, proofs: Proofs = Proofs(), offered: Collection[str] | None = None
) -> tuple[CompositionVerdict, list[Override]]:
    """The claimed composition verdict, held to what the rules prove (see the module docstring)."""
    overrides: list[Override] = []
    update: dict[str, Any] = {
        name: settle_scalar(getattr(rules, name), getattr(claim, name), f"composition.{name}", overrides) for name in ("property_unit", "family")
    }
    cpv = settle_keys(rules.compositions_property_values, rows_of(claim.compositions_property_values), overrides, proofs, offered)
    update["compositions_property_values"] = cpv
    return claim.model_copy(update=update), overrides


# ------------------------------------------------------------------ synthesis lists


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
            self.overrides.append(found := _disproof(where, claim, ruled))
            return ruled.model_copy(update=found.explanation())
        if claim is None or not claim.matched:
            return claim
        if item not in self.open_ref:  # the rules prove it missing: the claimed match is dropped
            reason = f"the rules prove {item!r} is not in the test list"
            self.overrides.append(Override(where, claim.match_value, None, reason, reason))
            return None
        reason = self.pairing.refusal(claim.test_item, "entry")
        if reason is not None:  # the pair is refused: the ground-truth item is missing, the test item extra
            self.overrides.append(_refusal(where, claim, reason))
            return None
        if self.prove is not None and (ruled is None or ruled.test_item != claim.test_item):  # a pair the rules did not judge
            proof = self.prove(str(item), str(claim.test_item))
            if proof.certain and not proof.match:
                self.overrides.append(_disproof(where, claim, proof))
                return None
        self.pairing.take(claim.test_item)
        return claim


def things_named(item: Any) -> int:
    """How many ground-truth items one test entry may stand for: the things it names (`SEM with EDS`: two)."""
    from ..chem.alignment import entry_parts

    return max(1, len(entry_parts(str(item))))


def item_settler(
    rules: ListVerdict, name: str, overrides: list[Override], prove: Prove | None = None, offered: Collection[str] | None = None
) -> _Items:
    """The state in which the claims on a list's items are settled one by one (test items taken as they go)."""
    taken = Counter(m.test_item for m in rules.matches if m.matched and not is_open(m))
    pairing = OneToOne(present(rules.test), offered, things_named, taken)
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
    rules: SynthesisVerdict, claim: SynthesisVerdict, proofs: Proofs = Proofs(), offered: Mapping[str, Collection[str]] | None = None
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
