"""A system with its ratio in brackets is read as shares; a complex ion's net charge is part of what it is; one
number written in two units that agree only by rounding proves nothing."""

from __future__ import annotations

from comproeval.judges.explain.keys import explain_key


def test_a_system_with_its_bracketed_ratio_is_read_as_the_parts_shares():
    verdict, _ = explain_key("MgO–SiO2 (3:1)", "0.75MgO–0.25SiO2")
    assert verdict.match and not verdict.certain
    assert not explain_key("MgO–SiO2 (3:1)", "0.6MgO–0.4SiO2")[0].match


def test_complex_ions_with_other_net_charges_are_other_ions():
    verdict, _ = explain_key("[Co(NH3)6]3+", "[Co(NH3)6]2+")
    assert not verdict.match and verdict.certain
    one_sided, _ = explain_key("[Ru(bpy)3]2+", "[Ru(bpy)3]")
    assert not one_sided.certain


def test_one_number_in_two_units_that_agree_only_by_rounding_proves_nothing():
    verdict, _ = explain_key("parylene, 0.2 mbar", "parylene, 0.2 Torr")
    assert not verdict.certain and not verdict.match


def test_one_number_in_units_far_apart_is_still_another_sample():
    verdict, _ = explain_key("parylene, 20 °C", "parylene, 20 K")
    assert not verdict.match and verdict.certain
