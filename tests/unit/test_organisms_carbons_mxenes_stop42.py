"""Stop 42 R: test organisms named by binomials (ICZN Art. 5.1), other named carbons beside one host (Bianco et al.,
Carbon 65 (2013) 1), crystal-system letters before an acronym that is no formula, and MXene terminations `Tx`
(Naguib et al., Adv. Mater. 26 (2014) 992)."""

import pytest

from comproeval.chem.compounds.phases import phase_of
from comproeval.chem.formula.identity import other_coating_named
from comproeval.chem.formula.organisms import organisms_differ
from comproeval.chem.formula.terminations import without_terminations
from comproeval.judges.explain.keys import explain_key


def test_organisms():
    assert organisms_differ("CuO film vs B. subtilis", "CuO film vs P. putida")
    assert organisms_differ("CuO film vs B. subtilis", "CuO film vs B. cereus")
    assert organisms_differ("CuO film vs B. subtilis", "CuO film vs Bacillus subtilis") is None
    assert organisms_differ("CuO film vs B. subtilis", "CuO film") is None
    decision, _ = explain_key("CuO film vs B. subtilis", "CuO film vs P. putida")
    assert (decision.match, decision.certain) == (False, False)


def test_other_carbon_beside_one_host():
    assert other_coating_named("MnO2-GO", "rGO")
    assert not other_coating_named("MnO2-RGO", "rGO")
    assert not other_coating_named("MnO2 NC", "C")  # `NC` may be a nanocrystal: a formula-like part is not read so
    decision, _ = explain_key("MnO2/rGO", "MnO2-GO")
    assert (decision.match, decision.certain) == (False, False)


def test_system_letter_before_an_acronym_is_no_phase():
    assert "system" not in phase_of("r-GO")
    assert phase_of("h-BN")["system"] == frozenset({"hexagonal"})


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Nb2CTx", "Nb2C1Tx", True, True),
        ("(V0.5Cr0.5)3C2Tx", "V1.5Cr1.5C2Tx", True, True),
        ("V2CTx", "Nb2CTx", False, True),
        ("Ti3CNTx", "Ti3C2Tx", False, True),
        ("V2CTx", "V2C", True, False),  # terminations stated by one key only
    ],
)
def test_mxene_terminations(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


def test_without_terminations():
    assert without_terminations("V2CTx (etched)") == "V2C (etched)"
    assert without_terminations("V2CT_x") == "V2C"
    assert without_terminations("LaTx") is None  # no carbide or nitride before it
