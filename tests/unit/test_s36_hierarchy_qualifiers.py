"""Stop 36, issue 26 item 3: a lexicon reading that reduces an entry to its parent concept records the words it
drops. Two different qualifiers under one parent are siblings (different); one side's qualifier is narrower or
broader (the same, a guess); a certain same needs both readings complete. Examples are the stop's own."""

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem import route_qualifiers, route_words, technique_qualifiers
from comproeval.judges.explain.method import explain_method
from comproeval.judges.explain.technique_lists import explain_technique


def _verdict(decision):
    return decision.match, decision.certain


def test_two_unread_word_qualifiers_of_one_technique_prove_nothing():
    # two kinds (sessile drop, captive bubble) or one measurement in two words (afterglow, persistent luminescence)
    assert not explain_technique("sessile drop contact angle", "captive bubble contact angle").certain
    assert not explain_technique("steady-shear rheometry", "extensional rheometry").certain
    assert _verdict(explain_technique("oscillating-cup rheometry", "torsion-pendulum rheometry"))[1] is False
    # before two instruments the words name two kinds of instrument: siblings, the best guess
    assert _verdict(explain_technique("acoustic rheometer", "ultrasonic rheometer")) in ((False, False), (True, False))


def test_a_broad_entry_naming_the_probe_of_the_others_kind_stands():
    assert explain_technique("pyridine-FTIR", "pyridine adsorption infrared spectroscopy").match
    # an abbreviation of the broad entry's qualifier (`Py`, `pyrolysis`) is the same kind, a guess
    assert explain_technique("pyrolysis-FTIR", "Py-IR").match


def test_a_qualifier_on_one_side_leaves_the_same_technique_a_guess():
    assert _verdict(explain_technique("extensional rheometry", "rheometry")) == (True, False)
    assert technique_qualifiers.one_sided_qualifier("extensional rheometry", "rheometry") == ("reference", ("extensional",))


def test_a_broad_reference_qualified_in_unread_words_against_one_kind_of_it_is_no_proof():
    assert explain_technique("thermal analysis", "TGA").match
    # the reference says which kind in words the rules do not read: another kind is the better guess
    assert _verdict(explain_technique("thermal analysis (heating microscope)", "TGA")) == (False, False)
    assert technique_qualifiers.dropped_words("thermal analysis (heating microscope)") == ("heating",)


def test_a_variant_of_a_specific_technique_is_the_same_as_a_guess():
    # a field-emission SEM is a kind of SEM: narrower against broader, certain only when the paper settles it (issue 26)
    assert _verdict(explain_technique("SEM", "FE-SEM")) == (True, False)
    assert _verdict(explain_technique("FE-SEM", "SEM")) == (True, False)


def test_coating_and_rheology_test_methods_of_different_standards_are_different():
    # ISO 15184 (pencil) and ISO 1522 (pendulum damping); ISO 11443 (capillary) and ISO 3219 (rotational)
    assert _verdict(explain_technique("pencil test", "Koenig pendulum damping")) == (False, True)
    assert _verdict(explain_technique("capillary rheometer", "rotational rheometer")) == (False, True)
    # ISO 2409 (cross-cut) and ISO 4624 (pull-off) are two kinds of adhesion test
    assert not explain_technique("cross-hatch test", "pull-off strength").match
    assert explain_technique("adhesion test", "pull-off strength").match


def test_a_standard_body_and_a_lexicon_variant_are_not_dropped_words():
    assert technique_qualifiers.dropped_words("XRD (ASTM E975)") == ()
    assert technique_qualifiers.dropped_words("Knoop hardness") == ()


_PARENTS = ("rheometry", "contact angle", "magnetometry", "calorimetry", "ellipsometry", "impedance spectroscopy")
_QUALIFIERS = ("acoustic", "oblique", "frozen", "humid", "sealed", "pulsed", "tilted", "wet", "damped", "coaxial")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_PARENTS), st.sampled_from(_QUALIFIERS), st.sampled_from(_QUALIFIERS))
def test_a_different_qualifier_on_each_side_never_gives_a_certain_same(parent, one, other):
    decision = explain_technique(f"{one} {parent}", f"{other} {parent}")
    assert not (decision.match and decision.certain) or one == other
    assert not (explain_technique(f"{one} {parent}", parent).match and explain_technique(f"{one} {parent}", parent).certain)


def test_a_route_name_as_the_modifier_of_two_heads_names_two_processes():
    assert route_qualifiers.route_heads("hydrothermal oxidation (HTO)") == {"hydrothermal": frozenset({"oxidation"})}
    assert _verdict(explain_method("hydrothermal oxidation", "hydrothermal gasification")) == (False, False)
    assert _verdict(explain_method("hydrothermal dehydration", "hydrothermal")) == (True, False)
    # general nouns of making or treating name no process of their own
    assert route_qualifiers.route_heads("hydrothermal treatment") == {}
    assert _verdict(explain_method("hydrothermal treatment", "hydrothermal synthesis")) == (True, True)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(("hydrothermal", "sol-gel", "electrospinning")), st.sampled_from(("oxidation", "hydrolysis", "gasification", "etching")))
def test_a_head_on_one_side_never_gives_a_certain_same(route, head):
    decision = explain_method(f"{route} {head}", route)
    assert decision.match is False or not decision.certain


def test_different_step_counts_or_acronyms_share_no_route():
    assert route_words.shared_step_words("two-stage leaching", "one-stage leaching") is None
    assert route_words.shared_step_words("two-step leaching", "2-step leaching") is not None
    assert route_words.shared_step_words("SLS growth from droplets", "SFLS growth from droplets") is None
    assert route_words.shared_step_words("ion exchange and washing", "washing and ion exchange") is not None
