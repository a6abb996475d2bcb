"""Phases named by the subscripts of their formula (`Bi-2212`, `Y-123`, `258` nitrides, `NCM523`): a best guess.

A compound is often called by the digits of its formula's subscripts in the order written, the cations only
(`Y-123` is YBa2Cu3O7, `Bi-2212` Bi2Sr2CaCu2O8, the first cation's symbol before the digits: Poole, Farach,
Creswick & Prozorov, Superconductivity, 2nd ed. 2007, ch. 7) or every site (`258` is M2Si5N8, `1113` CaAlSiN3), and
a composition acronym followed by digits gives the ratio of the elements it spells (`NCM523` is LiNi0.5Co0.2Mn0.3O2,
Ni:Co:Mn in tenths; `NMC111` Li(Ni1/3Co1/3Mn1/3)O2: Linden's Handbook of Batteries, 5th ed. 2019, ch. 17).
A code that the other name's formula spells is the best guess of one compound, never proof: digits are short.
"""

from __future__ import annotations

import re

from .family_notations import written_sites

_CODE = re.compile(r"^(?:(?P<prefix>[A-Z][A-Za-z]{0,3})-?)?(?P<digits>\d{3,4})(?:-type)?$")
_TOKEN = re.compile(r"[^\s(),;/]+")


def _integers(amounts: list[float], digits: tuple[int, ...]) -> bool:
    return len(amounts) == len(digits) and all(abs(a - d) < 1e-6 for a, d in zip(amounts, digits, strict=True))


def _proportional(amounts: list[float], digits: tuple[int, ...]) -> bool:
    total, whole = sum(amounts), sum(digits)
    if len(amounts) != len(digits) or not total or not whole:
        return False
    return all(abs(a / total - d / whole) < 0.02 for a, d in zip(amounts, digits, strict=True))


def _acronym_sites(prefix: str, sites: list[tuple[str, float]]) -> list[float] | None:
    """The amounts of the elements a composition acronym spells by their symbols' first letters (`NCM`: Ni, Co, Mn),
    each a different element of the formula, in the acronym's order; None when it spells none so."""
    amounts, used = [], set()
    for letter in prefix:
        found = [(s, a) for s, a in sites if s[0] == letter and s not in used]
        if len(found) != 1:
            return None
        used.add(found[0][0])
        amounts.append(found[0][1])
    return amounts


def spells_formula(code: str, formula: str) -> bool:
    """Whether a subscript code (`Bi-2212`, `258`, `NCM523`) spells the written formula (`Bi2Sr2CaCu2O8`)."""
    found, sites = _CODE.match(code), written_sites(formula.split(":")[0])
    if found is None or not sites or len(sites) < 2:
        return False
    digits, prefix = tuple(int(d) for d in found["digits"]), found["prefix"]
    cations = [a for s, a in sites if s != "O"]
    if prefix is None:
        return _integers([a for _, a in sites], digits) or sites[-1][0] == "O" and _integers(cations, digits)
    if prefix == sites[0][0]:
        return _integers(cations, digits)
    if prefix.isupper() and len(prefix) >= 2 and (amounts := _acronym_sites(prefix, sites)) is not None:
        return _proportional(amounts, digits)
    return False


def subscript_code(reference: str, test: str) -> str | None:
    """Why one name's subscript code probably names the compound the other writes (`258 nitride phosphors`,
    `M2Si5N8:Eu2+ nitride phosphors`), or None."""
    for coded, other in ((reference, test), (test, reference)):
        formulas = _TOKEN.findall(other or "")
        for code in (t for t in _TOKEN.findall(coded or "") if _CODE.match(t)):
            if formula := next((f for f in formulas if f != code and spells_formula(code, f)), None):
                return f"{code!r} spells the subscripts of {formula} (a phase named by its formula's digits): the same compound is the best guess"
    return None


# A material code: letters, a hyphen and a number, perhaps a metal in brackets (`MCM-41`, `SBA-15`, `ZSM-5`,
# `UiO-66`, `MIL-101(Cr)`): IUPAC names ordered porous materials by such codes of their first report (McCusker,
# Liebau & Engelhardt, Pure Appl. Chem. 73, 381 (2001), 'Nomenclature of structural and compositional
# characteristics of ordered microporous and mesoporous materials with inorganic hosts').
_MATERIAL_CODE = re.compile(r"[A-Z][A-Za-z]{1,5}-\d{1,4}[A-Za-z]?(?:\([A-Z][a-z]?\))?")


def code_kept(reference: str, test: str) -> str | None:
    """Why one name, only a material code (`MCM-41`), probably names what the other names with more words around
    the same code (`MCM-41 mesoporous silica`), or None: the code is the material, the other words its class."""
    for bare, other in ((test, reference), (reference, test)):
        code = (bare or "").strip()
        if _MATERIAL_CODE.fullmatch(code) and code in _TOKEN.findall(other or "") and code != (other or "").strip():
            return f"{code} is a material's code and {other} writes the same code with words of its class: the same material is the best guess"
    return None


# The bodies that issue alloy designations, written before the designation they issued (`AISI 4340`, `SAE 52100`,
# `AISI M50`): AISI/SAE steel designations (SAE J403, J437 for tool steels), UNS (SAE J1086, ASTM E527), ASTM, EN,
# DIN, JIS, GB, BS, AMS. The body names who issued the designation, not another material.
_ISSUERS = frozenset({"AISI", "SAE", "ASTM", "UNS", "EN", "DIN", "JIS", "GB", "BS", "AMS", "ISO"})
_DESIGNATION = re.compile(r"[A-Z]{0,2}\d{1,5}[A-Z]{0,2}")


def issued_designation(reference: str, test: str) -> str | None:
    """Why a name that is a body's designation alone (`AISI M50`) probably names what the other names with the
    designation and words of its class (`M50 tool steel`), or None."""
    for bare, other in ((test, reference), (reference, test)):
        tokens = (bare or "").split()
        if len(tokens) != 2 or tokens[0] not in _ISSUERS or not _DESIGNATION.fullmatch(tokens[1]):
            continue
        if tokens[1] in _TOKEN.findall(other or "") and tokens[0] not in (other or "").split():
            return f"{tokens[0]} issued the designation {tokens[1]} that {other} writes with words of its class: the same material is the best guess"
    return None


# A grade or material designation inside a name: capitals and digits (`GCr15`, `X70`, `HK40`, `FR-4`, `316L`, `PA66`),
# the way standards' designation systems write them (GB/T 18254 bearing steels, API 5L / ISO 3183 line-pipe grades,
# ASTM A297 cast heat-resistant grades, NEMA LI 1 laminate grades, SAE J403, ISO 1874-1); a written formula is no
# designation (`TiO2`, `MnBi2Te4`), but one element with a count other than a molecule of it is one (`Au25`, `P91`).
_DESIGNATION_TOKEN = re.compile(r"(?:[A-Z][A-Za-z]*-?\d+[A-Za-z0-9]*|\d{2,}[A-Z][A-Za-z0-9]*)")
_NAME_TOKEN = re.compile(r"[^\s(),;/\u2013\u2014]+")
_MOST_SUBSCRIPT = 20  # a count above this is no formula a family name writes (`HK40` is no H1K40)


def _written_formula(token: str) -> bool:
    from .formula import parse_composition
    from .formula.element_counts import MOLECULAR_ELEMENTS

    parsed = parse_composition(token)
    if parsed is None or not parsed.elements or parsed.qualifiers:
        return False
    return token in MOLECULAR_ELEMENTS or len(parsed.elements) > 1 and max(parsed.elements.values()) <= _MOST_SUBSCRIPT


def _designations(text: str) -> set[str]:
    tokens = (t.strip(".:,") for t in _NAME_TOKEN.findall(text or ""))
    return {t for t in tokens if _DESIGNATION_TOKEN.fullmatch(t) and not _written_formula(t)}


def designation_shared(reference: str, test: str) -> str | None:
    """Why two names that write one grade designation (`S355 structural steel`, `non-alloy structural steel
    S355`) probably name one material, or None. A designation names its material whatever words of its class are
    written around it (the designation systems above), so the words around it are the class or a use; never proof,
    and no guess when each name writes a designation the other does not (`PA66/GF30`, `PA66/CF30`: other grades)."""
    ref, tst = _designations(reference), _designations(test)
    if not (shared := ref & tst) or (ref - tst and tst - ref):
        return None
    said = ", ".join(sorted(shared))
    return f"both names write the designation {said}, the other words its class or use: the same material is the best guess"
