"""What every claim is held to: the override it leaves where the rules prove otherwise, and one-to-one pairing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...chem.decision import Decision
from ..build import present, scalar
from ..entries import EXPLANATION
from ..models import Entry, ScalarVerdict, StepsVerdict

OVERRIDDEN = "overridden"
CLAIMANT = "the LLM"  # who makes the claims the rule refuses (a person's answers are never refused: review offers only what is open)

Prove = Callable[[Any, Any], Decision]

NO_CANDIDATE = Decision(False, "no-candidate")  # the value of a key paired with nothing: no value to credit (as the rules say)
# the value of a key a claim pairs without judging its value (a person's pairing): the rules' verdict takes its place
UNCLAIMED = Decision(False, "unclaimed", "the claim pairs the keys and leaves the value to the rules", certain=False)


@dataclass(frozen=True)
class Proofs:
    """How the rules decide a pair the claim proposes that their own verdict did not judge.

    `key(reference_key, test_key)`, `value(reference_value, test_value)` (with the run's tolerance), and one
    prover per list field. A missing prover leaves that kind of pair to the claimant (a person's pairing).
    """

    key: Prove | None = None
    value: Prove | None = None
    items: Mapping[str, Prove] | None = None


NO_PROOFS = Proofs()  # every pair the rules did not judge is left to the claimant


@dataclass(frozen=True)
class Override:
    """A claim the rule did not take: where, what the claim said, and what stands instead."""

    where: str
    claimed: int | float | None  # None: the claim left the element out
    claim_why: str | None
    outcome: str  # for the note: "the rules prove 0 (different-values)", "refused: ...", ...
    detail: str  # for the `why` of the entry that stands
    stands: bool = False  # the verdict that stands (a refused pairing: no match)

    @property
    def said(self) -> str:
        if self.claimed is None:
            return f"{CLAIMANT} left it out"
        return f"{CLAIMANT} said {self.claimed}" + (f" ({self.claim_why})" if self.claim_why else "")

    @property
    def note(self) -> str:
        return f"{self.where}: {self.said}; {self.outcome}"

    def explanation(self) -> dict[str, Any]:
        """The `basis`/`why` of the entry put in place of the claim: what stands is the rules' proof or a refusal."""
        return Decision(self.stands, OVERRIDDEN, f"{self.said}; {self.detail}"[:300]).explanation()


def is_open(entry: Entry | None) -> bool:
    """A rules verdict a claim may replace: one the rules could not prove."""
    return entry is not None and entry.certain is False


def match_of(proof: Decision | Entry) -> int:
    return proof.match_value if isinstance(proof, Entry) else int(proof.match)


def proven(proof: Decision | Entry) -> bool:
    return proof.certain is not False


def disproof(where: str, claim: Entry | None, proof: Decision | Entry) -> Override:
    detail = f"{proof.basis}" + (f": {proof.why}" if proof.why else "")
    claimed, why = (None, None) if claim is None else (claim.match_value, claim.why)
    return Override(where, claimed, why, f"the rules prove {match_of(proof)} ({proof.basis})", detail, bool(match_of(proof)))


def refusal(where: str, claim: Entry, reason: str) -> Override:
    return Override(where, claim.match_value, None, f"refused: {reason}", f"refused: {reason}")


def explanation_of(entry: Entry | Decision) -> dict[str, Any]:
    """The explanation fields of a stored entry (copied as they are) or of a decision."""
    if isinstance(entry, Entry):
        return entry.model_dump(include=set(EXPLANATION))
    return entry.explanation()


def taken_by_proofs(pairs: Iterable[tuple[Entry, Any]]) -> Counter:
    """The test entries the rules' proven matches took, from (entry, its test side) pairs: no claim may take them."""
    return Counter(test for entry, test in pairs if entry.matched and not is_open(entry))


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


def settle_scalar(proof: ScalarVerdict, claim: ScalarVerdict, where: str, overrides: list[Override]) -> ScalarVerdict:
    """The claim, unless the rules proved this scalar otherwise."""
    if proven(proof) and claim.match_value != proof.match_value:
        overrides.append(found := disproof(where, claim, proof))
        return scalar(claim.reference, claim.test, proof.match_value, **found.explanation())
    return claim


def settle_steps(proof: StepsVerdict, claim: StepsVerdict, overrides: list[Override]) -> StepsVerdict:
    """The claim's steps score, unless the test lists no steps: then the rules' score is a proof."""
    if not present(proof.test_steps) and claim.match_value != proof.match_value:
        why = "the test lists no steps"
        found = Override("synthesis.steps", claim.match_value, None, f"the test has no steps ({proof.match_value})", why, bool(proof.match_value))
        overrides.append(found)
        return proof.model_copy(update=found.explanation())
    return claim
