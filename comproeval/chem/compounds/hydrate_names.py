"""Names that state a compound's water in words: trivial names defined with it (`borax`, `Epsom salt`), the hydrate
word that restates it (`anhydrous borax`, `borax pentahydrate`), and `hydrated` before a name.

IUPAC Red Book 2005, IR-5.5 (addition compounds): a hydrate's name gives the water of the formula unit (`decahydrate`,
`anhydrous` none), so a name that states another water than a formula names another raw material.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ..data import load_lexicon
from .formulas import Resolved, parse_formula
from .minerals import mineral_reading
from .names import normalize_name, split_hydrate_words


@lru_cache(maxsize=1)
def _trivial_hydrates() -> dict[str, str]:
    """Trivial names defined with their water (`Epsom salt`: MgSO4·7H2O; `data/trivial_hydrates.json`)."""
    return load_lexicon("trivial_hydrates")["names"]


def trivial_hydrate(name: str) -> str | None:
    """The formula, water included, of a trivial name defined with its water (`borax`: Na2B4O7·10H2O), else None."""
    return _trivial_hydrates().get(" ".join(name.lower().split()))


def restated_water(name: str) -> tuple[bool, Resolved | None]:
    """`anhydrous borax`, `borax pentahydrate`, `anhydrous gypsum`: a trivial or mineral name defined with its water
    (`data/trivial_hydrates.json`, the IMA formula) and a hydrate word stating another: the word's water replaces the
    definition's. A definition with hydroxide groups (the mineral borax, Na2B4O5(OH)4·8H2O) loses them too when
    dehydrated: no reading. (False, None) when the name is no such name."""
    base, water, stated, unknown = split_hydrate_words(normalize_name(name))
    if not (stated or unknown):
        return False, None
    defined = _trivial_hydrates().get(base) or mineral_reading(base)[1]
    parsed = parse_formula(defined) if defined else None
    if parsed is None or not (parsed.water or parsed.unknown_water):
        return False, None
    if "H" in dict(parsed.anhydrous):
        return True, None
    return True, Resolved(parsed.anhydrous, water, stated, unknown, named=True)


def hydrated_name(name: str, resolve_name: Callable[[str], Resolved | None]) -> Resolved | None:
    """`hydrated copper sulfate`: a name no reading knows whole with `hydrated` before it is the compound with water of
    an unstated count, as `copper sulfate hydrate` is. Names read whole keep their reading (`hydrated lime` is Ca(OH)2,
    EN 459-1); `resolve_name` reads the rest."""
    words = normalize_name(name).split()
    if len(words) < 2 or words[0] != "hydrated":
        return None
    base = resolve_name(" ".join(words[1:]))
    return Resolved(base.anhydrous, 0.0, False, True, named=True) if base is not None and not base.water else None
