"""Run settings: the configuration schema Studio shows, and its resolution for the nodes."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig

from ..judges.base import Judge
from ..scoring.results import SCORING_MODES
from ..scoring.weights import merge_weights
from ..tools.tolerance import ToleranceTable, parse_thresholds

JUDGE_BACKENDS = ("rules",)


class ConfigurationError(ValueError):
    """A setting that cannot be used; the message names it."""


@dataclass(kw_only=True)
class Configuration:
    """Settings of one evaluation run (pass them as `config={"configurable": {...}}`)."""

    judge: Literal["rules", "llm", "hybrid"] = field(
        default="rules", metadata={"description": "Judge backend for both judge nodes: rules (offline, default), llm or hybrid."}
    )
    composition_judge_backend: Literal["rules", "llm", "hybrid"] | None = field(
        default=None, metadata={"description": "Backend of the composition judge only (overrides `judge`)."}
    )
    synthesis_judge_backend: Literal["rules", "llm", "hybrid"] | None = field(
        default=None, metadata={"description": "Backend of the synthesis judge only (overrides `judge`)."}
    )
    model: str | None = field(default=None, metadata={"description": "Chat model for every LLM node, e.g. openai:gpt-4o-mini."})
    weights: dict[str, float] | None = field(
        default=None, metadata={"description": "Field weights merged over the defaults (SCORING.md §4)."}
    )
    value_error_thresholds: Any = field(
        default=None,
        metadata={"description": "Absolute value tolerances: {\"low,high\": tolerance} or [[low, high, tolerance], ...]."},
    )
    scoring: Literal["reference", "strict"] = field(
        default="reference", metadata={"description": "reference: comparable with published numbers; strict: fixes SCORING.md §7 flaws."}
    )
    is_synthesis_evaluation: bool = field(default=True, metadata={"description": "Judge synthesis_data as well as composition_data."})
    composition_judge_model: str | None = field(default=None, metadata={"description": "Chat model for the composition judge (llm judge)."})
    synthesis_judge_model: str | None = field(default=None, metadata={"description": "Chat model for the synthesis judge (llm judge)."})
    reconciler_model: str | None = field(default=None, metadata={"description": "Chat model for the reconciler (llm judge)."})
    base_url: str | None = field(default=None, metadata={"description": "OpenAI-compatible endpoint for the llm judge."})

    @classmethod
    def from_runnable_config(cls, config: RunnableConfig | None) -> "Configuration":
        configurable = (config or {}).get("configurable") or {}
        return cls(**{f.name: configurable[f.name] for f in fields(cls) if f.name in configurable})


@dataclass(frozen=True)
class RunSettings:
    """Validated settings the nodes use (weights merged, thresholds parsed)."""

    weights: dict[str, float]
    tolerances: ToleranceTable | None
    scoring: str
    is_synthesis_evaluation: bool


def build_judge(name: str) -> Judge:
    if name == "rules":
        from ..judges.rules import RulesJudge

        return RulesJudge()
    if name in ("llm", "hybrid"):
        raise ConfigurationError(f"judge {name!r} is not available yet in this version; use judge='rules'")
    raise ConfigurationError(f"unknown judge {name!r}; choose one of: rules, llm, hybrid")


def resolve_judge(config: RunnableConfig | None, node: str) -> Judge:
    """The judge of one node ("composition_judge" or "synthesis_judge").

    A `judge_instance` in configurable (Python API) wins; then the node's own
    backend; then the run-wide `judge`.
    """
    configurable = (config or {}).get("configurable") or {}
    if configurable.get("judge_instance") is not None:
        return configurable["judge_instance"]
    conf = Configuration.from_runnable_config(config)
    return build_judge(getattr(conf, f"{node}_backend") or conf.judge)


def resolve_settings(config: RunnableConfig | None, *, warn: bool = False) -> RunSettings:
    """Validate the configuration (cheap: called by each node)."""
    conf = Configuration.from_runnable_config(config)
    if conf.scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {conf.scoring!r}")
    return RunSettings(
        weights=merge_weights(conf.weights, warn=warn),
        tolerances=parse_thresholds(conf.value_error_thresholds),
        scoring=conf.scoring,
        is_synthesis_evaluation=bool(conf.is_synthesis_evaluation),
    )
