"""Hostile inputs (issue 11, finding 2): every chemistry tool terminates and never raises.

Each case once took hours, or raised. They run in a forked child with a
deadline, so a regression (a hang) fails instead of blocking the suite; no
test asserts how long the fixed code takes.
"""

import multiprocessing

import pytest

from comproeval.chem import compounds, formula, methods, steps, techniques, unit_reading, units
from comproeval.chem.alignment import match_lists
from comproeval.chem.values import parse_value, values_match

DEADLINE = 60.0  # a regression (catastrophic backtracking, a hang) is killed after this


def _run(call, queue):
    try:
        call()
        queue.put(None)
    except BaseException as exc:  # report any exception to the parent
        queue.put(f"{type(exc).__name__}: {exc}"[:300])


def finishes_quickly(call) -> None:
    """Run `call` in a forked child; fail if it raises or is still running at the deadline (a hang, not a timing)."""
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_run, args=(call, queue), daemon=True)
    child.start()
    child.join(DEADLINE)
    if child.is_alive():
        child.kill()
        child.join()
        pytest.fail(f"still running after {DEADLINE:.0f} s")
    assert child.exitcode == 0, f"child died with exit code {child.exitcode}"
    error = queue.get(timeout=5)
    assert error is None, error


# ----------------------------------------------------------------- composition keys


def test_key_with_a_thousand_digit_amount():  # was 43 s
    finishes_quickly(lambda: formula.compare_composition_keys("0." + "9" * 1000 + "BaTiO3", "BaTiO3"))


def test_key_with_two_thousand_digit_amount():  # was > 250 s
    finishes_quickly(lambda: formula.compare_composition_keys("BaTiO3", "0." + "9" * 2000 + "BaTiO3"))


def test_key_with_a_five_thousand_digit_number():  # never finished
    finishes_quickly(lambda: formula.compare_composition_keys("Ba" + "1" * 5000 + "TiO3", "BaTiO3"))


def test_long_digit_run_under_the_length_limit():  # a 408-character key: cubic regexes took seconds
    finishes_quickly(lambda: formula.compare_composition_keys("0." + "9" * 400 + "BaTiO3", "BaTiO3"))


@pytest.mark.parametrize("depth", [1000, 200])
def test_deeply_nested_key_is_not_an_error(depth):  # 1000 levels raised RecursionError
    key = "(" * depth + "BaTiO3" + ")" * depth
    verdict = formula.compare_composition_keys(key, "BaTiO3")
    assert isinstance(verdict.match, bool)  # 200 levels: unparsed, so compared as a label (`batio3`)
    assert formula.parse_composition(key) is None
    assert formula.same_family(key, "BaTiO3") in (True, False)


def test_over_long_keys_are_compared_as_text_not_as_labels():
    assert not formula.compare_composition_keys("(" * 1000 + "BaTiO3" + ")" * 1000, "BaTiO3").match


def test_run_of_minus_signs_in_an_amount_is_not_an_error():  # a loop now, not one recursion level per sign
    assert formula.compare_composition_keys("Ba(" + "-" * 400 + "1)TiO3", "BaTiO3").match  # (-1)^400 = 1
    assert not formula.compare_composition_keys("Ba(" + "-" * 401 + "1)TiO3", "BaTiO3").match


def test_amounts_past_any_float_are_not_an_error():
    key = "(" * 16 + "Ba" + ")99999999999999999999" * 16
    assert formula.parse_composition(key) is None
    assert formula.compare_composition_keys(key, "BaTiO3").match is False


def test_over_long_identical_keys_still_match_as_text():
    key = "0.5BaTiO3-0.5SrTiO3 " * 40
    assert formula.compare_composition_keys(key, key + " ").match
    assert not formula.compare_composition_keys(key, key + "x").match


def test_doping_regex_is_linear():  # `\d*\.?\d+` made `_DOPED_RE` cubic in a digit run
    from comproeval.chem.formula.key_additions import _DOPED_RE, _PERCENT_DOPANT_RE

    text = "-0." + "9" * 20000 + " x"
    finishes_quickly(lambda: (_DOPED_RE.search(text), _PERCENT_DOPANT_RE.search(text)))


# ----------------------------------------------------------------- units


def test_hundred_thousand_character_unit():  # was 161 s
    finishes_quickly(lambda: units.same_unit("m" * 100_000, "pC/N"))


def test_one_megabyte_unit():  # never finished
    finishes_quickly(lambda: units.same_unit("pC/N", "m " * 500_000))


@pytest.mark.parametrize(
    "unit",
    ["2**9999999999", "m**9**9**9", "((((2 m)**99)**99)**99)**99", "m" + "1" * 2000],
    ids=["number-power", "tower", "bracket-powers", "long-exponent"],
)
def test_unit_exponent_bombs(unit):  # pint evaluated 2**9999999999 exactly (minutes); `m111...` raised OverflowError
    finishes_quickly(lambda: (units.same_unit(unit, "pC/N"), unit_reading.canonical_unit(unit)))


def test_long_whitespace_in_a_unit():
    finishes_quickly(lambda: units.same_unit("pC" + " " * 100_000 + "/N", "pC/N"))


# ----------------------------------------------------------------- values


def test_huge_integer_value_is_no_value():  # raised OverflowError
    assert parse_value(10**400) is None
    assert values_match(10**400, 5) is False


def test_deeply_nested_value_is_no_value():  # 500 nested lists raised RecursionError
    value = 1
    for _ in range(500):
        value = [value]
    assert parse_value(value) is None
    assert parse_value([[[[5]]]]) == 5.0


def test_long_numeric_string_value():  # a quadratic range search over the digit run
    finishes_quickly(lambda: parse_value("9" * 1_000_000))


# ----------------------------------------------------------------- lists and long items

_POOLS = {
    "precursors": ["PbO", "TiO2", "ZrO2", "Nb2O5", "bismuth nitrate pentahydrate", "K2CO3", "Na2CO3"],
    "techniques": ["XRD", "SEM", "d33 meter", "LCR meter", "Raman spectroscopy", "P-E loop", "TEM"],
}


def _items(kind: str, count: int, shift: int) -> list[str]:
    pool = _POOLS[kind]
    return [f"{pool[(i + shift) % len(pool)]} {i}" for i in range(count)]


def test_ten_thousand_precursors_per_side():  # never finished
    finishes_quickly(
        lambda: match_lists(_items("precursors", 10_000, 0), _items("precursors", 10_000, 3), compounds.same_compound, compounds.compound_similarity),
    )


def test_ten_thousand_techniques_per_side():  # never finished
    finishes_quickly(
        lambda: match_lists(
            _items("techniques", 10_000, 0), _items("techniques", 10_000, 3), techniques.same_technique, techniques.technique_similarity
        ),
    )


def test_ten_thousand_steps_per_side():  # never finished
    pool = ["Calcined at 850 °C for 2 h", "Ball milled for 12 h in ethanol", "Sintered at 1150 °C for 2 h in air"]
    reference = [f"{pool[i % 3]} (batch {i})" for i in range(10_000)]
    finishes_quickly(lambda: steps.steps_similarity(reference, reference[::-1]))


def test_over_long_lists_pair_identical_entries_only():
    reference = [f"PbO {i}" for i in range(300)]
    test = [f"PbO {i}" for i in range(299, -1, -1)] + ["lead oxide"]
    pairs = match_lists(reference, test, compounds.same_compound, compounds.compound_similarity)
    assert len(pairs) == 300 and all(reference[i] == test[j] for i, j in pairs)
    assert steps.steps_similarity(reference, test) == 1.0


@pytest.mark.parametrize("text", ["1 and " * 400, "1-" * 1000, "1, " * 666], ids=["and", "dash", "comma"])
def test_step_quantity_regex(text):  # `1 and 1 and ...` was exponential: 18 repeats 1.3 s, 30 hours
    finishes_quickly(lambda: steps.extract_parameters(text))


def test_one_megabyte_items_everywhere():
    big = "Sintered at 1150 °C for 2 h; " * 35_000

    def call():
        steps.steps_similarity([big], ["Sintered at 1150 °C for 2 h"])
        steps.steps_similarity(["Sintered at 1150 °C for 2 h"], [big, big])
        compounds.same_compound(big, "TiO2")
        compounds.compound_similarity("TiO2", big)
        techniques.technique_similarity(big, "XRD")
        methods.same_method(big, "solid-state reaction")
        formula.same_family(big, "PZT")

    finishes_quickly(call)


def test_over_long_step_is_covered_by_the_same_text_only():
    big = "Sintered at 1150 °C for 2 h in air, then cooled slowly. " * 50
    assert steps.steps_similarity([big], [big.upper()]) == 1.0
    assert steps.steps_similarity([big], ["Sintered at 1150 °C for 2 h in air"]) < 0.5
