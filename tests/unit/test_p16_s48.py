"""Stop 48, P16: a test entry written as a ground-truth entry is that entry, not also a broader class beside it."""

from comproeval.chem.alignment import match_lists
from comproeval.judges.rules import judge_synthesis_rules


def _synthesis(techniques: list[str]) -> dict:
    return {"method": "hydrothermal", "steps": [], "characterization_techniques": techniques}


def _techniques(reference: list[str], test: list[str]):
    return judge_synthesis_rules(_synthesis(reference), _synthesis(test)).characterization_techniques


def test_an_instrument_written_as_its_twin_is_not_also_the_broader_class_listed_apart():
    # the paper lists the capacitance bridge and impedance measurement apart: the test named the bridge only
    verdict = _techniques(["XRD", "capacitance bridge", "impedance measurement"], ["XRD", "capacitance bridge", "TGA"])
    missed = [m for m in verdict.matches if m.reference_item == "impedance measurement"]
    assert len(missed) == 1 and not missed[0].matched and missed[0].certain is False


def test_an_instrument_alone_still_stands_for_its_measurement_and_a_broader_class():
    # no twin: an LCR-type bridge stands for both dielectric and impedance measurement (identity-preserving)
    verdict = _techniques(["dielectric measurement", "impedance measurement"], ["capacitance bridge"])
    assert verdict.total_match == 2 and all(m.certain is not False for m in verdict.matches)


def test_a_twin_keeps_its_verbatim_partner_and_a_multi_part_entry_otherwise_shares():
    same = lambda r, t: r == t or r in t.split(" / ")  # noqa: E731
    similarity = lambda r, t: float(r == t)  # noqa: E731
    # a combined entry written verbatim by the reference is that entry only
    assert match_lists(["AFM / XPS", "XPS"], ["AFM / XPS"], same, similarity) == [(0, 0)]
    # without a twin it stands for each part it names
    assert sorted(match_lists(["AFM", "XPS"], ["AFM / XPS"], same, similarity)) == [(0, 0), (1, 0)]


# --- a mass or volume fraction written before the solute or after a comma (IUPAC Green Book 2.10) ---

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from comproeval.chem.compounds import solute_of  # noqa: E402
from comproeval.judges.explain import explain_compound  # noqa: E402


@pytest.mark.parametrize(
    ("text", "solute"),
    [
        ("25 wt% NH3", "NH3"),
        ("10 % sodium hydroxide solution", "sodium hydroxide"),
        ("5 wt% aqueous CuSO4", "CuSO4"),
        ("sodium carbonate, 8 wt% aqueous", "sodium carbonate"),
        ("4 % NaCl brine", "NaCl"),
        # a share of a mixture or of a material, not a solution's concentration
        ("4 % H2/N2", None),
        ("20 wt% Pt/C", None),
        ("3 mol% Y2O3-stabilized ZrO2", None),
        ("5 at% Al", None),
    ],
)
def test_solute_after_or_before_a_fraction(text, solute):
    assert solute_of(text) == solute


def _verdict(a: str, b: str) -> tuple[bool, bool]:
    decision = explain_compound(a, b)
    return decision.match, decision.certain


def test_a_fraction_before_the_solute_is_the_same_solution_as_one_after_it():
    assert _verdict("25 wt% NH3", "ammonia (25 wt%)") == (True, True)
    assert _verdict("Na2CO3 (8%)", "sodium carbonate, 8 wt% aqueous") == (True, True)
    assert _verdict("4 % NaCl solution", "4 wt% sodium chloride brine") == (True, True)


def test_another_fraction_or_another_solute_is_never_the_same_for_certain():
    assert _verdict("25 wt% NH3", "ammonia (28 wt%)") != (True, True)
    assert _verdict("4 % NaCl solution", "4 wt% potassium chloride brine") == (False, True)
    assert _verdict("10 wt% KOH", "sodium hydroxide (10 wt%)") == (False, True)


_SOLUTES = [("NaCl", "sodium chloride"), ("KOH", "potassium hydroxide"), ("CuSO4", "copper(II) sulfate"), ("NH3", "ammonia")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_SOLUTES), st.integers(1, 60), st.integers(1, 60))
def test_fraction_rewrites_are_same_and_other_fractions_never_certain_same(solute, one, other):
    formula, name = solute
    rewritten = _verdict(f"{one} wt% {formula}", f"{name}, {one} wt% aqueous")
    assert rewritten != (False, True)
    if one != other:
        assert _verdict(f"{one} wt% {formula}", f"{name} ({other} wt%)") != (True, True)


# --- a liquefied gas written `L` + formula (cryogenics notation) ---


def test_a_liquefied_gas_by_its_l_notation():
    assert _verdict("liquid helium", "LHe") == (True, True)
    assert _verdict("LAr", "liquid argon") == (True, True)
    assert _verdict("LHe", "liquid nitrogen") == (False, True)
    assert _verdict("LHe", "LN2") == (False, True)
    assert solute_of("LHe") is None


# --- a count before a hyphenated noun in figures or in words (Chicago Manual of Style 9.2-9.7) ---


def test_a_count_in_figures_is_the_count_in_words():
    from comproeval.chem.technique_index import normalize
    from comproeval.judges.explain import explain_technique

    assert normalize("5-point bend") == normalize("five-point bend") and normalize("2 h") == "2 h"
    same = explain_technique("four-point flexural test", "4-point bending")
    assert same.match and same.certain
    other = explain_technique("3-point bending", "four-point bending")
    assert not other.match
    assert not explain_technique("2-probe resistance", "four-probe resistivity").match


# --- a streaming-current (particle charge) detector gives a charge signal, not a zeta potential ---


def test_a_streaming_current_detector_is_not_a_zeta_potential_measurement_but_streaming_potential_is():
    from comproeval.judges.explain import explain_technique

    assert not explain_technique("zeta-potential determination", "particle charge detector").match
    assert not explain_technique("electrophoretic mobility", "streaming current detector titration").match
    assert explain_technique("zeta-potential", "streaming potential measurement").match  # a method of it (IUPAC 2005)
