"""Numbers written with a power of ten, read as the one number they are.

ISO 80000-1:2009 (7.1.3 and Annex A) and the SI Brochure (9th ed., 5.4.4) write a number as a mantissa times a power of
ten, `1.0 × 10^4`, the exponent raised (`10⁻⁶`) or, where type cannot raise it, after a caret (`10^-6`, `10^(-6)`,
`10^{-6}`), after `**`, or run into the mantissa after `e` (`1E-6`, `2.5e−3`, the notation of programming languages
and spreadsheets). A power of ten alone (`10^-6 wt%`) is that number times one, and a minus sign that lost its
superscript after a times sign (`1×10−6`, `5 × 10-3`) still writes the exponent: a times sign before `10` says a power
follows. Read any other way, the exponent's digits would be taken for a quantity of their own (`10^-6 wt%` as 6 wt%).
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..text import UNIT_CHARS, normalize

# A sign of the exponent: a hyphen-minus, the minus sign U+2212, an en dash as a minus, or a plus.
_SIGN = "[-−–+]"
_MANTISSA = r"(?<![\w.])(?P<mantissa>\d+(?:\.\d+)?)"
# The exponent after `10`: after a caret or `**`, perhaps bracketed; or raised; or, after a times sign only, a negative
# integer run on (`×10−6`; an en dash there would write a range, `10–20`).
_CARET = rf"(?:\^|\*\*)\s*[({{]?\s*(?P<caret>{_SIGN}?\s*\d+(?:\.\d+)?)\s*[)}}]?"
_RAISED = r"(?P<raised>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
_RUN_ON = r"(?P<run_on>[-−]\d+)"
_SCIENTIFIC_RE = re.compile(
    rf"{_MANTISSA}\s*[×*·x]\s*10\s*(?:{_CARET}|{_RAISED}|{_RUN_ON})(?![\w.])"
    rf"|{_MANTISSA.replace('mantissa', 'e_mantissa')}[eE](?P<e_power>{_SIGN}?\d+)(?![\w.])"
    rf"|(?<![\w.×*·^])(?<![×*·]\s)10\s*(?:{_CARET.replace('caret', 'alone')}|{_RAISED.replace('raised', 'alone_raised')})(?![\w.])"
)


def _value(match: re.Match[str]) -> str:
    """The number a match writes, in positional digits (`2.5×10^20` -> `250000000000000000000`)."""
    mantissa = match["mantissa"] or match["e_mantissa"] or "1"
    power = next(p for p in (match["caret"], match["raised"], match["run_on"], match["e_power"], match["alone"], match["alone_raised"]) if p)
    exponent = Decimal(re.sub(r"\s", "", normalize(power, UNIT_CHARS)))  # `⁻⁶`, `−6`: the text's own tables
    if exponent == exponent.to_integral_value():
        return format(Decimal(mantissa).scaleb(int(exponent)), "f")
    return format(Decimal(mantissa) * Decimal(10) ** exponent, "f")  # `10^-6.5`: a fractional power, to 28 digits


def scientific_as_decimal(text: str) -> str:
    """`Re = 1.0 × 10^4` -> `Re = 10000`, `10^-6 wt%` -> `0.000001 wt%`, `1×10−6` -> `0.000001`: a number written with a
    power of ten written out in positional digits (never as `2.5e+20`, which the quantity readers would take apart
    into `2.5 e` and `20 atoms/cm2`), so it reads as the one value it is, with its unit."""
    return _SCIENTIFIC_RE.sub(_value, text)


def written_in_scientific_notation(text: str) -> bool:
    """The text writes a number with a power of ten, whose digits (`1.0 × 10^4`: 9500 to 10500) are coarser than the
    number written out (ISO 80000-1 Annex B)."""
    return _SCIENTIFIC_RE.search(text) is not None
