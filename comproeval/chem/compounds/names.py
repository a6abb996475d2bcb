"""Precursor names to formulas: curated table, naming rules, and the offline `chemicals` database.

Rules cover `<metal>[(ox)] [prefix]<anion>` salts (`cobalt(II) nitrate`,
`lead diacetate`) and `tetra<alkyl> <metal>ate` esters (`tetrabutyl titanate`);
a stated oxidation state makes a rule exact, otherwise the element's most
common state is assumed, and only after the database had no answer.
"""

from __future__ import annotations

import re
from math import gcd

from ..data import load_builtin, meaning_of
from ..numerals import MULTIPLYING_PREFIXES
from ..once import load_once
from ..text import NAME_CHARS, normalize
from .formulas import elements
from .ligands import anion_names

_HYDRATE_WORDS = {
    "hemihydrate": 0.5,
    "monohydrate": 1,
    "dihydrate": 2,
    "trihydrate": 3,
    "tetrahydrate": 4,
    "pentahydrate": 5,
    "hexahydrate": 6,
    "heptahydrate": 7,
    "octahydrate": 8,
    "nonahydrate": 9,
    "decahydrate": 10,
}
_COUNT_PREFIX = {prefix: n for prefix, n in MULTIPLYING_PREFIXES.items() if n <= 7}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_ALKYL = {"methyl": "CH3", "ethyl": "C2H5", "propyl": "C3H7", "isopropyl": "C3H7", "butyl": "C4H9"}
# anion name -> (formula of one anion, charge)
_ANIONS = {
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
}
# IUPAC Red Book (2005) IR-5.3 / Table IX: cations named with -yl (oxido cations), formula and charge
_OXO_CATIONS = {"uranyl": ("UO2", 2), "zirconyl": ("ZrO", 2), "vanadyl": ("VO", 2), "titanyl": ("TiO", 2)}
# "tetrabutyl titanate": central atom and how many alkoxy groups it carries
_ESTER_CENTRES = {
    "titanate": ("Ti", 4),
    "zirconate": ("Zr", 4),
    "orthosilicate": ("Si", 4),
    "silicate": ("Si", 4),
    "germanate": ("Ge", 4),
    "borate": ("B", 3),
}
_OXIDATION_STATE = re.compile(r"\s*\(\s*([ivx]+|\d\+?)\s*\)")
_ISOMER_MARK = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\))|(?<=-))(?:n|iso|i|sec|tert|t)-\s*|-(?:n|i)(?=\s)")


@load_once
def _names() -> dict[str, dict[str, str]]:
    """The built-in knowledge file of names (`data/knowledge/names.json`): `formulas` (name -> formula) and
    `synonyms` (a compound without a fixed formula, `kind: "name"`: name -> its canonical name)."""
    tables: dict[str, dict[str, str]] = {"formulas": {}, "synonyms": {}}
    for name, entry in load_builtin("names").items():
        section = "synonyms" if isinstance(entry, dict) and entry.get("kind") == "name" else "formulas"
        tables[section][name] = meaning_of(entry)
    return tables


def table_lookup(section: str, text: str) -> str | None:
    """The curated table's entry for `text` (exact, or case-blind for lower-case keys)."""
    entries = _names()[section]
    if text in entries:
        return entries[text]
    lowered = text.lower()
    for key, value in entries.items():
        if key.islower() and key == lowered:
            return value
    return None


def split_hydrate_words(name: str) -> tuple[str, float, bool, bool]:
    """``x pentahydrate`` -> (x, 5, stated, unknown)."""
    words = name.split()
    if words and words[-1] in _HYDRATE_WORDS:
        return " ".join(words[:-1]), float(_HYDRATE_WORDS[words[-1]]), True, False
    if words and words[-1] in ("hydrate", "hydrated", "n-hydrate", "x-hydrate"):
        return " ".join(words[:-1]), 0.0, False, True
    if words and words[0] == "anhydrous":
        return " ".join(words[1:]), 0.0, True, False
    if words and words[-1] == "anhydrous":
        return " ".join(words[:-1]), 0.0, True, False
    return name, 0.0, False, False


def _oxidation_states(symbol: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    from pymatgen.core import Element

    element = Element(symbol)
    common = tuple(s for s in element.common_oxidation_states if s > 0)
    every = tuple(s for s in element.oxidation_states if s > 0)
    return common, every


def _salt_formula(symbol: str, anion: str, charge: int, count: int | None, state: int | None) -> str | None:
    """Neutral formula from cation, anion and either a stated count or oxidation state."""
    common, every = _oxidation_states(symbol)
    group = anion if len(re.findall(r"[A-Z]", anion)) == 1 and not re.search(r"\d", anion) else f"({anion})"
    if count is not None:
        for metals in (1, 2, 3):
            valence = count * charge / metals
            if valence == int(valence) and int(valence) in every:
                return f"{symbol}{metals}{group}{count}"
        return None
    valence = state if state is not None else (common[0] if common else None)
    if valence is None:
        return None
    metals = charge // gcd(valence, charge)
    anions = valence // gcd(valence, charge)
    return f"{symbol}{metals}{group}{anions}"


_SALT_NAME = re.compile(
    r"^(?P<cation>[a-z]+)\s*(?:\((?P<state>[ivx]+|\d\+?)\))?\s+"
    r"(?P<prefix>mono|di|tri|tetra|penta|hexa|hepta)?(?P<anion>[a-z0-9-]+(?:,[0-9]+-[a-z]+)?(?:\([ivx]+\))?)$"
)
# `<anion stem>ic acid` is the acid of `<anion stem>ate` (IUPAC Red Book IR-8.3: `hexachloroplatinic acid`)
_ACID_NAME = re.compile(r"^(?P<stem>[a-z][a-z0-9-]+)ic(?P<state>\([ivx]+\))?\s+acid$")
# a substituent prefix (IUPAC Blue Book 2013 P-14.4, P-61): a multiplying prefix before it counts the substituent
# (`trifluoroacetate`); a count of anions with a substituted name is written `bis`, `tris` (P-16.9.2)
_SUBSTITUENT = re.compile(r"(?:fluoro|chloro|bromo|iodo|methyl|ethyl|hydroxy|amino|nitro)(?=[a-z])")
_ESTER_NAME = re.compile(r"^(?:tetra|tri)?-?(?P<alkyl>[a-z]+yl)\s+(?P<centre>[a-z]+)$")


def _state_number(state: str | None) -> int | None:
    if state is None:
        return None
    state = state.rstrip("+")
    return int(state) if state.isdigit() else _ROMAN.get(state)


def rule_formula(name: str, use_default_state: bool) -> str | None:
    """Formula for ``<metal>[(ox)] [prefix]<anion>`` and ``tetra<alkyl> <metal>ate`` names."""
    _, by_name = elements()
    name = _ISOMER_MARK.sub("", name)
    ester = _ESTER_NAME.match(name)
    if ester and ester.group("centre") in _ESTER_CENTRES and ester.group("alkyl") in _ALKYL:
        centre, groups = _ESTER_CENTRES[ester.group("centre")]
        return f"{centre}(O{_ALKYL[ester.group('alkyl')]}){groups}"
    acid = _ACID_NAME.match(name)
    if acid and (anion := _ANIONS.get(f"{acid.group('stem')}ate{acid.group('state') or ''}")) is not None:
        return f"H{anion[1]}({anion[0]})"
    if basic := _BASIC_SALT.match(name):  # `sodium phosphate dibasic`: two of the acid's hydrogens replaced
        return _basic_salt(basic.group("salt"), _COUNT_PREFIX[basic.group("count")])
    salt = _SALT_NAME.match(name)
    if not salt:
        return None
    if salt.group("cation") in _OXO_CATIONS and (salt.group("prefix") or "") + salt.group("anion") in _ANIONS:
        return _oxo_salt(salt.group("cation"), (salt.group("prefix") or "") + salt.group("anion"))
    symbol = by_name.get(salt.group("cation"))
    anion_name, prefix = salt.group("anion"), salt.group("prefix")
    if prefix and (prefix + anion_name in _ANIONS or prefix + anion_name in anion_names()):  # `hexacyanoferrate(ii)`, `triflate`: one anion
        anion_name, prefix = prefix + anion_name, None
    elif prefix and _SUBSTITUENT.match(anion_name):  # `trifluoroacetate`: the prefix counts the substituent
        anion_name, prefix = prefix + anion_name, None
    if symbol is None and salt.group("cation") == "ammonium" and anion_name in _ANIONS:
        anion, charge = _ANIONS[anion_name]
        return f"(NH4){charge}({anion})"
    named = carboxylate_anion(anion_name) if symbol is not None else None
    if named is None:
        return None
    anion, charge = named
    count = _COUNT_PREFIX.get(prefix or "")
    state = _state_number(salt.group("state"))
    if count is None and state is None and not use_default_state:
        return None
    return _salt_formula(symbol, anion, charge, count, state)


def salt_readings(name: str) -> tuple[str, ...]:
    """The formulas a `<metal> <anion>` name that states neither oxidation state nor count may stand for, one per
    positive oxidation state of the metal (pymatgen); empty when the name states either, is no such salt name, or the
    metal takes one positive state only."""
    salt = _SALT_NAME.match(_ISOMER_MARK.sub("", name))
    if not salt or salt.group("state") or salt.group("prefix") or salt.group("cation") in _OXO_CATIONS:
        return ()
    symbol = elements()[1].get(salt.group("cation"))
    named = carboxylate_anion(salt.group("anion")) if symbol is not None else None
    if named is None:
        return ()
    every = _oxidation_states(symbol)[1]
    if len(every) < 2:
        return ()
    return tuple(f for state in every if (f := _salt_formula(symbol, named[0], named[1], None, state)))


def carboxylate_anion(anion: str) -> tuple[str, int] | None:
    """An anion of the table, or `oleate` -> (C18H33O2, 1): the anion of a monocarboxylic acid, named `<stem>ate` after `<stem>ic acid`
    (IUPAC Blue Book 2013, P-65.1 carboxylic acids and P-65.6.2.2 their anions and salts). An -ic acid of carbon,
    hydrogen and two oxygens (the `chemicals` database's formula) carries one carboxyl group: its anion loses one
    hydrogen and one charge, and a metal carboxylate is additive, `M(RCOO)n` (IUPAC Red Book IR-5)."""
    if anion in _ANIONS:
        return _ANIONS[anion]
    if anion in (named := anion_names()):
        return named[anion]
    if not re.fullmatch(r"[a-z0-9-]{3,}ate", anion):
        return None
    found = chemicals_formula(anion[:-3] + "ic acid")
    from .formulas import parse_formula

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


# `sodium phosphate dibasic`, `potassium phosphate, monobasic`: reagent names of acid salts, counting the acid's
# hydrogens a monovalent cation replaced (ACS Reagent Chemicals usage; IUPAC Red Book IR-8.5 hydrogen salts)
_BASIC_SALT = re.compile(r"^(?P<salt>[a-z]+ [a-z]+),? (?P<count>mono|di|tri)basic$")


def _basic_salt(salt: str, replaced: int) -> str | None:
    """The hydrogen salt `M_n H_(c-n) anion` of a monovalent cation M and an anion of charge c, n hydrogens replaced."""
    cation, anion_name = salt.split()
    symbol = "NH4" if cation == "ammonium" else elements()[1].get(cation)
    named = carboxylate_anion(anion_name)
    if symbol is None or named is None or replaced > named[1]:
        return None
    if symbol != "NH4" and _oxidation_states(symbol)[0][:1] != (1,):
        return None  # the count of replaced hydrogens is that of cations only for a monovalent cation
    anion, charge = named
    cations = f"({symbol}){replaced}" if symbol == "NH4" else f"{symbol}{replaced}"
    hydrogens = charge - replaced
    return cations + (f"H{hydrogens}" if hydrogens else "") + f"({anion})"


def fixed_charge_cation(name: str) -> bool:
    """The name's cation is an -yl cation (`uranyl nitrate`): its charge is fixed, so the rule is exact."""
    return name.split(" ", 1)[0] in _OXO_CATIONS


def _oxo_salt(cation_name: str, anion_name: str) -> str:
    """`uranyl nitrate` -> (UO2)1(NO3)2: the neutral formula of an -yl cation and an anion."""
    cation, cation_charge = _OXO_CATIONS[cation_name]
    anion, anion_charge = _ANIONS[anion_name]
    common = gcd(cation_charge, anion_charge)
    return f"({cation}){anion_charge // common}({anion}){cation_charge // common}"


def chemicals_formula(name: str) -> str | None:
    """Formula from the offline ``chemicals`` database, for lowercased names only.

    The database also reads SMILES and formulas (``CO`` would be methanol), and
    guesses at abbreviations (``PZT``), so the caller asks it only about words.
    Polymers are kept away: it answers them with the monomer, a different compound. A name that states no salt
    answered with a salt's entry (PubChem files a parent's synonyms on its salts) is read as the parent.
    """
    if name.startswith("poly"):
        return None
    from .name_cache import cached_chemicals_formula, salt_parent  # answers kept on disk, safe for threads and processes

    return cached_chemicals_formula(salt_parent(name) or name) if cached_chemicals_formula(name) else None


def chemicals_cas(name: str) -> str | None:
    """The database's CAS number for a lowercased name (polymers kept away, as in `chemicals_formula`)."""
    if name.startswith("poly") or not re.search(r"[a-z]{3}", name):
        return None
    from .name_cache import cached_chemicals_cas, salt_parent

    return cached_chemicals_cas(salt_parent(name) or name) if cached_chemicals_cas(name) else None


# The benzenedicarboxylic acids by their retained names (IUPAC Blue Book 2013 P-65.1.1.2: phthalic, isophthalic and
# terephthalic acid are benzene-1,2-, -1,3- and -1,4-dicarboxylic acid), their esters and salts (-ate) too: one name
# for the database, whichever half of a name is systematic (`diisobutyl benzene-1,2-dicarboxylate`).
_BENZENEDICARBOXYL = re.compile(r"\bbenzene-1,([234])-dicarboxyl(?=ic\b|ate\b)")
_RETAINED_PHTHAL = {"2": "phthal", "3": "isophthal", "4": "terephthal"}


def normalize_name(name: str) -> str:
    """Lower case, dashes, primes and spaces unified, oxidation states written `(ii)` without spaces, the
    benzenedicarboxylic acids by their retained names."""
    normalized = _OXIDATION_STATE.sub(r"(\1)", normalize(name, NAME_CHARS, lower=True))
    return _BENZENEDICARBOXYL.sub(lambda m: _RETAINED_PHTHAL[m[1]], normalized)
