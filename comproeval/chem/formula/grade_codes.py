"""Tokens that read as one element with a count but are grade or sample codes (issue 26): `N330`, `P91`, `H13`, `V1`.

A formula writes one element with a count only for a molecule of the element (IUPAC Red Book 2005, IR-3.4:
`N2`, `S8`, `C60`); standing alone beside other parts of a key (`NR/N330`, `P91 steel`), such a token is far more
often a code: a carbon-black grade (ASTM D1765: `N330`, `N550`), a steel or alloy grade (`P91`, `H13`, `C45`), a
defect or site label (`V1`). Read as chemistry, two codes of one letter are one element and so "the same
composition". Two keys that write different such tokens name different grades or samples as far as anyone can
tell from the text: the best guess is another sample, never a proven one; one key alone writing such a token
leaves a match on its reading unproven.
"""

from __future__ import annotations

import re

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions
from .grammar import valid_element

# A token ends at a space, a slash, a comma or the end, or at a hyphen before another part (`N330-filled`); one
# followed by a bracket, a variable or a charge is part of a formula (`Ca10(PO4)6`, `Sr1-xLax`, `Eu3+`).
_CODE_RE = re.compile(r"(?<![\w.+\-−)\]])([A-Z][a-z]?)(\d+)(?=$|[\s,;]|/(?!\d)|[-–](?:[A-Z]|[a-z]{3,}))")


def element_count_codes(key: str) -> tuple[str, ...]:
    """The tokens of a key's material that are one element symbol and a count (`N330` of `NR/N330 (20 phr)`), sorted."""
    material = normalize(split_conditions(key)[0], FORMULA_CHARS)
    return tuple(sorted(m.group(0) for m in _CODE_RE.finditer(material) if valid_element(m.group(1))))


def code_tokens_differ(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Both keys' element-count codes when each key writes some and they differ (`N330`, `N550`); else None."""
    ref, test_codes = element_count_codes(reference), element_count_codes(test)
    return (ref, test_codes) if ref and test_codes and ref != test_codes else None


def one_sided_code(reference: str, test: str) -> str | None:
    """An element-count code one key writes and the other does not mention at all (`P91 steel`, `9Cr steel`)."""
    ref, test_codes = element_count_codes(reference), element_count_codes(test)
    if bool(ref) == bool(test_codes):
        return None
    return (ref or test_codes)[0]
