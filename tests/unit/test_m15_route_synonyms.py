"""M15 (stop 47): names a general source gives one route, modifiers that are one word two ways, and a negating suffix
written after a hyphen, read by the route-word guesses; siblings stay siblings."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.route_words import shared_step_words, step_words, synonyms_apart
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("continuous casting of slabs", "strand casting of slabs"),  # ASM vol. 15: also called strand casting
        ("spin casting of zinc parts", "centrifugal casting of zinc parts"),  # a kind of centrifugal casting
        ("dealloying of Ag-Au leaf in nitric acid", "selective leaching of silver"),  # ASM vol. 13A
        ("sulphate pulping of spruce", "kraft cooking of spruce chips"),  # Smook: the sulfate process
        ("reprecipitation into water", "nanoprecipitation in water"),  # solvent displacement
        ("manual grinding in an agate mortar", "hand grinding in an agate mortar"),  # manual: done with the hands
        ("pressing and bisque firing", "pressing and biscuit firing"),  # ASTM C242
        ("bead milling of the pigment paste", "media milling of the pigment paste"),  # a bead mill is a media mill
        ("pressure-less firing under argon", "pressureless firing in argon"),  # one compound, closed or hyphenated
    ],
)
def test_one_route_in_other_words_is_guessed_the_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_method(one, other)
        assert decision.match, decision
        assert not decision.certain or decision.basis not in ("route-synonyms", "same-step-words")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("continuous casting", "centrifugal casting"),  # two casting processes
        ("hand mixing", "vacuum mixing"),
        ("bead milling", "jet milling"),
        ("electrochemical dealloying", "free-corrosion dealloying"),  # one member on both sides: modifiers still tell
        ("pressure-less sintering", "pressure-assisted sintering"),  # the negated stem is no shared step
    ],
)
def test_kinds_of_one_step_are_never_proven_the_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_method(one, other)
        assert not (decision.match and decision.certain), decision
    assert synonyms_apart(reference, test) is None


def test_a_hyphened_negating_suffix_is_read_closed():
    assert step_words("pressure-less sintering") == step_words("pressureless sintering")
    assert "pressure" not in step_words("pressure\u2011less sintering")


@given(st.sampled_from(["continuous", "strand", "centrifugal", "spin", "gravity", "die"]), st.sampled_from(["slabs", "billets", "tubes"]))
def test_a_synonym_group_never_makes_a_verdict_certain(modifier, product):
    decision = explain_method(f"{modifier} casting of {product}", f"strand casting of {product}")
    assert not decision.certain or decision.basis not in ("route-synonyms", "same-step-words")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cold pad-batch dyeing of cotton", "exhaust dyeing of cotton"),  # semi-continuous against batch
        ("jet dyeing at 130 °C (HTHP)", "pad-thermosol dyeing"),  # batch against continuous
        ("laser shock peening", "ultrasonic peening"),  # the means that drives the peening
        ("wheel-blast shot peening", "cavitation peening"),
        ("manual metal arc welding", "self-shielded flux-cored arc welding"),  # ISO 4063 111 against 114
    ],
)
def test_two_kinds_of_one_process_are_guessed_apart(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_method(one, other)
        assert not decision.match, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("HT dyeing of polyester", "exhaust dyeing of polyester"),  # high-temperature batch dyeing is exhaust dyeing
        ("strand casting of billets", "continuous casting of billets"),
        ("flux-cored arc welding", "FCAW"),
    ],
)
def test_a_kind_and_its_broader_kind_or_synonym_are_never_proven_apart(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_method(one, other)
        assert decision.match or not decision.certain, decision


def test_a_cored_wire_is_never_proof_against_gas_metal_arc():
    decision = explain_method("gas-shielded flux-cored arc welding", "MAG welding")
    assert not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sol-gel spin coating", "sol-gel synthesis"),  # how the sol was laid down as a film (ISO 4618)
        ("Pechini sol-gel and dip coating", "Pechini method"),
        ("hydrothermal synthesis and solid-state sulfidation", "hydrothermal synthesis then sulfidation in H2S at 400 °C"),
    ],
)
def test_a_step_left_out_by_name_only_is_guessed_the_same(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sol-gel spin coating and spark plasma sintering", "sol-gel synthesis"),  # a consolidation left out too
        ("hydrothermal synthesis and solid-state sulfidation", "hydrothermal synthesis then acid washing"),
        ("spark plasma sintering and dip coating", "spark plasma sintering"),  # no synthesis whose sol it applies
    ],
)
def test_a_route_left_out_otherwise_stays_another_route(reference, test):
    decision = explain_method(reference, test)
    assert not decision.match and not decision.certain, decision


def test_compaction_is_pressing_and_its_kinds_stay_apart():
    same = explain_method("press-and-sinter route for steel parts", "die compaction and sintering of steel parts")
    assert same.match and not same.certain, same
    apart = explain_method("hot compaction", "cold pressing")
    assert not apart.match, apart


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cold isostatic pressing and sintering in air", "extrusion and sintering in air"),  # Reed 1995, ch. 20-21
        ("tape casting and co-firing", "uniaxial pressing and co-firing"),
    ],
)
def test_two_classes_of_forming_in_one_sequence_are_guessed_apart(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_method(one, other)
        assert not decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("uniaxial pressing and sintering", "die compaction and sintering"),  # one class of forming
        ("isostatic pressing and firing", "isostatic moulding and firing"),  # moulding is no class of its own here
    ],
)
def test_one_class_of_forming_is_no_sibling(reference, test):
    decision = explain_method(reference, test)
    assert decision.match, decision


def test_an_element_name_is_no_counterpart_of_a_step_word():
    assert shared_step_words("carbothermal nitridation", "milling with carbon black") is None
    assert shared_step_words("carbon coating and annealing", "annealing after carbon coating")
