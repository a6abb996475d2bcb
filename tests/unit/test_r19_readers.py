"""r19: condensed oxoanions, interstitial hydrides, aqueous ammonia, equiatomic formulas, formula codes in another
order, supported catalysts, part-per units with their substance; examples from fields other than the
gold sets' (analytical chemistry, shape-memory alloys, food and water analysis, petrochemical catalysis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.compounds.grades import other_grade_codes
from comproeval.chem.compounds.resolve import resolve
from comproeval.chem.compounds.salt_names import rule_formula
from comproeval.chem.compounds.supported_catalysts import supported_catalyst
from comproeval.chem.units import compare_units
from comproeval.judges.explain.lists import explain_compound


def _formula(text: str) -> dict[str, float] | None:
    read = resolve(text)
    return None if read is None else dict(read.anhydrous)


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("magnesium pyrophosphate", {"Mg": 2, "P": 2, "O": 7}),  # the weighing form of gravimetric magnesium
        ("magnesium diphosphate", {"Mg": 2, "P": 2, "O": 7}),
        ("strontium pyrophosphate", {"Sr": 2, "P": 2, "O": 7}),
        ("lithium triphosphate", {"Li": 5, "P": 3, "O": 10}),
        ("barium disulfite", {"Ba": 1, "S": 2, "O": 5}),
        ("lithium tetraborate", {"Li": 2, "B": 4, "O": 7}),  # the flux of XRF fused beads
        ("rubidium persulfate", {"Rb": 2, "S": 2, "O": 8}),
    ],
)
def test_condensed_anions_read_by_charge_balance(name: str, formula: dict[str, float]) -> None:
    assert _formula(name) == formula


def test_condensed_anion_is_not_the_ortho_salt() -> None:
    assert not explain_compound("magnesium pyrophosphate", "Mg3(PO4)2").match
    assert explain_compound("magnesium pyrophosphate", "Mg3(PO4)2").certain
    assert not explain_compound("strontium pyrophosphate", "strontium sulfate").match


@pytest.mark.parametrize("name", ["vanadium hydride", "hafnium hydride", "niobium hydride", "cerium hydride"])
def test_interstitial_phases_get_no_default_state_formula(name: str) -> None:
    assert rule_formula(name, use_default_state=True) is None


def test_ionic_hydride_and_stated_count_still_read() -> None:
    assert rule_formula("strontium hydride", use_default_state=True) == "Sr1H2"
    assert _formula("vanadium dihydride") == {"V": 1, "H": 2}


@pytest.mark.parametrize("written", ["NH3 (aq)", "NH3(aq)", "NH3 (aqueous)", "aqueous NH3", "NH3 solution", "ammonia (aqueous)"])
def test_aqueous_ammonia_however_written(written: str) -> None:
    decision = explain_compound(written, "NH4OH")
    assert decision.match and decision.certain
    assert not explain_compound(written, "NH4Cl").match


def test_other_solutes_not_made_hydrates() -> None:
    assert _formula("KOH (aq)") is None or _formula("KOH (aq)") == {"K": 1, "O": 1, "H": 1}


def test_equiatomic() -> None:
    assert explain_compound("equiatomic NiTi alloy", "Ni50Ti50").certain
    assert explain_compound("equiatomic NiTi alloy", "Ni50Ti50").match
    other = explain_compound("equiatomic NiTi alloy", "Ni55Ti45")
    assert not other.match and other.certain
    assert _formula("equiatomic NiNi") is None


def test_codes_in_another_element_order() -> None:
    assert other_grade_codes("Cu60Zn40 wire", "Zn40Cu60 wire") is None
    assert other_grade_codes("Cu60Zn40 wire", "Cu70Zn30 wire") is not None
    same = explain_compound("Cu60Zn40 wire", "Zn40Cu60 wire")
    assert same.match and same.certain
    assert not explain_compound("Cu60Zn40 wire", "Zn60Cu40 wire").match


def test_supported_catalysts() -> None:
    same = explain_compound("0.3 wt% Pt/Al2O3", "Pt/Al2O3 (0.3 wt%)")
    assert same.match and same.certain
    guess = explain_compound("1% Rh/C", "rhodium on activated carbon (1 wt% Rh)")
    assert guess.match and not guess.certain
    assert explain_compound("Ru/C", "5% Ru/C").match
    for other in ("1% Pd/Al2O3", "1% Pt/SiO2"):
        decision = explain_compound("1% Pt/Al2O3", other)
        assert not decision.match and decision.certain
    assert not explain_compound("1% Pt/Al2O3", "0.5% Pt/Al2O3").match
    assert supported_catalyst("5% H2/Ar") is None  # a gas mixture, no metal on a support
    assert supported_catalyst("Rh/C (1 wt% Pd)") is None  # a share of another element


def test_part_per_with_substance() -> None:
    guess = compare_units("ppm Cd", "mg/kg Cd")
    assert guess.match and not guess.certain
    assert not compare_units("ppm Cd", "ppm CdO").match
    assert not compare_units("ppm N", "mg/kg P").match
    assert not compare_units("ppm Cd", "ppb Cd").match and compare_units("ppm Cd", "ppb Cd").certain


_ONE_STATE = {"sodium": ("Na", 1), "potassium": ("K", 1), "magnesium": ("Mg", 2), "calcium": ("Ca", 2), "barium": ("Ba", 2), "zinc": ("Zn", 2)}
_CONDENSED = {"pyrophosphate": ("P", -4), "triphosphate": ("P", -5), "metabisulfite": ("S", -2), "tetraborate": ("B", -2), "persulfate": ("S", -2)}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(_ONE_STATE)), st.sampled_from(sorted(_CONDENSED)))
def test_property_condensed_salts_are_neutral(cation: str, anion: str) -> None:
    """The formula read from a salt name balances the cation's one state against the anion's charge."""
    symbol, state = _ONE_STATE[cation]
    centre, charge = _CONDENSED[anion]
    read = rule_formula(f"{cation} {anion}", use_default_state=True)
    amounts = _formula(read) if read else None
    assert amounts is not None
    per_centre = {"pyrophosphate": 2, "triphosphate": 3, "metabisulfite": 2, "tetraborate": 4, "persulfate": 2}[anion]
    assert amounts[symbol] * state + amounts[centre] / per_centre * charge == 0


_INTERSTITIAL_METALS = ["titanium", "zirconium", "vanadium", "niobium", "tantalum", "chromium", "molybdenum", "tungsten", "hafnium", "yttrium"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_INTERSTITIAL_METALS))
def test_property_interstitial_never_rebuilt(metal: str) -> None:
    assert rule_formula(f"{metal} hydride", use_default_state=True) is None


_SYMBOLS = ["Fe", "Co", "Ni", "Cu", "Ti", "Al", "Cr", "Mn", "Pt", "Pd", "Zr", "Nb"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(_SYMBOLS), min_size=2, max_size=4, unique=True), st.randoms(use_true_random=False))
def test_property_equiatomic_any_order(symbols: list[str], random) -> None:
    shuffled = list(symbols)
    random.shuffle(shuffled)
    one, other = _formula(f"equiatomic {''.join(symbols)} alloy"), _formula(f"equiatomic {''.join(shuffled)}")
    assert one == other == dict.fromkeys(symbols, 1.0)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(_SYMBOLS), min_size=2, max_size=3, unique=True), st.lists(st.integers(1, 60), min_size=3, max_size=3))
def test_property_formula_codes(symbols: list[str], counts: list[int]) -> None:
    """Reordered symbols of one composition are one code; another count of one symbol is another grade."""
    forward = "".join(f"{s}{n}" for s, n in zip(symbols, counts, strict=False))
    backward = "".join(f"{s}{n}" for s, n in reversed(list(zip(symbols, counts, strict=False))))
    assert other_grade_codes(f"{forward} rod", f"{backward} rod") is None
    changed = "".join(f"{s}{n + (i == 0)}" for i, (s, n) in enumerate(zip(symbols, counts, strict=False)))
    assert other_grade_codes(f"{forward} rod", f"{changed} rod") is not None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Pt", "Pd", "Rh", "Ru", "Ni", "Au"]), st.sampled_from(["C", "Al2O3", "SiO2", "TiO2"]), st.integers(1, 20), st.integers(1, 20))
def test_property_catalyst_loadings(metal: str, support: str, one: int, other: int) -> None:
    decision = explain_compound(f"{one}% {metal}/{support}", f"{metal}/{support} ({other} wt%)")
    assert decision.match == (one == other)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Cd", "Pb", "U3O8", "As", "Hg", "CaO", "N"]), st.sampled_from(["Cd", "Pb", "U3O8", "As", "Hg", "CaO", "N"]))
def test_property_part_per_substance(one: str, other: str) -> None:
    decision = compare_units(f"ppm {one}", f"mg/kg {other}")
    assert decision.match == (one == other)
    assert not (decision.match and decision.certain)  # ppm leaves the mass basis unsaid
