"""Colour Index generic names of pigments (`C.I. Pigment Yellow 12`, `PY12`, `PB 15:3`): labels, not formulas.

`PY12` parsed as a formula reads phosphorus and twelve yttrium; `PB15` lead and boron. The Colour Index (SDC and
AATCC) gives each colorant one generic name, hue and number, and trade usage abbreviates the hue by letters
(`data/colour_index.json`). Two generic names are one pigment when hue and number agree; a `:n` suffix is a distinct
modification (another crystal form or salt) of the parent number. An inorganic generic name that is one compound
reads that compound's formula (`Pigment White 6`: TiO2).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_lexicon
from ..once import load_once


@load_once
def _data() -> tuple[dict[str, str], dict[str, str], re.Pattern, re.Pattern]:
    data = load_lexicon("colour_index")
    hues = data["hues"]
    letters = "|".join(sorted(hues, key=len, reverse=True))
    words = "|".join(sorted(set(hues.values()), key=len, reverse=True))
    number = r"\s*(?P<number>\d{1,3})(?:\s*:\s*(?P<suffix>\d{1,2}))?"
    short = re.compile(rf"(?:C\.?\s*I\.?\s*)?P\.?\s*(?P<hue>{letters})\.?{number}")
    named = re.compile(rf"(?:C\.?\s*I\.?\s*)?pigment\s+(?P<hue>{words}){number}", re.I)
    return hues, data["formulas"], short, named


@lru_cache(maxsize=16384)
def colour_index_name(text: str) -> tuple[str, int, int | None] | None:
    """(hue word, number, suffix) of a Colour Index generic name written whole or abbreviated, else None."""
    hues, _, short, named = _data()
    written = " ".join((text or "").split())
    if found := short.fullmatch(written):
        return hues[found["hue"]], int(found["number"]), int(found["suffix"]) if found["suffix"] else None
    if found := named.fullmatch(written):
        return found["hue"].lower(), int(found["number"]), int(found["suffix"]) if found["suffix"] else None
    return None


def colour_index_abbreviation(text: str) -> bool:
    """The entry is a Colour Index name written by the hue's letters (`PY12`, `PBk 7`), which is no formula."""
    return colour_index_name(text) is not None and not re.search(r"pigment", text, re.I)


def colour_index_formula(text: str) -> str | None:
    """The formula of an inorganic pigment's generic name that is one compound (`PW6`: TiO2), else None."""
    name = colour_index_name(text)
    return _data()[1].get(f"{name[0]} {name[1]}") if name is not None and name[2] is None else None


def colour_index_pair(reference: str, test: str) -> tuple[bool, bool, str] | None:
    """(same, certain, why) when both entries are Colour Index generic names; None otherwise. A parent number
    against one of its modifications (`PB 15`, `PB 15:3`) is the best guess, not proof: the parent is often written
    for the family."""
    ref, tst = colour_index_name(reference), colour_index_name(test)
    if ref is None or tst is None:
        return None
    label = [_label(n) for n in (ref, tst)]
    if ref == tst:
        return True, True, f"both are C.I. {label[0]}"
    if ref[:2] == tst[:2] and None in (ref[2], tst[2]):
        return True, False, f"C.I. {label[0]} and {label[1]}: a parent number and its modification, the same pigment is the best guess"
    return False, True, f"C.I. {label[0]} and C.I. {label[1]} are two Colour Index generic names: two pigments"


def _label(name: tuple[str, int, int | None]) -> str:
    return f"Pigment {name[0].title()} {name[1]}" + (f":{name[2]}" if name[2] is not None else "")


def colour_index_noted_pair(reference: str, test: str) -> tuple[bool, str] | None:
    """(same, why) when one entry is a Colour Index generic name, or gives one in brackets beside a description
    (`linear trans-quinacridone red (PV19)`), and the other gives one in brackets: the bracket is the writer's own
    designation of the entry, but the words beside it are not read, so the pigment it names is the best guess, never
    proof. None when either names none (entries that are generic names whole are `colour_index_pair`'s)."""
    ref, tst = colour_index_name(reference) or _noted_name(reference), colour_index_name(test) or _noted_name(test)
    if ref is None or tst is None:
        return None
    same = ref == tst or (ref[:2] == tst[:2] and None in (ref[2], tst[2]))
    why = f"C.I. {_label(ref)} and C.I. {_label(tst)}, named in brackets beside a description the rules do not read"
    return same, f"{why}: {'the same' if same else 'another'} pigment is the best guess"


def _noted_name(text: str) -> tuple[str, int, int | None] | None:
    """The Colour Index generic name an entry gives in brackets after a description (`beta copper phthalocyanine
    (PB15:3)`), when it gives exactly one."""
    notes = [name for note in re.findall(r"\(([^()]*)\)", text or "") if (name := colour_index_name(note)) is not None]
    return notes[0] if len(notes) == 1 else None
