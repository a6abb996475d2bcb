"""Precursors written as alloy designations: master alloys and alloy powders (`Al–20Si`, `AlSi20 master alloy`).

A master alloy or alloy feedstock is named by its designation (EN 575 master alloys, `AlSi20`, `AlTi5B1`; the balance
writing `Al–20Si` of ISO 209 and the ASM Handbook vol. 2), which the key rules already read in one basis
(`chem.formula.alloy_compare`). For a precursor the designation decides which alloy; what it writes after that is a
product form (`powder`, `ingot`), the class word `master alloy`, or a note (a grade, a size). Forms and the class word
say nothing of which alloy; a note only one side writes, or two notes the rules do not read (`ELI`, `Grade 23`), leave
the same alloy a best guess; two grade designations that differ (`Grade 5`, `Grade 23`) are two products.
"""

from __future__ import annotations

import re

from ...chem import lexicon
from ...chem.compounds.grades import DESIGNATION
from ...chem.decision import Decision
from ...chem.formula.alloy_compare import compare_alloys
from ...chem.text import too_long

# the class word of a designation (`Al–50Cu master alloy`, `Ti-6Al-4V alloy`): what the entry is, not which alloy
_CLASS_WORDS = re.compile(r"\b(?:master\s+)?alloys?\b", re.I)
# a particle size or purity in a note (`(15–45 µm)`, `(99.9%)`): how fine or pure, not which alloy
_SIZE_NOTE = re.compile(r"[(\[][^()\[\]]*\d\s*(?:µm|μm|um|nm|mm|mesh|%)[^()\[\]]*[)\]]", re.I)


def alloy_decision(reference: str, test: str) -> Decision | None:
    """Two precursors read as alloy designations: the designations decide which alloy, their notes whether that is
    proven. None when either is no designation (`chem.formula.alloy_compare.compare_alloys`)."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    verdict = compare_alloys(reference, test)
    if verdict is None:
        return None
    if not verdict.same:
        return Decision(False, "alloy-designation", verdict.why, certain=verdict.certain)
    notes = [_note(rest) for rest in (verdict.reference_rest, verdict.test_rest)]
    if notes[0] == notes[1]:
        return Decision(True, "alloy-designation", verdict.why, certain=verdict.certain)
    grades = [frozenset(re.sub(r"\s+", " ", g.lower()) for g in DESIGNATION.findall(n)) for n in notes]
    if (eli := _eli_against_grade(notes, grades)) is not None:
        return eli
    if all(grades) and grades[0] != grades[1]:
        why = f"one alloy designation, two grades ({', '.join(sorted(grades[0]))} / {', '.join(sorted(grades[1]))}): two products"
        return Decision(False, "other-grade", why, certain=False)
    shown = " / ".join(repr(n) if n else "none" for n in notes)
    why = f"{verdict.why}; notes the rules do not read ({shown}): the same alloy is the best guess"
    return Decision(True, "alloy-designation", why, certain=False)


# ASTM B348 and B265 titanium grades of the extra-low-interstitial (ELI) chemistry: Grade 23 (Ti-6Al-4V ELI) and
# Grade 29 (Ti-6Al-4V ELI with ruthenium); ASTM F136 is the same ELI alloy for implants. Any other grade is not ELI.
_ELI_GRADES = frozenset({"grade 23", "grade 29"})


def _eli_against_grade(notes: list[str], grades: list[frozenset[str]]) -> Decision | None:
    """One side notes `ELI`, the other a titanium grade: an ELI grade is the same alloy as the best guess, another
    grade another product (`Grade 5` is the standard-interstitial Ti-6Al-4V). None unless the notes are so written."""
    for eli_side, grade_side in ((0, 1), (1, 0)):
        if re.search(r"\beli\b", notes[eli_side]) and not grades[eli_side] and grades[grade_side]:
            if grades[grade_side] & _ELI_GRADES:
                return Decision(True, "alloy-designation", "ELI is ASTM B348 Grade 23 or 29: the same alloy, the best guess", certain=False)
            why = f"ELI (ASTM B348 Grade 23 or 29) against {', '.join(sorted(grades[grade_side]))}: another grade"
            return Decision(False, "other-grade", why, certain=False)
    return None


def _note(rest: str) -> str:
    """What an entry writes after its designation once sizes, product forms and the class word are set aside, folded."""
    bare = " ".join(_CLASS_WORDS.sub(" ", _SIZE_NOTE.sub(" ", rest)).split())
    stripped = lexicon.strip_material_form(f"x {bare}".strip())  # forms are stripped after a substance: `x` stands for it
    return " ".join(re.sub(r"[()\[\],;]", " ", stripped[1:]).lower().split())


# A titanium alloy named by the digits of its nominal amounts (wt%, in the order the designation writes its alloying
# elements), an `S` for the silicon-bearing variant: Ti-6242 is Ti-6Al-2Sn-4Zr-2Mo, Ti-6242S adds 0.1Si, Ti-1023 is
# Ti-10V-2Fe-3Al (ASM Handbook vol. 2, 1990, titanium alloys; Boyer, Welsch & Collings, Materials Properties
# Handbook: Titanium Alloys, ASM 1994).
_SHORTHAND = re.compile(r"(?<![\w.-])Ti-?(\d{2,4})(S?)(?![\w.-])")
_WRITTEN_OUT = re.compile(r"(?<![\w.-])Ti((?:[-–]\d+(?:\.\d+)?[A-Z][a-z]?){2,})(?![\w.-])")
_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)([A-Z][a-z]?)")


def _shorthand_of(written: str) -> str:
    """The digits and silicon mark a designation written out abbreviates (`-6Al-2Sn-4Zr-2Mo-0.1Si` -> `6242S`)."""
    amounts = [(float(a), e) for a, e in _AMOUNT.findall(written)]
    digits = "".join(str(int(a)) for a, _ in amounts if a >= 1 and a == int(a))
    return digits + ("S" if any(e == "Si" and a < 1 for a, e in amounts) else "")


def titanium_shorthand_decision(reference: str, test: str) -> Decision | None:
    """One entry names a titanium alloy by the digits of its amounts (`Ti-64`), the other writes it out
    (`Ti-6Al-4V`), the rest alike: the same alloy, the best guess (the digits skip fractions, two alloys could
    share them). None when no entry is so written or the digits differ (other rules decide)."""
    for short, full in ((reference, test), (test, reference)):
        named, written = _SHORTHAND.search(short), _WRITTEN_OUT.search(full)
        if named is None or written is None or _SHORTHAND.search(full) or _WRITTEN_OUT.search(short):
            continue
        rests = (short[: named.start()] + short[named.end() :], full[: written.start()] + full[written.end() :])
        if "".join(named.groups()) == _shorthand_of(written.group(1)) and _note(rests[0]) == _note(rests[1]):
            why = f"{named.group(0)!r} names {written.group(0)!r} by the digits of its amounts (ASM titanium designations)"
            return Decision(True, "alloy-shorthand", f"{why}: the same alloy is the best guess", certain=False)
    return None
