"""Who decided a section: the one reader and writer of the `judge` labels verdicts carry.

Labels are stored as text (`rules`, `llm:<model>`, `rules+llm:<model>`,
`rules-fallback`, `rules+person`), so published result files stay as they are; everything
that needs to know what a label means asks a `Provenance` instead of
looking for substrings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..defaults import FALLBACK_JUDGE

Kind = Literal["rules", "llm", "hybrid", "fallback", "reviewed", "other"]
LLM_PREFIX, HYBRID_PREFIX = "llm:", "rules+llm:"
REVIEWED_LABEL = "rules+person"  # the rules' verdict with what they could not prove decided by a person
# the judge name the hybrid used before its name and its section labels agreed
OLD_HYBRID_PREFIX = "hybrid:llm:"


@dataclass(frozen=True)
class Provenance:
    """The judge of a section: the rules, an LLM, the rules with an LLM for what they could not prove,
    the rules after an LLM failed, the rules with a person's answers (`reviewed`), or a judge of the caller's
    own (`other`, labelled by its name)."""

    kind: Kind
    model: str | None = None

    @classmethod
    def llm(cls, model: str) -> Provenance:
        return cls("llm", model)

    @classmethod
    def hybrid(cls, model: str) -> Provenance:
        return cls("hybrid", model)

    @classmethod
    def reviewed(cls) -> Provenance:
        return cls("reviewed")

    @classmethod
    def parse(cls, label: str | None) -> Provenance:
        label = label or ""
        if label == "rules":
            return cls("rules")
        if label == FALLBACK_JUDGE:
            return cls("fallback")
        if label == REVIEWED_LABEL:
            return cls("reviewed")
        for prefix in (HYBRID_PREFIX, OLD_HYBRID_PREFIX):
            if label.startswith(prefix):
                return cls("hybrid", label[len(prefix) :])
        if label.startswith(LLM_PREFIX):
            return cls("llm", label[len(LLM_PREFIX) :])
        return cls("other", label)

    @property
    def label(self) -> str:
        if self.kind == "llm":
            return f"{LLM_PREFIX}{self.model}"
        if self.kind == "hybrid":
            return f"{HYBRID_PREFIX}{self.model}"
        if self.kind == "fallback":
            return FALLBACK_JUDGE
        if self.kind == "reviewed":
            return REVIEWED_LABEL
        return "rules" if self.kind == "rules" else str(self.model or "")

    @property
    def decided_by_an_llm(self) -> bool:
        """An LLM's verdict is in the section (whole or in part): the evidence check applies."""
        return self.kind in ("llm", "hybrid")

    @property
    def asked_an_llm(self) -> bool:
        """An LLM was asked about the section, whether or not it answered (what the fallback share counts)."""
        return self.kind in ("llm", "hybrid", "fallback")
