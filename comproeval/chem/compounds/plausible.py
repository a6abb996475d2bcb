"""Whether a token that parses as a formula is chemistry or a label (issue 26: a reading must be plausible).

Acronyms of organic chemistry and polymer science are often spelt with letters that are also element
symbols (`PVK` poly(9-vinylcarbazole), `CBP`, `CNF` cellulose nanofibres, `OAm` oleylamine). A parse that
succeeds on such a token then "proves" another compound. A formula written without any subscript is read
as chemistry only when a chemist would write it so:
- one made of three or more one-letter symbols (`KOH`, `HCN`, `COS`) is a compound the `chemicals`
  database lists under that formula; otherwise it is an acronym;
- one with a subscript of 100 or more (`PH1000`, `P123`, `F127`) is a grade or trade code: no precursor formula
  unit holds a hundred atoms of one element (the largest, polyoxometalates, hold some forty);
- one element with a count (`Si69`, `Si75`, `Ag2`) is chemistry only for a nonmetal that forms molecules (`O2`, `S8`,
  `C60`; IUPAC Red Book IR-3.4, names of allotropes); a metal or metalloid (pymatgen's `is_metal`, `is_metalloid`)
  is written as its bare symbol, so a count after it is a grade or trade code (silane coupling agents `Si69`), save
  the vapour molecules of arsenic and antimony (`As4`, `As2`, `Sb4`, `Sb2`);
- one naming a radioactive element other than thorium and uranium (pymatgen's `is_radioactive`: Tc, Pm,
  Po and beyond) is an acronym: such elements are no laboratory precursor written as a bare symbol pair
  (`Ac` after a cation is acetate, `formulas.ACETATE`);
- bare element symbols joined by a middle dot with no count (`X·Y`) are a label or grade code: the adduct dot of
  IUPAC Red Book IR-4.4.3.5 joins two compounds (`BF3·NH3`, `CuSO4·5H2O`), each a formula of its own, never two
  lone atoms; a standard's designation (a cement type) is written so.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..formula.grammar import metal_or_metalloid
from ..oxidation_states import charge_balanced

_SYMBOL = re.compile(r"[A-Z][a-z]?")
_BARE_SYMBOLS_DOTTED = re.compile(r"[A-Z][a-z]?(?:[·•∙⋅][A-Z][a-z]?)+")  # `X·Y`: symbols, middle dots, no count
_PRECURSOR_ACTINIDES = frozenset({"Th", "U"})
_VAPOUR_MOLECULES = frozenset({("As", 4), ("As", 2), ("Sb", 4), ("Sb", 2)})


@lru_cache(maxsize=1)
def _rare_radioactive() -> frozenset[str]:
    from pymatgen.core import Element

    return frozenset(e.symbol for e in Element if e.is_radioactive) - _PRECURSOR_ACTINIDES


def _listed_formula(text: str) -> bool:
    """The `chemicals` database lists a compound of this formula (answers kept on disk, as for names)."""
    from .formulas import parse_formula
    from .name_cache import cached_chemicals_formula

    # the database also answers names and synonyms (`PVP` -> the monomer C6H9NO): only a formula of these atoms counts
    listed, written = cached_chemicals_formula(text), parse_formula(text)
    found = parse_formula(listed) if listed else None
    return found is not None and written is not None and found.anhydrous == written.anhydrous


@lru_cache(maxsize=16384)
def label_not_formula(text: str) -> bool:
    """`text`, or one of its space-separated parts (`PVP (K30)`), is an acronym or code that parses as a formula."""
    # square brackets set off an ion (`[P66614]Cl`, `[Co(NH3)6]Cl3`): the count inside is still a count of the formula
    return any(_label_token(part.replace("[", "").replace("]", "").strip("()")) for part in text.split())


def _label_token(text: str) -> bool:
    """`text` parses as a formula but is more plausibly an acronym or code (`PVK`, `OAm`, `PH1000`); False for `KOH`."""
    token = text.strip()
    if _BARE_SYMBOLS_DOTTED.fullmatch(token):
        return True  # lone atoms joined by an adduct dot: no addition compound (IUPAC Red Book IR-4.4.3.5)
    if re.fullmatch(r"(?:[A-Z][a-z]?\d*)+", token) and any(int(n) >= 100 for n in re.findall(r"\d+", token)):
        return True
    if (counted := re.fullmatch(r"([A-Z][a-z]?)(\d+)", token)) and int(counted.group(2)) > 1 and metal_or_metalloid(counted.group(1)):
        # `Si69`: no formula writes a count after one metal or metalloid alone, but for the molecules of the group 15
        # metalloids' vapour (`As4`, `Sb4`, and `As2` from a cracker; Greenwood & Earnshaw, Chemistry of the Elements,
        # 2nd ed., 13.2.4): the beams of molecular-beam epitaxy are written so
        return (counted.group(1), int(counted.group(2))) not in _VAPOUR_MOLECULES
    if not re.fullmatch(r"(?:[A-Z][a-z]?)+", token):
        return False  # subscripts, brackets, charges or spaces: written as a formula
    from .formulas import ACETATE

    symbols = _SYMBOL.findall(ACETATE.sub("", token))  # `NaAc` is sodium acetate (`formulas`), not actinium
    if any(s in _rare_radioactive() for s in symbols):
        return True
    return len(symbols) >= 3 and all(len(s) == 1 for s in symbols) and not _listed_formula(token)


@lru_cache(maxsize=4096)
def unbalanced_oxosalt(name: str, formula: str) -> bool:
    """An oxoanion salt's name (`barium zirconate`: the last word in -ate, IUPAC Red Book IR-5.3.3) answered with an
    inorganic formula no assignment of oxidation states balances (`BaOZr`: zirconium at zero; pymatgen's
    `oxi_state_guesses`): a broken database entry, no reading of the name (issue 26: a reading must be plausible)."""
    from pymatgen.core import Composition

    if not name.split() or not name.split()[-1].endswith("ate") or len(formula) > 40:
        return False
    try:
        composition = Composition(formula)
    except (ValueError, KeyError):
        return False
    symbols = {e.symbol for e in composition.elements}
    return "C" not in symbols and "O" in symbols and not charge_balanced(composition)
