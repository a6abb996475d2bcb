"""Decide whether two precursor strings name the same compound.

Precursors arrive as formulas (``Co(NO3)2·6H2O``), names (``cobalt(II) nitrate
hexahydrate``), abbreviations (``TBT``) or mixtures of these with purity and
supplier notes. Each string is resolved to an element map; strings that have no
fixed formula (polymers, trade products) fall back to a normalized name.

Resolution order for a name: curated table, rule-based inorganic names (when the
name states an oxidation state, the rule is exact), the offline ``chemicals``
database, then the rules with default oxidation states.

Hydration: a hydrate and a formula that states no water (``Bi(NO3)3`` vs
``Bi(NO3)3·5H2O``) are the same compound, because papers routinely write the
anhydrous formula for the hydrated reagent they weighed; two different explicit
water counts (``·5H2O`` vs ``·9H2O``) or an explicit ``anhydrous`` against a
hydrate are different reagents.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from math import gcd
from pathlib import Path

from rapidfuzz import fuzz

from .data import load_lexicon

_AMOUNT_TOLERANCE = 1e-2

_SEPARATED_LIGAND = {"Me": "CH3", "Et": "C2H5", "Pr": "C3H7", "Bu": "C4H9"}
_LIGAND_ABBREVIATION = re.compile(r"\(O-?(?:i|n|t|sec|tert)?-?(Me|Et|Pr|Bu)(?:i|n|t)?\)")
_HYDRATE_DOTS = re.compile(r"\s*(?:Â·|·|•|⋅|∙|\*)\s*")
_FORMULA_HYDRATE_DOT = re.compile(r"\.\s*(?=(?:\d+(?:\.\d+)?|[xn])?\s*\(?H2O\)?\s*$)")
# "CH3COOLi2H2O": no formula ends in <element><n>H2O, so the dot was lost.
_MISSING_HYDRATE_DOT = re.compile(r"(?<=[a-z])(\d+(?:\.\d+)?H2O)$")
_WATER_PART = re.compile(r"^(?:(\d+(?:\.\d+)?|[xn])\s*)?\(?H2O\)?$")
_FRACTION = re.compile(r"(\d+)/(\d+)")
_FORMULA_TOKEN = re.compile(r"[A-Z][a-z]?|\d+(?:\.\d+)?|[()\[\]]")
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")

_HYDRATE_WORDS = {
    "hemihydrate": 0.5, "monohydrate": 1, "dihydrate": 2, "trihydrate": 3,
    "tetrahydrate": 4, "pentahydrate": 5, "hexahydrate": 6, "heptahydrate": 7,
    "octahydrate": 8, "nonahydrate": 9, "decahydrate": 10,
}
_COUNT_PREFIX = {"mono": 1, "di": 2, "tri": 3, "tetra": 4, "penta": 5, "hexa": 6, "hepta": 7}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_ALKYL = {"methyl": "CH3", "ethyl": "C2H5", "propyl": "C3H7", "isopropyl": "C3H7", "butyl": "C4H9"}
# anion name -> (formula of one anion, charge)
_ANIONS = {
    "oxide": ("O", 2), "carbonate": ("CO3", 2), "nitrate": ("NO3", 1), "nitrite": ("NO2", 1),
    "acetate": ("C2H3O2", 1), "chloride": ("Cl", 1), "fluoride": ("F", 1), "bromide": ("Br", 1),
    "iodide": ("I", 1), "hydroxide": ("OH", 1), "sulfate": ("SO4", 2), "sulphate": ("SO4", 2),
    "sulfide": ("S", 2), "sulphide": ("S", 2), "selenide": ("Se", 2), "oxalate": ("C2O4", 2),
    "phosphate": ("PO4", 3), "citrate": ("C6H5O7", 3), "acetylacetonate": ("C5H7O2", 1),
    "2-ethylhexanoate": ("C8H15O2", 1), "methoxide": ("OCH3", 1), "ethoxide": ("OC2H5", 1),
    "propoxide": ("OC3H7", 1), "isopropoxide": ("OC3H7", 1), "butoxide": ("OC4H9", 1),
    "ethanolate": ("OC2H5", 1), "propanolate": ("OC3H7", 1), "isopropanolate": ("OC3H7", 1),
    "butanolate": ("OC4H9", 1),
}
# "tetrabutyl titanate": central atom and how many alkoxy groups it carries
_ESTER_CENTRES = {"titanate": ("Ti", 4), "zirconate": ("Zr", 4), "orthosilicate": ("Si", 4),
                  "silicate": ("Si", 4), "germanate": ("Ge", 4), "borate": ("B", 3)}
_ISOMER_MARK = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\))|(?<=-))(?:n|iso|i|sec|tert|t)-\s*|-(?:n|i)(?=\s)")


@dataclass(frozen=True)
class _Resolved:
    """A compound as element amounts without water, plus its stated hydration."""

    anhydrous: tuple[tuple[str, float], ...]
    water: float  # molecules of water per formula unit stated; 0 when none stated
    hydration_stated: bool  # True for an explicit hydrate count or "anhydrous"
    unknown_water: bool = False  # ·xH2O / "hydrate" without a count

    def element_map(self) -> dict[str, float]:
        amounts = dict(self.anhydrous)
        if self.water:
            amounts["H"] = amounts.get("H", 0.0) + 2 * self.water
            amounts["O"] = amounts.get("O", 0.0) + self.water
        return amounts


@lru_cache(maxsize=1)
def _elements() -> tuple[frozenset[str], dict[str, str]]:
    """Real element symbols (pymatgen also reads D, T, Z) and lowercase name -> symbol."""
    from pymatgen.core import Element

    symbols = frozenset(e.symbol for e in Element)
    by_name = {e.long_name.lower(): e.symbol for e in Element}
    by_name.update({"aluminium": "Al", "caesium": "Cs", "sulphur": "S"})
    by_name.update({s.lower(): s for s in symbols})
    return symbols, by_name


def _table_lookup(section: str, text: str) -> str | None:
    entries = load_lexicon("compound_names")[section]
    if text in entries:
        return entries[text]
    lowered = text.lower()
    for key, value in entries.items():
        if key.islower() and key == lowered:
            return value
    return None


# ---------------------------------------------------------------- cleaning


@lru_cache(maxsize=1)
def _annotation_pattern() -> re.Pattern:
    words = sorted(load_lexicon("compound_names")["annotations"], key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in words) + r")(?![\w-])", re.I)


_PURITY = re.compile(r"[≥>]?\s*\d+(?:\.\d+)?\s*%(?:\s*purity)?", re.I)
_PARENTHETICAL = re.compile(r"\s*[(\[]([^()\[\]]*)[)\]]")


def _strip_annotations(text: str) -> str:
    """Remove purity, supplier and grade notes: they do not change the compound."""

    def drop_note(match: re.Match) -> str:
        inner = match.group(1)
        if _PURITY.search(inner) or _annotation_pattern().search(inner):
            return ""
        return match.group(0)

    text = _PARENTHETICAL.sub(drop_note, text)
    text = _PURITY.sub(" ", text)
    text = _annotation_pattern().sub(" ", text)
    return re.sub(r"\s+", " ", text).strip(" ,;:-")


def _variants(text: str) -> list[str]:
    """The cleaned string, then the parts of ``name (abbreviation)`` forms."""
    cleaned = _strip_annotations(text.translate(_SUBSCRIPTS))
    variants = [cleaned]
    match = re.fullmatch(r"(.+?)(\s*)\(([^()]+)\)", cleaned)
    if match:
        outer, space, inner = match.group(1).strip(), match.group(2), match.group(3).strip()
        # "(PbO)", "(EVA)" annotate a name; "(vinyl alcohol)", "(II)", "5(H2O)" are part of it.
        annotates = not inner[:1].islower() and not re.fullmatch(r"[IVX]+", inner, re.I)
        if annotates and (space or re.search(r"[a-z]{3}", outer)):
            variants += [outer, inner]
    return [v for v in variants if v]


# ---------------------------------------------------------------- formulas


def _balance_parentheses(text: str) -> str:
    """Drop unmatched brackets, a common transcription slip (``Bi0.5Na0.5)TiO3``)."""
    kept, opened = [], []
    for char in text:
        if char == "(":
            opened.append(len(kept))
        elif char == ")":
            if not opened:
                continue
            opened.pop()
        kept.append(char)
    for index in reversed(opened):
        del kept[index]
    return "".join(kept)


def _parse_formula_core(text: str) -> dict[str, float] | None:
    symbols, _ = _elements()
    text = _LIGAND_ABBREVIATION.sub(lambda m: f"(O{_SEPARATED_LIGAND[m.group(1)]})", text)
    text = text.replace("(OAc)", "(C2H3O2)").replace("(acac)", "(C5H7O2)")
    if any(int(m.group(2)) == 0 for m in _FRACTION.finditer(text)):
        return None  # "x/0" is no amount
    text = _FRACTION.sub(lambda m: f"{int(m.group(1)) / int(m.group(2)):.6f}", text)
    text = _balance_parentheses(text)
    tokens = _FORMULA_TOKEN.findall(text)
    if not tokens or "".join(tokens) != text:
        return None
    if any(t[0].isalpha() and t not in symbols for t in tokens):
        return None
    if not any(t[0].isalpha() for t in tokens):
        return None
    from pymatgen.core import Composition

    try:
        composition = Composition(text.replace("[", "(").replace("]", ")"))
    except (ValueError, KeyError):
        return None
    return {str(el): float(amount) for el, amount in composition.items()}


def _parse_formula(text: str) -> _Resolved | None:
    """Parse ``main·nH2O``; the water part may be missing, counted, or ``x``."""
    text = _HYDRATE_DOTS.sub("·", text.strip())
    if "·" not in text:
        text = _FORMULA_HYDRATE_DOT.sub("·", text, count=1)
    if "·" not in text:
        text = _MISSING_HYDRATE_DOT.sub(r"·\1", text)
    parts = [p.replace(" ", "") for p in text.split("·")]
    main = _parse_formula_core(parts[0])
    if main is None:
        return None
    water, stated, unknown = 0.0, False, False
    for extra in parts[1:]:
        water_match = _WATER_PART.match(extra)
        if water_match:
            count = water_match.group(1)
            if count in ("x", "n"):
                unknown = True
            else:
                water += float(count) if count else 1.0
                stated = True
            continue
        adduct = _parse_formula_core(extra)
        if adduct is None:
            return None
        for element, amount in adduct.items():
            main[element] = main.get(element, 0.0) + amount
    return _Resolved(tuple(sorted(main.items())), water, stated, unknown)


# ---------------------------------------------------------------- names


def _split_hydrate_words(name: str) -> tuple[str, float, bool, bool]:
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
    r"(?P<prefix>mono|di|tri|tetra|penta|hexa|hepta)?(?P<anion>[a-z0-9-]+)$"
)
_ESTER_NAME = re.compile(r"^(?:tetra|tri)?-?(?P<alkyl>[a-z]+yl)\s+(?P<centre>[a-z]+)$")


def _state_number(state: str | None) -> int | None:
    if state is None:
        return None
    state = state.rstrip("+")
    return int(state) if state.isdigit() else _ROMAN.get(state)


def _rule_formula(name: str, use_default_state: bool) -> str | None:
    """Formula for ``<metal>[(ox)] [prefix]<anion>`` and ``tetra<alkyl> <metal>ate`` names."""
    _, by_name = _elements()
    name = _ISOMER_MARK.sub("", name)
    ester = _ESTER_NAME.match(name)
    if ester and ester.group("centre") in _ESTER_CENTRES and ester.group("alkyl") in _ALKYL:
        centre, groups = _ESTER_CENTRES[ester.group("centre")]
        return f"{centre}(O{_ALKYL[ester.group('alkyl')]}){groups}"
    salt = _SALT_NAME.match(name)
    if not salt:
        return None
    symbol = by_name.get(salt.group("cation"))
    anion_name = salt.group("anion")
    if symbol is None and salt.group("cation") == "ammonium" and anion_name in _ANIONS:
        anion, charge = _ANIONS[anion_name]
        return f"(NH4){charge}({anion})"
    if symbol is None or anion_name not in _ANIONS:
        return None
    anion, charge = _ANIONS[anion_name]
    count = _COUNT_PREFIX.get(salt.group("prefix") or "")
    state = _state_number(salt.group("state"))
    if count is None and state is None and not use_default_state:
        return None
    return _salt_formula(symbol, anion, charge, count, state)


def _chemicals_formula(name: str) -> str | None:
    """Formula from the offline ``chemicals`` database, for lowercased names only.

    The database also reads SMILES and formulas (``CO`` would be methanol), and
    guesses at abbreviations (``PZT``), so the caller asks it only about words.
    Polymers are kept away: it answers them with the monomer, a different compound.
    """
    if name.startswith("poly"):
        return None
    memo = _name_memo()
    if name not in memo.answers:
        from chemicals.identifiers import search_chemical

        try:
            memo.remember(name, search_chemical(name).formula)
        except (ValueError, KeyError, TypeError):
            memo.remember(name, None)
    return memo.answers[name]


class _NameMemo:
    """Answers of the `chemicals` database kept on disk between runs.

    Its full name index takes seconds to load in every new process; the
    answers for names already seen (misses included) do not change for a
    given `chemicals` version, so they are kept in the user's cache folder.
    """

    def __init__(self, path: Path | None):
        self.path = path
        self.answers: dict[str, str | None] = {}
        if path is not None:
            try:
                self.answers = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self.answers = {}

    def remember(self, name: str, formula: str | None) -> None:
        self.answers[name] = formula
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.answers, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:
            self.path = None  # a read-only home: keep answers in memory only


@lru_cache(maxsize=1)
def _name_memo() -> _NameMemo:
    if os.environ.get("COMPROEVAL_NO_DISK_CACHE"):
        return _NameMemo(None)
    import chemicals

    base = os.environ.get("COMPROEVAL_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "comproeval"
    )
    return _NameMemo(Path(base) / f"chemicals-{chemicals.__version__}-names.json")


def _normalize_name(name: str) -> str:
    name = name.lower().replace("–", "-").replace("−", "-")
    name = re.sub(r"\s*\(\s*([ivx]+|\d\+?)\s*\)", r"(\1)", name)
    return re.sub(r"\s+", " ", name).strip()


def _resolve_name(name: str) -> _Resolved | None:
    tabled = _table_lookup("formulas", name)
    if tabled:
        return _parse_formula(tabled)
    base, water, stated, unknown = _split_hydrate_words(_normalize_name(name))
    tabled = _table_lookup("formulas", base)
    has_state = bool(re.search(r"\(([ivx]+|\d\+?)\)", base))
    formula = (
        tabled
        or (_rule_formula(base, use_default_state=False) if has_state else None)
        or (_chemicals_formula(base) if re.search(r"[a-z]{3}", name) else None)
        or _rule_formula(base, use_default_state=True)
    )
    if formula is None:
        return None
    resolved = _parse_formula(formula)
    if resolved is None:
        return None
    return _Resolved(resolved.anhydrous, resolved.water + water,
                     resolved.hydration_stated or stated, resolved.unknown_water or unknown)


@lru_cache(maxsize=None)
def _resolve(text: str) -> _Resolved | None:
    for variant in _variants(text):
        if _table_lookup("synonyms", variant):
            return None
        resolved = _parse_formula(variant) or _resolve_name(variant)
        if resolved is not None:
            return resolved
    return None


@lru_cache(maxsize=None)
def _name_keys(text: str) -> frozenset[frozenset[str]]:
    """Word sets of every variant, synonyms made canonical."""
    keys = set()
    for variant in _variants(text):
        ratio = re.search(r"\s+\d+(?:\.\d+)?\s*/\s*\d+(?:\.\d+)?$", variant)
        stem = variant[: ratio.start()] if ratio else variant
        canonical = _table_lookup("synonyms", stem) or stem
        if ratio:
            canonical += ratio.group(0)
        words = re.findall(r"[a-z0-9]+(?:[./][0-9]+)?", canonical.lower())
        if words:
            keys.add(frozenset(words))
    return frozenset(keys)


def _same_name(a: frozenset[str], b: frozenset[str]) -> bool:
    """Equal word sets, or one adds only grade codes (``EPOTEK`` ~ ``EPOTEK 301``)."""
    if a == b:
        return True
    shorter, longer = sorted((a, b), key=len)
    named = any(re.fullmatch(r"[a-z]{3,}", w) for w in shorter)
    return named and shorter < longer and all(re.search(r"\d", w) for w in longer - shorter)


# ---------------------------------------------------------------- comparison


def _is_organic(amounts: dict[str, float]) -> bool:
    return "C" in amounts and "H" in amounts


def _same_amounts(a: dict[str, float], b: dict[str, float]) -> bool:
    """Equal element maps; inorganic formula units may also be scaled (``Ca2B6O11`` ~ ``CaB3O5.5``).

    Organic formulas are compared as written: scaling them would equate
    different molecules (C2H4O2 acetic acid vs CH2O formaldehyde).
    """
    if a.keys() != b.keys() or not a:
        return False
    if all(abs(a[k] - b[k]) <= _AMOUNT_TOLERANCE * max(a[k], b[k]) for k in a):
        return True
    if _is_organic(a) or _is_organic(b):
        return False
    total_a, total_b = sum(a.values()), sum(b.values())
    return all(abs(a[k] / total_a - b[k] / total_b) <= _AMOUNT_TOLERANCE * max(a[k] / total_a, b[k] / total_b) for k in a)


def _same_resolved(a: _Resolved, b: _Resolved) -> bool:
    if _same_amounts(a.element_map(), b.element_map()):
        return True
    if not _same_amounts(dict(a.anhydrous), dict(b.anhydrous)):
        return False
    water_unspecified = (not a.hydration_stated) or (not b.hydration_stated) or a.unknown_water or b.unknown_water
    return water_unspecified


def compound_formula(text: str) -> dict[str, float] | None:
    """Element -> amount for a precursor given as formula, name or abbreviation; None if unknown.

    Water of a stated hydrate is included; ``·xH2O`` contributes nothing.
    """
    if not text or not text.strip():
        return None
    resolved = _resolve(text.strip())
    return resolved.element_map() if resolved else None


@lru_cache(maxsize=None)
def same_compound(reference: str, test: str) -> bool:
    """Same compound by a chemist's standards: formula, name and abbreviation agree."""
    if not reference or not test or not reference.strip() or not test.strip():
        return False
    ref, tst = _resolve(reference.strip()), _resolve(test.strip())
    if ref is not None and tst is not None:
        return _same_resolved(ref, tst)
    return any(_same_name(a, b) for a in _name_keys(reference) for b in _name_keys(test))


@lru_cache(maxsize=None)
def compound_similarity(reference: str, test: str) -> float:
    """Graded closeness in 0..1 for one-to-one alignment; 1.0 exactly when same_compound."""
    if same_compound(reference, test):
        return 1.0
    if not reference or not test:
        return 0.0
    ref, tst = _resolve(reference.strip()), _resolve(test.strip())
    if ref is not None and tst is not None:
        a, b = ref.element_map(), tst.element_map()
        total_a, total_b = sum(a.values()), sum(b.values())
        overlap = sum(min(a.get(k, 0.0) / total_a, b.get(k, 0.0) / total_b) for k in a.keys() | b.keys())
        return 0.9 * overlap
    best = max((fuzz.token_sort_ratio(" ".join(sorted(x)), " ".join(sorted(y)))
                for x in _name_keys(reference) for y in _name_keys(test)), default=0.0)
    return 0.9 * best / 100.0
