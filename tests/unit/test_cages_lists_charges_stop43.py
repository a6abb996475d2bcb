"""Stop 43 K9: fullerene cage descriptors (IUPAC Fu-1; Fowler–Manolopoulos isomer numbers), a bracketed element list
both keys write (IUPAC Red Book IR-11.4), charged species compared with their charges (IR-3.4, IR-4.6.3)."""

import pytest

from comproeval.chem.formula.element_lists import without_shared_lists
from comproeval.chem.formula.fullerene_cages import Cage, cage_descriptors
from comproeval.judges.explain.key_marks import charged_species
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("Ce@C2v(9)-C82", ("Ce@C82", (Cage("C82", "C2v", "9"),))),
        ("Er3N@Ih-C80", ("Er3N@C80", (Cage("C80", "Ih", None),))),
        ("Tm@Cs(6)-C82", ("Tm@C82", (Cage("C82", "Cs", "6"),))),
        ("C70-D5h(6)", ("C70", (Cage("C70", "D5h", "6"),))),
        ("D5h-C70", ("C70", (Cage("C70", "D5h", None),))),
    ],
)
def test_cage_descriptors_are_read_off(key, expected):
    assert cage_descriptors(key) == expected


@pytest.mark.parametrize("key", ["Cs-C60", "Cs3C60", "CsPbBr3", "Ce@C82", "C2H4-C60"])
def test_no_cage_descriptor_where_a_formula_may_be_meant(key):
    assert cage_descriptors(key) is None  # `Cs-C60` may be caesium with C60: a point group is read after `@` only


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Tm@Cs(6)-C82", "Tm@Cs-C82", True, False),  # the isomer number stated by one key only: the same, a guess
        ("Ce@C2v-C82", "Ce@C2v(9)-C82", True, False),
        ("Ce@C82", "Ce@C2v(9)-C82", True, False),
        ("Tm@Cs(6)-C82", "Tm@C2v(9)-C82", False, True),  # two point groups: two isomers
        ("Ce@C2v(9)-C82", "Ce@C2v(5)-C82", False, True),  # two isomer numbers
        ("Ce@C2v(9)-C82", "Ce@C2v(9)-C82", True, True),
        ("Er3N@Ih(7)-C80", "Lu3N@Ih(7)-C80", False, True),  # another cluster in the same cage
    ],
)
def test_cages_decide_isomers_not_amounts(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


def test_shared_element_lists_leave_the_rest():
    assert without_shared_lists("Ba0.9Sr0.1(Zr,Ti)O3", "Ba0.8Sr0.2(Zr, Ti)O3") == ("Ba0.9Sr0.1O3", "Ba0.8Sr0.2O3", "(Zr,Ti)")
    assert without_shared_lists("Ba(Zr,Ti)O3", "Ba(Zr,Hf)O3") is None  # other lists: the formula rules decide
    assert without_shared_lists("(Zr,Ti)", "(Zr,Ti)") is None  # nothing besides the list


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Ba0.9Sr0.1(Zr,Ti)O3", "Ba0.8Sr0.2(Zr,Ti)O3", False, True),  # written amounts differ beside the same list
        ("In0.25Ga0.75N(Cs,O)", "In0.75Ga0.25N(Cs,O)", False, True),
    ],
)
def test_element_list_never_hides_written_amounts(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


def test_element_list_with_the_same_amounts_still_matches():
    decision, _ = explain_key("In0.25Ga0.75N(Cs,O)", "In0.25Ga0.75N(Cs, O)")
    assert decision.match


@pytest.mark.parametrize(
    ("key", "species"),
    [
        ("[Mg6O6]2+(S2−)1", ["2+", "S2-"]),
        ("(S^2-)", ["S2-"]),
        ("Fe(3+)", ["Fe3+"]),
        ("[Co(NH3)6]^{3+}", ["3+"]),
        ("TiO2-ZrO2", []),  # a hyphen between oxides is no charge
        ("Ni-doped", []),
        ("BaMgAl10O17:0.05Eu2+", ["Eu2+"]),  # the coefficient is an amount, not part of the species
    ],
)
def test_charged_species_keep_their_charges(key, species):
    assert charged_species(key) == species


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("[Mg6O6]2+(S2−)1(e−)0", "[Mg6O6]2+(S−)1(e−)0"),  # S2− against S−: another species, never proven the same
        ("Li3N(F−)0.2", "Li3N(Cl−)0.2"),
    ],
)
def test_other_charged_species_are_no_proven_match(reference, test):
    decision, _ = explain_key(reference, test)
    assert not (decision.match and decision.certain)


def test_spacing_around_charged_species_is_no_difference():
    decision, _ = explain_key("[Mg6O6]2+(S2−)0.5(F−)1", "[Mg6O6]2+ (S2−)0.5 (F−)1")
    assert decision.match and decision.certain


@pytest.mark.parametrize(("typed", "plain"), [("Er3N@I_h-C80", "Er3N@Ih-C80"), ("Tm@C₂ᵥ-C₈₂", "Tm@C2v-C82"), ("Tm@C_{2v}-C82", "Tm@C2v-C82")])
def test_typed_subscripts_are_the_same_cage(typed, plain):
    decision, _ = explain_key(plain, typed)
    assert decision.match and decision.certain


def test_order_of_charged_species_says_nothing():
    decision, _ = explain_key("[Mg6O6]2+(S2−)0.5(F−)1", "[Mg6O6]2+(F−)1(S2−)0.5")
    assert decision.match and decision.certain
