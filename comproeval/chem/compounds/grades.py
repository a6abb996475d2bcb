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


def grade_notes(text: str) -> frozenset[str]:
    """The grade codes and molecular weights a precursor entry states in brackets, folded (`AI 4083` -> `ai4083`),
    and a supported catalyst's metal loading (`20% Pt/C` -> `loading20`)."""
    notes = {f"loading{float(x):g}" for x in _LOADING.findall(text or "")}
    for set_off, attached in _NOTE.findall(text or ""):
        inner = set_off or attached
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
