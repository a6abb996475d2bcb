"""Composition keys whose words for the untreated sample differ (`as-quenched`, `as-spun`; `untreated`,
`as-received`), explained again with those words read as one (`chem.formula.sample_states`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.sample_states import reference_states

Explain = Callable[[str, str], tuple[Decision, float]]


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
