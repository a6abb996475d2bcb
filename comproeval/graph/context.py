"""Moved to `comproeval.context` (a layer below the graphs); kept for callers that still import it here (cli.py)."""

from ..context import ConfigurationError, RunContext, Settings, build_run_context, run_context

__all__ = ["ConfigurationError", "RunContext", "Settings", "build_run_context", "run_context"]
