"""A lab chemical written with its water of crystallisation (`disodium EDTA dihydrate`, `Na2EDTA·2H2O`).

The lexicon names a reagent without its water; a hydrate word or a `·nH2O` written after one of its names is the same
reagent's hydrate (IUPAC Red Book 2005, IR-4.4.3.5 and IR-5.5: addition compounds, `·2H2O` read `dihydrate`). Its water
is compared as any formula's is (`compounds.compare.hydration_reading`): a stated hydrate against a name that states
none is the best guess of the same reagent, two different waters are two reagents.
"""

from __future__ import annotations

import re

from .chemicals import identify_lab_chemical

_TAIL = 32
_WATER = re.compile(r"\s*(?:·|•|⋅|∙|\*)\s*(\d+(?:\.\d+)?|[xn])?\s*H2O\s*$")


def _water_written(text: str) -> tuple[str, float, bool, bool] | None:
    """(the reagent's name, water, stated, unknown) when the entry writes its water; None when it writes none."""
    from ..compounds.names import split_hydrate_words

    tail = text[-_TAIL:]  # the water is written last: a bounded search, linear in the entry
    if found := _WATER.search(tail):
        count = found.group(1) or "1"
        unknown = count in ("x", "n")
        return text[: len(text) - len(tail) + found.start()].strip(), 0.0 if unknown else float(count), not unknown, unknown
    words = text.split()
    _, water, stated, unknown = split_hydrate_words(" ".join(w.lower() for w in words))
    if not (stated or unknown) or len(words) < 2:
        return None
    base = words[1:] if words[0].lower() == "anhydrous" else words[:-1]
    return " ".join(base), water, stated, unknown


def lab_chemical_hydration(reference: str, test: str) -> tuple[bool, bool, str | None] | None:
    """The hydration reading (same reagent, proven, why) of two entries naming one lab chemical of a fixed formula,
    one or both with its water written; None when neither writes water or they name other chemicals."""
    from ..compounds.compare import hydration_reading
    from ..compounds.formulas import Resolved, parse_formula

    written = [_water_written(x.strip()) for x in (reference, test)]
    if not any(written):
        return None
    readings = []
    for text, water in zip((reference, test), written, strict=True):
        identity = identify_lab_chemical(water[0] if water else text.strip())
        parsed = parse_formula(identity) if identity else None
        if parsed is None:
            return None
        stated = water if water else ("", 0.0, False, False)
        readings.append((identity, Resolved(parsed.anhydrous, stated[1], stated[2], stated[3], named=True)))
    if readings[0][0] != readings[1][0]:
        return None
    return hydration_reading(readings[0][1], readings[1][1])
