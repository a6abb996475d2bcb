"""Solid-solution series of minerals read as the end members they span (`data/family_mineral_series.json`).

A series is named by its end members (`pyrope-almandine garnet`), by a series name (`plagioclase`, the
albite-anorthite series; `ugrandite`), by the cations of the site that alone tells its end members apart
(`Na-Ca feldspar`) or by a formula with a mixed site (`(Mg,Fe)2SiO4`: forsterite and fayalite; IMA-CNMNC ideal
end-member formulas). Two names spanning the same end members, or one spanning a part of the other's (a binary series
inside a named ternary one), name one family; two series that share at most one end member and add others
(`pyrope-grossular`, `grossular-andradite`) are sibling series. Best guesses only: a name may state a range of its
series (`An-rich plagioclase`) the end members do not tell.
"""

from __future__ import annotations

import itertools
import re

from . import formula
from .data import load_lexicon
from .once import load_once

_DASH = r"\s*[-\u2010-\u2015\u2212/]\s*"
_MIXED_SITE = re.compile(r"\(([A-Z][a-z]?(?:,\s*[A-Z][a-z]?)+)\)")


@load_once
def _data() -> dict:
    return load_lexicon("family_mineral_series")


@load_once
def _end_member_formulas() -> dict[str, str]:
    """End-member name -> its ideal formula, read from the one table of species formulas (`data/minerals.json`); an
    alias (`k-feldspar`) reads its species' formula."""
    species = load_lexicon("minerals")["species"]["formulas"]
    members = _data()["end_members"]
    return {name: species[name] for name in members["names"]} | {alias: species[name] for alias, name in members["aliases"].items()}


@load_once
def _end_member_compositions() -> dict[str, dict[str, float]]:
    """End-member name -> its ideal formula's composition."""
    return {name: dict(formula.parse_composition(text).elements) for name, text in _end_member_formulas().items()}


def _formula_of(name: str) -> str:
    return _end_member_formulas()[name]


def _word_re(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z]){re.escape(name)}s?(?![a-z])")


def _named(lowered: str) -> set[str]:
    """End members named as words or through a series name (`plagioclase`), as their formulas."""
    found: set[str] = set()
    for series, members in sorted(_data()["series"]["names"].items(), key=lambda pair: -len(pair[0])):
        if _word_re(series).search(lowered):
            found |= {_formula_of(m) for m in members}
            lowered = _word_re(series).sub(" ", lowered)
    return found | {_formula_of(name) for name in _end_member_formulas() if _word_re(name).search(lowered)}


def _by_cations(text: str) -> set[str]:
    """End members named by the cations of a group's telling site (`Na-Ca feldspar`)."""
    found: set[str] = set()
    for group, cations in _data()["site_cations"]["groups"].items():
        pattern = rf"(?<![A-Za-z])([A-Z][a-z]?(?:{_DASH}[A-Z][a-z]?)+)\s+{group}s?(?![a-z])"
        for match in re.finditer(pattern, text):
            symbols = re.split(_DASH, match[1])
            if all(s in cations for s in symbols):
                found |= {_formula_of(cations[s]) for s in symbols}
    return found


def _by_mixed_formula(text: str) -> set[str]:
    """End members a formula with mixed sites spans (`(Mg,Fe)3Al2Si3O12`): each choice of one cation per site that
    writes an end member's ideal formula."""
    found: set[str] = set()
    for token in text.split():
        sites = _MIXED_SITE.findall(token)
        if not sites:
            continue
        for choice in itertools.product(*(re.split(r",\s*", site) for site in sites)):
            chosen = iter(choice)
            written = _MIXED_SITE.sub(lambda _, cations=chosen: next(cations), token.strip(",;"))
            parsed = formula.parse_composition(written)
            if parsed is None or parsed.qualifiers:
                continue
            found |= {_formula_of(n) for n, c in _end_member_compositions().items() if c == dict(parsed.elements)}
    return found


@load_once
def _other_species() -> frozenset[str]:
    """Mineral species outside the series read here (`wadsleyite`, a polymorph of olivine: `data/minerals.json`)."""
    return frozenset(load_lexicon("minerals")["species"]["formulas"]) - set(_end_member_formulas())


def end_members(text: str) -> frozenset[str] | None:
    """The ideal formulas of the end members a name spans, when it names a series (two or more) and no other species
    (`wadsleyite (Mg,Fe)2SiO4` is a polymorph of olivine's formula, no olivine); else None."""
    if any(_word_re(species).search((text or "").lower()) for species in _other_species()):
        return None
    found = _named((text or "").lower()) | _by_cations(text or "") | _by_mixed_formula(text or "")
    return frozenset(found) if len(found) >= 2 else None


def series_relation(reference: str, test: str) -> tuple[bool, str] | None:
    """(one family as a best guess, why) for two names of mineral series, or None when either names none."""
    one, other = end_members(reference), end_members(test)
    if one is None or other is None:
        return None
    said = f"{reference} and {test} span the end members {', '.join(sorted(one))} and {', '.join(sorted(other))}"
    if one <= other or other <= one:
        return True, f"{said} (IMA end-member formulas): one series or a part of it, the same family is the best guess"
    return False, f"{said} (IMA end-member formulas): sibling series, another family is the best guess"
