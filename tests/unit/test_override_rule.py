"""The one override rule (`comproeval.verdicts.override`): a claim replaces only what the rules could not prove, one to one,
and never a value or a pair the rules can decide."""

from __future__ import annotations

from comproeval.judges.evidence import rules_proofs
from comproeval.judges.rules import judge_composition_rules, judge_synthesis_rules
from comproeval.verdicts import KeyRow, composition_values, item_match, list_section, rows_of, scalar, steps_verdict
from comproeval.verdicts.override import OVERRIDDEN, Proofs, open_items, open_keys, settle_composition, settle_list, settle_scalar, settle_steps

REFERENCE = {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 190, "sample A-7": 5, "SrTiO3": 50}}
TEST = {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 190, "A7 film": 5, "CaTiO3": 50, "KNbO3": 300}}
PROOFS = rules_proofs()


def rules():
    return judge_composition_rules(REFERENCE, TEST)


def claim_of(*rows: tuple[str, str, int, int]):
    """A claimed composition verdict: (key, test key, key match, value match) per row, everything else as the rules say."""
    ruled = rules()
    cpv = ruled.compositions_property_values
    claimed = {k: KeyRow.of(k, t, km, vm, cpv.reference, cpv.test) for k, t, km, vm in rows}
    merged = {**rows_of(cpv), **claimed}
    return ruled.model_copy(update={"compositions_property_values": composition_values(cpv.reference, cpv.test, merged.values())})


def settled_rows(claim, proofs=PROOFS, offered=None):
    verdict, overrides = settle_composition(rules(), claim, proofs, offered)
    return rows_of(verdict.compositions_property_values), overrides


def test_the_case_has_an_open_key_and_proven_ones():
    ruled = rows_of(rules().compositions_property_values)
    assert ruled["sample A-7"].key_match.certain is False
    assert ruled["BaTiO3"].key_match.matched and ruled["BaTiO3"].key_match.certain is not False
    assert not ruled["SrTiO3"].key_match.matched and ruled["SrTiO3"].key_match.certain is not False  # CaTiO3 is another compound
    open_ref, offered = open_keys(rules().compositions_property_values)
    assert open_ref == ["sample A-7"] and "BaTiO3" not in offered


def test_an_open_key_takes_the_claim():
    rows, overrides = settled_rows(claim_of(("sample A-7", "A7 film", 1, 1)))
    assert rows["sample A-7"].key_match.matched and rows["sample A-7"].value_match.matched and overrides == []


def test_a_proven_key_keeps_its_verdict_and_pairing():
    rows, overrides = settled_rows(claim_of(("BaTiO3", "KNbO3", 1, 1)))
    assert rows["BaTiO3"].test_key == "BaTiO3" and rows["BaTiO3"].key_match.basis == OVERRIDDEN
    assert [o.where for o in overrides] == ["composition.keys 'BaTiO3' ~ 'KNbO3'"]


def test_a_claim_may_not_take_a_test_key_a_proven_match_took():
    rows, overrides = settled_rows(claim_of(("sample A-7", "BaTiO3", 1, 1)))
    assert not rows["sample A-7"].key_match.matched and not rows["sample A-7"].value_match.matched
    assert overrides[0].outcome.startswith("refused: a proven match")


def test_a_claim_may_pair_only_what_it_was_offered():
    rows, overrides = settled_rows(claim_of(("sample A-7", "KNbO3", 1, 0)), Proofs(), offered=["A7 film"])
    assert rows["sample A-7"].test_key == "" and not rows["sample A-7"].key_match.matched and overrides


def test_a_pair_the_rules_disprove_is_no_match_and_its_value_is_theirs():
    """The red team's reply: an open key paired with a key of another compound and a wrong value, both called matches."""
    rows, overrides = settled_rows(claim_of(("sample A-7", "KNbO3", 1, 1)))
    row = rows["sample A-7"]
    assert row.test_key == "KNbO3" and not row.value_match.matched  # 5 is not 300, whatever the claim says
    assert row.value_match.basis == OVERRIDDEN and "composition.values 'sample A-7'" in [o.where for o in overrides]


def test_a_value_the_rules_read_stands_on_an_unmatched_key():
    """Both say SrTiO3 is unmatched; the claim's row named KNbO3 and called 50 equal to 300."""
    rows, overrides = settled_rows(claim_of(("SrTiO3", "KNbO3", 0, 1)))
    assert not rows["SrTiO3"].key_match.matched and not rows["SrTiO3"].value_match.matched
    assert overrides[0].note.startswith("composition.values 'SrTiO3': the LLM said 1; the rules prove 0 (different-values)")


def test_a_claim_that_leaves_out_a_proven_key_is_overridden():
    ruled = rules()
    cpv = ruled.compositions_property_values
    claim = ruled.model_copy(update={"compositions_property_values": composition_values(cpv.reference, cpv.test, [rows_of(cpv)["sample A-7"]])})
    rows, overrides = settled_rows(claim)
    assert rows["BaTiO3"].key_match.matched and any("left it out" in o.note for o in overrides)


def test_a_value_nobody_claimed_is_the_rules_reading():
    """A person pairs keys and says nothing of the value (`certain: false`): the rules read it, proven or a guess."""
    claim = rules()
    cpv = claim.compositions_property_values
    person = KeyRow.of("sample A-7", "KNbO3", 1, 1, cpv.reference, cpv.test, {"basis": "person", "certain": True}, {"certain": False})
    claim = claim.model_copy(update={"compositions_property_values": composition_values(cpv.reference, cpv.test, [*rows_of(cpv).values(), person])})
    rows, _ = settled_rows(claim, Proofs(value=PROOFS.value))
    assert rows["sample A-7"].key_match.matched and rows["sample A-7"].key_match.basis == "person"  # no key proof asked for
    assert not rows["sample A-7"].value_match.matched and rows["sample A-7"].value_match.basis == "different-values"


def test_a_proven_scalar_stands_and_an_open_one_takes_the_claim():
    overrides = []
    proven, open_ = scalar("pC/N", "pm/V", 0), scalar("a", "b", 0, certain=False)
    assert settle_scalar(proven, scalar("pC/N", "pm/V", 1), "u", overrides).match_value == 0 and len(overrides) == 1
    assert settle_scalar(open_, scalar("a", "b", 1, basis="llm"), "f", overrides).match_value == 1 and len(overrides) == 1


def test_steps_are_a_proof_only_when_the_test_lists_none():
    overrides = []
    assert settle_steps(steps_verdict(0.0, ["mix"], []), steps_verdict(1.0, ["mix"], []), overrides).match_value == 0.0 and overrides
    assert settle_steps(steps_verdict(0.2, ["mix"], ["stir"]), steps_verdict(0.9, ["mix"], ["stir"]), []).match_value == 0.9


SYN_REF = {"method": "sol-gel", "precursors": ["TiO2", "Zorbium flux", "PbO"], "characterization_techniques": [], "steps": []}
SYN_TEST = {"method": "sol-gel", "precursors": ["TiO2", "ZF-1 flux", "SrCO3"], "characterization_techniques": [], "steps": []}


def test_list_items_open_proven_and_refused():
    part = judge_synthesis_rules(SYN_REF, SYN_TEST).precursors
    open_ref, offered = open_items(part)
    assert "Zorbium flux" in open_ref and "TiO2" not in offered
    claims = [
        item_match("TiO2", "SrCO3", True),  # a proven match re-paired: overridden
        item_match("Zorbium flux", "TiO2", True),  # a test item a proven match took: refused
        item_match("PbO", "SrCO3", True),  # proven missing (or disproved): dropped
    ]
    overrides = []
    settled = settle_list(part, claims, "precursors", overrides, PROOFS.items["precursors"])
    matched = {m.reference_item: m.test_item for m in settled.matches if m.matched}
    assert matched == {"TiO2": "TiO2"} and len(overrides) == 3
    admitted = settle_list(part, [item_match("Zorbium flux", "ZF-1 flux", True, basis="llm")], "precursors", [], PROOFS.items["precursors"])
    assert {m.reference_item for m in admitted.matches if m.matched} == {"TiO2", "Zorbium flux"}


def test_an_open_item_may_not_take_an_entry_twice():
    part = list_section(
        ["A x", "B y"], ["thing"], [item_match("A x", "thing", False, certain=False), item_match("B y", "thing", False, certain=False)]
    )
    overrides = []
    settled = settle_list(part, [item_match("A x", "thing", True), item_match("B y", "thing", True)], "precursors", overrides)
    assert [m.reference_item for m in settled.matches if m.matched] == ["A x"] and "already took" in overrides[0].note
