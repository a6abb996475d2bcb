"""What two keys write outside their formula readings, compared: a match is a proof only when all of it agrees.

The formula reader sets aside what it does not read as chemistry (`parse.Analysis.descriptors`): a thickness
(`20 nm`), a ratio's value (`K2O=2.0`), a dopant after a colon it could not place (`YF3:0.5Er`), an unread host
(`{Fe(pz)[Pt(CN)4]}`). Words among them are weighed by `samples.unread_words`; here the rest is read — quantities
with their units (by pint, `label_quantities`), bare numbers, and symbols (formula fragments, codes, element
symbols) — and set against the other key's. Leftovers that differ leave a match unproven (issue 26: a certain
verdict needs both keys read completely); another number, or another amount of one quantity, makes the best guess
"another sample".

A formula read from only part of two keys (the same host left over as unread chemistry) is compared only as written:
scaling it scales a part, which changes the whole (`{A}·H2O` against `{A}·2H2O`: one water against two per host).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..text import too_long
from .condition_labels import take_labels
from .label_quantities import one_kind, read_quantities, same_amount
from .parse import analyse
from .share_bases import NUMBER

_TOKEN_RE = re.compile(rf"(?P<number>{NUMBER})|(?P<symbol>[A-Za-z]*[A-Z][A-Za-z]*)")
# A word, capitalised or not (`Porous`, `bulk`); a token with more capitals or a short one (`Er`, `YF`, `MAPE`) is a symbol.
_WORD_RE = re.compile(r"[A-Z]?[a-z]{2,}")
# Chemistry the formula reader left unread: an element and its count (`K2O`, `YF3`) or a bracketed group (`[Pt(CN)4]`).
_UNREAD_CHEMISTRY_RE = re.compile(r"[A-Z][a-z]?\d|[(\[{]\s*[A-Z]")


@dataclass(frozen=True)
class Leftovers:
    """Quantities (value, unit), bare numbers and symbols a key writes outside its formula reading."""

    quantities: tuple[tuple[float, str], ...]
    numbers: tuple[float, ...]
    symbols: tuple[str, ...]
    chemistry: bool
    words: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.quantities or self.numbers or self.symbols)


def leftovers(key: str) -> Leftovers:
    """What the key writes beside its formula reading, read as quantities, numbers and symbols."""
    analysis = analyse(key)
    text = _joined(analysis.descriptors, key)
    quantities, rest = read_quantities(text, elements_are_units=False)
    rest, _ = take_labels(rest)  # `E 111 = 0.2 MV/m`: the quantity's name and its indices are no values
    numbers = [float(m.group("number")) for m in _TOKEN_RE.finditer(rest) if m.group("number")]
    numbers += [float(value) for _, value in analysis.assignments]
    tokens = [m.group("symbol") for m in _TOKEN_RE.finditer(rest) if m.group("symbol")]
    symbols = [t for t in tokens if not _WORD_RE.fullmatch(t)]  # `Porous`, `Non-textured`: words, whatever their case
    words = frozenset(w.casefold() for w in re.findall(r"[A-Za-z]+", rest) if _WORD_RE.fullmatch(w))
    return Leftovers(tuple(quantities), tuple(sorted(numbers)), tuple(sorted(symbols)), bool(_UNREAD_CHEMISTRY_RE.search(rest)), words)


def _joined(descriptors: tuple[str, ...], key: str) -> str:
    """The descriptors as one text, a space between two the key sets apart by spaces only, a semicolon between two it
    sets apart otherwise: the quantity reader joins digits a space sets apart (ISO 80000-1 7.3.1 groups digits in
    threes: `1 000 nm`), so two numbers the key keeps apart (`PH-102, 200 MPa`) must not meet with a space only
    (`102 200`: 102200). A descriptor not found as written in the key (the reader rewrote it) is joined by a space."""
    text, position = "", 0
    for descriptor in descriptors:
        found = re.compile(r"\s*".join(map(re.escape, descriptor.replace(" ", "")))).search(key, position)
        apart = found is not None and text and key[position : found.start()].strip() != ""
        text += ("; " if apart else " " if text else "") + descriptor
        position = found.end() if found is not None else position
    return text


@dataclass(frozen=True)
class LeftoverDifference:
    """What of the keys' leftovers differs, and whether an amount or a named thing differs on both sides (then the best
    guess is another sample)."""

    why: str
    another_sample: bool
    # another amount of one quantity (`20 min` / `20 s`): the strongest sign, which holds even against a guessed match
    another_amount: bool = False


def leftover_difference(reference: str, test: str) -> LeftoverDifference | None:
    """How the keys' leftovers contradict each other (each writes something the other does not), or that a formula
    read from part of a key was scaled; None when they agree, or one key only leaves out what the other writes (an
    omission, weighed by the rules of dropped labels and unstated descriptors)."""
    if too_long(reference, "formula") or too_long(test, "formula"):
        return None
    ref, tst = leftovers(reference), leftovers(test)
    if ref.chemistry and ref == tst and not _read_alike(reference, test):
        why = "the formula is read from only part of each key (the same unread host), and its amounts are not written alike"
        return LeftoverDifference(why, True, True)
    ref_quantities, test_quantities = _unpaired(ref.quantities, tst.quantities), _unpaired(tst.quantities, ref.quantities)
    ref_numbers, test_numbers = (
        _unwritten_units(Counter(ref.numbers) - Counter(tst.numbers), test_quantities),
        _unwritten_units(Counter(tst.numbers) - Counter(ref.numbers), ref_quantities),
    )
    ref_symbols, test_symbols = Counter(ref.symbols) - Counter(tst.symbols), Counter(tst.symbols) - Counter(ref.symbols)
    ref_side, test_side = (ref_quantities, ref_numbers, ref_symbols), (test_quantities, test_numbers, test_symbols)
    if not any(ref_side) or not any(test_side):
        # `15 nm` against `bulk`: a quantity or number one key writes where the other writes words of its own
        if any(ref_side) and tst.words - ref.words or any(test_side) and ref.words - tst.words:
            said = _written(ref_quantities + test_quantities) or _numbers(ref_numbers + test_numbers)
            said = said if said != "none" else ", ".join(sorted(ref_symbols + test_symbols))
            words = ", ".join(sorted(ref.words ^ tst.words))
            return LeftoverDifference(f"one key writes {said} beside the formula where the other writes {words}", False)
        return None
    said = [f"{_written(ref_quantities) or 'no quantity'} against {_written(test_quantities) or 'no quantity'}"] * bool(
        ref_quantities or test_quantities
    )
    said += [f"the numbers {_numbers(ref_numbers)} against {_numbers(test_numbers)}"] * bool(ref_numbers or test_numbers)
    said += [f"{', '.join(sorted(ref_symbols)) or 'no symbol'} against {', '.join(sorted(test_symbols)) or 'no symbol'}"] * bool(
        ref_symbols or test_symbols
    )
    # another amount of one quantity, another number, or each naming what the other does not (`:0.5Er` / `:0.5Yb`)
    amount = any(one_kind(a, b) for a in ref_quantities for b in test_quantities)
    another = amount or bool(ref_numbers and test_numbers) or bool(ref_symbols and test_symbols)
    return LeftoverDifference("what the keys write beside the formula differs (" + "; ".join(said) + ")", another, amount)


def _unwritten_units(numbers: Counter, quantities: list[tuple[float, str]]) -> Counter:
    """The numbers left once those the other key writes with a unit are set aside (`0.23` against `0.23 MV/m`: the
    unit left out, not another value)."""
    values = [value for value, _ in quantities]
    return Counter({n: c for n, c in numbers.items() if not any(abs(n - v) <= 1e-9 * max(1.0, abs(v)) for v in values)})


def _read_alike(reference: str, test: str) -> bool:
    ref, tst = analyse(reference), analyse(test)
    return any(r.amounts == t.amounts for r in ref.readings for t in tst.readings) or not (ref.readings or tst.readings)


def _unpaired(one: tuple[tuple[float, str], ...], other: tuple[tuple[float, str], ...]) -> list[tuple[float, str]]:
    left = list(other)
    unpaired = []
    for quantity in one:
        found = next((i for i, q in enumerate(left) if same_amount(quantity, q)), None)
        if found is None:
            unpaired.append(quantity)
        else:
            del left[found]
    return unpaired


def _written(quantities: list[tuple[float, str]]) -> str:
    return ", ".join(f"{value:g} {unit}" for value, unit in quantities)


def _numbers(numbers: Counter) -> str:
    return ", ".join(f"{n:g}" for n in sorted(numbers.elements())) or "none"
