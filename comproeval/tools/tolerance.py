"""The `get_value_error_threshold` tool the LLM judges call (SCORING.md §5)."""

from __future__ import annotations

from typing import Any

from langchain_core.tools import BaseTool, StructuredTool

from ..chem.tolerance import ToleranceTable

THRESHOLD_TOOL_NAME = "get_value_error_threshold"


def make_threshold_tool(table: ToleranceTable) -> BaseTool:
    """The LangChain tool a judge binds when thresholds are configured."""

    def get_value_error_threshold(value: float) -> dict[str, Any]:
        """Absolute tolerance allowed when comparing a test value with this ground-truth value.

        Returns {"value", "tolerance"}; tolerance 0 means the values must be equal.
        """
        tol = table.tolerance_for(float(value))
        return {"value": value, "tolerance": tol if tol is not None else 0.0}

    return StructuredTool.from_function(get_value_error_threshold, name=THRESHOLD_TOOL_NAME)
