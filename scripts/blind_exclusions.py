#!/usr/bin/env python3
"""Write the exclusion list of a new blind set: every field already covered, one `slug: domain` line each.

Sources: the fields table of every `tests/data/blind/*/README.md` (any table whose header has a `slug` column and a
`domain` or `field` column; within a set the first line of a slug wins, and a line already written for an
earlier set is not repeated), then the development sets of
`../shared/bench/domains/README.md` (`prefix | field | property and unit` table) and the piezo benchmark. Each
source starts with a `# <set>` comment line; sets in numeric order (fresh1, fresh2, ..., then the others by name).

usage: scripts/blind_exclusions.py --set NEW_SET [--blind tests/data/blind] [--domains ../shared/bench/domains/README.md]
       [--out FILE]       (default: print to standard output)
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PIEZO = ("piezo", "piezoelectric ceramics and materials (PZT, lead-free KNN/BNT/BaTiO3-based piezoceramics; d33 in pC/N)")
SLUG = re.compile(r"[a-z0-9][a-z0-9_]*")


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def table_fields(text: str) -> list[tuple[str, str]]:
    """(slug, domain) from every markdown table with a slug column and a domain (or field) column."""
    out: list[tuple[str, str]] = []
    lines = text.splitlines()
    for i, line in enumerate(lines[:-1]):
        if not line.lstrip().startswith("|") or not re.fullmatch(r"\|?[\s|:-]+\|?", lines[i + 1].strip()):
            continue
        head = [h.lower().strip("` ") for h in cells(line)]
        slug_col = next((j for j, h in enumerate(head) if "slug" in h.split() or h == "prefix"), None)
        dom_col = next((j for j, h in enumerate(head) if h.startswith("domain") or h.endswith(".domain")), None)
        if dom_col is None:
            dom_col = next((j for j, h in enumerate(head) if h.split(" (")[0] == "field"), None)
        if slug_col is None or dom_col is None:
            continue
        for row in lines[i + 2 :]:
            if not row.lstrip().startswith("|"):
                break
            c = cells(row)
            if len(c) <= max(slug_col, dom_col):
                continue
            slug, domain = c[slug_col].strip("` "), c[dom_col]
            if SLUG.fullmatch(slug) and domain:
                out.append((slug, domain))
    return out


def set_order(name: str) -> tuple[int, int, str]:
    m = re.fullmatch(r"fresh(\d+)", name)
    return (0, int(m.group(1)), "") if m else (1, 0, name)


def development(path: Path) -> list[tuple[str, str]]:
    """The development sets: `prefix | field | property and unit` -> `prefix: field (property, unit)`."""
    rows: list[tuple[str, str]] = [PIEZO]
    if not path.exists():
        return rows
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines[:-1]):
        head = [h.lower() for h in cells(line)] if line.lstrip().startswith("|") else []
        if len(head) < 3 or head[0] != "prefix" or head[1] != "field":
            continue
        for row in lines[i + 2 :]:
            if not row.lstrip().startswith("|"):
                break
            c = cells(row)
            prop = re.sub(r"\s*\((.*)\)\s*$", r", \1", c[2]) if len(c) > 2 else ""
            rows.append((c[0].strip("` "), f"{c[1]} ({prop})" if prop else c[1]))
    return rows


def exclusions(new_set: str, blind: Path, domains: Path) -> str:
    lines = [
        f"# Fields already covered: no {new_set} field may be one of these, a sub-field of one, or a near-synonym of one.",
        "# Format: slug: domain. Grouped by source; each group starts with a comment line.",
        "",
    ]
    seen: set[tuple[str, str]] = set()
    groups = [(d.name, table_fields(d.joinpath("README.md").read_text(encoding="utf-8"))) for d in blind.iterdir() if (d / "README.md").exists()]
    groups.sort(key=lambda g: set_order(g[0]))
    groups.append(("development sets (../shared/bench/domains and the piezo benchmark)", development(domains)))
    for name, fields in groups:
        if name == new_set:
            continue
        lines.append(f"# {name}")
        mine: set[str] = set()
        for slug, domain in fields:
            if slug not in mine and (slug, domain) not in seen:
                mine.add(slug)
                seen.add((slug, domain))
                lines.append(f"{slug}: {domain}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the exclusion list of a new blind set.")
    parser.add_argument("--set", required=True, help="the new set's name (its own folder, if any, is skipped)")
    parser.add_argument("--blind", default=str(ROOT / "tests" / "data" / "blind"), help="folder of the blind sets")
    parser.add_argument("--domains", default=str(ROOT.parent / "shared" / "bench" / "domains" / "README.md"))
    parser.add_argument("--out", help="file to write (default: standard output)")
    args = parser.parse_args(argv)
    domains = Path(args.domains)
    if not domains.exists() and Path("/work/shared/bench/domains/README.md").exists():
        domains = Path("/work/shared/bench/domains/README.md")
    text = exclusions(args.set, Path(args.blind), domains)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"{sum(1 for x in text.splitlines() if x and not x.startswith('#'))} fields -> {args.out}")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
