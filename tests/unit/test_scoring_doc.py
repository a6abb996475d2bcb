"""The worked examples of docs/scoring.md are computed, not typed: each is judged and scored here in both modes.

An example is a fenced ```json block holding `ground_truth` and `test` (files
keyed by DOI, optionally `settings`), followed by a table of
`| number | reference | strict |` rows. Every row is recomputed with the rules
judge and compared at the precision the document prints it.
"""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

from comproeval import evaluate_agentic
from comproeval.scoring.modes import OTHER_SCORING, headline_rows

DOC = Path(__file__).resolve().parents[2] / "docs" / "scoring.md"
FENCE = re.compile(r"```json\n(.*?)\n```", re.S)
ROW = re.compile(r"^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*$")


def _metric(block: str, name: str):
    return lambda result: result[f"{block}_classification_metrics"][name]


#: What each row label of an example table reads from a result.
ROWS = {
    "composition accuracy": lambda r: r["overall_composition_accuracy"],
    "synthesis accuracy": lambda r: r["overall_synthesis_accuracy"],
    "overall accuracy": lambda r: r["overall_accuracy"],
    **{
        f"{block} {label}": _metric(block, key)
        for block in ("absolute", "normalized")
        for label, key in (("precision", "precision"), ("recall", "recall"), ("F1", "f1_score"))
    },
    "absolute TP / FP / FN": lambda r: _counts(r, "absolute"),
    "normalized TP / FP / FN": lambda r: _counts(r, "normalized"),
}


def _counts(result: dict[str, Any], block: str) -> list[float]:
    metrics = result[f"{block}_classification_metrics"]
    return [metrics[k] for k in ("true_positives", "false_positives", "false_negatives")]


def examples() -> list[tuple[dict[str, Any], list[tuple[str, str, str]]]]:
    """(input, table rows) of every example in the document."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(text):
        data = json.loads(match.group(1))
        if not {"ground_truth", "test"} <= set(data):
            continue
        rows = []
        for line in text[match.end() :].lstrip("\n").splitlines():
            row = ROW.match(line)
            if not line.startswith("|"):
                if rows:
                    break
                continue
            if row and row.group(1) not in ("number", "---"):
                rows.append(row.groups())
        found.append((data, rows))
    return found


EXAMPLES = examples()


def _stated(cell: str) -> list[tuple[float, float]]:
    """Each number of a cell with the tolerance its printed precision implies."""
    out = []
    for part in cell.split("/"):
        part = part.strip()
        decimals = len(part.split(".")[1]) if "." in part else 0
        out.append((float(part), 0.5 * 10**-decimals + 1e-12))
    return out


def _evaluate(example: dict[str, Any], scoring: str) -> dict[str, Any]:
    settings = example.get("settings") or {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # missing DOIs are warned about: an example may have one on purpose
        return evaluate_agentic(example["ground_truth"], example["test"], output_file=None, scoring=scoring, **settings)


def test_the_document_has_examples_with_tables():
    assert len(EXAMPLES) >= 5
    for data, rows in EXAMPLES:
        assert rows, f"an example without a table of numbers: {json.dumps(data)[:80]}"
        unknown = [label for label, _, _ in rows if label not in ROWS]
        assert not unknown, f"unknown row labels {unknown}; known: {sorted(ROWS)}"


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_every_stated_number_is_what_comproeval_computes(index):
    data, rows = EXAMPLES[index]
    results = {mode: _evaluate(data, mode) for mode in ("reference", "strict")}
    for label, *cells in rows:
        for mode, cell in zip(("reference", "strict"), cells):
            computed = ROWS[label](results[mode])
            computed = computed if isinstance(computed, list) else [computed]
            stated = _stated(cell)
            assert len(stated) == len(computed), f"{label} ({mode}): {cell!r} states {len(stated)} numbers"
            for (value, tolerance), actual in zip(stated, computed):
                where = f"example {index + 1}, {label} ({mode})"
                assert abs(actual - value) <= tolerance, f"{where}: the document says {cell}, comproeval computes {actual}"


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_each_result_carries_the_other_modes_numbers_of_the_same_verdicts(index):
    """A strict run's reference block equals a reference run; a reference run's strict block equals a strict run
    unless the extraction left a section out (a reference run does not judge it, and says so)."""
    data, _ = EXAMPLES[index]
    reference, strict = _evaluate(data, "reference"), _evaluate(data, "strict")
    assert strict[OTHER_SCORING]["scoring"] == "reference" and reference[OTHER_SCORING]["scoring"] == "strict"
    assert headline_rows(strict[OTHER_SCORING]) == pytest.approx(headline_rows(reference))
    if "missing_sections" not in strict[OTHER_SCORING]["causes"]:
        assert headline_rows(reference[OTHER_SCORING]) == pytest.approx(headline_rows(strict))
    else:
        assert "not_counted" in reference[OTHER_SCORING]
