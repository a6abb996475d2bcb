"""Two alloy designations compared in one basis (issue 26).

`Ti-6Al-4V` and `Ti90Al6V4`, `Al-12Si (wt.%)` and `Al88Si12 (wt.%)` write one alloy: the balance written out.
`Ti-48Al-2Cr-2Nb (at.%)` and `Ti-33.4Al-2.7Cr-4.8Nb (wt.%)` are one alloy in two bases: atomic and mass percent
convert by the atomic masses (pymatgen `Element.atomic_mass`, IUPAC standard atomic weights), and agree when every
written amount is the other's converted value rounded to the digits it writes (ISO 80000-1 Annex B). What is proven:

- both bases stated alike (or both unstated): the numbers decide, certain either way;
- two stated bases: the same numbers are two alloys; numbers that agree once converted are one;
- one basis unstated: the same numbers are one alloy where the unstated side's convention (mass percent for a
  balance designation, atoms for subscripts) is the stated basis, and another by guess where it is not; numbers that
  agree only once converted are one alloy by guess;
- both bases unstated, one convention (two balance designations): one basis; numbers that meet only within the
  rounding of whole amounts once converted (`Zn-1Mg`, `Zn-1.5Mg`) are another alloy by guess, the same alloy by
  guess when the conversion rounds to an amount of two significant digits;
- a chemical-symbol designation (`CuCr25`) also reads as a formula of atom counts (`LaNi5`): never proven the same.
Numbers that agree in no basis are another alloy, except amounts swapped between elements (`Sn58Bi42` for `Sn-58Bi`),
a misreading of the notation as likely as another alloy; where both keys write a share before every element
(`83Sn-11Sb-6Cu`), one notation binds each share to its element, and swapped shares are another alloy. A written
amount stands for the interval its last digit allows (ISO 80000-1 Annex B: `1` is 0.5 to 1.5, `8.2` is 8.15 to 8.25):
converted, two writings are certainly another alloy only when those intervals are apart (stop 36: `Mg-9Al-1Zn` against
`Mg-8.2Al-0.4Zn (at.%)`); a conversion proves one alloy only to two significant digits. Words both keys write alike
before their designations (`np-Cu from`) leave the designations to decide.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass
from fractions import Fraction

from .alloy_designations import AlloyReading, read_alloy

SAME_ALLOY = "the same alloy, its amounts compared in one basis (a balance designation against its balance written out)"
CONVERTED = "the same alloy once atomic and mass percent are converted by atomic masses, within the rounding of the written digits"
GUESSED_SAME = "the same alloy only by guess"
OTHER_BASIS = "different amounts: the same numbers in two stated bases (at.% and wt.%) are two alloys"
DIFFERENT = "different amounts: the alloys' amounts agree in no basis"
CONVENTION_OTHER = (
    "the same numbers, one basis unstated: by its convention (mass percent for a balance designation, atoms for "
    "subscripts) the other basis, so another alloy by guess"
)
SWAPPED = "the same numbers given to other elements: another alloy, unless one key misreads the notation"
# Both bases unstated: one convention gives both designations one basis (`_CONVENTION`), in which their numbers differ.
ONE_CONVENTION = "both bases unstated, so by one convention one basis, in which the amounts differ; they agree only once converted"
_CONVENTION = {"balance": "wt", "prefixed": "wt", "subscripts": "at", "fractions": "at", "symbols": "wt", "ratio": "wt"}


@dataclass(frozen=True)
class AlloyVerdict:
    """The materials' verdict; the rests (what each key writes after its designation) are compared apart."""

    same: bool
    certain: bool
    why: str
    reference_rest: str
    test_rest: str
    canonical: str

    def keys(self) -> tuple[str, str]:
        """The two keys as the one alloy (a formula of fractions) and each key's own conditions, bracketed."""
        return tuple(f"{self.canonical} {_bracketed(rest)}".strip() for rest in (self.reference_rest, self.test_rest))


def _bracketed(rest: str) -> str:
    """`annealed 1123 K` -> `(annealed 1123 K)`: what follows the alloy is its condition."""
    return rest if not rest or rest.startswith(("(", "[")) else f"({rest})"


def _engaged(ref: AlloyReading, tst: AlloyReading) -> bool:
    """A balance designation on either side, a stated basis beside subscripts, or a chemical-symbol designation
    against subscripts summing to 100 or fractions summing to 1 (`CuZn37`, `Cu63Zn37`: read as atom counts, 1 Cu to 37 Zn, no brass, so the
    designation reading of ISO 1190-1 must have its say). Two plain formulas (`Sn63Pb37`, `LaNi5`) are left to the
    formula rules, and so is a symbol designation whose formula reading agrees with the other key (`CoSb3`,
    `Co25Sb75`: `compare_alloys`). Fractions are set against a symbol designation only."""
    forms = {ref.form, tst.form}
    if "fractions" in forms:
        return "symbols" in forms
    if forms & {"balance", "prefixed", "ratio"}:
        return True
    if forms == {"symbols", "subscripts"}:
        return True
    return "subscripts" in forms and bool(ref.basis or tst.basis)


@functools.lru_cache(maxsize=65536)
def compare_alloys(reference: str, test: str) -> AlloyVerdict | None:
    """The verdict on two keys read as alloy designations; None unless both are read and one writes a balance or a
    basis, or when a `vol%` basis or a formula reading of a symbol designation leaves the question to other rules."""
    ref, tst = read_alloy(reference), read_alloy(test)
    if (ref is None or tst is None) and (after := _after_shared_lead(reference, test)) is not None:
        ref, tst = after
    if ref is None or tst is None or not _engaged(ref, tst):
        return None
    if "vol" in (ref.basis, tst.basis) and ref.basis != tst.basis:
        return None
    canonical = "".join(f"{el}{format(float(a / 100), '.8g')}" for el, a in ref.percents)

    def verdict(same: bool, certain: bool, why: str) -> AlloyVerdict:
        return AlloyVerdict(same, certain, why, ref.rest, tst.rest, canonical)

    if set(ref.amounts) != set(tst.amounts):
        other = sorted(set(ref.amounts) ^ set(tst.amounts))
        return verdict(False, True, f"different elements: {', '.join(other)} in one alloy only")
    symbols = "symbols" in (ref.form, tst.form)
    if symbols and any(_direct(_as_formula(r), o) != "differs" for r, o in ((ref, tst), (tst, ref)) if r.form == "symbols"):
        return None  # read as atom counts the symbols agree: the formula rules decide
    same, certain, why = _materials(ref, tst)
    if same and symbols:
        certain, why = False, f"{why}, the symbol designation read by ISO 1190-1 / EN 573-2 (it may be a formula)"
    elif same and ref.form != tst.form and any(r.form == "ratio" and r.basis is None for r in (ref, tst)):
        certain, why = False, f"{why}, the ratio's shares read by mass (the trade's convention, unstated)"
    return verdict(same, certain, why)


# Words both keys write before their designations (`np-Cu from`): letters first, no digit and no joiner (`+`, `/`,
# `:`, `@`), so no part of a formula or a mixture is cut off.
_LEAD_WORD_RE = re.compile(r"[A-Za-z][A-Za-z()-]*\s+")


def _after_shared_lead(reference: str, test: str) -> tuple[AlloyReading, AlloyReading] | None:
    """The designations after words both keys write alike (`np-Cu from Mn70Cu30`, `np-Cu from Mn-33Cu`): identical on
    both sides, those words leave the designations to decide."""
    end = 0
    while (word := _LEAD_WORD_RE.match(reference, end)) is not None and test.startswith(reference[: word.end()]):
        end = word.end()
        ref, tst = read_alloy(reference[end:]), read_alloy(test[end:])
        if ref is not None and tst is not None:
            return ref, tst
    return None


def _materials(ref: AlloyReading, tst: AlloyReading) -> tuple[bool, bool, str]:
    a, b = (r.basis or ("wt" if r.form == "symbols" else None) for r in (ref, tst))
    stated = {ref.basis, tst.basis} - {None}
    direct = _direct(ref, tst)
    if a and b:
        if a == b:
            if direct == "same":
                return True, True, SAME_ALLOY
            return (True, False, f"{GUESSED_SAME}: amounts agree to the digits written") if direct == "rounded" else (False, True, DIFFERENT)
        if direct != "differs" and len(stated) == 2:
            return False, True, OTHER_BASIS
        converted = _converted(ref, tst, a, b)
        if converted != "far":
            proven = converted == "agree" and len(stated) == 2
            return True, proven, CONVERTED if proven else f"{GUESSED_SAME}: {CONVERTED}, to few digits or only within both roundings"
        return False, True, DIFFERENT
    if direct == "same":
        unstated = [r for r in (ref, tst) if r.basis is None]
        if len(unstated) == 2 or all(_CONVENTION[r.form] in stated for r in unstated):
            return True, True, SAME_ALLOY
        return False, False, CONVENTION_OTHER
    if direct == "rounded":
        return True, False, f"{GUESSED_SAME}: amounts agree to the digits written"
    hypotheses = [(a or "at", b or "wt"), (a or "wt", b or "at")]
    found = [_converted(ref, tst, x, y) for x, y in hypotheses if x != y]
    one_convention = a is None and b is None and _CONVENTION[ref.form] == _CONVENTION[tst.form]
    if one_convention and "near" in found and not {"agree", "rounds"} & set(found):
        # `Zn-1Mg`, `Zn-1.5Mg`: to the digits written, a conversion nearly always comes near; the convention is the guess
        return False, False, f"{ONE_CONVENTION} within the rounding of the written digits: another alloy by guess"
    if any(f != "far" for f in found):
        return True, False, f"{GUESSED_SAME}: {CONVERTED}, one basis unstated"
    if sorted(ref.amounts.values()) == sorted(tst.amounts.values()) and not ref.form == tst.form == "prefixed":
        return False, False, SWAPPED  # shares written before every element on both sides bind each to its element
    return False, True, DIFFERENT


def _as_formula(reading: AlloyReading) -> AlloyReading:
    """`CuCr25` read as atom counts (Cu 1, Cr 25), as atomic percent."""
    counts = {el: (Fraction(1) if el == reading.percents[0][0] else a) for el, a in reading.percents}
    total = sum(counts.values())
    percents = tuple((el, c * 100 / total) for el, c in counts.items())
    return AlloyReading(percents, (), "at", "formula", reading.rest)


def _significant(value: Fraction, decimals: int) -> int:
    return len(f"{float(value):.{decimals}f}".replace(".", "").lstrip("0"))


def _direct(ref: AlloyReading, tst: AlloyReading) -> str:
    """`same`, `rounded` (one amount the other's rounded to the decimals it writes, with two significant digits, or a
    derived balance written rounded) or `differs`, the numbers compared as written."""
    result = "same"
    ref_digits, tst_digits = ref.decimals, tst.decimals
    for el, value in ref.amounts.items():
        other = tst.amounts[el]
        if value == other:
            continue
        if el not in ref_digits and el not in tst_digits:
            continue  # two derived balances: the written amounts decide
        coarse = min((d, v) for d, v in ((ref_digits.get(el), value), (tst_digits.get(el), other)) if d is not None)
        derived = el not in ref_digits or el not in tst_digits
        places, written = coarse
        if abs(value - other) > Fraction(1, 2 * 10**places):
            return "differs"
        if not derived and (places == 0 or _significant(written, places) < 2 or ref_digits[el] == tst_digits[el]):
            return "differs"  # a whole number is stated, not rounded; equal precision is another amount
        result = "rounded"
    return result


def _converted(ref: AlloyReading, tst: AlloyReading, ref_basis: str, tst_basis: str) -> str:
    """`agree` when one side's amounts, converted into the other's basis, round to every amount the other writes, each
    with two significant digits or more (a whole `2` is 1.5 to 2.5, too wide to prove); `rounds` when they round to
    coarser amounts, one of two significant digits at least, or are one unit of the last digit and 1 % off; `near`
    when they round to whole amounts alone, or the intervals the written digits stand for overlap once converted
    (ISO 80000-1 Annex B: `1` is 0.5 to 1.5); `far` only when they are apart beyond all that."""
    found = {"far"}
    for source, source_basis, target, target_basis in ((ref, ref_basis, tst, tst_basis), (tst, tst_basis, ref, ref_basis)):
        values = _convert(source.amounts, source_basis, target_basis)
        written = target.decimals.items()
        gaps = [abs(values[el] - float(target.amounts[el])) * 10**places for el, places in written]
        if all(g <= 0.5 + 1e-9 for g in gaps):
            digits = [_significant(target.amounts[el], places) for el, places in written]
            if all(d >= 2 for d in digits):
                return "agree"
            # rounded to every digit the other writes, one amount at least with two (`8.2`, `0.4`); whole ones alone
            # (`1`: 0.5 to 1.5) are too coarse to tell a conversion from another amount
            found.add("rounds" if max(digits, default=0) >= 2 else "near")
        elif all(g <= 1 + 1e-9 and abs(values[el] / float(target.amounts[el]) - 1) <= 0.01 for g, (el, _) in zip(gaps, written)):
            found.add("rounds")
        elif _intervals_overlap(source, source_basis, target, target_basis):
            found.add("near")
    return next(kind for kind in ("rounds", "near", "far") if kind in found)


def _intervals_overlap(source: AlloyReading, source_basis: str, target: AlloyReading, target_basis: str) -> bool:
    """Every amount the target writes, as the interval of its last digit, meets the range the source's written
    intervals take once converted: the two writings may round one composition."""
    span = _converted_span(source.percents, source.written, source_basis, target_basis)
    if span is None:
        return False
    return all(
        span[el][0] <= float(target.amounts[el]) + _half_unit(places) + 1e-9 and span[el][1] >= float(target.amounts[el]) - _half_unit(places) - 1e-9
        for el, places in target.written
    )


def _half_unit(places: int) -> float:
    """Half a unit in the last place a number writes (ISO 80000-1 Annex B): `8.2` stands for 8.15 to 8.25."""
    return 0.5 / 10**places


@functools.lru_cache(maxsize=4096)
def _converted_span(
    percents: tuple[tuple[str, Fraction], ...], written: tuple[tuple[str, int], ...], source: str, target: str
) -> dict[str, tuple[float, float]] | None:
    """Each element's least and greatest share in the target basis over the written amounts' intervals (the balance,
    if derived, what the others leave). A converted share is linear-fractional in the amounts, so its extremes lie at
    the corners of the box of intervals; None past ten written amounts (too many corners to walk)."""
    amounts, places = dict(percents), dict(written)
    if len(places) > 10:
        return None
    balance = [el for el in amounts if el not in places]
    span: dict[str, tuple[float, float]] = {}
    for corner in itertools.product(*((-1, 1) for _ in places)):
        point = {el: max(0.0, float(amounts[el]) + sign * _half_unit(places[el])) for el, sign in zip(places, corner)}
        if balance:
            point[balance[0]] = 100 - sum(point.values())
        if min(point.values()) < 0 or sum(point.values()) <= 0:
            continue
        for el, value in _convert(point, source, target).items():
            low, high = span.get(el, (value, value))
            span[el] = (min(low, value), max(high, value))
    return span if len(span) == len(amounts) else None


def _convert(amounts: dict[str, Fraction] | dict[str, float], source: str, target: str) -> dict[str, float]:
    """Percentages from one basis into another: mass percent is atomic percent weighted by atomic mass."""
    if source == target:
        return {el: float(a) for el, a in amounts.items()}
    masses = _masses(tuple(amounts))
    weighted = {el: float(a) * masses[el] if target == "wt" else float(a) / masses[el] for el, a in amounts.items()}
    total = sum(weighted.values())
    return {el: 100 * w / total for el, w in weighted.items()}


@functools.lru_cache(maxsize=4096)
def _masses(elements: tuple[str, ...]) -> dict[str, float]:
    from pymatgen.core.periodic_table import Element

    return {el: float(Element(el).atomic_mass) for el in elements}
