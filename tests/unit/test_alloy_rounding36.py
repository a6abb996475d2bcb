"""Alloy amounts in two bases (stop 36): a written amount stands for the interval its last digit allows (ISO 80000-1
Annex B), and converted by atomic masses (IUPAC standard atomic weights) two writings are certainly different only
when those intervals are apart; a match from rounded amounts is proven only with two significant digits."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.alloy_compare import _convert, _direct, compare_alloys
from comproeval.chem.formula.alloy_designations import read_alloy
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Al-4.5Cu-1.5Mg-0.5Mn", "Al-2Cu-1.7Mg-0.3Mn (at.%)"),  # every amount rounds, some to one digit
        ("Fe-18Cr-8Ni", "Fe-19Cr-8Ni (at.%)"),
        ("Cu-1Ni (wt.%)", "Cu-1.5Ni (at.%)"),  # 1 wt.% is 0.5 to 1.5 wt.%: 0.54 to 1.62 at.%
        ("Ti-45Ni", "Ni40Ti60 (at.%)"),  # 40.02 at.% Ni, the reference's basis unstated
    ],
)
def test_amounts_that_agree_within_their_rounding_are_no_certain_difference(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ti-6Al-4V (wt.%)", "Ti-10.2Al-3.6V (at.%)"),  # 10.19 and 3.60 at.%
        ("Cu-10Ni (wt.%)", "Cu-11Ni (at.%)"),  # 10.74 at.%, two significant digits
        ("nanoporous Au from Ag-30Au (at.%)", "nanoporous Au from Ag-44Au (wt.%)"),  # the same words before the alloy
    ],
)
def test_a_conversion_to_two_significant_digits_with_both_bases_stated_is_proven(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Cu-10Ni (wt.%)", "Cu-14Ni (at.%)"),  # 9.5 to 10.5 wt.% is 10.2 to 11.3 at.%
        ("Ti-6Al-4V", "Ti-15Al-1V (at.%)"),
        ("nanoporous Au from Ag-30Au (at.%)", "nanoporous Au from Ag-20Au (at.%)"),
    ],
)
def test_amounts_apart_beyond_their_rounding_are_proven_different(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert not decision.match and decision.certain, decision


def test_words_before_a_designation_must_be_written_alike() -> None:
    assert compare_alloys("nanoporous Au from Ag-30Au", "porous Au from Ag-30Au") is None
    assert compare_alloys("SiC + Al-5Mg", "SiC + Al-6Mg") is None  # a joiner: a mixture, not one alloy


_BASES = ["Mg", "Al", "Ti", "Fe", "Ni", "Cu"]
_ALLOYING = ["Zn", "Mn", "Si", "Cr", "Mo", "Sn", "Y", "Zr", "Gd", "Nd"]


@st.composite
def _compositions(draw):
    """A composition {element: percent} with a balance of at least 50, and the decimals each basis writes."""
    base = draw(st.sampled_from(_BASES))
    elements = draw(st.lists(st.sampled_from(_ALLOYING), min_size=1, max_size=3, unique=True))
    amounts = draw(st.lists(st.floats(min_value=0.05, max_value=15), min_size=len(elements), max_size=len(elements)))
    composition = {base: 100 - sum(amounts), **dict(zip(elements, amounts, strict=True))}
    decimals = draw(st.lists(st.integers(min_value=0, max_value=2), min_size=2, max_size=2))
    return base, composition, decimals


def _written(base: str, composition: dict[str, float], decimals: int) -> str | None:
    """`Mg-8.2Al-0.4Zn`: the alloying amounts rounded to `decimals`; None if one rounds to nothing."""
    terms = [(el, f"{value:.{decimals}f}") for el, value in composition.items() if el != base]
    if any(float(number) <= 0 for _, number in terms):
        return None
    return base + "".join(f"-{number}{el}" for el, number in terms)


@settings(max_examples=120, deadline=None)
@given(_compositions(), st.sampled_from(["wt", "at"]), st.booleans())
def test_one_composition_rounded_in_two_bases_is_never_a_certain_difference(drawn, basis: str, stated: bool) -> None:
    base, composition, (source_decimals, target_decimals) = drawn
    other = "at" if basis == "wt" else "wt"
    source = _written(base, composition, source_decimals)
    target = _written(base, _convert(composition, basis, other), target_decimals)
    assume(source is not None and target is not None)
    # the same numbers (to the digits written) in two stated bases are two alloys: stop 35, the writer told them apart
    assume(_direct(read_alloy(source), read_alloy(target)) == "differs")
    reference = f"{source} ({basis}.%)" if stated else source
    decision = explain_key(reference, f"{target} ({other}.%)")[0]
    assert decision.match or not decision.certain, (reference, target, decision)
