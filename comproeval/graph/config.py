"""Run settings: the configuration schema Studio shows, and its resolution for the nodes."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import get_runtime

from ..judges.base import Judge
from ..scoring.results import SCORING_MODES
from ..scoring.weights import merge_weights
from ..chem.tolerance import ToleranceTable, parse_thresholds

JUDGE_BACKENDS = ("rules", "llm", "hybrid")


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
    model: str | None = field(default=None, metadata={"description": "Chat model for both judge nodes, e.g. openai:gpt-4o-mini (the reconciler needs its own)."})
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
    verdict_cache: str | None = field(
        default=None,
        metadata={"description": "SQLite verdict cache of the llm judge: a path, 'off' to disable; default .comproeval_cache/verdicts.sqlite."},
    )

    @classmethod
    def from_runnable_config(cls, config: RunnableConfig | None) -> "Configuration":
        """Settings from `configurable`, falling back to the run's LangGraph runtime context.

        The LangGraph server mirrors context and configurable; a direct
        `graph.invoke(..., context={...})` only sets the context. A key given
        in `configurable` wins over the context.
        """
        configurable = (config or {}).get("configurable") or {}
        values = _runtime_context(cls)
        values.update({f.name: configurable[f.name] for f in fields(cls) if f.name in configurable})
        return cls(**values)


def _runtime_context(schema: type[Configuration]) -> dict[str, Any]:
    """Fields of `schema` found in the current graph run's runtime context ({} outside a run)."""
    try:
        context = getattr(get_runtime(), "context", None)
    except (RuntimeError, KeyError):  # not inside a graph run
        return {}
    names = [f.name for f in fields(schema)]
    if isinstance(context, Configuration):
        return {name: getattr(context, name) for name in names if hasattr(context, name)}
    if isinstance(context, Mapping):
        return {name: context[name] for name in names if name in context}
    return {}


@dataclass(frozen=True)
class RunSettings:
    """Validated settings the nodes use (weights merged, thresholds parsed)."""

    weights: dict[str, float]
    tolerances: ToleranceTable | None
    scoring: str
    is_synthesis_evaluation: bool


_CACHES: dict[Path, Any] = {}


def open_cache(cache: bool | str | Path | None):
    """The verdict cache for `cache` (True: default path; False/None/'off': none), shared per path."""
    from ..llm.cache import DEFAULT_CACHE_PATH, VerdictCache

    if cache is None or cache is False or (isinstance(cache, str) and cache.strip().lower() in ("", "off", "none", "false")):
        return None
    path = Path(DEFAULT_CACHE_PATH if cache is True else cache).resolve()
    if path not in _CACHES:
        try:
            _CACHES[path] = VerdictCache(path)
        except Exception as exc:  # sqlite3.Error, OSError
            raise ConfigurationError(f"cannot open the verdict cache {path}: {exc}") from None
    return _CACHES[path]


def build_judge(
    name: str,
    *,
    llm: Any = None,
    models: Mapping[str, Any] | None = None,
    base_url: str | None = None,
    cache: bool | str | Path | None = True,
    ledger: Any = None,
    timeout: float | None = None,
    max_tokens: int | None = None,
) -> Judge:
    """A judge backend; `llm`/`models`/`base_url`/`cache` only matter for llm and hybrid."""
    if name == "rules":
        from ..judges.rules import RulesJudge

        return RulesJudge()
    if name in ("llm", "hybrid"):
        from ..judges.hybrid import HybridJudge
        from ..judges.llm import LLMJudge, LLMOptions
        from ..llm.calls import CallPolicy
        from ..llm.models import ModelError, resolve_node_models

        try:
            node_models = resolve_node_models(llm, models, base_url=base_url, timeout=timeout, max_tokens=max_tokens)
        except ModelError as exc:
            raise ConfigurationError(str(exc)) from None
        options = LLMOptions(policy=CallPolicy(timeout=timeout)) if timeout else None
        judge = LLMJudge(node_models, cache=open_cache(cache), ledger=ledger, options=options)
        return judge if name == "llm" else HybridJudge(judge)
    raise ConfigurationError(f"unknown judge {name!r}; choose one of: rules, llm, hybrid")


@functools.lru_cache(maxsize=32)
def _configured_judge(backend: str, model: str | None, node_models: tuple, base_url: str | None, cache: str | None) -> Judge:
    """One judge per distinct configuration, so Studio runs reuse clients and the cache."""
    return build_judge(
        backend, llm=model, models={k: v for k, v in node_models if v}, base_url=base_url, cache=True if cache is None else cache
    )


def resolve_judge(config: RunnableConfig | None, node: str) -> Judge:
    """The judge of one node ("composition_judge" or "synthesis_judge").

    A `judge_instance` in configurable (Python API) wins; then the node's own
    backend; then the run-wide `judge`.
    """
    configurable = (config or {}).get("configurable") or {}
    if configurable.get("judge_instance") is not None:
        return configurable["judge_instance"]
    conf = Configuration.from_runnable_config(config)
    backend = getattr(conf, f"{node}_backend") or conf.judge
    if backend not in JUDGE_BACKENDS:
        raise ConfigurationError(f"unknown judge {backend!r}; choose one of: {', '.join(JUDGE_BACKENDS)}")
    if backend == "rules":
        return build_judge("rules")
    node_models = (
        ("composition_judge", conf.composition_judge_model),
        ("synthesis_judge", conf.synthesis_judge_model),
        ("reconciler", conf.reconciler_model),
    )
    return _configured_judge(backend, conf.model, node_models, conf.base_url, conf.verdict_cache)


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
