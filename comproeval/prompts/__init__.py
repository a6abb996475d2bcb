"""The judge prompts, one module per judge; the verdict cache keys on the messages they render, so an edit is a new key."""

from . import composition, synthesis

__all__ = ["composition", "synthesis"]
