"""Open families: a name that admits other elements beside its host (`BaTiO3-based`, `doped CeO2`).

SCORING.md counts `PZT-based` as the PZT family; a family written `X-based`, `X-derived`, `modified X`,
`doped X` or `substituted X` names X with elements added or substituted (IUPAC Gold Book, 'dopant' and
'solid solution'; West, Solid State Chemistry and its Applications, 2014, ch. 1 and 8: a solid solution keeps its
parent's structure with some atoms replaced). So extra elements on the other side prove nothing: a member of
the family, or another material, the rules cannot tell. `X-type` names a structure type (a prototype): the
elements of another compound of that type may all differ (`NaZn13-type LaFe11Si2`), so elements prove nothing.

Tokens are read by splitting on whitespace and checking the ends of words (no pattern that backtracks).
"""

from __future__ import annotations

from dataclasses import dataclass

from .formula import parse_composition

# a mark written after the host with a hyphen (`BaTiO3-based`) and one written as a word before it (`doped CeO2`)
_SUFFIX_MARKS = ("based", "derived", "modified", "substituted", "type")
_PREFIX_MARKS = frozenset({"doped", "co-doped", "codoped", "modified", "substituted", "derived"})


@dataclass(frozen=True)
class OpenHost:
    """The host formula of an open family and how the name opens it (`based`, `type`, ...)."""

    formula: str
    mark: str
    elements: frozenset[str]


def _host(token: str, mark: str) -> OpenHost | None:
    token = token.strip(",;()[]")
    parsed = parse_composition(token) if token and token[:1].isupper() else None
    if parsed is None or not parsed.elements or parsed.qualifiers:
        return None
    return OpenHost(token, mark, frozenset(parsed.elements))


def open_host(text: str) -> OpenHost | None:
    """The host formula an open family name writes (`BaTiO3-based ceramics` -> BaTiO3), or None."""
    words = (text or "").replace("\u2010", "-").split()
    for i, word in enumerate(words):
        lowered = word.lower().rstrip(",;")
        for mark in _SUFFIX_MARKS:
            if lowered.endswith("-" + mark) and (host := _host(word[: -len(mark) - 1], mark)):
                return host
        if lowered in _PREFIX_MARKS and i + 1 < len(words) and (host := _host(words[i + 1], lowered)):
            return host
    return None


def _prototype_only(text: str, host: OpenHost) -> bool:
    """A structure type is the name's only formula (`ThCr2Si2-type compounds`); a composition written beside it
    (`NaZn13-type LaFe11Si2`) is what the name is about."""
    return not any(w != host.formula + "-type" and w[:1].isupper() and elements_of(w) for w in text.split())


def elements_of(text: str) -> frozenset[str] | None:
    """The elements a name's formula reading holds, or None when nothing reads as chemistry."""
    parsed = parse_composition(text or "")
    return frozenset(parsed.elements) if parsed is not None and parsed.elements else None


def open_member(reference: str, test: str) -> tuple[str, OpenHost, bool] | None:
    """(the open name, its host, whether the other holds the host's elements) when exactly one relation applies:
    one name is an open family and the other's elements differ from its host's; None otherwise.

    Holding every host element (oxygen aside: `oxides` is often a word) is a member's signature; lacking one is
    only evidence against, and a structure type (`-type`) is not about elements at all."""
    for name, other in ((reference, test), (test, reference)):
        host = open_host(name)
        if host is None or open_host(other) is not None or (host.mark == "type" and not _prototype_only(name, host)):
            continue
        elements = elements_of(other)
        if elements is None or elements == host.elements:
            continue
        holds = host.elements - {"O"} <= elements
        return name, host, holds
    return None
