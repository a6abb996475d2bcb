"""The shared text normalisation and input limits of comproeval.chem.text."""

import json

import pytest

from comproeval.chem.text import (
    FORMULA_CHARS,
    MAX_CHARS,
    MAX_DIGITS,
    MAX_LIST_ITEMS,
    MAX_NESTING,
    PROSE_CHARS,
    UNIT_CHARS,
    nesting_depth,
    normalize,
    normalize_terms,
    plain_text,
    repair_mojibake,
    too_long,
    too_many,
    unparseable,
)


def test_mojibake_is_repaired():
    assert repair_mojibake("1150 Â°C â€“ 2 h") == "1150 °C - 2 h"
    assert repair_mojibake("plain text") == "plain text"


def test_prose_is_folded_fully():
    assert normalize("Sintered\u00a0at 1100–1200 Â°C\n", PROSE_CHARS, repair=True, nfkc=True, lower=True) == ("sintered at 1100-1200 °c")


def test_formula_text_keeps_case_and_reads_unicode_digits():
    assert normalize("Ba₀.₅Sr₀.₅TiO₃ · 2H₂O", FORMULA_CHARS) == "Ba0.5Sr0.5TiO3 · 2H2O"
    assert normalize("Pb(Zr,Ti)O3 – 1 mol% Mn", FORMULA_CHARS) == "Pb(Zr,Ti)O3 - 1 mol% Mn"


def test_unit_text_reads_superscripts_and_micro_sign():
    assert normalize("µC cm⁻²", UNIT_CHARS) == "μC cm-2"


def test_normalize_collapses_spaces():
    assert normalize("  a \t\n b  ") == "a b"


def test_lexicon_terms():
    assert normalize_terms("Piezoelectric d 33 meters") == "piezoelectric d33 meter"
    assert normalize_terms("Raman’s spectra") == "raman spectra"


def test_plain_text_is_case_blind_unless_asked():
    assert plain_text("XRD  Analysis") == plain_text("xrd analysis")
    assert plain_text("CO", keep_case=True) != plain_text("Co", keep_case=True)


@pytest.mark.parametrize("kind", sorted(MAX_CHARS))
def test_too_long_is_strictly_over_the_limit(kind):
    assert not too_long("x" * MAX_CHARS[kind], kind)
    assert too_long("x" * (MAX_CHARS[kind] + 1), kind)


def test_too_long_needs_a_known_kind():
    with pytest.raises(KeyError):
        too_long("x", "colour")


def test_too_many():
    assert not too_many(range(MAX_LIST_ITEMS))
    assert too_many(list(range(MAX_LIST_ITEMS + 1)))


def test_nesting_and_digit_runs():
    assert nesting_depth("(Ba(Ti(0.98-((2*0.02)/1)))Zr0.02)O3") == 5
    assert not unparseable("Pb(Mg0.3333333333333333Nb0.6666666666666666)O3")
    assert unparseable("(" * (MAX_NESTING + 1) + "Ba" + ")" * (MAX_NESTING + 1))
    assert unparseable("Ba" + "1" * (MAX_DIGITS + 1))


def test_limits_leave_a_wide_margin_over_real_text(bench_dir):
    """Every limit is at least 3.5 times the longest string of its kind in the benchmark."""
    longest = {kind: 0 for kind in MAX_CHARS}
    longest_list = 0
    files = [bench_dir / "ground_truth.json", *sorted((bench_dir / "outputs").glob("*.json"))]
    for path in files:
        for item in json.loads(path.read_text(encoding="utf-8")).values():
            composition = (item or {}).get("composition_data") or {}
            synthesis = (item or {}).get("synthesis_data") or {}
            keys = list(composition.get("compositions_property_values") or {})
            by_kind = {
                "formula": keys + [composition.get("family")],
                "unit": [composition.get("property_unit")],
                "compound": synthesis.get("precursors") or [],
                "technique": synthesis.get("characterization_techniques") or [],
                "method": [synthesis.get("method")],
                "step": synthesis.get("steps") or [],
            }
            for kind, values in by_kind.items():
                longest[kind] = max([longest[kind]] + [len(v) for v in values if isinstance(v, str)])
            longest_list = max(longest_list, len(keys), *(len(by_kind[k]) for k in ("compound", "technique", "step")))
    for kind, length in longest.items():
        assert MAX_CHARS[kind] >= 3.5 * length, (kind, length)
    assert MAX_LIST_ITEMS >= 3.5 * longest_list
