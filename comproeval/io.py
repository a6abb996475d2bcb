"""Reading inputs and writing results: the only module that touches files.

Input errors become `InputError` with the file, DOI and field named, so the CLI
can print one line instead of a traceback.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .schema import ExtractionItem


class InputError(ValueError):
    """An input file that cannot be evaluated; the message says where and why."""


def _describe_location(loc: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in loc) or "(item)"


def validate_items(data: Any, source: str) -> dict[str, dict[str, Any]]:
    """Validate a DOI-keyed mapping of items into plain normalized dicts.

    Keys present in the source are kept (scoring counts a key that exists even
    when its value is null); `article_metadata` is dropped, as scoring ignores it.
    """
    if not isinstance(data, Mapping):
        raise InputError(f"{source}: the top level must be a JSON object keyed by DOI, got {type(data).__name__}")
    items: dict[str, dict[str, Any]] = {}
    for doi, raw in data.items():
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise InputError(f"{source}: DOI {doi}: the item must be an object, got {type(raw).__name__}")
        try:
            item = ExtractionItem.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise InputError(
                f"{source}: DOI {doi}: field {_describe_location(first['loc'])}: {first['msg']}"
                f" (got {first.get('input')!r:.80})"
            ) from None
        items[str(doi)] = item.model_dump(exclude_unset=True, exclude={"article_metadata"})
    return items


def read_json(path: str | os.PathLike[str]) -> Any:
    """Parse a JSON file, turning a missing file or bad JSON into an `InputError`."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a directory, expected a JSON file") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text ({exc.reason})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None


def load_items(source: str | os.PathLike[str] | Mapping[str, Any], role: str) -> dict[str, dict[str, Any]]:
    """Load a ground-truth or test file (or an already parsed mapping)."""
    if isinstance(source, Mapping):
        return validate_items(source, f"{role} data")
    return validate_items(read_json(source), str(source))


def fingerprint(*parts: Any) -> str:
    """A stable hash of JSON-serializable parts, used to tell whether settings changed."""
    blob = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON via a temporary file and rename, so readers never see half a file."""
    _replace_atomically(Path(path), json.dumps(data, indent=2, ensure_ascii=False) + "\n")


class IncrementalResultWriter:
    """Rewrites a growing result file atomically, encoding each item result only once.

    Checkpointing after every finished item would otherwise re-encode every
    earlier item each time (quadratic in the run's length).
    """

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path)
        self._fragments: dict[str, str] = {}

    def add(self, doi: str, item_result: Any) -> None:
        body = json.dumps(item_result, indent=2, ensure_ascii=False).replace("\n", "\n    ")
        self._fragments[doi] = f"    {json.dumps(doi, ensure_ascii=False)}: {body}"

    def write(self, result: dict[str, Any]) -> None:
        """Write `result`, whose `item_results` must hold only DOIs already added."""
        def field(key: str, value: Any) -> str:
            return f"  {json.dumps(key)}: " + json.dumps(value, indent=2, ensure_ascii=False).replace("\n", "\n  ")

        items = ",\n".join(self._fragments[doi] for doi in result.get("item_results", {}))
        parts = [field(k, v) for k, v in result.items() if k not in ("item_results", "run_info")]
        parts.append('  "item_results": {\n' + items + ("\n  }" if items else "}"))
        if "run_info" in result:
            parts.append(field("run_info", result["run_info"]))
        _replace_atomically(self.path, "{\n" + ",\n".join(parts) + "\n}\n")


def _replace_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
