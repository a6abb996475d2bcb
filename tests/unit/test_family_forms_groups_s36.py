"""Stop 36: group labels are no formulas, composition acronyms hold their elements, ISO/TS 80004 forms differ."""

from __future__ import annotations

import pytest

from comproeval.chem.family_descriptors import object_forms
from comproeval.chem.family_formulas import Formula
from comproeval.chem.family_reading import read_name
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize("name", ["III-V semiconductors", "II–VI quantum dots", "I-III-VI2 absorbers", "IV-VI thermoelectrics"])
def test_group_label_is_read_as_a_word_not_a_formula(name):
    assert not any(isinstance(w, Formula) for w in read_name(name.replace("–", "-")).words)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("II-VI quantum dots (CdTe)", "CdTe quantum dots"),
        ("III–V nanowires (InP)", "InP nanowires"),
        ("IV-VI nanocrystals (PbTe)", "PbTe nanocrystals"),
    ],
)
def test_group_label_beside_its_member_is_no_other_system(reference, test):
    decision = explain_family(reference, test)
    assert decision.match or not decision.certain


def test_composition_acronym_holds_the_element_word():
    decision = explain_family("iron-type cathodes (LiFePO4)", "LFP-type cathodes")
    assert decision.match or not decision.certain
    assert decision.basis != "different-system"


@pytest.mark.parametrize(
    ("text", "forms"),
    [
        ("ZnO nanowires", {"fibre"}),
        ("TiO2 thin films", {"film"}),
        ("nanoporous copper", {"pore size"}),
        ("porous copper", {"porous"}),
        ("silver nano-particles", {"particle"}),
        ("MoS2 nanosheets", {"plate"}),
        ("aluminium foam", {"foam"}),
        ("zirconia", set()),
    ],
)
def test_object_forms(text, forms):
    assert object_forms(text) == forms


@pytest.mark.parametrize(
    ("reference", "test"),
    [("TiO2 nanotubes", "TiO2 thin films"), ("mesoporous silica", "silica nanoparticles"), ("copper foam", "nanoporous copper")],
)
def test_other_forms_of_one_substance_guess_different(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and not decision.certain


def test_one_form_class_is_no_conflict():
    assert explain_family("TiO2 coatings", "TiO2 thin films").match


def test_a_porous_solid_is_broader_than_a_foam():
    decision = explain_family("closed-cell aluminium foams", "porous aluminium")
    assert decision.basis != "other-descriptor"
