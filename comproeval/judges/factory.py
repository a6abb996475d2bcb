"""The judge factory: one judge per node (composition, synthesis) and the reconciler's reviewer, built once per run.

Each node gets its own backend, so the composition judge can be the rules
while the synthesis judge is an LLM, and a reconciler reviewer can be an LLM
while both judges are rules.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..defaults import JUDGE_BACKENDS, JUDGE_NODES, RECONCILER
from .base import Judge, Reviewer


class ConfigurationError(ValueError):
    """A setting that cannot be used; the message names it."""


@dataclass(frozen=True)
class NodeJudges:
    """What each node of the item graph judges with."""

    composition: Judge
    synthesis: Judge
    reviewer: Reviewer | None = None
    model_parameters: Mapping[str, Any] = field(default_factory=dict)

    def for_node(self, node: str) -> Judge:
        return self.composition if node == "composition_judge" else self.synthesis

    def describe(self) -> dict[str, str]:
        """The model of every LLM-backed node (empty for rules only), for fingerprints and run_info."""
        models: dict[str, str] = {}
        for node, judge in zip(JUDGE_NODES, (self.composition, self.synthesis)):
            described = judge.describe() or {}
            if node in described:
                models[node] = described[node]
        if self.reviewer is not None:
            models[RECONCILER] = self.reviewer.label
        return models

    def parameters(self) -> dict[str, Any]:
        """The endpoint and parameters of every LLM node's model, for fingerprints and run_info."""
        return dict(self.model_parameters)

    def names(self) -> dict[str, str]:
        return {"composition_judge": self.composition.name, "synthesis_judge": self.synthesis.name}


_CACHES: dict[tuple[Path, bool], Any] = {}
_CACHES_LOCK = threading.Lock()


def open_cache(cache: bool | str | Path | None, *, read_only: bool = False):
    """The verdict cache for `cache` (True/None: default path; False/'off': none), one per path (and mode) per process.

    Read-only opens only an existing cache and never writes to it (`--trace`).
    """
    from ..llm.cache import DEFAULT_CACHE_PATH, VerdictCache

    if cache is False or (isinstance(cache, str) and cache.strip().lower() in ("", "off", "none", "false")):
        return None
    path = Path(DEFAULT_CACHE_PATH if cache is True or cache is None else cache).resolve()
    if read_only and not path.is_file():
        return None
    with _CACHES_LOCK:
        if (path, read_only) not in _CACHES:
            try:
                _CACHES[(path, read_only)] = VerdictCache(path, read_only=read_only)
            except Exception as exc:  # sqlite3.Error, OSError
                raise ConfigurationError(f"cannot open the verdict cache {path}: {exc}") from None
        return _CACHES[(path, read_only)]


@dataclass(frozen=True)
class JudgeOptions:
    """What the factory builds the judges from: each judge node's backend and model, the endpoint, cache and limits."""

    backends: Mapping[str, str | Judge]
    models: Mapping[str | None, Any] = field(default_factory=dict)  # node -> chat model or name; None: both judge nodes
    base_url: str | None = None
    cache: bool | str | Path | None = True
    timeout: float | None = None
    max_tokens: int | None = None
    read_only_cache: bool = False
    sends_nothing: bool = False  # the estimate: models are built to be looked at, never called, so no API key is needed


def build_node_judges(options: JudgeOptions, *, ledger: Any = None) -> NodeJudges:
    """One judge per judge node from its backend (a name or a Judge), and a reviewer when a reconciler model is named."""
    from ..llm.usage import UsageLedger

    ledger = ledger if ledger is not None else UsageLedger()
    backends, models = options.backends, dict(options.models or {})
    for node, backend in backends.items():
        if not isinstance(backend, Judge) and backend not in JUDGE_BACKENDS:
            raise ConfigurationError(f"unknown judge {backend!r} for {node}; choose one of: {', '.join(JUDGE_BACKENDS)}")
    llm_nodes = [node for node in JUDGE_NODES if backends[node] in ("llm", "hybrid")]
    cache = open_cache(options.cache, read_only=options.read_only_cache) if llm_nodes or models.get(RECONCILER) is not None else None
    llm_judge = _llm_judge(llm_nodes, models, options, cache, ledger) if llm_nodes else None
    built: dict[str, Judge] = {}
    hybrid = None
    for node in JUDGE_NODES:
        backend = backends[node]
        if isinstance(backend, Judge):
            built[node] = backend
        elif backend == "rules":
            from .rules import RulesJudge

            built[node] = RulesJudge()
        elif backend == "llm":
            built[node] = llm_judge
        else:
            from .hybrid import HybridJudge

            hybrid = hybrid or HybridJudge(llm_judge)
            built[node] = hybrid
    reviewer = _reviewer(models[RECONCILER], options, cache, ledger) if models.get(RECONCILER) is not None else None
    parameters = {node: params for node, params in (llm_judge.parameters() if llm_judge else {}).items() if node in llm_nodes}
    parameters.update(reviewer.parameters() if reviewer is not None else {})
    return NodeJudges(built["composition_judge"], built["synthesis_judge"], reviewer, parameters)


def _llm_judge(nodes: list[str], models: Mapping[str | None, Any], options: JudgeOptions, cache, ledger):
    """One LLM judge holding a chat model for each node that uses it (its own, else the shared one, else the default)."""
    from ..llm.models import ModelError, node_model, resolve_model
    from .llm import LLMJudge

    resolved: dict[int, Any] = {}  # one client per distinct model spec
    node_models = {}
    try:
        for node in nodes:
            spec = node_model(models, node)
            if id(spec) not in resolved:
                resolved[id(spec)] = resolve_model(spec, **_model_options(options))
            node_models[node] = resolved[id(spec)]
    except ModelError as exc:
        raise ConfigurationError(str(exc)) from None
    return LLMJudge(node_models, cache=cache, ledger=ledger, options=_call_options(options))


def _reviewer(spec: Any, options: JudgeOptions, cache, ledger) -> Reviewer:
    from ..llm.models import ModelError, resolve_model
    from .cross_check import LLMReviewer

    try:
        model = resolve_model(spec, **_model_options(options))
    except ModelError as exc:
        raise ConfigurationError(str(exc)) from None
    return LLMReviewer(model, cache=cache, ledger=ledger, options=_call_options(options))


def _model_options(options: JudgeOptions) -> dict[str, Any]:
    """How a node's chat model is created: the run's endpoint and bounds; no key is asked for when nothing is sent."""
    return {"base_url": options.base_url, "timeout": options.timeout, "max_tokens": options.max_tokens, "key_required": not options.sends_nothing}


def _call_options(options: JudgeOptions):
    """The per-call policy of an LLM node: the run's timeout, else the default."""
    from ..llm.calls import CallPolicy
    from ..llm.conversation import LLMOptions

    return LLMOptions(policy=CallPolicy(timeout=options.timeout)) if options.timeout else None
