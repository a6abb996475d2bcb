"""The command line: `comproeval` and its subcommands (`main`), the terminal review (`review`), Ctrl-C handling.

`main` loads on first use, so `python -m comproeval.cli.review` runs that module only once.
"""

from __future__ import annotations

from typing import Any

__all__ = ["main"]


def __getattr__(name: str) -> Any:
    if name == "main":
        from .main import main

        return main
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
