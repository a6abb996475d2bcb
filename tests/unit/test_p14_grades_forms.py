"""P14 (stop 46): trade-name grades, verbatim twins in the list assignment, crystal-form designations, poly- salts.

Examples written for these rules, none copied from a set."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem import compounds
from comproeval.chem.compounds.trade_grades import other_products, trade_grade
from comproeval.judges.explain import explain_compound, explain_technique
from comproeval.judges.explain.common import Decision
from comproeval.judges.rules import judge_synthesis_rules
from comproeval.judges.rules_lists import list_verdict


@pytest.mark.parametrize(
    ("text", "brand", "code"),
    [
        ("Kollidon 25", "kollidon", "25"),
        ("MicroCel PH-301", "microcel", "ph301"),
        ("Brandname X-45", "brandname", "x45"),
        ("Duro-Flex 12-34", "duroflex", "1234"),
    ],
)
def test_trade_grade_reads_brand_and_code(text, brand, code):
    assert trade_grade(text) == (brand, code)


@pytest.mark.parametrize("text", ["sodium chloride", "TiO2", "Ethanol 99.8", "PVP", "Zn 5N", "copper(II) sulfate pentahydrate"])
def test_not_a_trade_grade(text):
    assert trade_grade(text) is None


def test_one_product_written_two_ways_is_no_other_product():
    assert other_products("Kollidon 25", "Kollidon-25") is None
    assert other_products("Kollidon 25", "Kollidon 30") is not None


@pytest.mark.parametrize(("reference", "test"), [("Pharmatose 450M", "Sorbolac 400"), ("Tablettose 100", "Sorbolac 400")])
def test_two_grades_of_one_substance_never_certainly_one(reference, test):
    """Two proprietary grades the name database reads as one formula (lactose): never a certain same."""
    assert compounds.compound_formula(reference) == compounds.compound_formula(test) is not None  # the database's reading
    decision = explain_compound(reference, test)
    assert not (decision.match and decision.certain)
    assert not decision.match  # two codes: two products, the best guess


def test_grade_against_its_substance_keeps_the_reading():
    assert explain_compound("Sorbolac 400", "lactose").match


def _decide(pairs: dict[tuple[str, str], Decision]):
    def explain(r: str, t: str) -> Decision:
        if r == t:
            return Decision(True, "exact", None)
        return pairs.get((r, t), Decision(False, "different-compound", None))

    return explain


def test_verbatim_twin_is_never_given_away():
    """A reading that makes `A` the test's `B` and `B` the test's `C` must not take `B`'s verbatim twin from it."""
    pairs = {("A", "B"): Decision(True, "formula-equivalent", None), ("B", "C"): Decision(True, "formula-equivalent", None)}
    verdict = list_verdict(["A", "B"], ["C", "B"], _decide(pairs), lambda r, t: 1.0 if r == t or (r, t) in pairs else 0.0, lambda x: True)
    paired = {(m.reference_item, m.test_item) for m in verdict.matches if m.match_value}
    assert ("B", "B") in paired
    assert ("A", "B") not in paired and ("B", "C") not in paired


def test_synthesis_grades_keep_their_twin():
    verdict = judge_synthesis_rules({"precursors": ["Lactohale 200", "DuraLac H"]}, {"precursors": ["Sorbolac 400", "DuraLac H"]})
    certain_same = [(m.reference_item, m.test_item) for m in verdict.precursors.matches if m.match_value and getattr(m, "certain", True) is not False]
    assert certain_same == [("DuraLac H", "DuraLac H")]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("aspirin (form I)", "aspirin (form II)"),
        ("sorbitol polymorph A", "sorbitol polymorph B"),
        ("ammonium polyphosphate, crystal phase I", "ammonium polyphosphate, crystal phase II"),
        ("calcium sulfate modification II", "calcium sulfate modification III"),
    ],
)
def test_two_crystal_forms_are_never_one(reference, test):
    decision = explain_compound(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("aspirin (form II)", "aspirin form II"), ("acetylsalicylic acid (form I)", "aspirin, form I"), ("aspirin", "aspirin")],
)
def test_one_crystal_form_rewritten_is_never_other(reference, test):
    decision = explain_compound(reference, test)
    assert decision.match or not decision.certain


def test_form_designations_read():
    assert compounds.phase_of("mannitol (form II)")["form"] == frozenset({"2"})  # the numeral read as its number (`form 2` alike)
    assert compounds.phase_of("collagen type I")["type"] == frozenset({"1"})
    assert "type" not in compounds.phase_of("type 316 stainless steel")  # a grade number, read by the alloy rules
    assert compounds.without_phase("mannitol (form II)") == "mannitol"
    assert compounds.without_phase("zinc borate (ZB, form A)") == "zinc borate (ZB)"


@pytest.mark.parametrize(("poly", "other"), [("potassium polyacrylate", "potassium acrylate"), ("ammonium polyphosphate", "(NH4)3PO4")])
def test_poly_salt_is_not_its_monomer_or_orthosalt(poly, other):
    assert compounds.compound_formula(poly) is None
    decision = explain_compound(poly, other)
    assert not (decision.match and decision.certain)


def test_counted_condensed_anion_keeps_its_formula():
    assert compounds.compound_formula("sodium tripolyphosphate") == {"Na": 5.0, "P": 3.0, "O": 10.0}


_ROMAN = st.sampled_from(["I", "II", "III", "IV", "V"])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["mannitol", "aspirin", "sorbitol", "calcium carbonate"]), _ROMAN, _ROMAN, st.sampled_from(["form", "polymorph", "phase"]))
def test_forms_property(substance, one, other, word):
    decision = explain_compound(f"{substance} ({word} {one})", f"{substance} {word} {other}")
    if one == other:
        assert decision.match or not decision.certain
    else:
        assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("name", "formula"),
    [("iron(II,III) oxide", "Fe3O4"), ("lead(II,IV) oxide", "Pb3O4"), ("manganese(II,III) oxide", "Mn3O4"), ("terbium(III,IV) oxide", "Tb4O7")],
)
def test_mixed_valence_name_is_the_usual_formula_best_guess(name, formula):
    decision = explain_compound(formula, name)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("name", "formula"),
    [("iron(II,III) oxide", "FeO"), ("iron(II,III) oxide", "Fe2O3"), ("lead(II,IV) oxide", "PbO2"), ("manganese(II,III) oxide", "MnO")],
)
def test_mixed_valence_name_against_a_single_state_is_other(name, formula):
    decision = explain_compound(name, formula)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("name", "formula"),
    [("potassium hexafluoroaluminate", "K3AlF6"), ("lithium tetrachloroaluminate", "LiAlCl4"), ("ammonium hexafluoroaluminate", "(NH4)3AlF6")],
)
def test_additive_name_of_a_one_state_metal(name, formula):
    decision = explain_compound(name, formula)
    assert decision.match and decision.certain


def test_additive_name_of_a_metal_of_several_states_stays_unread():
    from comproeval.chem.compounds.coordination import coordination_formula

    assert coordination_formula("potassium hexacyanoferrate") is None  # Fe(II) or Fe(III): no formula without its state
    assert not explain_compound("potassium hexafluoroaluminate", "K2AlF5").match


@pytest.mark.parametrize(("noted", "plain"), [("conc. HNO3", "nitric acid"), ("purified terephthalic acid", "benzene-1,4-dicarboxylic acid")])
def test_grade_words_say_no_other_compound(noted, plain):
    decision = explain_compound(noted, plain)
    assert decision.match and decision.certain


def test_grade_words_keep_compounds_apart():
    decision = explain_compound("conc. HNO3", "conc. HCl")
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("brightness (ISO 2470)", "brightness (TAPPI T 452)"),
        ("corrosion by neutral salt spray (ISO 9227)", "corrosion by neutral salt spray (ASTM B117)"),
    ],
)
def test_counterpart_standards_of_one_measurement_best_guess_same(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"), [("brightness (ISO 2470)", "opacity (TAPPI T 425)"), ("tensile test (ASTM D638)", "tensile test (ASTM D412)")]
)
def test_standards_of_other_measurements_never_certain_same(reference, test):
    decision = explain_technique(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test"), [("thermogravimetry", "thermogravimetric measurement"), ("fractography", "fractographic examination (SEM)")]
)
def test_technique_adjective_names_its_noun_best_guess(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match or not decision.certain


def test_noun_forms():
    from comproeval.chem.technique_words_shared import noun_form

    assert noun_form("tribometric") == "tribometry"
    assert noun_form("tribometer") == "tribometry"
    assert noun_form("fractographic") == "fractography"
    assert noun_form("geometric") == "geometric"  # too short a stem: no technique noun
