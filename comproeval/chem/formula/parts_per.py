"""A share in parts per million or billion written as a term of a balance designation (`Zn-500 ppm Ni`, `Al-5Zn-200
wppm In`): the per cent it is, written as the designation writes its shares (`Zn-0.05Ni`).

A ppm is 10^-6 and a ppb 10^-9 of a quantity the key must name (IUPAC Green Book 3rd ed. 2.10 and 3.10), so 1 ppm is
10^-4 per cent of the same basis: `500 ppm` is `0.05 %`. A bare share of a balance designation (`Zn-0.05Ni`, ISO 209,
ASM Handbook vol. 2) is a per cent of unstated basis, mass by convention, as a bare ppm is; a ppm by mass (`wppm`,
`ppmw`, `wt ppm`, `mass ppm`) and a ppm by atoms (`appm`, `ppma`, `at. ppm`) keep their basis as `wt.%` and `at.%`.
Only a term after the hyphen of a designation is read: a ppm beside a formula (`UO2 + 500 ppm Cr2O3`) or in a
condition (`H2S 10 ppm`) is a dopant's or a medium's amount, read by `conditions`.
"""

from __future__ import annotations

import re
from fractions import Fraction

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_MASS = r"wt\.?|mass|w"
_ATOMS = r"at\.?|a"
# `Zn-500 ppm Ni`, `-200 wppm In`, `-1000 at. ppm B`, `-35 ppmw C`: after a symbol or a count and a hyphen, a number,
# its basis before or after `ppm`/`ppb`, then the one element it is a share of (a formula's share in ppm is by mass,
# which a formula's count is not: left to the other readers).
_TERM_RE = re.compile(rf"(?<=[A-Za-z\d])(\s*[-–]\s*)({_NUMBER})\s*(?:({_MASS}|{_ATOMS})\s*-?\s*)?(ppm|ppb)(w|a)?\s*(?=[A-Z][a-z]?(?![A-Za-z\d]))")
PERCENT_POWERS = {"ppm": 4, "ppb": 7}  # the powers of ten from a part to a per cent: 1 ppm = 10^-4 %


def decimal_written(value: Fraction) -> str:
    """A terminating fraction in decimals, none more than it needs (`1/20` -> `0.05`)."""
    places = 0
    while (value * 10**places).denominator != 1:
        places += 1
    digits = str((value * 10**places).numerator).rjust(places + 1, "0")
    return f"{digits[:-places]}.{digits[-places:]}" if places else digits


def _as_percent(match: re.Match[str]) -> str:
    separator, number, before, part, after = match.groups()
    percent = decimal_written(Fraction(number) / 10 ** PERCENT_POWERS[part])
    basis = (before or after or "").rstrip(".").lower()
    if basis in ("wt", "mass", "w"):
        return f"{separator}{percent} wt.% "
    if basis in ("at", "a"):
        return f"{separator}{percent} at.% "
    return f"{separator}{percent}"


# `300 ppm B`, `50 wt ppm MgO`: a part per million or billion written before the formula it is an amount of.
_OF_FORMULA_RE = re.compile(rf"(?<![\w.])(?:{_NUMBER})\s*(?:(?:{_MASS}|{_ATOMS})\s*-?\s*)?(?:ppm|ppb)[wa]?\s+([A-Z][A-Za-z0-9]*)")


def element_share(clause: str) -> tuple[Fraction, str] | None:
    """`8 ppm S` -> (0.0008, `S`): a whole clause that is a bare ppm or ppb of one element symbol, as the per cent it
    is (its basis unsaid); None for anything else (a formula, a stated basis, words beside)."""
    found = _OF_FORMULA_RE.fullmatch(clause.strip())
    if found is None or not re.fullmatch(r"[A-Z][a-z]?", found.group(1)) or re.search(rf"(?:{_MASS}|{_ATOMS})\s*-?\s*pp|pp[bm][wa]", found.group(0)):
        return None
    number, part = re.match(rf"({_NUMBER})\s*(ppm|ppb)", found.group(0)).groups()
    return Fraction(number) / 10 ** PERCENT_POWERS[part], found.group(1)


def parts_per_restated(reference: str, test: str) -> str | None:
    """An amount in ppm or ppb one key writes before a formula (`300 ppm B`) whose formula the other key writes
    with no ppm before it (`Ni-20Cr-0.03B`): a formula reader counts the formula after the ppm once and sets the
    number aside, so amounts it reads there apart or alike prove nothing. None otherwise (both keys writing their
    additions in ppm are read alike, each counted once)."""
    if "pp" not in reference + test:
        return None
    for one, other in ((reference, test), (test, reference)):
        rest = _OF_FORMULA_RE.sub(" ", other)
        for found in _OF_FORMULA_RE.finditer(one):
            if re.search(rf"{re.escape(found.group(1))}(?![a-z])", rest):  # a capital starts a symbol wherever it stands
                return " ".join(found.group(0).split())
            # `200 ppm O` against `200 ppm O2`: one element and its molecule (a dissolved element, a gas beside the
            # sample), each a ppm of its own; which the other key means is not read (`Fe` and `Fe2O3` are two additions)
            for beside in _OF_FORMULA_RE.finditer(other):
                if found.group(1) != beside.group(1) and len(symbols := _symbols(found.group(1))) == 1 and symbols == _symbols(beside.group(1)):
                    return " ".join(found.group(0).split())
    return None


def _symbols(formula: str) -> set[str]:
    return set(re.findall(r"[A-Z][a-z]?", formula))


# `250 wt ppm`, `200 wppm`, `50 ppmw`, `10 at. ppm`, `5 ppmv` anywhere: a ppm that states its basis is that basis's
# per cent (a bare ppm is left: its basis unsaid, the readers of amounts weigh it as a guess).
_STATED_RE = re.compile(rf"(?<![\w.])({_NUMBER})\s*(?:(wt\.?|mass|w|at\.?|a|vol\.?|v|mol\.?)\s*-?\s*(ppm|ppb)|(ppm|ppb)(w|a|v))(?![A-Za-z])")
_STATED_BASES = {"wt": "wt", "mass": "wt", "w": "wt", "at": "at", "a": "at", "vol": "vol", "v": "vol", "mol": "mol"}


def _stated_as_percent(match: re.Match[str]) -> str:
    number, before, part, part_after, after = match.groups()
    basis = _STATED_BASES[(before or after).rstrip(".").lower()]
    return f"{decimal_written(Fraction(number) / 10 ** PERCENT_POWERS[part or part_after])} {basis}%"


def parts_per_as_percent(text: str) -> str:
    """`Zn-500 ppm Ni` -> `Zn-0.05Ni`; `Al-5Zn-200 wppm In` -> `Al-5Zn-0.02 wt.% In`: each ppm or ppb share of a
    designation's term as the per cent it is, its basis kept; elsewhere a ppm with its basis as that basis's per cent
    (`Al2O3 + 250 wt ppm MgO` -> `Al2O3 + 0.025 wt% MgO`)."""
    return _STATED_RE.sub(_stated_as_percent, _TERM_RE.sub(_as_percent, text)) if "pp" in text else text


# A mass ratio written as a quotient of mass units (`3 mg/kg`, `20 g/t`, `2 kg/t`, `5 µg/g`, `4 g/kg`, `3 mg kg-1`):
# a mass fraction (IUPAC Green Book 3rd ed. 2.10: w = m_B/m, a quotient of masses whose units need not cancel in
# writing), so 1 mg/kg = 1 g/t = 1 µg/g = 10^-6 by mass, one part per million by mass (ppm by mass, 10^-4 %).
_MASS_RATIO_RE = re.compile(rf"(?<![\w.])({_NUMBER})\s*(mg|µg|μg|g|kg)\s*(?:/\s*(kg|g|t)|[\s·]\s*(kg|g|t)\s*(?:[-−⁻]\s*1|⁻¹))(?![\w/^])")
_MASS_UNITS = {
    "µg": Fraction(1, 10**9),
    "μg": Fraction(1, 10**9),
    "mg": Fraction(1, 10**6),
    "g": Fraction(1, 10**3),
    "kg": Fraction(1),
    "t": Fraction(1000),
}
# A per mille (`750‰`) is 10^-3 (ISO 80000-1:2009 annex C, `‰` for 0.001): a tenth of a per cent of the same basis.
_PER_MILLE_RE = re.compile(rf"(?<![\w.])({_NUMBER})\s*‰")
# A mass per hundred millilitres (`1 g/100 mL`) is the per cent weight in volume (USP General Notices 8.140).
_PER_HUNDRED_ML_RE = re.compile(rf"(?<![\w.])({_NUMBER})\s*g\s*/\s*100\s*mL\b")


def _mass_fraction(match: re.Match[str]) -> str:
    number, numerator = match.group(1), match.group(2)
    fraction = Fraction(number) * _MASS_UNITS[numerator] / _MASS_UNITS[match.group(3) or match.group(4)]
    if not Fraction(1, 10**9) <= fraction < 1 or not _ratio_is_fraction(number, fraction):
        return match.group(0)  # a share of a whole is below one
    return f"{decimal_written(fraction * 100)} wt%"


def _ratio_is_fraction(number: str, ratio: Fraction) -> bool:
    """A quotient of masses may be a mass ratio, of a component to the rest (`250 mg/g` taken up by an adsorbent),
    or a mass fraction, of a component to the whole: ζ and w = ζ/(1 + ζ) (IUPAC Green Book 3rd ed. 2.10). The two
    are one number only while ζ is small: the per cent is read when w, written in the key's own unit, rounds to the
    number as written (`300 mg/kg`, `3 mg/g`), never where they part (`250 mg/g`: 200 mg/g of the whole)."""
    digits = number.partition(".")[2]
    step = Fraction(1, 10 ** len(digits))
    return Fraction(number) * ratio / (1 + ratio) <= step / 2


def mass_fractions_as_percent(text: str) -> str:
    """`3 mg/kg` -> `0.0003 wt%`, `2 kg/t` -> `0.2 wt%`, `750‰` -> `75%`, `1 g/100 mL` -> `1% w/v`: a mass ratio as
    the per cent by mass it is, a per mille as the tenth of a per cent it is (its basis unsaid, as a bare `%`), a mass
    per hundred millilitres as its per cent weight in volume."""
    if "‰" in text:
        text = _PER_MILLE_RE.sub(lambda m: f"{decimal_written(Fraction(m.group(1)) / 10)}%", text)
    if "100" in text:
        text = _PER_HUNDRED_ML_RE.sub(lambda m: f"{m.group(1)}% w/v", text)
    return _MASS_RATIO_RE.sub(_mass_fraction, text) if "g" in text else text
