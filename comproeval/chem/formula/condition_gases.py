"""A gas a key's conditions name, by its element's name or by its formula (`nitrogen`, `N2`; `argon`, `Ar`): one
substance, so a process gas written either way is one condition.

The elements that are gases at 25 °C and 1 bar are hydrogen, nitrogen, oxygen, fluorine, chlorine and the noble gases
(CRC Handbook of Chemistry and Physics, "Physical constants of inorganic compounds"); the first five are diatomic
molecules, the noble gases single atoms, and an element's name used for its gas names that simple substance (IUPAC
Red Book 2005, IR-3.4.3: `dinitrogen`, N2; the element's name for the substance in common use). The names are
pymatgen's (`family_words.element_names`), British spellings beside them.
"""

from __future__ import annotations

import re

from ..gases import GAS_FORMULAS, clause_gases, gas_formula, names_a_compound

# An element's name written as a word of its own: lower case (a capital inside makes a formula, IUPAC IR-3.1), not run
# into another word by a hyphen (`nitrogen-doped` names a dopant, not a gas).
_NAME_RE = re.compile(r"(?<![\w\-])([a-z]{3,})(?![\w\-])")


def is_gas_clause(clause: str) -> bool:
    """`N2`, `in Ar`, `under flowing He`: a clause that is only an atmosphere (`chem.gases.clause_gases`) of one
    gaseous element written last by its formula, the name the condition rules compare."""
    words = clause.split()
    return bool(words) and words[-1] in GAS_FORMULAS.values() and clause_gases(clause) == (words[-1],)


# The same gas written last in a longer clause (`300 °C for 1 h in Ar`, `annealed under N2`): the atmosphere of the
# step the clause names, as when it stands as a clause of its own (`300 °C, 1 h, Ar`).
_TRAILING_GAS_RE = re.compile(r"^(.*\S)\s+((?:in|under)\s+\S+)$")


def trailing_gas(clause: str) -> tuple[str, str] | None:
    """`300 °C for 1 h in Ar` -> (`300 °C for 1 h`, `Ar`): the clause without the gas written last after `in` or
    `under`, and that gas's formula; None when the clause does not end so (`in Ar` alone is `is_gas_clause`'s)."""
    found = _TRAILING_GAS_RE.match(" ".join(clause.split()))
    if found is None or not is_gas_clause(found.group(2)):
        return None
    return found.group(1), found.group(2).split()[-1]


def gas_names_as_formulas(text: str) -> str:
    """`dry nitrogen` -> `dry N2`, `in argon` -> `in Ar`: a gaseous element's name read as its simple substance's
    formula; any other word is left (`hydrogen peroxide` names a compound, the word after it an anion)."""

    def formula(match: re.Match[str]) -> str:
        word = match.group(1)
        gas = gas_formula(word)
        if gas is None or names_a_compound(text, match.end()):
            return word  # `hydrogen peroxide`, `hydrogen sulfide`: a compound's name, not the gas
        return gas

    return _NAME_RE.sub(formula, text)
