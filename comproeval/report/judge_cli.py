"""`comproeval gold` (a judge against your gold labels) and `comproeval agree` (two judges against each other).

Registered on the main parser by `comproeval.report.cli.add_commands`; user
mistakes raise `ReportError` with one clear line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from .data import ReportError


def add_judge_commands(subparsers: argparse._SubParsersAction, dest: str) -> None:
    gold = subparsers.add_parser(
        "gold",
        help="measure a judge's verdicts against your own gold labels",
        description="Score one or more judges' results against gold labels (docs/gold-labels.md): accuracy per class "
        "with 95% Wilson intervals, certain vs deferred verdicts, the elements it gets wrong, and with "
        "--reference a simulated hybrid in which deferred verdicts take the reference judge's verdict.",
    )
    gold.add_argument("gold", metavar="GOLD", help="gold-label JSON file (a list of labelled elements)")
    gold.add_argument(
        "results", nargs="+", metavar="RESULT", help="one judge's results each: a result file, or a folder of result files named <model>.json"
    )
    gold.add_argument("--reference", metavar="RESULT", help="another judge's results: adds the simulated hybrid of each RESULT")
    gold.add_argument("--misses", action="store_true", help="list every labelled element the judge gets wrong")
    gold.add_argument("--json", action="store_true", help="print machine-readable JSON")
    gold.set_defaults(**{dest: "gold"})

    agree = subparsers.add_parser(
        "agree",
        help="agreement of two judges' verdicts per class (Cohen's kappa)",
        description="Compare the verdicts of two judges on the same extractions, element by element: agreement and "
        "Cohen's kappa per class, what B deferred, score differences. A and B are result files, or "
        "folders of result files paired by name.",
    )
    agree.add_argument("a", metavar="A", help="the first judge's result file or folder (e.g. the rules judge)")
    agree.add_argument("b", metavar="B", help="the second judge's result file or folder (e.g. your LLM judge)")
    agree.add_argument("--dois", metavar="FILE", help="a JSON list of DOIs: compare only those items")
    agree.add_argument("--like-for-like", action="store_true", help="per-file accuracies only over items whose sections both judges judged")
    agree.add_argument("--json", action="store_true", help="print machine-readable JSON")
    agree.set_defaults(**{dest: "agree"})


def _pct(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def run_gold(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    from .agreement import load_judge
    from .gold import gold_report, load_gold

    labels = load_gold(args.gold)
    judges = {}
    for source in args.results:
        if source in judges:
            raise ReportError(f"{source}: given twice")
        judges[source] = load_judge(source)
    reference = load_judge(args.reference) if args.reference else None
    named = sorted({str(entry["model"]) for entry in labels if entry.get("model") is not None})
    for source, judge in judges.items():
        absent = [name for name in named if name not in judge]
        if absent:
            print(
                f"comproeval: warning: {source}: no result for {len(absent)} model(s) the labels name "
                f"({', '.join(absent[:5])}{' ...' if len(absent) > 5 else ''}); their labels count as unjudged",
                file=err or sys.stderr,
            )
    report = gold_report(labels, judges, reference=reference)
    if not any(r["n"] for r in report.values()):
        raise ReportError(
            f"{args.gold}: no labelled element matches an item of the results "
            "(check each label's model and doi against the result files' names and DOIs)"
        )
    if args.json:
        shown = report if args.misses else {name: {k: v for k, v in r.items() if k != "misses"} for name, r in report.items()}
        out.write(json.dumps(shown, indent=1, ensure_ascii=False) + "\n")
        return 0
    for name, result in report.items():
        print_gold(name, result, out, misses=args.misses, hybrid=name.endswith("(hybrid-sim)"))
    return 0


def print_gold(name: str, report: dict[str, Any], out: TextIO, *, misses: bool = False, hybrid: bool = False) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(file=out, width=160, highlight=False)
    low, high = report["ci95"]
    console.print(
        f"{name}: gold accuracy {report['accuracy']:.3f} ({report['right']}/{report['n']}, "
        f"95% [{low:.3f}, {high:.3f}], {report['unjudged']} unjudged)",
        markup=False,
    )
    table = Table()
    for column, justify in (("class", "left"), ("right / n", "right"), ("accuracy", "right"), ("95% interval", "right"), ("unjudged", "right")):
        table.add_column(column, justify=justify)
    for cls, row in report["per_class"].items():
        interval = f"[{row['ci95'][0]:.3f}, {row['ci95'][1]:.3f}]" if row["n"] else "—"
        table.add_row(cls, f"{row['right']}/{row['n']}", _pct(row["accuracy"]), interval, str(row["unjudged"]))
    console.print(table)
    certain, deferred = report["certain"], report["deferred"]
    if not hybrid:
        console.print(f"  {certain_text(certain)}; {deferred_text(deferred)}")
    if misses:
        for miss in report["misses"]:
            console.print(
                f"  MISS [{miss['cls']}] gold {miss['label']} judge {miss['verdict']}"
                f"{' (deferred)' if miss['deferred'] else ''} {miss.get('model') or ''} {miss['doi']}\n"
                f"    element {miss.get('element')!r}\n"
                f"    candidates {json.dumps(miss.get('candidates'), ensure_ascii=False)[:300]}\n"
                f"    verdict {json.dumps(miss['entry'], ensure_ascii=False, default=str)[:300]}\n"
                f"    label reason: {miss.get('reason') or ''}",
                markup=False,
            )


def _dois(path: str | None) -> set[str] | None:
    if path is None:
        return None
    try:
        dois = json.loads(Path(path).read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        raise ReportError(f"--dois {path}: no such file") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ReportError(f"--dois {path}: not JSON ({getattr(exc, 'msg', exc)})") from None
    if not isinstance(dois, list) or not all(isinstance(d, str) for d in dois):
        raise ReportError(f"--dois {path}: expected a JSON list of DOI strings")
    return set(dois)


def run_agree(args: argparse.Namespace, out: TextIO) -> int:
    from .agreement import judge_agreement, paired_results

    report = judge_agreement(paired_results(args.a, args.b), dois=_dois(args.dois), like_for_like=args.like_for_like)
    if not any(row["n"] for row in report["classes"].values()):
        raise ReportError(f"{args.a} and {args.b}: no ground-truth element judged by both (do they share DOIs?)")
    report = {"a": str(args.a), "b": str(args.b), **report}
    if args.json:
        out.write(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        return 0
    print_agreement(report, out)
    return 0


def print_agreement(report: dict[str, Any], out: TextIO) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(file=out, width=160, highlight=False)
    table = Table(title=f"Agreement of B ({report['b']}) with A ({report['a']}), per ground-truth element")
    for column in ("class", "n", "agreement", "kappa", "B 1 / A 0", "B 0 / A 1", "B deferred", "agreement (B certain)"):
        table.add_column(column, justify="left" if column == "class" else "right")
    for cls, row in report["classes"].items():
        if row["n"]:
            table.add_row(
                cls,
                str(row["n"]),
                _pct(row["agreement"]),
                _pct(row["kappa"]),
                str(row["b_1_a_0"]),
                str(row["b_0_a_1"]),
                _pct(row["deferred_share"]),
                _pct(row["certain_agreement"]),
            )
    table.add_row(
        "all",
        str(sum(r["n"] for r in report["classes"].values())),
        _pct(report["all_elements_agreement"]),
        _pct(report["all_elements_kappa"]),
        "",
        "",
        "",
        "",
    )
    console.print(table)
    for label, key in (
        ("items with a verdict B deferred", "items_with_deferred_share"),
        ("steps match_value MAE", "steps_mae"),
        ("item overall_score MAE", "item_score_mae"),
    ):
        if report[key] is not None:
            console.print(f"{label} {report[key]:.3f}")
    if report["like_for_like"]:
        console.print("accuracies like for like: items with a section only one judge judged are left out")
    for row in report["files"]:
        console.print(
            f"{row['file']:<40} items {row['items']:>4}  A {row['a_accuracy']:.3f}  B {row['b_accuracy']:.3f}  delta {row['delta']:+.3f}",
            markup=False,
        )


def certain_text(certain: dict[str, Any]) -> str:
    """The certain verdicts' accuracy, or `none certain` when there were none (not a 0/0 that reads as a score)."""
    if not certain["n"]:
        return "certain verdicts: none certain"
    return f"certain verdicts {certain['right']}/{certain['n']} = {certain['accuracy']:.3f}"


def deferred_text(deferred: dict[str, Any]) -> str:
    """How many verdicts were deferred to a person, and how many of those were right (nothing to count when none)."""
    share = f"{deferred['share']:.1%} of elements, {deferred['items_share']:.1%} of items"
    right = f", right {deferred['right']}/{deferred['n']}" if deferred["n"] else ""
    return f"deferred {deferred['n']} ({share}){right}"
