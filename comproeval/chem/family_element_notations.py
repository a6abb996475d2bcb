"""Element symbols written in two notations a family name may use, read before the names are judged again.

- A word run together from element symbols (`sialon`: Si-Al-O-N, named so by Jack, J. Mater. Sci. 11, 1135 (1976);
  `SiAlON`) names the element system the other name writes with the same symbols in the same order.
- A cell diagram (IUPAC Green Book, 3rd ed. 2007, 2.13: `|` a phase boundary, `||` the separator between the two
  electrodes) names a battery by its couple: `Li||Bi` is the Li-Bi cell the other name writes with a dash.

Both are best guesses only: a word may spell symbols by chance, and a couple says nothing of the cell's other parts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .family_rewritten import why_after_rewriting
from .family_words import element_names

_SYSTEM_RE = re.compile(r"(?<![\w])([A-Z][a-z]?(?:[-\u2010-\u2014][A-Z][a-z]?){2,})(?![\w])")
_WORD_RE = re.compile(r"(?<![\w-])([A-Za-z]{4,})(?![\w-])")
_CELL_RE = re.compile(r"(?<![\w])([A-Z][a-z]?)\s*\|\|\s*([A-Z][a-z]?)(?![\w])")


def _systems(text: str) -> list[list[str]]:
    """The element systems a name writes with dashes (`Si-Al-O-N`), as their symbols in order."""
    symbols = set(element_names().values())
    found = [re.split(r"[-\u2010-\u2014]", m) for m in _SYSTEM_RE.findall(text or "")]
    return [s for s in found if all(p in symbols for p in s)]


def symbol_word(reference: str, test: str) -> str | None:
    """A word one name writes that runs together, in order, the element symbols of a system the other writes
    (`sialon`, `Si-Al-O-N ceramics`), or None."""
    for one, other in ((reference, test), (test, reference)):
        spelled = {"".join(s).lower(): "-".join(s) for s in _systems(other)}
        for word in _WORD_RE.findall(one or ""):
            if (system := spelled.get(word.lower())) is not None:
                return f"{word!r} runs together the symbols of {system}"
    return None


def cell_couple(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two battery names probably name one couple once a cell diagram (`Li||Bi`) is written as the couple
    (`Li-Bi`), or None when neither writes one or the rewritten names do not match."""
    ref, tst = (_CELL_RE.sub(r"\1-\2", t or "") for t in (reference, test))
    if (inner := why_after_rewriting(reference, test, (ref, tst), explain)) is None:
        return None
    return f"the cell diagram read as its couple (IUPAC Green Book 2.13), {ref!r} and {tst!r}: {inner}"
