"""The solvents of the lab-chemical lexicon (`knowledge/abbreviations/lab_chemicals`, ACS and IUPAC names, each entry
with its source), read in one place below both `chem.formula` and `chem.lexicon`, so either may ask it: `chem.formula.media`
(the medium a sample is in) may not import `chem.lexicon`, which reads formulas with `chem.formula`."""

from __future__ import annotations

import functools

from .data import load_builtin


def solvent_key(text: str) -> str:
    """A solvent name as the table keys it: hyphens as spaces, one space between words, case folded."""
    return " ".join(text.replace("-", " ").split()).casefold()


@functools.lru_cache(maxsize=1)
def solvent_identities() -> dict[str, tuple[str, bool]]:
    """Each solvent of the lab-chemical lexicon (`abbreviations/lab_chemicals`, ACS and IUPAC names) by abbreviation,
    name and formula (`solvent_key`), to (its formula, whether the key is the abbreviation). An abbreviation with several
    readings is left out, as the lexicon does."""
    found: dict[str, tuple[str, bool]] = {}
    for abbreviation, value in load_builtin("abbreviations", "lab_chemicals").items():
        if not isinstance(value, dict) or value.get("category") != "solvent":
            continue
        for name in (value["means"], *value.get("names", []), abbreviation):
            if len(name) >= 3:  # `EA`, `AN` in capitals name other things as often (the lexicon reads them case-blind from 3)
                found.setdefault(solvent_key(name), (value["means"], name == abbreviation))
    return found
