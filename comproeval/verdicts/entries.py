"""The verdict entries (docs/scoring.md §2): one decided element each, with its explanation.

`models` builds the section verdicts from these; a verdict's derived lists
and totals are compared with what its JSON states through `agrees`.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, model_serializer

EXPLANATION = ("basis", "why", "certain")


class VerdictModel(BaseModel):
    """Lenient about extra fields (published files carry their own), strict about the documented ones."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)
    # Optional fields written only when set (explanations, section tags).
    omit_when_unset: ClassVar[tuple[str, ...]] = ()
    # The documented order of the JSON keys, where derived fields would otherwise come last.
    json_order: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _omit_unset(self, handler):
        data = handler(self)
        for name in self.omit_when_unset:
            if data.get(name) is None:
                data.pop(name, None)
        if self.json_order:
            data = {**{k: data[k] for k in self.json_order if k in data}, **{k: v for k, v in data.items() if k not in self.json_order}}
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


class ItemMatch(Entry):
    reference_item: str | None = None
    test_item: str | None = None

    def sides(self) -> tuple[Any, Any]:
        return self.reference_item, self.test_item


class UnmatchedItem(VerdictModel):
    """Why a list entry is left unmatched (docs/scoring.md §2, `unmatched`): a ground-truth entry no test entry is
    (`reference_item`) or a test entry left over (`test_item`). Explanation only: `missing_items` and
    `extra_items` alone decide the numbers."""

    omit_when_unset: ClassVar[tuple[str, ...]] = ("reference_item", "test_item", *EXPLANATION)
    reference_item: str | None = None
    test_item: str | None = None
    basis: str | None = None
    why: str | None = None
    certain: bool | None = Field(default=None, description="false when the rules could not prove the entry unmatched")


def present(items: Any) -> list[str]:
    """Non-empty entries of a list field, as text (what list verdicts count)."""
    return [str(x).strip() for x in items or [] if x is not None and str(x).strip()]


def _as_json(value: Any) -> str:
    """What a value writes as, to compare stated with derived to the byte."""
    if isinstance(value, list):
        value = [v.model_dump() if isinstance(v, BaseModel) else v for v in value]
    return json.dumps(value, default=str)


def drop_agreeing(verdict: BaseModel, names: tuple[str, ...]) -> None:
    """Forget every stated value the rows derive exactly: only contradictions stay stated."""
    for name in names:
        stated = getattr(verdict, f"stated_{name}")
        if stated is not None and _as_json(stated) == _as_json(verdict._derived(name)):
            setattr(verdict, f"stated_{name}", None)


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
