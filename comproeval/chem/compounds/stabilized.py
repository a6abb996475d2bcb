"""Stabilized zirconia written as a label or in words: `8YSZ`, `3Y-TZP`, `10ScSZ`, `ZrO2 (3 mol% Y2O3)`,
`8 mol% Y2O3-stabilized ZrO2`, `ZrO2-7 wt% Y2O3`, `yttria-stabilized zirconia (8 mol%)`.

The label's number is the amount of the stabilizing oxide, but its basis is a field's convention: mole percent for
electrolytes and implants (ISO 13356:2015, 3Y-TZP is ZrO2 with 3 mol% Y2O3; Badwal, Solid State Ionics 52 (1992) 23,
8YSZ), mass percent for thermal-barrier coatings (Clarke & Levi, Annu. Rev. Mater. Res. 33 (2003) 383: 7YSZ, 7 wt%
yttria). So a label and a written amount with the same number are the same material as the best guess, and only two
amounts stated on one basis prove the same or another material.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# the stabilizing oxides by the letters of the labels and by their names (Greenwood & Earnshaw, oxide trivial names)
_OXIDES = {"Y": "Y2O3", "Sc": "Sc2O3", "Ca": "CaO", "Mg": "MgO", "Ce": "CeO2"}
_OXIDE_NAMES = {"yttria": "Y2O3", "scandia": "Sc2O3", "calcia": "CaO", "magnesia": "MgO", "ceria": "CeO2"}
_OXIDE = r"(?P<oxide>Y2O3|Sc2O3|CaO|MgO|CeO2|yttria|scandia|calcia|magnesia|ceria)"
_AMOUNT = r"(?P<amount>\d+(?:\.\d+)?)\s*(?P<basis>mol|wt|m)?\.?\s*%"
_LABEL = re.compile(r"(?<![\w.])(?P<amount>\d+(?:\.\d+)?)\s*(?P<letters>Y|Sc|Ca|Mg|Ce)\s*-?\s*(?:SZ|TZP|PSZ|FSZ)(?![\w])")
_AMOUNT_OF_OXIDE = re.compile(rf"(?<![\w.]){_AMOUNT}\s*(?:of\s+)?{_OXIDE}(?![\w])", re.I)
_OXIDE_THEN_AMOUNT = re.compile(rf"{_OXIDE}[\s-]*(?:stabili[sz]ed|doped)\s+(?:zirconia|ZrO2)\s*[(\[]\s*{_AMOUNT}\s*[)\]]", re.I)
_LABEL_THEN_AMOUNT = re.compile(rf"(?<![\w.])(?P<letters>Y|Sc|Ca|Mg|Ce)\s*-?\s*(?:SZ|TZP|PSZ|FSZ)\s*[(\[]\s*{_AMOUNT}\s*[)\]]")
_HOST = re.compile(r"ZrO2|zirconia|(?:SZ|TZP|PSZ|FSZ)(?![\w])", re.I)
# words that say how the material is supplied, never what it is
_LEFT_OVER = re.compile(
    r"zirconia|ZrO2|stabili[sz]ed|doped|partially|fully|tetragonal|cubic|powders?|nanopowders?|spray|sprayed|"
    r"plasma|feedstock|ceramics?|coatings?|electrolytes?|sintered|targets?|pellets?|substrates?|particles?|nanoparticles?|commercial|"
    r"and|with|of|[-–—/()\[\],+\s]",
    re.I,
)


@dataclass(frozen=True)
class Stabilized:
    """ZrO2 with an amount of a stabilizing oxide; `basis` `mol` or `wt` when written, None for a label."""

    oxide: str
    amount: float
    basis: str | None


@lru_cache(maxsize=4096)
def stabilized_zirconia(text: str) -> Stabilized | None:
    """The stabilized zirconia an entry names, None unless the whole entry is one (a label or an amount of one
    stabilizing oxide in ZrO2, with supply words only)."""
    if not text or len(text) > 200 or not _HOST.search(text):
        return None
    found: list[tuple[re.Match, Stabilized]] = []
    for match in _LABEL.finditer(text):
        found.append((match, Stabilized(_OXIDES[match.group("letters")], float(match.group("amount")), None)))
    for match in _LABEL_THEN_AMOUNT.finditer(text):
        basis = {"m": "mol"}.get((match.group("basis") or "").lower(), (match.group("basis") or "").lower() or None)
        found.append((match, Stabilized(_OXIDES[match.group("letters")], float(match.group("amount")), basis)))
    for pattern in (_AMOUNT_OF_OXIDE, _OXIDE_THEN_AMOUNT):
        for match in pattern.finditer(text):
            oxide = _OXIDE_NAMES.get(match.group("oxide").lower(), match.group("oxide"))
            basis = {"m": "mol"}.get((match.group("basis") or "").lower(), (match.group("basis") or "").lower() or None)
            found.append((match, Stabilized(oxide, float(match.group("amount")), basis)))
    if len(found) != 1:
        return None
    match, reading = found[0]
    rest = text[: match.start()] + " " + text[match.end() :]
    return reading if not _LEFT_OVER.sub("", rest) else None


@dataclass(frozen=True)
class StabilizedReading:
    same: bool
    proven: bool
    why: str


def stabilized_reading(reference: str, test: str) -> StabilizedReading | None:
    """Two stabilized zirconias compared by oxide and amount; None unless both entries read as one."""
    ref, tst = stabilized_zirconia(reference), stabilized_zirconia(test)
    if ref is None or tst is None:
        return None
    if ref.oxide != tst.oxide:
        return StabilizedReading(False, True, f"zirconia stabilized by {ref.oxide} and by {tst.oxide}: two materials")
    one_basis = ref.basis is not None and ref.basis == tst.basis
    if abs(ref.amount - tst.amount) < 1e-9:
        if one_basis:
            return StabilizedReading(True, True, f"both are ZrO2 with {ref.amount:g} {ref.basis}% {ref.oxide}")
        why = f"both are ZrO2 with {ref.amount:g} % {ref.oxide}; a label's basis (mol% or wt%) is its field's convention"
        return StabilizedReading(True, False, why)
    amounts = f"ZrO2 with {ref.amount:g} and {tst.amount:g} % {ref.oxide}"
    if one_basis:
        return StabilizedReading(False, True, f"{amounts} ({ref.basis}%): two materials")
    return StabilizedReading(False, False, f"{amounts}, on bases not both stated: another material is the best guess")
