"""Bracketed annotations of a composition key (`(textured)`, `(R phase, E = 0.2 MV/m)`, `[001]c`, an alias like
`(BTO)`): words about the sample, taken out before its formula is read; a bracket of weighted formulas stays.

Moved out of `parse` (stop 41), unchanged.
"""

from __future__ import annotations

import re

from .amounts import ParseError
from .grammar import BRACKETS, matching_bracket

_ANNOTATION_WORDS_RE = re.compile(r"[a-z]{3,}|\s|[,:=;]")


def extract_annotations(text: str) -> tuple[str, list[str]]:
    """Remove bracketed annotations (`(textured)`, `(R phase, E = 0.2 MV/m)`, `[001]c`, an alias like `(BTO)`)."""
    descriptors = []
    index = 0
    while index < len(text):
        char = text[index]
        if char not in BRACKETS:
            index += 1
            continue
        try:
            end = matching_bracket(text, index)
        except ParseError:
            break
        content = text[index + 1 : end]
        spaced = index == 0 or text[index - 1] == " "
        at_end = text[end + 1 :].strip() == ""
        miller = re.fullmatch(r"\d{3}", content) and re.match(r"[a-z]?(\s|$)", text[end + 1 :])
        element_list = re.fullmatch(r"[A-Z][a-z]?(\s*,\s*[A-Z][a-z]?)+", content)
        annotation = not element_list and (
            _ANNOTATION_WORDS_RE.search(content) or miller or (spaced and index > 0 and (not re.search(r"\d", content) or at_end))
        )
        if annotation and (not _is_formulaic(content) or (spaced and at_end and index > 0 and " " not in content)):
            stop = end + 1 + (len(re.match(r"[a-z]?", text[end + 1 :]).group()) if miller else 0)
            if not re.fullmatch(r"[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*", content) or re.search(r"[a-z]{3,}", content):
                descriptors.append(content)
            text = (text[:index] + " " + text[stop:]).strip()
            continue
        index = end + 1
    return text, descriptors


def _is_formulaic(content: str) -> bool:
    """A bracket body with separators between weighted formulas is chemistry even if spaced: `(0.8A - 0.2B)`."""
    weighted = r"[\d.\s]*[A-Z][A-Za-z0-9./()\s]*([-+][\d.\s]*[A-Z][A-Za-z0-9./()\s]*)+"
    return bool(re.fullmatch(weighted, content)) and not re.search(r"[a-z]{3,}", content)
