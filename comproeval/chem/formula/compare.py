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
from fractions import Fraction

from ..data import load_lexicon
from ..text import MAX_CHARS, too_long
from . import notations
from .amounts import agree_within_rounding, rounded_per_unit
from .amounts import close_amounts as _close
from .amounts import rounded_amounts as _rounded
from .composite import compare_composites
from .dopant_site import addition_for_substitution, site_reading
from .generic import generic_reading
from .grammar import Chem
from .identity import compare_identity_forms
from .labels import SAME_LABEL_VARIANT, label_forms, same_label
from .labels import jaccard as _jaccard
from .labels import plain_label as _label
from .labels import squeeze_plain as _squeeze_plain
from .labels import string_distance as _string_distance
from .labels import word_match as _word_match
from .mixtures import compare_mixtures
from .parse import COLON_DOPANT_RE, Analysis, analyse, normalize_key
from .phosphor import ACTIVATORS_ALIKE, ACTIVATORS_DIFFER, same_activators
from .rewrites import NOTATION_READ, ratio_against_formula, rewritten_comparison
from .sample_notes import BARE_PERCENT, PARAMETER_RE, bare_against_basis, exclusive_difference, restated_parameters, sample_difference
from .substitution import percent_notation

_LEXICON = load_lexicon("formula_words")
_COMPONENTS = frozenset(_LEXICON["composite_components"])
_LOADING_RE = re.compile(r"\d\s*(?:vol|wt|mol)\s*%|%\s*(?:vol|wt|mol)\b")


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


@functools.lru_cache(maxsize=262144)
def _compare(reference: str, test: str) -> KeyComparison:
    if (mixed := compare_mixtures(reference, test)) is not None:
        return KeyComparison(mixed[0], 0.02 if mixed[0] else 1.0, mixed[1])
    if (activators := same_activators(reference, test)) is not None:
        return KeyComparison(True, 0.02, ACTIVATORS_ALIKE) if activators else KeyComparison(False, 1.0, ACTIVATORS_DIFFER)
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
    return result


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
    if (percent := percent_notation(reference, test, lambda r, t: _compare_descriptors(r, t) is None)) is not None:
        return KeyComparison(percent[0], (0.1 if percent[0] else 1.0) + 0.01 * _string_distance(reference, test), percent[1])
    ref_film, test_film = notations.on_substrate(reference), notations.on_substrate(test)
    if (ref_film is None) != (test_film is None):
        film = _compare_plain(ref_film[0] if ref_film else reference, test_film[0] if test_film else test)
        if film.match:
            return KeyComparison(True, film.distance + 0.1, ON_SUBSTRATE)
    return result


def _compare_plain(reference: str, test: str) -> KeyComparison:
    result = _compare_parsed(reference, test)
    if not result.match and "different amounts" in result.reason and (unrun := _unrun_multipliers(test)) != test:
        again = _compare_parsed(reference, unrun)
        if again.match:
            return KeyComparison(True, again.distance + 0.05, RUN_TOGETHER)
    if result.reason in (ADDITIVE_ON_SITE, ADDITIVE_OFF_SITE) and not (written_as_addition(reference) or written_as_addition(test)):
        return KeyComparison(False, result.distance + 0.5, "different amounts")  # `Ba1Sr0.1TiO3` is a formula, not a notation
    if not result.match and result.reason in _LABEL_MAY_EXPLAIN and same_label(reference, test):
        # `H/F-AlNn27.8` reads as HF, `PEO-BTO5 (5 g/L BaTiO3)` carries a gloss: the label itself agrees.
        return KeyComparison(True, 0.05 + 0.01 * _string_distance(reference, test), SAME_LABEL_VARIANT)
    return result


RUN_TOGETHER = "same composition once a multiplier run into an amount is read (`K20.15` as K2(0.15) = K0.3)"
# `K20.15`: an element, one digit, then an amount below 1 with no separator; read literally it is 20.15 atoms.
_RUN_TOGETHER_RE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]?)([1-9])(0\.\d+)(?![\d.])")


def _unrun_multipliers(key: str) -> str:
    """`Pb0.85K20.15Nb2O6` with `K20.15` read as the product K2 x 0.15 (an LLM flattening `K2(0.15)`)."""
    return _RUN_TOGETHER_RE.sub(lambda m: f"{m.group(1)}{format(int(m.group(2)) * float(m.group(3)), '.12g')}", key)


# A bare element with its amount as a term of its own: `-0.01Tm`, `+ (0.02 * Ce)`, `-100*0.01Tm`, `0.02Sm:`.
_ADDITION_TERM_RE = re.compile(r"(?:[-+]|^)\s*\(?\s*(?:100\s*\*\s*)?(?:\d+(?:\.\d+)?|\.\d+)\s*\*?\s*[A-Z][a-z]?(?:\d?\+)?\s*\)?\s*(?:$|[-+:,;])")


def written_as_addition(key: str) -> bool:
    """`A-0.01Tm`, `A + (0.02 * Ce)`: a bare element with its amount written as a term of its own."""
    return bool(_ADDITION_TERM_RE.search(normalize_key(key)))


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
    if (not ref.readings or not tst.readings) and same_label(reference, test):
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
        if _label(reference) == _label(test):
            return KeyComparison(True, 0.0, "same label up to case and punctuation")
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "reference is not chemistry; labels differ")
    if not tst.readings:
        if (generic := generic_reading(test)) is not None:
            return _compare_generic(ref, generic, reference, test)
        return KeyComparison(False, 1.0 + _string_distance(reference, test), "test has no formula")

    best: tuple[float, str] | None = None
    for ref_chem, tst_chem in itertools.product(ref.readings, tst.readings):
        verdict = _compare_chem(ref_chem, tst_chem)
        distance = _fraction_distance(ref_chem, tst_chem)
        if best is None or (verdict in _SOFT, verdict is None, -distance) > (best[1] in _SOFT, best[1] is None, -best[0]):
            best = (distance, verdict)
    distance, chem_problem = best
    chem_rounded = chem_problem if chem_problem in _SOFT else None
    if chem_rounded:
        chem_problem = None
    dopant_problem = _compare_dopants(ref, tst)
    if dopant_problem and (chem_problem or not ref.readings[0].exact) and _same_when_folded(ref, tst):
        chem_problem, dopant_problem = None, None
        if not _compare_descriptors(ref, tst):
            return KeyComparison(True, 0.02 + 0.01 * _string_distance(reference, test), FOLDED_DOPANT)
    problems = [p for p in (chem_problem, dopant_problem, _compare_descriptors(ref, tst)) if p]
    distance += 0.3 * (len(problems) - (1 if chem_problem else 0))
    distance += 0.05 * (1 - _jaccard(ref.tokens, tst.tokens)) + 0.01 * _string_distance(reference, test)
    if problems:
        return KeyComparison(False, distance + 0.5, "; ".join(problems))
    if (abbreviated := _abbreviated_formula(ref, tst)) is not None:
        return KeyComparison(False, distance + 0.4, abbreviated)
    if chem_rounded:
        return KeyComparison(True, distance + 0.02, chem_rounded)
    return KeyComparison(True, distance, "same composition" + (" (element set; reference abbreviated)" if not ref.readings[0].exact else ""))


VARIABLES_UNSTATED = "the reference assigns variables; the test states none, so the assignments are not compared"
ABBREVIATED_FORMULA = "the test abbreviates what the reference writes as a formula"
ROUNDED = "same composition, the test's amounts rounded to fewer decimals"
ADDITIVE_ON_SITE = "the same dopant amount, written as an addition on one side and substituted on the site its size and charge give on the other"
ADDITIVE_OFF_SITE = "the same dopant amount, written as an addition on one side and substituted on the other (site not proven)"
# Readings that agree once a convention is applied: matches of their own kind (`_compare_parsed`).
_SOFT = frozenset({None, ROUNDED, ADDITIVE_ON_SITE, ADDITIVE_OFF_SITE})
# Failures a sample label the test writes as the ground truth does (prefixes expanded, gloss left out) may explain.
_LABEL_MAY_EXPLAIN = frozenset(
    {"different elements", "different amounts", "qualifiers differ", "different elements; qualifiers differ", "different amounts; qualifiers differ"}
)


def _abbreviated_formula(ref: Analysis, tst: Analysis) -> str | None:
    """docs/scoring.md §2: a formula in the ground truth answered by an abbreviation (`PT` for `PbTiO3`) is 0.

    The reference may use abbreviations itself (then the test may too); a test
    abbreviation the reference does not use stands where the reference wrote the formula.
    """
    if ref.named or not ref.readings or not all(r.exact for r in ref.readings):
        return None
    extra = [a for a in tst.abbreviations if a not in ref.abbreviations]
    if not extra:
        return None
    return f"{ABBREVIATED_FORMULA} ({', '.join(extra)})"


def _compare_generic(ref: Analysis, generic: Chem, reference: str, test: str) -> KeyComparison:
    """A general formula with variables (`Pb(ZrxTi1-x)O3`) matches an abbreviation's element set, never amounts."""
    distance = 0.05 + 0.01 * _string_distance(reference, test)
    if any(r.exact for r in ref.readings):
        return KeyComparison(False, 1.0 + distance, "test gives no amounts (a general formula) where the reference has a formula")
    if any(r.elements == generic.elements for r in ref.readings):
        if ref.dopants:
            return KeyComparison(False, 0.5 + distance, "dopant additions differ")
        if ref.descriptors:
            return KeyComparison(False, 0.5 + distance, DROPPED_LABEL)
        return KeyComparison(True, distance, "same composition (element set; reference abbreviated, test a general formula)")
    return KeyComparison(False, 1.0 + distance, "different elements")


def _compare_chem(ref: Chem, tst: Chem) -> str | None:
    """What is wrong with the test reading, or None: same elements, and amounts equal or in the same ratio."""
    if ref.elements != tst.elements:
        return "different elements"
    if not ref.exact:
        return None
    if not tst.exact:
        return "test gives no amounts (abbreviation or name) where the reference has a formula"
    ref_amounts = {el: a for el, a in ref.amounts if a}
    tst_amounts = {el: a for el, a in tst.amounts if a}
    if all(_close(ref_amounts[el], tst_amounts[el]) for el in ref_amounts):
        return None
    ratio = tst_amounts[next(iter(ref_amounts))] / ref_amounts[next(iter(ref_amounts))] if ref_amounts else 1
    if all(_close(ref_amounts[el] * ratio, tst_amounts[el]) for el in ref_amounts):
        return None
    if _rounded(ref_amounts, tst_amounts) or rounded_per_unit(ref_amounts, tst_amounts) or agree_within_rounding(ref_amounts, tst_amounts):
        return ROUNDED
    if (site := addition_for_substitution(ref_amounts, tst_amounts)) is not None:
        return ADDITIVE_ON_SITE if site else ADDITIVE_OFF_SITE
    return "different amounts"


FOLDED_DOPANT = "a dopant addition in mol% equals the formula's amount (x mol% = x/100 per formula unit)"


def _folded(analysis: Analysis) -> tuple[Chem, ...]:
    """Readings with `+ x mol% M` additions of single elements written into the formula as x/100 M per formula unit."""
    extra: dict[str, Fraction] = {}
    for species, amount, unit in analysis.dopants:
        element = re.fullmatch(r"([A-Z][a-z]?)1?", species)
        if amount is None or unit not in ("", "mol", "at") or not element:
            return ()
        extra[element.group(1)] = extra.get(element.group(1), Fraction(0)) + amount / 100
    folded = []
    for chem in analysis.readings:
        amounts = dict(chem.amounts)
        for element, amount in extra.items():
            amounts[element] = amounts.get(element, Fraction(0)) + amount
        folded.append(Chem(tuple(sorted(amounts.items())), chem.exact))
    return tuple(folded)


def _same_when_folded(ref: Analysis, tst: Analysis) -> bool:
    """The common dopant notations agree: `A + 2 mol% M` (an addition) is `A-0.02M` (a formula amount)."""
    if bool(ref.dopants) == bool(tst.dopants):
        return False
    ref_readings = _folded(ref) if ref.dopants else ref.readings
    tst_readings = _folded(tst) if tst.dopants else tst.readings
    return any(r.exact and t.exact and _compare_chem(r, t) is None for r in ref_readings for t in tst_readings)


def _fraction_distance(ref: Chem, tst: Chem) -> float:
    """L1 distance of atom fractions, plus 0.5 when the element sets differ: ranks near misses."""

    def fractions(chem):
        total = sum(float(a) for _, a in chem.amounts) or 1.0
        return {el: float(a) / total for el, a in chem.amounts if a}

    a, b = fractions(ref), fractions(tst)
    l1 = sum(abs(a.get(el, 0.0) - b.get(el, 0.0)) for el in set(a) | set(b))
    return l1 + (0.5 if set(a) != set(b) else 0.0)


def _compare_dopants(ref: Analysis, tst: Analysis) -> str | None:
    """Dopant additions must agree in species; amounts and units only where both state them."""
    if len(ref.dopants) != len(tst.dopants):
        return "dopant additions differ"
    for (r_species, r_amount, r_unit), (t_species, t_amount, t_unit) in zip(ref.dopants, tst.dopants):
        if not _same_species(r_species, t_species) or (r_amount is not None and t_amount is not None and r_amount != t_amount):
            return "dopant additions differ"
        if r_unit and t_unit and r_unit != t_unit:
            return "dopant units differ"
    return None


def _same_species(reference: str, test: str) -> bool:
    """The same dopant species; an element set (`{Co O}`, from `CoOx`) is any compound of just those elements."""
    if reference == test:
        return True
    sets = [s for s in (reference, test) if s.startswith("{")]
    if len(sets) != 1:
        return False
    other = test if reference.startswith("{") else reference
    return set(sets[0][1:-1].split()) == set(re.findall(r"[A-Z][a-z]?", other))


def _compare_descriptors(ref: Analysis, tst: Analysis) -> str | None:
    """Qualifiers the test gives must agree with the reference's; extra test qualifiers are allowed.

    A test that gives none has omitted them, not contradicted them: it still
    names the same material, and the one-to-one pairing (closest qualifiers,
    agreeing value) decides which of several such samples it denotes.
    """
    if not ref.tokens:
        return None
    numbers = {t for t in ref.tokens if t[0].isdigit() or t[0] in ".-"}
    test_numbers = {t for t in tst.tokens if t[0].isdigit() or t[0] in ".-"}
    if not tst.tokens:
        if _names_component(ref.descriptors):
            return "a composite component or loading is missing"
        # A number in the label (a grade, a sample number, a processing temperature) tells samples apart;
        # a crystal direction (`[001]c`) is a cut of the same sample, not a label.
        # a stacking or polytype symbol (`O3`, `2H`) is a phase, weighed by the phase rules, not a sample label
        label = [d for d in ref.descriptors if not re.fullmatch(r"\d{3}|[OPT][1-4]'?|\d{1,2}[HTRC]'?", d)]
        return DROPPED_LABEL if re.search(r"\d", " ".join(label)) else None
    restated = restated_parameters(" ".join(ref.descriptors), " ".join(tst.descriptors))
    parameters = {format(float(n), "g") for n, _ in PARAMETER_RE.findall(" ".join(ref.descriptors))}
    if not PARAMETER_RE.search(" ".join(tst.descriptors)) and parameters - test_numbers:
        return DROPPED_PARAMETER
    words = ref.tokens - numbers
    found_numbers = (numbers & test_numbers) | restated
    found_words = {w for w in words if any(_word_match(w, t) for t in tst.tokens - test_numbers)}
    if numbers and test_numbers and 2 * len(found_numbers) < len(numbers):
        # Values the test gives must be the reference's; values it leaves out are omitted, not contradicted.
        return "qualifier values differ"
    enough_words = 3 * len(found_words) >= len(words) and (found_words or numbers)
    if words and not (enough_words or (len(words) == 1 and numbers)):
        return "qualifiers differ"
    return None


DROPPED_LABEL = "the test drops the reference's sample label"
DROPPED_PARAMETER = "the test leaves out the reference's processing parameter"


def _names_component(descriptors: tuple[str, ...]) -> bool:
    """A descriptor that is chemistry (a second phase or its loading), not a processing note."""
    text = " ".join(descriptors).lower()
    return bool(_LOADING_RE.search(text)) or any(word in _COMPONENTS for word in re.findall(r"[a-z0-9-]+", text))
