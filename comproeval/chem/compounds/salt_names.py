"""Salt, acid and ester names to formulas by the naming rules (`cobalt(II) nitrate`, `lead diacetate`,
`hexachloroplatinic acid`, `tetrabutyl titanate`, `sodium phosphate dibasic`, `uranyl nitrate`).

A stated oxidation state or count makes a rule exact; otherwise the element's most common state is assumed, and
only after the database had no answer (`resolve`). The anions come from `salt_anions`.
"""

from __future__ import annotations

import re
from math import gcd

from ..numerals import MULTIPLYING_PREFIXES
from .formulas import elements
from .ligands import anion_names
from .salt_anions import SALT_ANIONS, carboxylate_anion

_COUNT_PREFIX = {prefix: n for prefix, n in MULTIPLYING_PREFIXES.items() if n <= 7}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_ALKYL = {"methyl": "CH3", "ethyl": "C2H5", "propyl": "C3H7", "isopropyl": "C3H7", "butyl": "C4H9"}
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
_ISOMER_MARK = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\))|(?<=-))(?:n|iso|i|sec|tert|t)-\s*|-(?:n|i)(?=\s)")


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
    if acid and (anion := SALT_ANIONS.get(f"{acid.group('stem')}ate{acid.group('state') or ''}")) is not None:
        return f"H{anion[1]}({anion[0]})"
    if basic := _BASIC_SALT.match(name):  # `sodium phosphate dibasic`: two of the acid's hydrogens replaced
        return _basic_salt(basic.group("salt"), _COUNT_PREFIX[basic.group("count")])
    salt = _SALT_NAME.match(name)
    if not salt:
        return None
    if salt.group("cation") in _OXO_CATIONS and (salt.group("prefix") or "") + salt.group("anion") in SALT_ANIONS:
        return _oxo_salt(salt.group("cation"), (salt.group("prefix") or "") + salt.group("anion"))
    symbol = by_name.get(salt.group("cation"))
    anion_name, prefix = salt.group("anion"), salt.group("prefix")
    if prefix and (prefix + anion_name in SALT_ANIONS or prefix + anion_name in anion_names()):  # `hexacyanoferrate(ii)`, `triflate`: one anion
        anion_name, prefix = prefix + anion_name, None
    elif prefix and _SUBSTITUENT.match(anion_name):  # `trifluoroacetate`: the prefix counts the substituent
        anion_name, prefix = prefix + anion_name, None
    if symbol is None and salt.group("cation") == "ammonium" and anion_name in SALT_ANIONS:
        anion, charge = SALT_ANIONS[anion_name]
        return f"(NH4){charge}({anion})"
    named = carboxylate_anion(anion_name) if symbol is not None else None
    if named is None:
        return None
    anion, charge = named
    count = _COUNT_PREFIX.get(prefix or "")
    state = _state_number(salt.group("state"))
    if count is None and state is None and (not use_default_state or _interstitial(symbol, anion_name)):
        return None
    return _salt_formula(symbol, anion, charge, count, state)


# The hydrides of the d- and f-block metals are metallic (interstitial) phases whose hydrogen content follows the
# lattice, not the metal's oxidation state (Greenwood & Earnshaw, Chemistry of the Elements, 2nd ed., 3.6.3 metallic
# hydrides: TiH2, ZrH2, LaH2-3, PdH0.6): no formula is rebuilt from a default state (`titanium hydride` is no TiH4).
_INTERSTITIAL_ANIONS = ("hydride",)


def _interstitial(symbol: str, anion_name: str) -> bool:
    from pymatgen.core import Element

    element = Element(symbol)
    return anion_name in _INTERSTITIAL_ANIONS and (element.is_transition_metal or element.is_rare_earth or element.is_actinoid)


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
    anion, anion_charge = SALT_ANIONS[anion_name]
    common = gcd(cation_charge, anion_charge)
    return f"({cation}){anion_charge // common}({anion}){cation_charge // common}"
