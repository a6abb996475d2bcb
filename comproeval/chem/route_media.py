"""The medium a route's step is run in, read from its description: the gas it was run under (`annealing under Ar`,
`firing in air`, `sintering in a nitrogen atmosphere`) and the solvent it was run in (`polymerisation in ethanol`,
`aqueous precipitation`).

A step run under another gas or in another solvent is another procedure: the atmosphere of a heat treatment sets what
the solid exchanges with it (oxidation in air or oxygen, none under argon, reduction under hydrogen: Kingery, Bowen &
Uhlmann, Introduction to Ceramics, 2nd ed., 1976, ch. 4 and 6), and the solvent of a solution route takes part in it
(Reichardt & Welton, Solvents and Solvent Effects in Organic Chemistry, 4th ed., 2011, ch. 1). So two entries that each
write a medium of one kind, and no medium in common, name two procedures however alike their route's name; a medium
written on one side only is detail the other left unsaid. Gases are the elements gaseous at 25 °C and 1 bar
(`chem.gases`) by name or formula, air and vacuum; solvents those of the lab-chemical lexicon (`chem.solvents`), water
also by the adjective `aqueous` (OED, aqueous adj.: of, in or made with water).
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import gases
from .solvents import solvent_identities, solvent_key
from .text import too_long


@lru_cache(maxsize=4096)
def atmospheres(text: str) -> frozenset[str]:
    """The gases (formulas, `air`, `vacuum`) a route's description runs a step under (`chem.gases.atmospheres`); a
    mixture counts each of its gases."""
    if too_long(text, "method"):
        return frozenset()
    return frozenset(gases.atmospheres(text))


# A solvent or a mixture of solvents a step is run in (`in isopropanol`, `in ethanol/water`), a few descriptive words
# between; or water named by the adjective (`aqueous solution`, `in aqueous ethanol`: ethanol and water).
_SOLVENT_WORDS = r"[\w-]+(?:\s+[\w-]+)?"
_IN_SOLVENT = re.compile(
    rf"\bin\s+(?:(?:an?|the|pure|dry|anhydrous|absolute|boiling|aqueous)\s+)*(?P<solvent>{_SOLVENT_WORDS}(?:\s*[/:+]\s*{_SOLVENT_WORDS})*)",
    re.IGNORECASE,
)
_AQUEOUS = re.compile(r"(?<![\w-])(?:aqueous|water)(?![\w])", re.IGNORECASE)


_SHORT = 5  # an abbreviation this short is read only in capitals (`IPA`, not the `top` of a layer)


def _solvent(words: str) -> str | None:
    """A solvent's formula from its name or abbreviation (a short abbreviation only in capitals, as written: `THF`),
    the longer reading first (`acetic acid` before `acetic`)."""
    identities = solvent_identities()
    for candidate in (words, words.split()[0]):
        found = identities.get(solvent_key(candidate))
        if found is not None and (not found[1] or len(candidate) > _SHORT or candidate.upper() == candidate):
            return found[0]
    return None


def _solvent_spans(text: str) -> list[tuple[tuple[int, int], frozenset[str]]]:
    """Each `in <solvent>` of the text, its span and its solvents; a mixture only when each part is a solvent read."""
    found = []
    for match in _IN_SOLVENT.finditer(text):
        parts = [_solvent(p.strip()) for p in re.split(r"\s*[/:+]\s*", match["solvent"])]
        if parts and all(parts):
            found.append((match.span(), frozenset(p for p in parts if p)))
    return found


@lru_cache(maxsize=4096)
def solvents(text: str) -> frozenset[str]:
    """The solvents (formulas) a route's description runs a step in; water also from `aqueous`."""
    if too_long(text, "method"):
        return frozenset()
    found = {formula for _, formulas in _solvent_spans(text) for formula in formulas}
    if _AQUEOUS.search(text):
        found.add(solvent_identities()["water"][0])
    return frozenset(found)


def _gas_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the gases `atmospheres` reads, each with the preposition or noun that names it the atmosphere."""
    return [span for span, _ in gases.atmosphere_spans(text)]


def only_media_apart(reference: str, test: str) -> bool:
    """The two entries are written alike once the media each writes are taken out (`sol-gel under Ar`, `sol-gel under
    N2`; `aqueous precipitation`, `precipitation in ethanol`): every other word read as the same, so the medium is all
    that differs, and it differs."""

    def rest(text: str) -> str:
        spans = sorted([*_gas_spans(text), *(span for span, _ in _solvent_spans(text))])
        kept, at = [], 0
        for start, end in spans:
            if start >= at:
                kept.append(text[at:start])
                at = end
        kept.append(text[at:])
        return " ".join(re.findall(r"[a-z0-9]+", _AQUEOUS.sub(" ", " ".join(kept)).casefold()))

    mine, other = rest(reference), rest(test)
    return bool(mine) and mine == other


def other_media(reference: str, test: str) -> tuple[str, frozenset[str], frozenset[str]] | None:
    """(`atmosphere` or `solvent`, the reference's, the test's) when both entries write a medium of that kind and
    none in common (`under Ar` against `under N2`; `aqueous` against `in isopropanol`); None otherwise."""
    for kind, reader in (("atmosphere", atmospheres), ("solvent", solvents)):
        mine, other = reader(reference), reader(test)
        if mine and other and not mine & other:
            return kind, mine, other
    return None
