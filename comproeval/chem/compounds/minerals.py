"""Mineral names read by mineralogy, not by the chemical database (`data/minerals.json`, the IMA list of minerals).

The `chemicals` database answers a mineral name with whatever compound its synonym index files under it (`talc` as
MgSiO3·H2O, `kaolinite` as Al2SiO5, `mica` as a phthalocyanine), so a mineral name read there may prove a false
difference. A species of the IMA list reads its ideal formula; a rock or industrial clay named after its mineral
(`kaolin`) reads that mineral; a group name (`mica`) names no one compound. Two species of one formula are
polymorphs: two minerals, never one compound.
"""

from __future__ import annotations

import re

from ..data import load_lexicon
from ..once import load_once


@load_once
def _minerals() -> tuple[dict[str, str | None], dict[str, str], frozenset[str]]:
    data = load_lexicon("minerals")
    return data["species"]["formulas"], data["rocks"]["minerals"], frozenset(data["groups"]["names"])


@load_once
def _named() -> tuple[re.Pattern, dict[str, str]]:
    """A pattern of every species, rock and lettered mineral name; the polymorph letter each lettered name fixes."""
    data = load_lexicon("minerals")
    letters = data["polymorph_letters"]["letters"]
    names = {*data["species"]["formulas"], *data["rocks"]["minerals"], *letters}
    alternatives = "|".join(r"\s*".join(map(re.escape, n.split())) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z\u00C0-\u024F])(?<![A-Za-z]-)(?:{alternatives})(?![A-Za-z\u00C0-\u024F])", re.I), letters


def rock_minerals() -> dict[str, str]:
    """Rocks and industrial clays by the mineral they are named after (`kaolin`: kaolinite), lower case."""
    return _minerals()[1]


def named_minerals(text: str) -> frozenset[str]:
    """The minerals an entry names in words (`boehmite powder`, `Al2O3 (corundum)`), lower case; a rock or industrial
    clay as its mineral (`kaolin`: kaolinite)."""
    rocks = _minerals()[1]
    return frozenset(canonical_mineral(rocks.get(name, name)) for name in mineral_words(text))


def canonical_mineral(name: str) -> str:
    """One spelling per species (`baryte`, `barite`; `zinc blende`, `sphalerite`): `minerals.json` `synonyms`, read
    with or without the space of a two-word name (`rock salt`, `rocksalt`: the phase notation writes it closed up)."""
    key = "".join(name.lower().split())
    synonyms = {"".join(k.split()): v for k, v in load_lexicon("minerals")["synonyms"]["names"].items()}
    return synonyms.get(key, key)


def mineral_words(text: str) -> frozenset[str]:
    """The mineral names an entry writes, as written (lower case, one space between words)."""
    return frozenset(" ".join(m.lower().split()) for m in _named()[0].findall(text or ""))


def mineral_letters(text: str) -> frozenset[str]:
    """The polymorph letters the mineral names of an entry fix (`diaspore` α-AlOOH, `boehmite` γ-AlOOH): a species
    name states its polymorph as fully as the Greek letter does (`minerals.json` `polymorph_letters`)."""
    letters = _named()[1]
    return frozenset(letters[name] for name in named_minerals(text) if name in letters)


def mineral_species(name: str) -> str | None:
    """The IMA species a name is or is named after (`kaolin` -> `kaolinite`), else None."""
    key = " ".join(name.lower().split())
    species, rocks, _ = _minerals()
    key = rocks.get(key, key)
    return key if key in species else None


def mineral_reading(name: str) -> tuple[bool, str | None]:
    """(is a mineral name, its ideal formula): a group name or a species without one ideal formula reads None."""
    key = " ".join(name.lower().split())
    if key in _minerals()[2]:
        return True, None
    species = mineral_species(key)
    return (True, _minerals()[0][species]) if species is not None else (False, None)


def other_minerals(reference: str, test: str) -> bool:
    """Two species names (`kaolinite`, `dickite`; `boehmite (AlOOH)`, `diaspore`): two minerals even when they share a
    formula. A species named with its formula or another note in brackets is that species."""
    ref, tst = _named_species(reference), _named_species(test)
    return ref is not None and tst is not None and ref != tst


def names_rock(text: str) -> bool:
    """The entry names a rock or industrial clay (`kaolin`, `bentonite`): named after its dominant mineral, it holds
    others too (USGS Mineral Commodity Summaries; Murray, Applied Clay Mineralogy (2007): kaolin of kaolinite with
    halloysite, dickite), so it is no one species."""
    return any(name in _minerals()[1] for name in mineral_words(text))


def _named_species(text: str) -> str | None:
    """The species an entry names whole, or before or inside one bracketed note (`boehmite (γ-AlOOH)`)."""
    if (whole := mineral_species(text)) is not None:
        return whole
    noted = re.fullmatch(r"\s*([^()]+?)\s*\((.*)\)\s*", text)
    found = {s for part in noted.groups() if (s := mineral_species(part))} if noted else set()
    return found.pop() if len(found) == 1 else None


def exchanged_cation_name(text: str) -> str | None:
    """`Na-bentonite` -> `sodium bentonite`, `Ca-montmorillonite` -> `calcium montmorillonite`: a clay or other mineral
    name after an element symbol and a hyphen is the mineral with that exchangeable cation, as the nomenclature
    committees write it (Guggenheim et al., Clays Clay Miner. 54, 761 (2006), AIPEA and CMS recommendations: `Na-`,
    `Ca-montmorillonite`), and as chemists name it in words. None when the text is not so written."""
    from pymatgen.core import Element

    written = re.fullmatch(r"\s*([A-Z][a-z]?)-([a-z][a-z -]*?)\s*", text or "")
    if written is None or not Element.is_valid_symbol(written.group(1)):
        return None
    key = " ".join(written.group(2).split())
    species, rocks, groups = _minerals()
    if key not in species and key not in rocks and key not in groups:
        return None
    return f"{Element(written.group(1)).long_name.lower()} {key}"
