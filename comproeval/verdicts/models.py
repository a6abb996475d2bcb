"""The verdict models (SCORING.md §3).

Judges build verdicts with these models and builders, the reconciler makes
them self-consistent with `reconcile_composition` / `reconcile_synthesis`,
the scorer reads their attributes, and the LLM prompts show `example_*`
renderings of them. Every entry may explain itself (`basis`, `why`) and say
whether the rules could prove it (`certain`); those fields are left out of
the JSON while unset, so published files without them read and rescore
unchanged. The scorer's fields (ratios, similarity, match flags) are not
part of a verdict: `scoring.metrics` adds them to the JSON a result holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, model_serializer

EXPLANATION = ("basis", "why", "certain")


class VerdictModel(BaseModel):
    """Lenient about extra fields (published files carry their own), strict about the documented ones."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)
    # Optional fields written only when set (explanations, enrichment, section tags).
    omit_when_unset: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _omit_unset(self, handler):
        data = handler(self)
        for name in self.omit_when_unset:
            if data.get(name) is None:
                data.pop(name, None)
        return data


class Entry(VerdictModel):
    """One decided element: its 0/1 verdict and how it was reached."""

    omit_when_unset: ClassVar[tuple[str, ...]] = EXPLANATION
    match_value: int = Field(ge=0, le=1)
    basis: str | None = Field(default=None, description="short stable code of how the verdict was decided, e.g. exact, lexicon, llm")
    why: str | None = Field(default=None, description="one human sentence explaining the verdict")
    certain: bool | None = Field(default=None, description="false when the rules could not decide and guessed")

    @property
    def matched(self) -> bool:
        return self.match_value == 1

    def explain(self, basis: str | None = None, why: str | None = None, certain: bool | None = None) -> Entry:
        """Set the explanation in place (None leaves a field as it is); returns self for chaining."""
        if basis is not None:
            self.basis = basis
        if why is not None:
            self.why = why
        if certain is not None:
            self.certain = certain
        return self


class ScalarVerdict(Entry):
    reference: Any = None
    test: Any = None

    def sides(self) -> tuple[Any, Any]:
        return self.reference, self.test


class KeyMatch(Entry):
    reference_key: str
    test_key: str | None = ""

    def sides(self) -> tuple[Any, Any]:
        return self.reference_key, self.test_key


class ValueMatch(Entry):
    # Published files name the ground-truth key `reference_key` here; ours name it `key`.
    key: str = Field(validation_alias=AliasChoices("key", "reference_key"))
    reference_value: Any = None
    test_value: Any = None

    def sides(self) -> tuple[Any, Any]:
        return self.reference_value, self.test_value


class PairMatch(Entry):
    reference_pair: dict[str, Any]
    test_pair: Any = Field(default_factory=dict)  # published files also hold null or "not found"


class CompositionValuesVerdict(VerdictModel):
    reference: dict[str, Any] = Field(default_factory=dict)
    test: dict[str, Any] = Field(default_factory=dict)
    key_matches: list[KeyMatch] = Field(default_factory=list)
    value_matches: list[ValueMatch] = Field(default_factory=list)
    pair_matches: list[PairMatch] = Field(default_factory=list)
    total_ground_truth_keys: int = Field(default=0, ge=0)
    total_match: int = Field(default=0, ge=0)
    missing_keys: list[str] = Field(default_factory=list)
    extra_keys: list[str] = Field(default_factory=list)


class SectionVerdict(VerdictModel):
    """What both sections carry besides their elements: who judged, and why a fallback happened."""

    omit_when_unset: ClassVar[tuple[str, ...]] = ("judge", "judge_error", "test_section_missing")
    judge: str | None = None
    judge_error: str | None = None
    # strict mode: a verdict built for a section the test output lacks (SCORING.md §7.1)
    test_section_missing: bool | None = None


class CompositionVerdict(SectionVerdict):
    property_unit: ScalarVerdict
    family: ScalarVerdict
    compositions_property_values: CompositionValuesVerdict


class ItemMatch(Entry):
    reference_item: str | None = None
    test_item: str | None = None

    def sides(self) -> tuple[Any, Any]:
        return self.reference_item, self.test_item


class ListVerdict(VerdictModel):
    omit_when_unset: ClassVar[tuple[str, ...]] = ("uncertain_missing", "uncertain_why")
    reference: list[Any] = Field(default_factory=list)
    test: list[Any] = Field(default_factory=list)
    matches: list[ItemMatch] = Field(default_factory=list)
    total_ground_truth_items: int = Field(default=0, ge=0)
    total_match: int = Field(default=0, ge=0)
    missing_items: list[Any] = Field(default_factory=list)
    extra_items: list[Any] = Field(default_factory=list)
    # ground-truth items the rules left unmatched without proof: a plausible test item exists
    uncertain_missing: list[Any] | None = None
    # why each uncertain miss is not proven, naming the test entries that may be it ("*": for all)
    uncertain_why: dict[str, str] | None = None


class StepsVerdict(VerdictModel):
    omit_when_unset: ClassVar[tuple[str, ...]] = EXPLANATION
    match_value: float = Field(ge=0, le=1)
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
SCALAR_FIELDS = {"composition_data": ("property_unit", "family"), "synthesis_data": ("method",)}
LIST_FIELDS = ("precursors", "characterization_techniques")
VERDICT_MODELS: dict[str, type[SectionVerdict]] = {"composition_data": CompositionVerdict, "synthesis_data": SynthesisVerdict}


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
