#!/usr/bin/env python3
"""Learning from a person, measured: review one half of a set's papers from gold labels, judge the other half with
what was learned.

A careful person is simulated: they answer `comproeval review --knowledge FILE` on half A of the papers
(split by a hash of the DOI, as scripts/half_split.py does) from the set's gold labels, through the real
review session (`review.session.areview`, what the CLI runs), so every "the same thing" answer is written
to the knowledge file by the real code. Then half B is judged with that file (`evaluate --knowledge`) and
scored against the gold labels with the benchmark's gold.py. This is repeated with the person answering
0%, 25%, 50%, 75% and 100% of the questions they are asked (a nested sample by a hash of the question),
giving a learning curve; every verdict of half B that was right without the file and is wrong with it is
counted ("made worse"). The knowledge files are checked for the three failure modes of issue 26
(keys learned from the key, never the value; identical strings never asked; every entry records the
paper and question it came from; paper-dependent decisions scoped to the paper).

What the person does with a question (their whole knowledge is the gold label of that element):
- no gold label for it (values, elements nobody labelled): skip, nothing decided;
- label 0: none of the test entries is the same thing; label "a": ambiguous;
- label 1: the same thing; which test entry: the one the label's reason names (skip if review no longer
  offers it), else the only entry the label was made on, else the rules' pairing if they guessed a match;
  if none of these tells, skip.

usage: scripts/learning_curve.py SET_DIR [--work DIR] [--fractions 0,0.25,0.5,0.75,1] [--json]
  SET_DIR: ground_truth.json, outputs/<model>.json, gold.json (gold.py's format)
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
import tempfile
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from half_split import half_of  # noqa: E402

SCALARS = ("method", "family", "unit")


def bench_dir() -> Path:
    """The benchmark folder with gold.py: `shared/bench` beside the checkout (or one of its parents)."""
    for parent in HERE.parents:
        if (parent / "shared" / "bench" / "gold.py").exists():
            return parent / "shared" / "bench"
    raise SystemExit("shared/bench/gold.py not found beside the checkout")


def element_key(cls: str, element: Any) -> tuple[str, str]:
    return cls, "" if cls in SCALARS else str(element)


def share(question: dict[str, Any]) -> float:
    """Where a question falls in [0, 1): the person answers it at every fraction above (nested samples)."""
    text = json.dumps([question.get("model"), question.get("doi"), *element_key(str(question.get("cls")), question.get("element"))])
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") / 2**64


class Person:
    """Answers review questions from gold labels, for the share `fraction` of the questions; records what was asked."""

    def __init__(self, gold: list[dict[str, Any]], fraction: float):
        self.labels = {(x["model"], x["doi"], *element_key(x["cls"], x["element"])): x for x in gold}
        self.fraction = fraction
        self.asked: list[dict[str, Any]] = []
        self.decided = Counter()
        self.matches: list[tuple[str, str, str, str]] = []  # (doi, cls, element, test) of each "the same thing"
        self.unlearnable = 0  # "the same thing" answers no knowledge entry can express (the review warns)

    def __call__(self, question: dict[str, Any]) -> Any:
        self.asked.append(question)
        label = self.labels.get((question.get("model"), question.get("doi"), *element_key(str(question.get("cls")), question.get("element"))))
        if label is None or share(question) >= self.fraction:
            self.decided["skipped (no label)" if label is None else "skipped (not in the sample)"] += 1
            return "s"
        answer = self.answer(label, question)
        self.decided[answer.split()[0] if isinstance(answer, str) else "y"] += 1
        if isinstance(answer, dict):
            self.matches.append((question["doi"], question["cls"], str(question["element"]), answer["test"]))
        return answer

    @staticmethod
    def answer(label: dict[str, Any], question: dict[str, Any]) -> Any:
        reason = f"gold label: {label.get('reason') or ''}".strip()
        if label["label"] == "a":
            return f"a {reason}"
        if label["label"] == 0:
            return f"n {reason}"
        offered, labelled = list(question.get("candidates") or []), [str(c) for c in label.get("candidates") or []]
        said = str(label.get("reason") or "").casefold()
        named = [c for c in sorted(labelled, key=len, reverse=True) if c.casefold() in said]
        guess = question.get("guess") or {}
        if named:  # the entry the label names; if review no longer offers it (another element took it), the person cannot say
            test = next((c for c in named if c in offered), None)
        elif len(labelled) == 1:
            test = labelled[0] if labelled[0] in offered else None
        else:  # several entries and the label names none: only a pairing the rules themselves guessed is confirmed
            test = guess.get("test") if guess.get("match") and guess.get("test") in offered else None
        return "s" if test is None else {"decision": "match", "test": test, "reason": reason}


def split_files(set_dir: Path, work: Path) -> dict[str, Any]:
    """Half A and half B of the ground truth and of every output, as files of their own."""
    truth = json.loads((set_dir / "ground_truth.json").read_text(encoding="utf-8"))
    outputs = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted((set_dir / "outputs").glob("*.json"))}
    halves: dict[str, Any] = {}
    for half in ("A", "B"):
        dois = [doi for doi in truth if half_of(doi) == half]
        folder = work / half
        (folder / "tests").mkdir(parents=True, exist_ok=True)
        gt = folder / "ground_truth.json"
        gt.write_text(json.dumps({doi: truth[doi] for doi in dois}, ensure_ascii=False), encoding="utf-8")
        tests = {}
        for model, data in outputs.items():
            tests[model] = folder / "tests" / f"{model}.json"
            tests[model].write_text(json.dumps({doi: data[doi] for doi in dois if doi in data}, ensure_ascii=False), encoding="utf-8")
        halves[half] = {"dois": dois, "ground_truth": gt, "tests": tests, "truth": {doi: truth[doi] for doi in dois}}
    return halves


async def learn(half: dict[str, Any], gold: list[dict[str, Any]], fraction: float, folder: Path) -> tuple[Person, Path]:
    """The person reviews every output of half A, all into one knowledge file (the real review session writes it)."""
    from comproeval.review.session import areview

    person, knowledge = Person(gold, fraction), folder / "knowledge.json"
    for model, test in half["tests"].items():
        with warnings.catch_warnings(record=True) as said:  # the review says each "same" answer no entry can express
            warnings.simplefilter("always")
            await areview(
                half["ground_truth"],
                test,
                output=folder / "review" / f"{model}.json",
                gold=folder / "review-gold.json",
                prompt=person,
                model_name=model,
                checkpoint=None,
                knowledge=knowledge,
            )
        person.unlearnable += sum("not learned" in str(w.message) for w in said)
    return person, knowledge


async def judge(half: dict[str, Any], knowledge: Path | None, results: Path) -> None:
    from comproeval.api import aevaluate_agentic

    for model, test in half["tests"].items():
        await aevaluate_agentic(
            half["ground_truth"],
            test,
            output_file=results / f"{model}.json",
            extraction_agent_model_name=model,
            cache=False,
            knowledge=str(knowledge) if knowledge is not None and knowledge.exists() else None,
        )


def score(gold_module: Any, gold: list[dict[str, Any]], results: Path) -> tuple[dict[str, Any], set[tuple[str, ...]]]:
    report, wrong = gold_module.score(gold, str(results), None, True)
    return report, {(x["model"], x["doi"], *element_key(x["cls"], x["element"])) for x, *_ in wrong}


def learned_entries(data: dict[str, Any]) -> list[tuple[str | None, str, str, Any]]:
    """Every entry of a knowledge file: (paper or None, section, spelling, entry)."""
    from comproeval.chem.knowledge import KINDS

    found = []
    for paper, sections in [(None, data), *((doi, s) for doi, s in (data.get("papers") or {}).items())]:
        for section in KINDS:
            found += [(paper, section, spelling, entry) for spelling, entry in (sections.get(section) or {}).items()]
    return found


def failure_modes(knowledge: Path, person: Person, truth: dict[str, Any]) -> dict[str, Any]:
    """Issue 26's three failure modes, checked on what the real review path wrote and asked."""
    data = json.loads(knowledge.read_text(encoding="utf-8")) if knowledge.exists() else {}
    entries = learned_entries(data)
    decided = {(doi, cls): set() for doi, cls, *_ in person.matches}
    for doi, cls, element, test in person.matches:
        decided[(doi, cls)] |= {element, test}
    unrecorded, not_from_the_question, key_entries = [], [], 0
    for paper, section, spelling, entry in entries:
        records = entry.get("learned_from") if isinstance(entry, dict) else None
        if not records or any(not r.get("doi") or not r.get("question") for r in records) or paper not in (None, records[0]["doi"]):
            unrecorded.append(spelling)
            continue
        meaning = entry.get("names") if section == "families" else entry.get("means")
        words = {spelling, *(meaning if isinstance(meaning, list) else [meaning])}
        key_entries += section == "abbreviations"
        cls = {"abbreviations": "key", "names": "precursor", "techniques": "technique", "methods": "method", "units": "unit"}.get(section, "family")
        if not any(words <= decided.get((r["doi"], cls), set()) for r in records):
            not_from_the_question.append(spelling)  # e.g. a composition key's value saved instead of the key
    values = {
        str(v) for record in truth.values() for v in ((record.get("composition_data") or {}).get("compositions_property_values") or {}).values()
    }
    identical = [
        q for q in person.asked if q.get("cls") != "value" and any(str(c).strip() == str(q.get("element")).strip() for c in q.get("candidates") or [])
    ]
    return {
        "entries": len(entries),
        "paper_scoped": sum(paper is not None for paper, *_ in entries),
        "key_entries": key_entries,
        "without_paper_and_question": unrecorded,
        "not_built_from_the_question": not_from_the_question,
        "spelled_as_a_value": [s for _, _, s, e in entries if s in values or (isinstance(e, dict) and str(e.get("means")) in values)],
        "identical_strings_asked": len(identical),
    }


async def curve(set_dir: Path, work: Path, fractions: list[float]) -> dict[str, Any]:
    sys.path.insert(0, str(bench_dir()))
    import gold as gold_module

    gold = json.loads((set_dir / "gold.json").read_text(encoding="utf-8"))
    halves = split_files(set_dir, work)
    learn_gold = [x for x in gold if x["doi"] in set(halves["A"]["dois"])]
    measure_gold = [x for x in gold if x["doi"] in set(halves["B"]["dois"])]
    baseline_dir = work / "without"
    await judge(halves["B"], None, baseline_dir)
    baseline, baseline_wrong = score(gold_module, measure_gold, baseline_dir)
    rows = []
    for fraction in fractions:
        folder = work / f"{round(fraction * 100)}%"
        if fraction == 0:
            person, knowledge, report, wrong = Person(learn_gold, 0.0), folder / "knowledge.json", baseline, baseline_wrong
        else:
            person, knowledge = await learn(halves["A"], learn_gold, fraction, folder)
            await judge(halves["B"], knowledge, folder / "judged")
            report, wrong = score(gold_module, measure_gold, folder / "judged")
        answered = sum(n for what, n in person.decided.items() if what != "s" and not what.startswith("skipped"))
        rows.append(
            {
                "fraction": fraction,
                "asked": len(person.asked),
                "answered": answered,
                "decided": dict(person.decided),
                "accuracy": report["accuracy"],
                "n": report["n"],
                "certain": report["certain"],
                "deferred_share": report["deferred"]["share"],
                "made_worse": sorted(wrong - baseline_wrong),
                "made_better": len(baseline_wrong - wrong),
                "same_answers": len(person.matches),
                "not_learnable": person.unlearnable,
                "checks": failure_modes(knowledge, person, halves["A"]["truth"]),
            }
        )
    return {
        "set": str(set_dir),
        "papers": {h: len(halves[h]["dois"]) for h in halves},
        "labelled": [len(learn_gold), len(measure_gold)],
        "rows": rows,
    }


def show(result: dict[str, Any]) -> str:
    lines = [
        f"{result['set']}: learn on half A ({result['papers']['A']} papers, {result['labelled'][0]} gold labels), "
        f"measure on half B ({result['papers']['B']} papers, {result['labelled'][1]} gold labels)",
        "| answered | questions answered (asked) | 'same' answers (no entry can say it) | entries learned (paper-scoped) | accuracy (B) |"
        " certain right (B) | deferred (B) | made worse | made better |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in result["rows"]:
        c, k = row["certain"], row["checks"]
        lines.append(
            f"| {row['fraction']:.0%} | {row['answered']} ({row['asked']}) | {row['same_answers']} ({row['not_learnable']}) |"
            f" {k['entries']} ({k['paper_scoped']}) | {row['accuracy']:.3f} |"
            f" {c['accuracy']:.3f} ({c['right']}/{c['n']}) | {row['deferred_share']:.1%} | {len(row['made_worse'])} | {row['made_better']} |"
        )
    last = result["rows"][-1]["checks"]
    lines.append(
        f"checks at {result['rows'][-1]['fraction']:.0%}: {last['identical_strings_asked']} identical strings asked; "
        f"{len(last['without_paper_and_question'])} entries without paper and question; "
        f"{len(last['not_built_from_the_question'])} entries not built from the question's element and chosen entry; "
        f"{len(last['spelled_as_a_value'])} spelled as a composition value; {last['key_entries']} learned from keys; "
        f"{last['paper_scoped']} paper-scoped"
    )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set_dir", type=Path)
    parser.add_argument("--work", type=Path, help="where the halves, knowledge files and results go (default: a temporary folder)")
    parser.add_argument("--fractions", default="0,0.25,0.5,0.75,1")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    fractions = [float(f) for f in args.fractions.split(",")]
    with tempfile.TemporaryDirectory() as scratch:
        result = asyncio.run(curve(args.set_dir, args.work or Path(scratch), fractions))
    print(json.dumps(result, indent=1, ensure_ascii=False) if args.json else show(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
