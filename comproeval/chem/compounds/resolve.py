"""Resolving a precursor string (formula, name, abbreviation, with notes) to a compound.

Purity, supplier and grade notes are dropped first; `name (abbreviation)` forms
are tried part by part. Resolution order for a name: curated table, rule-based
inorganic names (exact when the name states an oxidation state), the offline
`chemicals` database, then the rules with default oxidation states.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_builtin, load_lexicon
from ..text import COMPOUND_CHARS, collapse_spaces, unparseable
from .alkyl import alkyl_name
from .colour_index import colour_index_abbreviation, colour_index_formula
from .coordination import coordination_formula
from .double_salts import double_salt_order
from .field_names import AMBIGUOUS, field_name_formula
from .formulas import Resolved, elements, parse_formula
from .grades import molar_mass_note
from .hydrate_names import hydrated_name, restated_water, trivial_hydrate
from .locants import greek_locant
from .minerals import exchanged_cation_name, mineral_reading, mineral_species
from .names import chemicals_formula, normalize_name, split_hydrate_words, table_lookup
from .onium_names import ionic_liquid_formula, onium_salt_formula
from .oxide_hydroxides import oxyhydroxide_formula
from .plausible import label_not_formula, unbalanced_oxosalt
from .purity_grades import nines_note, no_normality, normality_note, one_equivalent
from .salt_anions import with_named_anions
from .salt_names import fixed_charge_cation, rule_formula
from .word_senses import common_word

# Grade and strength words of reagents beyond `data/name_annotations.json`: `commercially pure` is the grade of an
# unalloyed metal (ASTM B265 and B348, commercially pure titanium grades 1-4; ISO 209, unalloyed aluminium), and
# `concentrated` the strength a mineral acid is sold at (ACS Reagent Chemicals, the acid monographs: e.g. nitric acid,
# 65-70 %): neither says which compound. `conc.` is the abbreviation of `concentrated` (ACS Style Guide, 3rd ed., Table
# 11-2, abbreviations used in chemistry); `purified` the grade of a reagent freed of its impurities, never another compound
# (Ph. Eur. monograph 0008, Purified water; Kirk-Othmer, Phthalic acids: purified terephthalic and isophthalic acid, PTA
# and PIA, the polymer grades of the acids).
_GRADE_WORDS = ("commercially pure", "concentrated", "conc.", "purified")


@lru_cache(maxsize=1)
def _annotation_pattern() -> re.Pattern:
    """The annotation words, a space in one written as a space or a hyphen (`high purity`, `high-purity`)."""
    words = sorted({*load_lexicon("name_annotations")["annotations"], *_GRADE_WORDS}, key=len, reverse=True)
    alternation = "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in words)
    return re.compile(r"(?<![\w-])(?:" + alternation + r")(?![\w-])", re.I)


_PURITY = re.compile(r"[≥>]?\s*\d+(?:\.\d+)?\s*%(?:\s*purity)?", re.I)
_HYDRATE_NOTE = re.compile(r"anhydrous|(?:hemi|mono|di|tri|tetra|penta|hexa|hepta|octa|nona|deca)?hydrate", re.I)
_PARENTHETICAL = re.compile(r"\s*[(\[]([^()\[\]]*)[)\]]")


def _strip_annotations(text: str) -> str:
    """Remove purity, supplier and grade notes: they do not change the compound."""

    def drop_note(match: re.Match) -> str:
        inner = match.group(1)
        if _HYDRATE_NOTE.fullmatch(inner.strip()):
            return " " + inner.strip()  # "(anhydrous)", "(hexahydrate)" state the water: kept as the hydrate word
        if _PURITY.search(inner) or _annotation_pattern().search(inner):
            return ""
        return match.group(0)

    text = _PARENTHETICAL.sub(drop_note, text)
    text = _PURITY.sub(" ", text)
    text = _annotation_pattern().sub(" ", text)
    return collapse_spaces(text).strip(" ,;:-")


def variants(text: str) -> list[str]:
    """The cleaned string, then the parts of ``name (abbreviation)`` forms."""
    if mineral_species(text) is not None:
        return [" ".join(text.split())]  # a mineral or industrial clay name is read whole (`china clay`: no origin note)
    cleaned = _strip_annotations(text.translate(COMPOUND_CHARS))
    variants = [cleaned]
    match = re.fullmatch(r"(.+?)(\s*)\(([^()]+)\)", cleaned)
    if match:
        outer, space, inner = match.group(1).strip(), match.group(2), match.group(3).strip()
        # "(PbO)", "(EVA)" annotate a name; "(vinyl alcohol)", "(II)", "5(H2O)" are part of it.
        # `poly(9-vinylcarbazole)`: the brackets hold the monomer of a polymer's name, not a note on it
        annotates = not inner[:1].islower() and not re.fullmatch(r"[IVX]+", inner, re.I) and not re.search(r"poly$", outer, re.I)
        if annotates and (space or re.search(r"[a-z]{3}", outer)):
            # a molar mass (`Mw 280 kg mol-1`) says which grade, never which compound: not a reading of its own
            variants += [outer] if molar_mass_note(inner) is not None else [outer, inner]
    salt = [named for v in variants if (named := salt_name(v) or _fluorometallate(v) or double_salt_order(v)) is not None]
    return [v for v in [*variants, *salt] if v]


_SALT_NAME = re.compile(
    r"(?P<acid>[a-z][a-z0-9,()\[\]' -]*?)(?P<suffix>ic|ous) acid,? (?P<count>(?:mono|di|tri|tetra|penta|hexa)?)"
    r"(?P<cation>lithium|sodium|potassium|rubidium|caesium|cesium|ammonium|magnesium|calcium|strontium|barium|zinc) salt"
)


def salt_name(name: str) -> str | None:
    """`alginic acid sodium salt` -> `sodium alginate`, `sulfurous acid disodium salt` -> `disodium sulfite`: the
    index (CAS) form of a salt's name read as its IUPAC one, the anion named from its acid, -ic acid as -ate and
    -ous acid as -ite (IUPAC Red Book 2005 IR-5.3 and IR-8; Blue Book 2013 P-65.6). The cation count, when stated,
    is kept; the salt name is then read as any other."""
    bare = re.sub(r"\bpoly\((\w+ic acid)\)", r"poly\1", " ".join(name.lower().split()))  # poly(acrylic acid)
    found = _SALT_NAME.fullmatch(bare)
    if found is None:
        return None
    anion = found["acid"].strip() + ("ate" if found["suffix"] == "ic" else "ite")
    return f"{found['count']}{found['cation']} {anion}"


def _fluorometallate(name: str) -> str | None:
    """`potassium fluorotitanate` -> `potassium hexafluorotitanate`: the trade name of a fluoro salt of a group 4 or 14
    element is its hexafluoro anion MF6(2-) (Kirk-Othmer, Fluorine compounds, inorganic: K2TiF6, K2ZrF6, Na2SiF6;
    IUPAC Red Book 2005 IR-9 additive names count their ligands)."""
    found = re.fullmatch(r"(.+ )fluoro(titan|zircon|hafn|silic|german|stann)ate", " ".join(name.lower().split()))
    return f"{found[1]}hexafluoro{found[2]}ate" if found else None


def resolve_name(name: str) -> Resolved | None:
    """A name's compound: trivial names of hydrates, table, mineral names (IMA), exact rules, the `chemicals` database,
    then default states."""
    tabled = trivial_hydrate(name) or table_lookup("formulas", name)
    if not tabled and (restated := restated_water(name))[0]:
        return restated[1]
    if not tabled:
        mineral, tabled = mineral_reading(split_hydrate_words(normalize_name(name))[0])
        if mineral and tabled is None:
            return None  # a group name (`mica`) or a species of no one formula: no reading
    if tabled:
        resolved = parse_formula(tabled)
        return _as_named(resolved) if resolved is not None and re.search(r"[a-z]{3}", name) else resolved
    base, water, stated, unknown = split_hydrate_words(normalize_name(name))
    if not base:
        return None  # a hydrate word alone (`anhydrous`) names no compound
    tabled = table_lookup("formulas", base)
    has_state = bool(re.search(r"\(([ivx]+|\d\+?)\)", base)) or fixed_charge_cation(base)
    formula = (
        tabled
        or coordination_formula(base)  # IUPAC additive names (`tetraammineplatinum(ii) chloride`)
        or oxyhydroxide_formula(base)
        or onium_salt_formula(base)  # `1-ethyl-3-methylimidazolium chloride`, `trihexyltetradecylphosphonium chloride`
        or (elements()[1].get(base) if len(base) > 2 else None)  # an element by name, British spellings too (`sulphur`)
        or (rule_formula(base, use_default_state=False) if has_state else None)
        or (field_name_formula(base, _database_formula(base)) if re.search(r"[a-z]{3}", name) and not common_word(name) else None)
        or rule_formula(base, use_default_state=True)
    )
    if formula is None or formula == AMBIGUOUS:
        return hydrated_name(name, resolve_name)
    resolved = parse_formula(formula)
    if resolved is None or _unread_elements(name, resolved):
        return None
    return Resolved(resolved.anhydrous, resolved.water + water, resolved.hydration_stated or stated, resolved.unknown_water or unknown, named=True)


def _unread_elements(name: str, resolved: Resolved) -> bool:
    """The name spells an element its formula lacks (`EDTA disodium salt` read as the acid): an incomplete reading,
    which proves nothing (issue 26). Element names only (`sodium`, `disodium`), never symbols (`in`, `as`)."""
    by_name = elements()[1]
    words = re.findall(r"[a-z]+", name.lower())
    named = {by_name[w] for w in (re.sub(r"^(?:mono|di|tri|tetra|penta|hexa)(?=[a-z]{4})", "", w) for w in words) if len(w) > 3 and w in by_name}
    return bool(named - set(dict(resolved.anhydrous)))


def _database_formula(base: str) -> str | None:
    """The `chemicals` database's formula, unless the name is a `<metal> <anion>` salt whose elements it contradicts
    (the database answers `manganese sulfate` with an H2MnO4S entry: a salt name fixes its elements)."""
    found = chemicals_formula(base)
    if found is not None and (unbalanced_oxosalt(base, found) or _conflated_twin(base, found) or _POLY_WORD.search(base)):
        return None
    if found is not None and (element := _element_head(base, found)) is not None:
        return element
    salt = rule_formula(base, use_default_state=True)
    if found is None or salt is None:
        return found
    found_parsed, salt_parsed = parse_formula(found), parse_formula(salt)
    if found_parsed is None or salt_parsed is None:
        return found
    return found if set(dict(found_parsed.anhydrous)) == set(dict(salt_parsed.anhydrous)) else salt


# A word of the name that starts with `poly` (no multiplying prefix before it: `tripolyphosphate` is P3O10(5-)): a polymer
# or a condensed (catena) anion of no stated chain length (IUPAC Purple Book 2008, source-based names of polymers; Red
# Book 2005 IR-7.4, catena compounds; ammonium polyphosphate is (NH4PO3)n, Greenwood & Earnshaw 12.3.7). It has no
# fixed formula; the database files such salts under the monomer or the orthosalt (`sodium polyacrylate` as sodium
# acrylate, `ammonium polyphosphate` as triammonium phosphate), which is another compound.
_POLY_WORD = re.compile(r"(?<![a-z])poly(?=[a-z(])")


# a carbon-bonded acid group and the ester of the oxoacid of one R differ by one oxygen: R-SO3(-) against R-O-SO3(-)
# (IUPAC Blue Book 2013 P-65.3, sulfonic acids; P-67.1, esters of sulfuric and phosphoric acids), R-PO3 against R-O-PO3
_TWIN_SUFFIXES = (("sulfonate", "sulfate"), ("sulfonic acid", "sulfuric acid"), ("phosphonate", "phosphate"))


@lru_cache(maxsize=1)
def _curated_names() -> frozenset[str]:
    entries = load_builtin("abbreviations", "lab_chemicals").values()
    return frozenset(" ".join(n.lower().split()) for e in entries if isinstance(e, dict) for n in e.get("names", []))


def _conflated_twin(base: str, found: str) -> bool:
    """The database gives a name and its twin of the other class (`sodium dodecyl sulfonate`, `... sulfate`) one
    formula, which they cannot share: it filed one under the other's synonyms, so the reading is no proof unless the
    name is one the built-in lab-chemical vocabulary gives (`knowledge/lab_chemicals.json`: sodium dodecyl sulfate).
    Only a carbon-bonded group has twins (P-65.3): an inorganic one is named either way for one compound."""
    if base in _curated_names() or not re.search(r"C(?![a-z])", found):
        return False  # an inorganic group (`chlorosulfonic acid`, HSO3Cl, also named chlorosulfuric): one compound
    for one, other in (*_TWIN_SUFFIXES, *((b, a) for a, b in _TWIN_SUFFIXES)):
        if re.search(rf"{one}\b", base):
            twin = chemicals_formula(re.sub(rf"{one}\b", other, base))
            return twin is not None and twin == found
    return False


def _element_head(base: str, found: str) -> str | None:
    """`sublimed sulfur`, `elemental sulfur` -> `S`: a name whose head noun (its last word) is an element's name, the
    words before it naming no element or compound, names that element (IUPAC Red Book 2005 IR-3.1, element names) in
    some form or preparation. The database answers such names with another compound (PubChem files `sublimed sulfur`
    under hydrogen sulfide); its answer stands only when it is that element. None when the name is no such name."""
    words = base.split()
    by_name = elements()[1]
    symbol = by_name.get(words[-1]) if len(words) > 1 and len(words[-1]) > 2 else None
    if symbol is None or any(w in by_name or chemicals_formula(w) is not None for w in words[:-1]):
        return None
    parsed = parse_formula(found)
    return symbol if parsed is None or set(dict(parsed.anhydrous)) != {symbol} else None


def _anhydrous_formula(text: str) -> Resolved | None:
    """`K2CO3 anhydrous`, `anhydrous K2CO3`: a formula that states, in words, that it carries no water."""
    words = text.split()
    if len(words) < 2 or "anhydrous" not in (words[0].lower(), words[-1].lower()):
        return None
    body = " ".join(words[1:] if words[0].lower() == "anhydrous" else words[:-1])
    resolved = parse_formula(body)
    return None if resolved is None or resolved.water or resolved.unknown_water else Resolved(resolved.anhydrous, 0.0, True)


def _as_named(resolved: Resolved) -> Resolved:
    """A compound read from a name: a name that states no water says nothing about hydration (`chloroplatinic acid`)."""
    return Resolved(resolved.anhydrous, resolved.water, resolved.hydration_stated, resolved.unknown_water, named=True)


# A formula written for a solution, of no compound that exists apart from it: `NH4OH` is aqueous ammonia, NH3 in water
# (Greenwood & Earnshaw, Chemistry of the Elements, 2nd ed., 11.2.4: "ammonium hydroxide" cannot be isolated; IUPAC Red
# Book 2005 names the solution's solute NH3). Read as ammonia with its water, it compares as the hydrate rules say.
_AQUEOUS_FORMULAS = {"NH4OH": "NH3·H2O"}
# the solute those formulas stand for: its aqueous solution, however written, is that reagent (`aqueous NH3`,
# `NH3 (aq)`, `NH3 solution` are ammonium hydroxide; IUPAC Red Book 2005 IR-1 and Green Book 3rd ed. 2.11.1: the state
# designation `(aq)` is an aqueous solution)
_AQUEOUS_SOLUTES = {"H3N": "NH3·H2O"}
_AQUEOUS_MARK = re.compile(r"aqueous\s+(?P<before>\S.*)|(?P<after>\S.*?)\s*(?:\((?:aq\.?|aqueous)\)|\s(?:aqueous\s+)?solution)", re.I)


def _aqueous_solution(text: str) -> Resolved | None:
    """`NH3 (aqueous)` -> NH3·H2O: the aqueous solution of a solute whose solution is written as a formula of its own;
    None for any other entry (the solution of another solute is that solute in another form, `lexicon.strip_material_form`)."""
    found = _AQUEOUS_MARK.fullmatch(" ".join(text.split()))
    solute = resolve(found["before"] or found["after"]) if found else None
    if solute is None or solute.water or solute.unknown_water:
        return None
    written = _AQUEOUS_SOLUTES.get("".join(f"{e}{n:g}".removesuffix("1") for e, n in sorted(solute.anhydrous)))
    return parse_formula(written) if written else None


# `equiatomic FePt alloy`: equal atomic amounts of the elements written (ASM Materials Engineering Dictionary,
# "equiatomic"; IUPAC Red Book 2005 IR-4.2: a formula without counts writes one atom of each), read as the formula.
_EQUIATOMIC = re.compile(r"equi-?atomic\s+(?P<symbols>(?:[A-Z][a-z]?)+)(?:\s+alloy)?")


def _equiatomic(text: str) -> Resolved | None:
    found = _EQUIATOMIC.fullmatch(" ".join(text.split()))
    symbols = re.findall(r"[A-Z][a-z]?", found["symbols"]) if found else []
    if len(symbols) < 2 or len(set(symbols)) != len(symbols) or not set(symbols) <= elements()[0]:
        return None
    return parse_formula(found["symbols"])


@lru_cache(maxsize=16384)
def resolve(text: str) -> Resolved | None:
    """The compound a precursor string names, None when unknown or not a fixed formula (polymers, products).

    Nesting or digit runs no real precursor has are not parsed (`chem.text.unparseable`).
    """
    if unparseable(text):
        return None
    if (graded := nines_note(text)) is not None:  # `Pb 4N`: lead of 99.99 %, never Pb4N; `HCl 2N`: a normality
        read = resolve(graded.rest)  # a normality of more than one equivalent (`H2SO4 2N`) leaves the entry unread
        return read if no_normality(read) or one_equivalent(read) else None
    if (rest := normality_note(text)) is not None:  # `HCl 0.1 N`: hydrochloric acid; `Ca(OH)2 0.5N`: an unread amount
        read = resolve(rest)
        return read if one_equivalent(read) else None
    if (pigment := colour_index_formula(text)) is not None:
        return parse_formula(pigment)  # an inorganic pigment's generic name that is one compound (`PW6`: TiO2)
    if colour_index_abbreviation(text):
        return None  # `PY12` is a Colour Index name, not phosphorus and twelve yttrium
    if (special := _aqueous_solution(text) or _equiatomic(text)) is not None:
        return special
    for written in variants(text):
        if (ionic := ionic_liquid_formula(written)) is not None:
            return parse_formula(ionic)  # `[EMIm]Cl`, `[P66614]Cl`: an ionic liquid's notation
        variant = alkyl_name(written) or with_named_anions(written)  # `t-BuOH` is tert-butyl alcohol, not a formula
        if table_lookup("synonyms", variant):
            return None
        variant = _AQUEOUS_FORMULAS.get(variant, variant)
        tabled = table_lookup("formulas", variant)  # a trade name read as a formula would be wrong (`P25` is TiO2)
        if not tabled and parse_formula(variant) is not None and label_not_formula(variant):
            continue  # an acronym spelt in element symbols (`PVK`, `OAm`) is no formula
        resolved = resolve_name(variant) if tabled else parse_formula(variant) or _anhydrous_formula(variant) or resolve_name(variant)
        if resolved is not None:
            return resolved
    # `γ-aminopropyltriethoxysilane`: the formula of an organic name is its name's without a Greek-letter locant
    return resolve(greek_locant(text)) if greek_locant(text) else None


def _ferroalloy(name: str) -> str | None:
    """`ferroboron`, `ferrochrome` -> `Fe-B alloy`, `Fe-Cr alloy`: ferroalloys are named ferro + the alloying
    element (ISO 5445-5454 ferroalloy standards; `-ium` written `-e` in ferrochrome)."""
    found = re.fullmatch(r"ferro-?([a-z]+)", name.strip().lower())
    if not found:
        return None
    for element, symbol in elements()[1].items():
        if len(element) > 2 and found.group(1) in (element, element.removesuffix("ium") + "e"):
            return f"Fe-{symbol} alloy"
    return None


@lru_cache(maxsize=16384)
def name_keys(text: str) -> frozenset[frozenset[str]]:
    """Word sets of every variant, synonyms made canonical."""
    keys = set()
    for variant in variants(text):
        ratio = re.search(r"\s+\d+(?:\.\d+)?\s*/\s*\d+(?:\.\d+)?$", variant)
        stem = variant[: ratio.start()] if ratio else variant
        canonical = table_lookup("synonyms", stem) or _ferroalloy(stem) or exchanged_cation_name(stem) or stem
        if ratio:
            canonical += ratio.group(0)
        words = re.findall(r"[a-z0-9]+(?:[./][0-9]+)?", canonical.lower())
        if words:
            keys.add(frozenset(_REGIONAL_WORDS.get(w, w) for w in words))
    return frozenset(keys)


# One plant under its two English names: the Codex Alimentarius names the cereal Zea mays `maize (corn)` (CODEX STAN
# 153-1985 Maize; 154-1985 Whole Maize (Corn) Meal; 155-1985 Degermed Maize (Corn) Meal and Maize (Corn) Grits), so
# `corn starch` and `maize starch`, `corn stover` and `maize stover` name one material.
_REGIONAL_WORDS = {"corn": "maize"}
