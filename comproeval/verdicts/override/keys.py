"""The override rule on a composition's keys: proven keys keep the rules' verdict and pairing, open ones take claims."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from ...chem.decision import Decision
from ..build import KeyRow, composition_values, rows_of
from ..models import CompositionValuesVerdict, CompositionVerdict, Entry
from .rule import (
    NO_CANDIDATE,
    NO_PROOFS,
    OVERRIDDEN,
    OneToOne,
    Override,
    Proofs,
    disproof,
    explanation_of,
    is_open,
    match_of,
    proven,
    refusal,
    settle_scalar,
    taken_by_proofs,
)


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

    def value_proof(self, key: str, test_key: str, rules: KeyRow | None) -> Entry | Decision | None:
        """The rules' value verdict on this pair: their own row's, or the prover's."""
        if rules is not None and rules.test_key == test_key:
            return rules.value_match
        if not test_key:
            return NO_CANDIDATE
        if self.proofs.value is None:
            return None
        return self.proofs.value(self.reference.get(key), self.test.get(test_key) if test_key else None)

    def row(self, key: str, test_key: str, key_match: Entry, value_ok: int, value_explanation: Mapping[str, Any]) -> KeyRow:
        return KeyRow.of(key, test_key, key_match.match_value, value_ok, self.reference, self.test, explanation_of(key_match), value_explanation)


def _with_value(claim: KeyRow, keys: _Keys, rules: KeyRow | None) -> KeyRow:
    """The claimed row, its value verdict the rules' wherever they prove it (or wherever the claim decided none)."""
    claimed = claim.value_match
    proof = keys.value_proof(claim.key, claim.test_key, rules)
    if proof is None:
        return claim
    if is_open(claimed):  # no value claimed (a person's pairing): the rules' verdict, proven or their guess
        return keys.row(claim.key, claim.test_key, claim.key_match, match_of(proof), explanation_of(proof))
    if proven(proof) and claimed.match_value != match_of(proof):
        keys.overrides.append(found := disproof(f"composition.values {claim.key!r}", claimed, proof))
        return keys.row(claim.key, claim.test_key, claim.key_match, match_of(proof), found.explanation())
    return claim


def _proven_key(rules: KeyRow, claim: KeyRow | None, keys: _Keys) -> KeyRow:
    """A key the rules proved keeps their verdict (and pairing, when matched); an agreeing claim stands, its value settled."""
    proof = rules.key_match
    if claim is not None and claim.key_match.match_value == proof.match_value and (not proof.matched or claim.test_key == rules.test_key):
        return _with_value(claim, keys, rules)
    where = f"composition.keys {rules.key!r}" + (f" ~ {claim.test_key!r}" if claim is not None and claim.test_key else "")
    keys.overrides.append(found := disproof(where, claim.key_match if claim else None, proof))
    return KeyRow(rules.key, rules.test_key, proof.model_copy(update=found.explanation()), rules.value_match)


def _open_key(key: str, rules: KeyRow | None, claim: KeyRow | None, keys: _Keys) -> KeyRow | None:
    """A key the rules could not prove: the claim's pairing if it is offered and not disproved, its value settled."""
    if claim is None:
        return rules  # the claim left it out: the rules' (uncertain) verdict stands
    km = claim.key_match
    if not km.matched:
        if claim.test_key and not keys.pairing.offers(claim.test_key):
            claim = keys.row(key, "", km, 0, explanation_of(claim.value_match))  # it can name only what it was offered
        return _with_value(claim, keys, rules)
    where = f"composition.keys {key!r} ~ {claim.test_key!r}"
    reason = keys.pairing.refusal(claim.test_key, "key")
    if reason is not None:
        keys.overrides.append(found := refusal(where, km, reason))
        kept = claim.test_key if keys.pairing.offers(claim.test_key) else ""
        return KeyRow.of(key, kept, 0, 0, keys.reference, keys.test, found.explanation(), Decision(False, OVERRIDDEN).explanation())
    keys.pairing.take(claim.test_key)
    if keys.proofs.key is not None and (rules is None or rules.test_key != claim.test_key):  # a pair the rules did not judge
        proof = keys.proofs.key(key, claim.test_key)
        if proof.certain and not proof.match:
            keys.overrides.append(found := disproof(where, km, proof))
            claim = KeyRow(key, claim.test_key, km.model_copy(update={"match_value": 0, **found.explanation()}), claim.value_match)
    return _with_value(claim, keys, rules)


def settle_key(rules: KeyRow | None, claim: KeyRow | None, keys: _Keys) -> KeyRow | None:
    """One ground-truth key: proven by the rules, or open to the claim."""
    if rules is not None and not is_open(rules.key_match):
        return _proven_key(rules, claim, keys)
    return _open_key((rules or claim).key, rules, claim, keys)


def key_settler(
    rules: CompositionValuesVerdict, overrides: list[Override], proofs: Proofs = NO_PROOFS, offered: Collection[str] | None = None
) -> _Keys:
    """The state in which the claims on a composition's keys are settled one by one (test keys taken as they go)."""
    taken = taken_by_proofs((row.key_match, row.test_key) for row in rows_of(rules).values())
    return _Keys(rules.reference, rules.test, OneToOne(list(rules.test), offered, taken=taken), proofs, overrides)


def settle_keys(
    rules: CompositionValuesVerdict,
    claims: Mapping[str, KeyRow],
    overrides: list[Override],
    proofs: Proofs = NO_PROOFS,
    offered: Collection[str] | None = None,
) -> CompositionValuesVerdict:
    """The rows of a composition verdict: proven keys as the rules decided, open ones as claimed where allowed."""
    ruled = rows_of(rules)
    keys = key_settler(rules, overrides, proofs, offered)
    final = [settle_key(ruled.get(key), claims.get(key), keys) for key in [*ruled, *(k for k in claims if k not in ruled)]]
    return composition_values(rules.reference, rules.test, [row for row in final if row is not None])


def settle_composition(
    rules: CompositionVerdict, claim: CompositionVerdict, proofs: Proofs = NO_PROOFS, offered: Collection[str] | None = None
) -> tuple[CompositionVerdict, list[Override]]:
    """The claimed composition verdict, held to what the rules prove (see the module docstring)."""
    overrides: list[Override] = []
    update: dict[str, Any] = {
        name: settle_scalar(getattr(rules, name), getattr(claim, name), f"composition.{name}", overrides) for name in ("property_unit", "family")
    }
    cpv = settle_keys(rules.compositions_property_values, rows_of(claim.compositions_property_values), overrides, proofs, offered)
    update["compositions_property_values"] = cpv
    return claim.model_copy(update=update), overrides
