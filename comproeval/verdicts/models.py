"""The verdict models (docs/scoring.md §2).

Judges build verdicts from rows (one `KeyRow` per counted ground-truth key)
and item matches; every list and total the JSON holds (`key_matches`,
`pair_matches`, `total_match`, `missing_items`, ...) is derived from them.
A verdict read from JSON keeps only what it states against its own rows
(`stated_*`, see `CompositionValuesVerdict`); the reconciler rebuilds what an
LLM (or another judge) decided from rows, the scorer reads the attributes,
and the LLM prompts show `example_*` renderings. Every entry may explain itself (`basis`, `why`) and say
whether the rules could prove it (`certain`); those fields are left out of
the JSON while unset, so published files without them read and rescore
unchanged. The scorer's fields (ratios, similarity, match flags) are not
part of a verdict: `scoring.metrics` adds them to the JSON a result holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, Field, ValidationError, computed_field, model_validator

from ..defaults import COMPOSITION, LIST_FIELDS, SCALAR_FIELDS, SYNTHESIS  # noqa: F401  (LIST_FIELDS, SCALAR_FIELDS: re-exported)
from .entries import (  # noqa: F401  (re-exported: the verdict shape is read from this module)
    EXPLANATION,
    Entry,
    ItemMatch,
    KeyMatch,
    PairMatch,
    ScalarVerdict,
    UnmatchedItem,
    ValueMatch,
    VerdictModel,
    drop_agreeing,
    present,
)


@dataclass
class KeyRow:
    """One counted ground-truth key: the test key paired with it (or none) and both verdicts."""

    key: str
    test_key: str  # "" when no test key is paired
    key_match: KeyMatch
    value_match: ValueMatch

    @classmethod
    def of(
        cls,
        key: str,
        test_key: str,
        key_ok: bool | int,
        value_ok: bool | int,
        reference: Mapping,
        test: Mapping,
        key_explanation: Mapping[str, Any] | None = None,
        value_explanation: Mapping[str, Any] | None = None,
    ) -> KeyRow:
        test_value = test.get(test_key) if test_key else None
        return cls(
            key=key,
            test_key=test_key,
            key_match=KeyMatch(reference_key=key, test_key=test_key, match_value=int(bool(key_ok)), **(key_explanation or {})),
            value_match=ValueMatch(
                key=key,
                reference_value=reference.get(key),
                test_value=test_value,
                match_value=int(bool(value_ok)),
                **(value_explanation or {}),
            ),
        )

    def pair(self, reference: Mapping[str, Any]) -> PairMatch:
        """The pair verdict: both matched, explained by what decided it."""
        km, vm = self.key_match, self.value_match
        return PairMatch(
            reference_pair={self.key: reference.get(self.key)},
            test_pair={self.test_key: vm.test_value} if self.test_key else {},
            match_value=km.match_value * vm.match_value,
            basis=km.basis if not km.matched else vm.basis,
            certain=False if (km.certain is False or vm.certain is False) else None,
        )


DERIVED_COMPOSITION = (
    "key_matches",
    "value_matches",
    "pair_matches",
    "total_ground_truth_keys",
    "total_match",
    "missing_keys",
    "extra_keys",
)
DERIVED_LIST = ("total_ground_truth_items", "total_match", "missing_items", "extra_items")


class DerivedFromRows(VerdictModel):
    """A verdict whose totals and lists are derived from its rows (or matches).

    Read from JSON it keeps, as `stated_<name>`, only what it states
    differently; `derived_fields` names them.
    """

    derived_fields: ClassVar[tuple[str, ...]] = ()

    def _derived(self, name: str) -> Any:
        raise NotImplementedError

    def _value(self, name: str) -> Any:
        stated = getattr(self, f"stated_{name}")
        return stated if stated is not None else self._derived(name)

    def contradictions(self) -> list[str]:
        """The derived fields this verdict's JSON states differently from its rows (none for a judge's verdict)."""
        return [name for name in self.derived_fields if getattr(self, f"stated_{name}") is not None]


class CompositionValuesVerdict(DerivedFromRows):
    """One row per counted ground-truth key is the truth; every list and total of the JSON is derived from it.

    A verdict read from JSON (a published file, an LLM's answer) becomes rows
    too (`rows_from_lists`), and keeps as `stated_*` only what it said that its
    own rows contradict (published totals counting pairs, a value list in
    another order, a null test pair): `rescore` reproduces such files as they
    are, and the reconciler names each contradiction. A verdict a judge builds
    from rows states nothing, so its totals cannot disagree with its entries.
    """

    derived_fields: ClassVar[tuple[str, ...]] = DERIVED_COMPOSITION

    json_order: ClassVar[tuple[str, ...]] = (
        "reference",
        "test",
        "key_matches",
        "value_matches",
        "pair_matches",
        "total_ground_truth_keys",
        "total_match",
        "missing_keys",
        "extra_keys",
    )
    reference: dict[str, Any] = Field(default_factory=dict)
    test: dict[str, Any] = Field(default_factory=dict)
    rows: list[KeyRow] | None = Field(default=None, exclude=True)
    stated_key_matches: list[KeyMatch] | None = Field(default=None, validation_alias="key_matches", exclude=True)
    stated_value_matches: list[ValueMatch] | None = Field(default=None, validation_alias="value_matches", exclude=True)
    stated_pair_matches: list[PairMatch] | None = Field(default=None, validation_alias="pair_matches", exclude=True)
    stated_total_ground_truth_keys: int | None = Field(default=None, ge=0, validation_alias="total_ground_truth_keys", exclude=True)
    stated_total_match: int | None = Field(default=None, ge=0, validation_alias="total_match", exclude=True)
    stated_missing_keys: list[str] | None = Field(default=None, validation_alias="missing_keys", exclude=True)
    stated_extra_keys: list[str] | None = Field(default=None, validation_alias="extra_keys", exclude=True)

    @model_validator(mode="before")
    @classmethod
    def _published_shape(cls, data: Any) -> Any:
        """A published verdict names the ground-truth key `reference_key` inside value_matches: read it as `key`."""
        if isinstance(data, Mapping) and isinstance(data.get("value_matches"), list):
            data = dict(data)
            data["value_matches"] = [
                {("key" if k == "reference_key" and "key" not in entry else k): v for k, v in entry.items()} if isinstance(entry, Mapping) else entry
                for entry in data["value_matches"]
            ]
        return data

    @model_validator(mode="after")
    def _rows_and_contradictions(self) -> CompositionValuesVerdict:
        if self.rows is None:
            self.rows = rows_from_lists(self.stated_key_matches or [], self.stated_value_matches or [], self.reference)
        drop_agreeing(self, self.derived_fields)
        return self

    def _derived(self, name: str) -> Any:
        rows = self.rows or []
        if name == "key_matches":
            return [r.key_match for r in rows]
        if name == "value_matches":
            return [r.value_match for r in rows]
        if name == "pair_matches":
            return [r.pair(self.reference) for r in rows]
        if name == "total_ground_truth_keys":
            return len(rows)
        if name == "total_match":
            return sum(r.key_match.match_value for r in rows)
        if name == "missing_keys":
            return [r.key for r in rows if not r.key_match.matched]
        matched_test = {r.test_key for r in rows if r.key_match.matched}
        return [k for k in self.test if k not in matched_test]

    @computed_field
    @property
    def key_matches(self) -> list[KeyMatch]:
        return self._value("key_matches")

    @computed_field
    @property
    def value_matches(self) -> list[ValueMatch]:
        return self._value("value_matches")

    @computed_field
    @property
    def pair_matches(self) -> list[PairMatch]:
        return self._value("pair_matches")

    @computed_field
    @property
    def total_ground_truth_keys(self) -> int:
        return self._value("total_ground_truth_keys")

    @computed_field
    @property
    def total_match(self) -> int:
        return self._value("total_match")

    @computed_field
    @property
    def missing_keys(self) -> list[str]:
        return self._value("missing_keys")

    @computed_field
    @property
    def extra_keys(self) -> list[str]:
        return self._value("extra_keys")


def rows_from_lists(key_matches: list[KeyMatch], value_matches: list[ValueMatch], reference: Mapping[str, Any]) -> list[KeyRow]:
    """Rows of a verdict given as lists: one per ground-truth key with a key verdict (a repeated key: the last),
    its value verdict found by key (none given: an unmatched one)."""
    values = {v.key: v for v in value_matches}
    rows: dict[str, KeyRow] = {}
    for km in key_matches:
        key = km.reference_key
        vm = values.get(key) or ValueMatch(key=key, reference_value=reference.get(key), match_value=0)
        rows[key] = KeyRow(key=key, test_key=km.test_key or "", key_match=km, value_match=vm)
    return list(rows.values())


class SectionVerdict(VerdictModel):
    """What both sections carry besides their elements: who judged, and why a fallback happened."""

    omit_when_unset: ClassVar[tuple[str, ...]] = ("judge", "judge_error", "test_section_missing")
    judge: str | None = None
    judge_error: str | None = None
    # strict mode: a verdict built for a section the test output lacks (docs/scoring.md §4)
    test_section_missing: bool | None = None


class CompositionVerdict(SectionVerdict):
    property_unit: ScalarVerdict
    family: ScalarVerdict
    compositions_property_values: CompositionValuesVerdict


class ListVerdict(DerivedFromRows):
    """The item matches are the truth; totals, missing and extra items are derived from them and the two lists.

    As for composition values, a verdict read from JSON keeps as `stated_*`
    only the totals or lists it states differently from its matches.
    """

    derived_fields: ClassVar[tuple[str, ...]] = DERIVED_LIST

    omit_when_unset: ClassVar[tuple[str, ...]] = ("uncertain_missing", "uncertain_why", "unmatched")
    json_order: ClassVar[tuple[str, ...]] = (
        "reference",
        "test",
        "matches",
        "total_ground_truth_items",
        "total_match",
        "missing_items",
        "extra_items",
        "uncertain_missing",
        "uncertain_why",
        "unmatched",
    )
    reference: list[Any] = Field(default_factory=list)
    test: list[Any] = Field(default_factory=list)
    matches: list[ItemMatch] = Field(default_factory=list)
    # ground-truth items the rules left unmatched without proof: a plausible test item exists
    uncertain_missing: list[Any] | None = None
    # why each uncertain miss is not proven, naming the test entries that may be it ("*": for all)
    uncertain_why: dict[str, str] | None = None
    # why each missing and extra entry is unmatched (explanation only; the documented lists decide the numbers)
    unmatched: list[UnmatchedItem] | None = None
    stated_total_ground_truth_items: int | None = Field(default=None, ge=0, validation_alias="total_ground_truth_items", exclude=True)
    stated_total_match: int | None = Field(default=None, ge=0, validation_alias="total_match", exclude=True)
    stated_missing_items: list[Any] | None = Field(default=None, validation_alias="missing_items", exclude=True)
    stated_extra_items: list[Any] | None = Field(default=None, validation_alias="extra_items", exclude=True)

    @model_validator(mode="after")
    def _contradictions_only(self) -> ListVerdict:
        drop_agreeing(self, self.derived_fields)
        return self

    def _derived(self, name: str) -> Any:
        if name == "total_ground_truth_items":
            return len(present(self.reference))
        if name == "total_match":
            return len({m.reference_item for m in self.matches if m.matched})
        if name == "missing_items":
            matched_ref = {m.reference_item for m in self.matches if m.matched}
            return [x for x in present(self.reference) if x not in matched_ref]
        matched_test = {m.test_item for m in self.matches if m.matched}
        return [x for x in present(self.test) if x not in matched_test]

    @computed_field
    @property
    def total_ground_truth_items(self) -> int:
        return self._value("total_ground_truth_items")

    @computed_field
    @property
    def total_match(self) -> int:
        return self._value("total_match")

    @computed_field
    @property
    def missing_items(self) -> list[Any]:
        return self._value("missing_items")

    @computed_field
    @property
    def extra_items(self) -> list[Any]:
        return self._value("extra_items")


class StepsVerdict(VerdictModel):
    omit_when_unset: ClassVar[tuple[str, ...]] = (*EXPLANATION, "coverage")
    match_value: float = Field(ge=0, le=1)
    # the raw share of ground-truth steps covered, before a judge's calibration (strict scores it, docs/scoring.md §4)
    coverage: float | None = Field(default=None, ge=0, le=1)
    reference_steps: list[Any] = Field(default_factory=list)
    test_steps: list[Any] = Field(default_factory=list)
    basis: str | None = None
    why: str | None = None
    certain: bool | None = None


class SynthesisVerdict(SectionVerdict):
    method: ScalarVerdict
    precursors: ListVerdict
    characterization_techniques: ListVerdict
    steps: StepsVerdict


Verdict = CompositionVerdict | SynthesisVerdict
VERDICT_MODELS: dict[str, type[SectionVerdict]] = {COMPOSITION: CompositionVerdict, SYNTHESIS: SynthesisVerdict}


class VerdictFormatError(ValueError):
    """A stored or returned verdict that does not have the documented shape; the message names the field."""


def parse_verdict(section: str, data: Mapping[str, Any] | SectionVerdict) -> SectionVerdict:
    """A typed verdict of `section` from a stored dict (or the model itself)."""
    model = VERDICT_MODELS[section]
    if isinstance(data, model):
        return data
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise VerdictFormatError(f"{section}.{where}: {first['msg']} (got {first.get('input')!r:.60})") from None


def dump(verdict: BaseModel) -> dict[str, Any]:
    """The JSON-ready dict of a verdict (unset optional fields left out)."""
    return verdict.model_dump()
