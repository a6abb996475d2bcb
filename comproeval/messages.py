"""Wording shared by every layer's error messages, so one mistake reads the same wherever it is caught."""

from __future__ import annotations

import json


def json_error(exc: json.JSONDecodeError) -> str:
    """Where and what a JSON parse failed: `unterminated string starting at line 12 column 5`.

    Some of the json module's messages end in `at` ("... starting at"); a plain
    `{msg} at line N` would read "starting at at line N".
    """
    message = exc.msg[:1].lower() + exc.msg[1:]
    joiner = " line" if message.endswith(" at") else " at line"
    return f"{message}{joiner} {exc.lineno} column {exc.colno}"


# An error raised below the entry points names the API's argument; the command line shows its option instead.
API_TO_CLI = {"overwrite=True": "--overwrite", "resume=False": "--no-resume"}


def cli_wording(message: str) -> str:
    """An error's text as a command-line user needs it: `pass overwrite=True` becomes `pass --overwrite`."""
    for api, cli in API_TO_CLI.items():
        message = message.replace(api, cli)
    return message
