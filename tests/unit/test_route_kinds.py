"""Two kinds of one process (`chem.route_kinds`): a guess of another route, proof of one only for two kinds of an axis
its source names apart, each entry read whole; one kind in other words never proven apart."""

import pytest

from comproeval.chem.route_kinds import named_reaction_siblings, proven_siblings, sibling_kinds
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("brush coating", "meniscus coating"),  # meniscus coating names a family of coatings: left out of proof
        ("bulk copolymerisation", "precipitation copolymerisation"),  # IUPAC dispersed-system kinds: no proven axis
        ("X-ray irradiation of the film", "alpha irradiation"),  # a word besides the kind and the head
        ("squeeze casting", "lost-wax casting"),  # squeeze casting names how a mould is filled, not the mould
        ("warm rolling", "cold rolling at 25 °C"),
        ("Kumada coupling of the dibromide", "Negishi cross-coupling"),  # RXNO named reactions
        ("dip coating and UV curing", "dip coating and thermal curing"),  # a step after the route
        ("gel spinning", "wet spinning"),  # a gel spun through an air gap into a bath: left out of proof
    ],
)
def test_two_kinds_of_one_process_are_guessed_other_routes(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert sibling_kinds(a, b) is not None
        assert proven_siblings(a, b) is None
        decision = explain_method(a, b)
        assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("centrifugal spinning", "melt-spinning"),
        ("vapour-phase soldering", "wave soldering"),
        ("submerged arc welding", "electron-beam welding"),
        ("transfer moulding", "blow molding"),
        ("pad printing", "offset printing"),
        ("plasma atomisation", "gas atomization"),
        ("salt-bath nitriding", "gas nitriding"),
        ("Sand casting method", "lost-wax casting process"),  # generic words aside, each entry read whole
        ("paste boronizing", "gas boriding"),  # ASM Handbook vol. 4A boriding media
        ("photocuring", "thermal cure"),  # CHMO children of curing, the kind glued to the head
        ("slow pyrolysis", "fast pyrolysis"),  # Bridgwater 2012 regimes
        ("direct coagulation casting", "tape casting"),  # Lewis 2000 colloidal shaping routes
    ],
)
def test_two_kinds_of_a_proven_axis_each_read_whole_are_certainly_other_routes(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert proven_siblings(a, b) is not None
        decision = explain_method(a, b)
        assert (decision.match, decision.certain, decision.basis) == (False, True, "sibling-kinds")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("pack boriding", "powder-pack boronizing"),  # one kind, two spellings
        ("molten-salt boriding", "salt bath boronising"),
        ("heat curing", "thermal curing"),
        ("UV curing", "photocuring"),
        ("dry-jet wet spinning", "air-gap wet spinning"),  # Ziabicki 1976: one process
        ("electrospinning", "melt electrospinning"),  # a second kind on one side
        ("spin coating", "spin coating"),
    ],
)
def test_one_kind_in_other_words_is_never_proven_apart(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert proven_siblings(a, b) is None
        assert explain_method(a, b).match or not explain_method(a, b).certain


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
    decision = explain_method("pad printing of the ink", "offset printing")
    assert (decision.match, decision.certain, decision.basis) == (False, False, "sibling-kinds")
    assert "printing" in decision.why


def test_named_reactions_need_an_eponym_on_each_side():
    assert named_reaction_siblings("Kumada coupling", "Negishi coupling") is not None
    assert named_reaction_siblings("Kumada coupling", "cross-coupling") is None


@pytest.mark.parametrize("size", [100_000, 1_000_000])
def test_long_entries_are_read_as_plain_text(size):
    text = "spray " * (size // 6) + "coating"  # over the parse limit: no reading (and no regex backtracking)
    assert sibling_kinds(text, "dip coating") is None


def _proven_spellings():
    from comproeval.chem.data import load_lexicon

    heads = load_lexicon("route_kinds")["heads"]
    for head, entry in heads.items():
        for axis, left_out in entry.get("proven", {}).items():
            for kind, spellings in entry["axes"][axis].items():
                if kind not in left_out:
                    yield head, kind, tuple(spellings)


@pytest.mark.parametrize(("head", "kind", "spellings"), list(_proven_spellings()))
def test_two_spellings_of_one_proven_kind_are_never_proven_apart(head, kind, spellings):
    for a in spellings:
        for b in spellings:
            assert proven_siblings(f"{a} {head}", f"{b} {head}") is None
            decision = explain_method(f"{a} {head}", f"{b} {head}")
            assert decision.match or not decision.certain, (a, b, decision)
