"""R5b (stop 48): probes of the certainty a whole reading of a route gives. Letters that fit the initials of other
words, a way noun used as a premodifier, and a premodifier whose role a preposition names (`of` what is acted on, `by`
what acts) are no proof of one route; a guess at most."""

import pytest

from comproeval.chem.route_reading import read_alike, read_whole
from comproeval.judges.explain.method import explain_method


def _both(reference, test):
    return ((reference, test), (test, reference))


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("LPCVD", "liquid-phase chemical vapor deposition"),  # low-pressure CVD
        ("HFCVD", "high-frequency chemical vapour deposition"),  # hot-filament CVD
        ("PEALD", "photo-enhanced atomic layer deposition"),  # plasma-enhanced ALD
        ("RSW", "resistance seam welding"),  # resistance spot welding
        ("FDM", "fused deposition moulding"),  # fused deposition modelling
        ("EBE", "electron beam epitaxy"),  # electron beam evaporation
        ("PVT", "pressure-volume-temperature"),
    ],
)
def test_an_acronym_no_entry_defines_is_never_certainly_the_words_its_letters_fit(reference, test):
    for one, other in _both(reference, test):
        assert read_whole(one, other) is None
        assert not explain_method(one, other).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hot-filament chemical vapour deposition (HFCVD)", "HFCVD"),
        ("HFCVD (hot-filament chemical vapour deposition)", "hot-filament chemical vapour deposition"),
        ("rapid thermal annealing (RTA) and etching", "RTA then etching"),
        ("wet etching (WE) and rinsing", "WE and rinsing"),  # two letters, defined in the other entry
    ],
)
def test_an_acronym_an_entry_defines_is_read_whole(reference, test):
    for one, other in _both(reference, test):
        assert read_whole(one, other) is not None
        decision = explain_method(one, other)
        assert decision.match, decision


def test_an_acronym_defined_in_the_other_entry_is_certain():
    for one, other in _both("rapid thermal annealing (RTA) and etching", "RTA then etching"):
        decision = explain_method(one, other)
        assert decision.match and decision.certain, decision


def test_an_undefined_acronym_whose_letters_fit_stays_a_same_guess():
    decision = explain_method("electron beam evaporation", "EBE")
    assert decision.match and not decision.certain
    assert read_alike("electron beam evaporation", "EBE") is not None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("process annealing", "annealing"),  # `process` premodifies: a kind of annealing
        ("process annealing", "annealing process"),
        ("synthesis gas route", "gas route"),  # `synthesis` premodifies `gas`
    ],
)
def test_a_way_noun_used_as_a_premodifier_is_not_read_away(reference, test):
    for one, other in _both(reference, test):
        assert read_whole(one, other) is None
        assert read_alike(one, other) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [("annealing process", "annealing"), ("Czochralski method", "Czochralski"), ("sol-gel route", "sol-gel process")],
)
def test_a_way_noun_heading_the_words_is_read_away(reference, test):
    for one, other in _both(reference, test):
        assert read_whole(one, other) is not None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("reduction of hydrogen", "hydrogen reduction"),  # hydrogen reduced, or hydrogen reducing
        ("cooling of water", "water cooling"),
        ("oxidation by iron", "iron oxidation"),  # iron oxidizing, or iron oxidized
    ],
)
def test_a_premodifier_after_of_or_by_is_only_a_guess(reference, test):
    for one, other in _both(reference, test):
        assert read_whole(one, other) is None
        assert not explain_method(one, other).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("annealing in hydrogen", "hydrogen annealing"),
        ("quenching in water", "water quenching"),
        ("melting under vacuum", "vacuum melting"),
        ("etching with acid", "acid etching"),
    ],
)
def test_a_medium_or_means_after_a_preposition_stays_certain(reference, test):
    for one, other in _both(reference, test):
        decision = explain_method(one, other)
        assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("annealing in hydrogen", "nitrogen annealing"),
        ("quenching in oil", "water quenching"),
        ("growth on sapphire", "sapphire growth"),
        ("drying without vacuum", "vacuum drying"),
        ("annealing then quenching", "quenching then annealing"),
        ("annealing before quenching", "quenching then annealing"),
        ("carbonation", "carbonization"),
        ("nitration", "nitridation"),
        ("calcination", "calcification"),
        ("sulfation", "sulfidation"),
        ("oxidation", "oxygenation"),
        ("hydration", "hydrogenation"),
    ],
)
def test_near_misses_are_never_certainly_the_same(reference, test):
    for one, other in _both(reference, test):
        decision = explain_method(one, other)
        assert not (decision.match and decision.certain), decision


# --- precursors: a stated concentration against a concentration word, a state of matter, a symbol's case ---

from comproeval.chem.formula.family_match import same_family  # noqa: E402
from comproeval.judges.explain import explain_compound, explain_family  # noqa: E402


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("2 % formic acid", "glacial formic acid"),  # a number against a word that fixes another concentration
        ("90 % ethanol", "absolute ethanol"),
        ("3 M HNO3", "concentrated nitric acid"),
        ("LO2", "oxygen gas"),  # another state of one substance
        ("LAr", "Ar gas"),
        ("liquid hydrogen", "hydrogen vapour"),
        ("20 % HF", "20 % Hf"),  # a symbol's case is part of it
        ("CO", "Co"),
    ],
)
def test_near_miss_precursors_are_never_certainly_the_same(reference, test):
    for one, other in _both(reference, test):
        decision = explain_compound(one, other)
        assert not (decision.match and decision.certain), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("2 % formic acid", "formic acid, 2 wt% aqueous"),
        ("LO2", "liquid oxygen"),
        ("ETHANOL", "ethanol"),
        ("20 wt% KOH", "potassium hydroxide (20 wt%)"),
    ],
)
def test_identity_preserving_precursor_rewrites_stay_certain(reference, test):
    for one, other in _both(reference, test):
        decision = explain_compound(one, other)
        assert decision.match and decision.certain, decision


# --- families: a gloss matches the same letters in the same case ---


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("water-dispersible granule (WG)", "W-G compounds"),
        ("emulsion concentrate (EC)", "Ec compounds"),
        ("suspension concentrate (SC)", "Sc compounds"),
        ("metal-organic framework (MOF)", "MoF compounds"),
    ],
)
def test_a_gloss_is_no_element_symbol_of_other_case(reference, test):
    for one, other in _both(reference, test):
        assert not same_family(one, other)
        decision = explain_family(one, other)
        assert not (decision.match and decision.certain), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [("emulsion concentrate (EC)", "EC"), ("emulsion concentrate (EC)", "ECs"), ("emulsion concentrate (EC)", "emulsion concentrates")],
)
def test_a_gloss_still_matches_its_own_letters_and_words(reference, test):
    for one, other in _both(reference, test):
        assert explain_family(one, other).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("shape memory polymer (SMP)", "solid marine paint (SMP)"),  # one letters, two names
        ("ionic liquid (IL)", "intermediate layer (IL)"),
    ],
)
def test_two_glosses_beside_their_own_names_are_read_through_the_names(reference, test):
    for one, other in _both(reference, test):
        decision = explain_family(one, other)
        assert not (decision.match and decision.certain), decision


def test_one_name_with_its_gloss_both_sides_is_still_the_same():
    for one, other in _both("shape memory polymer (SMP)", "shape memory polymers (SMPs)"):
        assert explain_family(one, other).match
