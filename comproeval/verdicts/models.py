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
The composition-values verdict and its key rows are in `key_rows`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, Field, ValidationError, computed_field, model_validator

from ..defaults import COMPOSITION, LIST_FIELDS, SCALAR_FIELDS, SYNTHESIS  # noqa: F401  (LIST_FIELDS, SCALAR_FIELDS: re-exported)
from .entries import (  # noqa: F401  (re-exported: the verdict shape is read from this module)
    EXPLANATION,
    DerivedFromRows,
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
from .key_rows import CompositionValuesVerdict

DERIVED_LIST = ("total_ground_truth_items", "total_match", "missing_items", "extra_items")


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
