"""Composition keys that name an alloy grade by a standard's designation (`Zamak 3`, `AG40A`, `ZnAl4`; `H13`, `UNS
T20813`; `15Kh2MFA`, `15Ch2MFA`): one grade under two standards is read in one writing and the keys explained again;
two grades of the table are two alloys (`chem.formula.designation_equivalents`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.designation_equivalents import designations, gost_grades, grade_class

Explain = Callable[[str, str], tuple[Decision, float]]

ONE_GRADE = "one grade under two standards' designations (their cross-reference tables)"
OTHER_GRADE = "two grades of one class, each with its own composition limits in the standards: another material"
TRANSLITERATED = "one Russian steel grade (GOST 4543) in two transliterations of Х (Kh, X: BS 2979, GOST 7.79 system B)"
GRADE_WORD = "`Gr.` is the abbreviation of `Grade` in a specification's designation (ASTM and ASME SA- specifications)"
CH_READ = "; `Ch` may also be Ч (rare-earth metals), so one grade is the best guess"
GR_READ = " (`Gr` run into its number or set apart by a hyphen or slash may also be graphite: the best guess)"


def designations_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two keys that each write one designation of the table, written apart: one grade (the test's designation
    rewritten as the reference's and the keys explained again; a match proven only when both designations are read
    on their own and name one grade alone), or two grades (another alloy, proven when both are read on their own).
    Then a grade word abbreviated (`Gr.3`, `Grade 3`) and one Russian steel grade in two transliterations. None
    otherwise."""
    ref, tst = designations(reference), designations(test)
    if len(ref) == 1 and len(tst) == 1:
        one, other = ref[0], tst[0]
        ref_text, test_text = one.name, other.name
        if _folded(ref_text) == _folded(test_text):
            return None
        if not one.grades & other.grades:
            why = f"{ref_text} against {test_text}: {grade_class(one.grades | other.grades)} grades; {OTHER_GRADE}"
            return Decision(False, "different-grade", why, certain=one.distinctive and other.distinctive), 1.5
        proven = one.grades == other.grades and len(one.grades) == 1 and one.distinctive and other.distinctive
        why = f"{ref_text} / {test_text}: {ONE_GRADE}" + ("" if proven else ", by the best guess")
        return _again(reference, test[: other.start] + reference[one.start : one.end] + test[other.end :], explain, why, proven)
    ref_spelt, test_spelt = (_GRADE_WORD.sub("Grade ", key) for key in (reference, test))
    written = [[" ".join(w.split()) for w in _GRADE_WORD.findall(key)] for key in (reference, test)]
    if written[0] and written[1] and written[0] != written[1] and (ref_spelt, test_spelt) != (reference, test):
        proven = all(_plain_grade_words(key) for key, found in zip((reference, test), written) if any(w != "Grade" for w in found))
        return _again(ref_spelt, test_spelt, explain, GRADE_WORD if proven else GRADE_WORD + GR_READ, proven)
    ref_gost, test_gost = gost_grades(reference), gost_grades(test)
    if len(ref_gost) == 1 and len(test_gost) == 1:
        (start, end, grade, through_ch), (t_start, t_end, t_grade, t_through_ch) = ref_gost[0], test_gost[0]
        if grade != t_grade or reference[start:end] == test[t_start:t_end]:
            return None
        guessed = through_ch or t_through_ch
        why = f"{reference[start:end]} / {test[t_start:t_end]}: {TRANSLITERATED}" + (CH_READ if guessed else "")
        return _again(reference, test[:t_start] + reference[start:end] + test[t_end:], explain, why, not guessed)
    return None


def _again(reference: str, rewritten: str, explain: Explain, why: str, proven: bool) -> tuple[Decision, float]:
    """The keys explained again with the test's designation written as the reference's: a difference stays what it
    is (another grade or not, the rest differs); a match is proven only when the reading of the designation is."""
    again, distance = explain(reference, rewritten)
    certain = again.certain and (proven or not again.match)
    return Decision(again.match, again.basis, f"{why}: {again.why}" if again.why else why, certain=certain), distance


# `Gr.3`, `Gr 3`, `Grade 3`: the grade word of a specification's designation before its number
_GRADE_WORD = re.compile(r"\b(?:Gr\.?|Grade)\s*(?=\d)")
# `Gr` is also graphite or graphene in a composite's name (`Cu-Gr 5`, `Al/Gr10`, `Gr-5 wt%`): it is read as `Grade`
# for certain only as a word of its own, set apart by spaces with a dot or a space before the number (`Ti Gr.2`, `Ti
# Gr 2`), every `Gr` of the key so written.
_GR_RE = re.compile(r"(?<![A-Za-z])Gr(?![a-z])")
_PLAIN_GR_RE = re.compile(r"(?:(?<=\s)|^)Gr(?:\.\s*|\s+)(?=\d)")


def _plain_grade_words(key: str) -> bool:
    """Every `Gr` of the key is a word of its own before a grade number (`Ti Gr.2`, `Ti Gr 2`)."""
    return {m.start() for m in _GR_RE.finditer(key)} == {m.start() for m in _PLAIN_GR_RE.finditer(key)}


def _folded(text: str) -> str:
    return re.sub(r"[\s\-]", "", text).casefold()
