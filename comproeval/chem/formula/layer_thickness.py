"""A stack of layers written with each layer's thickness (`10 nm Al2O3 / 75 nm SiNx`, `Al2O3 (10 nm)/SiNx (75 nm)`).

A thin-film stack names its layers in order, set apart by `/`, and may state each layer's thickness as a length before
the layer, after it or in brackets after it: a thickness is a quantity of that layer (a length, SI Brochure 9th ed.
2.3.1; ISO 80000-3 item 3-1.4 thickness), not a count of a formula, so `10 nm Al2O3` is not Al2O3 with a subscript.
Read so, two stacks are compared layer by layer in layer order, each thickness as a quantity by pint (`0.075 µm` is
`75 nm`), wherever the key writes it. Only a stack whose every quantity is a length is read; anything else (a loading in
wt%, an annealing temperature) is left to the other rules.

A stack may also write each thickness as a bare number in brackets (`Ta(5)/CoFeB(1.2)/MgO(2)`), its unit said once
elsewhere (`thicknesses in nm`): a number alone is no quantity (SI Brochure 9th ed. 5.4.1: a value is a number times
a unit), so against a stack that writes its units it is read in those units, and whatever follows is the best guess.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..text import FORMULA_CHARS, normalize
from ..units import unit_conversion
from .grammar import valid_element
from .multilayers import top_level_split
from .share_bases import NUMBER

# A number and one unit word after it (`10 nm`, `10nm`, `1.5 µm`, `30 Å`, `10-nm-thick`): a length if pint reads it so.
# A number that closes a ratio (`1:1`, `70/30`) is a share, not a length, and `in` before a word (`1:1 in EtOAc`) is
# the preposition, not the inch.
_QUANTITY_RE = re.compile(rf"(?<![\w.:/])(?<![:/]\s)({NUMBER})\s*-?\s*(in(?=\s*[^\sA-Za-z]|\s*$)|(?!in\b)[A-Za-zµμÅ]+)(?![\w.])")
# `10-nm-thick`, `10 nm thick`: the word that says the length is the layer's thickness.
_THICK_RE = re.compile(r"(?<![\w])-?thick(?:ness)?\b", re.I)
# A unit of time standing alone after a slash (`/h`, `/min`, `/s`): the denominator of a rate.
_TIME_UNIT_RE = re.compile(r"(?:s|min|h|d)(?:\b.*)?")
_EMPTY_BRACKETS_RE = re.compile(r"[(\[]\s*[,;]?\s*[)\]]")


@dataclass(frozen=True)
class Layer:
    """One layer: its material as written with the thickness taken out, and the thickness (value, unit) or None."""

    material: str
    thickness: tuple[float, str] | None


def _length(unit: str) -> bool:
    """A unit pint reads as a length, never an element symbol (`5 Tm` is thulium written after a count, not 5 Tm)."""
    return unit_conversion(unit, "m") is not None and not valid_element(unit)


@functools.lru_cache(maxsize=65536)
def read_layers(key: str) -> tuple[Layer, ...] | None:
    """The key's layers in order with their thicknesses: two layers or more, at least one with a thickness, every
    quantity a length and at most one per layer; None otherwise."""
    if not isinstance(key, str):
        return None
    parts = top_level_split(normalize(key, FORMULA_CHARS).strip())
    if len(parts) < 2:
        return None
    if any(_TIME_UNIT_RE.fullmatch(part) for part in parts[1:]):
        return None  # `0.5 mm/h`: a rate, a length per time (SI Brochure 9th ed. 5.4.6), no layer after the slash
    layers = []
    for part in parts:
        quantities = [(float(m.group(1)), m.group(2)) for m in _QUANTITY_RE.finditer(part)]
        if len(quantities) > 1 or not all(_length(unit) for _, unit in quantities) or re.search(r"\d\s*%", part):
            return None
        rest = _QUANTITY_RE.sub(" ", part)
        material = re.sub(r"\s+", " ", _EMPTY_BRACKETS_RE.sub(" ", _THICK_RE.sub(" ", rest))).strip(" ,;-")
        if not re.match(r"[A-Za-z(\[]", material) or "/" in material or not _balanced(material):
            return None  # `Ti (100/5 nm)`: thicknesses of several layers in one bracket are not read
        layers.append(Layer(material, quantities[0] if quantities else None))
    return tuple(layers) if any(layer.thickness for layer in layers) else None


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += char in "(["
        depth -= char in ")]"
        if depth < 0:
            return False
    return depth == 0


# One layer written `CoFe(2)`: a material, then its thickness as a bare number in brackets.
_BARE_LAYER_RE = re.compile(rf"([A-Za-z][^()\[\]/]*?)\s*\(\s*({NUMBER})\s*\)")


def bare_numbers_read(bare: str, measured: tuple[Layer, ...]) -> tuple[Layer, ...] | None:
    """The layers of a stack whose every layer writes its thickness as a bare bracketed number (`CoFe(2)/Ru(0.45)`),
    each number read in the unit of the same layer of `measured` (a stack that writes its units); None unless every
    layer is so written and the stacks have as many layers."""
    if not isinstance(bare, str):
        return None
    parts = top_level_split(normalize(bare, FORMULA_CHARS).strip())
    matches = [_BARE_LAYER_RE.fullmatch(part) for part in parts]
    if len(parts) < 2 or len(parts) != len(measured) or not all(matches):
        return None
    layers = []
    for match, other in zip(matches, measured, strict=True):
        unit = other.thickness[1] if other.thickness else ""  # no unit to read it in: a thickness one key alone states
        layers.append(Layer(match.group(1).strip(), (float(match.group(2)), unit)))
    return tuple(layers)
