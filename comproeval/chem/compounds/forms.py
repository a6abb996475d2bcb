"""The form a precursor entry states (`silver nanowires`, `platinum paste`) and whether two stated forms are siblings
(issue 26: hierarchies answer three ways)."""

from __future__ import annotations

import re

from ..data import load_lexicon
from ..formula.nano_forms import nano_abbreviations
from ..once import load_once


@load_once
def _form_words() -> tuple[tuple[re.Pattern, int, str], ...]:
    """The form words of `data/material_forms.json` (`paste`, `nanowires`, `aqueous solution`), longest first: each as
    the pattern of an entry ending with it, its length, and its plain form (spaces and hyphens dropped, singular when the singular
    is a form word too). Built once, not for every entry."""
    words = sorted(load_lexicon("material_forms")["suffix_words"], key=len, reverse=True)
    plain = [re.sub(r"[\s-]+", "", w) for w in words]
    known = set(plain)
    return tuple(
        (re.compile(r"(?:^|[\s-])" + re.escape(w).replace(r"\ ", r"[\s-]+") + r"$"), len(w), p[:-1] if p.endswith("s") and p[:-1] in known else p)
        for w, p in zip(words, plain, strict=True)
    )


def stated_form(text: str) -> str | None:
    """The form word an entry ends with (`silver nanowires`: nanowire), singular, spaces and hyphens dropped; notes in
    brackets aside. None when it states no form."""
    body = re.sub(r"\s*\([^()]*\)\s*$", "", (text or "").strip()).lower()
    for ending, length, form in _form_words():
        if ending.search(body) and len(body) > length:
            return form
    return None


@load_once
def _nano_objects() -> frozenset[str]:
    """The nano-object terms of ISO/TS 80004-2 (`data/morphology_abbreviations.json`): nanoparticle, nanowire, nanotube."""
    words = load_lexicon("morphology_abbreviations")["abbreviations"]["words"].values()
    return frozenset(re.sub(r"[\s-]+", "", w).removesuffix("s") for spellings in words for w in spellings)


def spaced_nano_abbreviation(text: str) -> bool:
    """A word of the entry, apart from the rest, abbreviates a nano-object (`Ag NP`, `ZnO NW`): a form, never a
    formula's elements (`NP` would read nitrogen and phosphorus)."""
    return any(word in nano_abbreviations() for word in text.split()[1:])


def other_forms(reference: str, test: str) -> tuple[str, str, bool] | None:
    """(the reference's form, the test's, both are nano-objects) when both entries state a form and neither is a kind
    of the other (`nanowires`, `nanoparticles`; `foil`, `paste`): siblings (issue 26: hierarchies). Two nano-objects
    of ISO/TS 80004-2 are other objects (a nanowire is no nanoparticle); two supply forms may be one material as the
    gold rule counts it. A form one side alone states, or one narrower than the other (`nanopowder`, `powder`;
    `aqueous solution`, `solution`), is the same material in another form, which counts."""
    ref, tst = stated_form(reference), stated_form(test)
    if ref is None or tst is None or ref.endswith(tst) or tst.endswith(ref) or all(x.endswith(_PARTICULATE) for x in (ref, tst)):
        return None
    if (shapes := _other_particle_shapes(reference, test)) is not None:
        return shapes[0], shapes[1], True  # `Cu nanowire ink`, `Cu flake paste`: other particles carried in other vehicles
    return ref, tst, ref.removesuffix("s") in _nano_objects() and tst.removesuffix("s") in _nano_objects()


# The flat particles of a flake powder (ISO 3252:2019, Powder metallurgy - Vocabulary: `flake powder`, particles of
# plate-like shape), beside the nano-objects of ISO/TS 80004-2: shapes of the particles a paste or ink carries.
_FLAKE = ("flake", "microflake")


def _particle_shape(text: str) -> str | None:
    """The shape of the particles an entry names before its form (`Ag nanoparticle ink`: nanoparticle), else None."""
    abbreviations = load_lexicon("morphology_abbreviations")["abbreviations"]["words"]
    for token in re.findall(r"[A-Za-z]+", re.sub(r"\([^()]*\)", " ", text or "")):
        word = token.lower().removesuffix("s")
        if word in _nano_objects() or word in _FLAKE:
            return word
        if token in abbreviations or f"{token}s" in abbreviations:
            return re.sub(r"[\s-]+", "", abbreviations.get(token, abbreviations.get(f"{token}s"))[0]).removesuffix("s")
    return None


def _other_particle_shapes(reference: str, test: str) -> tuple[str, str] | None:
    """(reference's, test's) particle shapes when both entries name one and they differ."""
    ref, tst = _particle_shape(reference), _particle_shape(test)
    return (ref, tst) if ref and tst and ref != tst else None


# a powder is an assembly of dry particles (ISO 3252, powder metallurgy vocabulary: `powder`): `nanopowder` and
# `nanoparticles` are one form, not siblings
_PARTICULATE = ("powder", "particle")
