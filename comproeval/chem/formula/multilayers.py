"""A periodic multilayer (superlattice) written as its repeated stack and its number of periods.

`[Mo/Si]40`, `(Co/Pt)×5`, `[W/B4C]_60`, `Mo/Si, N = 50`, `SiO2/TiO2 (10 pairs)` name one stack of layers repeated N
times: a superlattice is a periodic structure of alternating layers (IUPAC Gold Book, "superlattice"), and thin-film
physics writes it `[A/B]N` or `(A/B)×N`, N the number of periods or bilayers (E. Spiller, *Soft X-ray Optics*, SPIE
1994, ch. 7; the `N` of a multilayer mirror's period count). The count is part of the sample (another N is another
mirror), never a subscript of the layers' formula, and a `N =` or `n =` written beside the layers is that count, not
nitrogen.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..text import FORMULA_CHARS, normalize
from .amounts import ParseError
from .conditions import split_conditions
from .grammar import matching_bracket

# After a bracketed stack: its count, run on (`]40`), as a subscript (`]_40`, `]_{40}`) or multiplied (`]×40`, `] x 40`).
_COUNT_AFTER_RE = re.compile(r"\s*(?:[×xX*]\s*|_\{?)?(\d+)\}?(?![\w.%])")
# A count written as a condition: `N = 50`, `n=20`, `40 periods`, `10 bilayers`, `20 pairs`, `×40`, `10 BL`.
_COUNT_CLAUSE_RE = re.compile(r"^(?:[Nn]\s*=\s*(\d+)|(\d+)\s*(?:BL|periods?|bilayers?|(?:layer\s+)?pairs?|repeats?|repetitions?)|[×x]\s*(\d+))$")


# A count written before the layers: `10 BL CH/APP`, `20 bilayers of PAH/PSS`, `40 periods Mo/Si` (BL: bilayer).
_COUNT_BEFORE_RE = re.compile(r"^(\d+)\s*(?:BL|bilayers?|periods?)\s+(?:of\s+)?(\S+)(.*)$")


@dataclass(frozen=True)
class Stack:
    """The layers of one period as written, the number of periods (None: unstated) and the key's other text."""

    layers: tuple[str, ...]
    periods: int | None
    rest: str

    def without_count(self) -> str:
        """The key with its count taken out: the layers, then what else it writes (`Mo/Si, d = 6.9 nm`)."""
        return ", ".join(part for part in ("/".join(self.layers), self.rest) if part)


def top_level_split(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char in "([{"
        depth -= char in ")]}"
        if char == "/" and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    return [*parts, text[start:].strip()]


def _layers(parts: list[str]) -> bool:
    """Two or more layers, each a material's name or formula (`Bi1/2` of `(Bi1/2K1/2)2` is a fraction, no layer)."""
    return len(parts) >= 2 and all(re.match(r"[A-Za-z(\[]", part) for part in parts)


def _bracketed(text: str) -> Stack | None:
    """`[Mo/Si]40 on Si`: the first bracket holding layers set apart by `/` and followed by a count."""
    for start, char in enumerate(text):
        if char not in "([":
            continue
        try:
            end = matching_bracket(text, start)
        except ParseError:
            return None
        layers = top_level_split(text[start + 1 : end])
        count = _COUNT_AFTER_RE.match(text, end + 1)
        if count is not None and _layers(layers) and (start == 0 or not text[start - 1].isalnum()):
            rest = f"{text[:start]} {text[count.end() :]}".strip(" ,;")
            return Stack(tuple(layers), int(count.group(1)), re.sub(r"\s+", " ", rest))
    return None


@functools.lru_cache(maxsize=65536)
def read_stack(key: str) -> Stack | None:
    """The multilayer a key writes with its number of periods; None when it writes no count of a layer stack."""
    if not isinstance(key, str):
        return None
    text = normalize(key, FORMULA_CHARS).strip()
    if (stack := _bracketed(text)) is not None:
        return stack
    if (before := _COUNT_BEFORE_RE.match(text)) is not None and _layers(layers := top_level_split(before.group(2))):
        return Stack(tuple(layers), int(before.group(1)), before.group(3).strip(" ,;"))
    base, clauses = split_conditions(text)
    counts = [m for m in map(_COUNT_CLAUSE_RE.match, (c.strip() for c in clauses)) if m is not None]
    layers = top_level_split(base)
    if len(counts) != 1 or not _layers(layers) or " " in base:
        return None
    periods = int(next(g for g in counts[0].groups() if g))
    rest = ", ".join(c for c in clauses if not _COUNT_CLAUSE_RE.match(c.strip()))
    return Stack(tuple(layers), periods, rest)


# Parts joined by `/` with no space (`Ni/Au`, `Ta/CoFeB/MgO`), each starting with a letter: layers, a support or a list.
# A layer may be a blend written with a colon between names (`PEDOT:PSS`, `P3HT:PCBM`); a colon before a number is a
# ratio, which `_ORDERED_BY_NUMBERS_RE` reads.
_PART = r"[A-Za-z](?:[\w.()]|:(?=[A-Za-z]))*"
_SLASH_RUN_RE = re.compile(rf"(?<![\w/:]){_PART}(?:/{_PART})+(?![\w/:])")
# A ratio or a pair of values written with `/` or `:` (`70/30`, `1:1`, `900 °C/2 h`), or a quotient given a value
# (`Zn/Hmim = 70`, `Si/Al 15`): it names the parts in their order. A formula's own counts (`Sb2Se3`, `SiO2`) are no
# value: the value follows the quotient after `=` or a space.
_ORDERED_BY_NUMBERS_RE = re.compile(r"\d\s*[/:]\s*\d|[/:]\s*\d|(?<![\w.])\d[\d.]*\s*[/:]|/[A-Za-z][\w.()]*?(?:\s*=\s*|\s+)\d")


def _either_end(text: str) -> str:
    """The key with each run of slash-joined parts written from its lesser end (`Au/Ni` for `Ni/Au` and `Au/Ni`)."""
    return _SLASH_RUN_RE.sub(lambda m: min(m.group(0), "/".join(reversed(m.group(0).split("/")))), text)


def slash_reversed(reference: str, test: str, least: int = 2) -> bool:
    """The keys differ only in runs of slash-joined parts written from the other end (`Ni/Au-PMMA`, `Au/Ni-PMMA`,
    `FTO/CdS/CdTe/Au` and `Au/CdTe/CdS/FTO`).

    A `/` joins layers in growth order or from the top, a metal and its support, or a list, and nothing in the key says
    which: reversed, the parts are one stack written from the other side. No key with a number beside a `/` or
    `:`, or a quotient set equal to a value, is read so: a ratio (`70/30`, `Si/Al 15`) fixes its parts' order. Every
    reversed run holds at least `least` parts."""
    texts = [normalize(key, FORMULA_CHARS).strip() for key in (reference, test)]
    if texts[0] == texts[1] or any(_ORDERED_BY_NUMBERS_RE.search(text) for text in texts):
        return False
    runs = [(m.group(0), n.group(0)) for m, n in zip(_SLASH_RUN_RE.finditer(texts[0]), _SLASH_RUN_RE.finditer(texts[1]), strict=False)]
    if any(a != b and a.count("/") + 1 < least for a, b in runs):
        return False
    return _either_end(texts[0]) == _either_end(texts[1])
