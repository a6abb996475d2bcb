#!/usr/bin/env python3
"""Fill in the blind-set briefs of docs/blind/ for one set, and put the build scripts the authors run into BUILD.

Writes OUT/author_common.md, author_A.md, author_B.md, labeller_common.md, labeller_a.md, labeller_b.md with the
placeholders {SET}, {BUILD}, {LABEL}, {SCRATCH_A}, {SCRATCH_B} and {BRIEFS} (= OUT) filled in, and copies
scripts/blind_build.py and scripts/blind_validate.py into BUILD (the authors read and run them there and never
open the repository). The labellers' scratch folders are SCRATCH/lab<N>_a and SCRATCH/lab<N>_b for a set freshN,
else SCRATCH/lab_<SET>_a and _b.

usage: scripts/blind_briefs.py --set NAME --build DIR --label DIR --scratch DIR --out DIR
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE.parent / "docs" / "blind"
BRIEFS = ("author_common.md", "author_A.md", "author_B.md", "labeller_common.md", "labeller_a.md", "labeller_b.md")


def scratch_names(name: str, scratch: Path) -> tuple[Path, Path]:
    m = re.fullmatch(r"fresh(\d+)", name)
    stem = f"lab{m.group(1)}" if m else f"lab_{name}"
    return scratch / f"{stem}_a", scratch / f"{stem}_b"


def fill(text: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fill in the blind-set briefs for one set.")
    parser.add_argument("--set", required=True, help="the set's name, e.g. fresh29")
    parser.add_argument("--build", required=True, help="the authors' build folder (data files, notes, exclusion list)")
    parser.add_argument("--label", required=True, help="the labellers' folder (to_label.json and their outputs)")
    parser.add_argument("--scratch", required=True, help="folder that holds the labellers' scratch folders")
    parser.add_argument("--out", required=True, help="folder the filled-in briefs are written to")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[a-z][a-z0-9_]*", args.set):
        print(f"blind_briefs.py: set name {args.set!r} must be [a-z][a-z0-9_]*", file=sys.stderr)
        return 2
    out, build = Path(args.out), Path(args.build)
    scratch_a, scratch_b = scratch_names(args.set, Path(args.scratch))
    values = {"SET": args.set, "BUILD": str(build), "LABEL": str(Path(args.label)), "SCRATCH_A": str(scratch_a)}
    values |= {"SCRATCH_B": str(scratch_b), "BRIEFS": str(out)}
    out.mkdir(parents=True, exist_ok=True)
    for name in BRIEFS:
        text = fill((TEMPLATES / name).read_text(encoding="utf-8"), values)
        left = sorted(set(re.findall(r"\{(?:SET|BUILD|LABEL|SCRATCH_A|SCRATCH_B|BRIEFS)\}", text)))
        if left:
            print(f"blind_briefs.py: {name}: placeholders left {left}", file=sys.stderr)
            return 1
        (out / name).write_text(text, encoding="utf-8")
    build.mkdir(parents=True, exist_ok=True)
    for script in ("blind_build.py", "blind_validate.py"):
        shutil.copyfile(HERE / script, build / script)
    print(f"{len(BRIEFS)} briefs -> {out}; blind_build.py, blind_validate.py -> {build}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
