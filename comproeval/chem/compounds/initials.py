"""An abbreviation whose capitals spell the parts of the other entry's name (`PFBT`, penta-fluoro-benzene-thiol).

Organic-electronics, surfactant and extraction-reagent abbreviations are formed from the initials of the
parts of a systematic name (IUPAC Blue Book parts, `data/name_fragments.json`). When every capital of
the abbreviation spells, in order, one part of the name, and no part but a multiplier or a linker is left
unspelt, the two probably name one compound: a best guess, never a proof (the same letters may stand for
a sibling, `TEP` for a phosphate or a phosphite), so it only ever leads to an uncertain match.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import permutations

from ..data import load_lexicon, meaning_of
from ..text import InitialsReading, spelled_by_initials

_ABBREVIATION = re.compile(r"[A-Za-z0-9-]{2,12}")


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[dict[str, str], frozenset[str], tuple[str, ...]]:
    def section(name: str) -> dict[str, str]:
        return {k: meaning_of(v) for k, v in load_lexicon("name_fragments")[name].items()}

    multipliers, linkers, fragments = section("multipliers"), section("linkers"), section("fragments")
    known = sorted({*multipliers, *linkers, *fragments}, key=len, reverse=True)
    return multipliers, frozenset(linkers), tuple(known)


def _parts(word: str) -> list[str]:
    """A word split into known fragments, longest first; a stretch no fragment starts is one part of its own."""
    _, _, known = _vocabulary()
    parts: list[str] = []
    rest = word
    while rest:
        part = next((k for k in known if rest.startswith(k) and len(k) > 1), None)
        if part is None:
            nxt = min((i for i in range(1, len(rest)) if any(rest.startswith(k, i) for k in known if len(k) > 2)), default=len(rest))
            part = rest[:nxt]
        parts.append(part)
        rest = rest[len(part) :]
    return parts


def name_parts(name: str) -> list[str]:
    """The parts of a name (`4,4'-bis(N-carbazolyl)-1,1'-biphenyl` -> bis, n, carbazol, yl, bi, phenyl)."""
    return [part for word in re.findall(r"[a-z]+", name.lower()) for part in _parts(word)]


def _optional(part: str) -> bool:
    multipliers, linkers, _ = _vocabulary()
    return part in multipliers or part in linkers or len(part) == 1


def _gives(part: str, letter: str) -> bool:
    multipliers, _, _ = _vocabulary()
    return part.startswith(letter.lower()) or letter in multipliers.get(part, "")


# Systematic names: every capital spells one part of the name, multipliers and linkers optional (`chem.text`'s reader).
_NAME_READING = InitialsReading(skippable=_optional, gives=_gives)


def _word_pieces(word: str) -> tuple[tuple[str, ...], ...]:
    parts = tuple(_parts(word))
    return (parts,) if len(parts) > 1 else ()


# ... or one letter per word of the name (`TTE`: tetrafluoroethyl tetrafluoropropyl ether), a word read by its parts
# where the abbreviation spells them (`MBAA`: methylene-bis-acryl-amide).
_WORD_READING = InitialsReading(skippable=_optional, gives=_gives, pieces=_word_pieces)


@lru_cache(maxsize=16384)
def spelt_by_initials(abbreviation: str, name: str) -> bool:
    """Every capital of `abbreviation` spells a part of `name` in order, and every other part is optional."""
    short = abbreviation.strip()
    if not _ABBREVIATION.fullmatch(short) or len(re.findall(r"[A-Z]", short)) < 2 or not re.search(r"[a-z]{4}", name):
        return False
    letters = re.findall(r"[A-Z]", short)
    parts = name_parts(name)
    if len(parts) < len(letters):
        return False
    return any(spelled_by_initials("".join(letters), order, _NAME_READING) for order in _substituent_orders(parts))


def _substituent_orders(parts: list[str]) -> list[list[str]]:
    """The parts as written, then with the leading substituent groups (`ethyl`, `methyl`) in every other order: a
    name cites its substituent prefixes alphanumerically (IUPAC Blue Book 2013, P-14.5), an abbreviation in no fixed
    order (`EMIM`, `MEP`); at most four groups are permuted."""
    lead = next((i for i, p in enumerate(parts) if not (p.endswith("yl") and len(p) > 3)), len(parts))
    if lead < 2 or lead > 4:
        return [parts]
    orders = [list(order) + parts[lead:] for order in permutations(parts[:lead])]
    return [parts] + [o for o in orders if o != parts]


@lru_cache(maxsize=16384)
def spelt_by_word_initials(abbreviation: str, name: str) -> bool:
    """The capitals spell the name's words, one initial per word or per part, in the name's order or in its
    inverted order (`DGEBA`: diglycidyl ether of bisphenol A, indexed as `bisphenol A diglycidyl ether`; CAS
    index names invert the parent and its substituents). Looser than `spelt_by_initials`: a best guess only."""
    short = abbreviation.strip()
    if not _ABBREVIATION.fullmatch(short) or len(re.findall(r"[A-Z]", short)) < 3 or not re.search(r"[a-z]{4}", name):
        return False
    letters = "".join(re.findall(r"[A-Z]", short))
    words = [w for w in re.findall(r"[a-z]+", name.lower()) if w not in _EXTRA_WORDS]
    return any(spelled_by_initials(letters, words[k:] + words[:k], _WORD_READING) for k in range(len(words)))


# Words of a product name that say what it is for, not what it is made of.
_EXTRA_WORDS = frozenset({"of"})
