"""A bracketed element list written alike by two keys (`GaAs(Cs,O)`, `Pb(Zr,Ti)O3`): the same, so what else is
written decides.

A comma list of element symbols in brackets states elements without amounts: a site shared in unstated proportions
(IUPAC Red Book 2005, IR-11.4, solid solutions) or a surface layer (`(Cs,O)`, a caesium–oxygen activation layer).
Read alone it leaves the formula an element set; two keys that write the same list agree on it, and the amounts
they write around it (`Al0.3Ga0.7As`, `Al0.7Ga0.3As`) still say whether they are one sample.
"""

from __future__ import annotations

import re

# `(Cs,O)`, `(Zr, Ti)2`: two or more element symbols, comma-separated, in brackets, with a count that may follow.
_ELEMENT_LIST = re.compile(r"\(\s*[A-Z][a-z]?(?:\s*,\s*[A-Z][a-z]?)+\s*\)(?:\d+(?:\.\d+)?)?")


def _lists(key: str) -> list[str]:
    return sorted(re.sub(r"\s+", "", found) for found in _ELEMENT_LIST.findall(key))


def without_shared_lists(reference: str, test: str) -> tuple[str, str, str] | None:
    """Both keys with their element lists taken off, and the lists (`(Cs,O)`), when both write the same lists and
    something besides; None otherwise."""
    lists = _lists(reference)
    if not lists or lists != _lists(test):
        return None
    rests = [_ELEMENT_LIST.sub("", key).strip() for key in (reference, test)]
    if not all(re.search(r"[A-Z]", rest) for rest in rests):
        return None
    return rests[0], rests[1], ", ".join(dict.fromkeys(lists))
