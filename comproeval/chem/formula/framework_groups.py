"""A functionalised framework is another material than its parent (issue 26): `UiO-66-NH2` is built from
2-aminoterephthalate, `UiO-66` from terephthalate (data/framework_groups.json). The same code with another set of
groups (none, -NH2, -NO2) is proven another framework; a group written before or after the code is left to the
other rules."""

from __future__ import annotations

import functools
import re

from ..data import load_lexicon

_GROUPS = "|".join(re.escape(g) for g in sorted(load_lexicon("framework_groups")["groups"], key=len, reverse=True))
# A framework code: letters, a hyphen and a number, perhaps its metal in brackets (`UiO-66`, `MIL-125(Ti)`, `ZIF-8`).
_CODE = r"[A-Za-z]{2}[A-Za-z\-]*-\d+[A-Za-z]?(?:\([A-Z][a-z]?\))?"
_KEY = re.compile(rf"^(?:({_GROUPS})-)?({_CODE})(?:-({_GROUPS}))?$")


@functools.lru_cache(maxsize=4096)
def framework_groups(key: str) -> tuple[str, frozenset[str]] | None:
    """(code, groups) when the key is a framework code with or without one group; None otherwise."""
    if len(key) > 80:
        return None  # no framework code is this long; the regex would only spend time on it
    match = _KEY.match(key.strip())
    if match is None or (match.group(1) and match.group(3)):
        return None
    return match.group(2).casefold(), frozenset(g for g in (match.group(1), match.group(3)) if g)


def _kinds(groups: frozenset[str]) -> frozenset[str]:
    return frozenset(re.sub(r"^\((.*)\)\d$", r"\1", g) for g in groups)


def functionalised_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(False, why, True) for one framework code with other groups; None otherwise."""
    ref, tst = framework_groups(reference), framework_groups(test)
    if ref is None or tst is None or ref[0] != tst[0] or _kinds(ref[1]) == _kinds(tst[1]):
        return None  # one group written once or as a count (`NH2`, `(NH2)2`): left to the other rules
    groups = lambda side: "-".join(sorted(side)) or "no group"  # noqa: E731
    return False, f"the same framework code with other linker groups ({groups(ref[1])} against {groups(tst[1])}): another framework", True
