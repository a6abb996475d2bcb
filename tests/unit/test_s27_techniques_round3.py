"""Round 3 of the technique rules (issue 26, stop 27): examples written for these tests, from no benchmark paper."""

from comproeval.judges.explain.lists import explain_technique


def test_a_seebeck_and_resistivity_system_makes_both_measurements_and_no_other():
    # ULVAC ZEM-3 and Linseis LSR-3 measure the Seebeck coefficient and the resistivity of one bar in one run
    for reference in ("Seebeck coefficient", "electrical conductivity"):
        decision = explain_technique(reference, "ZEM-3")
        assert decision.match and decision.certain is not False
    for reference in ("thermal conductivity", "Hall effect"):
        assert not explain_technique(reference, "ULVAC ZEM-3").match
