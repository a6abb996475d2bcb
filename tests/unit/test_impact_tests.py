"""Issue 26 class 3 for impact tests: Charpy and Izod are sibling configurations of one pendulum impact test (ISO 179-1,
ISO 180, ASTM E23), the falling-weight puncture test a third (ISO 6603-1); an impact test naming none is broader
(examples written for these tests)."""

from comproeval.judges.explain.lists import explain_technique


def test_two_configurations_of_the_impact_test_are_siblings():
    for reference, test in (("notched Charpy test", "notched Izod test"), ("Izod impact energy", "falling-dart impact")):
        decision = explain_technique(reference, test)
        assert not decision.match and decision.certain and decision.basis == "sibling-variant", (reference, test)


def test_one_configuration_written_two_ways_is_the_same_test():
    for reference, test in (("Charpy V-notch impact energy", "Charpy impact toughness"), ("falling-weight impact", "drop-weight impact")):
        decision = explain_technique(reference, test)
        assert decision.match and decision.certain, (reference, test)


def test_an_impact_test_naming_no_configuration_is_broader_unproven():
    decision = explain_technique("Izod impact strength", "impact testing")
    assert decision.match and not decision.certain


def test_an_impact_test_is_no_other_mechanical_measurement():
    for other in ("Vickers hardness", "dynamic mechanical analysis", "electron impact mass spectrometry"):
        decision = explain_technique("Charpy impact energy", other)
        assert not decision.match and decision.certain, other
