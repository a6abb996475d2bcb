"""Comparing two composition keys the way a chemist would.

Same elements in the same amounts (exactly, or in the same ratio), the same
dopant additions, and qualifiers that do not contradict the reference's.
`distance` ranks candidate pairs for the one-to-one alignment of key lists.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import astuple, dataclass

from ..text import MAX_CHARS, too_long
from . import notations
from .abbreviated_keys import ABBREVIATED_FORMULA as ABBREVIATED_FORMULA
from .abbreviated_keys import abbreviated_formula, generic_comparison
from .alloy_compare import compare_alloys
from .amount_spellings import RUN_TOGETHER, unrun_multipliers, written_as_addition
from .compare_chem import (
    ADDITIVE_OFF_SITE,
    ADDITIVE_ON_SITE,
    FOLDED_DOPANT,
    ROUNDED,
    SOFT_AGREEMENTS,
    compare_chem,
    compare_dopants,
    fraction_distance,
    same_when_folded,
)
from .compare_descriptors import compare_descriptors
from .composite import compare_composites
from .condition_compare import compare_conditions
from .conditions import split_conditions
from .dopant_site import site_reading
from .generic import generic_reading, written_with_variables
from .identity import compare_identity_forms
from .key_additions import COLON_DOPANT_RE
from .labels import MARKS_DIFFER, SAME_LABEL_VARIANT, label_forms, marks_differ, same_label
from .labels import jaccard as _jaccard
from .labels import plain_label as _label
from .labels import squeeze_plain as _squeeze_plain
from .labels import string_distance as _string_distance
from .mixtures import compare_mixtures
from .open_amounts import compare_open_amounts
from .parse import STOPWORDS, analyse, normalize_key
from .phosphor import ACTIVATORS_ALIKE, ACTIVATORS_DIFFER, same_activators
from .rewrites import NOTATION_READ, ratio_against_formula, rewritten_comparison
from .sample_notes import (
    BARE_PERCENT,
    PHASES_DIFFER,
    REFERENCE_UNCITED,
    bare_against_basis,
    exclusive_difference,
    phases_differ,
    sample_difference,
    uncited_reference,
)
from .substitution import percent_notation
from .written_digits import written_zeros_refute


@dataclass(frozen=True)
class KeyComparison:
    """Verdict for one reference/test key pair; `distance` ranks candidates for alignment."""

    match: bool
    distance: float
    reason: str


def compare_composition_keys(reference: str, test: str) -> KeyComparison:
    """Same material by a chemist's standard: chemistry, dopant additions and the reference's qualifiers.

    A key over the parse limit is compared by its text only (`chem.text.too_long`).
    """
    if too_long(reference, "formula") or too_long(test, "formula"):
        return _compare_as_text(reference, test)
    return _compare(reference, test)


def _compare_as_text(reference: str, test: str) -> KeyComparison:
    """Over-long keys: the same text up to spacing (case kept: `Co` is not `CO`); nothing is parsed."""
    same = analyse(reference).plain == analyse(test).plain
    reason = f"longer than {MAX_CHARS['formula']} characters: compared as text, not parsed"
    return KeyComparison(same, 0.0 if same else 2.0, reason)


def written_alike(reference: str, test: str) -> bool:
    """Two keys written alike up to spacing: one key, before any reader explains them as a rewriting of each other.
    The written text itself decides (`Analysis.plain` reads past phase prefixes: `2H-MoS2`, `3R-MoS2`)."""
    return "".join(reference.split()) == "".join(test.split())


@functools.lru_cache(maxsize=262144)
def _compare(reference: str, test: str) -> KeyComparison:
    if written_alike(reference, test):
        return KeyComparison(True, 0.0, "identical up to spacing and punctuation")
    if (mixed := compare_mixtures(reference, test)) is not None:
        return KeyComparison(mixed[0], 0.02 if mixed[0] else 1.0, mixed[1])
    if (activators := same_activators(reference, test)) is not None:
        return KeyComparison(True, 0.02, ACTIVATORS_ALIKE) if activators else KeyComparison(False, 1.0, ACTIVATORS_DIFFER)
    if (alloy := _compare_alloys(reference, test)) is not None:
        return alloy
    if (read := rewritten_comparison(reference, test, lambda r, t: astuple(_compare(r, t)))) is not None:
        return KeyComparison(*read)
    if (ratio := ratio_against_formula(reference, test)) is not None:
        return KeyComparison(ratio[0], 0.05 if ratio[0] else 1.0, NOTATION_READ if ratio[1] is None else ratio[1])
    result = _compare_notations(reference, test)
    if not result.match:
        if result.reason == "qualifiers differ" and (exclusive := exclusive_difference(reference, test)):
            return KeyComparison(False, result.distance, exclusive)
        return result
    if problem := sample_difference(reference, test):
        return KeyComparison(False, result.distance + 0.5, problem)
    if bare_against_basis(reference, test):
        return KeyComparison(True, result.distance + 0.02, BARE_PERCENT)
    if uncited_reference(reference, test):
        return KeyComparison(True, result.distance + 0.02, REFERENCE_UNCITED)
    return result


def _compare_alloys(reference: str, test: str) -> KeyComparison | None:
    """Two alloy designations (`Ti-6Al-4V`, `Ti90Al6V4`): the alloys in one basis, then what each key writes after its
    designation, compared with the alloy written once as a formula of fractions on both sides."""
    alloy = compare_alloys(reference, test)
    if alloy is None:
        return None
    spread = 0.01 * _string_distance(reference, test)
    if not alloy.same:
        return KeyComparison(False, 1.0 + spread, alloy.why)
    if alloy.reference_rest == alloy.test_rest:
        return KeyComparison(True, 0.02 + spread, alloy.why)
    rest = _compare(*(f"{alloy.canonical} {rest}".strip() for rest in (alloy.reference_rest, alloy.test_rest)))
    if not rest.match:
        return KeyComparison(False, rest.distance, rest.reason)
    if added := _words(alloy.test_rest) - _words(alloy.reference_rest):
        return KeyComparison(False, rest.distance + 0.5, f"{ALLOY_WORD_ADDED} ({', '.join(sorted(added))})")
    conditions = compare_conditions(*alloy.keys())
    if conditions.same is False:
        return KeyComparison(False, rest.distance + 0.5, f"the same alloy; {conditions.why}")
    if alloy.certain and conditions.same and conditions.certain:
        return KeyComparison(True, rest.distance + 0.02, NOTATION_READ)  # the conditions too are read whole, and agree
    return KeyComparison(True, rest.distance + 0.02, alloy.why)


ALLOY_WORD_ADDED = "the same alloy, the test naming a grade or treatment the reference does not: a narrower sample, unproven"


def _words(text: str) -> set[str]:
    """The words of what a key writes after its alloy: no unit after a number (`60 min`), no stopword (`at`, `for`)."""
    words = re.findall(r"(?<![\d.]\s)(?<![\d.])(?<![A-Za-z])[A-Za-z]{2,}", text)
    return {w.casefold() for w in words} - STOPWORDS


ON_SUBSTRATE = "the same film, one key naming its substrate"


def _compare_identity_forms(reference: str, test: str) -> KeyComparison | None:
    found = compare_identity_forms(reference, test, _compare_plain, _squeeze_plain)
    return None if found is None else KeyComparison(found[0], found[1] + 0.01 * _string_distance(reference, test), found[2])


def _compare_notations(reference: str, test: str) -> KeyComparison:
    if (identity := _compare_identity_forms(reference, test)) is not None:
        return identity
    if COLON_DOPANT_RE.match(reference) or COLON_DOPANT_RE.match(test):
        return _compare_colon_dopant(reference, test)
    result = _compare_plain(reference, test)
    if result.match:
        return result
    if (percent := percent_notation(reference, test, lambda r, t: compare_descriptors(r, t) is None)) is not None:
        return KeyComparison(percent[0], (0.1 if percent[0] else 1.0) + 0.01 * _string_distance(reference, test), percent[1])
    ref_film, test_film = notations.on_substrate(reference), notations.on_substrate(test)
    if (ref_film is None) != (test_film is None):
        film = _compare_plain(ref_film[0] if ref_film else reference, test_film[0] if test_film else test)
        if film.match:
            return KeyComparison(True, film.distance + 0.1, ON_SUBSTRATE)
    return result


def _compare_plain(reference: str, test: str) -> KeyComparison:
    result = _compare_parsed(reference, test)
    if not result.match and "different amounts" in result.reason and (unrun := unrun_multipliers(test)) != test:
        again = _compare_parsed(reference, unrun)
        if again.match:
            return KeyComparison(True, again.distance + 0.05, RUN_TOGETHER)
    if result.reason in (ADDITIVE_ON_SITE, ADDITIVE_OFF_SITE) and not (written_as_addition(reference) or written_as_addition(test)):
        return KeyComparison(False, result.distance + 0.5, "different amounts")  # `Ba1Sr0.1TiO3` is a formula, not a notation
    if not result.match and result.reason in _LABEL_MAY_EXPLAIN and same_label(reference, test):
        # `H/F-AlNn27.8` reads as HF, `PEO-BTO5 (5 g/L BaTiO3)` carries a gloss: the label itself agrees.
        return KeyComparison(True, 0.05 + 0.01 * _string_distance(reference, test), SAME_LABEL_VARIANT)
    return result


DOPANT_SITE = "same composition, the dopant of `x M:host` on the site its ionic size and charge give"
COLON_ADDITION = "same amounts read as an addition; `x M:host` names no site, so a substitution may be meant"


def _compare_colon_dopant(reference: str, test: str) -> KeyComparison:
    """`0.02Sm:PbTiO3`: Sm takes the site size and charge give (`Pb0.98Sm0.02TiO3`), proven; read as an
    addition (`PbTiO3-0.02Sm`) it is only the best guess; otherwise the plain comparison (left unproven)."""
    if analyse(reference).plain == analyse(test).plain:
        return _compare_parsed(reference, test)
    ref_site, test_site = site_reading(reference), site_reading(test)
    if ref_site or test_site:
        site = _compare_parsed(ref_site or reference, test_site or test)
        if site.match:
            return KeyComparison(True, site.distance + 0.02, DOPANT_SITE)
        return site  # the site is decided: another reading would be another composition
    plain = _compare_parsed(reference, test)
    if plain.reason == "identical up to spacing and punctuation":
        return plain
    if plain.match:
        return KeyComparison(True, plain.distance + 0.04, COLON_ADDITION)
    return plain


def _compare_parsed(reference: str, test: str) -> KeyComparison:
    ref, tst = analyse(reference), analyse(test)
    if ref.plain == tst.plain and ref.plain:
        return KeyComparison(True, 0.0, "identical up to spacing and punctuation")
    if (opened := compare_open_amounts(reference, test)) is not None:  # `YBa2Cu3O7-δ`: one amount open, IUPAC IR-11, before a label
        return KeyComparison(opened[0], (0.05 if opened[0] else 1.0) + 0.01 * _string_distance(reference, test), opened[1])
    if (not ref.readings or not tst.readings) and phases_differ(reference, test):
        return KeyComparison(False, 1.0 + _string_distance(reference, test), PHASES_DIFFER)  # `β-TCP`, `α-TCP`: labels of two phases
    if (not ref.readings or not tst.readings) and same_label(reference, test):
        if marks_differ(reference, test):
            return KeyComparison(False, 1.0 + _string_distance(reference, test), MARKS_DIFFER)
        if label_forms(reference) & label_forms(test) and _squeeze_plain(reference) == _squeeze_plain(test):
            return KeyComparison(True, 0.0, "same label up to punctuation")
        return KeyComparison(True, 0.05, SAME_LABEL_VARIANT)
    if (composite := compare_composites(reference, test)) is not None:
        same, reason = composite
        return KeyComparison(same, (0.05 if same else 1.5) + 0.01 * _string_distance(reference, test), reason)
    if not ref.readings:
        if ref.assignments and not ref.descriptors:
            if not tst.assignments:  # `n = 60` against `60 repeat units`: the test writes no variable to compare
                return KeyComparison(False, 1.0 + _string_distance(reference, test), VARIABLES_UNSTATED)
            same = ref.assignments == tst.assignments
            return KeyComparison(same, 0.0 if same else 1.0, "variable assignments " + ("agree" if same else "differ"))
        if _label(reference) == _label(test) and not marks_differ(reference, test):
            return KeyComparison(True, 0.0, "same label up to case and punctuation")
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "reference is not chemistry; labels differ")
    if not tst.readings:
        if (generic := generic_reading(test)) is not None:
            # a general formula (`Pb(ZrxTi1-x)O3`) against the reference: its element set only (`abbreviated_keys`)
            return KeyComparison(*generic_comparison(ref, generic, 0.05 + 0.01 * _string_distance(reference, test)))
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "test has no formula")

    best: tuple[float, str] | None = None
    for ref_chem, tst_chem in itertools.product(ref.readings, tst.readings):
        verdict = compare_chem(ref_chem, tst_chem)
        distance = fraction_distance(ref_chem, tst_chem)
        if best is None or (verdict in SOFT_AGREEMENTS, verdict is None, -distance) > (best[1] in SOFT_AGREEMENTS, best[1] is None, -best[0]):
            best = (distance, verdict)
    distance, chem_problem = best
    if chem_problem == ROUNDED and written_zeros_refute(reference, test):
        chem_problem = "different amounts"  # `Te56.0` writes a decimal the rounding must reach (ISO 80000-1 Annex B)
    chem_rounded = chem_problem if chem_problem in SOFT_AGREEMENTS else None
    if chem_rounded:
        chem_problem = None
    dopant_problem = compare_dopants(ref, tst)
    if dopant_problem and (chem_problem or not ref.readings[0].exact) and same_when_folded(ref, tst):
        chem_problem, dopant_problem = None, None
        if not compare_descriptors(ref, tst):
            return KeyComparison(True, 0.02 + 0.01 * _string_distance(reference, test), FOLDED_DOPANT)
    problems = [p for p in (chem_problem, dopant_problem, compare_descriptors(ref, tst)) if p]
    distance += 0.3 * (len(problems) - (1 if chem_problem else 0))
    distance += 0.05 * (1 - _jaccard(ref.tokens, tst.tokens)) + 0.01 * _string_distance(reference, test)
    if problems:
        return KeyComparison(False, distance + 0.5, "; ".join(problems))
    if (abbreviated := abbreviated_formula(ref, tst)) is not None:
        return KeyComparison(False, distance + 0.4, abbreviated)
    if chem_rounded:
        return KeyComparison(True, distance + 0.02, chem_rounded)
    if not ref.readings[0].exact and written_with_variables(split_conditions(normalize_key(reference))[0]):
        return KeyComparison(True, distance + 0.02, VARIABLE_AMOUNTS)
    return KeyComparison(True, distance, "same composition" + (" (element set; reference abbreviated)" if not ref.readings[0].exact else ""))


VARIABLES_UNSTATED = "the reference assigns variables; the test states none, so the assignments are not compared"
VARIABLE_AMOUNTS = "same elements, the reference's amounts written as variables (a non-stoichiometric formula)"
# Failures a sample label the test writes as the ground truth does (prefixes expanded, gloss left out) may explain.
_LABEL_MAY_EXPLAIN = frozenset(
    {"different elements", "different amounts", "qualifiers differ", "different elements; qualifiers differ", "different amounts; qualifiers differ"}
)
