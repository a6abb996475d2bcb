"""Two keys that differ only where one writes a short form and the other spells it out, wherever they stand in the
keys: the material or its conditions (`epoxy (DGEBA:IPDA 2:1)` against `epoxy (diglycidyl ether of bisphenol A:IPDA
2:1)`, `0.1 wt% SLES` against `0.1 wt% sodium laureth sulfate`). The keys are aligned word by word; every stretch
that differs must be a short form on one side spelt out on the other by the one abbreviation matcher
(`chem.abbreviation_guess.shortened`: the initials of a name's parts or words, else its letters in order, Schwartz &
Hearst 2003), or link words alone. Two names can share a short form, so the reading is the best guess, never a proof.

A Colour Index generic name (Society of Dyers and Colourists and AATCC, Colour Index International: `C.I. Pigment Red
57:1`, written `PR57:1` by the trade) is read without its `C.I.` prefix, which is no word of the name.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache
from itertools import combinations

from ...chem import compounds
from ...chem.abbreviation_guess import shortened
from ...chem.decision import Decision
from ...chem.formula.label_tokens import written_as_formula

_WORD = re.compile(r"[^\W_]+")
# `C.I.` or `CI` before a Colour Index class word (`Pigment`, `Disperse`, `Acid`, `Basic`, `Direct`, `Reactive`,
# `Solvent`, `Vat`, `Mordant`, `Sulphur`/`Sulfur`, `Food`): the index's mark, not a word of the generic name.
_COLOUR_INDEX = re.compile(r"\bC\.?\s?I\.?\s+(?=(?:Pigment|Disperse|Acid|Basic|Direct|Reactive|Solvent|Vat|Mordant|Sulphur|Sulfur|Food)\s+[A-Z])")
# Words a short form's spelling-out may add beside it without naming anything (a link word).
_LINK = frozenset("of and in on the for with by a an to at".split())
# A short form: a word with two capitals or more (`BPA`, `HCl`, `PS20`, `GF`); a plain lower-case word is no short form.
_SHORT = re.compile(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z][A-Za-z0-9]{1,9}")
MAX_WORDS = 40
SPELT_OUT = "short forms spelt out by the other key's words"


def _words(key: str) -> tuple[str, list[tuple[str, int, int]]]:
    text = _COLOUR_INDEX.sub("", key)
    return text, [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(text)]


def _spelt(shorts: list[str], text: str, spans: list[tuple[int, int]]) -> list[str] | None:
    """`shorts` (in order) each spelt out by one run of the words at `spans` of `text`, the runs splitting them all; the
    pairs read, or None."""
    if not shorts or len(spans) < len(shorts) or not all(_SHORT.fullmatch(s) for s in shorts):
        return None
    for cuts in combinations(range(1, len(spans)), len(shorts) - 1):
        bounds = (0, *cuts, len(spans))
        runs = [text[spans[a][0] : spans[b - 1][1]] for a, b in zip(bounds, bounds[1:])]
        if all(shortened(short, run) is not None and not _formula_named(short, run) for short, run in zip(shorts, runs)):
            return [f"{short} = {run}" for short, run in zip(shorts, runs)]
    return None


def _formula_named(short: str, name: str) -> bool:
    """`ZnO` against `zinc oxide`: a formula and its compound's name, no short form (the formula rules read them)."""
    if written_as_formula(short) is None:
        return False  # `TEOS`: capitals a database files under the name's formula are still its short form
    formula = compounds.compound_formula(short)
    return formula is not None and formula == compounds.compound_formula(name)


@lru_cache(maxsize=4096)
def spelt_out_names(reference: str, test: str) -> str | None:
    """Why two keys are probably one sample: every stretch of words they differ in is a short form one writes and the
    other spells out (link words aside); None when anything else differs or nothing is spelt out."""
    (ref_text, ref), (test_text, tst) = _words(reference), _words(test)
    if not ref or not tst or len(ref) + len(tst) > MAX_WORDS:
        return None
    matcher = difflib.SequenceMatcher(a=[w.casefold() for w, *_ in ref], b=[w.casefold() for w, *_ in tst], autojunk=False)
    read = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        one, other = [w for w, *_ in ref[i1:i2]], [w for w, *_ in tst[j1:j2]]
        if op != "replace":
            if all(w.casefold() in _LINK for w in one + other):
                continue
            return None
        pairs = _spelt(one, test_text, [(a, b) for _, a, b in tst[j1:j2]]) or _spelt(other, ref_text, [(a, b) for _, a, b in ref[i1:i2]])
        if pairs is None:
            return None
        read.extend(pairs)
    return f"{SPELT_OUT} ({'; '.join(read)}), the rest written alike" if read else None


def spelt_names_guess(reference: str, test: str, decision: Decision) -> Decision | None:
    """A deferred difference that is only short forms spelt out (`spelt_out_names`): the best guess one sample."""
    if decision.match or decision.certain or (why := spelt_out_names(reference, test)) is None:
        return None
    return Decision(True, "spelled-out", f"{why}: the best guess is one sample, unproven", certain=False)
