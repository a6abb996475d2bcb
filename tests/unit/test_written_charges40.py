"""One notation of a written charge (IUPAC Red Book IR-3.4: a right superscript, number before sign; IR-5.4.2.2 in
brackets) read after a polyatomic ion and after a dopant's element symbol."""

import pytest

from comproeval.chem.formula.ion_charges import element_charges_dropped, ion_charges_dropped


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Mn2+ doped ZnS", "Mn doped ZnS"),
        ("ZnS:Mn^{2+}", "ZnS:Mn"),
        ("Cr(3+), Nd(3+)", "Cr, Nd"),
        ("Ag+ and Cu+", "Ag and Cu"),
        ("Ce3+-doped", "Ce-doped"),
        ("Co-doped", "Co-doped"),  # a hyphen after a symbol joins words: no charge
        ("Fe2+ ions in glass", "Fe2+ ions in glass"),  # not at a term's end
    ],
)
def test_element_charges_dropped(written, read):
    assert element_charges_dropped(written) == read


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("PO4^3-/C", "PO4/C"),  # a superscript mark: the number is the charge
        ("PO4(3-)", "PO4"),  # the charge in brackets
        ("NH4+/clay", "NH4/clay"),  # a sign alone: a charge of one
        ("Al2O3-SiO2", "Al2O3-SiO2"),  # a hyphen between two oxides
    ],
)
def test_ion_charges_read_with_the_same_notation(written, read):
    assert ion_charges_dropped(written) == read
