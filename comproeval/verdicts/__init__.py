"""The verdict shape (docs/scoring.md §2), owned here and nowhere else.

`entries` holds the decided elements (with the optional `basis`/`why`/`certain`
explanation fields), `models` the section verdicts, whose rows and matches are
the only stored truth (every list and total is derived; the composition values
and their key rows in `key_rows`), `build` the builders,
`reconcile` the rebuilding of a judge's stated verdict from rows, `stored` the
checks of a stored result's raw verdicts, and `render` the verdict shapes the
LLM prompts show. Other modules read and
write verdicts only through these.
"""

from __future__ import annotations

from typing import Any

_BUILD = ("KeyRow", "composition_values", "item_match", "list_section", "present", "rows_of", "scalar", "steps_verdict")
_MODELS = (
    "LIST_FIELDS",
    "SCALAR_FIELDS",
    "VERDICT_MODELS",
    "CompositionValuesVerdict",
    "CompositionVerdict",
    "Entry",
    "ItemMatch",
    "KeyMatch",
    "ListVerdict",
    "PairMatch",
    "ScalarVerdict",
    "SectionVerdict",
    "StepsVerdict",
    "SynthesisVerdict",
    "UnmatchedItem",
    "ValueMatch",
    "Verdict",
    "VerdictFormatError",
    "dump",
    "parse_verdict",
)
__all__ = [*_MODELS, *_BUILD]


def __getattr__(name: str) -> Any:
    """Loaded on first use: a report reading plain dicts (`verdicts.fields`) never imports pydantic."""
    if name in _MODELS or name in _BUILD:
        from importlib import import_module

        value = getattr(import_module(".models" if name in _MODELS else ".build", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
