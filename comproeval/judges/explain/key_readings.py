"""Certain key verdicts that rest on a token that is not chemistry, or on a share nobody wrote (issue 26).

A verdict is certain only when both readings are complete and plausible: a temperature read as carbon, a grade
code read as phosphorus, a system name read as equal shares, or an identity descriptor (layers, facet, loading)
only one key states leave the verdict the best guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula import key_readings as readings
from ...chem.formula.alloy_designations import read_alloy
from ...chem.formula.amount_notations import repeated_element_terms
from ...chem.formula.blend_compare import compare_blends
from ...chem.formula.blends import read_blend
from ...chem.formula.condition_gases import is_gas_clause
from ...chem.formula.leftovers import leftover_difference
from ...chem.formula.parse import normalize_key

KeyExplainer = Callable[[str, str], tuple[Decision, float]]
_READ_AS_CHEMISTRY = frozenset({"different-elements", "different-amounts", "formula-equivalent", "label-dropped"})
# The basis of a match that leaves an identity descriptor of one key unstated by the other.
DESCRIPTOR_UNSTATED = "descriptor-unstated"


def support_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """`Pt3Co/C` against `Pt75Co25/C`: one support written alike after a slash (a supported catalyst, a coated
    material: IUPAC, Pure Appl. Chem. 67 (1995) 1257, `metal/support`) leaves the parts before it to decide; the
    support's amount is unstated on both sides, so it is no amount of the formula."""
    ref, tst = (normalize_key(key).strip() for key in (reference, test))
    if ref.count("/") != 1 or tst.count("/") != 1:
        return None
    (ref_part, ref_support), (test_part, test_support) = (key.split("/") for key in (ref, tst))
    if ref_support.strip() != test_support.strip() or ref_part.strip() == test_part.strip() or not ref_support.strip():
        return None
    if not readings.plain_formula(_PHASE_LETTER.sub("", ref_support.strip())) or not all(map(_composition, (ref_part.strip(), test_part.strip()))):
        return None
    again, distance = explain(ref_part.strip(), test_part.strip())
    why = f"{again.why or again.basis} (on the same support, {ref_support.strip()}, its amount unstated)"
    return Decision(again.match, again.basis, why, certain=again.certain), distance


# A Greek-letter phase prefix of the support (`α-Al2O3`, `γ-Al2O3`): written alike on both sides, it names no element.
_PHASE_LETTER = re.compile(r"^[α-ω]-")


def _composition(part: str) -> bool:
    """A part before the support that is a formula or an alloy designation with its basis (`Pd–5 wt% Au`, `Pd95Au5
    (wt.%)`: ASM/ISO 6361 style, the balance first), which the key rules read whole."""
    return readings.plain_formula(part) or read_alloy(part) is not None


def blend_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Two blend, additive or loading notations read whole (`chem.formula.blends`): components paired by the judge's
    own key comparison, amounts compared on one basis; None when either key is not such a notation."""

    def resolve(one: str, other: str) -> tuple[bool, bool]:
        decision, _ = explain(one, other)
        return decision.match, decision.certain

    if (read := compare_blends(reference, test, resolve)) is None:
        return None
    same, why, certain = read
    basis = "mixture-read" if same else "composite-differs"  # the bases of the mixture notations read before
    if same and not certain and _bare_against_stated(reference, test):
        basis = "bare-percent"  # the paper's other keys may settle the bare `%` (`rules_keys`)
    return Decision(same, basis, why, certain=certain), 0.05 if same else 1.5


def _bare_against_stated(reference: str, test: str) -> bool:
    bases = [read_blend(key) for key in (reference, test)]
    return all(bases) and [b.basis is None for b in bases].count(True) == 1 and all(b.form == "added" for b in bases)


def settle_readings(reference: str, test: str, decision: Decision, distance: float, explain: KeyExplainer) -> tuple[Decision, float]:
    """The decision once condition tokens, grade codes, system names and unstated descriptors are read as such."""
    if not decision.certain:
        return decision, distance
    for rule in (_temperatures, _lone_symbol_quantities, _grade_codes, _condition_tokens, _system_names, _unstated_descriptor):
        if (settled := rule(reference, test, decision, explain)) is not None:
            return settled, distance if settled.match == decision.match else distance + (-0.5 if settled.match else 0.5)
    return decision, distance


def _temperatures(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`BaTiO3 1300C` is `BaTiO3 (1300 °C)`: the keys compared with their temperatures written as conditions."""
    if decision.basis not in _READ_AS_CHEMISTRY:
        return None
    ref, tst = readings.written_temperatures(reference), readings.written_temperatures(test)
    if (ref, tst) == (reference, test):
        return None
    again, _ = explain(ref, tst)
    why = f"{again.why} (a number run into C or K after the formula read as a temperature, not carbon or potassium)"
    return Decision(again.match, again.basis, why, certain=again.certain)


def _lone_symbol_quantities(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`bias 500 V` against `bias 50 V`: a number and an element symbol that is the key's only element read as a
    one-element composition drops the number (`readings.number_symbol_tokens`); the values decide, as a guess."""
    if decision.basis not in _READ_AS_CHEMISTRY:
        return None
    tokens = {}
    for key in (reference, test):
        parsed = formula.parse_composition(key)
        elements = set(parsed.elements) if parsed is not None else set()
        tokens[key] = sorted(t for t, symbol in readings.number_symbol_tokens(key).items() if elements == {symbol})
    if not any(tokens.values()):
        return None
    same = tokens[reference] == tokens[test]
    shown = ", ".join(dict.fromkeys(tokens[reference] + tokens[test]))
    values = "the same values" if same else "other values"
    why = f"{shown}: a number before the key's only element symbol, a value with its unit (SI) more likely than an amount: {values}, unproven"
    return Decision(same, "unit-symbol-value", why, certain=False)


def _condition_tokens(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`LiFePO4 1C`: a number run into `C` (a C-rate or a low temperature) is a condition, so it proves no element."""
    if decision.match or decision.basis not in _READ_AS_CHEMISTRY:
        return None
    tokens = readings.condition_tokens(reference) + readings.condition_tokens(test)
    if not tokens:
        return None
    why = f"{decision.why}; {', '.join(tokens)} is a condition (a temperature or C-rate), not an element: unproven"
    return Decision(False, decision.basis, why, certain=False)


def _grade_codes(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`TiO2 P25` against `TiO2`: a product or grade code read as an element proves no composition; the keys are
    compared without their codes, and what the codes add is the best guess."""
    codes = readings.grade_codes(reference) + readings.grade_codes(test)
    if not codes or decision.basis not in _READ_AS_CHEMISTRY or _gas_clauses_only(codes, reference, test):
        return None
    ref, tst = readings.without_grade_codes(reference), readings.without_grade_codes(test)
    again, _ = explain(ref, tst)
    if not again.match and again.certain:
        if decision.match:
            return None  # the token read as chemistry made the keys one (`Na0.1Li0.9 Ti0.9Zr0.1 O3`, a spaced formula)
        return Decision(False, again.basis, f"{again.why} (with {', '.join(codes)} read as a grade code)")
    same_codes = readings.grade_codes(reference) == readings.grade_codes(test)
    match = again.match and (same_codes or not (readings.grade_codes(reference) and readings.grade_codes(test)))
    why = f"{', '.join(codes)} is a grade or product code, not an element; without it: {again.why}: the best guess, unproven"
    return Decision(match, "grade-code", why, certain=False)


def _gas_clauses_only(codes: list[str], reference: str, test: str) -> bool:
    """Every code is a gas a key writes as a condition clause beside another (`(N2, 1700 °C)`): the gas the sample
    was in (`condition_gases`), which the condition rules read, no grade code; a gas alone (`(N2)`) is left as a code."""
    clauses = [p.strip() for key in (reference, test) for c in formula.split_conditions(key)[1] for p in c.split(",")]
    return all(code in clauses and is_gas_clause(code) for code in codes) and len(clauses) > sum(map(is_gas_clause, clauses))


def _system_names(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`Li2S-P2S5` against `75Li2S-25P2S5`, `NiTi` against `Ni50.8Ti49.2`: a system named without shares states no
    stoichiometry, so the literal reading (equal shares) of a composition of the same elements is kept as the best guess,
    neither proven the same nor different."""
    if decision.basis not in ("different-amounts", "formula-equivalent"):
        return None
    for one, other in ((reference, test), (test, reference)):
        if (shares := _bracketed_shares(one)) is not None and _bracketed_shares(other) is None and read_blend(other) is None:
            again, _ = explain(shares[0], other)
            said = "in amounts of substance, as formula counts are" if shares[1] else "their basis unstated"
            why = f"{one!r} read as {shares[0]!r} (its bracketed ratio as the parts' shares, {said}): {again.why}"
            return Decision(again.match, "system-ratio", why, certain=again.certain and shares[1])
        if readings.system_parts(one) and not readings.system_parts(other):
            if readings.system_elements(one) == readings.system_elements(other):
                why = f"{decision.why}; but {one!r} names a pseudo-binary system without shares, {other!r} a composition in it: unproven"
                return Decision(decision.match, "system-name", why, certain=False)
        materials = [formula.split_conditions(key)[0] for key in (one, other)]  # `FeAl, annealed`: the alloy named
        if (metals := readings.intermetallic_name(materials[0])) and readings.in_atomic_percent(materials[1]) == metals:
            why = f"{decision.why}; but {one!r} names an alloy without counts, {other!r} its atomic percentages: unproven"
            return Decision(decision.match, "system-name", why, certain=False)
    return None


def _bracketed_shares(key: str) -> tuple[str, bool] | None:
    """`Al2O3–ZrO2 (2:1)` -> `0.6667Al2O3-0.3333ZrO2`: a system of formulas with its ratio in brackets, one number
    per part, written as the parts with their shares (IUPAC Green Book 2.10: a ratio x:y of two components), and
    whether the ratio is stated molar (then it counts as a formula's counts do)."""
    blend = read_blend(key)
    if blend is None or blend.form != "whole" or blend.notation or None in blend.amounts or blend.rest:
        return None
    if not all(readings.plain_formula(part) for part in blend.parts):
        return None
    total = sum(a for a in blend.amounts if a is not None)
    if not total:
        return None
    shares = "-".join(f"{float(a / total):.4g}{part}" for part, a in zip(blend.parts, blend.amounts, strict=True) if a is not None)
    return shares, blend.basis == "mol"


def _unstated_descriptor(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """`MoS2` against `MoS2 monolayer`, `Pt` against `Pt(111)`, `Pt/C` against `Pt/C (20 wt%)`: a layer count, facet
    or loading only one key states may tell the paper's samples apart, so the match is the best guess."""
    if not decision.match or not (added := readings.unstated_descriptor(reference, test)):
        return None
    why = f"{decision.why or 'the same composition'}; {added!r} is stated by one key only: the best guess, unproven"
    return Decision(True, DESCRIPTOR_UNSTATED, why, certain=False)


def unread_may_restate(reference: str, test: str, decision: Decision) -> bool:
    """Unread words may restate another composition, unless the test is a bare formula dropping the reference's
    numbered label (`KNN calcinated at 850 °C` / `KNN`): nothing the test writes can restate a label it lacks."""
    if not formula.unread_words(reference, test):
        return False
    return not (decision.basis == "label-dropped" and not formula.has_descriptors(test))


# Matches that rest on the formula reader, which sets aside what it does not read.
# (A name read for its formula, `MXene` for `Ti3C2Tx`, and activators read whole, `1%Ce` for `Ce1%`, are read by their own rules.)
_FORMULA_READ = frozenset({"formula-equivalent", "abbreviation", DESCRIPTOR_UNSTATED})
# The basis of a match left unproven, or turned, by what the keys write beside their formulas.
LEFTOVER_DIFFERS = "leftover-differs"


def complete_reading(reference: str, test: str, decision: Decision, distance: float) -> tuple[Decision, float]:
    """A certain match stands only when what both keys write beside the formula agrees (issue 26: `TaN 20 nm` /
    `TaN 20 Å`, `…K2O=2.0` / `…=2.5`): otherwise it is the best guess, and another number or name guesses another
    sample; another amount of one quantity does so for a match already unproven too (`20 min` / `20 s`)."""
    if not decision.match or decision.basis not in _FORMULA_READ:
        return decision, distance  # whole notations (mixtures, labels, conditions) are read completely by their own rules
    if decision.certain and (twice := _terms_written_twice(reference, test)):
        why = f"{decision.why or 'the same composition'}; {twice}'s share written twice by one key, summed by the reading: unproven"
        return Decision(True, decision.basis, why, certain=False), distance
    if (differs := leftover_difference(reference, test)) is None or _read_as_conditions(reference, test):
        return decision, distance
    if not decision.certain and formula.complement_shares(reference, test):
        return decision, distance  # `30 wt% PVC`, `70 wt% sorbent`: one mix's two shares, the guess already made
    if decision.basis == "abbreviation" and decision.certain:
        # an element set read from an abbreviation (`PVDF/MXene`) leaves more unread than a formula: unproven, not turned
        return Decision(True, decision.basis, f"{decision.why or 'the same elements'}; {differs.why}: unproven", certain=False), distance
    if differs.another_amount or differs.another_sample and decision.certain:
        return Decision(False, LEFTOVER_DIFFERS, f"{differs.why}: another sample, unless one is a misreading", certain=False), distance + 0.5
    if not decision.certain:
        return decision, distance
    return Decision(True, decision.basis, f"{decision.why or 'the same composition'}; {differs.why}: unproven", certain=False), distance


def _terms_written_twice(reference: str, test: str) -> str:
    """The elements one key writes two shares of where the other does not write them alike (`Co-10Cr, 0.05Cr`
    against `Co-10Cr-0.05Cr`): an addition or a restatement, not read (`amount_notations.repeated_element_terms`)."""
    ref, tst = repeated_element_terms(reference), repeated_element_terms(test)
    return ", ".join(sorted(set(ref) | set(tst))) if (ref or tst) and normalize_key(reference) != normalize_key(test) else ""


def _read_as_conditions(reference: str, test: str) -> bool:
    """What differs beside the formula lies in the keys' conditions, which their reader proves the same (`B/Si = 0.3`
    against `B:Si = 3:10`, `Si/B = 10`: one ratio in other notations): nothing is left unread."""
    bases = [formula.split_conditions(key)[0] for key in (reference, test)]
    if not all(map(formula.read_conditions, (reference, test))) or leftover_difference(*bases) is not None:
        return False
    verdict = formula.compare_conditions(reference, test)
    return bool(verdict.same and verdict.certain)
