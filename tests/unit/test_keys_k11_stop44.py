"""Stop 44 (k11): ordered shares, designation numbers, one word swapped, conditions a test key leaves out."""

from __future__ import annotations

from comproeval.chem.formula.condition_words import one_word_swapped
from comproeval.chem.formula.designation_numbers import grade_shares, without_material_number
from comproeval.chem.formula.omitted_conditions import samples_left_ambiguous
from comproeval.judges.explain import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def _decision(reference: str, test: str):
    return explain_key(reference, test)[0]


def test_reversed_shares_are_another_blend_never_the_same_for_certain():
    decision = _decision("PA6/66 (80/20)", "PA6/66 (20/80)")
    assert not decision.match and not decision.certain
    assert _decision("PA6/66 (80/20)", "PA6/66 (80/20)").certain


def test_material_number_beside_a_steel_name_is_no_amount():
    assert without_material_number("X2CrNiMo17-12-2 (1.4404), annealed") == "X2CrNiMo17-12-2, annealed"
    assert without_material_number("LiFePO4 (1.0000)") is None  # no steel name before it
    decision = _decision("X2CrNiMo17-12-2 (1.4404), annealed", "X2CrNiMo17-12-2, annealed")
    assert decision.match and not decision.certain


def test_grade_by_element_shares_proves_no_difference():
    assert grade_shares("SiMn 68/16 (low-P)") == "SiMn 68/16"
    assert grade_shares("SiMn 68Mn-16Si") is None
    decision = _decision("SiMn 68/16", "SiMn 68Mn-16Si")
    assert not decision.certain


def test_one_plain_word_swapped_is_another_sample_as_a_guess():
    assert one_word_swapped(["etched"], ["sputtered"], [], []) is not None
    assert one_word_swapped(["synthetic"], ["artificial"], [], []) is None  # IUPAC 1995: synonyms
    assert one_word_swapped(["treated"], ["etched", "core"], [], []) is None  # not one word each
    assert one_word_swapped(["ball"], ["BM"], [], []) is None  # an abbreviation may spell the word out
    decision = _decision("Cu foam (etched, 2 h)", "Cu foam (sputtered, 2 h)")
    assert not decision.match and not decision.certain


def test_test_key_written_whole_in_two_ground_truth_keys_names_neither():
    refs = ["Ti-6Al-4V, shot-peened, 8 A", "Ti-6Al-4V, shot-peened, 12 A", "Ti-6Al-4V, as-built"]
    assert samples_left_ambiguous(refs, "Ti-6Al-4V, shot-peened") == {0, 1}
    assert samples_left_ambiguous(refs, "Ti-6Al-4V, shot-peened, 8 A") == frozenset()  # one key contains it: itself
    # function words tell nothing apart: the test writes the first key in other order, the second adds to it
    assert samples_left_ambiguous(["5 wt% PVDF in NMP", "5 wt% PVDF in NMP + 2 wt% PEG"], "PVDF/NMP (5 wt%)") == frozenset()
    verdict = composition_values_verdict({k: 1.0 for k in refs}, {"Ti-6Al-4V, shot-peened": 1.0, "Ti-6Al-4V, as-built": 2.0}, None)
    rows = {row.key: row.key_match for row in verdict.rows if row.test_key == "Ti-6Al-4V, shot-peened"}
    assert rows and all(match.match_value == 0 and match.certain is False for match in rows.values())


def test_a_word_moved_before_the_material_is_not_left_out():
    decision = _decision("ZrO2 (amorphous), 5 wt%", "amorphous ZrO2, 5 wt%")
    assert decision.match and "leaves out" not in decision.why


def test_one_word_swap_spares_a_shared_root_a_medium_qualifier_and_a_field_synonym():
    assert one_word_swapped(["nitridation"], ["nitrided"], [], []) is None  # one root
    assert one_word_swapped(["pure"], ["solution"], [], []) is None  # `pure DMSO` against `DMSO solution`
    assert one_word_swapped(["meta"], ["simultaneous"], [], []) is None  # meta- is simultaneous mordanting


def test_ground_truth_keys_that_add_along_different_axes_leave_the_test_key_named():
    # the first restates the code's numbers, the second adds a treatment: the test names the first
    refs = ["PC-300-700 (P/C = 300, 700 °C)", "PC-300-700, steam-activated", "PC-100-700 (P/C = 100, 700 °C)"]
    assert samples_left_ambiguous(refs, "PC-300-700") == frozenset()
    # one term each along one axis (a polymorph prefix): ambiguous
    assert samples_left_ambiguous(["α-Bi2O3 (400 °C)", "β-Bi2O3 (400 °C)"], "Bi2O3 (400 °C)") == {0, 1}


def test_two_grades_by_element_shares_compare_their_shares():
    decision = _decision("FeMn 76/7", "FeMn 78/7")
    assert not decision.match and not decision.certain
