"""Every unmatched entry is explained (issue 21): a miss is certain only when proven, and each missing and extra
entry has an `unmatched` entry with basis, why and certain, beside the documented lists that decide the numbers."""

from comproeval.judges.rules import judge_synthesis_rules
from comproeval.verdicts import dump
from comproeval.verdicts.override import open_items


def synthesis(techniques=(), precursors=()):
    return {"method": "sol-gel", "precursors": list(precursors), "steps": ["mix"], "characterization_techniques": list(techniques)}


def unmatched(part, side):
    return {getattr(u, side): u for u in part.unmatched or [] if getattr(u, side)}


def test_issue_examples_are_matches():
    precursors = judge_synthesis_rules(synthesis(precursors=["MnSO4·H2O"]), synthesis(precursors=["manganese sulfate monohydrate"])).precursors
    assert precursors.total_match == 1 and not precursors.unmatched
    techniques = judge_synthesis_rules(synthesis(["galvanostatic cycling"]), synthesis(["charge-discharge cycling"])).characterization_techniques
    assert techniques.total_match == 1


def test_a_proven_miss_is_explained_and_certain():
    part = judge_synthesis_rules(synthesis(["XRD", "SEM"]), synthesis(["X-ray diffraction", "Raman spectroscopy"])).characterization_techniques
    assert part.missing_items == ["SEM"] and not part.uncertain_missing
    entry = unmatched(part, "reference_item")["SEM"]
    assert entry.basis == "not-extracted" and entry.certain is None and entry.why
    extra = unmatched(part, "test_item")["Raman spectroscopy"]
    assert extra.basis == "not-in-ground-truth" and extra.certain is None


def test_an_unidentified_ground_truth_entry_against_an_identified_test_entry_is_not_certainly_missing():
    part = judge_synthesis_rules(synthesis(precursors=["Zorbium flux"]), synthesis(precursors=["PbO"])).precursors
    assert part.uncertain_missing == ["Zorbium flux"]
    assert unmatched(part, "reference_item")["Zorbium flux"].certain is False
    assert unmatched(part, "test_item")["PbO"].certain is False


def test_a_test_entry_proven_to_be_another_entry_leaves_no_doubt():
    part = judge_synthesis_rules(synthesis(precursors=["TiO2", "Zorbium flux"]), synthesis(precursors=["titanium dioxide"])).precursors
    assert part.missing_items == ["Zorbium flux"] and not part.uncertain_missing


def test_a_hydrate_written_anhydrous_is_a_miss_unproven():
    # issue 26: whether the water belongs to a reagent's name is a convention fields disagree on
    part = judge_synthesis_rules(synthesis(precursors=["Fe(NO3)3·9H2O", "urea"]), synthesis(precursors=["urea", "Fe(NO3)3"])).precursors
    assert part.missing_items == ["Fe(NO3)3·9H2O"] and part.uncertain_missing == ["Fe(NO3)3·9H2O"]


def test_an_instrument_that_makes_each_listed_measurement_is_each():
    # s27 round 3 changes this: a source meter sweeps I-V (leakage) and J-V (solar cell) alike, and the ground truth
    # says both were made, so the one instrument entry is each (it was a best guess for each before)
    part = judge_synthesis_rules(synthesis(["I-V", "J–V measurement"]), synthesis(["Keithley 2400 SourceMeter"])).characterization_techniques
    assert part.total_match == 2 and all(m.certain is not False for m in part.matches)


def test_a_ground_truth_duplicate_of_a_paired_entry_is_not_certainly_missing():
    part = judge_synthesis_rules(synthesis(["XRD", "X-ray diffraction"]), synthesis(["XRD"])).characterization_techniques
    assert part.uncertain_missing == ["X-ray diffraction"]


def test_a_specific_entry_whose_general_form_is_paired_elsewhere_is_certainly_missing():
    # the test's `SEM` is the ground truth's `SEM`; that it was a field-emission SEM is only a guess
    part = judge_synthesis_rules(synthesis(["SEM", "FE-SEM"]), synthesis(["SEM"])).characterization_techniques
    assert part.missing_items == ["FE-SEM"] and not part.uncertain_missing


def test_a_duplicate_extra_names_the_entry_it_repeats():
    part = judge_synthesis_rules(synthesis(["XRD"]), synthesis(["XRD", "X-ray diffraction"])).characterization_techniques
    assert unmatched(part, "test_item")["X-ray diffraction"].basis == "duplicate"


def test_uncertain_misses_reach_the_hybrid_judge():
    part = judge_synthesis_rules(synthesis(["XRD", "SEM"]), synthesis(["X-ray diffraction", "Hyper-scope 9000"])).characterization_techniques
    open_ref, open_test = open_items(part)
    assert open_ref == ["SEM"] and "Hyper-scope 9000" in open_test


def test_unmatched_entries_are_written_after_the_documented_lists_and_change_no_number():
    part = judge_synthesis_rules(synthesis(["XRD", "SEM"]), synthesis(["X-ray diffraction", "Raman spectroscopy"])).characterization_techniques
    data = dump(part)
    keys = list(data)
    assert keys.index("unmatched") > keys.index("extra_items")
    assert data["missing_items"] == ["SEM"] and data["extra_items"] == ["Raman spectroscopy"] and data["total_match"] == 1


def test_precursors_worded_alike_but_proven_different_stay_a_miss():
    # `CoSO4·7H2O` and `CoSO4·6H2O` differ by one character: the formulas prove two reagents
    part = judge_synthesis_rules(synthesis(precursors=["CoSO4·7H2O"]), synthesis(precursors=["CoSO4·6H2O"])).precursors
    assert part.total_match == 0 and part.missing_items == ["CoSO4·7H2O"] and not part.uncertain_missing
