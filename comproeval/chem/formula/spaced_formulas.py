"""One formula written with spaces (`Pb0.65 Ba0.35Nb2O6`, `Pb (Mg1/3Nb2/3) O3`): its pieces joined before the
key's terms are read, unless joining would leave a word unread as chemistry.

Moved out of `parse` (stop 41), unchanged.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .amounts import ParseError
from .grammar import SEPARATORS, FormulaParser, split_terms


def join_spaced_formula(text: str, variables: dict[str, Fraction]) -> str:
    """`Pb0.65 Ba0.35Nb2O6`, `0.93 Pb(...)`, `Pb (Mg1/3Nb2/3) O3` are one formula; spaces around separators vanish.

    A word is not run into a formula that reads without it when the two together read as none (`Fe-1.5Mn IBT`
    is the alloy and a word, not a term `1.5MnIBT` left unread, which would drop Mn from the reading)."""
    text = re.sub(r"\s*([" + re.escape(SEPARATORS) + r"])\s*(?=[\d.(\[A-Z])", r"\1", text)
    text = re.sub(r"(?<=[A-Za-z0-9)\]])\s*\*\s*(?=[\d.(\[A-Z])", "*", text)
    words = text.split(" ")
    joined = [words[0]] if words else []
    for word in words[1:]:
        previous = joined[-1]
        chem_like = (
            re.search(r"[A-Za-z0-9)\]]$", previous)
            and re.match(r"[A-Z(\[]", word)
            and not re.search(r"[a-z]{3,}", previous)
            and not re.search(r"[a-z]{3,}", word)
            and re.search(r"\d|[A-Z][a-z]?\d|^[\d.]+$", previous)
        )
        if chem_like and (_last_term_reads(previous + word, variables) or not _last_term_reads(previous, variables)):
            joined[-1] = previous + word
        else:
            joined.append(word)
    return " ".join(joined)


def _last_term_reads(word: str, variables: dict[str, Fraction]) -> bool:
    """Whether the last formula term of a word reads as chemistry."""
    pieces = [piece for _, piece in split_terms(word) if piece]
    if not pieces:
        return False
    try:
        FormulaParser(pieces[-1], variables).parse_term()
    except (ParseError, ZeroDivisionError):
        return False
    return True
