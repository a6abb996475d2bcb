"""Double salts named with their cations in another order or spelling (IUPAC Red Book IR-5.4) (R2a, s45)."""

import pytest

from comproeval.chem.compounds.double_salts import double_salt_order
from comproeval.chem.compounds.resolve import resolve
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("name", "reordered"),
    [
        ("Potassium Chromium(III) sulfate", "chromium(iii) potassium sulfate"),
        ("caesium aluminium sulfate dodecahydrate", "aluminum cesium sulfate dodecahydrate"),
        ("chromium(iii) potassium sulfate", None),  # already in IUPAC order and spelling
        ("barium titanate", None),
        ("lead zirconate titanate", None),
        ("sodium sodium sulfate", None),
        ("carbon sulfur oxide", None),  # no metal cations
    ],
)
def test_double_salt_order(name, reordered):
    assert double_salt_order(name) == reordered


def test_alum_names_agree():
    alum = resolve("KAl(SO4)2·12H2O").element_map()
    assert resolve("potassium aluminium sulfate dodecahydrate").element_map() == alum
    assert resolve("potash alum").element_map() == alum
    decision = explain_compound("potash alum", "potassium aluminium sulfate dodecahydrate")
    assert decision.match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("potassium aluminium sulfate dodecahydrate", "sodium aluminium sulfate dodecahydrate"),
        ("potassium aluminium sulfate dodecahydrate", "potassium chromium(III) sulfate dodecahydrate"),
        ("potassium aluminium sulfate dodecahydrate", "aluminium sulfate"),
    ],
)
def test_other_double_salt_is_never_certainly_the_same(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_compound(r, t)
        assert not (decision.match and decision.certain)
