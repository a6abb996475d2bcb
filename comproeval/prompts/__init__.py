"""The judge prompts, one module per judge, each with its PROMPT_VERSION (part of every cache key)."""

from . import composition, synthesis

__all__ = ["composition", "synthesis"]
