"""Parsed options into what a run takes: JSON-or-file values and the run's Settings (one translation)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def json_or_file(text: str | None, option: str) -> Any:
    """A JSON literal, or the path of a JSON file (read after parsing, so a mistake is one error line, not the usage)."""
    from ..files.inputs import InputError
    from ..messages import json_error

    if text is None:
        return None
    path = Path(text)
    try:
        is_file = path.is_file()
    except (OSError, ValueError):  # far too long for a file name, or a NUL: a literal, then
        is_file = False
    if is_file:
        from ..files.inputs import read_input_bytes

        try:  # capped like every input: settings are small
            return json.loads(read_input_bytes(path, limit=1 << 20).decode("utf-8-sig"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            detail = json_error(exc) if isinstance(exc, json.JSONDecodeError) else str(exc)
            raise InputError(f"{option} {path}: not valid JSON: {detail}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if text.strip()[:1] in '{["' or text.strip().lstrip("-")[:1].isdigit():
            raise InputError(f"{option}: not valid JSON: {json_error(exc)}") from None
        raise InputError(f"{option} {text}: no such file (and not a JSON literal)") from None


def settings_from_args(args: argparse.Namespace):
    """The run's Settings from `evaluate`'s options: one translation, for a run and for --trace alike."""
    from ..graph.context import Settings
    from ..judges.factory import ConfigurationError

    shared = [name for node, name in args.model if node is None]
    if len(shared) > 1:
        raise ConfigurationError(f"--model NAME given more than once ({', '.join(shared)}); use NODE=NAME for per-node models")
    per_node = {node: name for node, name in args.model if node is not None}
    judge_models = bool(shared) or any(node != "reconciler" for node in per_node)
    if args.judge == "rules" and judge_models:
        raise ConfigurationError("--model NAME chooses LLM judges; add --judge llm or --judge hybrid (or name only a reconciler model)")
    if args.base_url and not (judge_models or per_node or args.judge in ("llm", "hybrid")):
        raise ConfigurationError("--base-url needs an LLM: add --judge llm or --judge hybrid, or a --model")
    return Settings.from_mapping(
        {
            "judge": args.judge,
            "composition_judge_backend": args.composition_judge,
            "synthesis_judge_backend": args.synthesis_judge,
            "model": shared[0] if shared else None,
            **{f"{node}_model": name for node, name in per_node.items()},
            "base_url": args.base_url,
            "verdict_cache": "off" if args.no_cache else args.cache,
            "llm_timeout": args.llm_timeout,
            "llm_max_tokens": args.max_tokens,
            "weights": json_or_file(args.weights, "--weights"),
            "value_error_thresholds": json_or_file(args.thresholds, "--thresholds"),
            "synthesis_tolerances": json_or_file(args.synthesis_tolerances, "--synthesis-tolerances"),
            "knowledge": args.knowledge,
            "scoring": args.scoring,
            "is_synthesis_evaluation": not args.no_synthesis,
            "max_concurrency": args.max_concurrency,
            "max_fallback_share": args.max_fallback_share,
        }
    )


def output_name(args: argparse.Namespace) -> str:
    """`-o`, refused when empty (a blank name would write a hidden file or fail late)."""
    from ..files.inputs import InputError

    if args.output is not None and not args.output.strip():
        raise InputError("-o/--output: an empty file name")
    return args.output
