"""The phase a precursor names (`α-Si3N4`, `TiO2 (anatase)`, `h-BN`), and the compound without it.

A phase is an identity descriptor (issue 26, class 4): `α-Si3N4` and `β-Si3N4` are
two reagents although they share a formula, while `TiO2 (anatase)` for `TiO2` only
adds detail the other entry leaves open. The designations are read as composition
keys read them (`chem.formula.notations.phase_designations`: Greek polymorph letters,
crystal-system words and prefixes, Ramsdell polytypes, IMA mineral names); this
module only removes them, so the rest can be resolved as a compound.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_lexicon
from ..formula.identity import mineral_phases
from ..formula.notations import phase_designations
from ..text import collapse_spaces

# Kinds of designation that name a phase; computational settings and stacking labels are not precursor phases.
_PHASE_KINDS = ("system", "polymorph", "polytype", "mineral")
_GREEK = re.compile(r"(?<![A-Za-z])(?:[αβγδεζηθκλ]|alpha|beta|gamma|delta)-\s*", re.I)
_PHASE_WORD = re.compile(r"(?<![A-Za-z])[αβγδεζηθκλ]?-?phase(?![A-Za-z])", re.I)
_POLYTYPE = re.compile(r"(?<![A-Za-z0-9])\d{1,2}[HTRC]'?-(?=[A-Z])")


@lru_cache(maxsize=1)
def _system_patterns() -> tuple[re.Pattern, re.Pattern]:
    prefixes = load_lexicon("notations_keys")["phase_prefixes"]["prefixes"]
    systems = {p: w for p, w in prefixes.items() if w not in ("graphitic", "amorphous")}  # `g-C3N4` is a compound's name
    prefix = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(sorted(map(re.escape, systems), key=len, reverse=True)) + r")-(?=[A-Z])")
    words = re.compile(r"(?<![A-Za-z])(?:" + "|".join(sorted(map(re.escape, set(systems.values())), key=len, reverse=True)) + r")(?![A-Za-z])", re.I)
    return prefix, words


@lru_cache(maxsize=16384)
def phase_of(text: str) -> dict[str, frozenset[str]]:
    """The phase designations `text` states, per kind (empty when it states none)."""
    found = phase_designations(text or "")
    return {kind: values for kind, values in found.items() if kind in _PHASE_KINDS}


@lru_cache(maxsize=16384)
def without_phase(text: str) -> str:
    """`text` with its phase designations removed (`α-Fe2O3 (hematite)` -> `Fe2O3`); `text` itself when it states
    none, or when nothing but the phase is left (`anatase` names its compound by its phase)."""
    if not phase_of(text):
        return text
    prefix, words = _system_patterns()
    stripped = _POLYTYPE.sub("", prefix.sub("", _GREEK.sub("", text)))
    stripped = _PHASE_WORD.sub(" ", words.sub(" ", stripped))
    for mineral in sorted(mineral_phases(stripped), key=len, reverse=True):
        stripped = re.sub(r"(?<![A-Za-z])" + r"\s*".join(map(re.escape, mineral)) + r"(?![A-Za-z])", " ", stripped, flags=re.I)
    stripped = re.sub(r"[(\[]\s*[,;/]?\s*[)\]]", " ", stripped)
    stripped = collapse_spaces(stripped).strip(" ,;:-")
    return stripped if re.search(r"[A-Za-z]{1}", stripped) else text
