"""Numbers of a designation that a formula reading takes for amounts (issue 26): no proof either way.

- A steel's material number (EN 10027-2: `1.` and four digits, `1.4301`, `1.6587`) written in brackets beside its
  name (EN 10027-1: `X5CrNi18-10`, `18CrNiMo7-6`) names the same steel again; it is no amount, so a key with it and a
  key without it differ at most in wording. `without_material_number` sets it aside; the key judge reads the keys
  without it before any other reader (`judges.explain.key_steel_designations`), and the verdict stays a guess.
- A ferroalloy grade written as its element symbols and their shares joined by a solidus (`SiMn 65/17`: 65 % Mn,
  17 % Si, the grade of ISO 5447 and the trade's lists) gives the shares in the grade's own element order, which no
  formula reading knows: against shares written per element (`65Mn-17Si`) the reading proves nothing.
"""

from __future__ import annotations

import re

from .conditions import split_conditions

# A steel name of EN 10027-1 (an optional X, a carbon content, alloying symbols, their coded contents) or a name by
# use (`C45`, `S355J2`, `42CrMo4`), then the EN 10027-2 number in brackets.
_STEEL_NAME_RE = re.compile(r"(?:X?\d{1,3}(?:[A-Z][a-z]?)+\d+(?:-\d+)*|[A-Z]\d{2,3}[A-Z0-9]*)")
_MATERIAL_NUMBER_RE = re.compile(r"\s*\(\s*1\.\d{4}\s*\)")
# Element symbols run together (`SiMn`, `FeSi`), then two or more shares joined by solidi (`65/17`).
_GRADE_SHARES_RE = re.compile(r"(?:[A-Z][a-z]?){2,4}\s+\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)+")


def without_material_number(key: str) -> str | None:
    """`18CrNiMo7-6, LPC` for `18CrNiMo7-6 (1.6587), LPC`: the key without the bracketed EN 10027-2 number after a
    steel name; None when it writes none."""
    found = _MATERIAL_NUMBER_RE.search(key)
    if not found or not _STEEL_NAME_RE.fullmatch(key[: found.start()].strip()):
        return None
    return key[: found.start()] + key[found.end() :]


def grade_shares(key: str) -> str | None:
    """`SiMn 65/17` of `SiMn 65/17 (standard charge)`: a grade written as its symbols and solidus-joined shares."""
    material = split_conditions(key)[0].strip()
    return material if _GRADE_SHARES_RE.fullmatch(material) else None


def designation_numbers(reference: str, test: str, match: bool) -> tuple[bool, str] | None:
    """(match, why) when a ferroalloy grade's shares were read as amounts by either key: the verdict stays a guess;
    None when neither key writes one."""
    ref_grade, test_grade = grade_shares(reference), grade_shares(test)
    if ref_grade and test_grade:  # two grades of one notation: the shares compare in the one order both keys use
        same = _squeezed(ref_grade) == _squeezed(test_grade)
        return same, f"{ref_grade!r} against {test_grade!r}: grades by their element shares (ISO 5447), {'the same' if same else 'other'} shares"
    if grade := ref_grade or test_grade:
        return match, f"{grade!r} is a grade by its element shares in the grade's own order (ISO 5447): the reading proves nothing"
    return None


def _squeezed(key: str) -> str:
    return re.sub(r"[\s,;]+", " ", key).strip().casefold()
