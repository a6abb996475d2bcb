from comproeval.chem.methods import canonical_method, same_method


def test_spelling_variants_of_solid_state_route():
    for variant in (
        "solid state reaction",
        "Solid-phase synthesis",
        "conventional mixed-oxide route",
        "High-temperature solid-state reaction",
        "solid-state sintering",
    ):
        assert same_method("solid-state reaction", variant), variant


def test_compound_test_method_matches_when_main_route_named():
    assert same_method("solid-state reaction", "conventional solid-state reaction followed by spark plasma sintering")


def test_every_ground_truth_route_must_be_named():
    assert not same_method("templated grain growth with solid-state reaction", "templated grain growth")
    assert same_method("templated grain growth with solid-state reaction", "RTGG and solid state route")


def test_sintering_technique_is_not_a_synthesis_route():
    assert not same_method("solid-state reaction", "two-step sintering")
    assert not same_method("two-step sintering", "solid-state reaction")


def test_milling_and_calcining_implies_mixed_oxide_route():
    assert same_method("solid-state reaction", "ball milling, calcination and sintering")
    assert not same_method("solid-state reaction", "ball milling, co-precipitation and sintering")


def test_specialised_route_matches_general_but_not_reverse():
    assert same_method("solid-state reaction", "columbite precursor method")
    assert not same_method("columbite precursor method", "solid-state reaction")
    assert same_method("single crystal growth", "modified Bridgman method")


def test_different_routes_do_not_match():
    assert not same_method("sol-gel", "hydrothermal")
    assert not same_method("hydrothermal", "solvothermal")
    assert not same_method("sol-gel spin coating", "spin coating")


def test_not_reported_values_are_absent():
    assert same_method("", "Not specified in the text")
    assert same_method(None, "n/a")
    assert not same_method("", "solid-state reaction")
    assert not same_method("sol-gel", None)


def test_unknown_route_falls_back_to_word_overlap():
    assert same_method("freeze granulation", "Freeze granulation process")
    assert not same_method("freeze granulation", "spray drying")


def test_canonical_method_ids():
    assert canonical_method("Pechini method") == "pechini"
    assert canonical_method("RF magnetron sputtering") == "sputtering"
    assert canonical_method("lorem ipsum") is None
