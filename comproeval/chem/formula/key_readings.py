"""What a composition key writes besides its formula that a formula reader may take for chemistry (issue 26).

- A number run into `C` or `K` after the formula (`BaTiO3 1300C`, `SnO2 600 C`) is a temperature (or a C-rate),
  a condition: never carbon or potassium.
- A one-element "formula" standing after a real one (`TiO2 P25`, `Fe3O4 N10`) is a grade or product code, not a
  second component.
- A pseudo-binary written without shares (`Li2S-P2S5`) and an intermetallic named without counts (`NiTi`, `FeCo`)
  name a system (IUPAC Red Book IR-3.4: a formula without subscripts states no stoichiometry for alloys and
  pseudo-binary systems), not equal shares.
- A number, a space and one element symbol in a key whose formula holds that element alone (`bias 500 V`,
  `1200 C`) is a value with its unit symbol (SI Brochure 9th ed., 5.4.3: a space between the number and the unit
  symbol), or at best a count of atoms a one-element composition drops: the number proves nothing either way.
- Layer counts, facets (Miller indices) and loadings are identity descriptors (thickness, surface, amount): a key
  that states one the other lacks names a sample the other does not pin down.
"""

from __future__ import annotations

import re

from pymatgen.core.periodic_table import Element

from ..text import normalize
from .conditions import split_conditions
from .grammar import valid_element

# `1300C`, `600 C`, `1600K` standing after the formula: a number and a temperature (or C-rate) symbol, nothing run on.
_TEMPERATURE = re.compile(r"(?<=\s)(\d+(?:\.\d+)?)\s?([CK])(?![\w°])")
# `P25`, `N10`, `A200`: an element symbol and a whole count standing alone after a formula (bracketed or not).
_NUMBER_SPACE_SYMBOL = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s+([A-Z][a-z]?)(?![\w])")
_CODE = re.compile(r"(?<=[\s(])\(?([A-Z][a-z]?)(\d+)\)?(?=\s|$|[,;])")
_PLAIN_FORMULA = re.compile(r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+")
_TERM = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?")
_LEADING_SHARE = re.compile(r"^\d+(?:\.\d+)?\s*")
# The smallest temperature in °C read as a firing or measuring temperature: below it `5C` is as likely a C-rate.
_HOTTEST_C_RATE = 100.0

_LAYERS = re.compile(r"\b(?:mono|bi|tri|few|multi|single|double)[\s-]?layers?\b|\b\d+\s?-?(?:L|layers?)\b", re.IGNORECASE)
_FACET = re.compile(r"(?<=[A-Za-z0-9\s])\(\s*-?\d\s?-?\d\s?-?\d(?:\s?-?\d)?\s*\)")
# A supported or coated material (`Pt/C`, `Au@SiO2`): the percentage it states is the loading.
_SUPPORTED = re.compile(r"[A-Za-z)\]]\s*[/@]\s*[A-Z(]")
_LOADING = re.compile(r"\d+(?:\.\d+)?\s*(?:wt|mol|at|vol)?\.?\s*%")


def _text(key: str) -> str:
    return normalize(key, {}, nfkc=True).strip()  # NFKC only: the key keeps its own characters


def _elements(formula: str) -> dict[str, float] | None:
    """A plain formula's element counts (`Ni50.8Ti49.2`); None when it is not one, or names no real element."""
    if not _PLAIN_FORMULA.fullmatch(formula):
        return None
    counts: dict[str, float] = {}
    for symbol, count in _TERM.findall(formula):
        if not valid_element(symbol):
            return None
        counts[symbol] = counts.get(symbol, 0.0) + float(count or 1)
    return counts


def written_temperatures(key: str) -> str:
    """The key with a temperature run into its unit (`BaTiO3 1300C`) written as a condition (`BaTiO3 (1300 °C)`);
    a small number before `C` may be a C-rate and is left as written."""

    text = _text(key)
    if not _TEMPERATURE.search(split_conditions(text)[0]):
        return text  # `ZnO annealed at 673 K`: the temperature is already read as a condition of a step

    def condition(match: re.Match[str]) -> str:
        number, unit = match.groups()
        if unit == "C" and float(number) < _HOTTEST_C_RATE:
            return match.group(0)
        return f"({number} {'°C' if unit == 'C' else 'K'})"

    return _TEMPERATURE.sub(condition, text)


def plain_formula(text: str) -> bool:
    """A formula of element symbols and counts alone (`Al2O3`, `ZrO2`), no name or label."""
    return _elements(text) is not None


def number_symbol_tokens(key: str) -> dict[str, str]:
    """`bias 500 V` -> {"500 V": "V"}: each number followed, after a space, by an element symbol standing alone; a
    value with its unit symbol whenever the symbol is the key's only element (`lone_symbol_quantities`)."""
    return {m.group(0): m.group(2) for m in _NUMBER_SPACE_SYMBOL.finditer(_text(key)) if valid_element(m.group(2))}


def condition_tokens(key: str) -> list[str]:
    """Number-and-symbol tokens after the formula (`1300C`, `1C`, `300K`): conditions, whatever a parser reads."""
    return [m.group(0).strip() for m in _TEMPERATURE.finditer(_text(key))]


def grade_codes(key: str) -> list[str]:
    """One-element tokens after a formula of several elements (`TiO2 P25`): product or grade codes, not components."""
    text = _text(key)
    first = text.split()[0] if text.split() else ""
    if len(_elements(first) or {}) < 2:
        return []
    return [m.group(0).strip("() ") for m in _CODE.finditer(text, len(first))]


def without_grade_codes(key: str) -> str:
    """The key with its grade codes left out (`TiO2 P25` -> `TiO2`)."""
    text = _text(key)
    first = text.split()[0] if text.split() else ""
    if not grade_codes(text):
        return text
    rest = _CODE.sub("", text[len(first) :])
    return re.sub(r"\s+", " ", first + rest).strip()


def system_parts(key: str) -> list[dict[str, float]] | None:
    """The components of a pseudo-binary (or -ternary) written without shares (`Li2S-P2S5`); None otherwise."""
    parts = re.split(r"\s*[-–]\s*", _text(key))
    if len(parts) < 2:
        return None
    read = [_elements(part) for part in parts]
    if any(r is None or len(r) < 2 or any(count % 1 for count in r.values()) for r in read):
        return None  # fractional subscripts write the shares into the end members (`Bi0.7FeO3-Ba0.3TiO3`)
    return [r for r in read if r is not None]


def intermetallic_name(key: str) -> frozenset[str] | None:
    """The metals of an alloy or intermetallic named without counts (`NiTi`, `FeCo`); None otherwise."""
    text = _text(key)
    counts = _elements(text)
    if counts is None or not 2 <= len(counts) <= 3 or any(ch.isdigit() for ch in text):
        return None
    if not all(Element(symbol).is_metal for symbol in counts):
        return None
    return frozenset(counts)


def in_atomic_percent(key: str) -> frozenset[str] | None:
    """The elements of an alloy written in atomic percent (`Ni50.8Ti49.2`: counts summing to 100); None otherwise."""
    counts = _elements(_text(key))
    if counts is None or len(counts) < 2 or abs(sum(counts.values()) - 100) > 1.5:
        return None
    return frozenset(counts)


def system_elements(key: str) -> frozenset[str]:
    """Every element a key writes, shares and separators aside (`75Li2S-25P2S5` -> Li, S, P)."""
    parts = re.split(r"\s*[-–/]\s*", _text(key))
    elements: set[str] = set()
    for part in parts:
        read = _elements(_LEADING_SHARE.sub("", part))
        if read is None:
            return frozenset()
        elements.update(read)
    return frozenset(elements)


def identity_descriptors(key: str) -> dict[str, str]:
    """The layer count, facet and loading a key states, by kind (`MoS2 monolayer` -> {'layers': 'monolayer'})."""
    text = _text(key)
    found = {kind: m.group(0) for kind, pattern in (("layers", _LAYERS), ("facet", _FACET), ("loading", _LOADING)) if (m := pattern.search(text))}
    if "loading" in found and (not _SUPPORTED.search(text) or not float(re.match(r"[\d.]+", found["loading"]).group(0))):
        del found["loading"]  # a dopant amount (read by the formula rules) or none
    return found


def unstated_descriptor(reference: str, test: str) -> str | None:
    """An identity descriptor one key states and the other does not (`MoS2` / `MoS2 monolayer`): the first found."""
    ref, tst = identity_descriptors(reference), identity_descriptors(test)
    for kind in ("layers", "facet", "loading"):
        if (kind in ref) != (kind in tst):
            lacking = test if kind in ref else reference
            if kind == "loading" and re.search(r"[%=:]", lacking):
                continue  # a share or ratio written another way (`60:40`, `Nb/Ti = 0.02`): the mixture rules read it
            return ref.get(kind) or tst.get(kind)
    return None


_LABEL_RATIO = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)+)(?![\w.])")
_WRITTEN_AMOUNT = re.compile(r"[A-Z][a-z]?(\d+/\d+|\d+(?:\.\d+)?)?|[)\]](\d+/\d+|\d+(?:\.\d+)?)")


def _proportional(run: list[float], ratio: list[float]) -> bool:
    return all(run) and all(abs(a / run[0] - b / ratio[0]) <= 1e-6 * max(1.0, b / ratio[0]) for a, b in zip(run, ratio, strict=True))


def label_ratio_written(reference: str, test: str) -> bool | None:
    """`PZT 52/48` against `PbZr0.52Ti0.48O3`: a ratio in the reference's label that the test's formula writes as
    amounts of neighbouring elements (True in the label's order, False reversed) defines, not drops, the label
    (Jaffe, Cook & Jaffe, Piezoelectric Ceramics (1971): PZT x/y is Zr/Ti = x/y); None when the formula does not."""
    found = _LABEL_RATIO.search(_text(reference))
    if found is None:
        return None
    ratio = [float(n) for n in re.split(r"\s*/\s*", found.group(1))]
    amounts = []
    for match in _WRITTEN_AMOUNT.finditer(_text(test)):
        written = match.group(1) or match.group(2) or "1"
        top, _, bottom = written.partition("/")
        amounts.append(float(top or 1) / float(bottom or 1))
    runs = [amounts[i : i + len(ratio)] for i in range(len(amounts) - len(ratio) + 1)]
    if any(_proportional(run, ratio) for run in runs):
        return True
    if any(_proportional(run, ratio[::-1]) for run in runs):
        return False
    return None
