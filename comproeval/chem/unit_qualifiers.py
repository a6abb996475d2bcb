"""What a unit entry says beside the unit proper: a scale factor, a basis, a reference, a counted entity (issue 26).

A chemist reads `10^-6 K^-1` as one millionth of a reciprocal kelvin, `wt%` as a percentage by mass,
`cm3(STP) g-1` as a gas volume at standard conditions, `V vs RHE` as a potential on the RHE scale,
`kJ/mol H2` as per mole of H2 and `HV0.05` as a Vickers number at 0.05 kgf. pint reads none of them.
`split_unit` takes these apart so pint reads what is left; `qualifier_decision` compares what was taken
off: the same on both sides, or the verdict is uncertain (a condition written on one side only may have
been left unsaid on the other). Sources are in `data/units_notations.json` ("qualifiers").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .decision import Decision
from .once import load_once
from .text import COMPOUND_CHARS, UNIT_CHARS, normalize
from .unit_bases import base_relation, percent_base
from .unit_counts import counts_out
from .unit_substances import GLUED_LABEL, MASS_RATIO, MOL_ENTITY, counts_entity, element_formula, mass_labels, pint_unit, unglued
from .unit_substances import substance_after as _substance_after

# Kinds of qualifier and whether two different values of the kind, both known, prove another unit.
BASIS, GAS, REFERENCE, ENTITY, LOAD = "basis", "gas condition", "reference electrode", "counted entity", "test force"
SUBSTANCE, QUANTITY, COUNTED, BASE = "substance weighed", "quantity measured", "entity counted", "base of the percentage"
_PROVING = {BASIS: True, GAS: True, REFERENCE: True, ENTITY: True, LOAD: False, SUBSTANCE: False, QUANTITY: True, COUNTED: False, BASE: False}
# Kinds that label what a unit measures without changing the unit (`g CO2/g sorbent` is g/g of CO2 per sorbent):
# written on one side only, the other side most likely left the label unsaid (the same unit, unproven).
# A test force (`HV0.2`) or the quantity a percent is of (`%T`) written on one side only is detail of the same kind, and
# so is the basis of a percentage (`wt%` against `%`: ISO 80000-1 writes the percent bare, the quantity names the basis)
# or what it is reckoned on (`% of theoretical density` against `%`: `chem.unit_bases`).
_LABELS = frozenset({SUBSTANCE, LOAD, QUANTITY, COUNTED, BASIS, BASE})
# Kinds that change what the unit counts (a volume at STP is an amount; per mol H2 is twice per mol H):
# on one side only they leave every verdict open, even one the bare units would prove.
_RESCALING = frozenset({GAS, ENTITY})

_SUPERSCRIPT_POWER = re.compile(r"10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)")
_SCALE = re.compile(
    r"^\(?\s*(?:[×x*]\s*)?(?:10\s*(?:\^|\*\*)\s*\{?\(?\s*(?P<a>[-+−]?\d{1,3})\s*\)?\}?|10(?P<b>[-−]\d{1,3})(?=[\s/·*]|$)|1[eE](?P<c>[-+]?\d{1,3}))\s*[·*×]?\s*"
)
_VERSUS = re.compile(r"\s*\(?\s*(?:vs\.?|versus|against|relative to)\s+(?P<ref>.+?)\s*\)?\s*$", re.IGNORECASE)
_SUBSCRIPT_REFERENCE = re.compile(r"^(?P<unit>[mμµ]?V)\s*[_ ]?\s*(?P<ref>RHE|SHE|NHE|SCE)$")
_TRAILING_ENTITY = re.compile(r"(?<=[\s)])(?P<entity>[A-Z][A-Za-z0-9]*[+-]?)$")  # `µmol g-1 h-1 H2`


@dataclass(frozen=True)
class SplitUnit:
    """The unit proper (for pint), the power of ten written before it, and the qualifiers taken off."""

    unit: str
    scale: float = 1.0
    qualifiers: dict[str, str] = field(default_factory=dict)


@load_once
def _vocabulary() -> dict:
    from .data import load_lexicon

    data = load_lexicon("units_notations")["qualifiers"]
    logs = data["logarithms"]
    bases = {word: basis for basis, words in data["bases"].items() for word in words}
    words = "|".join(sorted((re.escape(w) for w in bases), key=len, reverse=True))
    unit = r"(?P<unit>%|ppm|‰)"
    gas = "|".join(data["gas_conditions"])
    return {
        "bases": bases,
        "close": {frozenset(p) for p in data["close_bases"] + data["close_references"]},
        "basis_before": re.compile(rf"^(?P<basis>{words})\s*\.?\s*{unit}$", re.IGNORECASE),
        "basis_after": re.compile(rf"^{unit}\s*\(?\s*(?:by\s+)?(?P<basis>{words})\s*\.?\s*\)?$", re.IGNORECASE),
        "gas": re.compile(rf"\s*\(\s*(?P<gas>{gas})\s*\)\s*|(?<![A-Za-z])(?P<bare>{gas})(?![A-Za-z])"),
        "electrodes": {_electrode(r): r for r in data["reference_electrodes"]},
        "entities": data["counted_entities"],
        "per_entity": re.compile(
            r"\s*(?:/|\bper\s+)\s*(?P<entity>" + "|".join(re.escape(e) for e in sorted(data["counted_entities"], key=len, reverse=True)) + r")\s*$"
        ),
        "percent_of": data["percent_quantities"]["names"],
        "percent": re.compile(r"^%\s*\(?\s*(?P<quantity>" + "|".join(data["percent_quantities"]["names"]) + r")\s*\)?$"),
        "hardness": re.compile(r"^(?P<scale>" + "|".join(data["hardness_scales"]) + r")\s*(?P<load>\d+(?:\.\d+)?(?:\s*/\s*\d+)?)?$"),
        "logarithm": re.compile(
            rf"^(?P<log>{_alternatives(logs['decimal'] + logs['natural'])})(?![A-Za-z])\s*(?P<rest>.*?)\s*(?:\b(?:{_alternatives(logs['words'])}))?$",
            re.IGNORECASE,
        ),
        "natural_logs": frozenset(w.lower() for w in logs["natural"]),
        "shore": re.compile(rf"^°?\s*(?:Shore|Sh)\.?\s*-?\s*(?P<scale>{_alternatives(data['shore_scales']['scales'])})(?:\s*hardness)?$"),
        "rockwell": _rockwell(data["rockwell_scales"]["scales"]),
        "hardness_names": data["hardness_names"]["names"],
        "hardness_name": _hardness_name(data["hardness_names"]["names"], data["hardness_scales"]),
        "counted": re.compile(data["counted_nouns"]["pattern"]),
    }


def _rockwell(scales: list[str]) -> re.Pattern:
    """`HRC`, `HRc`, `HR 30N`, `HRBW`, `Rockwell C`, `Rockwell C hardness`: one Rockwell scale (ISO 6508-1), its
    letter read in capitals (`HRc` is written for HRC); a superficial scale keeps its number (`HR15N`)."""
    letters = _alternatives(scales)
    named = rf"Rockwell\s*(?:hardness\s*)?(?P<named>{letters})(?:\s*scale)?"
    return re.compile(rf"^(?:HR\s*(?P<hr>{letters}|[a-hk](?![A-Za-z]))W?|{named})(?:\s*hardness)?$")


def _hardness_name(names: dict[str, str], scales: list[str]) -> re.Pattern:
    """`Vickers hardness number`, `Brinell hardness`, `Knoop hardness (HK)`: a hardness number named after its test
    (ISO 6507-1, ISO 6506-1, ISO 4545-1), its symbol in brackets after it a note (`_hardness_named`)."""
    symbol = rf"\(\s*(?P<symbol>{_alternatives(scales)})\s*\)"
    return re.compile(rf"^(?P<name>{_alternatives(list(names))})\s+(?:hardness|number)(?:\s+number)?(?:\s*{symbol})?$", re.IGNORECASE)


def _alternatives(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _electrode(text: str) -> str:
    """A reference electrode in one spelling: case, spaces and dots ignored, a couple's two sides in order (`Li+/Li`)."""
    text = re.sub(r"[\s.]", "", text).lower()
    return "/".join(sorted(text.split("/"))) if text.count("/") == 1 else text


def _reference(text: str) -> str:
    """A reference electrode as the vocabulary spells it (`Li+/Li` -> `Li/Li+`), else in one spelling."""
    return _vocabulary()["electrodes"].get(_electrode(text), _electrode(text))


def split_unit(text: str, usual: Callable[[str], bool]) -> SplitUnit:
    """Take the scale and the qualifiers off a unit; `usual(unit)` says whether pint reads a unit as a usual
    quantity (it decides whether `mol K` is per kelvin or per mole of potassium)."""
    text = _SUPERSCRIPT_POWER.sub(lambda m: "10^" + m.group(1), text)
    text = normalize(normalize(text, COMPOUND_CHARS), UNIT_CHARS)
    vocabulary = _vocabulary()
    qualifiers: dict[str, str] = {}
    scale = 1.0
    if (found := _SCALE.match(text)) is not None and found.end() < len(text):
        scale = 10.0 ** int((found["a"] or found["b"] or found["c"]).replace("−", "-"))
        text = text[found.end() :].strip()
        text = "1" + text if text.startswith("/") else text
    if (based := percent_base(text)) is not None:  # `% on o.d. pulp`: a percentage and what it is reckoned on
        text, qualifiers[BASE], weighed = based
        if weighed:  # a base weighed in a state of analysis is a mass
            qualifiers[BASIS] = "mass"
    text = _counted_noun(text, qualifiers)
    text, count = counts_out(text)
    scale /= count
    if (versus := _VERSUS.search(text)) is not None and versus.start() > 0:
        qualifiers[REFERENCE] = _reference(versus["ref"])
        text = text[: versus.start()].strip()
    elif (subscript := _SUBSCRIPT_REFERENCE.match(text)) is not None:
        qualifiers[REFERENCE], text = _reference(subscript["ref"]), subscript["unit"]
    gases = [m["gas"] or m["bare"] for m in vocabulary["gas"].finditer(text)]
    if gases and len(set(gases)) == 1:
        qualifiers[GAS] = gases[0]
        text = " ".join(vocabulary["gas"].sub(" ", text).split())
    if (basis := vocabulary["basis_before"].match(text) or vocabulary["basis_after"].match(text)) is not None:
        qualifiers[BASIS] = vocabulary["bases"][basis["basis"].lower()]
        text = basis["unit"]
    if (percent := vocabulary["percent"].match(text)) is not None:  # `%T`: a percent of transmittance
        qualifiers[QUANTITY], text = vocabulary["percent_of"][percent["quantity"]], "%"
    text = _hardness_named(text)
    if (hardness := vocabulary["hardness"].match(text)) is not None:
        text = hardness["scale"]
        if hardness["load"]:
            qualifiers[LOAD] = re.sub(r"\s", "", hardness["load"])
    text = _named_quantity(text, qualifiers)
    text = GLUED_LABEL.sub(unglued, text)
    if (labels := mass_labels(text, usual)) is not None:
        text, qualifiers[SUBSTANCE] = labels
    elif (after := _substance_after(text, usual)) is not None:
        text, qualifiers[SUBSTANCE] = after
    if MASS_RATIO.match(text):  # `g/g`, `g/100 g`: pint cancels the grams, the basis they state stays
        qualifiers.setdefault(BASIS, "mass")
    if (per := vocabulary["per_entity"].search(text)) is not None and per.start() > 0:
        qualifiers[ENTITY] = vocabulary["entities"][per["entity"]]
        text = text[: per.start()].strip()
    elif (mol := MOL_ENTITY.search(text)) is not None and counts_entity(text, mol, usual):
        qualifiers[ENTITY] = mol["entity"]
        text = (text[: mol.end("mol")] + text[mol.end() :]).strip()
        if (per := _per_mol_entity(text, mol.end("mol"), usual)) is not None:  # `mol CO/(mol Au·s)`: a turnover frequency
            qualifiers[ENTITY] = f"{qualifiers[ENTITY]} per {per[1]}"
            text = per[0]
    elif "mol" in text and (last := _TRAILING_ENTITY.search(text)) is not None and counts_entity(text, last, usual):
        qualifiers[ENTITY] = last["entity"]
        text = text[: last.start()].strip()
    return SplitUnit(text, scale, qualifiers)


def _per_mol_entity(text: str, start: int, usual: Callable[[str], bool]) -> tuple[str, str] | None:
    """A second counted entity after the solidus (`mol/(mol Au·s)`): the amount of substance the first is counted
    per, its label taken off as the first one's (IUPAC Green Book 3rd ed. 2.10: a label belongs to the quantity, so a
    turnover frequency in mol CO/(mol Au s) is in s-1). (the unit without the label, the entity) or None."""
    mol = _PER_MOL.search(text, start)
    if mol is None or not element_formula(mol["entity"]):
        return None
    if not re.search(r"\d|[A-Z].*[A-Z]", mol["entity"]) and usual(text):  # `J/(mol K)`: per kelvin, no potassium
        return None
    return (text[: mol.end("mol")] + text[mol.end("entity") :]).strip(), mol["entity"]


# A mole after the solidus, bracketed with the units it divides by or not, and the formula of what it counts, glued to
# it or apart (`/(mol Au·s)`, `/(molPt h)`), ended by a product sign, a bracket, a space or the end.
_PER_MOL = re.compile(r"/\s*\(?\s*(?P<mol>(?<![A-Za-z])[pnμµumk]?mol)\s*(?P<entity>[A-Z][a-z]?(?:[A-Z][a-z]?|\d)*[+-]?)(?=\s*(?:$|[)·⋅*/])|\s)")


def _hardness_named(text: str) -> str:
    """The symbol of a hardness number written as the name of its test (`Vickers hardness number` -> `HV`); the text
    as it is when the name is of no test, or a symbol in brackets after it names another scale (`Vickers hardness (HB)`)."""
    vocabulary = _vocabulary()
    if (named := vocabulary["hardness_name"].match(text)) is None:
        return text
    scale = vocabulary["hardness_names"][named["name"].lower()]
    said = named["symbol"]
    if said is not None and _hardness_scale(said) != _hardness_scale(scale):
        return text
    return scale


def _hardness_scale(symbol: str) -> object:
    """The unit a hardness symbol names, the older symbols among its aliases (`BHN`, `HBW`, `HB`: one Brinell number;
    `data/unit_quantities.json`)."""
    from .unit_relations import registry

    return registry().parse_units(symbol)


def _counted_noun(text: str, qualifiers: dict[str, str]) -> str:
    """`cells/cm3` -> `1/cm3`, the noun counted kept as a label (SI Brochure 2.3.3: a count is of unit one); a word
    pint reads as a unit once respelled (`counts`, `grains`, `cmolc`) or one `chem.unit_spelling` reads as a count
    already stays."""
    from .unit_spelling import count_of_unit_one, respell

    if (found := _vocabulary()["counted"].match(text)) is None:
        return text
    noun = found["noun"]
    if count_of_unit_one(noun.lower()) or pint_unit(respell(noun)) or pint_unit(noun.lower()):
        return text
    qualifiers[COUNTED] = (noun if noun.isupper() else noun.lower()).removesuffix("s")
    return "1/" + text[found.end() :]


# A length and the element it is a thickness of (`mm Pb`, `mmPb equivalent`): `data/units_notations.json`.
_THICKNESS_OF = re.compile(r"^(?P<unit>[mμµcn]?m)\s*(?P<entity>[A-Z][a-z]?)\s*(?:equivalent|equiv\.?|eq\.?)?$")


def _named_quantity(text: str, qualifiers: dict[str, str]) -> str:
    """A unit written as the name of what it measures: a logarithm (`log10 reduction`: a number, the decimal
    logarithm of a ratio), a Shore durometer scale (`Sh A`: a number on scale A), the thickness of an element
    (`mm Pb`: millimetres of lead). The quantity goes to the qualifiers, the unit proper is returned."""
    vocabulary = _vocabulary()
    if (log := vocabulary["logarithm"].match(text)) is not None:
        natural = log["log"].lower() in vocabulary["natural_logs"]
        qualifiers[QUANTITY] = "natural logarithm" if natural else "decimal logarithm"
        return log["rest"] or "dimensionless"
    if (shore := vocabulary["shore"].match(text)) is not None:
        qualifiers[QUANTITY] = f"Shore {shore['scale']} hardness"
        return "dimensionless"
    if (rockwell := vocabulary["rockwell"].match(text)) is not None:  # a Rockwell number has no unit (ISO 6508-1)
        qualifiers[QUANTITY] = f"Rockwell {(rockwell['hr'] or rockwell['named']).upper()} hardness"
        return "dimensionless"
    thickness = _THICKNESS_OF.match(text)
    if (
        thickness is not None
        and element_formula(thickness["entity"])
        and not _unit_name(thickness["unit"] + thickness["entity"], thickness["entity"])
    ):
        qualifiers[SUBSTANCE] = f"{thickness['entity']} equivalent"
        return thickness["unit"]
    return text


def _unit_name(glued: str, symbol: str) -> bool:
    """pint has a unit of the glued name (`mmHg`: a pressure, not a thickness of mercury), or reads the symbol as an
    unprefixed unit (`Pa`: `mm Pa` is no thickness of protactinium); `Pb`, read only as a petabarn, is no such unit."""
    from .unit_relations import registry

    try:
        names = registry().parse_unit_name(glued)
        return bool(names) or any(prefix == "" for prefix, _, _ in registry().parse_unit_name(symbol))
    except Exception:  # noqa: BLE001 - any parse failure means: no unit
        return False


def implied_basis(canonical: str) -> str | None:
    """The basis a ratio of two like units states by itself, read from their dimensions: `mg/g` is by mass, `mL/L`
    by volume, `mmol/mol` by amount."""
    from .unit_relations import registry

    if canonical == "dimensionless":
        return None
    units = registry()
    parsed = units.parse_units(canonical)._units
    if sorted(parsed.values()) != [-1, 1]:
        return None
    dimensionalities = [str(units.parse_units(name).dimensionality) for name in parsed]
    kinds = {"[mass]": "mass", "[length] ** 3": "volume", "[substance]": "amount"}
    return kinds.get(dimensionalities[0]) if dimensionalities[0] == dimensionalities[1] else None


def qualifier_decision(reference: dict[str, str], test: dict[str, str], units_decision: Decision) -> Decision | None:
    """What the qualifiers add to the verdict the bare units gave; None when they agree (the units decide).

    Two known, different values of a kind prove another unit (`wt%` against `vol%`, `V vs RHE` against
    `V vs SCE`); an unknown value or a qualifier on one side only leaves the verdict open, its best guess
    'different', unless the bare units already prove it and the qualifier cannot change the scale."""
    kinds = sorted(k for k in set(reference) | set(test) if reference.get(k) != test.get(k))
    if not kinds:
        return None
    close = _vocabulary()["close"]
    for kind in kinds:
        ref, tst = reference.get(kind), test.get(kind)
        if ref and tst and _PROVING[kind] and _known(kind, ref) and _known(kind, tst) and frozenset((ref, tst)) not in close:
            return Decision(False, "unit-qualifier", f"the {kind} differs: {ref} against {tst}")
        if ref and tst and kind == BASE and base_relation(ref, tst) == "apart":
            return Decision(False, "unit-qualifier", f"the {kind} differs: {ref} against {tst}, one thing in two states of analysis")
    unproving = any(k in _RESCALING or _may_be_a_unit(k, reference.get(k), test.get(k)) for k in kinds)
    if not units_decision.match and units_decision.certain and not unproving:
        return units_decision
    kind = kinds[0]
    ref, tst = reference.get(kind), test.get(kind)
    if units_decision.match and all(k in _LABELS and not (reference.get(k) and test.get(k)) for k in kinds):
        why = f"the same unit; the {kind} is written on one side only ({ref or tst}), left unsaid on the other"
        return Decision(True, "unit-qualifier", why, False)
    if units_decision.match and all(k in _LABELS and _in_more_words(k, reference.get(k), test.get(k)) for k in kinds):
        why = f"the same unit; the {kind} is {ref} against {tst}, the one within the other: more detail or another, unproven"
        return Decision(True, "unit-qualifier", why, False)
    if units_decision.match and kinds == [ENTITY] and " per " in (ref or tst or "") and not (ref and tst):
        # a rate counted per amount of sites (`mol CO/(mol Au s)`): a turnover frequency, whose unit is s-1 whatever is
        # counted (IUPAC Gold Book, 'turnover frequency'); the labels left unsaid on the other side rescale nothing named
        why = f"the same unit; the counted entities ({ref or tst}) are written on one side only, an amount per amount"
        return Decision(True, "unit-qualifier", f"{why}, left unsaid on the other", False)
    said = f"{ref} against {tst}" if ref and tst else f"{ref or tst} on one side only"
    return Decision(False, "unit-qualifier", f"the {kind} is not the same ({said}); the units alone cannot settle it", False)


def _in_more_words(kind: str, reference: str | None, test: str | None) -> bool:
    """The kind is written on one side only, or, a base, in more words on one side (`theoretical maximum`)."""
    if not (reference and test):
        return True
    return kind == BASE and base_relation(reference, test) == "narrower"


def _may_be_a_unit(kind: str, reference: str | None, test: str | None) -> bool:
    """A capital abbreviation read as a counted noun (`CFU/mL`) on one side only, or two of them: such a symbol may be a
    unit pint lacks, a conventional unit of biological activity (the WHO International Unit, `IU/g`; endotoxin units,
    `EU/mL`) or an arbitrary unit (`AU`), which counts no entities (SI Brochure 9th ed. 2.3.3 counts entities; a unit
    of activity is defined by its own reference preparation). It leaves a difference of dimension unproven."""
    return kind == COUNTED and any(value and value.isupper() for value in (reference, test))


def _known(kind: str, value: str) -> bool:
    if kind == REFERENCE:
        return value in _vocabulary()["electrodes"].values()
    return True
