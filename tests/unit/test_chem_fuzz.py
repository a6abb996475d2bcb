"""Property test: no chemistry tool raises, returns the wrong type, or crawls on random garbage.

Strings are drawn (seeded) from generators that mimic what breaks parsers:
random characters from formula, unit and prose alphabets with Unicode look-alikes
and mojibake, long digit runs, deep brackets, repeated tokens, and lengths on
both sides of every parse limit.
"""

import random

import pytest

from comproeval.chem import compounds, formula, methods, steps, techniques, unit_reading, units
from comproeval.chem.alignment import match_lists
from comproeval.chem.synthesis_tolerance import SynthesisTolerances, synthesis_tolerance_for
from comproeval.chem.text import MAX_CHARS
from comproeval.chem.values import parse_value, representative, values_match

ALPHABET = "ABCDEFGHIKLMNOPRSTUVWXYZabcdefghiklmnoprstuvwxyz0123456789()[]{}.,;:-+*/=%@&~^_ \t\n'\"·•⋅∙×°˚º‐‑‒–—―−’‘₀₁₂³⁻¹µμΩÂâ€“Ã—Î"
TOKENS = [
    "0.",
    "9",
    "(",
    ")",
    "[",
    "]",
    "Ba",
    "TiO3",
    "-",
    " and ",
    ", ",
    "1 h",
    "°C",
    "mol%",
    "doped",
    "x=",
    "**",
    "^{",
    "}",
    "E",
    "·",
    "H2O",
    "(II)",
    "nitrate",
    "XRD",
    "meter",
    "-1",
    " ",
    "Pb(Zr,Ti)O3",
]


def garbage(rng: random.Random) -> str:
    """One hostile string; lengths cluster around the parse limits."""
    length = rng.choice([0, 1, 5, 20, 80, 300, MAX_CHARS["formula"], MAX_CHARS["formula"] + 1, 1500, 2500])
    kind = rng.randrange(5)
    if kind == 0:
        return "".join(rng.choice(ALPHABET) for _ in range(length))
    if kind == 1:
        return "".join(rng.choice(TOKENS) for _ in range(max(1, length // 3)))[: max(length, 1)]
    if kind == 2:
        depth = rng.randint(1, 600)
        return rng.choice("([{") * depth + rng.choice(TOKENS) + rng.choice(")]}") * rng.randint(0, depth)
    if kind == 3:
        return rng.choice(["", "0.", "Ba", "m", "x = "]) + "9" * rng.randint(1, 6000) + rng.choice(["", "TiO3", "%", " h"])
    return rng.choice(TOKENS) * rng.randint(1, 700)


def check_pair(a: str, b: str) -> None:
    verdict = formula.compare_composition_keys(a, b)
    assert isinstance(verdict.match, bool) and verdict.distance >= 0 and isinstance(verdict.reason, str)
    assert formula.parse_composition(a) is None or isinstance(formula.parse_composition(a).elements, dict)
    assert isinstance(formula.same_family(a, b), bool)
    assert isinstance(units.same_unit(a, b), bool)
    assert unit_reading.canonical_unit(a) is None or isinstance(unit_reading.canonical_unit(a), str)
    assert isinstance(compounds.same_compound(a, b), bool)
    assert 0.0 <= compounds.compound_similarity(a, b) <= 1.0
    assert compounds.compound_formula(a) is None or isinstance(compounds.compound_formula(a), dict)
    assert isinstance(techniques.same_technique(a, b), bool)
    assert 0.0 <= techniques.technique_similarity(a, b) <= 1.0
    assert techniques.canonical_technique(a) is None or isinstance(techniques.canonical_technique(a), str)
    assert isinstance(methods.same_method(a, b), bool)
    assert methods.canonical_method(a) is None or isinstance(methods.canonical_method(a), str)
    assert 0.0 <= steps.steps_similarity([a], [b]) <= 1.0
    assert 0.0 <= steps.steps_similarity([a, b], [b], SynthesisTolerances(10, 0.1, 0.1)) <= 1.0
    value = parse_value(a)
    assert value is None or isinstance(value, (float, tuple))
    assert representative(value) is None or isinstance(representative(value), float)
    assert isinstance(values_match(a, b, 1.0), bool)
    assert isinstance(synthesis_tolerance_for(None, "temperature", 1.0, a), dict)


@pytest.mark.parametrize("seed", [11, 12])
def test_random_garbage_never_raises(seed):
    """Behaviour only: timings belong to benchmarks (scripts/), not to tests on a shared machine."""
    rng = random.Random(seed)
    cases = [garbage(rng) for _ in range(60)]
    for a in cases:
        check_pair(a, rng.choice(cases))


def test_random_nested_values_never_raise():
    rng = random.Random(3)

    def value(depth: int):
        choice = rng.randrange(6)
        if depth > 40 or choice == 0:
            return rng.choice([None, True, 0, -1.5, 10**400, float("inf"), float("nan"), "7", "1-2", "~", 1e308])
        if choice == 1:
            return [value(depth + 1) for _ in range(rng.randint(0, 3))]
        if choice == 2:
            return {rng.choice(["value", "mean", "unit", "x"]): value(depth + 1)}
        return garbage(rng)[:50]

    for _ in range(300):
        parsed = parse_value(value(0))
        assert parsed is None or isinstance(parsed, (float, tuple))


def test_random_lists_align_without_raising():
    rng = random.Random(5)
    for _ in range(5):
        reference = [garbage(rng)[:200] for _ in range(rng.randint(0, 12))]
        test = [garbage(rng)[:200] for _ in range(rng.randint(0, 12))]
        pairs = match_lists(reference, test, compounds.same_compound, compounds.compound_similarity)
        assert len({i for i, _ in pairs}) == len(pairs) == len({j for _, j in pairs})
