"""Oligomers named by their monomer (`hexamethylene diisocyanate trimer`, `HDI isocyanurate`, `TDI dimer`).

IUPAC Gold Book (oligomer; dimer, trimer): an oligomer of a few monomer units is named by the monomer and the count of
units. An isocyanate trimerises to its isocyanurate, the 1,3,5-triazinane-2,4,6-trione ring that carries three of its
residues (IUPAC Blue Book 2013 P-25.2 for the ring; Ulrich, Chemistry and Technology of Isocyanates, Wiley 1996,
ch. 8); it also gives a biuret and an iminooxadiazinedione of three units, so `trimer` against `isocyanurate` is the
same material as a best guess only, while two counts of units, or an isocyanurate against a biuret, are other ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# the word for the units an oligomer holds, or the structure of an isocyanate's trimer, and that count
_OLIGOMER_WORDS = {"dimer": 2, "trimer": 3, "tetramer": 4, "pentamer": 5, "hexamer": 6, "isocyanurate": 3, "biuret": 3}
_OLIGOMER = re.compile(r"^(?P<monomer>.+?)[\s-]+(?P<word>" + "|".join(_OLIGOMER_WORDS) + r")s?\s*$", re.I)


def oligomer(text: str) -> tuple[str, str] | None:
    """(monomer, oligomer word) of a name that ends with one (`HDI isocyanurate` -> (`HDI`, `isocyanurate`)), else None."""
    found = _OLIGOMER.match((text or "").strip())
    return (found["monomer"].strip(), found["word"].lower()) if found else None


def oligomer_reading(reference: str, test: str, same_monomer: Callable[[str, str], bool]) -> tuple[bool, bool, str] | None:
    """(same, proven, why) for two oligomers of one monomer (`same_monomer` proves it); None when either is no
    oligomer name or the monomers are not proven one."""
    readings = [oligomer(x) for x in (reference, test)]
    if None in readings:
        return None
    (ref_monomer, ref_word), (test_monomer, test_word) = readings  # type: ignore[misc]
    if not same_monomer(ref_monomer, test_monomer):
        return None
    if ref_word == test_word:
        return True, True, f"one oligomer ({ref_word}) of one monomer"
    if _OLIGOMER_WORDS[ref_word] != _OLIGOMER_WORDS[test_word]:
        return False, True, f"{ref_word} and {test_word} of one monomer: other counts of units, other oligomers"
    if "trimer" in (ref_word, test_word):
        other = test_word if ref_word == "trimer" else ref_word
        return True, False, f"the {other} is one trimer of an isocyanate (IUPAC Gold Book, oligomer): the same is the best guess"
    return False, False, f"the {ref_word} and the {test_word} are two trimer structures of one isocyanate: another material, the best guess"
