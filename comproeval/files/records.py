"""Property records: one row per paper, material, property and value, as most extraction pipelines write them.

A CSV file, JSON Lines, or a JSON list of objects with the fields `doi`,
`material`, `property`, `value` and (optionally) `unit`; every other field is
a condition of the value (`temperature`, `pressure`, `method`, `phase`, ...).
A list of DOI-keyed ComProScanner items (`composition_data`, ...) is not
property records: `is_property_records` tells the two apart by their fields.
See docs/records.md.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .inputs import InputError, check_tree, decode_input, read_input_bytes, read_json_values, show
from .items import is_property_records

REQUIRED = ("doi", "material", "property", "value")
UNIT = "unit"
CSV_SUFFIXES = (".csv", ".tsv")


@dataclass(frozen=True)
class PropertyRecord:
    """One reported value: `conditions` are (name, text) pairs, names in lower case; `where` names the row."""

    doi: str
    material: str
    property: str
    value: Any
    unit: str | None
    conditions: tuple[tuple[str, str], ...]
    where: str


def property_records(source: Any, role: str) -> list[PropertyRecord] | None:
    """The records `source` holds (a path, or a list already parsed); None when it holds ComProScanner items."""
    if isinstance(source, Mapping):
        return None
    if isinstance(source, (list, tuple)):
        return records_from_rows(source, f"{role} data") if is_property_records(source) else None
    path = Path(os.fspath(source))
    if not path.is_file():  # left to the ComProScanner reader, after the output is checked: one error line, in order
        return None
    if path.suffix.lower() in CSV_SUFFIXES:
        return read_csv_records(path)
    if not _may_be_records(path):  # a DOI-keyed object: the ComProScanner file, read once by its own reader
        return None
    data, lines, _ = read_json_values(path)
    if not is_property_records(data):
        return None
    check_tree(data, show(path))
    return records_from_rows(data, show(path), lines)


def _may_be_records(path: Path) -> bool:
    """A list, or JSON Lines whose first line is a record object: worth parsing as records (a DOI-keyed object is not)."""
    text = decode_input(read_input_bytes(path), path).lstrip()
    if not text.startswith("{"):
        return True
    try:
        first = json.loads(text.split("\n", 1)[0])
    except (ValueError, RecursionError):
        return False  # an object over several lines (or nested past Python's limit): the DOI-keyed file, read by its reader
    return is_property_records([first])


def read_csv_records(path: Path) -> list[PropertyRecord]:
    """A CSV (or tab-separated) records file; a missing column or a row of the wrong width is one error line."""
    text = decode_input(read_input_bytes(path), path)
    delimiter = "\t" if path.suffix.lower() == ".tsv" else _delimiter(text)
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter)
    header = [(name or "").strip().lower() for name in reader.fieldnames or []]
    missing = [name for name in REQUIRED if name not in header]
    if missing:
        shown = ", ".join(header[:8]) or "none"
        raise InputError(f"{show(path)}: no {', '.join(repr(m) for m in missing)} column (its columns: {shown}); records need {', '.join(REQUIRED)}")
    rows, numbers = [], []
    try:
        for row in reader:
            if None in row:
                raise InputError(f"{show(path)}: line {reader.line_num}: more cells than the {len(header)} columns")
            if not any((cell or "").strip() for cell in row.values()):
                continue
            rows.append({(key or "").strip().lower(): cell for key, cell in row.items()})
            numbers.append(reader.line_num)
    except csv.Error as exc:
        raise InputError(f"{show(path)}: line {reader.line_num}: not valid CSV: {exc}") from None
    return records_from_rows(rows, show(path), numbers)


def _delimiter(text: str) -> str:
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    return max((",", ";", "\t"), key=first.count)


def records_from_rows(rows: Sequence[Any], source: str, lines: Sequence[int] | None = None) -> list[PropertyRecord]:
    """Rows (objects) as records; a row without a required field, or with one empty, is refused naming the row."""
    records = []
    for index, row in enumerate(rows):
        where = f"line {lines[index]}" if lines else f"record {index + 1} of the list"
        if not isinstance(row, Mapping):
            raise InputError(f"{source}: {where}: expected a record object, got {type(row).__name__}")
        fields = {str(key).strip().lower(): value for key, value in row.items()}
        for name in REQUIRED:
            if name not in fields:
                raise InputError(f'{source}: {where} has no "{name}" field; every record needs {", ".join(REQUIRED)}')
            if name != "value" and not _text(fields[name]):
                raise InputError(f'{source}: {where}: an empty "{name}"; every record needs one')
        unit = _text(fields.get(UNIT))
        conditions = tuple(
            sorted(
                (name, text) for name, value in fields.items() if name not in (*REQUIRED, UNIT) and (text := _condition(value, source, where, name))
            )
        )
        value = fields["value"]
        if isinstance(value, str) and not value.strip():
            value = None
        elif isinstance(value, (dict, list)):
            raise InputError(f'{source}: {where}: "value" must be a number or text, got {type(value).__name__}')
        records.append(
            PropertyRecord(_text(fields["doi"]), _text(fields["material"]), _text(fields["property"]), value, unit or None, conditions, where)
        )
    return records


def _text(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None and not isinstance(value, bool) else ""


def _condition(value: Any, source: str, where: str, name: str) -> str:
    if isinstance(value, (dict, list)):
        raise InputError(f"{source}: {where}: condition {name!r} must be a number or text, got {type(value).__name__}")
    return _text(value)


def records_pair(ground_truth: Any, test: Any) -> tuple[list[PropertyRecord], list[PropertyRecord]] | None:
    """Both inputs' records when they hold property records, None when both hold ComProScanner items; one of each
    is refused in one line."""
    reference = property_records(ground_truth, "ground truth")
    tested = property_records(test, "test") if reference is not None or _may_hold_records(test) else None
    if reference is None and tested is None:
        return None
    if reference is None or tested is None:
        records, items = ("ground truth", "test") if reference is not None else ("test", "ground truth")
        raise InputError(f"the {records} file holds property records, the {items} file ComProScanner items; give both in one form (docs/records.md)")
    return reference, tested


def _may_hold_records(source: Any) -> bool:
    """Worth reading for records: a list, or a file that is not a DOI-keyed JSON object (read once by its own reader)."""
    if isinstance(source, Mapping):
        return False
    if isinstance(source, (list, tuple)):
        return True
    path = Path(os.fspath(source))
    return path.is_file() and (path.suffix.lower() in CSV_SUFFIXES or _may_be_records(path))
