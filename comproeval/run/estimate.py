"""What a run would cost, before it runs: per LLM node, the sections, calls and tokens it would send.

Each judge says which calls a section would make (`Judge.planned_calls`): the
very messages it would send and the cache key it would look them up under, so
the estimate looks each one up in the verdict cache and counts the rest. The
hybrid judge plans only the uncertain part of each section; the rules plan
nothing; a judge that cannot say is reported as of unknown cost. Tokens are counted with `tiktoken` for models it knows
(OpenAI's), else estimated at about four characters a token, and the output
says which. Replies cannot be known before they are written: their tokens are
estimated from the size of the rules' verdict of the same part, and a
model that reasons bills hidden reasoning tokens on top. Invalid replies asked
again and tool rounds add calls; the estimate counts one call per section.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..defaults import COMPOSITION, JUDGE_OF_SECTION, SYNTHESIS
from ..files.dois import load_inputs
from ..graph.context import RunContext, Settings, build_run_context
from ..graph.nodes.router import sections_to_judge
from ..judges.base import PlannedCall
from ..verdicts.entries import EXPLANATION
from .tokens import TokenCounter


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
    # node -> {"judge": name, "sections": n}: judges that cannot say what they call (no `planned_calls`): cost unknown
    unknown: dict[str, dict[str, Any]] = field(default_factory=dict)

    def total(self) -> NodeCost:
        total = NodeCost(model="")
        for cost in self.nodes.values():
            total.add(cost)
        return total

    def price(self, price_in: float | None, price_out: float | None) -> float | None:
        """Dollars (or whatever the prices are in) for the calls sent, prices per million tokens; None without prices,
        or when a judge's cost is unknown (a partial sum would read as the whole)."""
        if (price_in is None and price_out is None) or self.unknown:
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
            "unknown_cost": {node: dict(entry) for node, entry in self.unknown.items()},
            "price_in_per_million": price_in,
            "price_out_per_million": price_out,
            "cost": self.price(price_in, price_out),
        }


def _cost_json(cost: NodeCost) -> dict[str, Any]:
    data = {k: getattr(cost, k) for k in ("sections", "cached", "calls", "prompt_tokens", "reply_tokens")}
    return {"model": cost.model, **data} if cost.model else data


# ---------------------------------------------------------------- sections


@dataclass(frozen=True)
class _Ask:
    """One call a node would make (the judge's own plan of it) and a reply-size proxy."""

    call: PlannedCall
    reply_proxy: str

    def tool_schemas(self) -> str:
        """Bound tools are sent with every call: their JSON schemas count as prompt."""
        return json.dumps([_tool_schema(t) for t in self.call.tools]) if self.call.tools else ""


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


def _reply_proxy(section: str, reference: Mapping[str, Any], test: Mapping[str, Any], context: RunContext) -> str:
    """About what a model writes back for a section: the rules' verdict of it without the echoed inputs."""
    return json.dumps(_strip_echo(_rules_verdict(section, reference, test, context).model_dump(mode="json")), ensure_ascii=False)


def _tool_schema(tool: Any) -> dict[str, Any]:
    from langchain_core.utils.function_calling import convert_to_openai_tool

    return convert_to_openai_tool(tool)


@dataclass
class _ItemPlan:
    """What judging one item would call, and the judge nodes that cannot say (their cost is unknown)."""

    asks: list[_Ask] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)


def _item_plan(doi: str, truth: Mapping[str, Any], test: Mapping[str, Any] | None, context: RunContext) -> _ItemPlan:
    """Each section's calls as its judge plans them (`Judge.planned_calls`), then the reviewer's."""
    sections = sections_to_judge(truth, test, is_synthesis_evaluation=context.is_synthesis_evaluation, strict=context.scoring == "strict")
    plan, verdicts = _ItemPlan(), {}
    for section in sections:
        reference, tested = truth.get(section) or {}, (test or {}).get(section) or {}
        node = JUDGE_OF_SECTION[section]
        calls = context.judges.for_node(node).planned_calls(section, reference, tested, context.judge_context(doi))
        if calls is None:
            plan.unknown.append(node)
        for call in calls or ():
            sent = (call.reference, call.test) if call.reference is not None and call.test is not None else (reference, tested)
            plan.asks.append(_Ask(call, _reply_proxy(section, *sent, context)))
        if context.judges.reviewer is not None:
            verdicts[section] = _rules_verdict(section, reference, tested, context)
    plan.asks += _reviewer_asks(verdicts, context)
    return plan


def _reviewer_asks(verdicts: Mapping[str, Any], context: RunContext) -> list[_Ask]:
    """The reconciler's cross-check of an item, planned on the rules' verdicts (the judges' own are not known yet)."""
    reviewer = context.judges.reviewer
    if reviewer is None or not verdicts:
        return []
    calls = reviewer.planned_calls(verdicts.get(COMPOSITION), verdicts.get(SYNTHESIS))
    return [_Ask(call, '{"concerns": []}') for call in calls or ()]


def estimate_run(ground_truth: Any, test_data: Any, settings: Settings) -> RunEstimate:
    """What judging `test_data` against `ground_truth` with `settings` would send to the LLMs; nothing is sent or written.

    The verdict cache is read only (an absent cache is an empty one), and no API
    key is needed: the models are built to be looked at, never called.
    """
    context = build_run_context(settings, warn=True, read_only_cache=True, sends_nothing=True)
    truth, tests = load_inputs(ground_truth, test_data)
    estimate = RunEstimate(items=len(truth), judged_items=0)
    counters: dict[str, TokenCounter] = {}
    for doi, record in truth.items():
        plan = _item_plan(doi, record, tests.get(doi), context)
        estimate.judged_items += bool(plan.asks)
        for node in plan.unknown:
            judge = context.judges.for_node(node).name
            estimate.unknown.setdefault(node, {"judge": judge, "sections": 0})["sections"] += 1
        for ask in plan.asks:
            call = ask.call
            counter = counters.get(call.model) or counters.setdefault(call.model, TokenCounter(call.model))
            cost = estimate.nodes.setdefault(call.node, NodeCost(model=call.model))
            cost.sections += 1
            if call.cached_answer() is not None:
                cost.cached += 1
                continue
            schemas = ask.tool_schemas()
            cost.calls += 1
            cost.prompt_tokens += counter.messages(call.messages) + (counter.text(schemas) if schemas else 0)
            cost.reply_tokens += counter.text(ask.reply_proxy)
    estimate.counting = {model: counter.how for model, counter in counters.items()}
    return estimate


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
    unknown = [
        f"{node}: cost unknown: judge {entry['judge']!r} does not say which model calls it makes (Judge.planned_calls) "
        f"for its {entry['sections']} section(s)"
        for node, entry in estimate.unknown.items()
    ]
    if not estimate.nodes:
        if unknown:
            return [f"{estimate.items} paper(s): the cost of the run is unknown", *unknown]
        return [f"{estimate.items} paper(s): no section needs an LLM (the rules decide them all), so the run sends nothing and costs nothing"]
    notes = [head, *lines, *unknown]
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
    elif unknown and (price_in is not None or price_out is not None):
        notes.append("cost: unknown (a judge cannot say what it calls); the table counts the other calls only")
    return notes


def _figures(cost: NodeCost) -> tuple[str, ...]:
    return (str(cost.sections), str(cost.cached), str(cost.calls), f"{cost.prompt_tokens:,}", f"~{cost.reply_tokens:,}")
