"""Issue 25: one conversion type for units and values, one rule for the quantities of conditions."""

from comproeval.chem import quantities, unit_relations, units


def test_one_conversion_type_from_units_to_values():
    assert quantities.Conversion is unit_relations.Conversion
    found = quantities.conversion("meV", "eV")
    assert isinstance(found, unit_relations.Conversion) and found.exact and found.says(1200) == "1200 meV = 1.2 eV"
    plain = units.unit_conversion("mS/cm", "S/cm")
    assert isinstance(plain, unit_relations.Conversion) and abs(plain.factor - 0.001) < 1e-12 and plain.source == ""
    offset = quantities.conversion("°C", "K")
    assert offset.is_offset and not offset.exact


def test_condition_quantities_follow_one_rule():
    assert quantities.commensurable_units("°C", "K") and quantities.commensurable_units("room", "K")
    assert not quantities.commensurable_units("wt%", "vol%") and quantities.commensurable_units("wt%", "%")
    assert quantities.same_quantity((250.0, "°C"), (523.15, "K"))
    assert quantities.same_quantity((0.0, "room"), (296.0, "K")) and not quantities.same_quantity((0.0, "room"), (150.0, "°C"))
    assert not quantities.same_quantity((5.0, "wt%"), (6.0, "wt%"))
