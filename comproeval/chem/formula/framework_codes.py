"""Metal-organic framework codes against the formula of their first report (`HKUST-1` / `Cu3(BTC)2`): a code is a
name, not a formula, so a key writing the documented formula is the best guess of the code's material, never a proof
(data/knowledge/framework_codes.json cites each report; its entries are `guess_only`)."""

from __future__ import annotations

import functools
import re

from ..data import builtin_readings
from ..text import FORMULA_CHARS, normalize


@functools.cache
def _table() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    readings = builtin_readings("abbreviations", "framework_codes")
    linkers = {
        spelling.casefold(): reading.means.casefold()
        for code, found in readings.items()
        for reading in found
        if reading.kind == "linker"
        for spelling in (code, *reading.names)
    }
    codes = {code.casefold(): frozenset(_written(r.means, linkers) for r in found if r.kind == "framework") for code, found in readings.items()}
    return {code: formulas for code, formulas in codes.items() if formulas}, linkers


def _written(formula: str, linkers: dict[str, str]) -> str:
    """A framework formula up to case, spacing and linker spellings (`Zn(MeIm)2` as `zn(c4h5n2)2`)."""
    text = re.sub(r"\s+", "", normalize(formula, FORMULA_CHARS, nfkc=True)).casefold()
    return re.sub(r"\(([^()]+)\)", lambda m: f"({linkers.get(m.group(1), m.group(1))})", text)


def framework_code_formula(reference: str, test: str) -> str | None:
    """Why one key, a framework code alone, probably names the formula the other key writes; None otherwise."""
    codes, linkers = _table()
    for code_key, formula_key in ((reference, test), (test, reference)):
        code = re.sub(r"\s+", "", code_key).casefold()
        if code in codes and _written(formula_key, linkers) in codes[code]:
            return f"{code_key.strip()} is reported as {formula_key.strip()}"
    return None
