"""What a run would cost, before it runs: per LLM node, the sections, calls and tokens it would send.

The estimate renders the very prompts the judges would send (`comproeval.prompts`,
built from the same inputs the judge nodes receive), looks each one up in the
verdict cache under the key the LLM judge uses, and counts the rest. For the
hybrid judge it first judges with the rules, as the hybrid does, and counts
only the uncertain part of each section (`judges.hybrid`); a section the rules
proved costs nothing. Tokens are counted with `tiktoken` for models it knows
(OpenAI's), else estimated at about four characters a token, and the output
says which. Replies cannot be known before they are written: their tokens are
estimated from the size of the rules' verdict of the same part, and a
model that reasons bills hidden reasoning tokens on top. Invalid replies asked
again and tool rounds add calls; the estimate counts one call per section.
"""

from __future__ import annotations

import functools
import json
import math
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..defaults import COMPOSITION, JUDGE_OF_SECTION, RECONCILER
from ..files.dois import load_inputs
from ..graph.context import RunContext, Settings
from ..graph.nodes.router import sections_to_judge
from ..verdicts.entries import EXPLANATION

# without an encoding, a token is about four characters of English or JSON (OpenAI's rule of thumb)
CHARS_PER_TOKEN = 4
# each chat message costs a few tokens of framing, and the reply is primed with a few more (OpenAI's cookbook)
TOKENS_PER_MESSAGE, TOKENS_PER_REPLY = 3, 3
# how long loading an encoding may take: tiktoken downloads it once, and offline it must not hang the estimate
ENCODING_LOAD_SECONDS = 10.0


@dataclass
class NodeCost:
    """One LLM node's share: sections it judges, calls answered by the cache, calls sent and their tokens."""

    model: str
    sections: int = 0
    cached: int = 0
    calls: int = 0
    prompt_tokens: int = 0
    reply_tokens: int = 0

    def add(self, other: NodeCost) -> None:
        self.sections += other.sections
        self.cached += other.cached
        self.calls += other.calls
        self.prompt_tokens += other.prompt_tokens
        self.reply_tokens += other.reply_tokens


@dataclass
class RunEstimate:
    """The whole run's estimate, by node; `counting` says how each model's tokens were counted."""

    items: int
    judged_items: int
    nodes: dict[str, NodeCost] = field(default_factory=dict)
    counting: dict[str, str] = field(default_factory=dict)  # model -> "counted with tiktoken (o200k_base)" or why it is an estimate

    def total(self) -> NodeCost:
        total = NodeCost(model="")
        for cost in self.nodes.values():
            total.add(cost)
        return total

    def price(self, price_in: float | None, price_out: float | None) -> float | None:
        """Dollars (or whatever the prices are in) for the calls sent, prices per million tokens; None without prices."""
        if price_in is None and price_out is None:
            return None
        total = self.total()
        return (total.prompt_tokens * (price_in or 0.0) + total.reply_tokens * (price_out or 0.0)) / 1e6

    def to_json(self, price_in: float | None = None, price_out: float | None = None) -> dict[str, Any]:
        total = self.total()
        return {
            "items": self.items,
            "judged_items": self.judged_items,
            "nodes": {node: _cost_json(cost) for node, cost in self.nodes.items()},
            "total": _cost_json(total),
            "token_counting": dict(self.counting),
            "price_in_per_million": price_in,
            "price_out_per_million": price_out,
            "cost": self.price(price_in, price_out),
        }


def _cost_json(cost: NodeCost) -> dict[str, Any]:
    data = {k: getattr(cost, k) for k in ("sections", "cached", "calls", "prompt_tokens", "reply_tokens")}
    return {"model": cost.model, **data} if cost.model else data


# ------------------------------------------------------------------ tokens


class TokenCounter:
    """Counts a model's tokens with tiktoken's encoding of that model, else estimates them (and says why)."""

    def __init__(self, model: str):
        self.model = model
        self.encoding, self.how = _load_encoding(model)

    @property
    def exact(self) -> bool:
        return self.encoding is not None

    def text(self, text: str) -> int:
        if self.encoding is not None:
            return len(self.encoding.encode(text, disallowed_special=()))
        return math.ceil(len(text) / CHARS_PER_TOKEN)

    def messages(self, messages: Sequence[Any]) -> int:
        """Prompt tokens of chat messages as the chat API bills them: content, role and framing of each, and the reply's priming."""
        return sum(TOKENS_PER_MESSAGE + self.text(_role(m)) + self.text(_content(m)) for m in messages) + TOKENS_PER_REPLY


def _role(message: Any) -> str:
    return {"human": "user", "ai": "assistant"}.get(message.type, message.type)


def _content(message: Any) -> str:
    content = message.content
    return content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)


def encoding_name_of(model: str) -> str | None:
    """tiktoken's encoding name for a model (`openai:` prefix allowed), or None when tiktoken does not know the model."""
    import tiktoken

    name = model.split(":", 1)[1] if model.startswith("openai:") else model
    try:
        return tiktoken.encoding_name_for_model(name)
    except KeyError:
        return None


def _load_encoding(model: str) -> tuple[Any, str]:
    """(encoding, how counted): the model's encoding, or (None, why tokens are estimated) when unknown or not loadable.

    tiktoken downloads an encoding's file on first use and caches it; without a
    network (and no cached file) the load fails or stalls, so it runs in a
    thread for at most ENCODING_LOAD_SECONDS.
    """
    estimate = f"estimated at ~{CHARS_PER_TOKEN} characters per token"
    try:
        name = encoding_name_of(model)
    except ImportError:
        return None, f"{estimate} (tiktoken is not installed)"
    if name is None:
        return None, f"{estimate} (tiktoken has no encoding for {model!r})"
    encoding, error = _encoding_named(name)
    if encoding is not None:
        return encoding, f"counted with tiktoken ({name})"
    return None, f"{estimate} (tiktoken's {name} encoding file could not be loaded: {error}; offline?)"


@functools.cache
def _encoding_named(name: str) -> tuple[Any, str | None]:
    """(encoding, None) or (None, why not); tried once per process and encoding, however many models share it."""
    found: dict[str, Any] = {}

    def load() -> None:
        try:
            import tiktoken

            found["encoding"] = tiktoken.get_encoding(name)
        except Exception as exc:  # no network, no cached file, a damaged download
            found["error"] = f"{type(exc).__name__}"

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(ENCODING_LOAD_SECONDS)
    return found.get("encoding"), None if "encoding" in found else (found.get("error") or "timed out")


# ---------------------------------------------------------------- sections


@dataclass(frozen=True)
class _Ask:
    """One call a judge node would make: its messages, the cache key the judge would look up, a reply-size proxy."""

    node: str
    model: str
    messages: list[Any]
    cache_key: tuple[str, str] | None
    reply_proxy: str
    tool_schemas: str = ""  # bound tools are sent with every call: their JSON schemas count as prompt


def _strip_echo(value: Any) -> Any:
    """A verdict without the inputs it echoes (`reference`, `test`): roughly what a model writes back."""
    if isinstance(value, dict):
        return {k: _strip_echo(v) for k, v in value.items() if k not in ("reference", "test", *EXPLANATION)}
    if isinstance(value, list):
        return [_strip_echo(v) for v in value]
    return value


def _rules_verdict(section: str, reference: Mapping[str, Any], test: Mapping[str, Any], context: RunContext) -> Any:
    from ..judges.rules import rules_verdict

    return rules_verdict(section, reference, test, context.judge_context())


def _section_ask(section: str, reference: Mapping[str, Any], test: Mapping[str, Any], doi: str, context: RunContext) -> _Ask | None:
    """The call the section's judge would make (None: the rules decide it), built as the judge builds it."""
    from ..judges.hybrid import HybridJudge, _reduced_composition, _reduced_synthesis
    from ..judges.llm import SPECS, LLMJudge, _bound_names, _tolerance_key, section_tools
    from ..llm.cache import llm_key, prompt_key
    from ..llm.conversation import binding

    node = JUDGE_OF_SECTION[section]
    judge = context.judges.for_node(node)
    if isinstance(judge, HybridJudge):
        rules = _rules_verdict(section, reference, test, context)
        reduce = _reduced_composition if section == COMPOSITION else _reduced_synthesis
        reduced = reduce(reference, test, rules)
        if reduced is None:
            return None  # every verdict proven: no call
        reference, test = reduced
        llm = judge.llm
    elif isinstance(judge, LLMJudge):
        llm = judge
    else:
        return None
    model = llm.models[node]
    judge_context = context.judge_context(doi)
    tools = section_tools(section, judge_context)
    messages = SPECS[section].prompt.build(reference, test)
    bound = binding(model, tools, llm.options)
    key = (prompt_key(messages), llm_key(model, llm.label(node), tolerances=_tolerance_key(section, judge_context), **_bound_names(bound)))
    proxy = json.dumps(_strip_echo(_rules_verdict(section, reference, test, context).model_dump(mode="json")), ensure_ascii=False)
    schemas = json.dumps([_tool_schema(t) for t in tools]) if tools else ""
    return _Ask(node, _model_name(model), messages, key if llm.cache is not None else None, proxy, schemas)


def _tool_schema(tool: Any) -> dict[str, Any]:
    from langchain_core.utils.function_calling import convert_to_openai_tool

    return convert_to_openai_tool(tool)


def _model_name(model: Any) -> str:
    from ..llm.models import model_label

    return model_label(model)


def _reviewer_ask(verdicts: list[tuple[str, Any]], context: RunContext) -> _Ask | None:
    """The reconciler's cross-check of an item, rendered with the rules' verdicts (the judges' own are not known yet)."""
    reviewer = context.judges.reviewer
    if reviewer is None or not verdicts:
        return None
    from ..llm.cache import llm_key, prompt_key
    from ..llm.conversation import binding
    from ..prompts import reconciler as reconciler_prompt

    by_section = dict(verdicts)
    messages = reconciler_prompt.build(by_section.get(COMPOSITION), by_section.get("synthesis_data"))
    key = (prompt_key(messages), llm_key(reviewer.model, reviewer.name, **binding(reviewer.model, (), reviewer.options)))
    return _Ask(RECONCILER, reviewer.label, messages, key if reviewer.cache is not None else None, '{"concerns": []}')


def _item_asks(doi: str, truth: Mapping[str, Any], test: Mapping[str, Any] | None, context: RunContext) -> list[_Ask]:
    sections = sections_to_judge(truth, test, is_synthesis_evaluation=context.is_synthesis_evaluation, strict=context.scoring == "strict")
    asks, verdicts = [], []
    for section in sections:
        reference, tested = truth.get(section) or {}, (test or {}).get(section) or {}
        if (ask := _section_ask(section, reference, tested, doi, context)) is not None:
            asks.append(ask)
        if context.judges.reviewer is not None:
            verdicts.append((section, _rules_verdict(section, reference, tested, context)))
    if (review := _reviewer_ask(verdicts, context)) is not None:
        asks.append(review)
    return asks


def estimate_run(ground_truth: Any, test_data: Any, settings: Settings) -> RunEstimate:
    """What judging `test_data` against `ground_truth` with `settings` would send to the LLMs; nothing is sent or written.

    The verdict cache is read only (an absent cache is an empty one).
    """
    from dataclasses import replace

    settings = replace(settings)  # this estimate's own live objects
    context = settings.live(warn=True, read_only_cache=True)
    truth, tests = load_inputs(ground_truth, test_data)
    estimate = RunEstimate(items=len(truth), judged_items=0)
    counters: dict[str, TokenCounter] = {}
    for doi, record in truth.items():
        asks = _item_asks(doi, record, tests.get(doi), context)
        estimate.judged_items += bool(asks)
        for ask in asks:
            counter = counters.get(ask.model) or counters.setdefault(ask.model, TokenCounter(ask.model))
            cost = estimate.nodes.setdefault(ask.node, NodeCost(model=ask.model))
            cost.sections += 1
            if ask.cache_key is not None and _cached(context, ask):
                cost.cached += 1
                continue
            cost.calls += 1
            cost.prompt_tokens += counter.messages(ask.messages) + (counter.text(ask.tool_schemas) if ask.tool_schemas else 0)
            cost.reply_tokens += counter.text(ask.reply_proxy)
    estimate.counting = {model: counter.how for model, counter in counters.items()}
    return estimate


def _cached(context: RunContext, ask: _Ask) -> bool:
    cache = context.judges.reviewer.cache if ask.node == RECONCILER else _node_cache(context, ask.node)
    return cache is not None and cache.get(*ask.cache_key) is not None


def _node_cache(context: RunContext, node: str) -> Any:
    judge = context.judges.for_node(node)
    return getattr(getattr(judge, "llm", judge), "cache", None)


# ------------------------------------------------------------------ output


def estimate_lines(estimate: RunEstimate, price_in: float | None = None, price_out: float | None = None) -> list[str]:
    """The estimate as a table and a few plain lines (what `comproeval estimate` prints)."""
    rows = [("node", "model", "sections", "cached", "calls", "prompt tokens", "reply tokens*")]
    for node, cost in estimate.nodes.items():
        rows.append((node, cost.model, *_figures(cost)))
    total = estimate.total()
    rows.append(("total", "", *_figures(total)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths))) for row in rows]
    head = f"{estimate.items} paper(s), {estimate.judged_items} with LLM calls"
    if not estimate.nodes:
        return [f"{estimate.items} paper(s): no section needs an LLM (the rules decide them all), so the run sends nothing and costs nothing"]
    notes = [head, *lines]
    for model, how in estimate.counting.items():
        notes.append(f"tokens of {model}: {how}")
    notes.append(
        "* reply tokens are estimated from the size of the rules' verdict; a reasoning model bills hidden reasoning tokens "
        "on top, and invalid replies asked again or tool rounds add calls"
    )
    price = estimate.price(price_in, price_out)
    if price is not None:
        parts = []
        if price_in is not None:
            parts.append(f"{total.prompt_tokens:,} prompt tokens at {price_in:g} per million")
        if price_out is not None:
            parts.append(f"~{total.reply_tokens:,} reply tokens at {price_out:g} per million")
        notes.append(f"cost: about {price:.4f} ({'; '.join(parts)}); cached calls cost nothing")
    return notes


def _figures(cost: NodeCost) -> tuple[str, ...]:
    return (str(cost.sections), str(cost.cached), str(cost.calls), f"{cost.prompt_tokens:,}", f"~{cost.reply_tokens:,}")
