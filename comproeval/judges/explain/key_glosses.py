"""A sample code and its description in brackets (`S-Al5 (5 wt% alumina)`): one sample written two ways (issue 26).

Papers name a sample by a code and define it once (`M-Zn2 (2 mol% ZnO)`); an extraction may keep the code, the
description or both. The code alone, against the code with its description, is the same sample; the description
against the other key's words, stating the same parts, is the same sample too. Neither is proven: a code is a
name the paper defines, so the verdict is the best guess, never certain either way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.family_words import element_names
from ...chem.formula.label_tokens import label_tokens, written_as_formula
from ...chem.formula.labels import squeeze_plain

KeyExplainer = Callable[[str, str], tuple[Decision, float]]
# A code (one token of letters and digits, joined by hyphens, ending in a digit or a capital: `P-Cu10`, `S-Al5`,
# `BNT-3`) and a closing bracket that describes it in words (`(10 wt% copper fibre)`, `(molybdenum sulfide)`).
_GLOSSED = re.compile(r"^\s*(\S+?)\s*\(([^()]*[a-z]{3,}[^()]*)\)\s*$")
_CODE_SHAPE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?<=[\dA-Z])")
# A description that states a composition: a share of a part (`10 wt% copper fibre`, `2 mol% ZnO`).
_SHARE = re.compile(r"\d\s*(?:wt|vol|mol|at)?\s*\.?\s*%\s*\S")
# `copper-free`, `Cu-free`: an element left out, by its name or its symbol.
_FREE_OF = re.compile(r"^([A-Za-z]+)-free$")


def split_gloss(key: str) -> tuple[str, str] | None:
    """`P-Cu10 (10 wt% copper fibre)` -> (`P-Cu10`, `10 wt% copper fibre`); None for a key without both."""
    if (found := _GLOSSED.match(key)) is None or not _CODE_SHAPE.fullmatch(found.group(1)) or written_as_formula(found.group(1)):
        return None  # a formula (`SrTiO3 (woven ribbons)`) is chemistry, read by the formula rules
    return found.group(1), found.group(2).strip()


def gloss_reading(reference: str, test: str, decision: Decision, explain: KeyExplainer) -> Decision | None:
    """The best guess for a code against the code with its description, or a description against the other key's
    words stating the same parts; None when neither key is a glossed code or both are."""
    if decision.match:
        return None  # already the same: nothing to add
    ref_gloss, test_gloss = split_gloss(reference), split_gloss(test)
    if (ref_gloss is None) == (test_gloss is None):
        return None
    (code, gloss), other = (ref_gloss, test) if ref_gloss else (test_gloss, reference)
    if squeeze_plain(code).casefold() == squeeze_plain(other).casefold():
        why = f"{code!r} is the same sample code, one key adding its description ({gloss!r}): the best guess, unproven"
        return Decision(True, "glossed-code", why, certain=False)
    if _CODE_SHAPE.fullmatch(other.strip()) and " " not in other.strip():
        return None  # another code: the codes decide
    if not decision.certain and _SHARE.search(gloss) and (_same_parts(gloss, other) or explain(gloss, other)[0].match):
        why = f"{other!r} states the parts of {code!r} as its description does ({gloss!r}): the best guess, unproven"
        return Decision(True, "glossed-code", why, certain=False)
    return None


def _same_parts(one: str, other: str) -> bool:
    """The same quantities and words in any order (`10 wt% basalt fibre, copper-free`, `basalt fibre 10 wt%
    (Cu-free)`); an element left out by its name or its symbol is one part."""
    return bool(_parts(one)) and _parts(one) == _parts(other)


def _parts(text: str) -> Counter[str]:
    names = element_names()
    parts: Counter[str] = Counter()
    for canonical, _ in label_tokens(text):
        word = canonical.strip("()[]")
        if (free := _FREE_OF.match(word)) is not None:
            word = f"{names.get(free.group(1).lower(), free.group(1))}-free"
        parts[word if any(c.isupper() for c in word[1:]) or ":" in word else word.lower()] += 1
    return parts
