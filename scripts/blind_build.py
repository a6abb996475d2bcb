#!/usr/bin/env python3
"""Build a blind set SET of one-element minimal pairs from the authors' data files.

Usage
-----
    scripts/blind_build.py --set SET --data DIR --out DIR
                                          # build every data file found in DIR (--data) into DIR (--out)
    scripts/blind_build.py --set SET --data DIR --preview dataA1.json [...]
                                          # print the pairs that would be kept for these files; writes nothing

SET is the set's name (e.g. fresh29); its seed prefix is "<N>-" for a name freshN, else "<SET>-". The data files are
read from --data (default: the current folder); the set is written to --out. Any subset of the thirteen data files
may exist.

Input format (one JSON file per field)
--------------------------------------
Files `dataA1.json` ... `dataA7.json` (author A) and `dataB1.json` ... `dataB6.json` (author B):

    {
     "slug": "snake_case_field_name",            # [a-z0-9_], unique, not a slug of excluded_fields.txt
     "domain": "field name (materials, routes, properties in a few words)",
     "author": "A",                              # "A" for dataA*.json, "B" for dataB*.json
     "papers": [                                 # exactly 3 papers
      {
       "title": "Title of the invented paper",
       "base": {                                 # SCORING.md section 1 layout, WITHOUT article_metadata
        "composition_data": {
         "compositions_property_values": {"<key 1>": 12.5, "<key 2>": 30, "<key 3>": 7.1},   # 3-4 keys, plain numbers
         "property_unit": "MPa",
         "family": "..."
        },
        "synthesis_data": {
         "method": "...",
         "precursors": ["...", "...", "..."],                  # 3-6 distinct entries
         "steps": ["...", "..."],                              # 1-2 steps
         "characterization_techniques": ["...", "...", "...", "...", "..."]   # exactly 5 distinct entries
        }
       },
       "edits": [                                # 18 per paper: key 6, unit 2, family 2, method 2, precursor 3, technique 3
        {"cls": "key", "element": "<key 2>", "new": "<the test's key>", "label": 1, "reason": "One sentence."},
        ...
       ]
      }, ...
     ]
    }

The build adds `article_metadata` = {"doi", "title", "domain"} itself (title from the paper, domain from the file).

Edits. Each edit changes exactly one element of the base paper; the base paper is the ground truth and the edited
copy is the test (what an extraction model wrote):
- `cls` "key": `element` is a ground-truth composition key, `new` the test's key, which takes its place (same
  position, same value kept). `new` must not already be a key of that paper. `new: null` drops the key.
- `cls` "precursor" / "technique": `element` is an entry of the ground-truth list, `new` its replacement at the same
  position; `new` must not already be in the list. `new: null` drops the entry (the list gets one shorter).
- `cls` "unit" / "family" / "method": `element` is the paper's `property_unit` / `family` / `method` exactly as written,
  `new` the test's value (a non-empty string different from `element`; no drops in these classes).
- `label`: 1 if a domain chemist accepts the test's element as the same thing (SCORING.md section 3, bench/gold.md),
  0 if not. A drop is always label 0. At most one drop per field.
- `reason`: one sentence saying why.
- Per paper and class the labels are balanced: key 3 of label 1 and 3 of label 0; unit, family, method 1 and 1;
  precursor and technique 2 and 1, or 1 and 2.
- Order matters: within one paper, class and label, edits written earlier are kept first.

Thinning (31 pairs per field)
-----------------------------
Quotas per field: key 9, unit 4, family 4, method 4, precursor 5, technique 5. Within a class the labels are
balanced; an odd quota's extra pair goes to label 1 in odd-numbered field files and to label 0 in even-numbered ones,
the field files being numbered A1..A7 = 1..7 and B1..B6 = 8..13. A field's drop is always kept: it fills one label-0
slot of its class, taken from its own paper without moving the cursor. Every other slot is filled round robin over the
three papers with one cursor that runs on across classes (key, unit, family, method, precursor, technique) and labels
(1, then 0): the slot takes the first unused edit of that class and label from the cursor's paper (or, if that paper
has none left, from the next paper that has one), and the cursor then moves on by one paper. So each paper gives 10
or 11 pairs. Kept pairs are shuffled per field with `random.Random("<prefix><slug>")` (prefix as above)
and numbered `10.5555/<SET>.<slug>.001` ... `.031`.

Output (in --out; fields in file order A1..A7, B1..B6, pairs in DOI order)
-------------------------------------------------------------------------
- `ground_truth.json`: DOI -> base paper with `article_metadata` {doi, title, domain}.
- `outputs/minimal.json`: DOI -> the same paper with exactly one element edited or dropped (same `steps`, same
  `article_metadata`).
- `elements.json`: rows {cls, model: "minimal", doi, element, candidates}; candidates = all test keys (key), the
  whole test list (precursor, technique), [new] (unit, family, method).
- `author_labels.json`: the same rows plus `label` and `reason`.
- `thinned.json`: the edits written but not kept: {slug, title, cls, element, to, label, reason}.
JSON is written with ensure_ascii=False, indent 1 and a trailing newline; every ordering is fixed, so the same
input always gives byte-identical output. Only these five files are (re)written; other files in the folder stay.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import re
import sys
from pathlib import Path

CLASSES = ("key", "unit", "family", "method", "precursor", "technique")
QUOTAS = {"key": 9, "unit": 4, "family": 4, "method": 4, "precursor": 5, "technique": 5}
PER_PAPER = {"key": 6, "unit": 2, "family": 2, "method": 2, "precursor": 3, "technique": 3}
LISTS = {"precursor": "precursors", "technique": "characterization_techniques"}
SCALARS = {"unit": ("composition_data", "property_unit"), "family": ("composition_data", "family"), "method": ("synthesis_data", "method")}
DROP_CLASSES = ("key", "precursor", "technique")
FILES = [f"dataA{i}.json" for i in range(1, 8)] + [f"dataB{i}.json" for i in range(1, 7)]
# set by configure() (main() calls it from the arguments)
SET = ""
SEED_PREFIX = ""
DATA = Path(".")
OUT: Path | None = None


class BuildError(Exception):
    pass


def seed_prefix(name: str) -> str:
    """'fresh29' -> '29-'; any other name -> '<name>-'."""
    m = re.fullmatch(r"fresh(\d+)", name)
    return f"{m.group(1)}-" if m else f"{name}-"


def configure(name: str, data: Path | str | None = None, out: Path | str | None = None) -> None:
    """Set the set's name, seed prefix and folders for every function of this module."""
    global SET, SEED_PREFIX, DATA, OUT
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise BuildError(f"set name {name!r} must be [a-z][a-z0-9_]*")
    SET, SEED_PREFIX = name, seed_prefix(name)
    DATA = Path(data) if data else Path(".")
    OUT = Path(out) if out else None


def set_arguments(description: str, data_help: str, out_help: str, *, required: bool = False) -> argparse.ArgumentParser:
    """The arguments every blind-set script takes: the set's name, the authors' folder and the built set's folder."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--set", required=True, help="the set's name, e.g. fresh29")
    parser.add_argument("--data", required=required, help=data_help)
    parser.add_argument("--out", required=required, help=out_help)
    return parser


def configured(args: argparse.Namespace, prog: str) -> bool:
    """Configure this module from a script's parsed arguments; False (the error said) when the set's name is no name."""
    try:
        configure(args.set, args.data, args.out)
    except BuildError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return False
    return True


def data_dir() -> Path:
    return DATA


def out_dir() -> Path | None:
    return OUT


def field_number(name: str) -> int:
    """A1..A7 -> 1..7, B1..B6 -> 8..13 (from the file name)."""
    m = re.fullmatch(r"data([AB])(\d+)\.json", Path(name).name)
    if not m:
        raise BuildError(f"{name}: not a data file name (dataA1.json ... dataA7.json, dataB1.json ... dataB6.json)")
    letter, n = m.group(1), int(m.group(2))
    if (letter == "A" and not 1 <= n <= 7) or (letter == "B" and not 1 <= n <= 6):
        raise BuildError(f"{name}: no such field file (A1..A7, B1..B6)")
    return n if letter == "A" else 7 + n


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def label_split(cls: str, number: int) -> dict[int, int]:
    q = QUOTAS[cls]
    ones = (q + 1) // 2 if number % 2 == 1 else q // 2
    return {1: ones, 0: q - ones}


def canonical(base: dict) -> dict:
    """The base paper in the fixed key order of SCORING.md section 1."""
    c, s = base["composition_data"], base["synthesis_data"]
    return {
        "composition_data": {
            "compositions_property_values": dict(c["compositions_property_values"]),
            "property_unit": c["property_unit"],
            "family": c["family"],
        },
        "synthesis_data": {
            "method": s["method"],
            "precursors": list(s["precursors"]),
            "steps": list(s["steps"]),
            "characterization_techniques": list(s["characterization_techniques"]),
        },
    }


def is_drop(edit: dict) -> bool:
    return edit.get("new") is None


def apply_edit(base: dict, edit: dict) -> tuple[dict, list]:
    """Return (test paper, candidates) for one edit; raise BuildError if it does not change exactly one element."""
    test = copy.deepcopy(base)
    cls, element, new = edit["cls"], edit["element"], edit.get("new")
    if cls == "key":
        cpv = base["composition_data"]["compositions_property_values"]
        if element not in cpv:
            raise BuildError(f"key {element!r} is not a key of the paper")
        if new is not None and (not isinstance(new, str) or not new.strip() or new in cpv):
            raise BuildError(f"new key {new!r} is empty, not a string, or already a key of the paper")
        out = {}
        for k, v in cpv.items():
            if k != element:
                out[k] = v
            elif new is not None:
                out[new] = v
        test["composition_data"]["compositions_property_values"] = out
        return test, list(out)
    if cls in LISTS:
        items = base["synthesis_data"][LISTS[cls]]
        if element not in items:
            raise BuildError(f"{cls} {element!r} is not in the paper's list")
        if new is not None and (not isinstance(new, str) or not new.strip() or new in items):
            raise BuildError(f"new {cls} {new!r} is empty, not a string, or already in the list")
        i = items.index(element)
        out = items[:i] + ([new] if new is not None else []) + items[i + 1 :]
        test["synthesis_data"][LISTS[cls]] = out
        return test, list(out)
    if cls in SCALARS:
        section, field = SCALARS[cls]
        if base[section][field] != element:
            raise BuildError(f"{cls} element {element!r} is not the paper's {field} {base[section][field]!r}")
        if new is None:
            raise BuildError(f"no drops in class {cls}")
        if not isinstance(new, str) or not new.strip() or new == element:
            raise BuildError(f"new {cls} {new!r} is empty, not a string, or unchanged")
        test[section][field] = new
        return test, [new]
    raise BuildError(f"unknown class {cls!r}")


def select(field: dict, number: int) -> tuple[list, list]:
    """Thin one field. Returns (kept, thinned); each a list of (paper index, edit index)."""
    papers = field["papers"]
    n = len(papers)
    if n == 0:
        raise BuildError("no papers")
    used: set[tuple[int, int]] = set()
    kept: list[tuple[int, int]] = []
    drops = [(p, e) for p, paper in enumerate(papers) for e, ed in enumerate(paper["edits"]) if is_drop(ed)]
    if len(drops) > 1:
        raise BuildError(f"{len(drops)} drops (at most one per field)")
    if any(papers[p]["edits"][e]["label"] != 0 or papers[p]["edits"][e]["cls"] not in DROP_CLASSES for p, e in drops):
        raise BuildError("a drop must have label 0 and class key, precursor or technique")
    cursor = 0
    for cls in CLASSES:
        split = label_split(cls, number)
        for label in (1, 0):
            need = split[label]
            if label == 0:
                for p, e in drops:
                    if papers[p]["edits"][e]["cls"] == cls and need > 0:
                        kept.append((p, e))
                        used.add((p, e))
                        need -= 1
            for _ in range(need):
                for off in range(n):
                    p = (cursor + off) % n
                    hit = next(
                        (
                            e
                            for e, ed in enumerate(papers[p]["edits"])
                            if (p, e) not in used and not is_drop(ed) and ed["cls"] == cls and ed["label"] == label
                        ),
                        None,
                    )
                    if hit is not None:
                        kept.append((p, hit))
                        used.add((p, hit))
                        break
                else:
                    raise BuildError(f"quota not reachable: not enough {cls} edits with label {label}")
                cursor = (cursor + 1) % n
    thinned = [(p, e) for p, paper in enumerate(papers) for e in range(len(paper["edits"])) if (p, e) not in used]
    return kept, thinned


def load_fields(names: list[str] | None = None) -> list[tuple[int, str, dict]]:
    """(field number, file name, data) for the given files, or for every data file present."""
    found = []
    if names:
        for name in names:
            path = Path(name)
            if not path.exists():
                path = data_dir() / Path(name).name
            found.append((field_number(path.name), path))
    else:
        found = [(field_number(f), data_dir() / f) for f in FILES if (data_dir() / f).exists()]
    found.sort()
    fields = []
    for num, path in found:
        try:
            fields.append((num, path.name, json.loads(path.read_text(encoding="utf-8"))))
        except (OSError, ValueError) as exc:
            raise BuildError(f"{path.name}: cannot read ({exc})") from exc
    return fields


def build_field(number: int, data: dict) -> tuple[list, list]:
    """Returns (pairs, thinned rows); pairs in DOI order: dicts doi, paper, edit, truth, test, row."""
    try:
        return _build_field(number, data)
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise BuildError(f"malformed data ({type(exc).__name__}: {exc})") from exc


def _build_field(number: int, data: dict) -> tuple[list, list]:
    slug, domain = data["slug"], data["domain"]
    kept, thinned = select(data, number)
    pairs = []
    for p, e in kept:
        paper = data["papers"][p]
        edit = paper["edits"][e]
        base = canonical(paper["base"])
        test, candidates = apply_edit(base, edit)
        pairs.append({"paper": p, "edit": edit, "title": paper["title"], "base": base, "test": test, "candidates": candidates})
    random.Random(SEED_PREFIX + slug).shuffle(pairs)
    for i, pair in enumerate(pairs, 1):
        doi = f"10.5555/{SET}.{slug}.{i:03d}"
        meta = {"doi": doi, "title": pair["title"], "domain": domain}
        pair["doi"] = doi
        pair["truth"] = pair["base"] | {"article_metadata": meta}
        pair["test"] = pair["test"] | {"article_metadata": dict(meta)}
        edit = pair["edit"]
        pair["row"] = {"cls": edit["cls"], "model": "minimal", "doi": doi, "element": edit["element"], "candidates": pair["candidates"]}
    rows = []
    for p, e in thinned:
        paper = data["papers"][p]
        edit = paper["edits"][e]
        rows.append(
            {
                "slug": slug,
                "title": paper["title"],
                "cls": edit["cls"],
                "element": edit["element"],
                "to": edit.get("new"),
                "label": edit["label"],
                "reason": edit["reason"],
            }
        )
    return pairs, rows


def build(fields: list[tuple[int, str, dict]], out: Path) -> int:
    truth, tests, elements, labels, thinned = {}, {}, [], [], []
    for number, name, data in fields:
        try:
            pairs, rows = build_field(number, data)
        except BuildError as exc:
            raise BuildError(f"{name}: {exc}") from exc
        for pair in pairs:
            truth[pair["doi"]] = pair["truth"]
            tests[pair["doi"]] = pair["test"]
            elements.append(pair["row"])
            labels.append(pair["row"] | {"label": pair["edit"]["label"], "reason": pair["edit"]["reason"]})
        thinned.extend(rows)
    (out / "outputs").mkdir(parents=True, exist_ok=True)
    files = {
        "ground_truth.json": truth,
        "outputs/minimal.json": tests,
        "elements.json": elements,
        "author_labels.json": labels,
        "thinned.json": thinned,
    }
    for rel, obj in files.items():
        (out / rel).write_text(dumps(obj), encoding="utf-8")
    print(f"{len(elements)} pairs, {len(fields)} fields, {len(thinned)} edits thinned -> {out}")
    return 0


def preview(fields: list[tuple[int, str, dict]]) -> int:
    for number, name, data in fields:
        try:
            pairs, rows = build_field(number, data)
        except BuildError as exc:
            raise BuildError(f"{name}: {exc}") from exc
        per_paper = [sum(1 for x in pairs if x["paper"] == p) for p in range(len(data["papers"]))]
        print(
            f"== {name} ({data['slug']}), field number {number}: {len(pairs)} pairs, per paper {'/'.join(map(str, per_paper))}, {len(rows)} thinned"
        )
        for pair in pairs:
            e = pair["edit"]
            new = "(dropped)" if e.get("new") is None else repr(e["new"])
            print(f"{pair['doi'].rsplit('.', 1)[1]} paper {pair['paper'] + 1} {e['cls']:<9} {e['label']}  {e['element']!r} -> {new}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = set_arguments(
        "Build a blind one-element-pair set (see the module docstring).",
        "folder of the data files (default: the current folder)",
        "folder the set is written to (required unless --preview)",
    )
    parser.add_argument("--preview", nargs="+", metavar="FILE", help="print the pairs kept for these files; write nothing")
    args = parser.parse_args(argv)
    try:
        configure(args.set, args.data, args.out)
        if args.preview:
            return preview(load_fields(args.preview))
        if OUT is None:
            print("blind_build.py: --out DIR is required (or --preview FILES)", file=sys.stderr)
            return 2
        fields = load_fields()
        if not fields:
            print(f"no data files in {data_dir()}", file=sys.stderr)
            return 1
        return build(fields, OUT)
    except BuildError as exc:
        print(f"blind_build.py: error: {exc} (run blind_validate.py)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
