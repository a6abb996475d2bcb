"""A coating named in words, written in the core@shell notation (`SiO2-coated Au` -> `Au@SiO2`).

A coated particle is a core with its coating as the outermost shell (ISO/TS 80004-2:2015, core–shell nanoparticle;
ISO 2080:2008, a coating lies on its substrate): `X-coated Y`, `X-capped Y`, `Y coated with X` and `Y capped with X`
all put X outside whatever Y is, so a Y that is itself a core@shell particle (`PEG-coated Au@SiO2`) keeps its layers
and takes X as one more shell outside them (`Au@SiO2@PEG`), never between them. The rewrite is made only where it
reads the whole key; a key read in part (other words beside, a core in several words) is left as written, so no
layer order is ever inferred from a role word read incompletely.
"""

from __future__ import annotations

import re

# One material token: a formula or an abbreviation, bracketed groups allowed, its layers joined by `@` (`Fe3O4@SiO2`).
_TOKEN = r"[A-Z][A-Za-z0-9().]*(?:@[A-Za-z(\[][A-Za-z0-9().\[\]]*)*"
# `X-coated Y`, `X-capped Y`: the coating first, hyphenated to its role word.
# A support written after the core (`Al2O3-coated LiMn2O4/CC`) keeps its place: the coating is on the core it names.
_COATING_FIRST_RE = re.compile(rf"(?P<coat>[A-Z][A-Za-z0-9()]*)-(?:coated|capped)\s+(?P<core>{_TOKEN})(?P<support>(?:/[A-Za-z(][^\s/]*)*)")
# `Y coated with X`, `Y capped with X`, `Y coated by X`: the core first.
_CORE_FIRST_RE = re.compile(rf"(?P<core>{_TOKEN})\s+(?:coated|capped)\s+(?:with|by)\s+(?P<coat>[A-Z][A-Za-z0-9()]*)")


def coated_as_at(text: str) -> str:
    """`SiO2-coated Au`, `Au coated with SiO2` -> `Au@SiO2`; `PEG-coated Au@SiO2` -> `Au@SiO2@PEG`: the coating outside
    the whole core. The text unchanged unless one such phrase is the whole text (then nothing is read from its words)."""
    stripped = text.strip()
    for pattern in (_COATING_FIRST_RE, _CORE_FIRST_RE):
        found = pattern.fullmatch(stripped)
        if found is not None and found.group("core").count("(") == found.group("core").count(")"):
            return f"{found.group('core')}@{found.group('coat')}{found.groupdict().get('support') or ''}"
    return text


# A coating lies on its host as a layer of its own (ISO 2080:2008); a dopant is taken into the host's lattice (IUPAC
# Gold Book, "dopant"; a substituent takes a lattice site, IR-11.4); a loading is dispersed over a support (IUPAC
# Compendium of Chemical Terminology, "supported catalyst"): one added material in two of those roles makes two
# materials, though the formulas sum alike. `Modified` names no role: it says only that something was added.
_LOADING = "a loading (dispersed over a support)"
_ROLES = {
    "a coating (a layer on the host, ISO 2080)": re.compile(r"\b(?:coated|coating|capped)\b", re.I),
    "a dopant (taken into its lattice)": re.compile(r"\b(?:doped|dopant|doping|co-doped|codoped|substituted)\b", re.I),
    _LOADING: re.compile(r"\b(?:loaded|loading)\b", re.I),
}
_LOOSE_ROLE_RE = re.compile(r"\bmodified\b", re.I)


def _roles(key: str) -> frozenset[str]:
    return frozenset(role for role, pattern in _ROLES.items() if pattern.search(key))


def coating_against_dopant(reference: str, test: str) -> str | None:
    """Why two keys name other roles for what they add (`X-coated Y` against `X-doped Y`, `X-loaded Y`): each key
    names a role the other does not; None otherwise (a key naming one more role beside a shared one is left)."""
    ref, tst = _roles(reference), _roles(test)
    if not ref or not tst or ref <= tst or tst <= ref:
        return None
    return f"one key names {' and '.join(sorted(ref - tst))}, the other {' and '.join(sorted(tst - ref))}: another material"


def loose_role(reference: str, test: str) -> str | None:
    """`X-modified Y` against `X-coated Y` (or doped, loaded): one key names the role the other leaves loose, so the
    same material is a best guess, never proof; None otherwise."""
    for one, other in ((reference, test), (test, reference)):
        if _LOOSE_ROLE_RE.search(one) and not _roles(one) and (named := _roles(other)) and not _LOOSE_ROLE_RE.search(other):
            return f"one key says only 'modified', the other names {' and '.join(sorted(named))}"
    return None


# A bare separator between two materials (`Ag/TiO2`, `Ag-TiO2`, `Ag+TiO2`): ISO 2080 writes a coating as
# substrate/coating, a composite or a doped host is written alike, so the separator names no coating or dopant; it is
# the notation of a supported catalyst, active phase/support (IUPAC Compendium, "supported catalyst"), so a loading
# against it is read as the same role.
_BARE_JOIN_RE = re.compile(r"[A-Za-z0-9)\]]\s*[/+\-–]\s*[A-Z(]")


def unnamed_role(reference: str, test: str) -> str | None:
    """`Ag/TiO2` against `Ag-coated TiO2`, `X-coated and -doped Y` against `X-coated Y`: one key names a role of what
    it adds (a coating, a dopant, a loading) the other leaves unnamed, joining the materials by a bare sign or naming
    fewer roles, so one material is a best guess, never proof (a second role may be a second addition, or the same
    one described twice); None otherwise (the same roles, or a notation of the role: `@`, `:`)."""
    for one, other in ((reference, test), (test, reference)):
        named, fewer = _roles(one), _roles(other)
        if not named or not fewer < named or _LOOSE_ROLE_RE.search(other):
            continue
        if fewer:
            return f"one key names {' and '.join(sorted(named))}, the other only {' and '.join(sorted(fewer))}"
        if _BARE_JOIN_RE.search(other) and named != {_LOADING}:  # a loading's own notation is active phase/support
            return f"one key names {' and '.join(sorted(named))}, the other only joins the materials by a sign"
    return None
