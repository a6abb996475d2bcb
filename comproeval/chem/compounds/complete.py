"""Readings complete enough to prove two compounds apart by hydrogen or water (issue 26: certain only when both
readings are complete).

A name read through a database may come protonated or hydrated (`... hypophosphite` without its H2, `... nitrate
hydrate` with one water), so two such readings that differ in hydrogen and water alone may be one compound. A
written formula states every atom, and a systematic name of a molecular organic compound states its hydrogen: the
numerical stem of the parent chain and its -ane/-ene/-yne or -yl ending fix the saturation (IUPAC Blue Book 2013,
P-21.2 numerical terms and P-31.1.1 endings `ane`, `ene`, `yne`), and such a compound has no acid or salt form to
be read instead of it.
"""

from __future__ import annotations

import re

from .resolve import resolve

# P-21.2.1: the numerical terms of saturated unbranched parent chains (C1-C4 retained, C5 onwards numerical)
_STEMS = "meth|eth|prop|but|pent|hex|hept|oct|non|dec|undec|dodec|tridec|tetradec|pentadec|hexadec|heptadec|octadec|nonadec|icos|eicos|docos|triacont"
_SYSTEMATIC = re.compile(rf"(?:^|[\s,\-()])(?:cyclo)?(?:{_STEMS})(?:a|adi|atri)?(?:-[\d,]+-)?(?:di|tri|tetra)?(?:an|en|yn|yl)", re.I)
# elements of molecular organic compounds that take no acid/salt or hydrate reading (P-12: organic compounds)
_MOLECULAR = frozenset({"C", "H", "N", "O", "S", "P", "F", "Cl", "Br", "I", "Si", "B", "Se"})


def complete_reading(text: str) -> bool:
    """True when the reading of `text` states its hydrogen and water: a written formula, or a systematic name of
    a molecular organic compound (`1-octadecene`, `n-hexane`); a salt, trivial or unread name is not."""
    resolved = resolve(text.strip())
    if resolved is None:
        return False
    if not resolved.named:
        return True
    elements = {e for e, _ in resolved.anhydrous}
    return "C" in elements and elements <= _MOLECULAR and bool(_SYSTEMATIC.search(text.strip()))


def doubtful_reading(reference: str, test: str, ref: dict[str, float], tst: dict[str, float]) -> tuple[bool, str] | None:
    """(the best guess, why) when two different formula readings do not prove two compounds (issue 26), or None.

    A capitalised acronym read letter by letter as elements, one repeated apart (`PIP`, `NMN`), is a guess at a
    formula no chemist writes so; two readings that differ in hydrogen and water alone prove two compounds only
    when both readings are complete (`complete_reading`). An inorganic oxide salt that a written formula and a
    database name read alike but for one or two hydrogens (an oxychloride filed as its hydroxide form) is the same
    salt as the best guess: the formula states its atoms, the database's record may add the H of a hydrous form."""
    for text in (reference, test):
        word = text.strip()
        symbols = re.findall(r"[A-Z][a-z]?", word)
        if re.fullmatch(r"[A-Z]{3,}", word) and len(set(symbols)) < len(symbols):
            return False, f"{word!r} reads as a formula only letter by letter: more likely an abbreviation"
    if complete_reading(reference) and complete_reading(test):
        return None
    rest = {e: ref.get(e, 0.0) - tst.get(e, 0.0) for e in set(ref) | set(tst)}
    heavy_same = all(abs(v) < 1e-9 for e, v in rest.items() if e not in ("H", "O"))
    water_or_h = abs(rest.get("O", 0.0)) < 1e-9 or abs(rest.get("H", 0.0) - 2 * rest.get("O", 0.0)) < 1e-9
    if not (heavy_same and water_or_h):
        return None
    if _hydrogen_of_a_record(reference, test, ref, rest):
        why = f"{reference!r} and {test!r} differ in one or two hydrogens only"
        return True, f"{why}: a database record of the salt may add them, the same salt is the best guess"
    return False, f"{reference!r} and {test!r} differ in hydrogen or water only: a name's reading may carry either"


# words that state hydrogen in a salt's name (hydroxide, oxyhydroxide, hydrogen-, hydride, acid, ammonium, amine)
_HYDROGEN_WORDS = re.compile(r"hydrox|hydrog|hydrid|acid|ammon|amin|amid|bi(?:carbonate|sulfate|sulfite|phosphate)")


def _hydrogen_of_a_record(reference: str, test: str, ref: dict[str, float], rest: dict[str, float]) -> bool:
    """One side a written formula, the other a name stating no hydrogen; no carbon; oxygen alike; one or two H apart."""
    written = [complete_reading(x) and resolve(x.strip()) is not None and not resolve(x.strip()).named for x in (reference, test)]
    name = (reference, test)[written.index(False)] if sum(written) == 1 else ""
    salt = sum(written) == 1 and not _HYDROGEN_WORDS.search(name.lower()) and "C" not in ref and ref.get("O", 0.0) > 0
    return salt and abs(rest.get("O", 0.0)) < 1e-9 and 0 < abs(rest.get("H", 0.0)) <= 2
