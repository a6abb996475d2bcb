"""A material in another form is the same substance."""

from comproeval.chem.lexicon import identified, identify_lab_chemical, strip_material_form


def test_form_words_are_removed():
    assert strip_material_form("gold paste") == "gold"
    assert strip_material_form("Gold foil") == "Gold"
    assert strip_material_form("Pt wire") == "Pt"
    assert strip_material_form("silver conductive paste") == "silver"
    assert strip_material_form("BaTiO3 nanoparticles") == "BaTiO3"
    assert strip_material_form("colloidal silica") == "silica"


def test_coated_substrates_are_the_coating():
    assert strip_material_form("ITO glass") == "ITO"
    assert strip_material_form("FTO-coated glass") == "FTO"


def test_text_without_form_words_is_unchanged():
    assert strip_material_form("BaTiO3") == "BaTiO3"
    assert strip_material_form("powder") == "powder"
    assert strip_material_form("carbon nanotubes") == "carbon nanotubes"


def test_form_of_a_lab_chemical_is_that_chemical():
    assert identify_lab_chemical("PVA solution") == identify_lab_chemical("PVA")


def test_a_form_of_an_element_is_identified():
    assert identified("platinum paste")
    assert identified("Ag wire")


def test_a_metal_in_another_form_is_the_metal():
    assert identify_lab_chemical("silver paste") == identify_lab_chemical("Ag") == "Ag"
    assert identify_lab_chemical("Pt wire") == "Pt"


def test_coated_glass_is_its_conductive_oxide():
    assert identify_lab_chemical("ITO glass") == identify_lab_chemical("indium tin oxide")
    assert identify_lab_chemical("FTO-coated glass") == identify_lab_chemical("FTO")


def test_polymorph_before_a_formula_is_the_same_compound():
    assert strip_material_form("anatase TiO2") == "TiO2"
    assert strip_material_form("α-Al2O3") == "Al2O3"
    assert strip_material_form("beta-alumina") == "beta-alumina"  # sodium aluminate, another compound
