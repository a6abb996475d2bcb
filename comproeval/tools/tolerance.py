"""The tolerance tools the LLM judges call: value tolerances (docs/scoring.md §7) and synthesis-condition tolerances.

Each is bound only when its tolerances are configured, so an unconfigured run
sends no tool and the same prompt.
"""

from __future__ import annotations

from typing import Any

from langchain_core.tools import BaseTool, StructuredTool

from ..chem.synthesis_tolerance import SynthesisTolerances
from ..chem.tolerance import ToleranceTable
from ..chem.values import parse_value, representative

THRESHOLD_TOOL_NAME = "get_value_error_threshold"
SYNTHESIS_TOOL_NAME = "get_synthesis_tolerance"


def make_threshold_tool(table: ToleranceTable) -> BaseTool:
    """The LangChain tool a judge binds when thresholds are configured."""

    def get_value_error_threshold(value: float | str) -> dict[str, Any]:
        """Absolute tolerance allowed when comparing a test value with this ground-truth value.

        The value as the ground truth writes it: a number, or text such as "80-90", "~120", "3.1 ± 0.2" or "< 0.5"
        (read as the rules read values, comproeval.chem.values).
        Returns {"value", "tolerance"}; tolerance 0 means the values must be equal.
        """
        # read as the rules read it (a range by its midpoint), so the LLM is told the tolerance the rules apply
        tol = table.tolerance_for(representative(parse_value(value)))
        return {"value": value, "tolerance": tol if tol is not None else 0.0}

    return StructuredTool.from_function(get_value_error_threshold, name=THRESHOLD_TOOL_NAME)


def make_synthesis_tolerance_tool(tolerances: SynthesisTolerances) -> BaseTool:
    """The LangChain tool the synthesis judge binds when synthesis tolerances are configured."""

    def get_synthesis_tolerance(quantity: str, value: float, unit: str) -> dict[str, Any]:
        """Absolute tolerance allowed when comparing a synthesis condition of the steps with the ground truth's.

        quantity: "temperature", "duration" or "pressure"; value and unit as written in the ground-truth step
        (e.g. 1100, "°C"; 2, "h"). Returns {"tolerance": <in the same unit>, ...}; conditions within it agree.
        """
        return tolerances.tolerance_for(quantity, value, unit)

    return StructuredTool.from_function(get_synthesis_tolerance, name=SYNTHESIS_TOOL_NAME)
