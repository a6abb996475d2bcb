"""Sibling techniques stay different (issue 26, class 3): the nucleus of an NMR experiment, the adsorptive of a
gas-sorption isotherm, the loading of a flexure test, the method of a density or thermal-conductivity
measurement; a field's standard variant (N2 for BET, Archimedes for a sintered body's density) is the same as
the entry naming none; the two regions of an X-ray absorption spectrum, the two kinds of XRF spectrometer
and the static and dynamic modes of SIMS are siblings too. Examples written for these tests, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from comproeval.chem import variants
from comproeval.chem.technique_index import normalize
from comproeval.chem.techniques import technique_concepts
from comproeval.judges.explain import explain_technique


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("1H NMR", "19F NMR"),
        ("solid-state 27Al MAS NMR", "29Si MAS NMR"),
        ("Kr adsorption at 77 K", "nitrogen physisorption"),
        ("CO2 adsorption isotherm at 273 K", "argon adsorption"),
        ("3-point flexural test", "four-point flexural strength"),
        ("gas pycnometry", "density by the Archimedes method"),
        ("hot-wire method", "laser flash method"),
        ("Co K-edge XANES", "EXAFS"),
        ("energy-dispersive XRF", "WDXRF"),
        ("ToF-SIMS", "dynamic SIMS depth profiling"),
    ],
)
def test_siblings_under_one_technique_are_certainly_different(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_technique(r, t)
        assert (decision.match, decision.certain, decision.basis) == (False, True, "sibling-variant"), (r, t)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("13C MAS NMR", "solid-state 13C NMR"),
        ("BET surface area", "N2 adsorption-desorption isotherms"),
        ("density (Archimedes)", "relative density"),
        ("three-point bending", "3-point bending test"),
    ],
)
def test_the_same_variant_or_the_fields_standard_is_no_difference(reference, test):
    for r, t in ((reference, test), (test, reference)):
        assert explain_technique(r, t).match, (r, t)


def test_a_variant_the_standard_reading_does_not_name_is_unproven():
    decision = explain_technique("BET surface area", "CO2 adsorption isotherms")
    assert decision.match and not decision.certain


def test_a_default_only_settles_an_axis_one_side_leaves_out():
    relation, _ = variants.variant_relation("techniques", "gas_sorption", "BET", "nitrogen sorption")
    assert relation == variants.SAME
    relation, _ = variants.variant_relation("techniques", "gas_sorption", "BET", "Ar sorption")
    assert relation == variants.NARROWER
    relation, _ = variants.variant_relation("techniques", "thermal_conductivity", "thermal conductivity", "hot-wire method")
    assert relation == variants.SAME


def test_the_greek_mu_is_spelled_out_not_dropped():
    assert normalize("μSR") == "musr"
    assert technique_concepts("μSR") == technique_concepts("muon spin rotation")
    assert technique_concepts("SR-XRD") != technique_concepts("muon spin rotation")


def test_an_acronym_of_hyphenated_parts_reads_run_together():
    assert technique_concepts("GDOES") == technique_concepts("GD-OES") != ()


def test_attenuated_total_reflectance_is_a_mode_of_infrared_spectroscopy():
    decision = explain_technique("IR spectroscopy", "ATR-IR")
    assert decision.match and decision.certain
    assert explain_technique("ATR-IR", "IR spectroscopy").match  # the broader test entry: a best guess


def test_an_impedance_analyser_measures_electrochemical_cells_and_dielectrics_an_lcr_meter_dielectrics():
    assert explain_technique("electrochemical impedance spectroscopy", "impedance analyser").match
    assert explain_technique("permittivity", "impedance analyser").match
    assert not explain_technique("electrochemical impedance spectroscopy", "LCR meter").match


# class 5: a miss is proven only against an entry read completely
from comproeval.chem.lexicon import unread_words  # noqa: E402


@pytest.mark.parametrize(
    ("entry", "unread"),
    [
        ("XRD and QZRS", ("qzr",)),
        ("SEM with sclerometry", ("sclerometry",)),  # tribometry is read since stop 45 (technique_kinds: ASTM G40)
        ("XRD (Rigaku SmartLab)", ()),
        ("nitrogen sorption at 77 K", ()),
        ("P-E loops measured at 50 Hz", ()),
        ("two-probe resistance", ()),
        ("TG analysis", ()),
    ],
)
def test_unread_words_are_acronyms_or_technique_names_the_lexicon_does_not_know(entry, unread):
    assert unread_words(entry) == unread


def test_an_entry_read_only_in_part_proves_no_difference():
    decision = explain_technique("DSC", "XRD and QZRS")
    assert not decision.match and not decision.certain and decision.basis == "partial-reading"
    complete = explain_technique("DSC", "XRD and SEM")
    assert not complete.match and complete.certain


@pytest.mark.parametrize(("broader", "narrower"), [("XAS", "XANES"), ("X-ray fluorescence", "EDXRF"), ("SIMS", "TOF-SIMS")])
def test_a_variant_against_its_parent_technique_is_the_same_thing_unproven(broader, narrower):
    decision = explain_technique(broader, narrower)
    assert decision.match and not decision.certain
