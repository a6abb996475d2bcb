"""Stop 48, P16: a test entry written as a ground-truth entry is that entry, not also a broader class beside it."""

from comproeval.chem.alignment import match_lists
from comproeval.judges.rules import judge_synthesis_rules


def _synthesis(techniques: list[str]) -> dict:
    return {"method": "hydrothermal", "steps": [], "characterization_techniques": techniques}


def _techniques(reference: list[str], test: list[str]):
    return judge_synthesis_rules(_synthesis(reference), _synthesis(test)).characterization_techniques


def test_an_instrument_written_as_its_twin_is_not_also_the_broader_class_listed_apart():
    # the paper lists the capacitance bridge and impedance measurement apart: the test named the bridge only
    verdict = _techniques(["XRD", "capacitance bridge", "impedance measurement"], ["XRD", "capacitance bridge", "TGA"])
    missed = [m for m in verdict.matches if m.reference_item == "impedance measurement"]
    assert len(missed) == 1 and not missed[0].matched and missed[0].certain is False


def test_an_instrument_alone_still_stands_for_its_measurement_and_a_broader_class():
    # no twin: an LCR-type bridge stands for both dielectric and impedance measurement (identity-preserving)
    verdict = _techniques(["dielectric measurement", "impedance measurement"], ["capacitance bridge"])
    assert verdict.total_match == 2 and all(m.certain is not False for m in verdict.matches)


def test_a_twin_keeps_its_verbatim_partner_and_a_multi_part_entry_otherwise_shares():
    same = lambda r, t: r == t or r in t.split(" / ")  # noqa: E731
    similarity = lambda r, t: float(r == t)  # noqa: E731
    # a combined entry written verbatim by the reference is that entry only
    assert match_lists(["AFM / XPS", "XPS"], ["AFM / XPS"], same, similarity) == [(0, 0)]
    # without a twin it stands for each part it names
    assert sorted(match_lists(["AFM", "XPS"], ["AFM / XPS"], same, similarity)) == [(0, 0), (1, 0)]
