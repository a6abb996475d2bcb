"""Stop 41 (T6, issue 26): two qualified forms of one technique are siblings, never one a certain variant of the
other; an acronym the other entry spells out, with its activity word, is never proven another technique; a nucleus's
CP-MAS and MAS NMR are forms of its solid-state NMR (CHMO's ladder), never another technique."""

import pytest

from comproeval.chem.technique_general import _nucleus_nmr_classes, _nucleus_parent
from comproeval.judges.explain.technique_lists import explain_technique
from comproeval.judges.rules import judge_synthesis_rules


@pytest.mark.parametrize(
    ("kind", "qualified"),
    [("HAADF-STEM", "iDPC-STEM"), ("HAADF-STEM", "LAADF-STEM"), ("BSE-SEM", "CL-SEM"), ("BSE-SEM", "EBIC-SEM"), ("BSE-SEM", "SE-SEM")],
)
def test_two_detector_modes_of_one_microscope_are_siblings_at_most_a_guess(kind, qualified):
    for reference, test in ((kind, qualified), (qualified, kind)):
        decision = explain_technique(reference, test)
        assert not decision.match and not decision.certain, (reference, test, decision)


@pytest.mark.parametrize(("reference", "test"), [("FE-SEM", "SEM"), ("HAADF-STEM", "STEM"), ("FE-SEM", "SEM analysis")])
def test_a_kind_against_the_bare_parent_is_a_variant_guessed_the_same(reference, test):
    decision = explain_technique(reference, test)  # narrower against broader: certain only when the paper settles it
    assert decision.match and not decision.certain and decision.basis == "technique-variant", decision


def test_a_parent_qualified_in_words_is_no_certain_variant():
    decision = explain_technique("FE-SEM", "conventional SEM")  # `conventional` may name another kind, or none
    assert not decision.certain


@pytest.mark.parametrize(
    ("short", "spelled"),
    [("DCM", "dielectric constant measurement"), ("PCM", "photoconductivity measurement"), ("SPV", "surface photovoltage method")],
)
def test_an_acronym_spelled_out_with_its_activity_word_is_never_proven_another_technique(short, spelled):
    for reference, test in ((short, spelled), (spelled, short)):
        decision = explain_technique(reference, test)
        assert decision.match and not decision.certain, (reference, test, decision)


@pytest.mark.parametrize(
    ("narrower", "broader"),
    [
        ("29Si CP-MAS NMR", "29Si solid state NMR"),
        ("29Si CP-MAS NMR", "29Si MAS NMR"),
        ("13C CP-MAS NMR", "13C MAS NMR"),
        ("89Y CP-MAS NMR", "89Y NMR"),
    ],
)
def test_a_nucleus_cp_mas_nmr_is_a_form_of_its_solid_state_nmr(narrower, broader):
    for reference, test in ((narrower, broader), (broader, narrower)):
        assert explain_technique(reference, test).match, (reference, test)


def test_another_nucleus_stays_another_technique():
    decision = explain_technique("29Si CP-MAS NMR", "27Al MAS NMR")
    assert not decision.match


def test_the_nucleus_ladder_completes_the_links_chmo_leaves_out():
    chmo = {
        "A": {"label": "7Li nuclear magnetic resonance spectroscopy"},
        "B": {"label": "7Li solid-state nuclear magnetic resonance spectroscopy", "is_a": ["SS"]},
        "C": {"label": "7Li magic angle spinning nuclear magnetic resonance spectroscopy", "is_a": ["MAS"]},
        "D": {"label": "7Li cross-polarisation magic angle spinning", "is_a": ["CPMAS"]},
        "E": {"label": "6Li cross-polarisation magic angle spinning", "is_a": ["CPMAS"]},
    }
    classes = _nucleus_nmr_classes(chmo)
    assert _nucleus_parent(chmo["D"], classes) == ["C", "B", "A"]
    assert _nucleus_parent(chmo["C"], classes) == ["B", "A"]
    assert _nucleus_parent(chmo["B"], classes) == ["A"]
    assert _nucleus_parent(chmo["A"], classes) == []
    assert _nucleus_parent(chmo["E"], classes) == []  # no 6Li class to complete


@pytest.mark.parametrize(
    ("reference", "test"), [("151Eu Mössbauer spectroscopy", "57Fe Mössbauer spectroscopy"), ("121Sb Mössbauer", "197Au Mössbauer")]
)
def test_two_mossbauer_nuclides_are_two_measurements(reference, test):
    decision = explain_technique(reference, test)
    assert not decision.match and decision.certain


def test_mossbauer_without_a_nuclide_is_read_as_57fe_and_another_nuclide_is_unproven():
    assert explain_technique("Mössbauer spectroscopy", "57Fe Mössbauer spectroscopy").match
    assert not explain_technique("Mössbauer spectroscopy", "151Eu Mössbauer spectroscopy").certain


def _list_verdict(reference: str, test: str) -> tuple[int, bool | None]:
    ref = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": [reference, "XRD"]}
    tst = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": [test, "XRD"]}
    match = next(m for m in judge_synthesis_rules(ref, tst).characterization_techniques.matches if m.reference_item == reference)
    return match.match_value, match.model_dump().get("certain")


@pytest.mark.parametrize(
    ("reference", "test"), [("AC dielectric strength test", "DC dielectric strength test"), ("AC leakage current test", "DC leakage current test")]
)
def test_two_modes_of_one_test_worded_alike_are_not_the_same_guess(reference, test):
    assert _list_verdict(reference, test) == (0, False)


def test_words_alike_without_a_reason_apart_stay_the_same_guess():
    assert _list_verdict("zetapotential analysis", "zeta potential measurements")[0] == 1


@pytest.mark.parametrize(("short", "spelled"), [("hXPS", "hard X-ray photoelectron spectroscopy"), ("ToF", "time of flight")])
def test_a_mixed_case_acronym_spelled_by_all_its_letters_is_the_same_guess(short, spelled):
    decision = explain_technique(short, spelled)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("kind", "qualified"), [("pull-off adhesion test", "ElcoMeter adhesion tester"), ("cross-cut adhesion test", "PosiTector adhesion tester")]
)
def test_a_brand_in_mixed_case_is_no_mode_acronym(kind, qualified):
    assert explain_technique(kind, qualified).basis != "sibling-qualifier"


def test_a_qualifier_the_kind_spells_by_its_initials_names_the_kind():
    from comproeval.judges.explain.technique_parent_kinds import qualified_parent

    assert qualified_parent("pole figure XRD", "PF XRD") is None
    assert qualified_parent("pole figure XRD", "GI XRD") is not None  # grazing incidence: another kind
