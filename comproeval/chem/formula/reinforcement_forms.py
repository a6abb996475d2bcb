"""The form suffix of a metal-matrix composite's reinforcement (issue 26): `SiCp` particulate, `SiCw` whisker, `Cf` fibre.

Metal-matrix composites name a reinforcement by its formula and a lower-case letter for its form: `p` particulate,
`w` whisker, `f` fibre (ASM Handbook vol. 21, *Composites*, 2001, metal-matrix composites: `Al/SiCp`, `Al/SiCw`,
`Al2O3f`; ASTM D3878, composite terminology, for the forms). Read as a formula the letter is no element, so
`SiC` against `SiCp` "differs in a component". A suffix on one key only is a form the other leaves unstated: the
keys are compared without it, the best guess. Two different suffixes on one formula are two forms, two materials.
"""

from __future__ import annotations

import re

from .grammar import valid_element

FORM_NAMES = {"p": "particulate", "w": "whisker", "f": "fibre"}
# A formula of element symbols with counts, then the form letter, standing as one token.
_SUFFIXED_RE = re.compile(r"(?<![A-Za-z0-9])((?:[A-Z][a-z]?\d*(?:\.\d+)?){1,4})([pwf])(?![A-Za-z0-9])")
_SYMBOL_RE = re.compile(r"[A-Z][a-z]?")


def _suffixed(key: str) -> dict[str, str]:
    """Formula -> form letter for each suffixed reinforcement of a key (`A356–10 vol.% SiCp` -> {SiC: p})."""
    return {m.group(1): m.group(2) for m in _SUFFIXED_RE.finditer(key) if all(map(valid_element, _SYMBOL_RE.findall(m.group(1))))}


def _written_bare(key: str, formula: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(formula)}(?![A-Za-z0-9])", key) is not None


def reinforcement_forms(reference: str, test: str) -> tuple[str, str, str] | None:
    """How the keys' reinforcement forms relate: (`differ`, why, '') for two forms of one formula, (`unstated`, the
    reference, the test) with the suffixes taken off when one key alone states a form; None when no form is read."""
    ref, tst = _suffixed(reference), _suffixed(test)
    for formula, form in ref.items():
        if formula in tst and tst[formula] != form:
            return "differ", f"{formula} {FORM_NAMES[form]} against {formula} {FORM_NAMES[tst[formula]]}: two reinforcement forms", ""
    one_sided = [f for f in ref if f not in tst and _written_bare(test, f)] + [f for f in tst if f not in ref and _written_bare(reference, f)]
    if not one_sided:
        return None
    strip = re.compile(rf"(?<![A-Za-z0-9])({'|'.join(map(re.escape, one_sided))})[pwf](?![A-Za-z0-9])")
    return "unstated", strip.sub(r"\1", reference), strip.sub(r"\1", test)
