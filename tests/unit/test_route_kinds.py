"""Two kinds of one process (`chem.route_kinds`): a guess of another route, never a certain verdict either way."""

import pytest

from comproeval.chem.route_kinds import named_reaction_siblings, sibling_kinds
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("brush coating", "meniscus coating"),  # ISO 4618 / Krebs 2009 application kinds
        ("bulk copolymerisation", "precipitation copolymerisation"),  # IUPAC dispersed-system kinds, one axis
        ("X-ray irradiation of the film", "alpha irradiation"),
        ("centrifugal spinning", "melt-spinning"),
        ("vapour-phase soldering", "wave soldering"),
        ("submerged arc welding", "electron-beam welding"),
        ("squeeze casting", "lost-wax casting"),
        ("warm rolling", "cold rolling at 25 °C"),
        ("transfer moulding", "blow molding"),
        ("pad printing", "offset printing"),
        ("plasma atomisation", "gas atomization"),
        ("salt-bath nitriding", "gas nitriding"),
        ("Kumada coupling of the dibromide", "Negishi cross-coupling"),  # RXNO named reactions
    ],
)
def test_two_kinds_of_one_process_are_guessed_other_routes(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert sibling_kinds(a, b) is not None
        decision = explain_method(a, b)
        assert not decision.match
        assert not decision.certain or decision.basis != "sibling-kinds"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("brush coating", "brush-coating at 40 °C"),  # a condition is no kind
        ("modified spin coating", "spin coating"),
        ("radical polymerisation", "nitroxide-mediated polymerisation"),  # NMP is a kind of radical polymerization
        ("free-radical polymerization", "radical polymerization"),
        ("emulsion copolymerization", "cationic copolymerization"),  # two axes: one process may be both
        ("MAG welding", "arc welding"),  # ISO 4063: MAG is arc welding
        ("Kumada coupling", "Kumada–Tamao–Corriu cross-coupling"),
        ("Hagihara coupling", "Sonogashira reaction"),  # one RXNO reaction named by two eponyms
        ("Kumada coupling", "palladium-catalysed cross-coupling"),  # one side names no reaction
        ("electrospinning", "needleless electrospinning"),
    ],
)
def test_one_kind_or_a_descriptor_is_no_sibling(reference, test):
    assert sibling_kinds(reference, test) is None
    assert sibling_kinds(test, reference) is None


def test_the_sibling_guess_is_uncertain_and_says_why():
    decision = explain_method("pad printing", "offset printing")
    assert (decision.match, decision.certain, decision.basis) == (False, False, "sibling-kinds")
    assert "printing" in decision.why


def test_named_reactions_need_an_eponym_on_each_side():
    assert named_reaction_siblings("Kumada coupling", "Negishi coupling") is not None
    assert named_reaction_siblings("Kumada coupling", "cross-coupling") is None


@pytest.mark.parametrize("size", [100_000, 1_000_000])
def test_long_entries_are_read_as_plain_text(size):
    text = "spray " * (size // 6) + "coating"  # over the parse limit: no reading (and no regex backtracking)
    assert sibling_kinds(text, "dip coating") is None
