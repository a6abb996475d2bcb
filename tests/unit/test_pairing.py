"""The pairing of a whole list field is optimal (issue 21): no first-come pairing takes the only test entry a
later ground-truth entry needed, and an entry naming several things satisfies one ground-truth entry per thing."""

from comproeval.chem import technique_relations, techniques
from comproeval.chem.alignment import assign, match_lists
from comproeval.judges.rules import judge_synthesis_rules


def synthesis(techniques=(), precursors=()):
    return {"method": "sol-gel", "precursors": list(precursors), "steps": ["mix"], "characterization_techniques": list(techniques)}


def test_assignment_maximises_the_total_not_the_first_pick():
    # a greedy pick of (0, 0) would leave reference 1 without a partner
    score = {(0, 0): 2.0, (0, 1): 1.5, (1, 0): 1.0, (1, 1): 0.0}
    assert sorted(assign(["a", "b"], ["x", "y"], lambda i, j: score[(i, j)])) == [(0, 1), (1, 0)]


def test_a_general_entry_does_not_take_the_only_partner_of_a_specific_one():
    # `SEM` matches both test entries; `FE-SEM` only the second: both are paired
    pairs = match_lists(["SEM", "FE-SEM"], ["FE-SEM", "scanning electron microscopy"], techniques.same_technique, techniques.technique_similarity)
    assert sorted(pairs) == [(0, 1), (1, 0)]


def test_a_hyphenated_combination_satisfies_each_technique_it_names():
    verdict = judge_synthesis_rules(synthesis(["SEM", "EDS", "PL"]), synthesis(["SEM-EDS", "PL"])).characterization_techniques
    assert verdict.total_match == 3 and verdict.missing_items == []


def test_each_concept_of_a_combination_is_used_once():
    verdict = judge_synthesis_rules(synthesis(["SEM", "FE-SEM"]), synthesis(["SEM-EDS"])).characterization_techniques
    assert verdict.total_match == 1


def test_a_multi_purpose_instrument_stands_for_each_of_its_measurements_certainly():
    # s27 round 3 changes this: an instrument whose class makes each listed measurement is each of them
    # PPMS options: resistivity, VSM magnetometry, heat capacity (Quantum Design catalogue)
    reference = ["XRD", "electrical resistivity measurement", "magnetic susceptibility measurement", "specific heat measurement"]
    verdict = judge_synthesis_rules(synthesis(reference), synthesis(["XRD patterns", "PPMS"])).characterization_techniques
    assert verdict.total_match == 4
    shared = [m for m in verdict.matches if m.test_item == "PPMS"]
    assert len(shared) == 3 and all(m.certain is not False for m in shared)


def test_a_multi_purpose_instrument_for_a_narrower_form_of_its_measurement_stays_a_best_guess():
    # PPMS measures magnetization and resistivity; that it ran the VSM option or a four-probe geometry is not said
    verdict = judge_synthesis_rules(synthesis(["VSM", "four-probe resistivity"]), synthesis(["PPMS"])).characterization_techniques
    assert verdict.total_match == 2
    assert all(m.certain is False and m.basis == "multi-purpose-instrument" for m in verdict.matches)


def test_an_instrument_stands_for_its_measurement_and_each_broader_class_of_it():
    # an LCR meter measures impedance (capacitance and loss): `dielectric` and `impedance measurement` both name it
    verdict = judge_synthesis_rules(
        synthesis(["dielectric measurement", "impedance measurement"]), synthesis(["LCR meter"])
    ).characterization_techniques
    assert verdict.total_match == 2 and all(m.certain is not False for m in verdict.matches)


def test_an_instrument_stands_for_no_narrower_technique_nor_another_one():
    # a TEM is paired with `TEM`; that it also recorded HRTEM images is not proven by the instrument's name
    verdict = judge_synthesis_rules(synthesis(["TEM", "HR-TEM"]), synthesis(["transmission electron microscope"])).characterization_techniques
    assert verdict.total_match == 1
    # an LCR meter measures no polarization loop; a diffractometer no reflectivity named apart from diffraction
    assert (
        judge_synthesis_rules(synthesis(["dielectric measurement", "P-E loop"]), synthesis(["LCR meter"])).characterization_techniques.total_match
        == 1
    )
    assert judge_synthesis_rules(synthesis(["TGA", "DSC"]), synthesis(["thermogravimetric analyzer"])).characterization_techniques.total_match == 1
    # two entries name two things: the instrument rule reads single instrument entries only
    assert not technique_relations.instrument_measurements("XRD and LCR meter")


def test_an_instrument_standing_for_one_measurement_is_a_match():
    verdict = judge_synthesis_rules(synthesis(["XRD", "resistivity"]), synthesis(["XRD", "PPMS"])).characterization_techniques
    assert verdict.total_match == 2


def test_an_instrument_stands_for_no_sibling_method_of_its_measurement():
    # a hot disk (transient plane source) and laser flash both give thermal conductivity, by other methods
    verdict = judge_synthesis_rules(synthesis(["thermal conductivity", "laser flash analysis"]), synthesis(["hot disk"])).characterization_techniques
    assert [m.reference_item for m in verdict.matches if m.match_value == 1] == ["thermal conductivity"]
