"""Salts of organic bases with a hydrogen halide, named after the base: `aniline hydrochloride`, `Tris-HCl`,
`dopamine·HCl`, `putrescine dihydrochloride` (IUPAC Blue Book 2013, P-73.1.2: an adduct of a base with an acid named
by the base's name and the acid's `hydro-` anion name, `hydrochloride`; the acid's formula after a dot or a hyphen
is the usual shorthand). Two such names with one acid, in one count, name one salt when their bases are one compound.
"""

from __future__ import annotations

import re

_COUNTS = {"": 1, "mono": 1, "di": 2, "tri": 3, "tetra": 4}
_ACIDS = {"chloride": "HCl", "bromide": "HBr", "iodide": "HI", "fluoride": "HF"}
_SALT = re.compile(
    r"^(?P<base>.*?[A-Za-z]{2}.*?)(?:\s+(?P<count>mono|di|tri|tetra|)hydro(?P<halide>chloride|bromide|iodide|fluoride)"
    r"|\s*[-·•∙⋅]\s*(?P<n>[2-4]?)\s*(?P<acid>HCl|HBr|HI|HF)|\s+(?P<m>[2-4]?)\s*(?P<spaced>HCl|HBr|HI|HF))(?:\s+salt)?$"
)


def hydrohalide(text: str) -> tuple[str, str] | None:
    """(the base's name, `count × acid`) of a hydrohalide salt named after its base, or None."""
    found = _SALT.match((text or "").strip())
    if found is None or not found.group("base").strip():
        return None
    if found.group("halide"):
        return found.group("base").strip(), f"{_COUNTS[found.group('count')]}{_ACIDS[found.group('halide')]}"
    count, acid = (found.group("n"), found.group("acid")) if found.group("acid") else (found.group("m"), found.group("spaced"))
    return found.group("base").strip(), f"{count or 1}{acid}"


def hydrohalide_pair(reference: str, test: str) -> tuple[str, str] | None:
    """The two bases when both entries name a salt of one hydrogen halide in one count (`Tris-HCl`, `tris(hydroxymethyl)
    aminomethane hydrochloride`), written differently; None otherwise."""
    ref, tst = hydrohalide(reference), hydrohalide(test)
    if ref is None or tst is None or ref[1] != tst[1] or (ref[0], tst[0]) == (reference, test):
        return None
    return ref[0], tst[0]
