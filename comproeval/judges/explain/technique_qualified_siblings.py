"""One technique qualified two ways (`AC`/`DC magnetometry`, `NH3-`/`CO2-TPD`, `rotational`/`capillary viscometer`):
siblings under one parent, one measurement in other words, or the same technique the best guess
(`technique_lists.explain_technique` asks this once both entries read as one concept)."""

from __future__ import annotations

import re

from ...chem import compounds, route_words, technique_qualifiers
from ...chem.decision import Decision


def qualified_siblings(reference: str, test: str, ref_words: tuple[str, ...], test_words: tuple[str, ...]) -> Decision | None:
    """One technique qualified by two different acronyms or formulas (`AC`/`DC magnetometry`, `NH3-`/`CO2-TPD`):
    siblings under one parent, not one measurement (issue 26: hierarchies answer three ways). Two probe molecules
    prove it; two acronyms are the best guess (a letter of an acronym is a word). Qualifiers in words before two
    instruments (`rotational rheometer`, `capillary viscometer`) name two kinds of instrument: siblings the best guess;
    before a method's name they are as often a paraphrase of one measurement: None, the reading stands."""
    written = [_written_qualifier(text, words) for text, words in ((reference, ref_words), (test, test_words))]
    if not all(written):
        instruments = technique_qualifiers.qualified_instrument(reference) and technique_qualifiers.qualified_instrument(test)
        if not instruments and (modes := technique_qualifiers.loading_modes(ref_words, test_words)):
            why = f"{reference!r} and {test!r} load the specimen in two modes ({modes[0]}, {modes[1]})"
            return Decision(False, "sibling-qualifier", f"{why}: two kinds of one method are the best guess", certain=False)
        named = technique_qualifiers.named_words(reference) | technique_qualifiers.named_words(test)
        dropped = set(technique_qualifiers.dropped_words(reference)) | set(technique_qualifiers.dropped_words(test))
        ref_words, test_words = (tuple(w for w in words if w not in named and w in dropped) for words in (ref_words, test_words))
        if not ref_words or not test_words:
            return None  # a word of the technique's own names (`magnetic susceptibility`) restates it
        if not instruments or any(route_words.related_words(a, b) for a in ref_words for b in test_words):
            # before a method's name words are as often a paraphrase (`afterglow`, `persistent luminescence decay`) as
            # a kind: the reading is incomplete (issue 26 item 3), the same technique only the best guess; kinds the
            # data reads (`technique_kinds.json`: pencil and pendulum hardness) are told apart before this
            why = f"{reference!r} and {test!r} qualify one technique as {' '.join(ref_words)!r} and {' '.join(test_words)!r}"
            why += ", which the rules do not read: a paraphrase or two kinds, the same technique is the best guess"
            return Decision(True, "unread-qualifiers", why, certain=False)
        why = f"{reference!r} and {test!r} qualify one technique as {' '.join(ref_words)!r} and {' '.join(test_words)!r}"
        return Decision(False, "sibling-qualifier", f"{why}: siblings under one parent, or one measurement in other words", certain=False)
    why = f"{reference!r} and {test!r} qualify one technique as {written[0]!r} and {written[1]!r}"
    probes = [w if compounds.compound_formula(w) is not None and re.search(r"\d|[A-Z].*[A-Z]", w) else None for w in written]
    if all(probes) and not compounds.same_compound(*probes):
        return Decision(False, "sibling-probe", f"{why}: two probe molecules")
    return Decision(False, "sibling-qualifier", f"{why}: siblings under one parent are the best guess", certain=False)


def _written_qualifier(text: str, words: tuple[str, ...]) -> str | None:
    """The qualifier as the entry writes it, when it is one acronym or formula in capitals (`AC`, `NH3`, `CO2`)."""
    if len(words) != 1:
        return None
    written = re.search(rf"(?<![A-Za-z0-9]){re.escape(words[0])}(?![A-Za-z0-9])", text, re.I)
    token = written.group(0) if written else ""
    return token if re.fullmatch(r"(?:[A-Z][a-z]?\d*){1,4}", token) and re.search(r"\d|[A-Z].*[A-Z]", token) else None
