"""Read a property-unit string as pint units: notation, readings, and what is written beside the unit.

Papers write one unit many ways (``pC/N``, ``pC N-1``, ``pC·N⁻¹``, ``pC NE^{-1}``
from LaTeX-to-text conversion; ``pm/V``, ``p.m. V−1``). Notation is normalized
into a pint expression and the canonical form is the product of the prefixed
units as written. Unit symbols are case-sensitive as in SI (``pc`` is a
parsec, ``mV`` is not ``MV``). Comparing two readings is `chem.units`.

Units over the parse limit (``chem.text.too_long(unit, "unit")``) or with
absurd exponents are not read: pint's parser is quadratic in the length of its input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .once import load_once
from .text import UNIT_CHARS, normalize, too_long, unparseable
from .unit_qualifiers import implied_basis, split_unit
from .unit_relations import implied_qualifiers, usual_quantity
from .unit_relations import registry as unit_registry
from .unit_spelling import chemist_expression, plain_typography, respell

_MULTIPLY_SIGNS = re.compile(r"\s*(?:[·•⋅∙×]|(?<!\*)\*(?!\*))\s*")
_DOTTED_ABBREVIATION = re.compile(r"\b((?:[A-Za-zμµ]\.){2,})")
_LATEX_POWER = re.compile(r"E?\^\{?\s*([-+]?\d+(?:\.\d+)?)(?:\s*\})?")
# A power run on to its symbol (`m2`, `s-1`), or set apart with its sign (`L -1`); an unsigned number after a space is
# a numerical factor (`g 10 min-1`, the melt flow rate's `g/10 min`), never a power (SI Brochure 9th ed., 5.4.6).
_BARE_EXPONENT = re.compile(r"(?<=[A-Za-zμµΩ°])(?:\s*(?=[-+])|(?=\d))([-+]?\d+)(?![\d.])")
# A small plain exponent (`**-1`, `**0.5`, `**(1/2)`); anything else is not handed to pint.
_SMALL_POWER = re.compile(r"\*\*\s*(?:\(\s*[-+]?\d{1,3}(?:\.\d{1,3})?(?:\s*/\s*\d{1,3})?\s*\)|[-+]?\d{1,3}(?:\.\d{1,3})?(?!\d))")
# What pint's evaluation skips: it reads names, numbers, brackets and `* / + - **` only, and passes over every other
# token (`'`, `,`, `;`, `?`), so `m^2'^2'^2` is to pint the tower `m**2**2**2`.
_SKIPPED_BY_PINT = re.compile(r"[^\w\s.()*/+\-^]")


@lru_cache(maxsize=4096)
def pint_expression(text: str) -> str:
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
    and a bracketed group is raised only when no number is in sight. Both the expression and what pint reads of it
    pass (pint skips a quote or a comma between two powers: `m^2'^2'^2^21` is a tower).
    """
    return _small_powers_only(expression) and _small_powers_only(_as_pint_reads(expression))


def _as_pint_reads(expression: str) -> str:
    """The expression as `parse_units` evaluates it: the registry's and pint's own rewriting (`%` is `percent`,
    `squared` is `**2`), without the characters its evaluation passes over."""
    registry = unit_registry()  # first: pint is imported whole, once, under the registry's lock (`chem.once`)
    from pint.util import string_preprocessor  # never while another judge thread is still importing pint

    for rewrite in registry.preprocessors:
        expression = rewrite(expression)
    return _SKIPPED_BY_PINT.sub("", string_preprocessor(expression))


def _small_powers_only(expression: str) -> bool:
    """The checks of `_safe_for_pint` on one writing of the expression: as given, and as pint reads it."""
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
    expression = pint_expression(text)
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


def glued_capitals(text: str) -> str | None:
    """A run of capital letters pint reads as no unit, read only by splitting it into one-letter unit symbols (`VHN`
    as volt henry newton, `CV` as coulomb volt), or None. SI writes a product of symbols with a space or a half-high
    dot between them (SI Brochure 9th ed., 5.4.3), and capitals run together are how abbreviations are written (a
    hardness number, the metric horsepower): such a split is no complete reading of the unit, it proves nothing."""
    from .unit_spelling import splits

    if not text or too_long(text, "unit") or unparseable(text):
        return None
    unit = split_unit(plain_typography(text), _usual_text).unit  # a counted entity (`mol CH4`) is no unit
    expression = pint_expression(normalize(respell(unit), UNIT_CHARS))
    tokens = re.findall(r"(?<![A-Za-zµμΩ])[A-Z]{2,}(?![A-Za-zµμΩ])", expression)
    return next((t for t in tokens if _canonical(t) is None and splits(t)), None)


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
    difference: bool = False  # a temperature its note says is a difference (`K (ΔT)`): no offset scale (`as_difference`)

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
        "ambiguous": data["ambiguous_symbols"]["symbols"],
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
    if readings and (symbol := ambiguous_symbol(text)) is not None:  # `cps`: counts per second, or the centipoise
        again = _readings(re.sub(rf"(?<![A-Za-z]){symbol}(?![A-Za-z])", notations["ambiguous"][symbol], text))
        readings = (*readings, *(r for r in again if r not in readings))
    return readings


def other_sense(text: str) -> str | None:
    """The other unit an ambiguous symbol in the text is written for (`lb` -> `lbf`; `pcf` spells `lb/ft^3`), or None."""
    text = normalize(respell(plain_typography(text)), UNIT_CHARS)
    symbol = ambiguous_symbol(_notations()["names"].get(text.lower(), text))
    return None if symbol is None else _notations()["ambiguous"][symbol]


def ambiguous_symbol(text: str) -> str | None:
    """A symbol in the text that is written for two units (`cps`; data/units_notations.json), or None."""
    return next((s for s in _notations()["ambiguous"] if re.search(rf"(?<![A-Za-z]){s}(?![A-Za-z])", text)), None)


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
        if (unit in _OFFSET_SCALES or unit == "kelvin**1") and names_a_difference(annotation):
            return UnitReading(_OFFSET_SCALES.get(unit, unit), annotation, True, difference=True)
        explained = _annotation_explained(annotation, unit)
        if explained or not whole:
            return UnitReading(unit, annotation, explained)
    return UnitReading(whole[0], others=whole[1:]) if whole else None


# A temperature on an offset scale read as a difference when its note says so (`°C (ΔT)`, `°C, temperature rise`):
# a difference of Celsius temperatures is one of kelvin, the offset cancels (ISO 80000-5:2019, 5-2: `a Celsius
# temperature difference ... equals the thermodynamic temperature difference`; IUPAC Green Book 3rd ed. 2.11: Δ a
# finite change of the quantity after it); pint keeps such a difference apart as `delta_degree_Celsius`.
_OFFSET_SCALES = {"degree_Celsius**1": "delta_degree_Celsius**1", "degree_Fahrenheit**1": "delta_degree_Fahrenheit**1"}
_DELTA = re.compile(r"^\s*(?:Δ|∆|delta\b)", re.IGNORECASE)
_DIFFERENCE_NOUNS = frozenset("difference change rise increase decrease drop interval".split())
# a preposition after a noun phrase's head starts its postmodifier (`change in Tg`, `onset of decrease`)
_PREPOSITION = re.compile(r"\b(?:of|in|at|on|for|during|upon|with|from|after|before|under|above|below|to|by)\b", re.IGNORECASE)


def names_a_difference(note: str) -> bool:
    """Whether a unit's note names a temperature difference: Δ before it (`ΔT`), or a noun of change as the head of
    the note's noun phrase, its last word before any prepositional postmodifier (`temperature rise`, `change in Tg`).
    A noun of change that only modifies the head (`phase change temperature`, `drop point`) or follows a preposition
    (`onset of decrease`) names a temperature, not a difference (Quirk et al., A Comprehensive Grammar of the English
    Language, 1985, 17.2-17.4: the head of a noun phrase; premodifiers precede it, prepositional postmodifiers follow)."""
    if _DELTA.search(note):
        return True
    words = re.findall(r"[^\W\d_]+", _PREPOSITION.split(note, maxsplit=1)[0].casefold())
    return bool(words) and words[-1].removesuffix("s") in _DIFFERENCE_NOUNS


def as_differences(one: UnitReading, other: UnitReading) -> tuple[UnitReading, UnitReading]:
    """Two readings of one quantity's unit, a temperature on an offset scale read as a difference on one side when
    the other's note says the quantity is one (`°C` against `K (ΔT)`): both sides write one quantity."""
    if one.difference == other.difference:
        return one, other
    return tuple(r if r.difference or r.unit not in _OFFSET_SCALES else replace(r, unit=_OFFSET_SCALES[r.unit]) for r in (one, other))  # type: ignore[return-value]


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
