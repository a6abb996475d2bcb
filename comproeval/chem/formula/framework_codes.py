"""Metal-organic framework codes against the formula of their first report (`HKUST-1` / `Cu3(BTC)2`): a code is a
name, not a formula, so a key writing the documented formula is the best guess of the code's material, never a proof
(data/framework_codes.json cites each report)."""

from __future__ import annotations

import functools
import re

from ..data import load_lexicon
from ..text import FORMULA_CHARS, normalize


@functools.cache
def _table() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    raw = load_lexicon("framework_codes")
    synonyms = {alias: name for name, aliases in raw["linker_synonyms"].items() for alias in aliases}
    codes = {code.casefold(): frozenset(_written(f, synonyms) for f in formulas) for code, formulas in raw["codes"].items()}
    return codes, synonyms


def _written(formula: str, synonyms: dict[str, str]) -> str:
    """A framework formula up to case, spacing and linker synonyms (`Zn(MeIm)2` as `zn(mim)2`)."""
    text = re.sub(r"\s+", "", normalize(formula, FORMULA_CHARS, nfkc=True)).casefold()
    return re.sub(r"\(([^()]+)\)", lambda m: f"({synonyms.get(m.group(1), m.group(1))})", text)


def framework_code_formula(reference: str, test: str) -> str | None:
    """Why one key, a framework code alone, probably names the formula the other key writes; None otherwise."""
    codes, synonyms = _table()
    for code_key, formula_key in ((reference, test), (test, reference)):
        code = re.sub(r"\s+", "", code_key).casefold()
        if code in codes and _written(formula_key, synonyms) in codes[code]:
            return f"{code_key.strip()} is reported as {formula_key.strip()}"
    return None
