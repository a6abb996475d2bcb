"""Run settings (the context schema both graphs declare) and the live objects a run builds from them.

`Settings` is the one vocabulary of options, shared by the Python API, the
CLI, `--trace` and Studio; it is what every node receives as
`runtime.context`. A `Settings` object carries the live objects of its run
(weights, tolerances, one judge per node, the reconciler's reviewer, the usage
ledger), built from it once, on first use (`Settings.live`): nothing is
serialised and nothing is looked up elsewhere, so a chat model given in the
settings is the model the judges call.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Literal

from ..defaults import COMPOSITION_JUDGE, DEFAULT_MAX_CONCURRENCY, JUDGE_NODES, RECONCILER, SCORING_MODES, SYNTHESIS_JUDGE
from ..judges.base import Judge, JudgeContext
from ..judges.factory import JUDGE_BACKENDS, ConfigurationError, JudgeOptions, NodeJudges, build_node_judges
from .setting_bounds import MAX_CONCURRENCY_LIMIT as MAX_CONCURRENCY_LIMIT
from .setting_bounds import MAX_REPLY_TOKENS as MAX_REPLY_TOKENS
from .setting_bounds import MAX_TIMEOUT_SECONDS as MAX_TIMEOUT_SECONDS
from .setting_bounds import SETTING_BOUNDS
from .setting_bounds import Bound as Bound

__all__ = ["ConfigurationError", "RunContext", "Settings", "build_run_context", "run_context"]

Backend = Literal["rules", "llm", "hybrid"]


@dataclass(kw_only=True, frozen=True)
class Settings:
    """Settings of an evaluation run; every field has a default, and Studio shows their descriptions."""

    judge: Backend | None = field(
        default=None,
        metadata={
            "description": "Judge backend of both judge nodes: rules (offline), llm or hybrid. Default: rules, or llm when a judge model is named."
        },
    )
    composition_judge_backend: Backend | None = field(default=None, metadata={"description": "Backend of the composition judge only."})
    synthesis_judge_backend: Backend | None = field(default=None, metadata={"description": "Backend of the synthesis judge only."})
    model: Any = field(
        default=None,
        metadata={"description": "Chat model of both judge nodes: a name such as openai:gpt-4o-mini (default o3-mini) or a LangChain chat model."},
    )
    composition_judge_model: Any = field(default=None, metadata={"description": "Chat model of the composition judge."})
    synthesis_judge_model: Any = field(default=None, metadata={"description": "Chat model of the synthesis judge."})
    reconciler_model: Any = field(
        default=None, metadata={"description": "Chat model that reviews both verdicts in the reconciler (opt-in, one call per item)."}
    )
    base_url: str | None = field(default=None, metadata={"description": "OpenAI-compatible endpoint of the chat models."})
    verdict_cache: str | None = field(
        default=None, metadata={"description": "SQLite verdict cache of the LLM judges: a path, or 'off'; default .comproeval_cache/verdicts.sqlite."}
    )
    llm_timeout: float | None = field(default=None, metadata={"description": "Seconds allowed for one LLM call (default 120)."})
    llm_max_tokens: int | None = field(default=None, metadata={"description": "Longest reply allowed from a judge model."})
    weights: dict[str, float] | None = field(default=None, metadata={"description": "Field weights merged over the defaults (docs/scoring.md §3)."})
    value_error_thresholds: Any = field(
        default=None,
        metadata={"description": 'Absolute value tolerances: {"low,high": tolerance} or [[low, high, tolerance], ...] (docs/scoring.md §7).'},
    )
    synthesis_tolerances: dict[str, float] | None = field(
        default=None,
        metadata={"description": 'Tolerances of synthesis conditions in steps: {"temperature_K": 10, "duration_rel": 0.1, "pressure_rel": 0.1}.'},
    )
    knowledge: str | None = field(
        default=None,
        metadata={"description": "A JSON file of your field's abbreviations, names, families, units, techniques and methods (docs/knowledge.md)."},
    )
    scoring: Literal["reference", "strict"] = field(
        default="reference", metadata={"description": "reference: comparable with published numbers; strict: fixes docs/scoring.md §4 flaws."}
    )
    is_synthesis_evaluation: bool = field(default=True, metadata={"description": "Judge synthesis_data as well as composition_data."})
    max_concurrency: int = field(default=DEFAULT_MAX_CONCURRENCY, metadata={"description": "Items judged at once in a whole-file run."})
    max_fallback_share: float = field(
        default=0.2, metadata={"description": "Share of LLM-judged sections that may fall back to the rules before a run is reported degraded."}
    )

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any] | None) -> Settings:
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
        per_node = {COMPOSITION_JUDGE: self.composition_judge_backend, SYNTHESIS_JUDGE: self.synthesis_judge_backend}
        default = self.judge
        if default is None:
            named = self.model is not None or self.composition_judge_model is not None or self.synthesis_judge_model is not None
            default = "llm" if named and not any(per_node.values()) else "rules"
        return {node: per_node[node] or default for node in JUDGE_NODES}

    def __post_init__(self) -> None:
        # the live objects of this run, built on first use (not fields: Studio, fingerprints and copies never see them)
        object.__setattr__(self, "_live", None)
        object.__setattr__(self, "_live_lock", threading.Lock())

    def __getstate__(self) -> dict[str, Any]:
        """A copy or a pickle is another run: its settings only, never this run's judges and ledger."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)
        self.__post_init__()

    def live(self, *, warn: bool = False, read_only_cache: bool = False) -> RunContext:
        """The live objects of this run, built once (the first caller's options count).

        Blocking (it may open the verdict cache and create model clients): call it
        from a worker thread inside an event loop.
        """
        with self._live_lock:  # one build, even when two nodes ask at once
            if self._live is None:
                object.__setattr__(self, "_live", build_run_context(self, warn=warn, read_only_cache=read_only_cache))
            return self._live

    def judge_options(self, *, read_only_cache: bool = False, sends_nothing: bool = False) -> JudgeOptions:
        """What the judge factory needs of these settings, as one object (`sends_nothing`: models are only looked at)."""
        return JudgeOptions(
            backends=self.backends(),
            models=self.models(),
            base_url=self.base_url,
            cache=self.verdict_cache,
            timeout=self.llm_timeout,
            max_tokens=self.llm_max_tokens,
            read_only_cache=read_only_cache,
            sends_nothing=sends_nothing,
        )

    def models(self) -> dict[str | None, Any]:
        """Chat models (or names) by node; the `None` entry is shared by both judge nodes."""
        return {
            None: self.model,
            COMPOSITION_JUDGE: self.composition_judge_model,
            SYNTHESIS_JUDGE: self.synthesis_judge_model,
            RECONCILER: self.reconciler_model,
        }


@dataclass(frozen=True)
class RunContext:
    """The live objects of one run, built once from its settings (`build_run_context`)."""

    settings: Settings
    weights: Mapping[str, float]
    tolerances: Any  # ToleranceTable | None
    synthesis_tolerances: Any  # SynthesisTolerances | None
    judges: NodeJudges
    ledger: Any  # UsageLedger
    knowledge: Any = None  # chem.knowledge.Knowledge | None

    @property
    def scoring(self) -> str:
        return self.settings.scoring

    @property
    def is_synthesis_evaluation(self) -> bool:
        return self.settings.is_synthesis_evaluation

    def knowledge_for(self, item: str | None = None) -> Any:
        """The user's knowledge as it applies to one paper (its own entries over the file's; None without a file):
        what every prover of a pair reads, the judges', the reconciler's evidence check's and review's alike."""
        return self.knowledge.for_paper(item) if self.knowledge is not None else None

    def judge_context(self, item: str | None = None) -> JudgeContext:
        """What a judge needs besides the two sections: the tolerances, the knowledge, and the DOI its usage is counted under."""
        return JudgeContext(tolerances=self.tolerances, synthesis_tolerances=self.synthesis_tolerances, item=item, knowledge=self.knowledge_for(item))

    def describe(self) -> dict[str, Any]:
        """The settings that decide the numbers, JSON-ready: stored in run_info and hashed into the resume fingerprint."""
        names = self.judges.names()
        described: dict[str, Any] = {"judge": names[COMPOSITION_JUDGE]} if len(set(names.values())) == 1 else {"judges": names}
        models = self.judges.describe()
        if models:
            described["judge_models"] = models
            # the endpoint and every model parameter (max_tokens, temperature, ...) can change a verdict
            described["model_parameters"] = self.judges.parameters()
        described.update(
            weights=dict(self.weights),
            value_error_thresholds=self.tolerances.to_json() if self.tolerances else None,
            scoring=self.scoring,
            is_synthesis_evaluation=self.is_synthesis_evaluation,
        )
        if self.synthesis_tolerances is not None:
            described["synthesis_tolerances"] = self.synthesis_tolerances.to_json()
        if self.knowledge is not None:  # what the file says decides verdicts: a changed file is another run
            described["knowledge"] = {"file": self.settings.knowledge, "entries": len(self.knowledge), "sha256": self.knowledge.digest}
        return described


def validate_settings(settings: Settings, *, warn: bool = True) -> tuple[dict[str, float], Any, Any]:
    """Cheap checks and parses, before any judge is built: (weights, tolerances, synthesis tolerances)."""
    from ..chem.tolerance import parse_thresholds
    from ..scoring.weights import merge_weights

    if settings.scoring not in SCORING_MODES:
        raise ConfigurationError(f"scoring must be one of {', '.join(SCORING_MODES)}, got {settings.scoring!r}")
    for bound in SETTING_BOUNDS:
        bound.check(settings)
    for name in ("judge", "composition_judge_backend", "synthesis_judge_backend"):
        value = getattr(settings, name)
        if value is not None and not isinstance(value, Judge) and value not in JUDGE_BACKENDS:
            raise ConfigurationError(f"{name} must be one of {', '.join(JUDGE_BACKENDS)}, got {value!r}")
    synthesis_tolerances = None
    if settings.synthesis_tolerances:  # off by default: nothing parsed, nothing bound
        from ..chem.synthesis_tolerance import parse_synthesis_tolerances

        synthesis_tolerances = parse_synthesis_tolerances(settings.synthesis_tolerances)
    weights = merge_weights(settings.weights, warn=warn, is_synthesis_evaluation=settings.is_synthesis_evaluation)
    return weights, parse_thresholds(settings.value_error_thresholds), synthesis_tolerances


def build_run_context(
    settings: Settings | Mapping[str, Any] | None = None,
    *,
    ledger: Any = None,
    warn: bool = True,
    read_only_cache: bool = False,
    sends_nothing: bool = False,
) -> RunContext:
    """The live objects of `settings`: the one place settings become weights, tolerances, judges and a ledger.

    A fresh build each call; a run uses `Settings.live`, which builds once per
    settings object. Blocking: call it from a worker thread inside an event loop.
    """
    from ..llm.usage import UsageLedger

    if not isinstance(settings, Settings):
        settings = Settings.from_mapping(settings)
    weights, tolerances, synthesis_tolerances = validate_settings(settings, warn=warn)
    ledger = ledger if ledger is not None else UsageLedger()
    knowledge = _knowledge(settings.knowledge)
    judges = build_node_judges(settings.judge_options(read_only_cache=read_only_cache, sends_nothing=sends_nothing), ledger=ledger)
    return RunContext(settings, weights, tolerances, synthesis_tolerances, judges, ledger, knowledge)


def _knowledge(path: str | None) -> Any:
    """The user's knowledge file, loaded and checked (a bad entry is a ConfigurationError naming it)."""
    if not path:
        return None
    from ..chem.knowledge import KnowledgeError, load_knowledge

    try:
        return load_knowledge(path)
    except KnowledgeError as exc:
        raise ConfigurationError(str(exc)) from None


_DEFAULT = Settings()


async def run_context(settings: Settings | None) -> RunContext:
    """The live objects of a node's `runtime.context`, built on first use.

    LangGraph turns a dict context (Studio's configuration form) into `Settings`;
    no context at all means the default settings.
    """
    settings = _DEFAULT if settings is None else settings
    if not isinstance(settings, Settings):
        raise ConfigurationError(f"the graph's context must be comproeval Settings or a dict of them, got {type(settings).__name__}")
    found = settings._live
    return found if found is not None else await asyncio.to_thread(settings.live)
