"""ComProScanner item files: a ground truth or a test output read strictly (`read_json`), records that each carry
their `doi` keyed by it, and the items validated against the schema (`load_items`). The strict JSON reading itself
(numbers, surrogates, nesting, duplicate keys, the file's bytes) is `inputs`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..notices import notify
from .inputs import DuplicateKeyWarning, InputError, check_tree, read_json_values, show
from .schema import ExtractionItem


def _describe_location(loc: tuple[Any, ...]) -> str:
    return ".".join(show(part) for part in loc) or "(item)"


def validate_items(data: Any, source: str) -> dict[str, dict[str, Any]]:
    """Validate a DOI-keyed mapping of items into plain normalized dicts.

    Keys present in the source are kept (scoring counts a key that exists even
    when its value is null); `article_metadata` is dropped, as scoring ignores it.
    """
    if not isinstance(data, Mapping):
        raise InputError(f'{source}: the top level must be a JSON object keyed by DOI or a list of records with a "doi", got {type(data).__name__}')
    items: dict[str, dict[str, Any]] = {}
    for doi, raw in data.items():
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise InputError(f"{source}: DOI {show(doi)}: the item must be an object, got {type(raw).__name__}")
        try:
            item = ExtractionItem.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            got = show(repr(first.get("input")), 80)
            raise InputError(f"{source}: DOI {show(doi)}: field {_describe_location(first['loc'])}: {show(first['msg'], 200)} (got {got})") from None
        except RecursionError:
            raise InputError(f"{source}: DOI {show(doi)}: nested too deeply") from None
        items[str(doi)] = item.model_dump(exclude_unset=True, exclude={"article_metadata"})
    return items


def read_json(path: str | os.PathLike[str], *, doi_keyed: bool = False) -> Any:
    """Parse a JSON file strictly, turning every way it can be unusable into one-line `InputError`s.

    Accepts a UTF-8 byte-order mark (and UTF-16/32 with theirs). Refuses NaN,
    Infinity, numbers that overflow, lone surrogates and absurd nesting, naming
    where (DOI and field when `doi_keyed`); duplicate keys warn.
    """
    path = Path(path)
    data, lines, duplicates = read_json_values(path, json_lines=doi_keyed)
    if doi_keyed and isinstance(data, list):
        if is_property_records(data):
            raise InputError(f"{show(path)}: {RECORDS_HERE}")
        data = records_by_doi(data, show(path), lines)
    check_tree(data, show(path), doi_keyed=doi_keyed, duplicates=duplicates)
    return data


RECORDS_HERE = (
    'holds property records ("material", "property", "value"): `evaluate` judges them when both files hold records; '
    "this reads ComProScanner items (docs/records.md)"
)
# The fields that make a record a property record (docs/records.md), and those of a ComProScanner item.
PROPERTY_RECORD_FIELDS = ("material", "property")
ITEM_SECTIONS = ("composition_data", "synthesis_data", "article_metadata")


def is_property_records(records: Any) -> bool:
    """A list of property records (`material`, `property`, `value` per row), told from a list of DOI-keyed
    ComProScanner items by its fields: a record naming a material or a property, and none a section."""
    if not isinstance(records, (list, tuple)) or not records:
        return False
    rows = [r for r in records if isinstance(r, Mapping)]
    named = any(field in row for row in rows for field in PROPERTY_RECORD_FIELDS)
    return named and not any(section in row for row in rows for section in ITEM_SECTIONS)


def records_by_doi(records: list[Any] | tuple[Any, ...], source: str, lines: list[int] | None = None) -> dict[str, Any]:
    """A list of records each carrying its `doi` (how extraction pipelines write them) as the DOI-keyed mapping.

    A record that is not an object, or has no usable `doi`, is refused naming
    it (its line in JSON Lines, its position in a list); a DOI given twice
    warns and the last record is used, as for a key named twice.
    """
    items: dict[str, Any] = {}
    repeated: list[str] = []
    for index, record in enumerate(records):
        where = f"line {lines[index]}" if lines else f"record {index + 1} of the list"
        if not isinstance(record, Mapping):
            raise InputError(f'{source}: {where}: expected an object with a "doi" field, got {type(record).__name__}')
        doi = record.get("doi")
        if not isinstance(doi, str) or not doi.strip():
            what = 'has no "doi" field' if "doi" not in record else f'has no usable DOI ("doi": {show(json.dumps(doi, default=str), 40)})'
            keys = ", ".join(show(k, 30) for k in list(record)[:4]) or "none"
            raise InputError(f"{source}: {where} {what}; every record needs one (its keys: {keys})")
        if doi in items:
            repeated.append(doi)
        items[doi] = {key: value for key, value in record.items() if key != "doi"}
    if repeated:
        shown = ", ".join(show(d, 60) for d in repeated[:3]) + (f" (and {len(repeated) - 3} more)" if len(repeated) > 3 else "")
        notify(f"{source}: DOI {shown} is given by more than one record: the last one is used", DuplicateKeyWarning, stacklevel=3)
    return items


def load_items(source: str | os.PathLike[str] | Mapping[str, Any] | list[Any], role: str) -> dict[str, dict[str, Any]]:
    """Load a ground-truth or test file (an object keyed by DOI, a list of records with a `doi`, or JSON Lines of them),
    or the same already parsed."""
    if isinstance(source, (list, tuple)):
        if is_property_records(source):
            raise InputError(f"{role} data: {RECORDS_HERE}")
        source = records_by_doi(source, f"{role} data")
    if isinstance(source, Mapping):
        check_tree(source, f"{role} data", doi_keyed=True)
        return validate_items(source, f"{role} data")
    if Path(os.fspath(source)).suffix.lower() in (".csv", ".tsv") and Path(os.fspath(source)).is_file():
        raise InputError(f"{show(source)}: {RECORDS_HERE}")
    return validate_items(read_json(source, doi_keyed=True), show(source))
