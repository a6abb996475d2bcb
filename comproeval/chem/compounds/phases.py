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

from ..data import load_lexicon, meaning_of
from ..formula.identity import mineral_phases
from ..formula.notations import phase_designations
from ..text import collapse_spaces
from .alkyl import alkyl_name
from .minerals import canonical_mineral, mineral_letters, mineral_words, named_minerals

# Kinds of designation that name a phase; computational settings and stacking labels are not precursor phases.
_PHASE_KINDS = ("system", "polymorph", "polytype", "mineral")
_GREEK = re.compile(r"(?<![A-Za-z])(?:[αβγδεζηθκλ]|alpha|beta|gamma|delta)-\s*", re.I)
# a polymorph letter spelled out before a formula (`gamma-Al2O3`): the letter itself (IUPAC Red Book IR-3.4.4)
_SPELLED_GREEK = re.compile(r"(?<![A-Za-z])((?i:alpha|beta|gamma|delta|epsilon|theta|kappa))-\s*(?=[A-Z][a-z]?\d)")
_GREEK_LETTERS = {"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "theta": "θ", "kappa": "κ"}


# A crystal form named by a word and its designation (`phase II`, `form I`, `modification B`, `polymorph III`): how the
# polymorphs of a molecular or polymeric solid are numbered (McCrone, "Polymorphism", in Physics and Chemistry of the
# Organic Solid State, 1965; USP <941> and Ph. Eur. 2.9.33 name a substance's crystal forms so; ammonium polyphosphate
# phase I and II, Kirk-Othmer, Flame retardants, phosphorus). `type` with a Roman numeral or a letter designates a kind
# of one material alike (ASTM C150 cement types, collagen types, USP gelatin types A and B), never a number (`type 304`
# is a steel grade, read by the alloy rules). Two designations of one kind are two materials.
_FORM = re.compile(
    r"(?<![A-Za-z])(?:(?i:crystal(?:line)?\s+)?(?P<word>(?i:phase|form|modification|polymorph))\s+(?P<mark>[IVX]{1,4}|[A-H]|\d{1,2})"
    r"|(?P<type>(?i:type))\s+(?P<kind>[IVX]{1,4}|[A-H]))(?![A-Za-z0-9'′/])"
)


def _forms(text: str) -> dict[str, frozenset[str]]:
    """The crystal forms (`form`) and kinds (`type`) `text` designates by a word and a mark."""
    found: dict[str, set[str]] = {}
    for match in _FORM.finditer(text or ""):
        kind, mark = ("type", match["kind"]) if match["type"] else ("form", match["mark"])
        found.setdefault(kind, set()).add(_numeral(mark))
    return {kind: frozenset(marks) for kind, marks in found.items()}


_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}


def _numeral(mark: str) -> str:
    """A Roman numeral as its number (`III` -> `3`), so `form III` and `form 3` are one designation: the numeral
    counts the forms in order of discovery either way (McCrone 1965); a letter or a number as it is."""
    if not re.fullmatch(r"[IVX]+", mark):
        return mark
    values = [_ROMAN_VALUES[c] for c in mark]
    return str(sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values)))


_PHASE_WORD = re.compile(r"(?<![A-Za-z])[αβγδεζηθκλ]?-?phase(?![A-Za-z])", re.I)
_POLYTYPE = re.compile(r"(?<![A-Za-z0-9])\d{1,2}[HTRC]'?-(?=[A-Z])")


def written_with_phase_letter(text: str) -> bool:
    """A Greek-letter phase prefix in the text (`β-W`, `gamma-Al2O3`): a polymorph notation."""
    return _GREEK.search(text) is not None


@lru_cache(maxsize=1)
def _system_patterns() -> tuple[re.Pattern, re.Pattern]:
    prefixes = load_lexicon("notations_keys")["phase_prefixes"]["prefixes"]
    systems = {p: w for p, w in prefixes.items() if w not in ("graphitic", "amorphous")}  # `g-C3N4` is a compound's name
    prefix = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(sorted(map(re.escape, systems), key=len, reverse=True)) + r")-(?=[A-Z])")
    words = re.compile(r"(?<![A-Za-z])(?:" + "|".join(sorted(map(re.escape, set(systems.values())), key=len, reverse=True)) + r")(?![A-Za-z])", re.I)
    return prefix, words


@lru_cache(maxsize=1)
def _allotropes() -> tuple[dict[str, frozenset[str]], dict[str, str], dict[str, str]]:
    """Element symbol -> its allotrope words; allotrope name -> element (`graphite` C); element name -> symbol."""
    from .formulas import elements

    words = {symbol: frozenset(meaning_of(entry)) for symbol, entry in load_lexicon("allotropes")["allotropes"].items()}
    names = {name: meaning_of(entry) for name, entry in load_lexicon("allotropes")["allotrope_names"].items()}
    by_name = {name: symbol for name, symbol in elements()[1].items() if symbol in words and len(name) > 2}
    return words, names, by_name


@lru_cache(maxsize=16384)
def _allotrope(text: str) -> tuple[str, str] | None:
    """(allotrope, the text with it written as its element): `red phosphorus` -> (red, phosphorus), `P (red)`
    -> (red, P), `graphite powder` -> (graphite, C powder); None when `text` names no allotrope."""
    words, names, by_name = _allotropes()
    for name, symbol in names.items():
        found = re.search(rf"(?<![A-Za-z]){name}(?![A-Za-z])", text, re.I)
        if found:
            rest = collapse_spaces(text[: found.start()] + " " + text[found.end() :])
            rest = collapse_spaces(re.sub(r"[(\[]\s*[)\]]", " ", rest)).strip(" ,;:-")
            if not rest or rest in (symbol, *[n for n, s in by_name.items() if s == symbol]):
                return name, symbol  # `graphite`, `C (graphite)`, `graphite carbon`
            return name, f"{symbol} {rest}" if not re.search(r"[A-Z]", rest) else text
    written = re.fullmatch(r"\s*(?:(?P<word>[a-z]+)\s+(?P<name>[a-z]+)|(?P<symbol>[A-Z][a-z]?)\s*[(\[]\s*(?P<note>[a-z]+)\s*[)\]])\s*", text, re.I)
    if written is None:
        return None
    symbol = by_name.get((written.group("name") or "").lower()) or written.group("symbol")
    word = (written.group("word") or written.group("note") or "").lower()
    if symbol in words and word in words[symbol]:
        return word, written.group("name") or symbol
    return None


# `o-`, `m-` before a capital: a crystal system before a formula (`m-ZrO2`), the ortho or meta locant of a disubstituted
# benzene before an acronym (`m-PDA`, m-phenylenediamine; `o-DCB`; IUPAC Blue Book 2013 P-14.4). Any crystal-system
# letter names the system of a formula it precedes (IUPAC Red Book IR-3.4.4: `c-BN`, `h-BN`); before an acronym that is
# no formula it is part of a name (`r-GO`, reduced graphene oxide).
_LOCANT = re.compile(r"^\s*[omtchr]-(?=[A-Z])")


def _formula_after_locant(text: str) -> bool:
    """What follows the `o-`/`m-` prefix is written as a formula (`ZrO2`), not as an acronym (`PDA`, `DCB`)."""
    from .formulas import parse_formula
    from .plausible import label_not_formula

    rest = _LOCANT.sub("", text).split()[0] if _LOCANT.sub("", text).split() else ""
    return parse_formula(rest) is not None and not label_not_formula(rest)


@lru_cache(maxsize=16384)
def phase_of(text: str) -> dict[str, frozenset[str]]:
    """The phase designations `text` states, per kind (empty when it states none); allotropes are one kind. The
    `t-`, `i-`, `n-` of an alkyl shorthand (`t-BuOH`) name an isomer, not a phase."""
    if alkyl_name(text or "") is not None:
        return {}
    found = {kind: values for kind, values in phase_designations(text or "").items() if kind in _PHASE_KINDS}
    if "system" in found and _LOCANT.match(text or "") and not _formula_after_locant(text):
        del found["system"]  # `m-PDA`, `o-DCB`, `r-GO`: a locant or part of an acronym's name, not a crystal system
    if "polymorph" not in found and (spelled := _SPELLED_GREEK.findall(text or "")):
        found["polymorph"] = frozenset(_GREEK_LETTERS[word.lower()] for word in spelled)
    if (allotrope := _allotrope(text or "")) is not None:
        found["allotrope"] = frozenset({allotrope[0]})
    if minerals := named_minerals(text):  # an IMA species names its structure, as a lookalike mineral word does
        found["mineral"] = found.get("mineral", frozenset()) | minerals
    if "mineral" in found:  # one species under its spelling variants (`zinc blende`, `sphalerite`)
        found["mineral"] = frozenset(map(canonical_mineral, found["mineral"]))
    if letters := mineral_letters(text):  # and the polymorph letter its field gives it (`diaspore`: α-AlOOH)
        found["polymorph"] = found.get("polymorph", frozenset()) | letters
    return found | _forms(text)


# The amorphous state (IUPAC Gold Book: amorphous solid, glass; ASTM C162: fused silica and fused quartz are vitreous
# silica) against a crystalline one: `quartz` and `amorphous silica`, `c-Si` and `a-Si` are other materials.
_AMORPHOUS = re.compile(
    r"(?<![A-Za-z])(?:amorphous|vitreous|glassy|non-?crystalline|fused\s+(?:silica|quartz)|(?:silica|quartz)\s+glass)(?![A-Za-z])", re.I
)
_CRYSTALLINE = re.compile(r"(?<![A-Za-z])(?:(?:poly|mono|nano|micro)?crystalline|single[\s-]crystals?)(?![A-Za-z])", re.I)
_CRYSTAL_KINDS = ("system", "polymorph", "polytype", "mineral", "form")  # allotropes may be amorphous (red phosphorus)


@lru_cache(maxsize=16384)
def solid_order(text: str) -> str | None:
    """ "amorphous" or "crystalline" when `text` states the one or the other (a named crystal phase, a mineral or a
    polymorph states crystalline); None when it states neither."""
    if _AMORPHOUS.search(text or ""):
        return "amorphous"
    if _CRYSTALLINE.search(text or "") or any(kind in phase_of(text) for kind in _CRYSTAL_KINDS):
        return "crystalline"
    return None


@lru_cache(maxsize=16384)
def without_phase(text: str) -> str:
    """`text` with its phase designations removed (`α-Fe2O3 (hematite)` -> `Fe2O3`); `text` itself when it states
    none, or when nothing but the phase is left (`anatase` names its compound by its phase)."""
    if not phase_of(text):
        return text
    if (allotrope := _allotrope(text)) is not None:
        return allotrope[1]
    prefix, words = _system_patterns()
    stripped = _POLYTYPE.sub("", prefix.sub("", _GREEK.sub("", _FORM.sub(" ", text))))
    stripped = _PHASE_WORD.sub(" ", words.sub(" ", stripped))
    for mineral in sorted(mineral_phases(stripped) | mineral_words(stripped), key=len, reverse=True):
        stripped = re.sub(r"(?<![A-Za-z])" + r"\s*".join(map(re.escape, mineral)) + r"(?![A-Za-z])", " ", stripped, flags=re.I)
    stripped = re.sub(r"\s*[,;/]\s*(?=[)\]])|(?<=[(\[])\s*[,;/]\s*", "", stripped)  # `(APP, )`: the separator of what went
    stripped = re.sub(r"[(\[]\s*[,;/]?\s*[)\]]", " ", stripped)
    stripped = collapse_spaces(stripped).strip(" ,;:-")
    return stripped if re.search(r"[A-Za-z]{1}", stripped) else text
