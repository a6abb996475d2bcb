"""One-to-one alignment of ground-truth entries with test entries.

Judging a list item by item is only fair if no test entry is used twice; an
optimal assignment (Hungarian algorithm) also stops an early greedy pick from
stealing the partner a later entry needed.

A test entry that names several things (`SEM with EDS`, `XRD/Raman`, `TiO2 and
ZrO2`) may satisfy one ground-truth entry per thing it names: after the
one-to-one assignment, a ground-truth entry left unmatched may take a part of
an already paired test entry that the first pairing did not use.

Lists longer than `chem.text.MAX_LIST_ITEMS` (no real paper comes close) are
paired by identical normalized text only, in linear time: the pairwise
comparisons and the cubic assignment would otherwise run for hours.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from .assignment import maximum_assignment
from .text import plain_text, too_many

R = TypeVar("R")
T = TypeVar("T")


def assign(
    references: Sequence[R],
    tests: Sequence[T],
    score: Callable[[int, int], float],
) -> list[tuple[int, int]]:
    """Index pairs maximizing the total `score`; pairs scoring <= 0 are dropped."""
    if not references or not tests:
        return []
    matrix = [[float(score(i, j)) for j in range(len(tests))] for i in range(len(references))]
    return [(i, j) for i, j in maximum_assignment(matrix) if matrix[i][j] > 0]


class Shares(Protocol):
    """How one test entry may satisfy several ground-truth entries: the parts it names, and those one reference takes."""

    def parts(self, test: str) -> frozenset[str]: ...

    def uses(self, reference: str, test: str) -> frozenset[str]: ...


class TextParts:
    """Parts by wording: `SEM with EDS`, `XRD/Raman`, `TiO2 and ZrO2` name one thing per part."""

    def __init__(self, same: Callable[[str, str], bool]):
        self.same = same

    def parts(self, test: str) -> frozenset[str]:
        return frozenset(entry_parts(test))

    def uses(self, reference: str, test: str) -> frozenset[str]:
        return frozenset(p for p in entry_parts(test) if self.same(reference, p))


IDENTICAL_WEIGHT = 2.0  # above any difference of two similarities (each in 0..1), below one more pair (1000)


def match_lists(
    references: Sequence[str],
    tests: Sequence[str],
    same: Callable[[str, str], bool],
    similarity: Callable[[str, str], float],
    shares: Shares | None = None,
) -> list[tuple[int, int]]:
    """Pairs of equivalent entries, as many as possible, closest first among ties.

    An entry the other list writes verbatim pairs with that twin only (`twins_kept`). First an optimal one-to-one
    assignment (identical entries paired first); then an optimal assignment of the
    ground-truth entries left over to the unused parts of test entries that name
    several things (`shares`; by wording unless given). Over-long lists
    (`chem.text.too_many`) are paired by `pair_identical` instead.
    """
    if too_many(references) or too_many(tests):
        return pair_identical(references, tests)
    same = twins_kept(references, tests, same)
    verdicts = {(i, j): same(r, t) for i, r in enumerate(references) for j, t in enumerate(tests)}

    def score(i: int, j: int) -> float:
        """As many pairs as possible; among as many, identical entries paired with each other first (an entry the
        test writes as the reference does is that entry's partner, never left over for a looser one), then the closest."""
        if not verdicts[(i, j)]:
            return 0.0
        identical = plain_text(references[i], keep_case=True) == plain_text(tests[j], keep_case=True)
        return 1000.0 + IDENTICAL_WEIGHT * identical + similarity(references[i], tests[j])

    pairs = assign(references, tests, score)
    return pairs + _shared_entries(references, tests, similarity, pairs, shares or TextParts(same))


def twins_kept(references: Sequence[str], tests: Sequence[str], same: Callable[[str, str], bool]) -> Callable[[str, str], bool]:
    """`same`, except that an entry the other list writes verbatim (`plain_text`, case kept) is the same as that twin
    only. A reading that makes it another entry as well (one substance in two grades) never takes the twin away from
    it: that the test wrote the entry itself is the strongest evidence a list holds."""
    ref_written, test_written = ({plain_text(x, keep_case=True) for x in items} for items in (references, tests))

    def pairable(reference: str, test: str) -> bool:
        r, t = plain_text(reference, keep_case=True), plain_text(test, keep_case=True)
        if r != t and (r in test_written or t in ref_written):
            return False
        return same(reference, test)

    return pairable


# Separators between the things one entry names; hyphens are kept (`P-E loop`, `sol-gel`).
_PART_SEPARATORS = re.compile(r"\s*(?:/|;|&|\+|,\s|\bwith\b|\band\b|\bcoupled to\b|\bequipped with\b)\s*", re.IGNORECASE)


# An entry that calls itself a mixture (`Ar/O2 mixture`, `N2/H2 blend`, `premixed Ar/CH4`): one substance made of its
# parts, supplied and used as one (IUPAC Gold Book, 'mixture': a portion of matter of more than one substance; ISO 14175
# names a premixed shielding gas as one product), not a list of its parts.
# So is an entry stating the ratio of its parts (`N2/H2 (95:5)`, `HNO3:HCl 1:3`; IUPAC Green Book 2.10: a ratio of
# amounts or volumes describes one mixture).
_MIXTURE_NOUN = re.compile(
    r"(?<![A-Za-z])(?:mixtures?|blends?|premix(?:ed|es)?|mix(?:es)?)(?![A-Za-z])"
    r"|(?<![\d.:])\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?(?![\d.:])",
    re.IGNORECASE,
)


# A part written after its share (`18% CO2`, `5 vol% H2`): a component of one mixture (IUPAC Green Book 2.10, volume
# and mass fractions; ISO 14175 designates shielding gases so, `Ar + 18% CO2`), not a purity (`99.99% pure Ar`).
_SHARE_FIRST = re.compile(r"^\d+(?:\.\d+)?\s*(?:(?:vol|wt|mol|at|v/v|w/w)\s*\.?\s*)?%\s*(?!pur)[A-Za-z(]", re.IGNORECASE)


def entry_parts(item: str) -> list[str]:
    """The things one list entry names (`SEM with EDS` -> `SEM`, `EDS`); empty when it names one. An entry that
    states a part's share (`Ar + 18% CO2`, `N2/5% H2`) or calls itself a mixture (`Ar/O2 mixture`) names one mixture,
    not several inputs."""
    parts = [p.strip(" ()") for p in _PART_SEPARATORS.split(item) if p and p.strip(" ()")]
    if any(_SHARE_FIRST.match(p) for p in parts) or _MIXTURE_NOUN.search(item):
        return []
    return parts if len(parts) > 1 else []


def _shared_entries(
    references: Sequence[str],
    tests: Sequence[str],
    similarity: Callable[[str, str], float],
    pairs: list[tuple[int, int]],
    shares: Shares,
) -> list[tuple[int, int]]:
    """Extra (reference, test) pairs: each unused part of a multi-part test entry satisfies one more reference,
    assigned optimally (a part goes to the reference it fits best, not to the first that asks).

    A test entry paired with its verbatim twin (`twins_kept`) has no part to spare: the ground truth wrote that entry
    itself and its other entries apart from it, so an instrument it names (`LCR meter` beside `impedance measurement`)
    is that entry, not also a broader class of what it measures that the paper lists on its own."""
    twinned = {j for i, j in pairs if plain_text(references[i], keep_case=True) == plain_text(tests[j], keep_case=True)}
    parts = {j: frozenset() if j in twinned else shares.parts(t) for j, t in enumerate(tests)}
    used: dict[int, frozenset[str]] = {}
    for i, j in pairs:
        taken = shares.uses(references[i], tests[j])
        used[j] = used.get(j, frozenset()) | (frozenset(sorted(taken)[:1]) if taken else parts[j])
    slots = [(j, part) for j in range(len(tests)) for part in sorted(parts[j] - used.get(j, frozenset()))]
    matched = {i for i, _ in pairs}
    waiting = [i for i in range(len(references)) if i not in matched]
    if not slots or not waiting:
        return []
    fits = {i: {j: shares.uses(references[i], tests[j]) for j in {j for j, _ in slots}} for i in waiting}

    def score(a: int, b: int) -> float:
        i, (j, part) = waiting[a], slots[b]
        return 1000.0 + similarity(references[i], tests[j]) if part in fits[i][j] else 0.0

    return [(waiting[a], slots[b][0]) for a, b in assign(waiting, slots, score)]


def pair_identical(references: Sequence[str], tests: Sequence[str]) -> list[tuple[int, int]]:
    """One-to-one pairs of entries with the same normalized text (case kept), in list order, in linear time."""
    waiting: dict[str, list[int]] = {}
    for j, item in reversed(list(enumerate(tests))):
        waiting.setdefault(plain_text(item, keep_case=True), []).append(j)
    pairs = []
    for i, item in enumerate(references):
        free = waiting.get(plain_text(item, keep_case=True))
        if free:
            pairs.append((i, free.pop()))
    return pairs
