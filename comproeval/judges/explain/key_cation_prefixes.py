"""Composition keys that name a phase after the cation in its sites (`Na-birnessite`, `sodium birnessite`, `K-OMS-2`):
compared by cation and name (`chem.formula.cation_prefixes`); copolymers by their monomers' shares (`P(A-B) 70/30`);
keys whose words for the untreated sample differ (`as-quenched`, `as-spun`), with those words read as one."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.cation_prefixes import cation_prefixed
from ...chem.formula.copolymer_names import copolymers_compared
from ...chem.formula.sample_states import reference_states

Explain = Callable[[str, str], tuple[Decision, float]]


def cation_prefixes_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """One name after two cations (`Na-` and `K-birnessite`) is two compositions whatever follows; one cation written
    as its symbol and as its element name (`Na-birnessite`, `sodium birnessite`) is read as the symbol and the keys are
    explained again. None when a key starts with no cation-prefixed name, the names differ, or nothing is to rewrite."""
    ref, tst = cation_prefixed(reference), cation_prefixed(test)
    if ref is None or tst is None or ref.name.casefold() != tst.name.casefold():
        return None
    if ref.cation != tst.cation:
        why = f"{ref.cation}- against {tst.cation}-{tst.name}: one name after two elements (the cation in its sites): another composition"
        return Decision(False, "different-cation", why), 1.5
    if ref.spelt == tst.spelt:
        return None
    again, distance = explain(ref.written(), tst.written())
    why = f"the element's name says its symbol ({ref.written()} / {tst.written()})" + (f": {again.why}" if again.why else "")
    return Decision(again.match, again.basis, why, again.certain), distance


def copolymers_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two copolymers by their monomers and shares (`chem.formula.copolymer_names`): the shares per monomer decide."""
    del explain  # the reading is whole: nothing is left to explain again
    if (read := copolymers_compared(reference, test)) is None:
        return None
    same, why, certain = read
    return Decision(same, "copolymer-shares", why, certain=certain), 0.05 if same else 1.5


def states_read(reference: str, test: str, explain: Explain) -> Decision | None:
    """Keys that each name the untreated sample by another word (`as-quenched`, `as-spun`; `untreated`, `as-received`:
    `chem.formula.sample_states`), explained again with those words as one: the verdict is a guess, for a paper may
    keep two such states apart. None unless both keys write such a word and the words differ. A second look at a
    verdict (`explain_key`'s settlers): a proven match the keys already read stays."""
    (ref, ref_found), (tst, test_found) = reference_states(reference, test)
    if not ref_found or not test_found or {_fold(w) for w in ref_found} == {_fold(w) for w in test_found}:
        return None
    again, _ = explain(ref, tst)
    why = f"{' / '.join(ref_found + test_found)} name the untreated sample (sample-state words)" + (f": {again.why}" if again.why else "")
    return Decision(again.match, again.basis, why, certain=again.certain and not again.match)


def _fold(word: str) -> str:
    return "".join(word.split()).replace("-", "").casefold()
