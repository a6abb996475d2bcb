"""Words that write a number: one table for every reader (cardinals, multiplying prefixes, multiplicative adjectives).

Multiplying prefixes: IUPAC Red Book 2005, Table IV (`mono` to `deca`); `bi` is the Latin prefix of two that names
and acronyms of techniques also use (`bilayer`, `biaxial`).
"""

from __future__ import annotations

CARDINALS = dict(zip("zero one two three four five six seven eight nine ten eleven twelve".split(), range(13), strict=True))
MULTIPLYING_PREFIXES = dict(zip("mono di tri tetra penta hexa hepta octa nona deca".split(), range(1, 11), strict=True))
LATIN_PREFIXES = {"bi": 2}
MULTIPLICATIVE_ADJECTIVES = {"single": 1, "dual": 2, "double": 2, "triple": 3}


def words_for(number: int) -> tuple[str, ...]:
    """Every word or prefix this module knows for a number (3: `three`, `tri`, `triple`)."""
    tables = (CARDINALS, MULTIPLYING_PREFIXES, LATIN_PREFIXES, MULTIPLICATIVE_ADJECTIVES)
    return tuple(word for table in tables for word, value in table.items() if value == number)
