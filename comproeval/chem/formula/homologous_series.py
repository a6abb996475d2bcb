"""A homologous-series formula with its index stated (`TinO2n−1 (n = 4)` is Ti4O7; `Srn+1TinO3n+1, n = 2` is
Sr3Ti2O7): the general formula of a series, its subscripts linear in the index n, read as the one member the stated
index names (IUPAC Red Book 2005, IR-3.4.3 and IR-11.4: a variable in a formula stands for its stated value)."""

from __future__ import annotations

import re

from pymatgen.core.periodic_table import Element

# The index stated once, bracketed or after a comma: `(n = 4)`, `, n=3`.
_INDEX = re.compile(r"\s*(?:\(\s*n\s*=\s*(\d+)\s*\)|[,;]\s*n\s*=\s*(\d+)(?![\w.]))")
# A subscript linear in n: `n`, `2n`, `2n−1`, `3n+1`.
_SUBSCRIPT = re.compile(r"(\d*)n(?:([+\-−])(\d+))?")
_FORMULA_WORD = re.compile(r"(?<![\w])(?=[A-Z(])[A-Za-z0-9()+\-−]*n[A-Za-z0-9()+\-−]*")


def series_member(key: str) -> str | None:
    """The key with its series formula written as the member its stated index names; None when the key states no
    index, or no formula with n in its subscripts."""
    if len(found := _INDEX.findall(key)) != 1:
        return None
    index = int(found[0][0] or found[0][1])
    rest = _INDEX.sub("", key, count=1)
    words = [(match, member) for match in _FORMULA_WORD.finditer(rest) if (member := _member(match.group(), index))]
    if len(words) != 1:
        return None
    match, member = words[0]
    return f"{rest[: match.start()]}{member}{rest[match.end() :]}".strip()


def _member(word: str, index: int) -> str | None:
    """`TinO2n−1` with n = 4 -> `Ti4O7`; None unless the word is element symbols with subscripts, one linear in n."""
    out, at, indexed = [], 0, False
    while at < len(word):
        two, one = word[at : at + 2], word[at : at + 1]
        symbol = two if len(two) == 2 and two[1].islower() and Element.is_valid_symbol(two) else one
        if not (symbol[:1].isupper() and Element.is_valid_symbol(symbol)):
            return None
        at += len(symbol)
        if (subscript := _SUBSCRIPT.match(word, at)) is not None:
            factor, sign, shift = subscript.groups()
            count = int(factor or 1) * index + (0 if sign is None else (int(shift) if sign == "+" else -int(shift)))
            if count < 1:
                return None
            out.append(f"{symbol}{count if count > 1 else ''}")
            at, indexed = subscript.end(), True
        elif (digits := re.match(r"\d+", word[at:])) is not None:
            out.append(f"{symbol}{digits.group()}")
            at += digits.end()
        else:
            out.append(symbol)
    return "".join(out) if indexed else None
