"""The root a treatment's words share: `fill` of `unfilled` and of `no filler`, `cap` of `uncapped` and `no cap`,
`stabiliz` of `unstabilized` and `no stabilizer`: one absence, written as an un- participle or as `no` before a noun.

English derives the agent noun (-er, -or: `filler`), the noun of the act (-ing, -ment, -ation: `curing`,
`treatment`, `implantation`) and the agent of a chemical act (-ant: `dopant`) from the verb whose past participle the
un- form negates, as `not` before the participle does (`not filled`) (Quirk et al., A Comprehensive Grammar of the
English Language, 1985, App. I.25-I.36, noun-forming suffixes; OED, un- prefix (1)). The participle doubles a final
consonant (`cap`, `capped`) and drops a final `e` (`cure`, `cured`): both undone here (Quirk et al. 1985, 3.7-3.8).
Roots are compared whole, never by a shared start (`no binder` is not `unbound`).
"""

from __future__ import annotations

import re

# Noun-forming suffixes on a verb (Quirk et al. 1985, App. I.30-I.33), longest first, and the -ed participle `not`
# negates as un- does (`not filled`, `unfilled`: Quirk et al. 1985, 3.7, the -ed form); the root must keep 3 letters.
_NOUN_SUFFIX_RE = re.compile(r"(?:ation|ition|ment|ing|ion|ant|ent|ed|er|or)$")
_MIN_ROOT = 3


def _undoubled(root: str) -> str:
    """`capp` -> `cap`: a consonant doubled before a suffix is one (Quirk et al. 1985, 3.7)."""
    if len(root) > _MIN_ROOT and root[-1] == root[-2] and root[-1] not in "aeiouls":
        return root[:-1]
    return root


def root(word: str) -> str:
    """The verb root a negated word is written on (`filler` -> `fill`, `curing` -> `cur`, `cap` -> `cap`,
    `stabilizer` -> `stabiliz`); the word itself when no suffix leaves a root of three letters."""
    word = word.casefold()
    stripped = _NOUN_SUFFIX_RE.sub("", word)
    base = stripped if len(stripped) >= _MIN_ROOT else word
    base = base[:-1] if base.endswith("e") and len(base) > _MIN_ROOT else base
    return _undoubled(base)


def one_absence(negated: tuple[str, ...], others: tuple[str, ...]) -> bool:
    """Two keys' negated words name one absence: each word of either side has a word of the same root on the
    other (`fill` of `unfilled` against `filler` of `no filler`), and neither side negates more."""
    if not negated or not others:
        return False
    mine, theirs = {root(w) for w in negated}, {root(w) for w in others}
    return mine == theirs and len(mine) == len(set(negated)) and len(theirs) == len(set(others))
