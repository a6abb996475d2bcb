"""Property-based tests (issue 26): rewrites that keep identity never give a certain "different",
perturbations that change identity never give a certain "same"."""

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comproeval.chem.units import compare_units
from comproeval.judges.explain import explain_key

_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_CATIONS = ["Li", "Na", "K", "Ba", "Sr", "Ca", "Bi", "La", "Pb", "Mg", "Zn"]
_B_SITE = ["Ti", "Zr", "Nb", "Fe", "Mn", "Co", "Ni", "Sn", "Ta"]
_AMOUNTS = [Fraction(1, 10) * n for n in range(1, 10)]
_SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


@st.composite
def perovskites(draw):
    """`A(1-x)A'xB(1-y)B'yO3` with two cations on each site, amounts in tenths."""
    a1, a2 = draw(st.lists(st.sampled_from(_CATIONS), min_size=2, max_size=2, unique=True))
    b1, b2 = draw(st.lists(st.sampled_from(_B_SITE), min_size=2, max_size=2, unique=True))
    x, y = draw(st.sampled_from(_AMOUNTS)), draw(st.sampled_from(_AMOUNTS))
    return [(a1, 1 - x), (a2, x), (b1, 1 - y), (b2, y), ("O", Fraction(3))]


def _number(amount: Fraction) -> str:
    return "" if amount == 1 else format(float(amount), "g")


def _write(terms, brackets=("", ""), space="") -> str:
    a = "".join(f"{el}{_number(n)}" for el, n in terms[:2])
    b = "".join(f"{el}{_number(n)}" for el, n in terms[2:4])
    return f"{brackets[0]}{a}{brackets[1]}{space}{brackets[0]}{b}{brackets[1]}{space}O3"


@_SETTINGS
@given(perovskites(), st.sampled_from([("(", ")"), ("[", "]"), ("", "")]), st.sampled_from(["", " "]), st.booleans(), st.booleans())
def test_identity_preserving_rewrites_are_never_certainly_different(terms, brackets, space, subscripts, swap):
    reference = _write(terms)
    rewritten_terms = [terms[1], terms[0], *terms[2:]] if swap else terms  # the order of one site's cations
    test = _write(rewritten_terms, brackets, space)
    if subscripts:
        test = test.translate(_SUBSCRIPTS)
    decision, _ = explain_key(reference, test)
    assert decision.match or not decision.certain, (reference, test, decision)


@_SETTINGS
@given(perovskites(), st.sampled_from([2, 3, 4]))
def test_multiplied_out_coefficients_are_never_certainly_different(terms, factor):
    reference = _write(terms)
    test = "".join(f"{el}{format(float(n * factor), 'g')}" for el, n in terms)
    decision, _ = explain_key(reference, test)
    assert decision.match or not decision.certain, (reference, test, decision)


@_SETTINGS
@given(perovskites(), st.sampled_from(["amount", "element", "phase"]), st.data())
def test_identity_changing_perturbations_are_never_certainly_the_same(terms, kind, data):
    reference = _write(terms)
    changed = list(terms)
    if kind == "amount":
        x = changed[1][1]
        other = data.draw(st.sampled_from([a for a in _AMOUNTS if a != x]))
        changed[0], changed[1] = (changed[0][0], 1 - other), (changed[1][0], other)
        test = _write(changed)
    elif kind == "element":
        used = {el for el, _ in terms}
        new = data.draw(st.sampled_from([c for c in _CATIONS if c not in used]))
        changed[1] = (new, changed[1][1])
        test = _write(changed)
    else:
        first, second = data.draw(st.lists(st.sampled_from(["α-", "β-", "γ-", "P2-", "O3-", "2H-", "1T-"]), min_size=2, max_size=2, unique=True))
        reference, test = first + reference, second + reference
    decision, _ = explain_key(reference, test)
    assert not decision.match or not decision.certain, (reference, test, decision)


_UNIT_SPELLINGS = [
    ("Pa", ["N/m2", "N m-2", "N·m⁻²", "kg m-1 s-2", "J m-3"]),
    ("S", ["Ω-1", "ohm^-1", "mho", "A/V", "A V-1"]),
    ("F", ["C/V", "C V-1", "C·V⁻¹"]),
    ("W", ["J/s", "J s-1", "V A"]),
    ("W m-1 K-1", ["W/(m K)", "W/mK", "W/m/K", "W·m⁻¹·K⁻¹"]),
    ("J kg-1 K-1", ["J/(kg K)", "J/kg/K", "J kg⁻¹ K⁻¹"]),
]
_PREFIXES = ["", "m", "k", "µ", "n", "M"]


@_SETTINGS
@given(st.sampled_from(_UNIT_SPELLINGS), st.data())
def test_unit_spellings_with_other_base_units_are_never_certainly_different(spellings, data):
    reference, others = spellings
    test = data.draw(st.sampled_from(others))
    comparison = compare_units(reference, test)
    assert comparison.match or not comparison.certain, (reference, test, comparison)


@_SETTINGS
@given(st.sampled_from(_UNIT_SPELLINGS), st.sampled_from([p for p in _PREFIXES if p]), st.data())
def test_a_prefix_factor_is_never_certainly_the_same_unit(spellings, prefix, data):
    # every reference starts with a unit of positive power: a prefix on it scales the whole unit
    reference, others = spellings
    test = data.draw(st.sampled_from([reference, *others]))
    comparison = compare_units(prefix + reference, test)
    assert not comparison.match or not comparison.certain, (prefix + reference, test, comparison)
