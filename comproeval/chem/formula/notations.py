"""Notations of composition keys other fields use, read before the formula grammar (issue 21).

Each rule is one convention of a field, with its vocabulary in `data/notations_keys.json`
and `data/knowledge/organic_cations.json`:

- the organic cations of halide perovskites are formulas (`MAPbI3` = `CH3NH3PbI3`);
- a polytype prefix (`2H-WSe2`, `1T'-MoTe2`) is a descriptor, never hydrogen or tritium;
- a vacancy sign (`[Fe(CN)6]0.96□0.04`) is no element;
- a subscript `1-x` (`AlxGa1−xAs`, `La2−xSrxCuO4`) is one amount, not a separator;
- a dimensionality (`monolayer`, `bilayer`, `bulk`) tells samples apart;
- a film written on its substrate (`A/SrTiO3`), a literature sample (`(ref. 12)`), and the basis
  of an amount (`wt%`, `at%`, `mol%`) are read, not skipped.
"""

from __future__ import annotations

import functools
import re

from ..data import load_builtin, load_lexicon, meaning_of
from ..text import FORMULA_CHARS, normalize, too_long
from .identity import mineral_phases, stacking_labels, take_stacking
from .phase_prefixes import PHASE_PREFIX_WORDS as _PHASES
from .phase_prefixes import phase_prefixes_as_words, phase_word_prefixes  # noqa: F401  (public here since issue 21)
from .polymorph_letters import GREEK, polymorph_letters

_KEYS = load_lexicon("notations_keys")
_CATIONS = load_builtin("abbreviations", "organic_cations")  # abbreviation -> {"means": formula, "names", "source"}
_POLYTYPE_RE = re.compile(_KEYS["polytypes"]["pattern"])
_VACANCY_RE = re.compile("[" + "".join(_KEYS["vacancy_signs"]) + r"]\s*(?:\d+(?:\.\d+)?|\.\d+)?")
_CITATION_RE = re.compile(_KEYS["citation_markers"]["pattern"], re.IGNORECASE)
_AMOUNT_BASIS_RE = re.compile(_KEYS["amount_bases"]["pattern"], re.IGNORECASE)
_HALIDE_RE = re.compile(r"(?:I|Br|Cl)(?![a-z])")
# An organic cation abbreviation standing as a formula unit: not inside a longer capitalised word (`PEA` is not `EA`).
_CATION_RE = re.compile(r"(?<![A-Z])(" + "|".join(sorted(map(re.escape, _CATIONS), key=len, reverse=True)) + r")(?![a-z])")
# `Ga1-xAs`, `La2-xSrx`, `Nb1−xTix`: a subscript with a variable, after an element or a bracket.
_SUBSCRIPT_VARIABLE_RE = re.compile(r"(?<=[A-Za-z)\]])(\d+(?:\.\d+)?)\s*-\s*([xyzδ])(?![a-z])")


@functools.lru_cache(maxsize=1)
def _element_names_re() -> tuple[re.Pattern, dict[str, str]]:
    from pymatgen.core.periodic_table import Element

    names = {e.long_name.lower(): e.symbol for e in Element}
    names["aluminum"], names["sulphur"], names["caesium"] = "Al", "S", "Cs"
    alternatives = "|".join(sorted(map(re.escape, names), key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z])({alternatives})(?=[-\s]+(?:co-?)?(?:doped|coated|substituted|loaded|modified)\b)", re.I), names


_MODIFIED_RE = re.compile(r"(?:doped|coated|substituted|loaded|modified)\b", re.I)


def element_names_to_symbols(text: str) -> str:
    """`phosphorus-doped g-C3N4` -> `P-doped g-C3N4`: a dopant or coating named by its element (pymatgen's names).

    An element's name is a word written in lower case, capitalised only at the start (IUPAC Red Book 2005, IR-3.1);
    a capital inside it makes it a formula (`TiN-coated Ti` is titanium nitride, not tin)."""
    if not _MODIFIED_RE.search(text):
        return text
    pattern, names = _element_names_re()
    return pattern.sub(lambda m: names[m.group(1).lower()] if _written_as_name(m.group(1)) else m.group(1), text)


def _written_as_name(word: str) -> bool:
    return word[1:] == word[1:].lower()


_COATED_RE = re.compile(r"(?<![\w-])([A-Z][A-Za-z0-9()]*)-coated\s+([A-Z][A-Za-z0-9().]*)")


def coating_as_composite(text: str) -> str:
    """`C-coated LiFePO4` -> `LiFePO4/C`: a coated material is the composite of the core and its coating, written
    substrate/coating as ISO 2080 designates a coating (`Fe/Zn`: zinc on iron)."""
    return _COATED_RE.sub(lambda m: f"{m.group(2)}/{m.group(1)}", text)


_TRAILING_LOADING_RE = re.compile(r",\s*((?:\d+(?:\.\d+)?|\.\d+)\s*(?:wt|at|mol|vol)?\s*\.?\s*%[^,()]*)$")


def loading_clause_as_note(text: str) -> str:
    """`X nanosheets, 1.1 wt% P` -> `X nanosheets (1.1 wt% P)`: a trailing clause stating a loading is a note."""
    return _TRAILING_LOADING_RE.sub(lambda m: f" ({m.group(1).strip()})", text)


_PERCENT_HYPHEN_RE = re.compile(r"(?<![\d.])((?:\d+(?:\.\d+)?|\.\d+)\s*(?:(?:wt|at|mol|vol)\s*\.?\s*)?%)-(?=[A-Z])")
# `Y2O3:Eu3+`, `ZnS:5%Mn`: a host, a colon, then a dopant element (charge and amount optional).
_HOST_COLON_ELEMENT_RE = re.compile(
    r"^\s*([A-Z][A-Za-z0-9().]*)\s*:\s*(?:((?:\d+(?:\.\d+)?|\.\d+)\s*(?:(?:wt|at|mol|vol)\s*\.?\s*)?%)\s*)?([A-Z][a-z]?)(?:\^?\d?[+-])?\s*(\(.*\))?\s*$"
)
# `SrAl2O4:Eu2+,Dy3+`: a host, a colon, then a list of co-dopant elements (charges optional, no amounts).
_CODOPANT = r"[A-Z][a-z]?(?:\^?\d?[+-])?"
_HOST_COLON_ELEMENTS_RE = re.compile(rf"^\s*([A-Z][A-Za-z0-9().]*)\s*:\s*({_CODOPANT}(?:\s*,\s*{_CODOPANT})+)\s*(\(.*\))?\s*$")
# `FASnI3:PEAI (5%)`: a host, a colon, an additive compound, and its amount as a note.
_HOST_COLON_ADDITIVE_RE = re.compile(
    r"^\s*([A-Z][A-Za-z0-9().]*)\s*:\s*([A-Z][A-Za-z0-9().]*)\s*\(\s*((?:\d+(?:\.\d+)?|\.\d+)\s*(?:(?:wt|at|mol|vol)\s*\.?\s*)?%)\s*\)\s*$"
)


def colon_and_percent_forms(text: str) -> str:
    """Dopant notations in one spelling: `2%-MoS2/CdS` -> `2% MoS2/CdS`; `Y2O3:Eu3+` -> `Eu-doped Y2O3`;
    `ZnS:5%Mn` -> `5% Mn-doped ZnS`; `SrAl2O4:Eu2+,Dy3+` -> `Eu/Dy-doped SrAl2O4`; `FASnI3:PEAI (5%)` -> `FASnI3 + 5% PEAI`."""
    text = _PERCENT_HYPHEN_RE.sub(r"\1 ", text)
    if (colon := _HOST_COLON_ELEMENT_RE.match(text)) is not None:
        host, amount, element, note = colon.groups()
        return f"{amount + ' ' if amount else ''}{element}-doped {host}{' ' + note if note else ''}"
    if (colon := _HOST_COLON_ELEMENTS_RE.match(text)) is not None:
        host, elements, note = colon.groups()
        species = "/".join(re.findall(r"[A-Z][a-z]?", elements))
        return f"{species}-doped {host}{' ' + note if note else ''}"
    if (colon := _HOST_COLON_ADDITIVE_RE.match(text)) is not None:
        host, additive, amount = colon.groups()
        return f"{host} + {amount} {additive}"
    return text


_CRYSTAL_SYSTEMS = frozenset(w for w in _PHASES.values() if w not in ("graphitic", "amorphous"))


@functools.lru_cache(maxsize=65536)
def phase_designations(key: str) -> dict[str, frozenset[str]]:
    """The phase a key names, per kind: crystal system (`monoclinic`, `m-`), polymorph letter (`α-`), polytype (`2H-`),
    and the computational setting of a calculated value (`PBE`, `HSE06+SOC`).

    Two keys naming different phases (or settings) of one kind are different entries (`m-BiVO4`, `t-BiVO4`)."""
    text = normalize(key, FORMULA_CHARS)
    lowered = phase_prefixes_as_words(text).lower()
    found = {
        "system": frozenset(w for w in _CRYSTAL_SYSTEMS if re.search(rf"(?<![a-z]){w}(?![a-z])", lowered)),
        "polymorph": frozenset(p.letter for p in polymorph_letters(text) if p.kind == GREEK),  # `α-`; `VO2(B)` is read apart
        "polytype": frozenset(p.upper().replace("′", "'") for p in _POLYTYPE_RE.findall(text)),  # 1T′ is 1T'
        "stacking": stacking_labels(text),  # Delmas `P2-`/`O3-` of layered oxides (issue 26)
        "mineral": mineral_phases(text),  # `anatase`/`rutile`
        "computation": _computation(text),
    }
    return {kind: values for kind, values in found.items() if values}


_COMPUTATIONAL = _KEYS["computational_settings"]["tokens"]
_COMPUTATIONAL_RE = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(map(re.escape, sorted(_COMPUTATIONAL, key=len, reverse=True))) + r")(?![A-Za-z0-9])")


def computational_settings_as_note(text: str) -> str:
    """`NiO GGA+U`, `MoS2 (HSE06+SOC)` -> `NiO (computed GGA+U)`: a functional is a setting, never `+U` uranium."""
    found = _COMPUTATIONAL_RE.findall(text)
    if not found:
        return text
    rest = _COMPUTATIONAL_RE.sub(" ", text)
    rest = re.sub(r"[(\[]\s*[+,/;\s]*\s*[)\]]", " ", rest)
    rest = re.sub(r"\s*[+,]\s*(?=[+,]|\s*$|\s*\()", " ", rest).strip(" ,+")
    return f"{rest} (computed {' '.join(found)})"


def _computation(text: str) -> frozenset[str]:
    """The settings a key names; a bare `DFT` beside a functional adds nothing."""
    found = frozenset(t.upper() for t in _COMPUTATIONAL_RE.findall(text))
    return found - {"DFT"} if found - {"DFT"} else found


_BARE_PERCENT_RE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?|\.\d+)\s*%")


@functools.lru_cache(maxsize=65536)
def bare_percentages(key: str) -> frozenset[str]:
    """Numbers written as a percentage with no basis (`2%`, not `2 wt%`): a mass or an amount fraction, unsaid."""
    text = _AMOUNT_BASIS_RE.sub(" ", normalize(key, FORMULA_CHARS))
    return frozenset(format(float(m), "g") for m in _BARE_PERCENT_RE.findall(text))


# not after a percentage (`3 wt% CoOx`): there it is a dopant species, read by `key_additions.species_key`
_UNSTATED_OXIDE_RE = re.compile(r"(?<![A-Za-z0-9%])(?<!%\s)([A-Z][a-z]?)O([xyδ])(?![A-Za-z0-9])")


def unstated_oxides(text: str) -> str:
    """`CoOx`, `MoOx`: an oxide of that metal with its oxygen content unstated, the element set `(Co,O)`
    (unless the key assigns the variable)."""
    return _UNSTATED_OXIDE_RE.sub(lambda m: m.group(0) if re.search(rf"(?<![A-Za-z]){m.group(2)}\s*=", text) else f"({m.group(1)},O)", text)


def expand_organic_cations(text: str) -> str:
    """`FA0.95Cs0.05PbI3` -> `(CH(NH2)2)0.95Cs0.05PbI3`; only in a halide key, where these letters are cations."""
    if not _HALIDE_RE.search(text) or not _CATION_RE.search(text):
        return text
    return _CATION_RE.sub(_cation_formula, text)


def _cation_formula(match: re.Match) -> str:
    """The formula, bracketed when a subscript follows (`FA0.95` -> `(CH(NH2)2)0.95`)."""
    formula = meaning_of(_CATIONS[match.group(1)])
    following = match.string[match.end() : match.end() + 1]
    return f"({formula})" if following.isdigit() or following == "." else formula


def take_polytypes(text: str) -> tuple[str, list[str]]:
    """`2H-WSe2` -> (`WSe2`, [`2H`]), `P2-NaxCoO2` -> (`NaxCoO2`, [`P2`]): a Ramsdell polytype or a Delmas
    stacking symbol is a descriptor."""
    text, stacking = take_stacking(text)
    found = _POLYTYPE_RE.findall(text)
    return (_POLYTYPE_RE.sub("", text), [*stacking, *found]) if found else (text, stacking)


def drop_vacancies(text: str) -> str:
    """The vacancy sign and its amount name no element: `Mn[Fe(CN)6]0.96□0.04` is `Mn[Fe(CN)6]0.96`."""
    return _VACANCY_RE.sub("", text)


def bracket_subscript_variables(text: str) -> str:
    """`AlxGa1-xAs` -> `AlxGa(1-x)As` when the variable is also a subscript (`Alx`): then `-` is arithmetic.

    In `(1-x)PbTiO3-xBiScO3` the variable is only a coefficient: the `-` there separates end members.
    """
    for variable in {m.group(2) for m in _SUBSCRIPT_VARIABLE_RE.finditer(text)}:
        if re.search(rf"[A-Z][a-z]?{re.escape(variable)}(?![a-z])", text):
            text = re.sub(
                rf"(?<=[A-Za-z)\]])(\d+(?:\.\d+)?)\s*-\s*{re.escape(variable)}(?![a-z])",
                lambda m, name=variable: f"({m.group(1)}-{name})",
                text,
            )
    return text


@functools.lru_cache(maxsize=1)
def _dimensionality_patterns() -> tuple[tuple[str, re.Pattern], ...]:
    classes = _KEYS["dimensionality"]["classes"]
    # `bilayer period`, `bilayer thickness`: the repeat unit of a multilayer coating (Λ), no two-layer 2D material
    repeat_unit = r"(?!\s+(?:period|thickness|spacing|repeat)s?\b)"
    return tuple(
        (
            name,
            re.compile(
                r"(?<![A-Za-z0-9-])(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")(?![A-Za-z-])" + repeat_unit,
                re.I,
            ),
        )
        for name, words in classes.items()
    )


@functools.lru_cache(maxsize=65536)
def dimensionality(text: str) -> frozenset[str]:
    """The dimensionality classes a key states (`MoS2 (bilayer)` -> {bilayer}); empty when it states none."""
    text = phase_prefixes_as_words(normalize(text, FORMULA_CHARS))
    return frozenset(name for name, pattern in _dimensionality_patterns() if pattern.search(text))


@functools.lru_cache(maxsize=1)
def _substrates() -> frozenset[str]:
    return frozenset(s.lower() for s in _KEYS["substrates"]["formulas"])


@functools.lru_cache(maxsize=65536)
def on_substrate(key: str) -> tuple[str, str] | None:
    """`Nd0.8Sr0.2NiO2/SrTiO3` -> (`Nd0.8Sr0.2NiO2`, `SrTiO3`): a film written on a single-crystal substrate."""
    text = normalize(key, FORMULA_CHARS)
    film, slash, substrate = text.rpartition("/")
    substrate = substrate.strip()
    bare = re.sub(r"\s*\([^()]*\)\s*$", "", substrate)
    if not slash or not film.strip() or bare.lower() not in _substrates():
        return None
    return film.strip() + substrate[len(bare) :], bare


@functools.lru_cache(maxsize=65536)
def cites_literature(key: str) -> bool:
    """`MgB2 (ref. 1)`, `PbTe [12]`: a sample of another paper, quoted for comparison."""
    return bool(_CITATION_RE.search(normalize(key, FORMULA_CHARS)))


@functools.lru_cache(maxsize=65536)
def amount_bases(key: str) -> dict[str, frozenset[str]]:
    """Amount -> the bases it is stated in (`5.1 wt% C` -> {'5.1': {'wt'}}); `wt%` and `at%` are other amounts."""
    found: dict[str, set[str]] = {}
    if too_long(key, "formula"):
        return {}
    for amount, basis in _AMOUNT_BASIS_RE.findall(normalize(key, FORMULA_CHARS)):
        found.setdefault(format(float(amount), "g"), set()).add(basis.lower())
    return {k: frozenset(v) for k, v in found.items()}


@functools.lru_cache(maxsize=1)
def _descriptor_words() -> frozenset[str]:
    return frozenset(_KEYS["descriptor_vocabulary"]["words"])


def known_descriptor_word(word: str) -> bool:
    """A word that describes a sample (a treatment, form, phase, condition or computational setting)."""
    word = word.lower()
    return word in _descriptor_words() or (len(word) > 3 and word.endswith("s") and word[:-1] in _descriptor_words())
