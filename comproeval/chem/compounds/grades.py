"""Grades of one product: `PEDOT:PSS (AI 4083)` and `PEDOT:PSS (PH1000)`, `PEI (Mw 800)` and `PEI (Mw 25000)`.

A polymer or commercial product without a fixed formula is told apart by its grade code or molecular
weight; two entries that both state one, and state different ones, are two materials (issue 26: the
same polymer of another molecular weight or grade is never the same). A concentration, purity or
particle size in the note (`5 wt%`, `0.1 M`, `45-150 µm`) says how much or how fine, not which grade,
and a note only one side states leaves the grade open. A percentage of a chemical modification (`99% hydrolyzed`
poly(vinyl alcohol), `85% deacetylated` chitosan) is a degree of hydrolysis, deacetylation or substitution: the
grade of the polymer (IUPAC Purple Book, degree of a polymer's modification), not an amount.

A note is set off from the name it qualifies: a space before its bracket, or a phrase inside it. A bracket
written onto a formula and followed by its count (`Ba(NO3)2`, `Fe(C5H7O2)3`) is a group of the formula
(IUPAC Red Book IR-4.2.3, enclosing marks for groups in formulae), never a grade.
"""

from __future__ import annotations

import re

_NOTE = re.compile(r"(?:^|(?<=\s))[(\[]([^()\[\]]+)[)\]]|(?<=\S)[(\[]([^()\[\]]*\s[^()\[\]]*)[)\]](?!\d)")
_AMOUNT_OR_SIZE = re.compile(r"%|\d\s*(?:m?M|mol|wt|vol|[mµun]?[mgLl]|ppm)\b|purity", re.I)
# `99% hydrolyzed`, `degree of deacetylation 85%`, `DS 0.9`: a modification's degree (a participle or its noun in -ation)
_DEGREE = re.compile(r"\d\s*%\s*(?!concentrated|diluted)([a-z]+(?:ed|ation))\b|\bdegree of ([a-z]+)\b[^,;]*?\d", re.I)


# a metal loading written before a supported catalyst (`20% Pt/C`, `5 wt% Pd/Al2O3`): which catalyst, not how much
# of it (commercial supported catalysts are sold by loading; IUPAC Gold Book, supported catalyst)
_LOADING = re.compile(r"(\d+(?:\.\d+)?)\s*(?:wt\.?\s*)?%\s*(?=[A-Z][a-z]?\s*/\s*[A-Za-z])")


# A molar mass in a note (`Mw 280,000`, `Mn = 45 kg mol-1`, `MW 55 kDa`, `(280 kg/mol)`): its kind (weight-, number- or
# viscosity-average; IUPAC Purple Book 1.3.2) and its value in g/mol, so one mass in two units is one grade.
_MASS_KIND = r"(?P<kind>M[wnv]|MW|molecular\s+weight|molar\s+mass)"
_MASS_NUMBER = r"(?P<number>\d{1,3}(?:[,\s]\d{3})+|\d+(?:\.\d+)?)(?:\s*[×x]\s*10\^?(?P<power>\d+)|e(?P<exp>\d+))?"
_MASS_UNIT = r"(?P<unit>[kM]?Da|kD|[kK]|(?P<kilo>k)?g\s*(?:/\s*mol|·?\s*mol\s*(?:-|−|⁻)\s*(?:1|¹)))"
_MOLAR_MASS = re.compile(
    rf"^\s*(?:{_MASS_KIND}\s*[=:]?\s*)?[~≈]?\s*{_MASS_NUMBER}\s*{_MASS_UNIT}?\s*$",
    re.I,
)
_MASS_FACTOR = {"da": 1.0, "kda": 1e3, "kd": 1e3, "k": 1e3, "mda": 1e6}


def molar_mass_note(inner: str) -> str | None:
    """`Mw 280 kg mol-1` and `Mw 280,000` -> `mw280000`: the kind of average and the mass in g/mol; None when the note
    states no molar mass (a number needs a kind or a mass unit: a bare `(4083)` is a grade code)."""
    found = _MOLAR_MASS.match(inner.replace("\u2009", " ").replace("\u202f", " "))
    if not found or not (found.group("kind") or found.group("unit")):
        return None
    value = float(re.sub(r"[,\s]", "", found.group("number")))
    value *= 10.0 ** int(found.group("power") or found.group("exp") or 0)
    unit = (found.group("unit") or "").lower()
    value *= 1e3 if found.group("kilo") else _MASS_FACTOR.get(unit, 1.0)
    kind = (found.group("kind") or "mw").lower()
    kind = kind if kind in ("mw", "mn", "mv") else "mw"
    return f"{kind}{float(f'{value:.4g}'):.10g}"


# IUPAC, Recommendations on ion-exchange nomenclature (Pure Appl. Chem. 29, 617, 1972): the ionic form of an ion
# exchanger names its counter-ion (`H+ form`, `OH form`, `Na-form`); two forms of one resin are two reagents
_IONIC_FORM = re.compile(r"\s*((?:NH4|[A-Z][a-z]?)\d?(?:\s*[+-])?|OH-?)\s*-?\s*form\s*")


# a class, type or grade a standard assigns (ASTM C618 fly ash class F and C; ASTM C150 Portland cement types I-V;
# ASTM B348 titanium grades): a note that names one tells products apart as a grade code does
DESIGNATION = re.compile(r"\b(?:class|type|grade)\s+[A-Za-z0-9]+", re.I)


def grade_notes(text: str) -> frozenset[str]:
    """The grade codes, designations (`class F`) and molecular weights a precursor entry states in brackets, folded (`AI 4083` -> `ai4083`;
    a molar mass in g/mol whatever its unit, `Mw 280 kg mol-1` -> `mw280000`), and a supported catalyst's metal
    loading (`20% Pt/C` -> `loading20`)."""
    notes = {f"loading{float(x):g}" for x in _LOADING.findall(text or "")}
    for set_off, attached in _NOTE.findall(text or ""):
        inner = set_off or attached
        if ionic := _IONIC_FORM.fullmatch(inner):
            notes.add("form:" + re.sub(r"[^A-Za-z0-9]", "", ionic.group(1)))
            continue
        if (mass := molar_mass_note(inner)) is not None:
            notes.add(mass)
            continue
        if designation := DESIGNATION.search(inner):
            notes.add(re.sub(r"\s+", " ", designation.group(0).lower()))
        if re.search(r"\d", inner) and re.search(r"[A-Za-z]", inner) and not _AMOUNT_OR_SIZE.search(inner):
            notes.add(re.sub(r"[^a-z0-9.]", "", inner.lower().replace(",", "")))
        for part in re.split(r"[,;]", inner):
            if _DEGREE.search(part):
                notes.add(re.sub(r"[^a-z0-9.%]", "", part.lower()))
    return frozenset(notes)


def other_grades(reference: str, test: str) -> bool:
    """Both entries state a grade or molecular weight, and not the same one: two grades of one product."""
    ref, tst = grade_notes(reference), grade_notes(test)
    return bool(ref and tst and not ref & tst)


# A grade code: a short word holding a digit and no run of four letters (`T700S`, `00-30`, `4032D`, `EC-300J`, `1010`),
# compared without its punctuation; a locant of a systematic name (`2,5-diaminobenzoic`) is no code
_FOLD = re.compile(r"[^a-z0-9]")
GRADE_CODE = re.compile(r"(?=[^\s]*\d)(?![^\s]*[A-Za-z]{4})[A-Za-z0-9][A-Za-z0-9.:/-]{0,11}")


def _without_shared_notes(reference: str, test: str) -> tuple[str, str]:
    """Both entries without the bracketed notes they write alike (a size range, a supplier both name): a note on
    both sides tells neither grade apart."""
    shared = {m.group(0) for m in _NOTE.finditer(reference)} & {m.group(0) for m in _NOTE.finditer(test)}
    for note in shared:
        reference, test = reference.replace(note, " "), test.replace(note, " ")
    return " ".join(reference.split()), " ".join(test.split())


def other_grade_codes(reference: str, test: str) -> tuple[str, str] | None:
    """Two entries worded alike but for one product code each, and the codes differ (`T300`/`T700S carbon fibre`,
    `Ecoflex 00-30`/`00-50`, `Irganox 1010`/`1076`): two grades of one product line, the codes as written; None
    otherwise. Codes are the way manufacturers tell the grades of one product line apart (e.g. the ISO 1043 and
    ISO 1874 designations, ASTM B348 titanium grades, Toray and BASF data sheets): a code against the bare product name
    is a narrower entry, not another grade. A stated amount or size (`1 M`, `10 nm`, `30 wt%`) or a bracketed note
    (`grade_notes`) is not a code; one both entries write alike (`(10–50 µm)` on each side) is set aside first."""
    reference, test = _without_shared_notes(reference, test)
    if any(_AMOUNT_OR_SIZE.search(x) or _NOTE.search(x) for x in (reference, test)):
        return None
    words = [[(w, _FOLD.sub("", w.lower())) for w in x.split()] for x in (reference, test)]
    folded = [{f for _, f in ws if f} for ws in words]
    shared = folded[0] & folded[1]
    rest = [[w for w, f in ws if f and f not in shared] for ws in words]
    if not any(re.fullmatch(r"[a-z]{3,}", w) for w in shared) or not all(len(r) == 1 for r in rest):
        return None
    codes = (rest[0][0], rest[1][0])
    if not all(map(GRADE_CODE.fullmatch, codes)) or molar_mass_note(codes[0]) or molar_mass_note(codes[1]):
        return None
    if _one_composition(*codes):
        return None
    return codes if _FOLD.sub("", codes[0].lower()) != _FOLD.sub("", codes[1].lower()) else None


def _one_composition(one: str, other: str) -> bool:
    """Two codes that are formulas of one composition, the symbols in another order (`Ni90W10`, `W10Ni90`): the order
    of symbols in a formula is a convention, not part of the compound (IUPAC Red Book 2005, IR-4.4.2)."""
    from .formulas import parse_formula

    read = [parse_formula(code) for code in (one, other)]
    return None not in read and dict(read[0].anhydrous) == dict(read[1].anhydrous) and read[0].water == read[1].water  # type: ignore[union-attr]


# IUPAC Blue Book 2013 P-16.9.1: the basic multiplying prefixes count identical groups (`diol`, `triol`; `diacrylate`)
_MULTIPLIED = re.compile(r"(mono|di|tri|tetra|penta|hexa|hepta|octa)([a-z]{2,})")


def other_multiplicity(reference: str, test: str) -> tuple[str, str] | None:
    """Two names alike but for one word each, both one group under two multiplying prefixes (`polycaprolactone diol`,
    `polycaprolactone triol`; `ethylene glycol diacrylate`, `triacrylate`): another count of a group is another
    compound or grade (a polyol's functionality), whatever the likeness of the letters; the two words, else None."""
    differing = _one_word_apart(reference, test)
    if differing is None:
        return None
    found = [_MULTIPLIED.fullmatch(w) for w in differing]
    if not all(found) or found[0].group(2) != found[1].group(2) or found[0].group(2) == "hydrate":
        return None
    return differing


def _one_word_apart(reference: str, test: str) -> tuple[str, str] | None:
    """The one word, lower case, in which two names of two words or more differ; None otherwise."""
    words = [x.lower().split() for x in (reference, test)]
    if len(words[0]) != len(words[1]) or len(words[0]) < 2:
        return None
    differing = [(a, b) for a, b in zip(words[0], words[1], strict=True) if a != b]
    return differing[0] if len(differing) == 1 else None


# Suffixes of other characteristic groups and anions: -amide (IUPAC Blue Book 2013 P-66.1) and -amine (P-62.2), -imide
# (P-66.2) and -imine (P-62.3); -ate and -ite, the anions of an element's higher and lower oxoacid (Red Book 2005 IR-8:
# phosphate, phosphite). One stem under two of them names two compounds or classes (`polyamide`, `polyamine`).
_CLASS_SUFFIXES = (("amide", "amine"), ("imide", "imine"), ("ate", "ite"))


def other_class_suffix(reference: str, test: str) -> tuple[str, str] | None:
    """Two names alike but for one word each, one stem under two class suffixes (`polyamide hardener`, `polyamine
    hardener`; `triethyl phosphate`, `triethyl phosphite`): the two words, else None."""
    differing = _one_word_apart(reference, test)
    if differing is None:
        return None
    for one, other in (*_CLASS_SUFFIXES, *((b, a) for a, b in _CLASS_SUFFIXES)):
        first, second = differing
        if first.endswith(one) and second.endswith(other) and first[: -len(one)] == second[: -len(other)] and len(first) - len(one) >= 4:
            return differing
    return None
