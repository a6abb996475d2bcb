"""Judge threads that start together must all see pint whole. Eight items judged at once on a fresh cache each read a
unit or a temperature first; one thread importing `pint.util` while another was still importing pint for the registry
failed items with `ImportError: ... partially initialized module 'pint.util'` (a red team's set, stop 42). The
registry is built, pint imported, once under a lock (`chem.once`); every other use of pint comes after it."""

from __future__ import annotations

import json

import pytest

from tests.integration.cli_runner import cli

pytestmark = pytest.mark.integration


def _paper(key: str, unit: str) -> dict:
    return {
        "composition_data": {"compositions_property_values": {key: 41.0, "SPEEK-60 (reference), 25 °C": 12.0}, "property_unit": unit},
        "synthesis_data": {"method": "solution casting", "precursors": ["SPEEK"], "characterization_techniques": ["EIS"]},
    }


@pytest.mark.parametrize("attempt", range(2))
def test_items_judged_together_on_a_fresh_cache_never_fail_on_pint(tmp_path, attempt):
    truth, test = {}, {}
    for number, (key, renamed, unit) in enumerate(
        [
            ("SPPO-40 (IEC 1.8 mmol/g)", "SPPO-40 (IEC 1.8 meq/g)", "mS/cm"),
            ("SPPO-40 (IEC 1.8 mmol/g)", "SPPO-40 (IEC 2.2 mmol/g)", "mS/cm"),
            ("PBI-12, 90 °C", "PBI-12 at 363 K", "mS/cm"),
            ("PBI-20, 60 °C", "PBI-20 at 60 degC", "mS cm-1"),
        ]
        * 2
    ):
        doi = f"10.9/pint.{attempt}.{number}"
        truth[doi], test[doi] = _paper(key, unit), _paper(renamed, unit)
    (tmp_path / "gt.json").write_text(json.dumps(truth), encoding="utf-8")
    (tmp_path / "test.json").write_text(json.dumps(test), encoding="utf-8")
    run = cli(
        "evaluate",
        "gt.json",
        "test.json",
        "-o",
        "out.json",
        "-q",
        "--no-cache",
        cwd=tmp_path,
        COMPROEVAL_NO_DISK_CACHE="0",
        COMPROEVAL_CACHE_DIR=str(tmp_path / "cache"),
    )
    assert "ImportError" not in run.stderr, run.stderr
    result = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert result["run_info"]["status"] == "complete"
    assert not result["run_info"].get("failed_items")
