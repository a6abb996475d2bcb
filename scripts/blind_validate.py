#!/usr/bin/env python3
"""Check a blind set's data files (the authors') and the built set.

Usage
-----
    scripts/blind_validate.py --set SET --data DIR dataA3.json [...]   # these data files only (an author checking theirs)
    scripts/blind_validate.py --set SET --data DIR --author A          # every dataA*.json in DIR (or --author B)
    scripts/blind_validate.py --set SET --data DIR                     # every data file in DIR
    scripts/blind_validate.py --set SET --data DIR --out OUT           # ... and the built set in OUT

Data files are looked up as given, then in --data (default: the current folder); the exclusion list is
--exclusions (default: excluded_fields.txt in --data). The input format and the thinning rule are described in
scripts/blind_build.py.

Checks on each data file: the file name and `author`; `slug` (snake_case, not a slug of excluded_fields.txt, nor the
same slug up to underscores and a plural s, nor a domain whose name before its first bracket is an excluded one's);
exactly 3 papers with distinct titles; each base paper in the SCORING.md section 1 layout without article_metadata
(3-4 composition keys with plain numbers, non-empty property_unit, family and method, 3-6 distinct precursors, 1-2
steps, exactly 5 distinct characterization techniques); per paper 18 edits (key 6, unit 2, family 2, method 2,
precursor 3, technique 3) with labels balanced within each class (3/3, 1/1, and 2/1 or 1/2); each edit changes
exactly one element (its element exists, its new key is not already a key, its new list entry not already in the
list, new differs from element), labels are 0 or 1, reasons one line, no edit twice; drops only of a key, precursor
or technique, always label 0, at most one per field; the quotas can be filled and each paper gives 10 or 11 pairs.
Across files: slugs and domains unique.

Checks on the built set: ground truth and test have the same DOIs, and elements.json and author_labels.json one row
per DOI in the same order; every pair differs in exactly one element (the row's class and element, candidates as
blind_build.py writes them) with steps and article_metadata shared; 31 pairs per field numbered .001-.031, the class
quotas and label split of the thinning rule, 10 or 11 pairs per paper, drops label 0 and at most one per field; and
where the field's data file is present, the set is exactly what blind_build.py makes from it now.

Prints one line per error, then `N errors (P pairs, F fields)`; exit status 1 when there are errors.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections import Counter
from pathlib import Path

sys.dont_write_bytecode = True  # keep the build folder free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind_build as B  # noqa: E402

SLUG = re.compile(r"[a-z][a-z0-9_]{2,59}")


def norm_slug(s: str) -> str:
    s = s.replace("_", "").replace("-", "").lower()
    return s[:-1] if s.endswith("s") else s


def head(domain: str) -> str:
    return re.sub(r"\s+", " ", domain.split("(")[0]).strip().lower()


def excluded(path: Path) -> tuple[set, set, set]:
    slugs, norms, heads = set(), set(), set()
    if not path.exists():
        return slugs, norms, heads
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        slug, _, domain = line.partition(": ")
        slugs.add(slug.strip())
        norms.add(norm_slug(slug.strip()))
        heads.add(head(domain))
    return slugs, norms, heads


def nonempty_str(x) -> bool:
    return isinstance(x, str) and bool(x.strip())


def plain_number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def check_keys(obj, want: set, where: str, err) -> bool:
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    missing, extra = want - set(obj), set(obj) - want
    if missing:
        err(f"{where}: missing {sorted(missing)}")
    if extra:
        hint = " (leave article_metadata out: the paper's title and the file's domain are used)" if "article_metadata" in extra else ""
        err(f"{where}: unexpected {sorted(extra)}{hint}")
    return not missing


def check_base(base, where: str, err) -> bool:
    """Report layout errors; return True when the paper is usable for checking its edits."""
    if not check_keys(base, {"composition_data", "synthesis_data"}, where, err):
        return False
    usable = True
    c, s = base["composition_data"], base["synthesis_data"]
    if check_keys(c, {"compositions_property_values", "property_unit", "family"}, f"{where}.composition_data", err):
        cpv = c["compositions_property_values"]
        if not isinstance(cpv, dict):
            err(f"{where}: compositions_property_values must be an object")
            usable = False
        else:
            if not 3 <= len(cpv) <= 4:
                err(f"{where}: compositions_property_values holds {len(cpv)} keys; want 3-4")
            for k, v in cpv.items():
                if not nonempty_str(k):
                    err(f"{where}: empty composition key")
                if not plain_number(v):
                    err(f"{where}: value of {k!r} is not a plain number: {v!r}")
        for f in ("property_unit", "family"):
            if not nonempty_str(c[f]):
                err(f"{where}: {f} must be a non-empty string")
    else:
        usable = False
    if check_keys(s, {"method", "precursors", "steps", "characterization_techniques"}, f"{where}.synthesis_data", err):
        if not nonempty_str(s["method"]):
            err(f"{where}: method must be a non-empty string")
        for f, lo, hi in (("precursors", 3, 6), ("steps", 1, 2), ("characterization_techniques", 5, 5)):
            items = s[f]
            if not isinstance(items, list):
                err(f"{where}: {f} must be a list")
                usable = False
                continue
            if not lo <= len(items) <= hi:
                err(f"{where}: {f} holds {len(items)} entries; want " + (f"{lo}-{hi}" if lo != hi else f"exactly {lo}"))
            if not all(nonempty_str(x) for x in items):
                err(f"{where}: {f} holds an empty or non-string entry")
            elif f != "steps" and len(set(items)) != len(items):
                err(f"{where}: {f} holds duplicate entries")
    else:
        usable = False
    return usable


def check_file(name: str, data, errors: list, ex) -> dict | None:
    """Check one data file; returns a summary dict when it can be built."""

    def err(msg):
        errors.append(f"{name}: {msg}")

    try:
        number = B.field_number(name)
    except B.BuildError as exc:
        errors.append(str(exc))
        return None
    if not check_keys(data, {"slug", "domain", "author", "papers"}, "file", err):
        return None
    slug, domain = data["slug"], data["domain"]
    if not isinstance(slug, str) or not SLUG.fullmatch(slug):
        err(f"slug {slug!r} must be snake_case: [a-z][a-z0-9_]{{2,59}}")
    else:
        slugs, norms, heads = ex
        if slug in slugs:
            err(f"slug {slug!r} is in excluded_fields.txt")
        elif norm_slug(slug) in norms:
            err(f"slug {slug!r} is an excluded slug up to underscores or a plural s")
    if not nonempty_str(domain):
        err("domain must be a non-empty string")
    elif head(domain) in ex[2]:
        err(f"domain {head(domain)!r} is the name of an excluded field")
    letter = Path(name).name[4]
    if data["author"] != letter:
        err(f"author must be {letter!r} for this file")
    papers = data["papers"]
    if not isinstance(papers, list) or len(papers) != 3:
        err("papers must be a list of exactly 3 papers")
        return None
    titles = []
    good = True
    before = len(errors)
    drops = 0
    for i, paper in enumerate(papers, 1):
        where = f"paper {i}"
        if not check_keys(paper, {"title", "base", "edits"}, where, err):
            good = False
            continue
        if not nonempty_str(paper["title"]):
            err(f"{where}: title must be a non-empty string")
        titles.append(paper["title"])
        if not check_base(paper["base"], where, err):
            good = False
            continue
        base = B.canonical(paper["base"])
        edits = paper["edits"]
        if not isinstance(edits, list):
            err(f"{where}: edits must be a list")
            good = False
            continue
        counts: Counter = Counter()
        seen = set()
        for j, edit in enumerate(edits, 1):
            w = f"{where} edit {j}"
            if not check_keys(edit, {"cls", "element", "new", "label", "reason"}, w, err):
                good = False
                continue
            cls, label = edit["cls"], edit["label"]
            if cls not in B.CLASSES:
                err(f"{w}: cls {cls!r} is not one of {', '.join(B.CLASSES)}")
                good = False
                continue
            if not isinstance(label, int) or isinstance(label, bool) or label not in (0, 1):
                err(f"{w}: label must be 0 or 1")
                good = False
                continue
            if not nonempty_str(edit["reason"]) or "\n" in edit["reason"]:
                err(f"{w}: reason must be one non-empty line")
            if edit["new"] is None:
                drops += 1
                if cls not in B.DROP_CLASSES:
                    err(f"{w}: drops (new: null) only of a key, precursor or technique")
                if label != 0:
                    err(f"{w}: a drop must have label 0")
            sig = (cls, json.dumps(edit["element"]), json.dumps(edit["new"]))
            if sig in seen:
                err(f"{w}: the same edit twice in this paper")
            seen.add(sig)
            try:
                B.apply_edit(base, edit)
            except B.BuildError as exc:
                err(f"{w}: {exc}")
                good = False
            counts[cls, label] += 1
        for cls, want in B.PER_PAPER.items():
            ones, zeros = counts[cls, 1], counts[cls, 0]
            if ones + zeros != want:
                err(f"{where}: {ones + zeros} {cls} edits, want {want}")
            elif abs(ones - zeros) > 1:
                err(f"{where}: {cls} labels not balanced ({ones} label 1, {zeros} label 0)")
    if len(set(titles)) != len(titles):
        err("paper titles must differ")
    if drops > 1:
        err(f"{drops} drops; at most one per field")
    if not good or len(errors) > before:
        return None
    try:
        pairs, rows = B.build_field(number, data)
    except B.BuildError as exc:
        err(str(exc))
        return None
    per_paper = Counter(p["paper"] for p in pairs)
    if len(pairs) != 31 or not all(per_paper[i] in (10, 11) for i in range(3)):
        err(f"pairs per paper {[per_paper[i] for i in range(3)]}: want 10 or 11 each, 31 in all")
    return {"slug": slug, "domain": domain, "number": number, "pairs": pairs, "thinned": rows, "name": name}


# ---------------------------------------------------------------- the built set


def diff(truth: dict, test: dict) -> list:
    """Differences as (cls, element, kind) with kind 'edit' or 'drop'; ('other', what, '') for anything else."""
    out = []
    if set(truth) != set(test):
        out.append(("other", "sections", ""))
        return out
    if truth.get("article_metadata") != test.get("article_metadata"):
        out.append(("other", "article_metadata", ""))
    tc, sc = truth["composition_data"], test["composition_data"]
    ts, ss = truth["synthesis_data"], test["synthesis_data"]
    if set(tc) != set(sc) or set(ts) != set(ss):
        out.append(("other", "fields", ""))
        return out
    if ts["steps"] != ss["steps"]:
        out.append(("other", "steps", ""))
    for cls, (section, field) in B.SCALARS.items():
        if truth[section][field] != test[section][field]:
            out.append((cls, truth[section][field], "edit"))
    a, b = list(tc["compositions_property_values"].items()), list(sc["compositions_property_values"].items())
    if a != b:
        if len(a) == len(b):
            changed = [i for i in range(len(a)) if a[i] != b[i]]
            if len(changed) == 1 and a[changed[0]][1] == b[changed[0]][1]:
                out.append(("key", a[changed[0]][0], "edit"))
            else:
                out.append(("other", "composition keys/values", ""))
        elif len(a) == len(b) + 1 and any(a[:i] + a[i + 1 :] == b for i in range(len(a))):
            i = next(i for i in range(len(a)) if a[:i] + a[i + 1 :] == b)
            out.append(("key", a[i][0], "drop"))
        else:
            out.append(("other", "composition keys/values", ""))
    for cls, field in B.LISTS.items():
        x, y = ts[field], ss[field]
        if x == y:
            continue
        if len(x) == len(y):
            changed = [i for i in range(len(x)) if x[i] != y[i]]
            out.append((cls, x[changed[0]], "edit") if len(changed) == 1 else ("other", field, ""))
        elif len(x) == len(y) + 1 and any(x[:i] + x[i + 1 :] == y for i in range(len(x))):
            i = next(i for i in range(len(x)) if x[:i] + x[i + 1 :] == y)
            out.append((cls, x[i], "drop"))
        else:
            out.append(("other", field, ""))
    return out


def candidates_of(cls: str, test: dict) -> list:
    if cls == "key":
        return list(test["composition_data"]["compositions_property_values"])
    if cls in B.LISTS:
        return list(test["synthesis_data"][B.LISTS[cls]])
    section, field = B.SCALARS[cls]
    return [test[section][field]]


def check_set(out: Path, built: dict, errors: list) -> tuple[int, int]:
    def err(msg):
        errors.append(f"{out.name}: {msg}")

    try:
        truth = json.loads((out / "ground_truth.json").read_text(encoding="utf-8"))
        tests = json.loads((out / "outputs" / "minimal.json").read_text(encoding="utf-8"))
        elements = json.loads((out / "elements.json").read_text(encoding="utf-8"))
        labels = json.loads((out / "author_labels.json").read_text(encoding="utf-8"))
        thinned = json.loads((out / "thinned.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        err(f"cannot read the built set: {exc}")
        return 0, 0
    if list(truth) != list(tests):
        err("ground_truth.json and outputs/minimal.json differ in their DOIs or their order")
    if [r.get("doi") for r in elements] != list(truth):
        err("elements.json does not hold one row per DOI in DOI order")
    if len(labels) != len(elements) or any({k: v for k, v in a.items() if k not in ("label", "reason")} != e for a, e in zip(labels, elements)):
        err("author_labels.json rows differ from elements.json rows")
    fields: dict[str, list] = {}
    for row, lab in zip(elements, labels):
        doi = row.get("doi", "")
        m = re.fullmatch(rf"10\.5555/{B.SET}\.([a-z0-9_]+)\.(\d{{3}})", doi)
        if not m:
            err(f"{doi}: DOI not of the form 10.5555/{B.SET}.<slug>.NNN")
            continue
        if set(row) != {"cls", "model", "doi", "element", "candidates"} or row["model"] != "minimal":
            err(f"{doi}: element row fields {sorted(row)} / model {row.get('model')!r}")
        if lab.get("label") not in (0, 1) or not nonempty_str(lab.get("reason")):
            err(f"{doi}: author label {lab.get('label')!r} or reason missing")
        t, s = truth.get(doi), tests.get(doi)
        if t is None or s is None:
            err(f"{doi}: missing in ground truth or test")
            continue
        meta = t.get("article_metadata") or {}
        if meta.get("doi") != doi or not meta.get("title") or not meta.get("domain"):
            err(f"{doi}: article_metadata must hold this DOI, a title and a domain")
        d = diff(t, s)
        if len(d) != 1 or d[0][0] == "other":
            err(f"{doi}: want exactly one differing element, found {d}")
            continue
        cls, element, kind = d[0]
        if cls != row["cls"] or element != row["element"]:
            err(f"{doi}: row says {row['cls']} {row['element']!r}, the pair differs in {cls} {element!r}")
        if row["candidates"] != candidates_of(cls, s):
            err(f"{doi}: candidates are not the test's {cls} field")
        if kind == "drop" and lab.get("label") != 0:
            err(f"{doi}: a drop must be label 0")
        fields.setdefault(m.group(1), []).append((int(m.group(2)), cls, lab.get("label"), kind, meta.get("title")))
    numbers = {v["slug"]: v["number"] for v in built.values()}
    for slug, rows in fields.items():
        if sorted(r[0] for r in rows) != list(range(1, 32)):
            err(f"{slug}: {len(rows)} pairs; want 31 numbered 001-031")
        for cls, q in B.QUOTAS.items():
            ones = sum(1 for r in rows if r[1] == cls and r[2] == 1)
            zeros = sum(1 for r in rows if r[1] == cls and r[2] == 0)
            want = B.label_split(cls, numbers[slug]) if slug in numbers else None
            if ones + zeros != q or (want and (ones, zeros) != (want[1], want[0])) or abs(ones - zeros) > 1:
                err(f"{slug}: {cls} has {ones} label 1 and {zeros} label 0" + (f"; want {want[1]} and {want[0]}" if want else f"; want {q} balanced"))
        per_paper = Counter(r[4] for r in rows)
        if len(per_paper) != 3 or not all(n in (10, 11) for n in per_paper.values()):
            err(f"{slug}: pairs per paper {sorted(per_paper.values())}; want 3 papers with 10 or 11 each")
        if sum(1 for r in rows if r[3] == "drop") > 1:
            err(f"{slug}: more than one drop")
    # the set must be what blind_build.py makes now from the data files that are present
    for name, v in built.items():
        slug = v["slug"]
        if slug not in fields:
            err(f"{slug} ({name}) is not in the built set: run blind_build.py")
            continue
        for pair in v["pairs"]:
            if truth.get(pair["doi"]) != pair["truth"] or tests.get(pair["doi"]) != pair["test"]:
                err(f"{pair['doi']}: differs from what blind_build.py makes from {name} now: run blind_build.py")
                break
        mine = [r for r in thinned if r.get("slug") == slug]
        if mine != v["thinned"]:
            err(f"{slug}: thinned.json differs from what blind_build.py makes from {name} now: run blind_build.py")
    return len(elements), len(fields)


def main(argv: list[str] | None = None) -> int:
    parser = B.set_arguments(
        "Check a blind set's data files and the built set (see the module docstring).",
        "folder of the data files (default: the current folder)",
        "check the built set in this folder too",
    )
    parser.add_argument("--author", help="A or B: check every data file of this author")
    parser.add_argument("--exclusions", help="the exclusion list (default: excluded_fields.txt in --data)")
    parser.add_argument("files", nargs="*", help="data files to check (default: every data file in --data)")
    args = parser.parse_args(argv)
    if not B.configured(args, "blind_validate.py"):
        return 2
    errors: list[str] = []
    names = list(args.files)
    out = Path(args.out) if args.out else None
    author = args.author.upper() if args.author is not None else None
    if author is not None:
        if author not in ("A", "B"):
            print("--author must be A or B", file=sys.stderr)
            return 2
        names = [f for f in B.FILES if f.startswith(f"data{author}") and (B.data_dir() / f).exists()]
    elif not names:
        names = [f for f in B.FILES if (B.data_dir() / f).exists()]
    ex_path = Path(args.exclusions) if args.exclusions else B.data_dir() / "excluded_fields.txt"
    ex = excluded(ex_path)
    if not ex_path.exists():
        errors.append(f"{ex_path}: exclusion list is missing")
    built = {}
    for name in names:
        path = Path(name)
        if not path.exists():
            path = B.data_dir() / Path(name).name
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            errors.append(f"{Path(name).name}: cannot read ({exc})")
            continue
        summary = check_file(path.name, data, errors, ex)
        if summary:
            built[path.name] = summary
    if not names and out is None:
        errors.append("no data files found")
    for key in ("slug", "domain"):
        c = Counter(v[key] for v in built.values())
        for val, n in c.items():
            if n > 1:
                errors.append(f"{key} {val!r} used by {n} files")
    pairs, fields = sum(len(v["pairs"]) for v in built.values()), len(built)
    if out is not None:
        pairs, fields = check_set(out, built, errors)
    for e in errors:
        print(e)
    print(f"{len(errors)} errors ({pairs} pairs, {fields} fields)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
