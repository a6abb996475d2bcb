"""Parts of a key named by the role they play (`AgBr core/AgBrI shell`, `Pt top/Au bottom`) (issue 26).

A core–shell particle has a core and one or more shells (ISO/TS 80004-2:2015, core–shell nanoparticle); a coating
lies on a substrate (ISO 2080:2008, surface treatment vocabulary); a stack has a top and a bottom layer, a shell an
inner and an outer one. The role word says which material is where, so the same materials in swapped roles are
another sample (a core of A in a shell of B is not a core of B in a shell of A), although their formulas sum alike.
The at sign writes the same roles without words, the core first (`Au@SiO2`, a gold core in a silica shell: the
core@shell notation of the nanoparticle literature, Chaudhuri & Paria, Chem. Rev. 2012, 112, 2373), read by
`core_at_shell` only where the other key names the roles.
"""

from __future__ import annotations

import functools
import re

from ..text import FORMULA_CHARS, normalize
from .multilayers import top_level_split

# The role words, by the part of a structure each names (ISO/TS 80004-2, ISO 2080).
ROLES = frozenset({"core", "shell", "inner", "outer", "top", "bottom", "middle", "substrate", "film", "coating"})
# A role word hyphenated to its material (`Au-core`, `Pd-shell`) is the same role word.
_ROLE_RE = re.compile(r"(?:^|(?<=[\s(\[])|(?<=[A-Za-z0-9)]-))(" + "|".join(sorted(ROLES)) + r")(?=$|[\s)\]])", re.I)


# A role word after its material (bracketed or not) that another part follows, set apart by a space, a hyphen or the
# word `on` (a coating on its substrate, ISO 2080): `Au core Ag shell`, `Au core-Ag shell`, `ZnO film on Si substrate`.
_ROLE_END_RE = re.compile(r"\b(?:" + "|".join(sorted(ROLES)) + r")[)\]]?(\s*-\s*|\s+on\s+|\s+)(?=[A-Za-z(\[])", re.I)


def _split_after_roles(text: str) -> list[str]:
    """The parts of a key whose role words close them (`Au core Ag shell` -> `Au core`, `Ag shell`)."""
    parts, start = [], 0
    for found in _ROLE_END_RE.finditer(text):
        parts.append(text[start : found.start(1)])
        start = found.end(1)
    return [*parts, text[start:]]


@functools.lru_cache(maxsize=65536)
def read_roles(key: str) -> tuple[tuple[str, str], ...] | None:
    """The key's (role, material) pairs in order when it writes two parts or more, split at `/` or `,`, each with
    exactly one role word (before, after or bracketed after its material) and no role twice; None otherwise."""
    if not isinstance(key, str):
        return None
    text = normalize(key, FORMULA_CHARS).strip()
    parts = [p for chunk in top_level_split(text) for p in re.split(r",\s*", chunk)]
    if len(parts) < 2:
        parts = _split_after_roles(text)  # `A core B shell`, `A core-B shell`, `A film on B substrate`
    if len(parts) < 2:
        return None
    read = []
    for part in parts:
        roles = _ROLE_RE.findall(part)
        if len(roles) != 1:
            return None
        material = re.sub(r"\s+", " ", re.sub(r"[(\[]\s*[)\]]|-(?= )", " ", _ROLE_RE.sub(" ", part))).strip(" -,;")
        if not material or not re.match(r"[A-Za-z(\[]", material):
            return None
        read.append((roles[0].lower(), material))
    roles = [role for role, _ in read]
    return tuple(read) if len(set(roles)) == len(roles) else None


# `Au@SiO2`, `Fe3O4@C NPs`: one at sign between two materials, no role word, no other part.
_AT_RE = re.compile(r"([A-Za-z(\[][^@/,;]*?)\s*@\s*([A-Za-z(\[][^@/,;]*)")


@functools.lru_cache(maxsize=65536)
def core_at_shell(key: str) -> tuple[tuple[str, str], ...] | None:
    """`Au@SiO2` -> (core, Au), (shell, SiO2): the roles the at sign writes; None unless the key is one core and one
    shell so written (`A@B@C` has two shells, which no one role word tells apart)."""
    if not isinstance(key, str):
        return None
    text = normalize(key, FORMULA_CHARS).strip()
    found = _AT_RE.fullmatch(text)
    if found is None or _ROLE_RE.search(text):
        return None
    return ("core", found.group(1).strip()), ("shell", found.group(2).strip())


# `ZnO on Si`: one material on another, no role word (ISO 2080: a coating on its substrate).
_ON_RE = re.compile(r"([A-Za-z(\[][^/,;]*?)\s+on\s+([A-Za-z(\[][^/,;]*)")


@functools.lru_cache(maxsize=65536)
def film_on_substrate(key: str) -> tuple[tuple[str, str], ...] | None:
    """`ZnO on Si`, `ZnO film on Si` -> (film, ZnO), (substrate, Si): the roles the word `on` writes; None unless the
    key is one material on one other so written, with no role word but `film` or `coating` before `on` and
    `substrate` after it."""
    if not isinstance(key, str):
        return None
    text = normalize(key, FORMULA_CHARS).strip()
    found = _ON_RE.fullmatch(text)
    if found is None:
        return None
    film = re.sub(r"\s*[(\[]?\b(?:film|coating)[)\]]?$", "", found.group(1).strip(), flags=re.I)
    substrate = re.sub(r"\s*[(\[]?\bsubstrate[)\]]?$", "", found.group(2).strip(), flags=re.I)
    if not film or not substrate or _ROLE_RE.search(film) or _ROLE_RE.search(substrate) or re.search(r"\son\s", f" {film} {substrate} "):
        return None
    return ("film", film), ("substrate", substrate)


# `70/30`, `1:2` written last: the shares of the parts in their order (IUPAC Green Book 2.10).
_TRAILING_RATIO_RE = re.compile(r"(?:\s*[,;]\s*|\s+)(\d+(?:\.\d+)?(?:\s*[/:]\s*\d+(?:\.\d+)?)+)\s*$")


def shared_ratio_dropped(reference: str, test: str) -> tuple[str, str]:
    """`PS core/PMMA shell 70/30` and `PS@PMMA 70/30`: the same ratio written last by both keys, of the parts in the
    same order, set aside so the roles are read; otherwise the keys as they are."""
    found = [_TRAILING_RATIO_RE.search(key) for key in (reference, test)]
    if found[0] is None or found[1] is None or "".join(found[0].group(1).split()) != "".join(found[1].group(1).split()):
        return reference, test
    return reference[: found[0].start()], test[: found[1].start()]


def names_roles(key: str) -> bool:
    """The key names its parts' roles in words (`A core/B shell`), a ratio of the parts written last or not."""
    return read_roles(_TRAILING_RATIO_RE.sub("", key)) is not None
