"""The elements that are gases at 25 °C and 1 bar, and the formula of each one's simple substance: hydrogen,
nitrogen, oxygen, fluorine, chlorine (diatomic) and the noble gases (single atoms) (CRC Handbook of Chemistry and
Physics, "Physical constants of inorganic compounds"; IUPAC Red Book 2005, IR-3.4.3). One table for every reader of
a gas: a process gas in a key's conditions (`formula.condition_gases`) and a liquefied gas (`lexicon.chemicals`)."""

from __future__ import annotations

GAS_FORMULAS = {"H": "H2", "N": "N2", "O": "O2", "F": "F2", "Cl": "Cl2", "He": "He", "Ne": "Ne", "Ar": "Ar", "Kr": "Kr", "Xe": "Xe", "Rn": "Rn"}
