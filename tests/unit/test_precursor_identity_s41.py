"""Stop 41 (M6): conduction types (IUPAC Gold Book, SEMI M1), particle shapes of pastes and inks (ISO 3252, ISO/TS
80004-2), `Tos` in brackets (tosylate), a closing note one side alone writes."""

from __future__ import annotations

from comproeval.chem.compounds.conduction_types import conduction_types, other_conduction_types
from comproeval.judges.explain import explain_compound


def test_conduction_types() -> None:
    assert conduction_types("p-type Ge(111) substrate") == {"p"}
    assert conduction_types("n+ GaAs") == {"n"}
    assert conduction_types("p-cresol") == frozenset()
    assert conduction_types("NH4+") == frozenset()
    assert other_conduction_types("n-type InP wafer", "p-type InP wafer") == ("n", "p")
    assert other_conduction_types("n-type InP wafer", "InP wafer") is None
    decision = explain_compound("n-type Ge(111) substrate", "p-type Ge(111) substrate")
    assert not decision.match and decision.certain


def test_particle_shapes_of_pastes_and_inks() -> None:
    decision = explain_compound("Cu nanowire ink", "Cu flake paste")
    assert not decision.match and not decision.certain
    assert explain_compound("gold ink", "gold paste").match  # no shape stated: one material in two supply forms


def test_tos_in_brackets_is_tosylate() -> None:
    decision = explain_compound("zinc p-toluenesulfonate", "Zn(Tos)2")
    assert decision.match and decision.certain


def test_a_closing_note_one_side_alone_writes() -> None:
    decision = explain_compound("PA11 powder (Rilsan Invent)", "polyamide 11 powder")
    assert decision.match and not decision.certain and decision.basis == "note-one-side"
    assert not explain_compound("PA11 powder (Rilsan Invent)", "polyamide 6 powder").match
