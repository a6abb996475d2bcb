"""Anions of salt names by their names (`nitrate`, `oleate`): the table of common precursor anions and the
carboxylates read from their acids, each as (formula of one anion, charge).

The table holds the anions of IUPAC Red Book (2005) names; a `<stem>ate` not in it is the anion of the
monocarboxylic acid `<stem>ic acid` when the `chemicals` database gives that acid (IUPAC Blue Book 2013, P-65).
The salt-name rules that build formulas from them are in `salt_names`.
"""

from __future__ import annotations

import re

from .formulas import parse_formula
from .ligands import anion_names
from .names import chemicals_formula

# anion name -> (formula of one anion, charge)
SALT_ANIONS = {
    "oxide": ("O", 2),
    "carbonate": ("CO3", 2),
    "nitrate": ("NO3", 1),
    "nitrite": ("NO2", 1),
    "acetate": ("C2H3O2", 1),
    "chloride": ("Cl", 1),
    "fluoride": ("F", 1),
    "bromide": ("Br", 1),
    "iodide": ("I", 1),
    "hydroxide": ("OH", 1),
    "sulfate": ("SO4", 2),
    "sulphate": ("SO4", 2),
    "sulfide": ("S", 2),
    "sulphide": ("S", 2),
    "selenide": ("Se", 2),
    "oxalate": ("C2O4", 2),
    "phosphate": ("PO4", 3),
    "arsenate": ("AsO4", 3),  # IUPAC Red Book IR-8 (arsenate, the arsenic analogue of phosphate)
    "citrate": ("C6H5O7", 3),
    "acetylacetonate": ("C5H7O2", 1),
    "2-ethylhexanoate": ("C8H15O2", 1),
    "methoxide": ("OCH3", 1),
    "ethoxide": ("OC2H5", 1),
    "propoxide": ("OC3H7", 1),
    "isopropoxide": ("OC3H7", 1),
    "butoxide": ("OC4H9", 1),
    "ethanolate": ("OC2H5", 1),
    "propanolate": ("OC3H7", 1),
    "isopropanolate": ("OC3H7", 1),
    "butanolate": ("OC4H9", 1),
    # IUPAC Red Book (2005) names of common oxo- and complex anions of precursor salts
    "tungstate": ("WO4", 2),
    "molybdate": ("MoO4", 2),
    "chromate": ("CrO4", 2),
    "dichromate": ("Cr2O7", 2),
    "metavanadate": ("VO3", 1),
    "vanadate": ("VO3", 1),
    "permanganate": ("MnO4", 1),
    "perchlorate": ("ClO4", 1),
    "chlorate": ("ClO3", 1),
    "sulfite": ("SO3", 2),
    "sulphite": ("SO3", 2),
    "thiosulfate": ("S2O3", 2),
    "thiocyanate": ("SCN", 1),
    "cyanide": ("CN", 1),
    "formate": ("CHO2", 1),
    "tartrate": ("C4H4O6", 2),
    "stearate": ("C18H35O2", 1),
    "silicate": ("SiO3", 2),
    "metasilicate": ("SiO3", 2),
    "borohydride": ("BH4", 1),
    "hydride": ("H", 1),
    "telluride": ("Te", 2),
    "nitride": ("N", 3),
    "carbide": ("C", 4),
    "heptamolybdate": ("Mo7O24", 6),
    "paramolybdate": ("Mo7O24", 6),
    "metatungstate": ("H2W12O40", 6),
    "paratungstate": ("H2W12O42", 10),
    "hexacyanoferrate(ii)": ("Fe(CN)6", 4),
    "hexacyanoferrate(iii)": ("Fe(CN)6", 3),
    "ferrocyanide": ("Fe(CN)6", 4),
    "ferricyanide": ("Fe(CN)6", 3),
    "hexachloroplatinate(iv)": ("PtCl6", 2),
    "hexachloroplatinate": ("PtCl6", 2),
    "tetrachloroaurate(iii)": ("AuCl4", 1),
    "tetrachloroaurate": ("AuCl4", 1),
    "hexafluorophosphate": ("PF6", 1),
    "tetrafluoroborate": ("BF4", 1),
    # IUPAC Red Book (2005) IR-8 (hypophosphite: the accepted name of phosphinate) and IR-9 additive names of
    # halometallate anions; with `_ACID_NAME` they also read the acids (`hexafluorosilicic acid` H2SiF6)
    "hypophosphite": ("H2PO2", 1),
    "phosphinate": ("H2PO2", 1),
    "hexafluorosilicate": ("SiF6", 2),
    "fluorosilicate": ("SiF6", 2),
    "hexafluorotitanate": ("TiF6", 2),
    "hexafluorozirconate": ("ZrF6", 2),
    "hexachloroiridate(iv)": ("IrCl6", 2),
    "hexachloroiridate": ("IrCl6", 2),
    "chloroiridate": ("IrCl6", 2),
    "chloroplatinate": ("PtCl6", 2),
    "tetrachloropalladate(ii)": ("PdCl4", 2),
    "tetrachloropalladate": ("PdCl4", 2),
    "chloroaurate": ("AuCl4", 1),
    # IUPAC Red Book (2005) Table IX: hydrogendifluoride HF2(-), traditionally `bifluoride` (CRC Handbook of Chemistry
    # and Physics, physical constants of inorganic compounds: ammonium, potassium and sodium bifluoride)
    "hydrogendifluoride": ("HF2", 1),
    "bifluoride": ("HF2", 1),
    # IUPAC Red Book (2005) Table IX condensed oxoanions, with the traditional names it lists beside them: diphosphate
    # (pyrophosphate) P2O7(4-), triphosphate (tripolyphosphate) P3O10(5-), disulfite (metabisulfite) S2O5(2-),
    # disulfate (pyrosulfate) S2O7(2-), peroxodisulfate (persulfate) S2O8(2-); tetraborate B4O7(2-) as in borax
    "diphosphate": ("P2O7", 4),
    "pyrophosphate": ("P2O7", 4),
    "triphosphate": ("P3O10", 5),
    "tripolyphosphate": ("P3O10", 5),
    "disulfite": ("S2O5", 2),
    "metabisulfite": ("S2O5", 2),
    "metabisulphite": ("S2O5", 2),
    "pyrosulfite": ("S2O5", 2),
    "disulfate": ("S2O7", 2),
    "pyrosulfate": ("S2O7", 2),
    "peroxodisulfate": ("S2O8", 2),
    "persulfate": ("S2O8", 2),
    "tetraborate": ("B4O7", 2),
}


def carboxylate_anion(anion: str) -> tuple[str, int] | None:
    """An anion of the table, or `oleate` -> (C18H33O2, 1): the anion of a monocarboxylic acid, named `<stem>ate` after `<stem>ic acid`
    (IUPAC Blue Book 2013, P-65.1 carboxylic acids and P-65.6.2.2 their anions and salts). An -ic acid of carbon,
    hydrogen and two oxygens (the `chemicals` database's formula) carries one carboxyl group: its anion loses one
    hydrogen and one charge, and a metal carboxylate is additive, `M(RCOO)n` (IUPAC Red Book IR-5)."""
    if anion in SALT_ANIONS:
        return SALT_ANIONS[anion]
    if anion in (named := anion_names()):
        return named[anion]
    if not re.fullmatch(r"[a-z0-9-]{3,}ate", anion):
        return None
    found = chemicals_formula(anion[:-3] + "ic acid")
    parsed = parse_formula(found) if found else None
    amounts = dict(parsed.anhydrous) if parsed else {}
    # one carboxyl group (two oxygens; halogens may replace hydrogens: `trifluoroacetic acid` C2HF3O2)
    if not {"C", "O"} <= set(amounts) <= {"C", "H", "O", "F", "Cl", "Br"} or amounts["O"] != 2 or amounts.get("H", 0) < 1:
        return None
    amounts["H"] -= 1
    return "".join(f"{e}{amounts[e]:g}" for e in ("C", "H", "F", "Cl", "Br", "O") if amounts.get(e)), 1


def with_named_anions(formula: str) -> str:
    """`Fe(oleate)3` -> `Fe(C18H33O2)3`: an anion written by its name inside a formula (a carboxylate or a
    tabled anion) replaced by its formula; other text unchanged."""

    def anion(match: re.Match) -> str:
        found = carboxylate_anion(match.group(1))
        return f"({found[0]})" if found else match.group(0)

    return re.sub(r"(?<=[A-Za-z0-9\]])\(([a-z0-9-]{3,}ate)\)", anion, formula)
