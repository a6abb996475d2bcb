"""Decide whether two property-unit strings are the same physical unit.

Each side is read by `chem.unit_reading`; the canonical form is the product of
the prefixed units as written, so ``pC/N`` and ``pm/V`` stay different units even
though they have the same dimension and magnitude: the scoring contract says
different units are 0. Conversions between commensurable units serve value comparisons.

Units over the parse limit (``chem.text.too_long(unit, "unit")``) are compared
as normalized text: pint's parser is quadratic in the length of its input.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from .decision import Decision
from .text import UNIT_CHARS, normalize, too_long
from .unit_cgs import across_systems, across_systems_decision, misread_power
from .unit_qualifiers import qualifier_decision
from .unit_reading import as_differences, glued_capitals, other_sense, pint_expression, read_unit
from .unit_relations import (
    Conversion,
    conversion,
    describe_factor,
    factor_nearly_one,
    factor_one,
    field_distinction,
)
from .unit_spelling import plain_typography
from .unit_substances import implausible_reading
from .unit_words import percent_scale, spelled_by_initials, units_beside_same_words, words_in_order, words_one_side_adds


def same_unit(reference: str | None, test: str | None) -> bool:
    """Same physical unit; a missing unit on either side is never a match."""
    return compare_units(reference, test).match


def compare_units(reference: str | None, test: str | None) -> Decision:
    """Same unit by quantity: the same dimensionality and a factor of 1, however spelled (`Pa` = `N/m2`,
    `S` = `Ω-1`, `mAh g-1` = `Ah kg-1`), unless a field keeps the two apart (`pC/N` and `pm/V`, `Hz` and
    `Bq`: `chem.unit_relations`). A factor other than 1 (`mS/cm`, `S/cm`) or an offset scale is another unit.
    A unit with two readings (`W/mK`) is proven only when both readings give the same verdict; a reading with a
    power no unit has, or a difference across CGS electromagnetic and other units, proves nothing (`chem.unit_cgs`)."""
    decision = _compare_units(reference, test)
    if not decision.certain or decision.basis == "exact":  # one notation twice is one unit, whatever pint reads
        return decision
    ref, tst = read_unit(plain_typography(str(reference))), read_unit(plain_typography(str(test)))
    if ref is None or tst is None:
        return decision
    if glued := glued_capitals(str(reference)) or glued_capitals(str(test)):
        why = f"{decision.why}; {glued} is read only as one-letter units run together, no notation of a product: a misreading, unproven"
        return replace(decision, certain=False, why=why)
    if misread := [r for r in (*ref.readings, *tst.readings) if misread_power(r)]:
        return replace(decision, certain=False, why=f"{decision.why}; {misread[0]} has a power no unit has: a misreading, unproven")
    if odd := next(filter(None, map(implausible_reading, (*ref.readings, *tst.readings))), None):
        # `mol cat-1`: pint's centi technical atmosphere is no unit a chemist writes (issue 26 item 1)
        why = f"{decision.why}; {odd} is no unit a chemist prefixes so: a misreading, unproven"
        if not decision.match and (cut := _cut_short(str(reference), str(test), ref.readings, tst.readings)) is not None:
            why = f"{why}; {cut[0]!r} is the start of {cut[1]!r}, a symbol written short: the same unit is the best guess"
            return replace(decision, match=True, basis="cut-short-symbol", certain=False, why=why)
        return replace(decision, certain=False, why=why)
    if not decision.match and across_systems(ref.readings, tst.readings):
        same = partial(_relate, str(reference), str(test), scale=ref.scale / tst.scale)
        return across_systems_decision(str(reference), str(test), (ref.readings, tst.readings), lambda r, t: same(r, t).match, decision)
    return decision


def _cut_short(reference: str, test: str, ref_readings: tuple[str, ...], test_readings: tuple[str, ...]) -> tuple[str, str] | None:
    """The side pint reads only as an implausible unit (`kD`: a kilodebye) written as the start of the other side's
    symbol (`kDa`), the letters left off trailing it: (short, full), or None. A symbol is a whole (SI Brochure 9th ed.
    5.2: unit symbols are mathematical entities, not abbreviations), so the short form is a slip for the full one far
    more often than a prefixed unit no chemist writes."""
    for short, full, readings in ((reference.strip(), test.strip(), ref_readings), (test.strip(), reference.strip(), test_readings)):
        if any(map(implausible_reading, readings)) and len(short) >= 2 and full.startswith(short) and full[len(short) :].isalpha():
            return short, full
    return None


def _compare_units(reference: str | None, test: str | None) -> Decision:
    """`compare_units` before the checks of what a reading may not prove."""
    if not reference or not test or not str(reference).strip() or not str(test).strip():
        return Decision(False, "missing")
    reference, test = str(reference), str(test)
    if too_long(reference, "unit") or too_long(test, "unit"):
        same = normalize(reference, UNIT_CHARS) == normalize(test, UNIT_CHARS)
        return Decision(same, "too-long", None, False)
    reference, test = plain_typography(reference), plain_typography(test)
    if (decibels := _in_decibels(reference, test)) is not None:
        return decibels
    if pint_expression(reference) == pint_expression(test):
        return Decision(True, "exact")
    ref, tst = read_unit(reference), read_unit(test)
    if ref is None or tst is None:
        # An unread side is compared as normalized text; case is ignored only here,
        # where a case slip (`pC/n`) is what made the parse fail.
        same = pint_expression(reference).lower() == pint_expression(test).lower()
        unread = reference if ref is None else test
        if not same and _PER.sub("/", reference) == _PER.sub("/", test):
            # `N/pellet`, `N per pellet`: one notation, the word `per` written as the solidus (NIST SP 811, 2008: in unit names `per` is division)
            return Decision(True, "exact", f"one notation, `per` written as `/`; pint cannot read {unread!r}, nor needs to")
        if (ref_scale := percent_scale(reference)) is not None and (test_scale := percent_scale(test)) is not None:
            source = ref_scale[2].split(" (")[0]
            if ref_scale[:2] == test_scale[:2]:
                return Decision(True, "percent-scale", f"percent on the {ref_scale[1].upper()} scale of {ref_scale[0]} on both sides ({source})")
            why = f"percent on the {ref_scale[1].upper()} and on the {test_scale[1].upper()} scale of {ref_scale[0]}: two scales, two quantities"
            return Decision(False, "percent-scale", f"{why} ({source})", ref_scale[0] == test_scale[0])
        if not same and (initials := spelled_by_initials(reference, test)) is not None:
            why = f"pint cannot read {unread!r}; {initials!r} is spelled out by the initials of the other side's words"
            return Decision(True, "unit-initials", f"{why} (a unit written by its name or its symbol): the same unit is the best guess", False)
        if not same and (added := words_one_side_adds(reference, test, _proven_same)) is not None:
            why = f"pint cannot read {unread!r}; without the words beside it both are one unit"
            if not added and words_in_order(reference) == words_in_order(test):
                # one unit proven, the words beside it written alike word for word: nothing left unread that differs
                return Decision(True, "unit-words", f"{why}, with the same words in the same order: one unit, one quantity")
            if not added:
                return Decision(True, "unit-words", f"{why}, with the same words in another order: the same unit is the best guess", False)
            why += f", and {' '.join(sorted(added))!r} is written on one side only"
            return Decision(True, "unit-words", f"{why}: more detail, the same unit is the best guess", False)
        if not same and (bare := units_beside_same_words(reference, test)) is not None:
            apart = compare_units(*bare)
            if apart.certain and not apart.match:  # `wt% Fe2O3` against `mol% Fe2O3`: the same words, two units
                why = f"pint cannot read {unread!r}; the same words beside the unit on both sides, and {apart.why or apart.basis}"
                return Decision(False, "unit-words", why)
        return Decision(same, "unparsed", f"pint cannot read {unread!r}; compared by notation", False)
    ref, tst = as_differences(ref, tst)
    scale = ref.scale / tst.scale
    preferred = _relate(reference, test, ref.readings[0], tst.readings[0], scale)
    others = [_relate(reference, test, r, t, scale) for r, t in _reading_pairs(reference, test, ref.readings, tst.readings)[1:]]
    qualified = qualifier_decision(dict(ref.qualifiers), dict(tst.qualifiers), preferred)
    if qualified is not None and qualified.certain and qualified.basis == "unit-qualifier":
        return qualified
    if any(other.match != preferred.match for other in others):
        ambiguous = ref if ref.others else tst
        why = f"{preferred.why}; but {(reference if ambiguous is ref else test)!r} may also read as {', '.join(ambiguous.others)}"
        # a symbol written for two units (`cps`) means, beside a unit of one of them, that one (`chem.unit_reading`)
        guess = preferred.match or bool(other_sense(reference) or other_sense(test)) and any(o.match for o in others)
        return Decision(guess, "unit-ambiguous", why, False)
    if qualified is not None:
        return qualified
    notes = [r.annotation for r in (ref, tst) if r.annotation]
    unexplained = [r.annotation for r in (ref, tst) if not r.explained]
    if not preferred.match:
        certain = preferred.certain and not unexplained
        return Decision(False, preferred.basis, preferred.why, certain)
    if unexplained:
        return Decision(True, "unit-annotated", f"both are {ref.unit}; {unexplained[0]!r} beside it is not read", False)
    if notes:
        return Decision(True, "unit-annotated", f"both are {ref.unit}; {notes[0]!r} names the quantity, the condition or the unit again")
    if preferred.match and ref.qualifiers:
        said = ", ".join(f"{kind} {value}" for kind, value in ref.qualifiers)
        return Decision(True, preferred.basis, f"{preferred.why}; the same {said} on both sides")
    return preferred


def _proven_same(reference: str, test: str) -> bool:
    """One unit, proven: a certain match of `compare_units`."""
    decision = compare_units(reference, test)
    return decision.match and decision.certain


# Division written as the solidus or as the word `per`, with the spaces around either (`_compare_units`).
_PER = re.compile(r"\s*(?:/|\bper\b)\s*")
# The decibel as a factor of a unit (`dB/cm`, `dB cm2 g-1`: attenuation per length, per mass thickness): pint keeps
# it as a logarithmic unit that multiplies nothing (ISO 80000-3 annex C, the bel of a level ratio); written once on
# both sides it is the same level unit, and what it is per is read by pint as any unit.
_DECIBEL = re.compile(r"(?<![A-Za-z])dB(?![A-Za-z])")


def _in_decibels(reference: str, test: str) -> Decision | None:
    """Two units each written with one decibel: the units beside it decide."""
    if len(_DECIBEL.findall(reference)) != 1 or len(_DECIBEL.findall(test)) != 1:
        return None
    rests = [_DECIBEL.sub(" ", text).strip(" ·⋅*") or "1" for text in (reference, test)]
    ref_rest, test_rest = ("1" + rest if rest.startswith("/") else rest for rest in rests)
    beside = compare_units(ref_rest, test_rest)
    return Decision(beside.match, beside.basis, f"both in decibels; beside them, {beside.why or beside.basis}", beside.certain)


def _relate(reference: str, test: str, ref_unit: str, test_unit: str, scale: float = 1.0) -> Decision:
    """Two read units as quantities: one unit (factor 1), a field's distinction, another scale, another quantity.
    `scale` is the ratio of the powers of ten written before them (`10^-3 S cm-1` against `mS cm-1`)."""
    if ref_unit == test_unit and scale == 1.0:
        return Decision(True, "unit-equivalent", f"{reference} = {test} (both {ref_unit})")
    found = _scaled(conversion(ref_unit, test_unit), scale)
    distinction = field_distinction(ref_unit, test_unit)
    if found is None and distinction is None:
        return Decision(False, "different-units", f"{reference} is {ref_unit}, {test} is {test_unit}")
    if distinction is not None:  # also across dimensions a convention joins (`kDa` for `kg/mol`)
        quantities = " and ".join(distinction.quantities)
        joined = "have one dimension" if found is not None else "are joined by a convention"
        why = f"{reference} and {test} {joined}, but the field keeps {quantities} apart ({distinction.source})"
        if (found is None or scale == 1.0) and not distinction.certain and distinction.equal_numbers(ref_unit, test_unit):
            return Decision(True, "field-distinction", f"{why}; one number is the same in both, the best guess is one value", False)
        return Decision(False, "field-distinction", why, distinction.certain)
    if factor_one(found):
        return Decision(True, "unit-equivalent", f"{reference} = {test} ({ref_unit} and {test_unit}: one dimension, factor 1)")
    if factor_nearly_one(found):
        why = f"{reference} and {test} differ by a factor {found.factor:.8g}, within the rounding of a unit's definition"  # type: ignore[union-attr]
        return Decision(True, "unit-nearly-equal", why, False)
    return Decision(False, "different-units", f"{reference} is {ref_unit}, {test} is {test_unit}: {describe_factor(found)}")  # type: ignore[arg-type]


def _scaled(found: Conversion | None, scale: float) -> Conversion | None:
    """A conversion between scaled units (`10^5 Pa` to `bar`); an offset scale written with a power of ten is none."""
    if found is None or scale == 1.0:
        return found
    return None if found.is_offset else Conversion(found.factor * scale)


def unit_conversion(source: str | None, target: str | None) -> Conversion | None:
    """How a value written in `source` converts to `target` (`mS/cm` -> `S/cm`: factor 0.001; `°C` -> `K`:
    factor 1, offset 273.15, `is_offset`), or None when either is unread, ambiguous, or they are not commensurable.

    Value comparisons use this to compare numbers across commensurable units and state the conversion."""
    ref, tst = read_unit(source), read_unit(target)
    if ref is None or tst is None or ref.qualifiers != tst.qualifiers:
        return None
    ref, tst = as_differences(ref, tst)
    found = {_scaled(conversion(r, t), ref.scale / tst.scale) for r in ref.readings for t in tst.readings}
    return next(iter(found)) if len(found) == 1 else None


def conversion_factor(source: str | None, target: str | None) -> float | None:
    """The factor a value in `source` is multiplied by to be in `target` (`mS/cm` -> `S/cm`: 0.001); None when
    there is no single factor: not commensurable, unread, ambiguous, or an offset scale (see `unit_conversion`)."""
    found = unit_conversion(source, target)
    return None if found is None or found.is_offset else found.factor


def _reading_pairs(reference: str, test: str, ref: tuple, tst: tuple) -> list[tuple]:
    """The readings of two units to set against each other: every pair, the preferred first; but a symbol written for
    two units on both sides (`lb` and `lbs`) means one unit in one paper, so its readings pair in step."""
    sense = other_sense(reference)
    if sense is not None and sense == other_sense(test) and len(ref) == len(tst):
        return list(zip(ref, tst, strict=True))
    return [(ref[0], tst[0]), *((r, t) for r in ref for t in tst if (r, t) != (ref[0], tst[0]))]
