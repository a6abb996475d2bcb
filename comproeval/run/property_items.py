"""Property records as ComProScanner items: one item per paper for each property, so each property is judged by the
same graph, judges, tolerance tool and verdicts as a ComProScanner file.

A record's composition key is its material, with its conditions part of the
key's identity: `TiO2 [method: DFT; temperature: 300 K]`. A test condition that
agrees with the ground truth's statement of it in the same paper (`25 °C` and
`298.15 K`, `dft` and `DFT`) is written as the ground truth writes it, and the
conversion is kept to be said in the key's `why` (`comproeval.run.conditions`).
Values keep their written form; a paper whose records of one property use
several units gives each value its own unit (`{"value": ..., "unit": ...}`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..chem.quantities import conditions_agree, unit_expression
from ..files.records import PropertyRecord


@dataclass(frozen=True)
class KeyInfo:
    """What a composition key stands for: the material, its conditions by name, and conversions of their statements."""

    material: str
    conditions: dict[str, str]
    converted: tuple[str, ...] = ()


@dataclass
class PropertyItems:
    """One property's items on both sides, keyed by DOI, and what each composition key stands for."""

    name: str
    ground_truth: dict[str, dict[str, Any]] = field(default_factory=dict)
    test: dict[str, dict[str, Any]] = field(default_factory=dict)
    reference_keys: dict[str, dict[str, KeyInfo]] = field(default_factory=dict)
    test_keys: dict[str, dict[str, KeyInfo]] = field(default_factory=dict)


def property_name(text: str) -> str:
    """How two spellings of one property are told to be one (`Band gap` = `band  gap`)."""
    return " ".join(text.split()).casefold()


def by_property(records: list[PropertyRecord]) -> dict[str, list[PropertyRecord]]:
    """Records grouped by property, in the order properties first appear."""
    groups: dict[str, list[PropertyRecord]] = {}
    for record in records:
        groups.setdefault(property_name(record.property), []).append(record)
    return groups


def property_items(name: str, reference: list[PropertyRecord], test: list[PropertyRecord]) -> PropertyItems:
    """Both sides of one property as DOI-keyed ComProScanner items (composition data only)."""
    items = PropertyItems(name)
    stated = _stated_conditions(reference)
    for doi, records in _by_doi(reference).items():
        items.ground_truth[doi], items.reference_keys[doi] = _item(records, None)
    for doi, records in _by_doi(test).items():
        unit = (items.ground_truth.get(doi) or {}).get("composition_data", {}).get("property_unit")
        items.test[doi], items.test_keys[doi] = _item(records, stated.get(doi, {}), unit)
    return items


def _by_doi(records: list[PropertyRecord]) -> dict[str, list[PropertyRecord]]:
    papers: dict[str, list[PropertyRecord]] = {}
    for record in records:
        papers.setdefault(record.doi, []).append(record)
    return papers


def _stated_conditions(records: list[PropertyRecord]) -> dict[str, dict[str, list[str]]]:
    """The ground truth's statements of each condition, per paper: test statements are written like them when they agree."""
    stated: dict[str, dict[str, list[str]]] = {}
    for record in records:
        for name, text in record.conditions:
            texts = stated.setdefault(record.doi, {}).setdefault(name, [])
            if text not in texts:
                texts.append(text)
    return stated


def _aligned(conditions: tuple[tuple[str, str], ...], stated: dict[str, list[str]] | None) -> tuple[dict[str, str], tuple[str, ...]]:
    """A test record's conditions written as the ground truth writes them where they agree, and the conversions made."""
    aligned, converted = {}, []
    for name, text in conditions:
        aligned[name] = text
        for reference in (stated or {}).get(name, []):
            same, said = conditions_agree(reference, text)
            if same:
                aligned[name] = reference
                if reference != text:
                    converted.append(f"the test's {name} {text} is the reference's {reference}" + (f" ({said})" if said else ""))
                break
    return aligned, tuple(converted)


def composition_key(material: str, conditions: dict[str, str]) -> str:
    """`TiO2`, or `TiO2 [method: DFT; temperature: 300 K]` (conditions by name)."""
    if not conditions:
        return material
    return f"{material} [{'; '.join(f'{name}: {text}' for name, text in sorted(conditions.items()))}]"


def paper_unit(records: list[PropertyRecord], reference_unit: str | None = None) -> str | None:
    """The unit of a paper's item: the one most of its records use; for the test, the reference's when a record uses it."""
    if reference_unit is not None:
        wanted = unit_expression(reference_unit)
        same = next((r.unit for r in records if r.unit and (r.unit == reference_unit or (wanted and unit_expression(r.unit) == wanted))), None)
        if same is not None:
            return same
    units = Counter(record.unit for record in records if record.unit)
    return units.most_common(1)[0][0] if units else None


def _item(
    records: list[PropertyRecord], stated: dict[str, list[str]] | None, reference_unit: str | None = None
) -> tuple[dict[str, Any], dict[str, KeyInfo]]:
    unit = paper_unit(records, reference_unit)
    mixed = len({record.unit for record in records}) > 1
    values: dict[str, Any] = {}
    keys: dict[str, KeyInfo] = {}
    for record in records:
        conditions, converted = (dict(record.conditions), ()) if stated is None else _aligned(record.conditions, stated)
        key = base = composition_key(record.material, conditions)
        number = 2
        while key in values:  # the same material under the same conditions twice: told apart by their order
            key, number = f"{base} #{number}", number + 1
        values[key] = {"value": record.value, "unit": record.unit} if mixed and record.unit and record.unit != unit else record.value
        keys[key] = KeyInfo(record.material, conditions, converted)
    composition: dict[str, Any] = {"compositions_property_values": values}
    if unit:
        composition["property_unit"] = unit
    return {"composition_data": composition}, keys
