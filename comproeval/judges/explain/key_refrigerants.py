"""Composition keys written as refrigerant designations (`R-134a`, `HFC-134a`): compared by number, isomer letters
and stereo label, or by the formula the number encodes (`chem.formula.refrigerants`, ISO 817:2014)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.refrigerants import Refrigerant, halocarbon_formula, refrigerant

# A formula and nothing else (`CH2F2`, `C2HClF4`): what a halocarbon's number encodes is compared with it.
_PLAIN_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*)+")

Explain = Callable[[str, str], tuple[Decision, float]]


def refrigerants_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two designations: the same number and isomer letters are one substance whatever the prefix (`R` or `HFC`);
    another number or letter is another substance; a stereo label one key alone writes leaves it a guess. A designation
    against a plain formula: the formula the number encodes decides, certain only for one carbon (a methane has no
    isomers). None when neither key is a designation, or the other key is a name (`trans-…propene`)."""
    ref, tst = refrigerant(reference), refrigerant(test)
    if ref is None and tst is None:
        return None
    if ref is not None and tst is not None:
        return _designations(ref, tst)
    named, other = (ref, test) if ref else (tst, reference)
    if (encoded := halocarbon_formula(named)) is None or not _PLAIN_FORMULA.fullmatch(other.strip()):
        return None  # a name or a label beside the designation: the other readers weigh it
    again, distance = explain(encoded, test) if ref else explain(reference, encoded)
    if again.match:
        one_isomer = encoded.startswith("C") and not encoded[1:2].isdigit() and not named.letters
        why = f"{named.prefix}-{named.number}{named.letters} is {encoded} (ISO 817 numbering); {again.why}"
        return Decision(True, again.basis, why if one_isomer else f"{why}; a formula names no isomer: unproven", one_isomer), distance
    return Decision(False, again.basis, f"{named.prefix}-{named.number}{named.letters} is {encoded}; {again.why}", again.certain), distance


def _designations(ref: Refrigerant, tst: Refrigerant) -> tuple[Decision, float]:
    said = f"{ref.number}{ref.letters} against {tst.number}{tst.letters}"
    if (ref.number, ref.letters) != (tst.number, tst.letters):
        return Decision(False, "different-compound", f"refrigerant {said}: another substance (ISO 817)"), 1.5
    if ref.stereo != tst.stereo and None not in (ref.stereo, tst.stereo):
        return Decision(False, "different-compound", f"refrigerant {said}, ({ref.stereo}) against ({tst.stereo}): another stereoisomer"), 1.5
    if ref.stereo != tst.stereo:
        why = f"refrigerant {said}, a stereo label one key alone writes: the same, the best guess"
        return Decision(True, "same-designation", why, certain=False), 0.1
    return Decision(True, "same-designation", f"refrigerant {said} ({ref.prefix} and {tst.prefix} name one number, ISO 817)"), 0.0
