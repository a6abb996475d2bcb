"""Task D19a (stop 51): one reader of where an atmosphere is written (`chem.gases.atmospheres`), used by a route's
medium, a technique's condition, a key's gas clause and a step's atmosphere. Phrases from heat treatment of steels,
battery assembly, catalysis, semiconductor processing, pharmaceutical thermal analysis and polymer pyrolysis."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.family_words import element_names
from comproeval.chem.formula.condition_gases import is_gas_clause
from comproeval.chem.gases import GAS_FORMULAS, atmosphere_spans, atmospheres, clause_gases
from comproeval.chem.route_media import only_media_apart
from comproeval.chem.technique_conditions import other_conditions
from comproeval.judges.explain import explain_method


@pytest.mark.parametrize(
    ("text", "gases"),
    [
        ("austenitised at 850 °C under flowing argon and oil quenched", ("Ar",)),
        ("carburising in an atmosphere of N2", ("N2",)),
        ("cells assembled in an Ar-filled glovebox", ("Ar",)),
        ("Pt/C catalyst reduced in 5% H2/Ar at 300 °C", ("Ar", "H2")),
        ("Pt/C catalyst reduced in Ar/5% H2", ("Ar", "H2")),
        ("GaN wafer annealed in forming gas", ("H2", "N2")),
        ("silicide anneal in N2:H2 95:5 at 450 °C", ("H2", "N2")),
        ("DSC of the tablet blend (N2, 10 K/min)", ("N2",)),
        ("TGA of the API with He purge", ("He",)),
        ("polyacrylonitrile fibres stabilised in static air, then carbonised under nitrogen", ("N2", "air")),
        ("vacuum arc remelted ingot, homogenised under vacuum", ("vacuum",)),
        ("chamber purged with Xe before ablation", ("Xe",)),
        ("film dried with flowing O2", ("O2",)),
        ("oxide grown in dry O2 and air", ("O2", "air")),
    ],
)
def test_an_atmosphere_is_read_where_it_is_written(text: str, gases: tuple[str, ...]) -> None:
    assert atmospheres(text) == gases


@pytest.mark.parametrize(
    "text",
    [
        "nitrogen-doped graphene by pyrolysis",  # a dopant
        "etched in hydrogen peroxide",  # a compound's name
        "BET surface area from N2 physisorption",  # an adsorptive
        "depth profile with Ar+ sputtering",  # an ion beam
        "quenched in liquid nitrogen",  # a coolant, not an atmosphere
        "doped with nitrogen",
        "leached in Ar-ion milled foil",
        "air-dried overnight",
    ],
)
def test_a_gas_written_elsewhere_is_no_atmosphere(text: str) -> None:
    assert atmospheres(text) == ()


def test_a_phrase_in_two_positions_is_one_span() -> None:
    assert atmosphere_spans("tempered in a N2 atmosphere for 2 h") == (((9, 27), ("N2",)),)


def test_a_gas_clause_is_a_whole_clause_of_one_atmosphere() -> None:
    assert clause_gases("N2") == ("N2",)
    assert clause_gases("under flowing argon") == ("Ar",)
    assert clause_gases("5% H2/Ar") == ("Ar", "H2")
    assert clause_gases("N2 at 3 bar") == ()
    assert clause_gases("hydrogen peroxide") == ()
    assert is_gas_clause("in Ar") and is_gas_clause("He")
    assert not is_gas_clause("argon")  # the condition rules compare a formula; the name is read into one first
    assert not is_gas_clause("air") and not is_gas_clause("Ar 5 K/min")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("carburising under argon", "carburising in an Ar atmosphere"),
        ("nitriding in flowing N2-H2", "nitriding in forming gas"),
        ("brazing in 5% H2/Ar", "brazing under Ar"),
    ],
)
def test_one_atmosphere_written_two_ways_is_never_certainly_another_route(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert decision.match or not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("carburising under argon", "carburising under forming gas"),
        ("brazing in vacuum", "brazing in an atmosphere of nitrogen"),
    ],
)
def test_another_atmosphere_is_never_certainly_the_same_route(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert not (decision.match and decision.certain)
    assert only_media_apart(reference, test)


def test_a_technique_under_another_atmosphere_is_another_run() -> None:
    assert other_conditions("TGA with He purge", "TGA (air, 10 K/min)") == ("atmosphere", "He", "air")
    assert other_conditions("TGA with He purge", "TGA in flowing helium") is None


# ---------------------------------------------------------------- property: any written form reads to its gas

_GAS_WORDS = {gas: [gas, *(name for name, symbol in element_names().items() if GAS_FORMULAS.get(symbol) == gas)] for gas in GAS_FORMULAS.values()}
_GAS_WORDS["air"], _GAS_WORDS["vacuum"] = ["air", "Air"], ["vacuum"]
_FORMS = [
    "in {}",
    "under flowing {}",
    "under a high-purity {}",
    "{} atmosphere",
    "{}-filled glovebox",
    "({}, 5 K/min)",
    "{} purge",
    "in an atmosphere of {}",
    "with flowing {}",
    "purged with {}",
]
_PREFIXES = ["", "the alloy was aged at 180 °C ", "zeolite pellets were activated ", "DSC of the polymer "]


@given(
    st.sampled_from(sorted(_GAS_WORDS)),
    st.data(),
)
def test_any_written_form_reads_to_its_gas(gas: str, data: st.DataObject) -> None:
    word = data.draw(st.sampled_from(_GAS_WORDS[gas]))
    form, prefix = data.draw(st.sampled_from(_FORMS)), data.draw(st.sampled_from(_PREFIXES))
    assert atmospheres(prefix + form.format(word)) == (gas,)


@given(st.sampled_from(sorted(_GAS_WORDS)), st.sampled_from(sorted(_GAS_WORDS)), st.data())
def test_two_gases_never_read_the_same(one: str, other: str, data: st.DataObject) -> None:
    first = data.draw(st.sampled_from(_FORMS)).format(data.draw(st.sampled_from(_GAS_WORDS[one])))
    second = data.draw(st.sampled_from(_FORMS)).format(data.draw(st.sampled_from(_GAS_WORDS[other])))
    assert (atmospheres(first) == atmospheres(second)) == (one == other)
