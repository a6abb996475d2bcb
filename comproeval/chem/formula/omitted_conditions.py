"""A test key that leaves out what tells two of the paper's samples apart (SCORING.md §3, issue 26).

`Rh/PPh3` beside the ground truth's `Rh/PPh3 (P/Rh = 10)` and `Rh/PPh3 (P/Rh = 50)`; `steel, shot-peened` beside
`steel, shot-peened, 100% coverage` and `..., 200% coverage`: every word and number of the test key is in each of
several ground-truth keys, which differ only in what the test does not write. The test key is equally compatible with
each, so it names none of them: another (unlisted or unspecified) sample is the best guess, never proven.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .parse import STOPWORDS

# Words, numbers (with their decimal point) and formulas of a key; punctuation, spacing and function words (`in`,
# `with`: `10 wt% A in B` is `A/B (10 wt%)`) do not tell samples apart.
_TOKEN_RE = re.compile(r"[^\W_]+(?:\.\d+)?")


def _tokens(key: str) -> frozenset[str]:
    return frozenset(t.casefold() for t in _TOKEN_RE.findall(key)) - STOPWORDS


def samples_left_ambiguous(ref_keys: Sequence[str], test_key: str) -> frozenset[int]:
    """The ground-truth keys (indices) that each write everything `test_key` writes and more, when there are two or
    more of them: the test leaves out what tells them apart. Empty when one key or none contains the test key."""
    written = _tokens(test_key)
    if not written:
        return frozenset()
    wider = {i: _tokens(ref_keys[i]) - written for i in range(len(ref_keys)) if written < _tokens(ref_keys[i])}
    return frozenset(wider) if len(wider) > 1 and _parallel(list(wider.values())) else frozenset()


def _parallel(extras: list[frozenset[str]]) -> bool:
    """Whether what each key adds to the test key is one axis of the paper's samples: the same words with other numbers
    (`100% coverage`, `200% coverage`) or one term each (`α-`, `β-`). A key that restates the test's label (`(R/C =
    500)` of `CA-500`) beside one that adds a treatment (`CO2-activated`) is no such pair: the test names the first."""
    words = {frozenset(t for t in extra if not t.replace(".", "").isdigit()) for extra in extras}
    return len(words) == 1 or all(len(extra) == 1 for extra in extras)
