"""The steps score with its reading (issue 16 item 4): which ground-truth steps the test covers, misses, contradicts.

`steps_report` computes the alignment once and returns both the score
(`steps_similarity`'s exactly) and one sentence saying which ground-truth
steps are covered, partly covered or missed, and which conditions differ,
so that a 0.57 can be read.
"""

from __future__ import annotations

from .compare import StepAlignment, align_steps, calibrate_coverage, mean_coverage
from .features import split_steps
from .parameters import SynthesisTolerances

# Coverage of one ground-truth step: at least COVERED is covered, below PARTLY is missed.
COVERED, PARTLY = 0.6, 0.3
_QUOTE = 40


def steps_report(reference_steps: list[str], test_steps: list[str], tolerances: SynthesisTolerances | None = None) -> tuple[float, str | None]:
    """(score, why): the score is `steps_similarity`'s; why is None when there is nothing to explain."""
    score, _, why = steps_reading(reference_steps, test_steps, tolerances)
    return score, why


def steps_reading(
    reference_steps: list[str], test_steps: list[str], tolerances: SynthesisTolerances | None = None
) -> tuple[float, float, str | None]:
    """(score, raw coverage, why) from one alignment: the calibrated score and the coverage it was calibrated from."""
    reference, test = split_steps(reference_steps), split_steps(test_steps)
    if not reference and not test:
        return 1.0, 1.0, None
    if not reference or not test:
        return 0.0, 0.0, "the test gives no steps" if reference else "the ground truth gives no steps"
    alignment = align_steps(reference, test, tolerances)
    coverage = min(1.0, max(0.0, mean_coverage(alignment)))
    return round(calibrate_coverage(coverage), 2), round(coverage, 2), describe_alignment(reference, alignment)


def describe_alignment(reference: list[str], alignment: list[StepAlignment]) -> str:
    """One sentence: covered, partly covered and missed ground-truth steps (1-based), and differing conditions."""
    covered = [a for a in alignment if a.coverage >= COVERED]
    partly = [a for a in alignment if PARTLY <= a.coverage < COVERED]
    missed = [a for a in alignment if a.coverage < PARTLY]
    parts = [f"covers {len(covered)} of {len(reference)} ground-truth steps" + (f" ({_numbers(covered)})" if covered else "")]
    if partly:
        parts.append(f"partly {_numbers(partly)}")
    if missed:
        parts.append(
            "misses "
            + "; ".join(f"{a.reference_index + 1} {_quote(reference[a.reference_index])}" for a in missed[:3])
            + (f" and {len(missed) - 3} more" if len(missed) > 3 else "")
        )
    differing = [f"step {a.reference_index + 1} {c}" for a in alignment for c in a.contradictions]
    if differing:
        parts.append("conditions differ: " + "; ".join(differing[:3]) + (f" and {len(differing) - 3} more" if len(differing) > 3 else ""))
    return ", ".join(parts)


def _numbers(alignments: list[StepAlignment]) -> str:
    return ", ".join(str(a.reference_index + 1) for a in alignments)


def _quote(step: str) -> str:
    text = " ".join(step.split())
    return repr(text if len(text) <= _QUOTE else text[: _QUOTE - 1] + "…")
