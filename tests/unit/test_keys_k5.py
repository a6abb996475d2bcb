"""Key rules of issue 26, round k5: certain errors removed, labels that say the same thing in other words guessed.
Invented examples only."""

import pytest

from comproeval.chem.formula.mixtures import MIXTURE_GUESSED, compare_mixtures
from comproeval.judges.explain import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def _key_row(reference: dict, test: dict, key: str):
    verdict = composition_values_verdict(reference, test, None)
    return next(row for row in verdict.rows if row.key == key)


# ---------------------------------------------------------------- a loose share with the parts in the other order


def test_parts_in_the_other_order_with_one_share_are_not_certainly_different():
    decision, _ = explain_key("silicone/AlN (40 wt%)", "AlN/silicone (40 wt%)")
    assert decision.match and not decision.certain
    assert compare_mixtures("silicone/AlN (40 wt%)", "AlN/silicone (40 wt%)") == (True, MIXTURE_GUESSED)


@pytest.mark.parametrize("test", ["AlN/silicone (25 wt%)", "silicone/AlN (40 vol%)", "silicone/AlN (25 wt%)"])
def test_another_share_or_basis_stays_different(test):
    decision, _ = explain_key("silicone/AlN (40 wt%)", test)
    assert not decision.match


def test_the_same_order_and_share_is_the_same_mixture():
    decision, _ = explain_key("silicone/AlN (40 wt%)", "silicone / AlN (40 wt.%)")
    assert decision.match


# ---------------------------------------------------------------- a treatment the ground truth uses to tell samples apart


def test_an_added_treatment_the_ground_truth_distinguishes_by_is_not_certainly_the_plain_sample():
    reference = {"NiFe2O4": 1, "ZnFe2O4": 2, "ZnFe2O4 (calcined 500 °C)": 3}
    test = {"NiFe2O4 (calcined 500 °C)": 1, "ZnFe2O4": 2, "ZnFe2O4 (calcined 500 °C)": 3}
    row = _key_row(reference, test, "NiFe2O4")
    assert (row.key_match.basis, row.key_match.certain, row.key_match.match_value) == ("descriptor-added", False, 0)


def test_an_added_treatment_the_ground_truth_never_uses_keeps_the_match():
    reference = {"NiFe2O4": 1, "ZnFe2O4": 2}
    test = {"NiFe2O4 (calcined 500 °C)": 1, "ZnFe2O4": 2}
    row = _key_row(reference, test, "NiFe2O4")
    assert row.key_match.match_value == 1


# ---------------------------------------------------------------- mixed oxides with the oxygen unstated


@pytest.mark.parametrize(("reference", "test"), [("Co0.3Zr0.7Ox", "Co3Zr7Ox"), ("Fe2Ti1Oy", "Fe4Ti2Oy")])
def test_proportional_cations_with_unstated_oxygen_are_the_best_guess_same(reference, test):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain, decision.basis) == (True, False, "scaled-formula")


@pytest.mark.parametrize("test", ["Co7Zr3Ox", "Co3Zr7O2", "Co3Ti7Ox"])
def test_another_cation_ratio_or_stated_oxygen_is_not_guessed_same(test):
    decision, _ = explain_key("Co0.3Zr0.7Ox", test)
    assert decision.basis != "scaled-formula"
    assert not (decision.match and decision.certain)


# ---------------------------------------------------------------- ion-first laser-crystal notations


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Er:YAG (2 at%)", "Y2.94Er0.06Al5O12"),  # host by its standard abbreviation, share of the Y site
        ("5 at% Ho:YLF", "LiY0.95Ho0.05F4"),  # share written before the ion
        ("Tm:GdVO4 (3 at%)", "Gd0.97Tm0.03VO4"),  # host by its formula
    ],
)
def test_ion_first_laser_notation_is_read_as_a_best_guess(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    "test",
    ["Y2.97Er0.03Al5O12", "Lu2.94Er0.06Al5O12"],  # another share; another host
)
def test_ion_first_laser_notation_with_another_share_or_host_is_no_match(test):
    decision, _ = explain_key("Er:YAG (2 at%)", test)
    assert not decision.match


def test_a_match_only_by_rounding_a_notation_is_not_proven():
    decision, _ = explain_key("GdVO4:0.5%Tm", "Gd0.99Tm0.01VO4")
    assert not decision.certain


# ---------------------------------------------------------------- labels that say the same thing in other words


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("chitosan gel (4 cycles)", "chitosan gel (four freeze-thaw cycles)"),  # a number word, a descriptive word
        ("2 M NaTFSI in PC", "2 mol/L NaTFSI-PC"),  # M is mol/L
        ("ZnFe2O4 (calcined 500 °C)", "ZnFe2O4-773K"),  # K and °C
        ("alginate 2% (w/v)", "alginate (20 mg/mL)"),  # per cent w/v and mg/mL
        ("BC-500", "biochar carbon (500 °C)"),  # an acronym spelt out by its initials
        ("PEDOT film (1 layer)", "single-layer PEDOT film"),
        ("2 M NaTFSI in EC/DEC (1:1 v/v)", "2.0 M NaTFSI EC:DEC 1:1 (vol.)"),  # ratio notations
    ],
)
def test_labels_in_other_words_are_the_best_guess_same(reference, test):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PLA/TCP (60/40)", "PLA/TCP (40/60)"),  # a reversed ratio
        ("chitosan gel (4 cycles)", "chitosan gel (five freeze-thaw cycles)"),  # another number
        ("BC-500", "biochar carbon (600 °C)"),
        ("Ti-40.0at.%Nb", "Ti-40.0wt.%Nb"),  # another basis
        ("Ge@C", "Ge@void@C"),  # an added layer
        ("AZ91/silicate coating", "AZ91/silicate-borate coating"),  # an added component
        ("alginate (3 cycles)", "alginate/PEG (3 cycles)"),  # an added named part
    ],
)
def test_labels_that_differ_are_not_guessed_same(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match


def test_ppm_against_a_mass_concentration_is_a_stated_convention():
    decision, _ = explain_key("inhibitor X (200 ppm)", "inhibitor X (0.2 g/L)")
    assert decision.match and not decision.certain and "convention" in decision.why
