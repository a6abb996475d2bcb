"""R3b (stop 46): a trade-grade name read through the name database against a name that states a form or water.

The database files a maker's grade under its substance without form or water, so `<lactose grade>` against `anhydrous
lactose`, or a titania grade against one polymorph, is at best the same as a guess; against the bare substance it stays
proven, and another substance stays a certain difference.
"""

from __future__ import annotations

import pytest

from comproeval.chem.compounds.trade_grades import one_product
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("grade", "generic"),
    [
        ("SuperTab 11SD", "anhydrous lactose"),
        ("Lactohale 100", "lactose anhydrous"),
        ("Degussa P25", "anatase"),
        ("Degussa P25", "rutile"),
    ],
)
def test_grade_against_a_stated_form_or_water_is_a_guess(grade: str, generic: str) -> None:
    for reference, test in ((grade, generic), (generic, grade)):
        decision = explain_compound(reference, test)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(("grade", "generic"), [("Degussa P25", "titanium dioxide"), ("Degussa P25", "TiO2"), ("Lactohale 100", "lactose")])
def test_grade_against_the_bare_substance_stays_proven(grade: str, generic: str) -> None:
    decision = explain_compound(grade, generic)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("grade", "other"), [("Degussa P25", "ZnO"), ("Lactohale 100", "anhydrous glucose")])
def test_grade_against_another_substance_stays_different(grade: str, other: str) -> None:
    decision = explain_compound(grade, other)
    assert not decision.match


def test_one_product_names_the_grade_side() -> None:
    assert one_product("anatase", "Degussa P25") == ("Degussa P25", "anatase")
    assert one_product("Degussa P25", "Degussa P90") is None
    assert one_product("anatase", "rutile") is None
