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


def build_node_judges(
    backends: Mapping[str, str | Judge],
    *,
    models: Mapping[str, Any] | None = None,
    base_url: str | None = None,
    cache: bool | str | Path | None = True,
    ledger: Any = None,
    timeout: float | None = None,
    max_tokens: int | None = None,
    read_only_cache: bool = False,
) -> NodeJudges:
    """One judge per judge node from `backends[node]` (a backend name or a Judge), and a reviewer
    when `models` names a reconciler model. `models` maps nodes to chat models or names; a
    `None` key is the model shared by both judge nodes."""
    from ..llm.usage import UsageLedger

    ledger = ledger if ledger is not None else UsageLedger()
    models = dict(models or {})
    for node, backend in backends.items():
        if not isinstance(backend, Judge) and backend not in JUDGE_BACKENDS:
            raise ConfigurationError(f"unknown judge {backend!r} for {node}; choose one of: {', '.join(JUDGE_BACKENDS)}")
    llm_nodes = [node for node in JUDGE_NODES if backends[node] in ("llm", "hybrid")]
    cache = open_cache(cache, read_only=read_only_cache) if llm_nodes or models.get(RECONCILER) is not None else None
    llm_judge = _llm_judge(llm_nodes, models, base_url, cache, ledger, timeout, max_tokens) if llm_nodes else None
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
    reviewer = None
    if models.get(RECONCILER) is not None:
        reviewer = _reviewer(models[RECONCILER], base_url, cache, ledger, timeout, max_tokens)
    parameters = {node: params for node, params in (llm_judge.parameters() if llm_judge else {}).items() if node in llm_nodes}
    parameters.update(reviewer.parameters() if reviewer is not None else {})
    return NodeJudges(built["composition_judge"], built["synthesis_judge"], reviewer, parameters)


def _llm_judge(nodes: list[str], models: Mapping[str | None, Any], base_url, cache, ledger, timeout, max_tokens):
    """One LLM judge holding a chat model for each node that uses it (its own, else the shared one, else the default)."""
    from ..llm.calls import CallPolicy
    from ..llm.conversation import LLMOptions
    from ..llm.models import ModelError, node_model, resolve_model
    from .llm import LLMJudge

    resolved: dict[int, Any] = {}  # one client per distinct model spec
    node_models = {}
    try:
        for node in nodes:
            spec = node_model(models, node)
            if id(spec) not in resolved:
                resolved[id(spec)] = resolve_model(spec, base_url=base_url, timeout=timeout, max_tokens=max_tokens)
            node_models[node] = resolved[id(spec)]
    except ModelError as exc:
        raise ConfigurationError(str(exc)) from None
    options = LLMOptions(policy=CallPolicy(timeout=timeout)) if timeout else None
    return LLMJudge(node_models, cache=cache, ledger=ledger, options=options)


def _reviewer(spec: Any, base_url, cache, ledger, timeout, max_tokens) -> Reviewer:
    from ..llm.calls import CallPolicy
    from ..llm.conversation import LLMOptions
    from ..llm.models import ModelError, resolve_model
    from .review import LLMReviewer

    try:
        model = resolve_model(spec, base_url=base_url, timeout=timeout, max_tokens=max_tokens)
    except ModelError as exc:
        raise ConfigurationError(str(exc)) from None
    options = LLMOptions(policy=CallPolicy(timeout=timeout)) if timeout else None
    return LLMReviewer(model, cache=cache, ledger=ledger, options=options)
