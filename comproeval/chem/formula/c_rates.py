"""A C-rate written as a fraction (`C/10`, `C/2`), read as its decimal rate (`0.1C`, `0.5C`).

A cell's charge or discharge current is written as a multiple of its rated capacity C over one hour: `0.1C` draws a
tenth of C each hour, and battery testing writes the same rate as `C/10` (IEC 61960-3:2017 3.x and 7.3: the reference
test current I_t = C_5 Ah / 1 h, rates written `0.2 I_t A` or `I_t/5`; D. Linden and T. B. Reddy, *Handbook of
Batteries*, 4th ed., McGraw-Hill 2011, 3.2: "a discharge at C/10 or 0.1C"). The fraction and the decimal are one rate.
"""

from __future__ import annotations

import re
from fractions import Fraction

# `C/10` standing alone: not after a number, a degree sign or a slash (`900 °C/10 min`, `Si/C/10`), nor before a unit
# of time (`C/10 min`), nor run into a word or a decimal.
_FRACTION_RATE_RE = re.compile(r"(?<![\w°º/.])C\s*/\s*(\d+)(?![\w./])(?!\s*(?:min|h|s|d|K|°)\b)")


def decimal_c_rates(key: str) -> str | None:
    """The key with each C-rate written as a fraction (`C/10`) written as its decimal rate (`0.1C`); None if none is."""
    if not isinstance(key, str):
        return None
    rewritten = _FRACTION_RATE_RE.sub(lambda m: f"{float(Fraction(1, int(m.group(1)))):g}C" if int(m.group(1)) else m.group(0), key)
    return rewritten if rewritten != key else None
