"""Two entries written alike but for British or American spelling, hyphens and case (`in-situ polymerisation`, `in situ
polymerization`): one name, whatever a lexicon knows of it. Nothing else is folded: a letter that differs otherwise
may be another word (`MTT`/`MTS`), so a spelling variant is proven only by the dictionary's list of variants."""

from __future__ import annotations

import re
from functools import lru_cache

from .data import load_lexicon
from .decision import Decision

# -isation/-ised/-ising and -yse/-ysed/-ysing are the British forms of -ization/-ized/-izing and -yze/-yzed/-yzing
# (Oxford English Dictionary, "-ize": both are accepted; American usage has only -ize and -yze).
_ENDINGS = ((re.compile(r"is(ation|ations|ed|ing|es|er|ers|able|ability)$"), r"iz\1"), (re.compile(r"ys(e|ed|es|ing|er|ers)$"), r"yz\1"))
# Element-name stems IUPAC respells (Red Book 2005, IR-3.1: sulfur; aluminium and caesium are the IUPAC names, read as
# the same words as `aluminum` and `cesium`), inside longer words too (`polysulphide`, `sulphonated`, `caesium-doped`).
_STEMS = ((re.compile(r"sulph"), "sulf"), (re.compile(r"aluminium"), "aluminum"), (re.compile(r"caesium"), "cesium"))


@lru_cache(maxsize=1)
def _words() -> dict[str, str]:
    return dict(load_lexicon("spelling_variants")["words"])


@lru_cache(maxsize=65536)
def american(word: str) -> str:
    """One spelling of a lower-case word written two ways (`fibre` -> `fiber`, `fibres` -> `fibers`, `cationised` ->
    `cationized`, `polysulphide` -> `polysulfide`): the dictionary's variant, an IUPAC stem, an -ise/-yse ending."""
    words = _words()
    if (same := words.get(word)) is not None:
        return same
    for pattern, replacement in _STEMS:
        word = pattern.sub(replacement, word)
    for british in (word[:-1], word[:-2]):  # a listed word with a plural or verb ending (`colours`, `moulded`)
        if len(british) > 4 and british in words:
            return words[british] + word[len(british) :]
    for pattern, replacement in _ENDINGS:
        word = pattern.sub(replacement, word)
    return word


_folded_word = american


_HYPHENS = r"\-\u2010-\u2015"


@lru_cache(maxsize=16384)
def folded(text: str, joined: bool = False) -> str:
    """Lower case, every word in its American spelling, hyphens and dashes as spaces (`joined`: dropped, so that
    `photo-electron` is `photoelectron`)."""
    text = (text or "").strip()
    if joined:  # between lower-case words only: `C-V` (capacitance-voltage) is not `CV` (cyclic voltammetry)
        text = re.sub(rf"(?<![A-Za-z0-9])([a-z]{{2,}})[{_HYPHENS}](?=[a-z]{{2,}}(?![A-Za-z0-9]*[A-Z0-9]))", r"\1", text)
    lowered = text.lower()
    words = re.split(rf"[\s{_HYPHENS}]+", lowered)
    return " ".join(_folded_word(w) for w in words if w)


def written_alike(reference: str, test: str) -> Decision | None:
    """`exact` for the same text (case and spacing aside), `spelling-variant` for the same words in another spelling or
    hyphenation, both certain; None when the words differ."""
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower():
        return Decision(True, "exact", None)
    return spelling_variant(reference, test)


def spelling_variant(reference: str, test: str) -> Decision | None:
    """`spelling-variant`, certain, for two texts that differ only in spelling, hyphenation, case or spacing; else None."""
    if reference.strip() == test.strip() or not folded(reference):
        return None
    if folded(reference) == folded(test) or folded(reference, True) == folded(test, True):
        return Decision(True, "spelling-variant", f"{test!r} is {reference!r} in another spelling or hyphenation")
    return None
