"""The name a key writes before a condition's value (issue 26): `E 111 = 0.23 MV/m`, `d33 = 500 pC/N`, `T = 300 K`.

A short symbol, perhaps with index digits (a field along [111], a tensor component d33 or k31: IUPAC Green Book
§1.3, symbols of physical quantities and their subscripts), set before `=` names the quantity that follows; its
digits are indices, not a value. A key that writes the value without that name or its unit (`0.23`) states the
same quantity when its one bare number is the value the other key names.
"""

from __future__ import annotations

import dataclasses
import re

# `E 111 =`, `E111 =`, `d33 =`, `k_31 =`, `Tc =`: one to three letters, perhaps index digits, then `=` and a number.
_LABEL_RE = re.compile(r"(?<![\w.\-/])([A-Za-z]{1,3})[\s_]?(\d{1,3})?\s*=\s*(?=[\d.])")

# Single capitals joined by hyphens (`L-T`, `T-L`, `S-L`: ASTM E399 specimen orientation codes, the normal to the crack
# plane, then the direction of crack growth): one ordered code, never single letters or words; the same letters in
# another order are another code.
LETTER_CODE = r"(?<![\w\-])[A-Z](?:-[A-Z])+(?![\w\-])"
LETTER_CODE_RE = re.compile(LETTER_CODE)


def take_labels(text: str) -> tuple[str, tuple[str, ...]]:
    """The text with each quantity's name removed, and the names (`E111`, `d33`)."""
    labels = tuple(f"{m.group(1)}{m.group(2) or ''}" for m in _LABEL_RE.finditer(text))
    return _LABEL_RE.sub(" ", text), labels


def labels_differ(ref, tst) -> tuple[str, bool] | None:
    """`d33 = 500 pC/N` against `d31 = 500 pC/N`: quantities of other names are other properties or directions;
    the best guess another sample (a symbol's case and indices vary between papers)."""
    if ref.labels and tst.labels and not set(ref.labels) & set(tst.labels):
        return f"the quantities are named differently: {', '.join(ref.labels)} against {', '.join(tst.labels)}", False
    return None


def adopt_unit(one, other):
    """`(…, 0.23)` against `(…, E 111 = 0.23 MV/m)`: a key's one bare number set against the other key's one quantity
    of a kind it does not state reads as that quantity with its unit left out. Returns (one, value_agrees) with the
    number turned into the quantity, or (one, None) when there is no such pair."""
    if len(one.numbers) != 1 or other.numbers or len(other.quantities) != 1 or one.quantities:
        return one, None
    value, unit = other.quantities[0]
    if unit == "room" or unit.endswith("%"):
        return one, None
    agrees = abs(one.numbers[0] - value) <= 1e-9 * max(1.0, abs(value))
    return dataclasses.replace(one, numbers=(), quantities=((one.numbers[0], unit),)), agrees
