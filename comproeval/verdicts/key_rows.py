"""The composition-values verdict (docs/scoring.md §2): one `KeyRow` per counted ground-truth key is the truth, and
every list and total of its JSON (`key_matches`, `pair_matches`, `total_match`, `missing_keys`, ...) is derived
from the rows. `models` holds the section verdicts that carry it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import Field, computed_field, model_validator

from .entries import DerivedFromRows, KeyMatch, PairMatch, ValueMatch, drop_agreeing


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
