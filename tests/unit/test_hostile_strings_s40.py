"""Short hostile strings that once hung or raised in the rules judge: each now returns at once (stop 40 fuzzing).

Each input is the smallest found that reached the loop, regex or search behind it; the module named beside it holds
the fix. The fuzz test of the same kind is `tests/robustness/test_hostile_strings_fuzz.py`.
"""

import pytest

from comproeval.chem.units import compare_units
from comproeval.judges.explain import explain_family, explain_key, explain_method, explain_unit

# a power tower pint evaluates exactly when a character it skips (`'`, `,`, `?`) sits between the powers (unit_reading)
TOWERS = [sep.join(["m^2"] + ["^2"] * 9 + ["^21"]) for sep in ("'", ",", "?", ";", "’")]


@pytest.mark.parametrize(
    ("judge", "reference", "test"),
    [
        (explain_family, "Si nanowires ()", "Si nanowires"),  # family_reading._unbracket: `()` emptied, never left
        (explain_family, "[()] Ge", "Ge"),
        (explain_key, "H " * 24 + "1", "H"),  # alloy_designations._RATIO_FORM_RE: `\s*-?\s*` split every space
        (explain_key, "Ti  " * 23 + "-", "Ti"),
        (explain_family, "and" * 20 + " TiO2", "TiO2"),  # family_dopants._DOPED_RE: `and` inside a word of small letters
        *((compare_units, tower, "m") for tower in TOWERS),
        (explain_unit, "((2θNd2'^2'^2'^2'^2'^2'^2'^2'^2'^21))", "2θNd2'^2'^2'^2'^2'^2'^2'^2'^2'^21"),
        (explain_family, "N47Sc-", "Sc"),  # ion_charges._balanced: pymatgen's search is exponential in the count
        (explain_key, "C18H37NH3+", "C18H37NH2"),
        (explain_key, "SO4" + "2" * 10 + "-", "m"),  # a count of 4e10 oxygens: pymatgen ran out of memory
        (explain_method, "SPS (spark plasma sintering)", "sintering"),  # method._acronym_readings: StopIteration
    ],
)
def test_a_hostile_string_is_judged(judge, reference, test):
    decision = judge(reference, test)
    decision = decision[0] if isinstance(decision, tuple) else decision
    assert decision.basis


def test_a_unit_beside_a_skipped_character_is_read_as_before():
    """Only towers are refused: a quote or percent sign beside one small power leaves the unit read as it was."""
    assert compare_units("m^2'", "m^2").match
    assert compare_units("m'", "m").match
    assert compare_units("mS/cm", "S/m").certain


def test_an_empty_bracket_strips_to_nothing():
    from comproeval.chem.family_reading import _unbracket

    assert _unbracket("()") == "" and _unbracket("[()]") == "" and _unbracket("(CoP)") == "CoP" and _unbracket("nickel(II)") == "nickel(II)"


def test_the_ratio_form_still_reads_a_ratio_designation():
    from comproeval.chem.formula.alloy_designations import read_alloy

    assert dict(read_alloy("NiCr 80/20").percents) == {"Ni": 80, "Cr": 20}
    assert dict(read_alloy("Sn-Pb (63/37)").percents) == {"Sn": 63, "Pb": 37}
    assert dict(read_alloy("Sn / Pb [60:40]").percents) == {"Sn": 60, "Pb": 40}


def test_and_still_joins_dopants_after_a_space_or_a_capital():
    from comproeval.chem.family_dopants import _DOPED_RE

    assert _DOPED_RE.search("Er and Yb co-doped NaYF4").group(1) == "Er and Yb"
    assert _DOPED_RE.search("erbium and ytterbium codoped glass").group(1) == "erbium and ytterbium"
    assert _DOPED_RE.search("nitrogendoped carbon").group(1) == "nitrogen"


@pytest.mark.parametrize(
    ("formula", "charge"),
    [("SO4", -2), ("SO4", -1), ("NH4", 1), ("Fe3O4", 0), ("BaOZr", 0), ("LiH", 0), ("CuZr", 0), ("PW12O40", -3), ("C2H3O2", -1), ("Ar2O", 0)],
)
def test_charge_balance_is_pymatgens_answer(formula, charge):
    from pymatgen.core import Composition

    from comproeval.chem.oxidation_states import charge_balanced

    assert charge_balanced(Composition(formula), charge) == bool(Composition(formula).oxi_state_guesses(target_charge=charge))


def test_charge_balance_of_many_sites_answers_at_once():
    """pymatgen lists every assignment: `N17Sc` took seconds, `C18H37NH3` tens, `N47Sc` never answered."""
    from pymatgen.core import Composition

    from comproeval.chem.oxidation_states import MAX_SITES, charge_balanced

    assert charge_balanced(Composition("N47Sc"), -1) and charge_balanced(Composition("C18H37NH3"), 1)
    assert charge_balanced(Composition("Sc"), 5)  # pymatgen's convention: one element balances at any charge
    with pytest.raises(ValueError):
        charge_balanced(Composition({"N": MAX_SITES + 1, "Sc": 1}))
    with pytest.raises(ValueError):
        charge_balanced(Composition("Fe0.5O"))


def test_an_acronym_its_own_words_spell_out_is_read_as_spelled():
    """`SPS (spark plasma sintering)`: the words tell the one sense, so the verdict is the spelled-out name's."""
    assert explain_method("SPS (spark plasma sintering)", "sintering") == explain_method("spark plasma sintering", "sintering")
