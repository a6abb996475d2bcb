"""The metal in brackets after a framework code (`MIL-53(Al)`, `MIL-53(Fe)`): the metal of its nodes.

Isostructural frameworks of one topology built on other metals carry one code and the metal in brackets (Férey,
Chem. Soc. Rev. 2008, 37, 191: the MIL-53(M) series, M = Al, Cr, Fe...; the same for `UiO-66(Hf)`). Two keys of one
code with other bracketed metals are two materials: other nodes, other chemistry. A code is a name, not a formula,
so the difference is the best guess, never proof.
"""

from __future__ import annotations

import re

from .grammar import valid_element

# a code of letters, a hyphen and a number (`MIL-101`, `UiO-66`, `MOF-74`), then the metals in brackets
_CODE_METALS = re.compile(r"^\s*([A-Za-z]{2,6}-\d{1,4}[A-Za-z]?)\s*\(\s*([A-Z][a-z]?(?:\s*[,/-]\s*[A-Z][a-z]?)*)\s*\)(.*)$")


def _code_metals(key: str) -> tuple[str, frozenset[str], str] | None:
    """(code, metals, rest) of a key written `CODE(M)`; None when it is not, or a bracketed letter is no element."""
    if (match := _CODE_METALS.match(key)) is None:
        return None
    metals = frozenset(re.findall(r"[A-Z][a-z]?", match.group(2)))
    if not all(map(valid_element, metals)):
        return None
    return match.group(1).casefold(), metals, match.group(3).strip()


def other_framework_metals(reference: str, test: str) -> tuple[str, str] | None:
    """The bracketed metals, when both keys write one framework code with other metals and nothing else apart."""
    mine, other = _code_metals(reference), _code_metals(test)
    if mine is None or other is None or mine[0] != other[0] or mine[2] != other[2] or mine[1] == other[1]:
        return None
    return "/".join(sorted(mine[1])), "/".join(sorted(other[1]))
