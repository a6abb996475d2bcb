"""Stop 46, M14: a spreading tool names how a film is spread, not the route; a film cast from a solution is solvent cast."""

import pytest

from comproeval.chem.methods import method_routes, tool_routes
from comproeval.judges.explain.method import explain_method


def _verdict(reference, test):
    decision = explain_method(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    "text",
    [
        "membranes cast from a 10 wt% DMF solution",
        "casting from an aqueous solution",
        "film casting from toluene solution with a casting knife",
        "doctor-blade casting from a polystyrene solution",
    ],
)
def test_casting_from_a_solution_is_solvent_casting(text):
    assert method_routes(text) == ("solvent_casting",)
    assert not tool_routes(text)


@pytest.mark.parametrize(
    "text",
    ["spin casting from chloroform solution", "tape casting of an alumina slurry", "sand casting", "drop-casting from solution"],
)
def test_a_casting_of_its_own_kind_keeps_its_reading(text):
    assert "solvent_casting" not in method_routes(text)


def test_a_route_named_beside_the_tool_is_the_route():
    assert method_routes("solvent casting with a doctor blade") == ("solvent_casting",)
    assert method_routes("tape casting with a doctor blade") == ("tape_casting",)
    assert tool_routes("doctor-blade coating") == frozenset({"tape_casting"})


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("solution casting", "doctor-blade coating"),
        ("doctor blading", "solvent casting"),
    ],
)
def test_a_route_read_from_the_tool_alone_proves_no_other_route_it_spreads(reference, test):
    assert not explain_method(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("solution casting with a bar applicator", "polymer film cast from a THF solution using a doctor blade", (True, True)),
        ("solvent casting", "casting from an ethanol solution", (True, True)),
        ("tape casting", "doctor-blade casting", (True, True)),  # the tool's own route, unchanged
        ("doctor-blade coating", "dip coating", (False, True)),  # a route no blade spreads stays apart
        ("solvent casting", "spin coating", (False, True)),
        ("casting from a chloroform solution", "hot pressing", (False, True)),
    ],
)
def test_verdicts_with_tools_and_solutions(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("continuous anodizing of strip", "batch anodizing of strip"),  # Levenspiel: modes of operation
        ("batch fermentation", "continuous fermentation"),
        ("semi-batch precipitation", "continuous precipitation"),
    ],
)
def test_batch_and_continuous_operation_are_two_routes_at_best_guess(reference, test):
    assert _verdict(reference, test) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("semi-batch suspension polymerisation", "semicontinuous suspension polymerisation"),
        ("batch anodizing", "anodizing (batch process)"),
    ],
)
def test_one_mode_of_operation_written_otherwise_stays_the_same_guess(reference, test):
    assert explain_method(reference, test).match


def test_capitals_joined_by_an_ampersand_are_initials_of_words_joined_by_and():
    decision = explain_method("rolling and annealing", "R&A processing")
    assert decision.match and not decision.certain
    assert not explain_method("rolling and quenching", "R&A processing").match
