"""Start-up loads only what a run uses (issue 27.6): a rules-only run imports no LLM client, no report renderer, no
`scipy.optimize` (small assignments are solved in plain Python) and no `chemicals` database (its answers are cached);
pint only when two units must be read."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.integration.cli_runner import cli, env

pytestmark = pytest.mark.integration

NEVER_IN_A_RULES_RUN = ("scipy.optimize", "chemicals", "langchain_openai", "openai", "tiktoken", "matplotlib", "jinja2")

# Prints, at exit, which of the modules named on the command line's first argument were imported.
REPORT_MODULES = """
import atexit, json, sys
watched = json.loads(sys.argv.pop(1))
atexit.register(lambda: print("LOADED " + json.dumps(sorted(m for m in watched if m in sys.modules))))
"""


def _paper(unit: str) -> dict:
    return {
        "composition_data": {
            "compositions_property_values": {"BaTiO3": 190, "Ba0.9Ca0.1TiO3": 240, "Ba0.85Ca0.15Ti0.9Zr0.1O3": 410, "KNN": 120},
            "property_unit": unit,
            "family": "perovskite",
        },
        "synthesis_data": {
            "method": "solid-state reaction",
            "precursors": ["BaCO3", "CaCO3", "TiO2", "ZrO2"],
            "steps": ["The powders were ball milled for 12 h.", "They were calcined at 1100 °C for 4 h."],
            "characterization_techniques": ["XRD", "SEM", "Raman", "P-E loops", "d33 meter"],
        },
    }


def _loaded(tmp_path: Path, reference_unit: str, test_unit: str) -> list[str]:
    gt, test = tmp_path / "gt.json", tmp_path / "test.json"
    gt.write_text(json.dumps({"10.0000/startup.1": _paper(reference_unit)}), encoding="utf-8")
    test.write_text(json.dumps({"10.0000/startup.1": _paper(test_unit)}), encoding="utf-8")
    watched = json.dumps([*NEVER_IN_A_RULES_RUN, "pint"])
    run = cli(watched, "evaluate", str(gt), str(test), "-o", str(tmp_path / "out.json"), "-q", cwd=tmp_path, prelude=REPORT_MODULES)
    assert run.returncode == 0, run.stderr
    (line,) = [line for line in run.stdout.splitlines() if line.startswith("LOADED ")]
    return json.loads(line.removeprefix("LOADED "))


def test_a_rules_run_with_one_unit_loads_no_heavy_module_it_does_not_use(tmp_path):
    assert _loaded(tmp_path, "pC/N", "pC/N") == []


def test_two_units_to_compare_load_pint_and_nothing_else(tmp_path):
    assert _loaded(tmp_path, "pC/N", "pm/V") == ["pint"]


def test_the_name_cache_file_is_named_without_loading_the_chemicals_database(tmp_path):
    code = (
        "import sys, chemicals.identifiers as _probe\n"  # the installed version, for the check below
        "version = sys.modules['chemicals'].__version__\n"
        "for name in [m for m in sys.modules if m == 'chemicals' or m.startswith(('chemicals.', 'fluids'))]:\n"
        "    del sys.modules[name]\n"
        "from comproeval.chem.compounds.name_cache import chemicals_answers\n"
        "path = chemicals_answers().path\n"
        "print(path.name == f'chemicals-{version}-names.jsonl', 'chemicals' in sys.modules)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], env=env(COMPROEVAL_CACHE_DIR=str(tmp_path), COMPROEVAL_NO_DISK_CACHE=""), capture_output=True, text=True
    )
    assert run.stdout.split() == ["True", "False"], run.stderr
