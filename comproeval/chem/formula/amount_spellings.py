"""Amounts written so that a formula read literally misreads them: a multiplier run into an amount (`K20.15`, an LLM
flattening `K2(0.15)`) and a bare element with its amount as a term of its own (`A-0.01Tm`, an addition, not a formula).

Moved out of `compare` (stop 41), unchanged.
"""

from __future__ import annotations

import re

from .parse import normalize_key

RUN_TOGETHER = "same composition once a multiplier run into an amount is read (`K20.15` as K2(0.15) = K0.3)"
# `K20.15`: an element, one digit, then an amount below 1 with no separator; read literally it is 20.15 atoms.
_RUN_TOGETHER_RE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]?)([1-9])(0\.\d+)(?![\d.])")


def unrun_multipliers(key: str) -> str:
    """`Pb0.85K20.15Nb2O6` with `K20.15` read as the product K2 x 0.15 (an LLM flattening `K2(0.15)`)."""
    return _RUN_TOGETHER_RE.sub(lambda m: f"{m.group(1)}{format(int(m.group(2)) * float(m.group(3)), '.12g')}", key)


# A bare element with its amount as a term of its own: `-0.01Tm`, `+ (0.02 * Ce)`, `-100*0.01Tm`, `0.02Sm:`.
_ADDITION_TERM_RE = re.compile(r"(?:[-+]|^)\s*\(?\s*(?:100\s*\*\s*)?(?:\d+(?:\.\d+)?|\.\d+)\s*\*?\s*[A-Z][a-z]?(?:\d?\+)?\s*\)?\s*(?:$|[-+:,;])")


def written_as_addition(key: str) -> bool:
    """`A-0.01Tm`, `A + (0.02 * Ce)`: a bare element with its amount written as a term of its own."""
    return bool(_ADDITION_TERM_RE.search(normalize_key(key)))
