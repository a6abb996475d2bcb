"""The verdict shape (SCORING.md §3), owned here and nowhere else.

`models` holds the typed verdicts (with the optional `basis`/`why`/`certain`
explanation fields), `build` the builders and the recount of totals,
`reconcile` the repair of a judge's verdict into a self-consistent one, and
`examples` the verdict shapes the LLM prompts show. Other modules read and
write verdicts only through these.
"""

from __future__ import annotations

from typing import Any

_BUILD = ("KeyRow", "composition_values", "item_match", "list_section", "present", "rows_of", "scalar", "steps_verdict")
_MODELS = ("LIST_FIELDS", "SCALAR_FIELDS", "VERDICT_MODELS", "CompositionValuesVerdict", "CompositionVerdict", "Entry",
           "ItemMatch", "KeyMatch", "ListVerdict", "PairMatch", "ScalarVerdict", "SectionVerdict", "StepsVerdict",
           "SynthesisVerdict", "ValueMatch", "Verdict", "VerdictFormatError", "dump", "parse_verdict")
__all__ = [*_MODELS, *_BUILD]


def __getattr__(name: str) -> Any:
    """Loaded on first use: a report reading plain dicts (`verdicts.fields`) never imports pydantic."""
    if name in _MODELS or name in _BUILD:
        from importlib import import_module

        value = getattr(import_module(".models" if name in _MODELS else ".build", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
