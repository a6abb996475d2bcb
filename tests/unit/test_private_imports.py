"""No comproeval module imports another module's private (underscore) name (issue 25): what one module shares is its public API."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "comproeval"


def private_imports(source: str) -> list[str]:
    """`from X import _name` statements of comproeval modules (relative, or `comproeval.…`) in `source`, as text."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom):
            continue
        first_party = node.level > 0 or (node.module or "").split(".")[0] == "comproeval"
        for alias in node.names:
            if first_party and alias.name.startswith("_") and not alias.name.startswith("__"):
                found.append(f"line {node.lineno}: from {'.' * node.level}{node.module or ''} import {alias.name}")
    return found


def test_the_check_finds_a_private_name_imported_from_another_module():
    source = "\n".join(
        [
            "from .units import _registry",
            "from comproeval.files.storage import atomic_file, _fsync_dir",
            "from os import _exit",
            "from . import __version__",
        ]
    )
    assert private_imports(source) == ["line 1: from .units import _registry", "line 2: from comproeval.files.storage import _fsync_dir"]


def test_no_module_or_script_imports_another_modules_private_name():
    offences = {
        str(path.relative_to(ROOT)): found
        for path in sorted([*PACKAGE.rglob("*.py"), *(ROOT / "scripts").glob("*.py")])
        if (found := private_imports(path.read_text(encoding="utf-8")))
    }
    assert not offences, offences
