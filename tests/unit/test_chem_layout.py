"""The chemistry package stays in small rooms, and the import paths others use keep working."""

from pathlib import Path

import comproeval.chem

CHEM = Path(comproeval.chem.__file__).parent
MAX_LINES = 400


def test_no_chemistry_module_over_400_lines():
    sizes = {str(p.relative_to(CHEM)): len(p.read_text(encoding="utf-8").splitlines()) for p in CHEM.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_public_import_paths():
    from comproeval.chem import compounds, formula, methods, steps, techniques, units  # noqa: F401
    from comproeval.chem.alignment import assign, match_lists, pair_identical  # noqa: F401
    from comproeval.chem.compounds import compound_formula, compound_similarity, same_compound  # noqa: F401
    from comproeval.chem.formula import (  # noqa: F401
        KeyComparison,
        ParsedKey,
        compare_composition_keys,
        parse_composition,
        same_family,
    )
    from comproeval.chem.methods import canonical_method, same_method  # noqa: F401
    from comproeval.chem.steps import (  # noqa: F401
        Parameter,
        align_steps,
        calibrate_coverage,
        classify_operations,
        compare_step,
        extract_atmospheres,
        extract_parameters,
        normalize_step_text,
        split_steps,
        step_features,
        steps_similarity,
    )
    from comproeval.chem.synthesis_tolerance import (  # noqa: F401
        SynthesisTolerances,
        parse_synthesis_tolerances,
        synthesis_tolerance_for,
    )
    from comproeval.chem.techniques import canonical_technique, same_technique, technique_similarity  # noqa: F401
    from comproeval.chem.text import MAX_CHARS, too_long, too_many  # noqa: F401
    from comproeval.chem.tolerance import ThresholdError, ToleranceTable, parse_thresholds  # noqa: F401
    from comproeval.chem.unit_reading import canonical_unit  # noqa: F401
    from comproeval.chem.units import same_unit  # noqa: F401
    from comproeval.chem.values import parse_value, representative, values_match  # noqa: F401

    assert callable(step_features.cache_clear)
    assert formula.same_family("PZT", "Pb(Zr,Ti)O3")


def test_one_normaliser():
    """Text normalisation lives in chem.text only: no other module calls unicodedata or builds its own tables."""
    offenders = [
        str(p.relative_to(CHEM))
        for p in CHEM.rglob("*.py")
        if p.name != "text.py" and ("unicodedata" in (source := p.read_text(encoding="utf-8")) or "str.maketrans" in source)
    ]
    assert offenders == []


def test_steps_never_import_tolerance():
    """Issue 14 item 5: tolerance builds on steps, one way (no import circle, not even for type checking)."""
    import ast

    for path in (CHEM / "steps").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert "tolerance" not in (node.module or ""), f"{path.name} imports {node.module}"
