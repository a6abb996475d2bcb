"""Run settings (the context schema Studio shows) and the frozen run context the nodes read.

`Settings` is the one vocabulary of options, shared by the Python API, the
CLI, `--trace` and Studio. `build_run_context` turns settings into a
`RunContext` once per run: weights merged, tolerances parsed, one judge per
node and the reconciler's reviewer built. Nodes read it from
`Runtime.context`; where a caller passed only settings (Studio, or a
`configurable` dict), `run_context` builds it once per distinct settings.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import json
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Literal

from ..defaults import DEFAULT_MAX_CONCURRENCY, SCORING_MODES
from ..judges.base import Judge, JudgeContext
from ..judges.factory import JUDGE_BACKENDS, JUDGE_NODES, RECONCILER, ConfigurationError, NodeJudges, build_node_judges

__all__ = ["DEFAULT_MAX_CONCURRENCY", "SCORING_MODES", "ConfigurationError", "RunContext", "Settings", "build_run_context", "run_context"]

Backend = Literal["rules", "llm", "hybrid"]


@dataclass(kw_only=True, frozen=True)
class Settings:
    """Settings of an evaluation run; every field has a default, and Studio shows their descriptions."""

    judge: Backend | None = field(default=None, metadata={
        "description": "Judge backend of both judge nodes: rules (offline), llm or hybrid. Default: rules, or llm when a judge model is named."})
    composition_judge_backend: Backend | None = field(default=None, metadata={"description": "Backend of the composition judge only."})
    synthesis_judge_backend: Backend | None = field(default=None, metadata={"description": "Backend of the synthesis judge only."})
    model: str | None = field(default=None, metadata={"description": "Chat model of both judge nodes, e.g. openai:gpt-4o-mini (default o3-mini)."})
    composition_judge_model: str | None = field(default=None, metadata={"description": "Chat model of the composition judge."})
    synthesis_judge_model: str | None = field(default=None, metadata={"description": "Chat model of the synthesis judge."})
    reconciler_model: str | None = field(default=None, metadata={
        "description": "Chat model that reviews both verdicts in the reconciler (opt-in, one call per item)."})
    base_url: str | None = field(default=None, metadata={"description": "OpenAI-compatible endpoint of the chat models."})
    verdict_cache: str | None = field(default=None, metadata={
        "description": "SQLite verdict cache of the LLM judges: a path, or 'off'; default .comproeval_cache/verdicts.sqlite."})
    llm_timeout: float | None = field(default=None, metadata={"description": "Seconds allowed for one LLM call (default 120)."})
    llm_max_tokens: int | None = field(default=None, metadata={"description": "Longest reply allowed from a judge model."})
    weights: dict[str, float] | None = field(default=None, metadata={"description": "Field weights merged over the defaults (SCORING.md §4)."})
    value_error_thresholds: Any = field(default=None, metadata={
        "description": "Absolute value tolerances: {\"low,high\": tolerance} or [[low, high, tolerance], ...] (SCORING.md §5)."})
    synthesis_tolerances: dict[str, float] | None = field(default=None, metadata={
        "description": "Tolerances of synthesis conditions in steps: {\"temperature_K\": 10, \"duration_rel\": 0.1, \"pressure_rel\": 0.1}."})
    scoring: Literal["reference", "strict"] = field(default="reference", metadata={
        "description": "reference: comparable with published numbers; strict: fixes SCORING.md §7 flaws."})
    is_synthesis_evaluation: bool = field(default=True, metadata={"description": "Judge synthesis_data as well as composition_data."})
    max_concurrency: int = field(default=DEFAULT_MAX_CONCURRENCY, metadata={"description": "Items judged at once in a whole-file run."})
    max_fallback_share: float = field(default=0.2, metadata={
        "description": "Share of LLM-judged sections that may fall back to the rules before a run is reported degraded."})

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any] | None) -> "Settings":
        """Settings from a dict; unknown names fail here, naming the known ones."""
        values = {k: v for k, v in (values or {}).items() if v is not None}
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - names)
        if unknown:
            raise ConfigurationError(f"unknown setting(s) {', '.join(unknown)}; known: {', '.join(sorted(names))}")
        return cls(**values)

    def backends(self) -> dict[str, str | Judge]:
        """The backend of each judge node: its own, else `judge`, else rules (llm when a judge model is named
        and no node has a backend of its own)."""
        per_node = {"composition_judge": self.composition_judge_backend, "synthesis_judge": self.synthesis_judge_backend}
        default = self.judge
        if default is None:
            named = self.model is not None or self.composition_judge_model is not None or self.synthesis_judge_model is not None
            default = "llm" if named and not any(per_node.values()) else "rules"
        return {node: per_node[node] or default for node in JUDGE_NODES}

    def models(self) -> dict[str | None, Any]:
        """Chat models (or names) by node; the `None` entry is shared by both judge nodes."""
        return {
            None: self.model,
            "composition_judge": self.composition_judge_model,
            "synthesis_judge": self.synthesis_judge_model,
            RECONCILER: self.reconciler_model,
        }


@dataclass(frozen=True)
class RunContext:
    """Everything the nodes of one run need, built once (`build_run_context`)."""

    settings: Settings
    weights: Mapping[str, float]
    tolerances: Any  # ToleranceTable | None
    synthesis_tolerances: Any  # SynthesisTolerances | None
    judges: NodeJudges
    ledger: Any  # UsageLedger
    # whole-file runs: told of every finished item (journal, progress); None elsewhere
    on_item_done: Callable[[str, dict[str, Any]], Any] | None = None

    @property
    def scoring(self) -> str:
        return self.settings.scoring

    @property
    def is_synthesis_evaluation(self) -> bool:
        return self.settings.is_synthesis_evaluation

    @functools.cached_property
    def judge_context(self) -> JudgeContext:
        return JudgeContext(tolerances=self.tolerances, synthesis_tolerances=self.synthesis_tolerances)

    @functools.cached_property
    def _slots(self) -> weakref.WeakKeyDictionary:
        return weakref.WeakKeyDictionary()

    def item_slots(self) -> asyncio.Semaphore:
        """Bounds the items judged at once, wherever the run was started (API, Studio); one per event loop."""
        loop = asyncio.get_running_loop()
        if loop not in self._slots:
            self._slots[loop] = asyncio.Semaphore(self.settings.max_concurrency)
        return self._slots[loop]

    def describe(self) -> dict[str, Any]:
        """The settings that decide the numbers, JSON-ready: stored in run_info and hashed into the resume fingerprint."""
        names = self.judges.names()
        described: dict[str, Any] = {"judge": names["composition_judge"]} if len(set(names.values())) == 1 else {"judges": names}
        models = self.judges.describe()
        if models:
            described["judge_models"] = models
        described.update(
            weights=dict(self.weights),
            value_error_thresholds=self.tolerances.to_json() if self.tolerances else None,
            scoring=self.scoring,
            is_synthesis_evaluation=self.is_synthesis_evaluation,
        )
        if self.synthesis_tolerances is not None:
            described["synthesis_tolerances"] = self.synthesis_tolerances.to_json()
        return described


def validate_settings(settings: Settings, *, warn: bool = True) -> tuple[dict[str, float], Any, Any]:
    """Cheap checks and parses, before any judge is built: (weights, tolerances, synthesis tolerances)."""
    from ..chem.tolerance import parse_thresholds
    from ..scoring.weights import merge_weights

    if settings.scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {settings.scoring!r}")
    if not isinstance(settings.max_concurrency, int) or isinstance(settings.max_concurrency, bool) or settings.max_concurrency < 1:
        raise ConfigurationError(f"max_concurrency must be a positive integer, got {settings.max_concurrency!r}")
    share = settings.max_fallback_share
    if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 <= share <= 1:
        raise ConfigurationError(f"max_fallback_share must be a number from 0 to 1, got {share!r}")
    for name in ("judge", "composition_judge_backend", "synthesis_judge_backend"):
        value = getattr(settings, name)
        if value is not None and not isinstance(value, Judge) and value not in JUDGE_BACKENDS:
            raise ConfigurationError(f"{name} must be one of {', '.join(JUDGE_BACKENDS)}, got {value!r}")
    synthesis_tolerances = None
    if settings.synthesis_tolerances:  # off by default: nothing parsed, nothing bound
        from ..chem.tolerance import parse_synthesis_tolerances

        synthesis_tolerances = parse_synthesis_tolerances(settings.synthesis_tolerances)
    return merge_weights(settings.weights, warn=warn), parse_thresholds(settings.value_error_thresholds), synthesis_tolerances


def build_run_context(
    settings: Settings | Mapping[str, Any] | None = None, *, ledger: Any = None, warn: bool = True, read_only_cache: bool = False
) -> RunContext:
    """The run context of `settings`: the one place settings become weights, tolerances and judges.

    Blocking (it may open the verdict cache and create model clients): call it
    from a worker thread inside an event loop.
    """
    from ..llm.usage import UsageLedger

    if not isinstance(settings, Settings):
        settings = Settings.from_mapping(settings)
    weights, tolerances, synthesis_tolerances = validate_settings(settings, warn=warn)
    ledger = ledger if ledger is not None else UsageLedger()
    judges = build_node_judges(
        settings.backends(),
        models=settings.models(),
        base_url=settings.base_url,
        cache=settings.verdict_cache,
        ledger=ledger,
        timeout=settings.llm_timeout,
        max_tokens=settings.llm_max_tokens,
        read_only_cache=read_only_cache,
    )
    return RunContext(settings, weights, tolerances, synthesis_tolerances, judges, ledger)


@functools.lru_cache(maxsize=32)
def _cached_context(settings_json: str) -> RunContext:
    return build_run_context(Settings.from_mapping(json.loads(settings_json)), warn=False)


def clear_context_cache() -> None:
    """Forget the contexts built for Studio/configurable runs (tests swap model factories)."""
    _cached_context.cache_clear()


async def run_context(runtime: Any, config: Mapping[str, Any] | None = None) -> RunContext:
    """The run context of a node: the one the caller built, or one built (once) from the settings it gave.

    Settings come from the runtime context (Studio sends them there) and from
    `configurable`, which wins (the LangGraph server mirrors both).
    """
    context = getattr(runtime, "context", None)
    if isinstance(context, RunContext):
        return context
    if isinstance(context, Settings):
        values = {f.name: getattr(context, f.name) for f in fields(Settings)}
    else:
        values = dict(context or {}) if isinstance(context, Mapping) else {}
    configurable = (config or {}).get("configurable") or {}
    values.update({f.name: configurable[f.name] for f in fields(Settings) if configurable.get(f.name) is not None})
    values = {k: v for k, v in values.items() if v is not None and v != getattr(Settings, k, None)}
    key = json.dumps(values, sort_keys=True, default=str)
    return await asyncio.to_thread(_cached_context, key)


def replace(context: RunContext, **changes: Any) -> RunContext:
    return dataclasses.replace(context, **changes)
