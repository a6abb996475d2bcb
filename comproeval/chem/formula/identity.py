"""Identity descriptors around a formula, and labels that only look like formulas (issue 26).

A key is read as a composition plus its identity: a stacking label (`P2-`, `O3-`, Delmas
notation), a mineral phase (`anatase`), a coating (`LiFePO4/C`, `Si@C`), water of
hydration. Two keys that differ in such a descriptor both state are different samples;
a descriptor one key states and the other lacks is not read against anything, so a match
resting on it is the best guess, not a proof. A short capitalised token (`CB`, `PC`) that
spells element symbols but is a known abbreviation of a solvent or polymer is a label,
not a formula: a comparison resting on reading it as one proves nothing.
Vocabulary and sources: `data/formula_lookalikes.json`.
"""

from __future__ import annotations

import functools
import re

from ..data import load_builtin, load_lexicon
from ..text import FORMULA_CHARS, normalize
from .coating_words import coated_as_at
from .composite import is_matrix, part_identity
from .grammar import ABBREVIATIONS

_DATA = load_lexicon("formula_lookalikes")
_STACKING_RE = re.compile(_DATA["stacking_labels"]["pattern"])
_MINERALS = tuple(sorted(_DATA["mineral_phases"]["words"], key=len, reverse=True))
_MINERAL_RE = re.compile(r"(?<![A-Za-z])(" + "|".join(map(re.escape, _MINERALS)) + r")(?![A-Za-z])", re.I)
_COATINGS = frozenset(p.lower() for p in _DATA["coatings"]["parts"])
ACRONYMS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _DATA["ambiguous_acronyms"]["acronyms"].items()}
_COATED_WORD_RE = re.compile(r"(?<![\w-])([A-Za-z-]+?)[\s-]+coated\s+(\S.*)$", re.I)
_CODE_RES = tuple(re.compile(pattern) for pattern in _DATA["material_codes"]["patterns"])
# A linker written as its lowercase abbreviation inside a formula's brackets (`Mg2(dobdc)`, `Zn(mIm)2`), with an
# isomer prefix kept (`m-dobdc`): IUPAC 2013 MOF terminology.
_LINKER_RE = re.compile(r"(?<=[A-Za-z0-9])\(((?:[a-z]-)?[A-Za-z0-9]*[a-z]{2,}[A-Za-z0-9-]*)\)")
# An organic cation of `data/knowledge/organic_cations.json` alone or with its halide (`PEAI`, `MABr`): read by that lexicon.
_CATIONS = sorted(load_builtin("abbreviations", "organic_cations"), key=len, reverse=True)
_CATION_TOKEN_RE = re.compile(r"(?:" + "|".join(map(re.escape, _CATIONS)) + r")(?:I|Br|Cl|F)?")
_ACRONYM_TOKEN_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2,5}s?(?![A-Za-z0-9])")
_HYDRATE_RE = re.compile(r"[·•⋅∙*.]\s*(?:\d+(?:\.\d+)?|[xyn])?\s*H2O\b|\bhydrate\b", re.I)


def take_stacking(text: str) -> tuple[str, list[str]]:
    """`P2-Na0.67Ni0.33Mn0.67O2` -> (`Na0.67Ni0.33Mn0.67O2`, [`P2`]): a Delmas stacking label, never phosphorus."""
    found = _STACKING_RE.findall(text)
    return (_STACKING_RE.sub("", text), found) if found else (text, [])


def stacking_labels(text: str) -> frozenset[str]:
    return frozenset(label.upper() for label in _STACKING_RE.findall(text))


def mineral_phases(text: str) -> frozenset[str]:
    """`TiO2 (anatase)` -> {anatase}; `zinc blende` and `zincblende` are one name."""
    return frozenset(m.lower().replace(" ", "") for m in _MINERAL_RE.findall(text))


@functools.lru_cache(maxsize=65536)
def coating(key: str) -> tuple[str, str, str] | None:
    """`LiFePO4/C` -> (`LiFePO4`, `C`, `/`), `Si@C` -> (`Si`, `C`, `@`): a host and its carbon coating, else None."""
    text = normalize(key, FORMULA_CHARS).strip()
    if (coated := _COATED_WORD_RE.search(text)) is not None and coated.group(1).lower() in _COATINGS:
        return coated.group(2).strip(), coated.group(1), "coated"
    for separator in ("@", "/"):
        host, sign, shell = text.rpartition(separator)
        bare = re.sub(r"\s*\([^()]*\)\s*$", "", shell).strip()
        if sign and host.strip() and bare.lower() in _COATINGS and "/" not in host and "@" not in host:
            return host.strip(), bare, separator
    return None


_COATING_PARTS = tuple(sorted(_DATA["coatings"]["parts"], key=len, reverse=True))
_COATING_PART_RE = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(map(re.escape, _COATING_PARTS)) + r")(?![A-Za-z0-9])")


def other_coating_named(key: str, coat: str) -> bool:
    """`Fe3O4-GO` against a `/rGO` coating: a key the coating reader left whole names another carbon by name (graphene
    oxide is not reduced graphene oxide: Bianco et al., All in the graphene family - a recommended nomenclature for
    two-dimensional carbon materials, Carbon 65 (2013) 1), so it is no bare host of the same sample. Parts that read as
    formulas (`C`, `NC`, also a nanocrystal's abbreviation) are left to the formula rules."""
    named = {_carbon_identity(part) for part in _COATING_PART_RE.findall(key)}
    named = {identity for identity in named if not identity.startswith("formula:")}
    mine = _carbon_identity(coat)
    return bool(named) and not mine.startswith("formula:") and mine not in named


def _carbon_identity(part: str) -> str:
    """One name per carbon (`RGO`, `r-GO`, `reduced graphene oxide` -> `lex:rGO`), a formula's reading marked
    `formula:`, else the part lower-cased."""
    identity = sorted(part_identity(part))
    if not identity:
        return part.lower()
    return identity[0] if identity[0].startswith("lex:") else f"formula:{identity[0]}"


def core_shell_order(key: str) -> tuple[str, ...] | None:
    """`Au@SiO2` -> (`Au`, `SiO2`): the layers of a core@shell key from the inside out, None for no `@`."""
    text = re.sub(r"\s*@\s*", "@", normalize(key, FORMULA_CHARS).strip())
    if "@" not in text or text.count("(") != text.count(")"):
        return None
    # `Ag@SiO2 nanocubes (55 nm)`: the layers are the word that holds the `@`; the words after it describe the particle
    words = [w for w in text.split() if "@" in w]
    if len(words) == 1 and words[0].count("(") == words[0].count(")"):
        text = words[0].strip(",;:")
    parts = tuple(p.strip() for p in text.split("@"))
    return parts if all(parts) else None


_LAYER_SEPARATORS = "@/"


def layer_sequence(key: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The layers of a core/shell or stacked key as written (`InP/ZnSe/ZnS` -> layers (`InP`, `ZnSe`, `ZnS`),
    separators (`/`, `/`)); `X-coated Y` is `Y@X`. None for fewer than two layers or unbalanced brackets.

    Only the material before its conditions is read (`CdSe/ZnS (4 ML)`: the `(4 ML)` is a condition)."""
    text = normalize(key, FORMULA_CHARS).strip()
    text = re.sub(r"\s+\([^()]*\)\s*$", "", text).strip()
    text = coated_as_at(text)  # `MnO2-coated NiCo2O4`: the coating outside its whole core, written core@shell
    if text.count("(") != text.count(")") or " " in text:
        return None
    layers, separators, depth, start = [], [], 0, 0
    for index, char in enumerate(text):
        depth += char in "(["
        depth -= char in ")]"
        if char in _LAYER_SEPARATORS and depth == 0:
            layers.append(text[start:index])
            separators.append(char)
            start = index + 1
    layers.append(text[start:])
    if len(layers) < 2 or not all(layers):
        return None
    return tuple(layers), tuple(separators)


def acronym_label(key: str) -> str | None:
    """The key, when it is a capitalised abbreviation that only spells element symbols (`CB`, `PVP`); else None.

    Such a token is a formula only when a chemist would write it as one: no repeated element
    (`PVP` is no P2V) and not a known abbreviation of a solvent, reagent or polymer."""
    text = normalize(key, FORMULA_CHARS).strip()
    if not re.fullmatch(r"[A-Z]{2,5}s?", text) or text in ABBREVIATIONS:
        return None  # not acronym-shaped, or a known abbreviation of a material (`KNN`): read as that material
    if text.rstrip("s") in ACRONYMS:
        return text
    letters = re.findall(r"[A-Z]", text)
    return text if len(set(letters)) < len(letters) else None


@functools.lru_cache(maxsize=65536)
def material_codes(key: str) -> tuple[str, ...]:
    """Names in the key that only look like formulas: a laboratory code and number (`UiO-66`, `ZSM-5`), a coded
    composition (`45S5`, `7YSZ`), an alloy grade (`316L`). Read as formulas they are phosphorus, oxygen or
    sulfur; a comparison resting on that reading proves nothing."""
    text = normalize(key, FORMULA_CHARS)
    found = [m.group(0).strip() for pattern in _CODE_RES for m in pattern.finditer(text)]
    # `PMN-30PT`, `BNT-6BT`: an amount before a known abbreviation is chemistry, not a code
    return tuple(dict.fromkeys(c for c in found if c.split("-")[0] not in ABBREVIATIONS and c.lstrip("0123456789") not in ABBREVIATIONS))


@functools.lru_cache(maxsize=65536)
def acronym_tokens(key: str) -> tuple[str, ...]:
    """Capitalised tokens inside a key that spell element symbols but are abbreviations (`CC` carbon cloth,
    `USY`, `NF`): no known material abbreviation, and a repeated letter or three or more letters."""
    text = normalize(key, FORMULA_CHARS)
    tokens = [m.group(0) for m in _ACRONYM_TOKEN_RE.finditer(text)]
    known = [t for t in tokens if t not in ABBREVIATIONS and not _CATION_TOKEN_RE.fullmatch(t)]  # `PEAI`: read by the cation lexicon
    return tuple(t for t in known if len(t.rstrip("s")) >= 3 or len(set(t)) < len(t) or t in ACRONYMS)


def linkers(key: str) -> tuple[str, ...]:
    """The linker abbreviations of a framework formula (`Ni2(m-dobdc)` -> (`m-dobdc`,)), as written."""
    return tuple(_LINKER_RE.findall(normalize(key, FORMULA_CHARS)))


def hydrated(key: str) -> bool:
    """The key writes water of hydration (`CuSO4·5H2O`, `… hydrate`)."""
    return bool(_HYDRATE_RE.search(normalize(key, FORMULA_CHARS)))


def anhydrous(key: str) -> str:
    """The key without its water of hydration (`CuSO4·5H2O` -> `CuSO4`)."""
    return _HYDRATE_RE.sub("", normalize(key, FORMULA_CHARS)).strip()


def one_sided(reference: str, test: str) -> tuple[str, ...]:
    """Identity descriptors one key states and the other leaves out: a stacking label, a mineral phase, a
    coating, water of hydration. Read against nothing, they leave a match unproven (a dropped `α-` is
    handled by the phase rules of `notations`)."""
    found = []
    ref_stacking, test_stacking = stacking_labels(reference), stacking_labels(test)
    if bool(ref_stacking) != bool(test_stacking):
        found.append(f"{'/'.join(sorted(ref_stacking | test_stacking))} (stacking, one side only)")
    ref_mineral, test_mineral = mineral_phases(reference), mineral_phases(test)
    if bool(ref_mineral) != bool(test_mineral):
        found.append(f"{'/'.join(sorted(ref_mineral | test_mineral))} (phase, one side only)")
    ref_coat, test_coat = coating(reference), coating(test)
    if (ref_coat is None) != (test_coat is None):
        found.append(f"{(ref_coat or test_coat)[1]} (coating, one side only)")
    if hydrated(reference) != hydrated(test):
        found.append("water of hydration (one side only)")
    return tuple(found)


COATINGS_DIFFER = "the same host with other carbons (`rGO` is not `GO`): another sample, the best guess"
COATED_HOST = "the same host, one key naming its coating (`LiFePO4/C`): the same sample or the bare host, unproven"
HYDRATE_ONE_SIDE = "the same compound, one key writing its water of hydration: another entry is the best guess, but fields differ on the convention"
LAYER_ORDER_DIFFERS = "the same layers in another order (core@shell): another structure"
STACK_ORDER_DIFFERS = "the same parts in another order around `/`: another stacking or support, unless the paper writes a blend either way"


def _stack_order_differs(reference: str, test: str, squeeze) -> str | None:
    """Core/shell and stacked keys (`InP/ZnSe/ZnS`, `MnO2@NiCo2O4/NF`) with the same layers in another order: another
    structure. Proven when the keys use one `@` or three or more layers, or the separators mark a core@shell; a swap of two
    `/` parts is the best guess only (a blend `A/B` may be written `B/A`). Parts that name a polymer matrix are a blend."""
    ref, test_layers = layer_sequence(reference), layer_sequence(test)
    if ref is None or test_layers is None or ref[1] != test_layers[1]:
        return None
    ref_parts, test_parts = tuple(map(squeeze, ref[0])), tuple(map(squeeze, test_layers[0]))
    if ref_parts == test_parts or sorted(ref_parts) != sorted(test_parts) or any(is_matrix(p) for p in ref[0]):
        return None
    return LAYER_ORDER_DIFFERS if "@" in ref[1] or len(ref_parts) >= 3 else STACK_ORDER_DIFFERS


def compare_identity_forms(reference: str, test: str, compare, squeeze) -> tuple[bool, float, str] | None:
    """Layer order, a coating and water of hydration are part of a sample's identity (issue 26): a core@shell
    key in another order is another structure; a coating or a hydrate one side leaves out is compared on the host
    (`compare(reference, test)` -> an object with `match` and `distance`; `squeeze` normalizes a layer's text)."""
    ref_order, test_order = core_shell_order(reference), core_shell_order(test)
    ref_layers, test_layers = tuple(map(squeeze, ref_order or ())), tuple(map(squeeze, test_order or ()))
    if ref_order and test_order and ref_layers != test_layers and sorted(ref_layers) == sorted(test_layers):
        return False, 1.0, LAYER_ORDER_DIFFERS
    if (stacked := _stack_order_differs(reference, test, squeeze)) is not None:
        return False, 1.0, stacked
    ref_coat, test_coat = coating(reference), coating(test)
    if (ref_coat is None) != (test_coat is None):
        coat, bare = (ref_coat, test) if ref_coat else (test_coat, reference)
        if other_coating_named(bare, coat[1]):
            return False, 1.0, COATINGS_DIFFER
        host = compare(ref_coat[0] if ref_coat else reference, test_coat[0] if test_coat else test)
        return (True, host.distance + 0.1, COATED_HOST) if host.match else None
    if hydrated(reference) != hydrated(test):
        host = compare(anhydrous(reference), anhydrous(test))
        return (False, host.distance + 0.3, HYDRATE_ONE_SIDE) if host.match else None
    return None
