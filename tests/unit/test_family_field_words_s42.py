"""Stop 42 (F7): a field's phrases for one thing (API RP 13B-1: a drilling fluid is a mud; electrode reaction
acronyms, Seh et al. 2017) and a coating's substrate said by one name only (ISO 4618, ISO 2080)."""

from __future__ import annotations

from comproeval.chem.family_field_words import field_read, field_words_match
from comproeval.chem.family_substrates import without_substrate
from comproeval.judges.explain.family import explain_family


def test_field_read() -> None:
    assert field_read("oil-based drilling fluids") == "oil-based muds"
    assert field_read("N2RR electrocatalysts") == "N2 reduction electrocatalysts"
    assert field_read("NO3RR catalysts on copper") == "NO3 reduction catalysts on copper"
    assert field_read("HER catalysts") == "HER catalysts"  # letters only: left to the initials readers
    assert field_read("nitrate reduction reaction catalysts") == "nitrate reduction catalysts"
    assert field_read("drilling rigs") == "drilling rigs"


def test_field_words_match() -> None:
    assert field_words_match("barite-weighted OBM", "barite-weighted oil-based drilling fluids") is not None
    assert field_words_match("Fe-based N2RR electrocatalysts", "iron electrocatalysts for N2 reduction") is not None
    assert field_words_match("Ni–Mo alloys", "Ni-based N2RR electrocatalysts") is None
    decision = explain_family("barite-weighted OBM", "barite-weighted oil-based drilling fluids")
    assert decision.match and not decision.certain


def test_substrate_said_once() -> None:
    assert without_substrate("CrN films on tool steel") == "CrN films"
    assert without_substrate("Pt on carbon") == "Pt on carbon"  # a supported catalyst, no layer noun
    decision = explain_family("chromium nitride coatings", "CrN coatings on AISI H13 steel")
    assert decision.match and not decision.certain and decision.basis == "substrate-unsaid"
    assert not explain_family("CrN coatings on steel", "TiN coatings").match
    assert explain_family("CrN coatings on steel", "CrN coatings on aluminium").basis != "substrate-unsaid"


def test_pickering_emulsion_is_particle_stabilized() -> None:
    decision = explain_family("solid-stabilised emulsions", "Pickering emulsions")
    assert decision.match and decision.certain and decision.basis == "field-words"  # stop 46: a definition, proven
