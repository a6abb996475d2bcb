"""An element symbol written with a Stock number before an anion word (`Fe(III) oxide`, `Cu(I) chloride`).

IUPAC Red Book 2005 IR-5.4.2.2 writes the oxidation number in Roman numerals after the element's name (`iron(III)
oxide`); the symbol in the name's place (`Fe(III)`, as IR-9.1.2.8 writes an oxidation state on a symbol) names the same
cation. Read as a formula, `(III)` would be three iodine atoms; spelled with the element's name, the name readers read
the Stock name and its amounts.
"""

from __future__ import annotations

import re

from .family_words import anion_elements, element_names

_STOCK_SYMBOL_RE = re.compile(r"(?<![A-Za-z0-9])([A-Z][a-z]?)\((I{1,3}|IV|VI{0,3}|IX|X)\)(?=\s+([A-Za-z]+))")


def stock_symbols_named(text: str) -> str:
    """`Fe(III) oxide` -> `iron(III) oxide`; the text itself when no symbol with a Stock number precedes an anion word."""
    symbols = {symbol: name for name, symbol in element_names().items() if name.isalpha()}

    def named(match: re.Match[str]) -> str:
        name = symbols.get(match.group(1))
        if name is None or anion_elements(match.group(3)) is None:
            return match.group(0)
        return f"{name}({match.group(2)})"

    return _STOCK_SYMBOL_RE.sub(named, text)
