"""Exact amounts in composition keys: decimal literals, rounded thirds, and small arithmetic.

Amounts are kept as fractions so that `Nb2/3`, `Nb0.6667` and `Nb(2/3)`
compare equal while `0.957` and `0.96` do not.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from .written_number import WrittenNumber, shown_number


class ParseError(ValueError):
    """Text that is not (this part of) a formula."""


_ROUNDED_REPEAT_RE = re.compile(r"\.\d*(33|66|67)$")


def snap_repeating(text: str) -> Fraction:
    """Read a decimal literal; a rounded thirds-type repeating decimal (0.33, 0.6667, 0.0133) becomes its fraction.

    Writers must round 1/3 or 0.04/3, and such decimals end in 33/66/67; any
    other decimal (0.94, 0.957) is taken literally so that 0.957 never equals 0.96.
    """
    exact = Fraction(text)
    if not _ROUNDED_REPEAT_RE.search(text):
        return exact
    decimals = len(text.split(".")[1])
    window = Fraction(1, 2 * 10**decimals) if decimals < 4 else Fraction(1, 10**decimals)
    max_denominator = 2 * 10 ** (decimals - 1)
    for denominator in _thirds_denominators(max_denominator):
        numerator = round(exact * denominator)
        candidate = Fraction(numerator, denominator)
        if candidate.denominator % 3 == 0 and abs(candidate - exact) <= window:
            return candidate
    return exact


@functools.cache
def _thirds_denominators(limit: int) -> tuple[int, ...]:
    """Denominators 3^a·2^b·5^c (a = 1 or 2) up to `limit`: those of rounded repeating decimals."""
    limit = min(limit, 100_000)
    found = []
    for a in (1, 2):
        for b in range(0, 18):
            for c in range(0, 8):
                q = 3**a * 2**b * 5**c
                if q <= limit:
                    found.append(q)
    return tuple(sorted(found))


_TOKEN_RE = re.compile(r"\d*\.\d+|\d+|[a-zδ]|[()+\-*/]")


def eval_numeric(text: str, variables: dict[str, Fraction]) -> Fraction:
    """Evaluate + - * / ( ) over exact literals and assigned variables; implicit product for `2(0.3)`."""
    compact = text.replace(" ", "")
    tokens = _TOKEN_RE.findall(compact)
    if "".join(tokens) != compact:
        raise ParseError(text)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def atom():
        token = peek()
        if token is None:
            raise ParseError(text)
        if token == "(":
            take()
            value = expression()
            if take() != ")":
                raise ParseError(text)
            return value
        if token == "-":
            sign = 1
            while peek() == "-":  # a loop, not recursion: a run of minus signs must not exhaust the stack
                take()
                sign = -sign
            return sign * atom()
        take()
        if token[0].isdigit() or token[0] == ".":
            return snap_repeating(token)
        if token in variables:
            return variables[token]
        raise ParseError(f"unassigned variable {token}")

    def term():
        value = atom()
        while peek() in ("*", "/", "("):
            if peek() == "(":
                value *= atom()
            elif take() == "*":
                value *= atom()
            else:
                divisor = atom()
                if divisor == 0:
                    raise ParseError(text)
                value /= divisor
        return value

    def expression():
        value = term()
        while peek() in ("+", "-"):
            value = value + term() if take() == "+" else value - term()
        return value

    result = expression()
    if position != len(tokens):
        raise ParseError(text)
    return result


_RELATIVE_TOLERANCE = Fraction(1, 10**6)


def close_amounts(a: Fraction, b: Fraction) -> bool:
    """Equal up to one part in a million (of the larger, or of 1); equal amounts skip the arithmetic."""
    return a == b or abs(a - b) <= _RELATIVE_TOLERANCE * max(abs(a), abs(b), 1)


def _rounds_to_digits(written: Fraction, exact: Fraction, most: int, cut: bool = False) -> bool:
    """`written` is `exact` rounded to the decimals it shows (at most `most`) and keeps at least two significant
    digits: one digit (`Sr0.1` for `Sr0.12`) is too coarse to stand for a rounding rather than another amount.
    With `cut`, `exact` cut off after those decimals counts too (shares and loadings, `WrittenNumber.stands_for`)."""
    shown = shown_number(written, most)
    return shown is not None and shown.significant_digits() >= 2 and shown.stands_for(exact, cut)


def rounded_amounts(ref_amounts: dict[str, Fraction], tst_amounts: dict[str, Fraction]) -> bool:
    """Every test amount is the reference's, or the reference's rounded to the test's (coarser) decimals.

    `(Ba0.95Ca0.048)(Sn0.072Ti0.93)O3` for `(Ba0.952Ca0.048)(Sn0.072Ti0.928)O3`: at least one amount
    rounded, at least one stated exactly (so the test copies this sample rather than naming another).
    """
    rounded = exact = 0
    for element, ref_amount in ref_amounts.items():
        test_amount = tst_amounts[element]
        if close_amounts(ref_amount, test_amount):
            exact += 1
            continue
        shown = shown_number(test_amount)
        if shown is None or not shown.places or shown_number(ref_amount, shown.places) is not None:
            # a whole number is stated, not rounded; a reference as coarse as the test is another amount
            return False
        if not shown.rounds(ref_amount):
            return False
        rounded += 1
    return rounded > 0 and exact > 1


def rounded_per_unit(ref_amounts: dict, tst_amounts: dict) -> bool:
    """`Mn1.22Bi` for `Mn55Bi45`: the reference's ratio per one atom of the element the test writes without an
    amount, every other amount rounded to the decimals the test writes (at least two, so 1.2 is not 1.25)."""
    for element, amount in tst_amounts.items():
        if amount != 1 or len(ref_amounts) < 2:
            continue
        scaled = {el: a / ref_amounts[element] for el, a in ref_amounts.items()}
        others = [el for el in tst_amounts if el != element]
        shown = [shown_number(tst_amounts[el], most=3) for el in others]
        if (
            others
            and None not in shown
            and all(n.value.denominator > 1 and WrittenNumber(n.value, max(n.places, 2)).rounds(scaled[el]) for el, n in zip(others, shown))
        ):
            return True
    return False


def agree_within_rounding(one: dict[str, Fraction], other: dict[str, Fraction]) -> bool:
    """`LaFe11.6Si1.4` and `La(Fe0.892Si0.108)13` (Fe 11.596, Si 1.404): every amount of the coarser key is the other's
    rounded to the decimals it writes, with at least two significant digits (so `Sr0.1` is not `Sr0.12`): the amounts
    agree to the precision stated, so no difference is proven (ISO 80000-1 Annex B, rounding of numbers)."""
    for coarse, fine in ((one, other), (other, one)):
        differing = [el for el in coarse if coarse[el] != fine.get(el)]
        if not differing or coarse.keys() != fine.keys():
            continue
        if all(_coarser_rounding(coarse[el], fine[el]) for el in differing):
            return True
    return False


def _coarser_rounding(coarse: Fraction, fine: Fraction) -> bool:
    """`coarse` writes decimals (a whole number such as `Fe11` is stated, not rounded), fewer than `fine` does, and is
    `fine` rounded to them."""
    shown, fine_shown = shown_number(coarse), shown_number(fine)
    if shown is None or not shown.places or fine_shown is not None and fine_shown.places <= shown.places:
        return False
    return _rounds_to_digits(coarse, fine, most=2)


def agree_scaled(one: dict[str, Fraction], other: dict[str, Fraction]) -> bool:
    """`Na0.44MnO2` and `Na4Mn9O18`, `Pt71Co29` and `Pt2.5Co`: amounts that agree to the digits the coarser key
    writes once the other is put on its scale: per the amount it writes as a whole number (Mn 1), or per 100 when it
    writes percentages (ISO 80000-1 Annex B: a rounded number stands for the interval of its last digit). At least two
    significant digits are needed on every amount that differs, so `Sr0.1` is not `Sr0.12`. Percentages (or atom
    fractions) written with decimals count too (`Ge22.2Sb22.2Te55.6` is `Ge2Sb2Te5` to one decimal of at.%):
    `percent_basis` says when a key's amounts are such shares."""
    if one.keys() != other.keys() or len(one) < 2:
        return False
    for coarse, fine in ((one, other), (other, one)):
        if (basis := percent_basis(coarse)) is not None:
            scale = basis / sum(fine.values())
        else:  # a formula of whole counts (`Na4Mn9O18`) against one per formula unit of an element (`Na0.44MnO2`)
            anchors = [el for el, a in coarse.items() if a.denominator == 1 and fine[el]]
            if not anchors or any(a.denominator != 1 for a in fine.values()):
                continue
            scale = coarse[anchors[0]] / fine[anchors[0]]
        if scale == 1:
            continue  # one scale already: rounding is `agree_within_rounding`'s, additions `compare_chem`'s
        if _within_digits(coarse, {el: a * scale for el, a in fine.items()}, cut=basis is not None):
            return True
    return False


def percent_basis(amounts: dict[str, Fraction]) -> Fraction | None:
    """100 when the amounts are percentages, 1 when they are fractions of one, else None: they sum to it within what
    their written digits allow, rounded (half a unit of each one's last digit above, ISO 80000-1 Annex B) or cut (a
    whole unit below), so `Nd11.76Fe82.35B5.88` (99.99) states at.% while `Mo40Ru40` (80) does not."""
    shown = [shown_number(a, _MOST_SHARE_DECIMALS) for a in amounts.values()]
    if None in shown or any(a <= 0 for a in amounts.values()):
        return None
    places = [n.places for n in shown]
    above, below = sum(Fraction(1, 2 * 10**p) for p in places), sum(Fraction(1, 10**p) for p in places)
    total = sum(amounts.values())
    return next((Fraction(b) for b in (100, 1) if -below < total - b < above and (b == 100 or max(places) > 0)), None)


_MOST_SHARE_DECIMALS = 4  # `B0.0588`: an atom fraction of 5.88 at.%


def _within_digits(coarse: dict[str, Fraction], scaled: dict[str, Fraction], cut: bool = False) -> bool:
    """Every amount that differs once scaled is the scaled one rounded (or, for shares, cut) to the digits `coarse`
    writes."""
    differing = [el for el in coarse if coarse[el] != scaled[el]]
    if not differing:
        return False  # equal once scaled: an exact ratio, not a rounding (`compare_chem` proves it)
    return all(_rounds_to_digits(coarse[el], scaled[el], most=_MOST_SHARE_DECIMALS, cut=cut) for el in differing)
