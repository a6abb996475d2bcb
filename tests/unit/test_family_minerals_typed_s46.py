"""A structure type named after a species on both sides is read by the other rules (siblings stay siblings)."""

from comproeval.judges.explain import explain_family


def test_both_sides_typed_leave_the_siblings_apart() -> None:
    decision = explain_family("macroporous hydrotalcite-type compound coatings", "microporous hydrotalcite-type compound coatings")
    assert not decision.match


def test_one_side_typed_is_the_species_family_by_guess() -> None:
    decision = explain_family("brucite-type layered hydroxides", "brucite")
    assert decision.match and not decision.certain
