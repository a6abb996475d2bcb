"""Decide whether two property-unit strings are the same physical unit.

Papers write one unit many ways (``pC/N``, ``pC N-1``, ``pC·N⁻¹``, ``pC NE^{-1}``
from LaTeX-to-text conversion; ``pm/V``, ``p.m. V−1``). Notation is normalized
into a pint expression and the canonical form is the product of the prefixed
units as written, so ``pC/N`` and ``pm/V`` stay different units even though
they have the same dimension and magnitude: the scoring contract says
different units are 0. Unit symbols are case-sensitive as in SI (``pc`` is a
parsec, ``mV`` is not ``MV``).

Units over the parse limit (``chem.text.too_long(unit, "unit")``) or with
absurd exponents are compared as normalized text: pint's parser is quadratic
in the length of its input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache, partial

from .decision import Decision
from .once import load_once
from .text import UNIT_CHARS, normalize, too_long, unparseable
from .unit_cgs import across_systems, across_systems_decision, misread_power
from .unit_qualifiers import implied_basis, qualifier_decision, split_unit
from .unit_relations import (
    Conversion,
    conversion,
    describe_factor,
    factor_nearly_one,
    factor_one,
    field_distinction,
    implied_qualifiers,
    usual_quantity,
)
from .unit_relations import registry as unit_registry
from .unit_spelling import chemist_expression, plain_typography, respell

_MULTIPLY_SIGNS = re.compile(r"\s*(?:[·•⋅∙×]|(?<!\*)\*(?!\*))\s*")
_DOTTED_ABBREVIATION = re.compile(r"\b((?:[A-Za-zμµ]\.){2,})")
_LATEX_POWER = re.compile(r"E?\^\{?\s*([-+]?\d+(?:\.\d+)?)(?:\s*\})?")
_BARE_EXPONENT = re.compile(r"(?<=[A-Za-zμµΩ°])\s*([-+]?\d+)(?![\d.])")
# A small plain exponent (`**-1`, `**0.5`, `**(1/2)`); anything else is not handed to pint.
_SMALL_POWER = re.compile(r"\*\*\s*(?:\(\s*[-+]?\d{1,3}(?:\.\d{1,3})?(?:\s*/\s*\d{1,3})?\s*\)|[-+]?\d{1,3}(?:\.\d{1,3})?(?!\d))")


@lru_cache(maxsize=4096)
def _to_pint_expression(text: str) -> str:
    """Rewrite paper notation (superscripts, dots, spaces, ``-1``) as ``a * b ** -1``.

    Whitespace runs are collapsed first: every rule below treats one space like
    many, and the `\\s*` patterns would otherwise backtrack quadratically on long runs.
    """
    text = normalize(text, UNIT_CHARS)
    text = _DOTTED_ABBREVIATION.sub(lambda m: m.group(1).replace(".", ""), text)
    text = _MULTIPLY_SIGNS.sub(" ", text)
    text = _LATEX_POWER.sub(r"^\1", text)
    text = text.replace("^", "**")
    text = re.sub(r"(?<=[A-Za-zμΩ])\.(?=[A-Za-zμΩ])", " ", text)
    text = re.sub(r"\*\*\s*", "**", text)
    text = _BARE_EXPONENT.sub(r"**\1", text)
    text = re.sub(r"\s*/\s*", "/", text)
    text = re.sub(r"\s+", " * ", text.strip())
    return text


def canonical_unit(text: str) -> str | None:
    """Canonical string of the prefixed units as a chemist reads them, e.g. ``picocoulomb / newton``; None if unparseable.

    Where the text allows two readings (`W/mK`) this is the preferred one (`read_unit` keeps both).
    """
    if not text or not text.strip() or too_long(text, "unit") or unparseable(text):
        return None
    readings = _readings(text)
    return readings[0] if readings else None


def _safe_for_pint(expression: str) -> bool:
    """Whether pint can evaluate the expression quickly.

    pint computes numbers exactly, so `2**9999999999`, `m**9**9**9` or
    `((2 m)**99)**99...` would run for minutes: only small plain exponents pass
    (at most two in a row), no number is raised (a number makes no unit anyway),
    and a bracketed group is raised only when no number is in sight.
    """
    rest = _SMALL_POWER.sub("§", expression)
    if "**" in rest or re.search(r"§\s*§\s*§", rest) or re.search(r"\d\.?\s*§", rest):
        return False  # a power that is not small, a tower of three, or a raised number (never a unit anyway)
    return not (re.search(r"\)\s*§", rest) and re.search(r"\d", rest))


@lru_cache(maxsize=4096)
def _canonical(expression: str) -> str | None:
    """The canonical unit of a pint expression, or None when pint cannot read it safely."""
    if not _safe_for_pint(expression):
        return None
    registry = unit_registry()
    try:
        unit = registry.parse_units(expression)
        if not isinstance(unit, registry.Unit):
            return None
        powers = sorted(unit._units.items(), key=lambda item: (item[1] < 0, item[0]))
        canonical = " * ".join(f"{name}**{power:g}" for name, power in powers) or "dimensionless"
        registry.parse_units(canonical)  # a logarithmic unit divided (`dB/cm`) gives a name pint cannot read back
        return canonical
    except Exception:  # pint raises many types (UndefinedUnitError, DefinitionSyntaxError, TokenError, ...)
        return None  # and exponents such as (m**99)**99... overflow a float when formatted


@lru_cache(maxsize=4096)
def _readings(text: str) -> tuple[str, ...]:
    """The readings the text allows, the preferred first: pint's literal one and a chemist's (`W/mK` as W/(m K)).

    The chemist's reading is preferred when it measures a usual quantity and the literal one does not;
    the literal one when the reverse holds; when neither or both do, both stay (an ambiguous unit), the
    literal one first when neither does: without a quantity to say otherwise, a prefix symbol joined to a
    unit symbol is one unit (SI Brochure, 9th ed., 3: `U/mg` is per milligram before it is per metre gram).
    """
    expression = _to_pint_expression(text)
    literal = _canonical(expression)
    chemist = _canonical(chemist_expression(expression, _usual_token))
    if chemist is None or chemist == literal:
        return (literal,) if literal is not None else ()
    if literal is None:
        return (chemist,)
    chemist_usual, literal_usual = usual_quantity(chemist) is not None, usual_quantity(literal) is not None
    if chemist_usual != literal_usual:
        return (chemist,) if chemist_usual else (literal,)
    return (chemist, literal) if chemist_usual else (literal, chemist)


def _usual_token(token: str) -> bool:
    """pint reads the token, and as more than one rare unit symbol: a token pint reads only as the symbol of an
    unprefixed rare unit (`Nm`, pint's `number_meter`, a textile yarn count) is offered as the symbols it spells
    too (N m); a prefixed unit (`meV`, `mAh`) stays one unit (SI Brochure 9th ed., 3)."""
    canonical = _canonical(token)
    if canonical is None:
        return False
    try:
        names = unit_registry().parse_unit_name(token)
    except Exception:  # pint raises many types on odd tokens
        return True
    rare_symbol = len(names) == 1 and names[0][0] == "" and usual_quantity(canonical) is None
    return not rare_symbol


def same_unit(reference: str | None, test: str | None) -> bool:
    """Same physical unit; a missing unit on either side is never a match."""
    return compare_units(reference, test).match


@dataclass(frozen=True)
class UnitReading:
    """A unit entry read completely: the unit (a pint expression or `dimensionless`) and its annotation.

    `annotation` is the text beside the unit (`% (PCE)`, `K (onset)`, `eV (300 K)`);
    `explained` says whether every word of it is known: the unit again (`Kelvin (K)`),
    the quantity the column holds, or a measuring condition (a number with a unit).
    """

    unit: str
    annotation: str = ""
    explained: bool = True
    others: tuple[str, ...] = ()  # other readings the text allows (`W/mK`: watt per millikelvin), none when unambiguous
    scale: float = 1.0  # a power of ten written before the unit (`10^-6 K^-1`)
    qualifiers: tuple[tuple[str, str], ...] = ()  # basis, gas condition, reference electrode, counted entity, test force
    pint: str = ""  # the unit proper as pint reads it, when `unit` also names a scale or qualifiers (`percent**1 [basis mass]`)

    @property
    def readings(self) -> tuple[str, ...]:
        """The pint readings, the preferred first: what conversions use."""
        return (self.pint or self.unit, *self.others)


_TRAILING_NOTE = re.compile(r"^(?P<unit>.+?)\s*(?:\((?P<paren>[^()]*)\)|,\s*(?P<comma>[^,]+))$")
_CONDITION = re.compile(r"^[-+]?\d+(?:\.\d+)?\s*(?P<unit>[^\d\s].*)$")


@load_once
def _notations() -> dict:
    from .data import load_builtin, load_lexicon, meaning_of

    data = load_lexicon("units_notations")
    return {
        "dimensionless": frozenset(w.lower() for w in data["dimensionless"]["words"]),
        "names": {k.lower(): meaning_of(v) for k, v in load_builtin("units").items()},  # data/knowledge/units.json
        "quantities": frozenset(data["quantities"]["words"]),
    }


def _unit_part(text: str) -> str | None:
    """The preferred pint expression (or `dimensionless`) of a bare unit, spelled names included; None if unread."""
    readings = _unit_readings(text)
    return readings[0] if readings else None


def _unit_readings(text: str) -> tuple[str, ...]:
    """Every reading of a bare unit (preferred first), spelled names included; empty if unread."""
    text = normalize(text, UNIT_CHARS)
    notations = _notations()
    if text.lower() in notations["dimensionless"]:
        return ("dimensionless",)
    if (name := notations["names"].get(text.lower())) is not None:
        text = name
    if not text.strip() or too_long(text, "unit") or unparseable(text):
        return ()
    readings = _readings(text)
    if not readings and re.fullmatch(r"[A-Za-z]{4,}", text):
        readings = _readings(text.lower())  # a spelled-out unit name (`Kelvin`): SI names are lower case
    return readings


def read_unit(text: str | None) -> UnitReading | None:
    """The unit of an entry, its scale and qualifiers (`chem.unit_qualifiers`) and what is written beside it,
    or None when the unit itself cannot be read."""
    if not text or not text.strip() or too_long(text, "unit") or unparseable(text):
        return None
    split = split_unit(plain_typography(text), _usual_text)
    reading = _read_bare(respell(split.unit)) if split.unit else None
    if reading is None:
        return None
    qualifiers = {**implied_qualifiers(reading.unit), **split.qualifiers}
    if (basis := implied_basis(reading.unit)) is not None:
        qualifiers.setdefault("basis", basis)
    if split.scale == 1.0 and not qualifiers:
        return reading
    said = "".join(f" [{kind} {value}]" for kind, value in sorted(qualifiers.items()))
    identity = (f"{split.scale:g} * " if split.scale != 1.0 else "") + reading.unit + said
    return replace(reading, unit=identity, pint=reading.unit, scale=split.scale, qualifiers=tuple(sorted(qualifiers.items())))


def _usual_text(text: str) -> bool:
    """pint reads the text as the unit of a usual quantity (`J/(mol K)`, not `kJ/(mol H)`)."""
    return any(usual_quantity(r) is not None for r in _unit_readings(text))


def _read_bare(text: str) -> UnitReading | None:
    """The unit with its note, once the scale and qualifiers are off."""
    text = normalize(text, UNIT_CHARS)
    whole = _unit_readings(text)
    note = _TRAILING_NOTE.match(text)
    if note is not None and (unit := _unit_part(note["unit"])) is not None:
        # `dimensionless (ZT)` is not dimensionless times zettatesla, nor `electronvolt (eV)` eV squared:
        # a note pint could multiply in is read as a note when it names the quantity or the unit again
        annotation = (note["paren"] if note["paren"] is not None else note["comma"]).strip()
        explained = _annotation_explained(annotation, unit)
        if explained or not whole:
            return UnitReading(unit, annotation, explained)
    return UnitReading(whole[0], others=whole[1:]) if whole else None


def _annotation_explained(annotation: str, unit: str) -> bool:
    """The annotation is the unit again, a quantity name, or a condition (`300 K`, `at 0.1 C`), or
    words each of which is a quantity word (`direct gap`): nothing unexplained."""
    if _unit_part(annotation) == unit:
        return True
    quantities = _notations()["quantities"]
    text = normalize(annotation, UNIT_CHARS).lower().strip(" .")
    if text in quantities:
        return True
    condition = _CONDITION.match(re.sub(r"^(?:at|@)\s*", "", annotation.strip()))
    if condition is not None and _unit_part(condition["unit"]) is not None:
        return True
    words = [w for w in re.split(r"[\s,;/]+", text) if w]
    return bool(words) and all(w in quantities for w in words)


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
    if misread := [r for r in (*ref.readings, *tst.readings) if misread_power(r)]:
        return replace(decision, certain=False, why=f"{decision.why}; {misread[0]} has a power no unit has: a misreading, unproven")
    if not decision.match and across_systems(ref.readings, tst.readings):
        same = partial(_relate, str(reference), str(test), scale=ref.scale / tst.scale)
        return across_systems_decision(str(reference), str(test), (ref.readings, tst.readings), lambda r, t: same(r, t).match, decision)
    return decision


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
    if _to_pint_expression(reference) == _to_pint_expression(test):
        return Decision(True, "exact")
    ref, tst = read_unit(reference), read_unit(test)
    if ref is None or tst is None:
        # An unread side is compared as normalized text; case is ignored only here,
        # where a case slip (`pC/n`) is what made the parse fail.
        same = _to_pint_expression(reference).lower() == _to_pint_expression(test).lower()
        unread = reference if ref is None else test
        return Decision(same, "unparsed", f"pint cannot read {unread!r}; compared by notation", False)
    scale = ref.scale / tst.scale
    preferred = _relate(reference, test, ref.readings[0], tst.readings[0], scale)
    others = [_relate(reference, test, r, t, scale) for r in ref.readings for t in tst.readings if (r, t) != (ref.readings[0], tst.readings[0])]
    qualified = qualifier_decision(dict(ref.qualifiers), dict(tst.qualifiers), preferred)
    if qualified is not None and qualified.certain and qualified.basis == "unit-qualifier":
        return qualified
    if any(other.match != preferred.match for other in others):
        ambiguous = ref if ref.others else tst
        why = f"{preferred.why}; but {(reference if ambiguous is ref else test)!r} may also read as {', '.join(ambiguous.others)}"
        return Decision(preferred.match, "unit-ambiguous", why, False)
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
    found = {_scaled(conversion(r, t), ref.scale / tst.scale) for r in ref.readings for t in tst.readings}
    return next(iter(found)) if len(found) == 1 else None


def conversion_factor(source: str | None, target: str | None) -> float | None:
    """The factor a value in `source` is multiplied by to be in `target` (`mS/cm` -> `S/cm`: 0.001); None when
    there is no single factor: not commensurable, unread, ambiguous, or an offset scale (see `unit_conversion`)."""
    found = unit_conversion(source, target)
    return None if found is None or found.is_offset else found.factor
