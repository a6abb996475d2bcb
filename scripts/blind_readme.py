#!/usr/bin/env python3
"""Write OUT/README.md for a built blind set.

Usage: scripts/blind_readme.py --set SET --data DIR --out OUT
       (after blind_build.py, and again after blind_sheet.py / blind_gold.py once labelled)

Reads the built set in --out: elements.json, author_labels.json, ground_truth.json, outputs/minimal.json,
thinned.json, and gold.json with labels/ when present. Reads from --data the data files (author and paper order of
each field), the authors' notes notesA.md and notesB.md (reproduced as written), and two paragraphs the lead writes:
nearness.md (nearness to earlier fields) and use.md (exposure and use). A missing file gives a placeholder. Every
count in the README is computed from the files; the validation line is the last line of
`blind_validate.py --set SET --data DIR --out OUT`. Names no field of any other set.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # keep the build folder free of __pycache__
sys.path.insert(0, str(HERE))
import blind_build as B  # noqa: E402

AREAS = {"A": "inorganic and physical materials", "B": "molecular, soft, bio and process materials"}


def load(path: Path, default=None):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return default


def text(path: Path, placeholder: str) -> str:
    try:
        return path.read_text(encoding="utf-8").strip()
    except OSError:
        return placeholder


def slug_of(doi: str) -> str:
    return doi.split(".")[2]


def main(argv: list[str] | None = None) -> int:
    parser = B.set_arguments(
        "Write OUT/README.md for a built blind set.", "folder of the data files and notes", "folder of the built set", required=True
    )
    args = parser.parse_args(argv)
    if not B.configured(args, "blind_readme.py"):
        return 2
    out, data = Path(args.out), Path(args.data)
    elements = load(out / "elements.json")
    labels = load(out / "author_labels.json")
    truth = load(out / "ground_truth.json")
    tests = load(out / "outputs" / "minimal.json")
    thinned = load(out / "thinned.json", [])
    if not elements or not labels or not truth or not tests:
        print(f"blind_readme.py: no built set in {out} (run blind_build.py)", file=sys.stderr)
        return 1
    files = {}
    for name in B.FILES:
        d = load(data / name)
        if d:
            files[d.get("slug")] = d
    slugs = list(dict.fromkeys(slug_of(r["doi"]) for r in elements))
    author = {s: (files.get(s) or {}).get("author", "?") for s in slugs}
    by_author = Counter(author.values())
    n_pairs, n_fields = len(elements), len(slugs)
    L: list[str] = []
    add = L.append

    add(f"# {B.SET} — blind one-element minimal pairs ({n_fields} new fields, {n_pairs} pairs)")
    add("")
    parts = [f"author {a} {'wrote ' if i == 0 else ''}{by_author[a]} fields of {AREAS[a]}" for i, a in enumerate(a for a in "AB" if by_author[a])]
    add(
        "Written blind, in parallel, by two materials-chemist authors for testing an automatic judge of extraction "
        f"outputs: {', '.join(parts)}. Neither read the judge's code, any earlier set or red team, or the other's data."
    )
    add("")
    add("## What the authors read and did not read")
    add("")
    add(
        "- Read: their brief (made by `scripts/blind_briefs.py` from `docs/blind/author_common.md` with `author_A.md` or "
        "`author_B.md`, which name only the area and file names), `/work/shared/SCORING.md`, "
        f"`/work/shared/bench/gold.md`, `{data}/excluded_fields.txt` (every earlier set's domain, every red team's "
        "field list and the development sets' fields, from `scripts/blind_exclusions.py`) and the build scripts "
        "`scripts/blind_build.py`, `scripts/blind_validate.py` (run, not edited)."
    )
    add(
        "- Not read: anything under `/work/main`, `/work/wt`, `/work/heldout`, `/work/rt*`, other `/work/fresh*` "
        "folders, other files of `/work/notes`, `/tmp`, the other author's data; no web, code or library search. "
        "Papers, edits and labels come from the authors' own knowledge."
    )
    add("")
    add("## Files")
    add("")
    add("- `ground_truth.json`: DOI → unedited base paper (that pair's DOI in `article_metadata`).")
    add("- `outputs/minimal.json`: DOI → the same paper with exactly one element edited or dropped.")
    add("- `elements.json`: one row per pair in DOI order (`cls`, `model` = `minimal`, `doi`, `element`, `candidates`).")
    add("- `author_labels.json`: the same rows with the author's `label` and one-sentence `reason`.")
    add("- `thinned.json`: candidate edits written but left out by the thinning rule.")
    add("- `gold.json`, `labels/`: see *How it was labelled*.")
    add(
        f"- Build directory (kept outside the repository, `{data}/`): `dataA1.json`–`dataA7.json`, "
        "`dataB1.json`–`dataB6.json` (papers with all candidate edits), `excluded_fields.txt`, the authors' notes "
        "`notesA.md`, `notesB.md` (reproduced below). Scripts: `scripts/blind_build.py` (thin, shuffle, write), "
        "`scripts/blind_validate.py`, `scripts/blind_readme.py` (this README)."
    )
    add("")
    add("## How it was made")
    add("")
    n_papers = sum(len(d.get("papers", [])) for d in files.values() if d.get("slug") in slugs) or 3 * n_fields
    n_edits = n_pairs + len(thinned)
    add("1. Each author chose fields outside `excluded_fields.txt` (and not sub-fields or near-synonyms of its lines) in their area.")
    add(
        "2. Per field 3 invented but realistic base papers (SCORING.md §1 layout): 3–4 composition keys in the field's "
        "own notation with plain numbers, a field-typical `property_unit`, `family`, `method`, 3–6 `precursors`, 1–2 "
        "`steps`, 5 `characterization_techniques`."
    )
    add(
        f"3. {n_edits} candidate single-element edits in all ({n_papers} papers; 18 per paper: key 6, unit 2, "
        "family 2, method 2, precursor 3, technique 3, labels balanced within class), each labelled 1 (the same "
        "thing to a domain chemist under SCORING.md §3 and gold.md) or 0 with a reason; drops (element removed) are "
        "label 0."
    )
    add(
        f"4. `scripts/blind_build.py` thins each field to 31 pairs with the quotas key 9, unit 4, family 4, method 4, precursor 5, "
        "technique 5 (labels balanced within class, an odd quota's extra pair going to label 1 in odd-numbered field "
        "files and to label 0 in even ones, A1–A7 being 1–7 and B1–B6 8–13; drops kept, each taken from its own "
        "paper without moving the cursor; the other slots filled round-robin over the papers with one cursor that "
        "runs on across classes and labels, so that each paper gives 10 or 11 pairs), shuffles each field's pairs "
        f'with `random.Random("{B.SEED_PREFIX}<slug>")` and numbers them `10.5555/{B.SET}.<slug>.001` … `.031`. Ground truth '
        "and test share `steps` and `article_metadata`; exactly one element differs per pair. Each author read "
        "through their kept pairs."
    )
    cmd = [sys.executable, "-P", str(HERE / "blind_validate.py"), "--set", B.SET, "--data", str(data), "--out", str(out)]
    try:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        last = (res.stdout.strip().splitlines() or ["(no output)"])[-1]
    except (OSError, subprocess.SubprocessError) as exc:
        last = f"(blind_validate.py did not run: {exc})"
    add(f"5. `scripts/blind_validate.py --set {B.SET} --data {data} --out {out}` → {last}.")
    add("")
    add("## Counts per class and label")
    add("")
    add("| class | label 1 | label 0 | total |")
    add("|---|---|---|---|")
    for cls in B.CLASSES:
        ones = sum(1 for r in labels if r["cls"] == cls and r["label"] == 1)
        zeros = sum(1 for r in labels if r["cls"] == cls and r["label"] == 0)
        add(f"| {cls} | {ones} | {zeros} | {ones + zeros} |")
    ones = sum(1 for r in labels if r["label"] == 1)
    zeros = sum(1 for r in labels if r["label"] == 0)
    add(f"| all | {ones} | {zeros} | {len(labels)} |")
    add("")
    drops = []
    for r in labels:
        t, s = truth[r["doi"]], tests[r["doi"]]
        if r["cls"] == "key":
            dropped = len(s["composition_data"]["compositions_property_values"]) < len(t["composition_data"]["compositions_property_values"])
        elif r["cls"] in B.LISTS:
            f = B.LISTS[r["cls"]]
            dropped = len(s["synthesis_data"][f]) < len(t["synthesis_data"][f])
        else:
            dropped = False
        if dropped:
            drops.append(r)
    zero = sum(1 for r in drops if r["label"] == 0)
    add(f"## Drops ({len(drops)}, all label 0)" if zero == len(drops) else f"## Drops ({len(drops)}, {zero} label 0)")
    add("")
    if drops:
        add("| DOI | class | dropped element |")
        add("|---|---|---|")
        for r in drops:
            add(f"| {r['doi']} | {r['cls']} | {r['element']} |")
    else:
        add("None.")
    add("")
    add("## Fields")
    add("")
    add("| slug | author | domain | base paper titles | pairs per paper | label 1 / 0 |")
    add("|---|---|---|---|---|---|")
    for slug in slugs:
        rows = [r for r in labels if slug_of(r["doi"]) == slug]
        domain = truth[rows[0]["doi"]]["article_metadata"]["domain"]
        d = files.get(slug)
        titles = [p["title"] for p in d["papers"]] if d else sorted({truth[r["doi"]]["article_metadata"]["title"] for r in rows})
        count = Counter(truth[r["doi"]]["article_metadata"]["title"] for r in rows)
        ones = sum(1 for r in rows if r["label"] == 1)
        add(
            f"| {slug} | {author[slug]} | {domain} | {' / '.join(titles)} | {'/'.join(str(count[t]) for t in titles)} | {ones} / {len(rows) - ones} |"
        )
    add("")
    add("## Nearness to earlier fields")
    add("")
    add(
        text(
            data / "nearness.md",
            "(Placeholder: nearness.md not written yet. The lead checks each field against the "
            "nearest excluded lines the authors name in their notes, below.)",
        )
    )
    add("")
    for a in "AB":
        add(f"## Author {a}'s notes (as written)")
        add("")
        add(text(data / f"notes{a}.md", f"(notes{a}.md not found.)"))
        add("")
    add("## How it was labelled (gold.json)")
    add("")
    gold = load(out / "gold.json")
    la, lb = load(out / "labels" / "labeller_a.json"), load(out / "labels" / "labeller_b.json")
    if gold and la is not None and lb is not None:
        agreed = [g for g in gold if g["label"] in (0, 1)]
        g1 = sum(1 for g in agreed if g["label"] == 1)
        auth = sum(1 for g, a in zip(gold, labels) if g["label"] in (0, 1) and g["label"] == a["label"])
        kept = (
            f"all {len(agreed)}"
            if len(agreed) == len(gold)
            else f'{len(agreed)} of {len(gold)}, the other {len(gold) - len(agreed)} marked "a" and left out of every figure'
        )
        agree = f"all {auth}" if auth == len(agreed) else f"{auth} of those {len(agreed)}"
        add(
            "`labels/to_label.json` is the labelling sheet made by `scripts/blind_sheet.py` (never the authors' "
            "labels). Two more helpers, neither of whom wrote the set nor read the judge's code, labelled it "
            "independently (`labels/labeller_a.json`, `labels/labeller_b.json`) by SCORING.md §3 read as a chemist and "
            "`../shared/bench/gold.md` (briefs from `docs/blind/labeller_common.md` with `labeller_a.md` or "
            "`labeller_b.md`). "
            f"`scripts/blind_gold.py` keeps the elements both label alike: {kept} ({g1} label 1, "
            f"{len(agreed) - g1} label 0); the authors' labels agree with {agree}."
        )
    else:
        add(
            "(Placeholder: not labelled yet. Run `scripts/blind_sheet.py`, have two blind labellers label "
            "`labels/to_label.json`, then `scripts/blind_gold.py`, and run this script again.)"
        )
    add("")
    add(
        text(
            data / "use.md",
            "(Placeholder: use.md not written yet. Exposure, disclosed: what any helper saw beyond "
            "its brief. Use: which stop this set is the acceptance set of, and how it was measured.)",
        )
    )
    add("")
    add("```")
    add(f"scripts/measure_gold.sh tests/data/blind/{B.SET} OUT   # gold accuracy, certain verdicts right, deferred")
    add("```")
    (out / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")
    print(f"wrote {out / 'README.md'} ({n_pairs} pairs, {n_fields} fields)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
