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

`rule` holds what every claim is held to (the override, the one-to-one
pairing, scalars and steps); `keys` and `lists` settle a composition's keys
and a synthesis list's items.
"""

from __future__ import annotations

from .keys import key_settler, open_keys, settle_composition, settle_key, settle_keys
from .lists import item_settler, list_capacity, open_items, settle_list, settle_synthesis
from .rule import NO_CANDIDATE, OVERRIDDEN, UNCLAIMED, OneToOne, Override, Proofs, Prove, is_open, settle_scalar, settle_steps, taken_by_proofs

__all__ = [
    "NO_CANDIDATE",
    "OVERRIDDEN",
    "OneToOne",
    "Override",
    "Proofs",
    "Prove",
    "is_open",
    "item_settler",
    "key_settler",
    "open_items",
    "open_keys",
    "settle_composition",
    "settle_key",
    "settle_keys",
    "settle_list",
    "settle_scalar",
    "settle_steps",
    "settle_synthesis",
    "taken_by_proofs",
    "list_capacity",
    "UNCLAIMED",
]
