"""An amount written before a token and its bracketed gloss (`3 wt% P (DOPO-epoxy)`): what the amount measures.

A mass, volume or amount fraction is the fraction of one named component B (IUPAC Green Book 3rd ed. 2.10: w_B,
φ_B, x_B). In `3 wt% P (DOPO-epoxy)` the amount names P, the phosphorus content; the bracket says where it comes
from (the flame retardant that supplies it), not another name of P. A key that keeps the gloss and drops the token
(`3 wt% DOPO-epoxy`) puts the amount on the gloss: another quantity, unless the token and the gloss are one compound.
An element symbol glossed by anything else is an element content (as `5 wt% Si (from TEOS)`): never the additive's
loading. This module only finds such a pair in two keys' tokens; the judge resolves the token against its gloss.
"""

from __future__ import annotations

from collections.abc import Sequence

from .grammar import valid_element
from .label_tokens import is_quantity


def _bracketed(tokens: Sequence[str]) -> str | None:
    """The text of tokens that together are one bracket (`(DOPO-epoxy)`, `(red`, `phosphorus)`), without it."""
    text = " ".join(tokens)
    if len(text) < 3 or not (text.startswith("(") and text.endswith(")")):
        return None
    inner = text[1:-1]
    return inner if inner.count("(") == inner.count(")") else None


def measured_token_dropped(
    ref_tokens: Sequence[str], test_tokens: Sequence[str], span: tuple[int, int, int, int], fold=str.casefold
) -> tuple[str, str] | None:
    """(token, gloss) when, right after an amount both keys write, one key writes `token (gloss)` and the other the
    gloss alone (`3 wt% P (DOPO-epoxy)` against `3 wt% DOPO-epoxy`): the amount measures the token in one key and the
    gloss in the other. `span` is the differing stretch (i1, i2, j1, j2); `fold` puts a token in its compared form."""
    i1, i2, j1, j2 = span
    if i1 == 0 or j1 == 0 or not is_quantity(ref_tokens[i1 - 1]) or not is_quantity(test_tokens[j1 - 1]):
        return None
    for glossed, alone in ((ref_tokens[i1:i2], test_tokens[j1:j2]), (test_tokens[j1:j2], ref_tokens[i1:i2])):
        if len(glossed) < 2 or not alone or is_quantity(glossed[0]):
            continue
        gloss = _bracketed(glossed[1:])
        if gloss is not None and [fold(w) for w in gloss.split()] == [fold(w) for w in alone]:
            return glossed[0], gloss
    return None


def element_content(token: str, gloss: str) -> bool:
    """`P (DOPO-epoxy)`: an element symbol glossed by a name that is not the symbol, so the amount is the element's."""
    return valid_element(token) and token != gloss.strip()
