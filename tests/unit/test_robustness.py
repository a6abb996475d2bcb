"""Every judging tool answers any string without raising: a crash would stop a whole run."""

import random
import string

import pytest

from comproeval.chem import compounds, formula, methods, steps, techniques, units
from comproeval.chem.values import parse_value, values_match

SEEDS = [
    "0.96(K0.5Na0.5)NbO3-0.04CaZrO3",
    "Pb(Mg1/3Nb2/3)O3-0.3PbTiO3 (R phase, E = 0.2 MV/m)",
    "BaTiO3 + 0.5 mol% MnO2",
    "Co(NO3)2·6H2O",
    "titanium(IV) butoxide",
    "quasi-static d33 meter",
    "solid-state reaction",
    "pC N⁻¹",
    "Sintered at 1150 °C for 2 h in air",
    "x = 0.02",
    "Au@Sn-WS2",
    "[178, 190]",
]
ALPHABET = string.ascii_letters + string.digits + "()[]{}.,-–+·/%*=@ ₀₂³⁻−°µ'\\^~<>|&#;:"
KNOWN_CRASHERS = [".@", "KIC&T-PZT8", "Fe2JO3", "25Bi4Ti3O12/0reduced graphene", "Ba(1/0)TiO3", "((((", "0/0", "x=", ""]


def mutations(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        text = list(rng.choice(SEEDS))
        for _ in range(rng.randint(1, 5)):
            i = rng.randint(0, len(text))
            if rng.random() < 0.5:
                text.insert(i, rng.choice(ALPHABET))
            elif text:
                text[min(i, len(text) - 1)] = rng.choice(ALPHABET)
        out.append("".join(text))
    return out + KNOWN_CRASHERS


@pytest.mark.parametrize("seed", [1, 2])
def test_pairwise_tools_never_raise(seed):
    cases = mutations(150, seed)
    rng = random.Random(seed)
    for a in cases:
        b = rng.choice(cases)
        assert isinstance(formula.compare_composition_keys(a, b).match, bool)
        assert isinstance(formula.same_family(a, b), bool)
        assert isinstance(compounds.same_compound(a, b), bool)
        assert 0.0 <= compounds.compound_similarity(a, b) <= 1.0
        assert isinstance(techniques.same_technique(a, b), bool)
        assert isinstance(methods.same_method(a, b), bool)
        assert isinstance(units.same_unit(a, b), bool)
        assert 0.0 <= steps.steps_similarity([a], [b]) <= 1.0
        parse_value(a)
        values_match(a, b, 1.0)
