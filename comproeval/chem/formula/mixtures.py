"""Mixtures and composites written with their shares, in the several ways papers write one mixture (issue 26).

`A–B (70:30 wt%)`, `70 wt% A–30 wt% B` and `A–30 wt% B` state one mixture: the parts with their mass fractions
(IUPAC Green Book 2.10: mass, volume and amount fractions). After `–` a part written without its share is the
balance (the usual designation of ceramic and metallic mixtures); after `+` (`A + 20 wt% B`) the share may count
per the whole or per A, so the balance is the best guess. A share in ppm without a basis is 10^-4 % of an unstated
basis (by mass in most ceramics and fuels, by amount in others): a guess. Shares on another basis (wt% against
vol% or mol%) are another composition, unproven by the shares alone. A molar ratio of formulas
(`A/B (2:1 molar)`) is the formula sum `2A–1B`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions
from .share_bases import NUMBER, RATIO_BASES, UNIT_BASES, ratio_numbers

_BASIS = r"(?:(wt|vol|mol|v|m)\s*\.?\s*%|%\s*(wt|vol|mol)\b\.?|(ppm)|%)"
# `70 wt% A`, `500 ppm Cr2O3`, `20% Pt`: a share before its part.
_SHARED_PART_RE = re.compile(rf"^({NUMBER})\s*{_BASIS}\s*(?:of\s+)?(\S.*)$", re.I)
# `A 5 vol%` at the end of the material: a loading that does not say which part it is.
_TRAILING_RE = re.compile(rf"^(.*\S)\s+({NUMBER})\s*{_BASIS}$", re.I)
# `70:30 wt%`, `2:1 molar`, `1:3 by mass`: the shares of the parts in order, with their basis; `70/30` or `7:3`
# alone states the shares without their basis (blend ratios are most often by mass, but that is the best guess).
_RATIO_RE = re.compile(
    rf"^((?:{NUMBER})(?:\s*:\s*(?:{NUMBER}))+|(?:{NUMBER})(?:\s*/\s*(?:{NUMBER}))+)"
    r"\s*(?:(wt|vol|mol)\s*\.?\s*%|(?:by\s+)?(molar|mass|weight|volume|w/w|v/v|mol/mol))?$",
    re.I,
)
# Parts joined by `+`, `–`, `/`, ` - `, or `-` before a share (`A-30 wt% B`).
# A hyphen before a number splits only before a share (`A-30 wt% B`, `A-10B`), not inside a code (`ZIF-8`, `UiO-66`).
_SPLIT_RE = re.compile(r"\s+\+\s+|\s*[–/]\s*|\s+-\s+|-(?=\s*\d+(?:\.\d+)?\s*(?:(?:wt|vol|mol|at)\s*\.?\s*)?%|\d+(?:\.\d+)?[A-Za-z])")
# `(wt%)` after `30Fe2O3–70Al2O3`: the basis of shares run into their parts.
_BASIS_CLAUSE_RE = re.compile(r"^(?:(wt|vol|mol)\s*\.?\s*%|%\s*(wt|vol|mol)\.?)$", re.I)
_RUN_IN_RE = re.compile(rf"^({NUMBER})\s*([A-Za-z(].*)$")
_LOADING_RE = re.compile(rf"^({NUMBER})\s*{_BASIS}$", re.I)


@dataclass(frozen=True)
class Mixture:
    """Parts in order with their shares (fractions of the whole, None when unstated), shares that name no part,
    the basis (wt, vol, mol; None when unstated), whether a share was inferred, and the other conditions."""

    parts: tuple[str, ...]
    shares: tuple[Fraction | None, ...]
    loose: tuple[Fraction, ...]
    basis: str | None
    guessed: bool
    rest: tuple[str, ...]
    stated: tuple[bool, ...] = ()
    ppm: bool = False
    from_ratio: bool = False


def _basis(match: re.Match, first: int) -> tuple[str | None, Fraction]:
    """The basis of a share and the scale of its number (`%` 1/100, `ppm` 1/10^6)."""
    word, after, ppm = match.group(first), match.group(first + 1), match.group(first + 2)
    if ppm:
        return None, Fraction(1, 10**6)
    return UNIT_BASES.get((word or after or "").lower()), Fraction(1, 100)


def _part(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip(" -")


@functools.lru_cache(maxsize=65536)
def read_mixture(key: str) -> Mixture | None:
    """The mixture a key states, or None when it names fewer than two parts or no share."""
    base, clauses = split_conditions(normalize(key, FORMULA_CHARS).strip())
    bases: set[str | None] = set()
    ppm = bool(re.search(r"\d\s*ppm\b", key))
    loose: list[Fraction] = []
    ratio: list[Fraction] = []
    rest: list[str] = []
    run_in: str | None = None
    for clause in clauses:
        if (found := _RATIO_RE.match(clause.strip())) and not ratio:
            ratio = ratio_numbers(found.group(1))
            bases.add(UNIT_BASES.get((found.group(2) or "").lower()) or RATIO_BASES.get((found.group(3) or "").lower()))
        elif found := _BASIS_CLAUSE_RE.match(clause.strip()):
            run_in = UNIT_BASES[(found.group(1) or found.group(2)).lower()]
        elif found := _LOADING_RE.match(clause.strip()):
            basis, scale = _basis(found, 2)
            bases.add(basis)
            loose.append(Fraction(found.group(1)) * scale)
        else:
            rest.append(" ".join(clause.split()))
    if found := _TRAILING_RE.match(base):
        base = found.group(1)
        basis, scale = _basis(found, 3)
        bases.add(basis)
        loose.append(Fraction(found.group(2)) * scale)
    pieces = [p for p in _SPLIT_RE.split(base) if p.strip()]
    if ratio and len(pieces) < len(ratio):  # `A-B (70:30 wt%)`: the ratio says how many parts the hyphens join
        pieces = [p for p in re.split(r"\s*-\s*", base) if p.strip()]
    if len(pieces) < 2:
        return None
    parts: list[str] = []
    shares: list[Fraction | None] = []
    for piece in pieces:
        if found := _SHARED_PART_RE.match(piece.strip()):
            basis, scale = _basis(found, 2)
            bases.add(basis)
            parts.append(_part(found.group(5)))
            shares.append(Fraction(found.group(1)) * scale)
        elif run_in and (found := _RUN_IN_RE.match(piece.strip())):
            bases.add(run_in)
            parts.append(_part(found.group(2)))
            shares.append(Fraction(found.group(1)) / 100)
        else:
            parts.append(_part(piece))
            shares.append(None)
    if any(not p or re.fullmatch(r"[\d.\s]*", p) or p.count("(") != p.count(")") for p in parts) or len(bases) > 1:
        return None
    basis = next(iter(bases), None)
    if ratio:
        if len(ratio) != len(parts) or any(s is not None for s in shares) or loose or not sum(ratio):
            return None
        shares = [n / sum(ratio) for n in ratio]
    if not any(s is not None for s in shares) and not loose:
        return None
    guessed = False
    stated_parts = tuple(s is not None for s in shares)
    unnamed = [i for i, s in enumerate(shares) if s is None]
    stated = sum(s for s in shares if s is not None)
    if len(unnamed) == 1 and not loose and stated < 1:
        shares[unnamed[0]] = 1 - stated
        guessed = " + " in base or basis is None
    return Mixture(tuple(parts), tuple(shares), tuple(loose), basis, guessed, tuple(rest), stated_parts, ppm, bool(ratio))


def molar_formula(key: str, unstated: bool = False) -> str | None:
    """`LiBH4/MgH2 (2:1 molar)` -> `2LiBH4-MgH2`: a molar ratio of parts as the formula sum it states; with
    `unstated`, a ratio written without its basis (`LiBH4/MgH2 (2:1)`) read the same way (the caller checks the parts
    are formulas: a ratio of formulas is an amount-of-substance ratio by default, IUPAC Green Book 2.10)."""
    mixture = read_mixture(key)
    if mixture is None or not mixture.from_ratio or mixture.rest or mixture.loose or None in mixture.shares:
        return None
    if mixture.basis != "mol" and not (unstated and mixture.basis is None):
        return None
    smallest = min(mixture.shares)
    coefficients = [format(float(s / smallest), ".10g") for s in mixture.shares]
    return "-".join(f"{'' if n == '1' else n}{p}" for n, p in zip(coefficients, mixture.parts))


MIXTURE_SAME = "the same parts in the same shares once the mixture notation is read (`A–B (70:30 wt%)` = `70 wt% A–30 wt% B`)"
MIXTURE_GUESSED = "the same parts and shares if the notations count alike (a balance after `+`, a share without its basis or part)"
MIXTURE_DIFFERS = "the same parts in other shares: another composition"
MIXTURE_BASES_DIFFER = "the same parts with shares on another basis (wt%, vol%, mol%): another composition"
MIXTURE_DIFFERS_GUESSED = "the same parts, the shares other or on another basis: another composition, unless the notations count differently"


def _unstated_ratio(mixture: Mixture) -> bool:
    """`A/B (70/30)`: the shares of every part as a ratio with no basis; against a stated basis only a guess."""
    return mixture.from_ratio and mixture.basis is None


def _label(part: str) -> str:
    return re.sub(r"[\s\-.]", "", part)


def compare_mixtures(reference: str, test: str) -> tuple[bool, str] | None:
    """Two keys that both read as mixtures of the same parts: (same, reason); None when either is not one, the
    parts differ, or they write other conditions."""
    ref, tst = read_mixture(reference), read_mixture(test)
    if ref is None or tst is None or ref.rest != tst.rest or {ref.basis, tst.basis} & {"mol"}:
        return None  # amount fractions: read as the formula they state (`rewrites`)
    order = {_label(p): i for i, p in enumerate(tst.parts)}
    if sorted(map(_label, ref.parts)) != sorted(order) or len(order) != len(tst.parts):
        return None
    paired = [(share, tst.shares[order[_label(part)]]) for part, share in zip(ref.parts, ref.shares)]
    # written alike (the same parts with a share, the same loose shares): a balance is counted alike on both sides
    alike = len(ref.loose) == len(tst.loose) and all(ref.stated[i] == tst.stated[order[_label(p)]] for i, p in enumerate(ref.parts))
    unsure = (ref.guessed or tst.guessed) and not alike or ref.basis != tst.basis
    if ref.basis and tst.basis and ref.basis != tst.basis:
        return False, MIXTURE_BASES_DIFFER
    if ref.basis != tst.basis and not (ref.ppm or tst.ppm or _unstated_ratio(ref) or _unstated_ratio(tst)):
        return None  # a bare percentage against a basis: the paper's other keys may settle it (`sample_notes.BARE_PERCENT`)
    if any(a is not None and b is not None and a != b for a, b in paired):
        return False, MIXTURE_DIFFERS_GUESSED if unsure else MIXTURE_DIFFERS
    if (ref.loose or tst.loose or any(None in pair for pair in paired)) and not (alike and ref.basis and ref.basis == tst.basis):
        ref_values = set(ref.loose) | {s for s in ref.shares if s is not None}
        tst_values = set(tst.loose) | {s for s in tst.shares if s is not None}
        return (True, MIXTURE_GUESSED) if ref_values & tst_values else (False, MIXTURE_DIFFERS_GUESSED)
    if all(a is None and b is None for a, b in paired) and sorted(ref.loose) == sorted(tst.loose):
        # one loose share that names no part (`A/B (50 wt%)`): in the same order it is the same part's; written in the
        # other order (`B/A (50 wt%)`) it is usually still the filler's, so the same sample is the best guess
        in_order = [_label(p) for p in ref.parts] == [_label(p) for p in tst.parts]
        return True, MIXTURE_SAME if in_order and not unsure else MIXTURE_GUESSED
    # a part neither key gives a share (the matrix of `A/B-1 wt% C`) is written alike, not a difference
    if any((a is None) != (b is None) for a, b in paired) or ref.loose != tst.loose:
        return False, MIXTURE_DIFFERS_GUESSED if unsure else MIXTURE_DIFFERS
    return True, MIXTURE_GUESSED if unsure else MIXTURE_SAME
