"""Lab-chemical abbreviations and names to one identity, and material-form words (`gold paste` is gold)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_builtin, load_lexicon
from ..gases import GAS_FORMULAS
from ..once import load_once
from ..text import PROSE_CHARS, normalize

_MIN_CASE_BLIND_ABBREVIATION = 3  # "ps" or "pe" written in lower case are not read as polymers


def _key(text: str) -> str:
    """Case-blind lookup form: folded characters (dashes too, by PROSE_CHARS), no spaces around punctuation."""
    text = normalize(text, PROSE_CHARS, nfkc=True, lower=True)
    return re.sub(r"\s*([-/:,()·])\s*", r"\1", text)


def _record(key: str, reading: dict) -> dict:
    """One reading of `knowledge/lab_chemicals.json` as the lookups return it: its identity (formula, or the name of a
    compound without a fixed formula as `polymer`), key, names, category and source. A formula's first name is the
    compound's `name` (isomers share a formula: THF and MEK are both C4H8O)."""
    names = reading.get("names", [])
    if reading.get("kind") == "name":
        record = {"polymer": reading["means"], "names": names}
    else:
        record = {"formula": reading["means"], "names": names} | ({"name": names[0]} if names else {})
    return record | {"key": key, "kind": reading.get("category"), "source": reading.get("source"), "identity": reading["means"]}


@load_once
def _index() -> dict:
    """Exact-case abbreviations, case-blind abbreviations (unique ones only), case-blind names, and the abbreviations
    with several readings (none taken, unless one is documented as preferred)."""
    from ..data import builtin_readings

    builtin_readings("abbreviations", "lab_chemicals")  # checked as any knowledge file is
    entries = load_builtin("abbreviations", "lab_chemicals")
    ambiguous = dict.fromkeys(k for k, v in entries.items() if isinstance(v, list))  # in file order
    exact: dict[str, dict] = {}
    blind: dict[str, set[str]] = {}
    blind_entry: dict[str, dict] = {}
    names: dict[str, dict] = {}
    for abbreviation, value in entries.items():
        for reading in value if isinstance(value, list) else [value]:
            record = _record(abbreviation, reading)
            if not (reading.get("label_only") or abbreviation in ambiguous):
                exact.setdefault(abbreviation, record)
                blind.setdefault(_key(abbreviation), set()).add(record["identity"])
                blind_entry.setdefault(_key(abbreviation), record)
            for name in reading.get("names", []):
                if name in ambiguous:
                    continue
                names.setdefault(_key(name), record)
                if re.fullmatch(r"[A-Z][A-Za-z0-9()\-:/·]*", name):
                    exact.setdefault(name, record)
    by_identity = {r["identity"]: r for r in (*exact.values(), *names.values())}
    preferred: dict[str, dict] = {}
    for abbreviation in ambiguous:
        for reading in entries[abbreviation]:
            if reading.get("preferred"):
                target = by_identity.get(reading["means"]) or {"identity": reading["means"], "polymer": reading["means"]}
                preferred[abbreviation] = {**target, "key": abbreviation, "source": reading.get("source"), "why": reading["preferred"]}
    return {
        "exact": exact,
        "blind": {k: blind_entry[k] for k, ids in blind.items() if len(ids) == 1},
        "names": names,
        "ambiguous": ambiguous,
        "ambiguous_blind": {_key(k) for k in ambiguous},
        "preferred": preferred,
    }


@lru_cache(maxsize=16384)
def lab_chemical_entry(text: str) -> dict | None:
    """The lexicon record (identity, kind, source, names) a lab-chemical mention names, None if unknown or ambiguous."""
    index = _index()
    stripped = (text or "").strip()
    if not stripped:
        return None
    if stripped in index["preferred"]:
        return index["preferred"][stripped]
    if stripped in index["ambiguous"]:
        return None
    if stripped in index["exact"]:
        return index["exact"][stripped]
    key = _key(stripped)
    if key in index["names"]:
        return index["names"][key]
    if key in index["ambiguous_blind"]:
        return None
    if len(key) >= _MIN_CASE_BLIND_ABBREVIATION and key in index["blind"]:
        return index["blind"][key]
    if (named := _named_grades().get(key)) is not None:
        return lab_chemical_entry(named[0])  # `SUS316L` is stainless steel, `Ketjenblack` carbon black
    grade = _POLYMER_GRADE.match(stripped)
    if grade:
        entry = lab_chemical_entry(grade.group(1))
        if entry is not None and "polymer" in entry:
            return {**entry, "grade": grade.group(2)}
    if (american := _american(key)) != key and american in index["names"]:
        return index["names"][american]  # `deionised water`: a name the table spells the American way
    return None


def _american(key: str) -> str:
    """The lookup form with each word in its American spelling (`chem.spelling.american`: -ise/-ize, sulph-/sulf-,
    the dictionary's variants; Oxford English Dictionary, both accepted), so a British spelling finds its name."""
    from ..spelling import american

    return re.sub(r"[a-z]{4,}", lambda m: american(m.group(0)), key)


# "PEG 400", "PEG-2000", "PVP K30", "PVA 1799": a molecular-weight grade of the same polymer.
_POLYMER_GRADE = re.compile(r"^(.+?)[\s-]+((?:K-?)?\d{2,6}(?:\.\d+)?\s*[kK]?)$")


def _hill(amounts: dict[str, float]) -> str:
    """Hill-order formula text (C, H, then alphabetical; other elements alphabetical without carbon)."""
    order = (["C", "H"] if "C" in amounts else []) + sorted(e for e in amounts if "C" not in amounts or e not in "CH")
    return "".join(e + (f"{amounts[e]:g}" if amounts[e] != 1 else "") for e in order if e in amounts)


def _formula_identity(text: str) -> str | None:
    """A formula written out (`C3H7NO`, `NH3·H2O`, `Pb(NO3)2`): its Hill formula, water included.

    Capital letters alone (`PC`, `KN`, `BS`) are read as abbreviations, never as formulas: `KN` is
    potassium niobate, not K + N. A parse that is no plausible chemistry (`PoAc`: polonium) is a label (issue 26).
    """
    from ..compounds.formulas import parse_formula
    from ..compounds.plausible import label_not_formula
    from ..compounds.purity_grades import nines_note, normality_note
    from ..compounds.resolve import resolve

    if re.fullmatch(r"[A-Z]+", text.strip()) or label_not_formula(text):
        return None
    if nines_note(text) is not None or normality_note(text) is not None:  # `Na2CO3 2N`: a grade or a normality beside
        noted = resolve(text)  # the formula, never its nitrogen; the resolver reads the note or leaves the entry unread
        return _hill(noted.element_map()) if noted is not None else None

    resolved = parse_formula(text)
    return _hill(resolved.element_map()) if resolved is not None else None


@lru_cache(maxsize=16384)
def identify_lab_chemical(text: str) -> str | None:
    """Canonical identity of a lab chemical (a Hill-order formula, or a lower-case polymer/mixture name), else None.

    Abbreviations and names come from the cited table; other names go through the resolver (naming rules,
    the `chemicals` database) and written formulas through the formula parser, so `lead nitrate` and
    `Pb(NO3)2` share one identity. Ambiguous abbreviations (`CA`, `TEA`) give None. Purity and supplier
    notes and `name (abbreviation)` forms are read as the resolver reads them; a form word (`PVA solution`)
    is dropped. Isomers share a formula (THF and MEK are both C4H8O): `lab_chemical_entry`
    tells them apart by `name`.
    """
    from ..compounds.resolve import variants

    original = (text or "").strip()
    if not original:
        return None
    candidates = [original, *variants(original)]
    readings: list[str] = []
    for candidate in dict.fromkeys(candidates + [strip_material_form(c) for c in candidates]):
        entry = lab_chemical_entry(candidate)
        identity = entry["identity"] if entry else _formula_identity(candidate)
        if identity and identity not in readings:
            readings.append(identity)
    if not readings:
        readings = _resolved_names(candidates)
    return readings[0] if len(readings) == 1 else None


def _resolved_names(candidates: list[str]) -> list[str]:
    """Names outside the table (`sodium hydroxide`, `cobalt(II) nitrate hexahydrate`) through the resolver:
    naming rules, then the `chemicals` database; the identity is the Hill formula, water included."""
    from ..compounds.resolve import resolve

    readings: list[str] = []
    for candidate in candidates:
        if not re.search(r"[a-z]{3}", candidate):
            continue  # formulas and abbreviations are not sent to the name database
        resolved = resolve(strip_material_form(candidate))
        identity = _hill(resolved.element_map()) if resolved is not None else None
        if identity and identity not in readings:
            readings.append(identity)
    return readings


@load_once
def _form_patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    raw = load_lexicon("material_forms")

    def alternation(words: list[str]) -> str:
        return "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in sorted(words, key=len, reverse=True))

    suffix = re.compile(r"(?:[\s-]+(?:" + alternation(raw["suffix_words"]) + r"))+\s*$", re.I)
    prefix = re.compile(r"^(?:(?:" + alternation(raw["prefix_words"]) + r")(?:[\s-]+|(?<=-)))+", re.I)
    coated = re.compile(
        r"^(?P<substance>"
        + alternation(raw["coating_substances"])
        + r")(?:[\s-]*coated)?[\s-]+(?:"
        + alternation(raw["coated_substrates"])
        + r")\s*$",
        re.I,
    )
    polymorph = re.compile(r"^(?:" + alternation(raw["polymorph_prefixes"]) + r")[\s-]*(?=[A-Z])")
    role = re.compile(r"[\s-]+(?:" + alternation(raw["role_words"]) + r")\s*$", re.I)
    return suffix, prefix, coated, polymorph, role


# A liquefied gas written with `L` before its formula (`LN2`, `LHe`, `LAr`): the cryogenics notation for the liquid
# of an element that is a gas at room temperature (Ekin, Experimental Techniques for Low-Temperature Measurements,
# 2006, ch. 1; the gaseous elements of `chem.gases`).
_LIQUEFIED_GAS = re.compile(r"^L(?P<gas>" + "|".join(sorted(set(GAS_FORMULAS.values()), key=len, reverse=True)) + r")$")


# The states of matter an entry may name (IUPAC Gold Book: states of aggregation; `vapour`, a gas below its critical
# temperature); the `L` before a gas's formula names its liquid.
_STATE_WORDS = {"liquid": "liquid", "liquefied": "liquid", "gas": "gas", "gaseous": "gas", "vapour": "gas", "vapor": "gas", "solid": "solid"}


def state_of_matter(text: str) -> str | None:
    """The one state of matter the entry names (`liquid nitrogen`, `LN2`: liquid; `argon gas`: gas), else None."""
    words = {_STATE_WORDS[w] for w in re.findall(r"[a-z]+", (text or "").lower()) if w in _STATE_WORDS}
    if _LIQUEFIED_GAS.match((text or "").strip()):
        words.add("liquid")
    return next(iter(words)) if len(words) == 1 else None


@lru_cache(maxsize=16384)
def strip_material_form(text: str) -> str:
    """The substance of `text` with form words removed (`gold paste` -> `gold`, `ITO glass` -> `ITO`, `LN2` ->
    `N2`, its liquid), else `text`."""
    suffix, prefix, coated, polymorph, _ = _form_patterns()
    original = (text or "").strip()
    if (liquefied := _LIQUEFIED_GAS.match(original)) is not None:
        return liquefied["gas"]
    note = re.search(r"\s*\([^()]*\)$", original)  # "silver paste (DuPont 4929N)": the note stays
    body, tail = (original[: note.start()], note.group(0)) if note and note.start() > 0 else (original, "")
    match = coated.match(body)
    if match:
        return match.group("substance") + tail
    stripped = prefix.sub("", suffix.sub("", body).strip()).strip()
    if (bare := polymorph.sub("", stripped).strip()) != stripped and _formula_identity(bare) is not None:
        stripped = bare  # a polymorph before a formula (`α-Al2O3`), never before an abbreviation (`β-CD`, cyclodextrin)
    return stripped + tail if stripped and re.search(r"[A-Za-z]", stripped) else original


@lru_cache(maxsize=16384)
def strip_role(text: str) -> str:
    """`Texanol coalescent` -> `Texanol`, `PVDF binder solution` -> `PVDF`: the entry without a role word at its end
    (`role_words` of `data/material_forms.json`), else `text`. A role word names what a substance does, but the words
    before it may name the substance or what it acts on (`CTAB surfactant`; `epoxy hardener`, `PVC stabilizer`): what is
    left is only a candidate. Never stripped before a bare element (`Mg nodulariser` is magnesium ferrosilicon)."""
    suffix, _, _, _, role = _form_patterns()
    body = suffix.sub("", (text or "").strip()).strip()
    bare = role.sub("", body).strip()
    if bare == body or not bare or _bare_element(bare):
        return text
    return suffix.sub("", bare).strip() or text


def _bare_element(text: str) -> bool:
    """An element written alone, by symbol or name (`Mg`, `magnesium`)."""
    from ..compounds.formulas import elements

    symbols, names = elements()[0], elements()[1]
    return text in symbols or text.lower() in names


@load_once
def _named_grades() -> dict[str, tuple[str, str]]:
    """Folded spelling -> (product identity, grade) of the named grades of `data/product_grades.json`."""
    return {
        _key(spelling): (product, grade)
        for product, grades in load_lexicon("product_grades")["grades"].items()
        for grade, spellings in grades.items()
        for spelling in spellings
    }


@lru_cache(maxsize=16384)
def lab_chemical_grade(text: str) -> str | None:
    """The grade a lab-chemical mention states: a named grade (`Super P`, `SS316`) or a molecular-weight or K-value
    code after a polymer (`PEG 400`, `PVP K30`), folded; None when it states none (`carbon black`, `PEG`)."""
    stripped = (text or "").strip()
    if (named := _named_grades().get(_key(stripped))) is not None:
        return named[1].lower()
    entry = lab_chemical_entry(stripped)
    grade = entry.get("grade") if entry else None
    return re.sub(r"[\s-]", "", grade).lower() if grade else None
