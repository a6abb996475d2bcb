"""Reading a verdict out of a model reply: JSON with light repair, then pydantic validation."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, ValidationError

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_TRAILING_COMMA = re.compile(r",\s*([}\]])")


class VerdictError(ValueError):
    """A reply that is not a valid verdict; the message is fed back to the model."""


def reply_text(content: Any) -> str:
    """Message content as text (providers may return a list of content blocks)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b if isinstance(b, str) else str(b.get("text", "")) for b in content if isinstance(b, (str, dict)))
    return str(content or "")


def extract_json(text: str) -> dict[str, Any]:
    """The JSON object in a reply, tolerating fences, surrounding prose and trailing commas."""
    candidates = [text.strip()]
    candidates += [m.strip() for m in _FENCE.findall(text)]
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        candidates.append(text[start : end + 1])
    last_error = "the reply contains no JSON object"
    for candidate in candidates:
        for attempt in (candidate, _TRAILING_COMMA.sub(r"\1", candidate)):
            try:
                data = json.loads(attempt)
            except json.JSONDecodeError as exc:
                last_error = f"invalid JSON: {exc}"
                continue
            if isinstance(data, dict):
                return data
            last_error = f"expected a JSON object, got {type(data).__name__}"
    raise VerdictError(last_error)


def validate(model: type[BaseModel], data: dict[str, Any]) -> BaseModel:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        lines = [f"- {'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}" for e in exc.errors()[:20]]
        raise VerdictError("the JSON does not have the required shape:\n" + "\n".join(lines)) from None
