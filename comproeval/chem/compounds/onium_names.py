"""Ionic-liquid and quaternary onium salts by name or notation (`1-ethyl-3-methylimidazolium chloride`, `[EMIm]Cl`,
`trihexyltetradecylphosphonium chloride`, `[P66614]Cl`) read to one formula.

Names: the cation is named by its substituent prefixes on the parent cation (IUPAC Blue Book 2013 P-73.1: `-ium`
cations; P-29 alkyl prefixes, P-16.9 multiplying prefixes): tetraalkylammonium and tetraalkylphosphonium R4X(+), the
1-alkyl-3-methylimidazolium, 1-alkyl-2,3-dimethylimidazolium, 1-alkyl-1-methylpyrrolidinium, 1-alkylpyridinium and
1-alkyl-1-methylpiperidinium cations; the anion is one of the salt anions of charge one. Notations: the field writes
the cation in brackets as `[Cnmim]`, its letter forms (`[EMIm]`, `[BMIM]`) or, for onium ions, the element followed by
the carbon counts of its four chains (`[P66614]`, `[N1114]`), and the anion after it (`Cl`, `[BF4]`, `[NTf2]`):
Plechkova & Seddon, Chem. Soc. Rev. 37, 123 (2008); Hallett & Welton, Chem. Rev. 111, 3508 (2011) (the table of
`data/ionic_liquids.json`); Bradaric et al., Green Chem. 5, 143 (2003) for the phosphonium notation.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

from ..data import load_lexicon

# n-alkyl prefixes by carbon count (IUPAC Blue Book 2013 P-21.2.1 and P-29.2)
_ALKYL = {
    "methyl": 1,
    "ethyl": 2,
    "propyl": 3,
    "butyl": 4,
    "pentyl": 5,
    "hexyl": 6,
    "heptyl": 7,
    "octyl": 8,
    "nonyl": 9,
    "decyl": 10,
    "undecyl": 11,
    "dodecyl": 12,
    "tridecyl": 13,
    "tetradecyl": 14,
    "pentadecyl": 15,
    "hexadecyl": 16,
    "heptadecyl": 17,
    "octadecyl": 18,
}
_COUNT = {"": 1, "di": 2, "tri": 3, "tetra": 4}
_ALKYLS = "|".join(sorted(_ALKYL, key=len, reverse=True))
# each group atomic: `tetradecyl` reads as one chain or as `tetra` + `decyl`, the same letters either way, and trying
# both at every group is exponential on a name that does not end in a centre (`tetradecyltetradecyl...x`)
_ONIUM_NAME = re.compile(rf"^(?P<groups>(?>(?:di|tri|tetra)?(?:{_ALKYLS}))+)(?P<centre>ammonium|phosphonium)$")
# ring cations with one n-alkyl chain R: (pattern of the name, notation suffix of `[Cn...]`)
_RING_NAMES = (
    (re.compile(rf"^1-(?P<alkyl>{_ALKYLS})-3-methylimidazolium$"), "mim"),
    (re.compile(rf"^1-(?P<alkyl>{_ALKYLS})-2,3-dimethylimidazolium$"), "dmim"),
    (re.compile(rf"^1-(?P<alkyl>{_ALKYLS})-1-methylpyrrolidinium$"), "mpyr"),
    (re.compile(rf"^1-(?P<alkyl>{_ALKYLS})-1-methylpiperidinium$"), "mpip"),
    (re.compile(rf"^(?:1-|n-)?(?P<alkyl>{_ALKYLS})pyridinium$"), "py"),
)
# the ring cation with an n-carbon chain: (carbons, hydrogens, nitrogens) = (a + n, b + 2n, c)
_RING_FORMULA = {"mim": (4, 7, 2), "dmim": (5, 9, 2), "mpyr": (5, 12, 1), "mpip": (6, 14, 1), "py": (5, 6, 1)}
# anions of charge one by name or notation, and their formulas (the abbreviation tables cited above)
_ANION_FORMULAS = {
    "chloride": "Cl",
    "bromide": "Br",
    "iodide": "I",
    "tetrafluoroborate": "BF4",
    "hexafluorophosphate": "PF6",
    "nitrate": "NO3",
    "thiocyanate": "SCN",
    "acetate": "C2H3O2",
    "Cl": "Cl",
    "Br": "Br",
    "I": "I",
    "BF4": "BF4",
    "PF6": "PF6",
    "NO3": "NO3",
    "SCN": "SCN",
    "HSO4": "HSO4",
    "NTf2": "C2F6NO4S2",
    "FSI": "F2NO4S2",
    "OTf": "CF3O3S",
    "OAc": "C2H3O2",
    "N(CN)2": "C2N3",
    "MeSO4": "CH3O4S",
    "EtSO4": "C2H5O4S",
    # the same anions written out (Hallett & Welton 2011, table of ions; IUPAC Red Book 2005, IR-8: `hydrogensulfate`,
    # `azanide` for the amide anion, which the field calls `imide`)
    **dict.fromkeys([f"bis({g}sulfonyl){e}" for g in ("trifluoromethyl", "trifluoromethane") for e in ("imide", "amide", "azanide")], "C2F6NO4S2"),
    **dict.fromkeys([f"bis(fluorosulfonyl){ending}" for ending in ("imide", "amide", "azanide")], "F2NO4S2"),
    **dict.fromkeys(["trifluoromethanesulfonate", "triflate"], "CF3O3S"),
    "dicyanamide": "C2N3",
    "hydrogensulfate": "HSO4",
    "methylsulfate": "CH3O4S",
    "ethylsulfate": "C2H5O4S",
}
_NOTATION = re.compile(r"^\[(?P<cation>[^\[\]]+)\]\s*(?:\[(?P<bracketed>[^\[\]]+)\]|(?P<anion>[A-Z][A-Za-z0-9()]*))$")
_CHAIN_NOTATION = re.compile(r"^(?P<centre>[NP])(?P<chains>\d{4,8})$")


Structure = tuple[str, tuple[int, ...]]  # (`N`, `P` or a ring kind, the carbon counts of its n-alkyl chains)


def _formula(structure: Structure) -> str:
    """R4N(+) or R4P(+): C(n) H(2n+4) N or P for n carbons in four chains; a ring cation with one n-carbon chain."""
    kind, chains = structure
    if kind in ("N", "P"):
        return f"C{sum(chains)}H{2 * sum(chains) + 4}{kind}"
    carbons, hydrogens, nitrogens = _RING_FORMULA[kind]
    return f"C{carbons + chains[0]}H{hydrogens + 2 * chains[0]}N{nitrogens}"


def cation_by_name(name: str) -> Structure | None:
    """The structure of an onium or ring cation named by its alkyl prefixes (`trihexyltetradecylphosphonium` ->
    (`P`, (6, 6, 6, 14))), None for any other word or for prefixes read more than one way."""
    word = name.strip().lower()
    if (onium := _ONIUM_NAME.fullmatch(word)) is not None:
        chains = {tuple(sorted(n for c, n in groups for _ in range(c))) for groups in _parses(onium["groups"]) if sum(c for c, _ in groups) == 4}
        return ("N" if onium["centre"] == "ammonium" else "P", chains.pop()) if len(chains) == 1 else None
    for pattern, kind in _RING_NAMES:
        if (ring := pattern.fullmatch(word)) is not None:
            return kind, (_ALKYL[ring["alkyl"]],)
    return None


def _parses(text: str, chains: int = 4) -> list[list[tuple[int, int]]]:
    """Every reading of run-together substituent prefixes as (count, carbons) groups with at most `chains` chains in
    all: `tetradecyl` is one chain of fourteen carbons or four of ten, which only the total of four chains on the onium
    centre tells apart (a reading past four is never one, and reading them all is exponential in the prefixes)."""
    if not text:
        return [[]]
    readings = []
    for count, number in _COUNT.items():
        for alkyl, carbons in _ALKYL.items():
            if number <= chains and text.startswith(count + alkyl):
                readings += [[(number, carbons), *rest] for rest in _parses(text[len(count + alkyl) :], chains - number)]
    return readings


def _salt_by_name(name: str) -> tuple[Structure, str] | None:
    """(cation structure, anion formula) of `1-ethyl-3-methylimidazolium chloride`, else None."""
    words = name.strip().split()
    if len(words) != 2 or (anion := _ANION_FORMULAS.get(words[1])) is None or words[1] != words[1].lower():
        return None
    cation = cation_by_name(words[0])
    return (cation, anion) if cation else None


def onium_salt_formula(name: str) -> str | None:
    """`1-ethyl-3-methylimidazolium chloride` -> `C6H11N2Cl`: a cation `cation_by_name` reads and an anion of charge
    one by its name; None otherwise."""
    salt = _salt_by_name(name)
    return f"{_formula(salt[0])}{salt[1]}" if salt else None


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, str], re.Pattern, dict[str, str]]:
    raw = load_lexicon("ionic_liquids")
    return {k.upper(): v for k, v in raw["cations"].items()}, re.compile(raw["cation_pattern"]), raw["anions"]


def _cation_notation(cation: str) -> Structure | None:
    letters, pattern, _ = _table()
    written = letters.get(cation.strip().upper(), cation.strip())
    if (ring := pattern.fullmatch(written)) is not None and ring.group(2) in _RING_FORMULA:
        return ring.group(2), (int(ring.group(1)),)
    if (onium := _CHAIN_NOTATION.fullmatch(cation.strip().replace(",", ""))) is not None and (chains := _chains(onium["chains"])):
        return onium["centre"], tuple(sorted(chains))
    return None


def _chains(digits: str) -> tuple[int, ...] | None:
    """`66614` -> (6, 6, 6, 14): the one way to cut the digits into four chains of 1 to 20 carbons, None if not one."""
    cuts = []
    for ends in combinations(range(1, len(digits)), 3):
        parts = [digits[a:b] for a, b in zip((0, *ends), (*ends, len(digits)), strict=True)]
        if all(p[0] != "0" and 1 <= int(p) <= 20 for p in parts):
            cuts.append(tuple(map(int, parts)))
    return cuts[0] if len(cuts) == 1 else None


def _salt_by_notation(text: str) -> tuple[Structure, str] | None:
    found = _NOTATION.fullmatch((text or "").strip())
    if found is None or (cation := _cation_notation(found["cation"])) is None:
        return None
    written = found["bracketed"] or found["anion"]
    anion = _ANION_FORMULAS.get(_table()[2].get(written.upper(), written))
    return (cation, anion) if anion else None


def onium_structure(text: str) -> tuple[Structure, str] | None:
    """The cation structure and anion of an onium salt by name or notation: two salts of one formula whose cations
    differ (`[C3dmim]Cl`, `[C4mim]Cl`) are isomers, not one compound."""
    return _salt_by_notation(text) or _salt_by_name(text)


def ionic_liquid_formula(text: str) -> str | None:
    """`[EMIm]Cl` -> `C6H11N2Cl`, `[BMIM][BF4]`, `[P66614]Cl`: a bracketed cation notation and its anion; None
    otherwise."""
    salt = _salt_by_notation(text)
    return f"{_formula(salt[0])}{salt[1]}" if salt else None
