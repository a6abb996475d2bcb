"""A reader of blend, additive and loading notations: named components with their amounts and basis (issue 26).

`PDMS + 30 wt% silicone oil`, `PDMS/silicone oil 70:30 (w/w)`, `3 wt% SBS-modified bitumen`, `NR/N330 (60 phr)`,
`ZrO2–8 mol% Y2O3` and `NPG0.9PG0.1` all name components and say how much of each there is, on a basis:

- mass, volume and amount fractions (`wt%`, `vol%`, `mol%`, `w/w`, `v/v`, `mol/mol`, `by weight`, `molar`) are the
  fractions of IUPAC's Green Book (Quantities, Units and Symbols in Physical Chemistry, 3rd ed., 2.10); `at%` is the
  amount fraction of atoms, kept apart from `mol%` of a compound;
- `phr` is parts by mass per hundred parts of rubber (ASTM D1566, ISO 1382 rubber vocabulary): the first
  component (the rubber or resin) counts 100 and the others their mass per 100 of it, so `5 phr` is 5/105 of the
  mass of a two-component compound, never 5 wt%;
- a bare `%` or a ratio without its basis states no basis (None);
- subscripts of abbreviations (`NPG0.9PG0.1`, `NPG90PG10`) are the shares of the named components, written as
  fractions or as percentages of one whole; their basis is unstated.

Forms: `whole` (every component's share of the whole: a ratio, subscripts, a share before each part, or a balance
after a dash, the ISO designation of mixtures and alloys `A–x wt% B`), `added` (`A + x wt% B`, `x wt% B-modified A`,
`A with x wt% B`: the base is the balance, or the share counts per the base: papers write both), `phr` (per hundred
of the first), `loading` (`A/B 5 wt%`: one share that names no part, by convention the filler's, the last part).
Anything the reader cannot place makes it return None: a reading is complete or it is not made.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize, too_long
from .conditions import split_conditions
from .grammar import valid_element
from .share_bases import NUMBER, RATIO_BASES, SHARE_IN_NAME_RE, ratio_numbers, unit_basis

_N = NUMBER
# A share's unit after its number: `wt%`, `wt.%`, `% w/w`, `vol%`, `mol%`, `at.%`, `phr`, a bare `%`.
_UNIT = r"(?:(?:wt|vol|mol|at|mass|weight|w/w|v/v)\s*\.?\s*%|%\s*(?:w/w|v/v|wt|vol|mol)\b\.?|phr\b|%)"
_AMOUNT_RE = re.compile(rf"^\s*({_N})\s*({_UNIT})\s*$", re.I)
_AMOUNT_PART_RE = re.compile(rf"^\s*({_N})\s*({_UNIT})\s*(?:of\s+)?(\S.*?)\s*$", re.I)
_RATIO = rf"{_N}(?:\s*:\s*{_N})+|{_N}(?:\s*/\s*{_N})+"
_BASIS_WORD = "|".join(sorted((re.escape(w) for w in RATIO_BASES), key=len, reverse=True))
_RATIO_RE = re.compile(rf"^\s*({_RATIO})\s*(?:\(?\s*({_BASIS_WORD})\s*\)?)?\s*$", re.I)
_TRAILING_RATIO_RE = re.compile(rf"^(.*?\S)\s+({_RATIO})\s*(?:\(?\s*({_BASIS_WORD})\s*\)?)?\s*$", re.I)
_TRAILING_AMOUNT_RE = re.compile(rf"^(.*?\S)\s+({_N})\s*({_UNIT})\s*$", re.I)
_ADDITIVE_SPLIT_RE = re.compile(r"\s+\+\s+|\s+with\s+|\s+and\s+", re.I)
_DASH_SPLIT_RE = re.compile(rf"\s*[–-]\s*(?={_N}\s*{_UNIT}\s*\S)", re.I)
# `PP/20 wt% APP`: a slash before an additive's share joins a matrix and the additive with its loading, as `+` does
# (IUPAC, Pure Appl. Chem. 76, 1985 (2004), polymer blends and composites written `A/B`).
_SLASH_SPLIT_RE = re.compile(rf"\s*/\s*(?={_N}\s*{_UNIT}\s*\S)", re.I)
_MODIFIED_RE = re.compile(
    rf"^\s*({_N})\s*({_UNIT})\s*(\S.*?)(?:-|\s+)(?:modified|added|filled|reinforced|loaded|containing|blended|incorporated|doped)\s+(\S.*)$",
    re.I,
)
# `NPG0.9PG0.1`, `NPG90PG10`: names each followed by its share, nothing else.
_SUBSCRIPT_TERM_RE = re.compile(r"([A-Z][A-Za-z]*)(\d+(?:\.\d+)?|\.\d+)")
_SUBSCRIPT_RE = re.compile(r"(?:[A-Z][A-Za-z]*(?:\d+(?:\.\d+)?|\.\d+)){2,6}")
# `65SiO2–25Al2O3–10MgO`, `70KClO4-30Al`: each part with its share run into it, the shares summing to 100 (the oxide
# notation of glasses and ceramics: ASTM C162 terminology, Shelby's Introduction to Glass Science; mixtures alike).
_RUN_IN_SPLIT_RE = re.compile(r"\s*[–—/]\s*|\s*-\s*(?=\d|\.\d)")
_RUN_IN_PART_RE = re.compile(rf"^({_N})\s*([A-Z][A-Za-z0-9()\[\]·]*)$")
# `70 kaolin–30 fly ash (wt%)`: a share before a named part, a space between, the basis stated after the parts (read
# only with that basis: without it a number before a word may be a count or a grade).
_NAMED_RUN_IN_PART_RE = re.compile(rf"^({_N})\s+([A-Za-z][A-Za-z0-9()\[\]·-]*(?:\s[A-Za-z][A-Za-z0-9()\[\]·-]*)*)$")
# `(65-25-10)` after `SiO2-Al2O3-MgO`: the parts' shares in their order, joined by hyphens as the parts are.
_DASHED_SHARES_RE = re.compile(rf"^\s*({_N}(?:\s*[-–]\s*{_N})+)\s*$")


@dataclass(frozen=True)
class Blend:
    """Components in written order with their amounts as written (None: unstated), the basis (`wt`, `vol`, `mol`,
    `at`, `phr`, None unstated), the form (`whole`, `added`, `phr`, `loading`) and conditions left unread."""

    parts: tuple[str, ...]
    amounts: tuple[Fraction | None, ...]
    basis: str | None
    form: str
    rest: tuple[str, ...] = ()
    coded: bool = False  # parts written as sample-code letters (`K50F25Q25`), not names
    slashed: bool = False  # a matrix and its loading joined by a slash (`PP/20 wt% APP`), a reading that proves nothing
    # `run-in` (`70KClO4-30Al`) or `dashed` (`A-B-C (65-25-10)`): shares in a notation that may count otherwise than
    # another (a formula sum counts amounts of substance; a dashed run of numbers is also how ranges are written)
    notation: str = ""

    def shares(self) -> dict[str, Fraction | None]:
        """The amounts as fractions: of the whole (`whole`), added share (`added`, `loading`), mass per base (`phr`)."""
        if self.form == "whole":
            written = [a for a in self.amounts if a is not None]
            if None in self.amounts:  # the balance after a dash: percentages of the whole
                balance = 100 - sum(written)
                return {p: (a if a is not None else balance) / 100 for p, a in zip(self.parts, self.amounts)}
            total = sum(written)
            return {p: a / total for p, a in zip(self.parts, self.amounts)}
        return {p: None if a is None else a / 100 for p, a in zip(self.parts, self.amounts)}


# A part that names how it was made, not what it is (`doped ZnO` of `Mg-doped ZnO`): no component of a blend.
_NOT_A_PART_RE = re.compile(r"^(?:doped|modified|added|filled|reinforced|loaded|based|coated|containing)\b", re.I)


# `[MMA]0`, `[I]`: the amount concentration of a component (initial with the index 0; IUPAC Green Book 2.10, 2.11).
# In one mixture concentrations stand in the ratio of the amounts, so the bracket names the component itself.
_CONCENTRATION_RE = re.compile(r"\[([^\[\]]+)\]0?")


def _name(text: str) -> str | None:
    name = re.sub(r"\s+", " ", text).strip(" ,;=")
    if found := _CONCENTRATION_RE.fullmatch(name):
        name = found.group(1).strip()
    if not name or re.fullmatch(r"[\d.\s:/%]*", name) or name.count("(") != name.count(")") or SHARE_IN_NAME_RE.search(name):
        return None
    return None if _NOT_A_PART_RE.match(name) else name


def _split_parts(text: str, count: int | None) -> list[str] | None:
    """The parts of `A/B`, `A:B` or `A–B` (tried in that order; `count` parts when a ratio says how many). A slash or
    colon between two numbers writes a ratio (`1:1`, `3/1`; IUPAC Green Book 2.10), never a boundary between parts."""
    for separator in (r"(?<!\d)\s*/\s*|\s*/\s*(?!\d)", r"(?<!\d)\s*:\s*|\s*:\s*(?!\d)", r"\s*[–]\s*|\s+-\s+", r"\s*-\s*"):
        pieces = re.split(separator, text)
        if len(pieces) >= 2 and (count is None or len(pieces) == count):
            names = [_name(p) for p in pieces]
            return None if None in names else names
        if count is None and separator == r"\s*:\s*":
            return None  # `PEDOT:PSS` alone is one material, not two parts
    return None


def _single_basis(bases: list[str | None]) -> tuple[bool, str | None]:
    stated = {b for b in bases if b is not None}
    return (len(stated) <= 1, next(iter(stated), None))


def _additive(base: str, loading: tuple[Fraction, str | None] | None) -> Blend | None:
    """`A + x wt% B [+ y wt% C]`, `A–x wt% B`, `70 wt% A–30 wt% B`, `A/B x phr + y phr C`."""
    pieces, dash, slashed = _ADDITIVE_SPLIT_RE.split(base), False, False
    if len(pieces) < 2:
        pieces = _SLASH_SPLIT_RE.split(base)
        slashed = len(pieces) >= 2
    support: tuple[str, ...] = ()
    if len(pieces) < 2:
        pieces, dash = _DASH_SPLIT_RE.split(base), True
        if len(pieces) >= 2 and "/" in pieces[-1] and not any("/" in p for p in pieces[:-1]):
            # `2%Mn-5%Na2WO4/SiO2`: the support after the last slash carries every loaded component, not the last one
            # (IUPAC catalyst notation, Pure Appl. Chem. 67, 1257 (1995): active phase/support)
            pieces[-1], carrier = pieces[-1].rsplit("/", 1)
            support = (carrier.strip(),)
    if len(pieces) < 2:
        return None
    first = _AMOUNT_PART_RE.match(pieces[0])
    head: Blend | None = None
    if first is None:
        head = _loaded(pieces[0], None) if "/" in pieces[0] else None
        if head is None and (_name(pieces[0]) is None or "/" in pieces[0]):
            return None
    parts, amounts, bases = [], [], []
    if head is not None:
        parts, amounts, bases = list(head.parts), list(head.amounts), [head.basis]
    elif first is not None:
        parts, amounts, bases = [_name(first.group(3))], [Fraction(first.group(1))], [unit_basis(first.group(2))]
    else:
        parts, amounts, bases = [_name(pieces[0])], [None], []
    for piece in pieces[1:]:
        found = _AMOUNT_PART_RE.match(piece)
        if found is None or _name(found.group(3)) is None:
            return None
        parts.append(_name(found.group(3)))
        amounts.append(Fraction(found.group(1)))
        bases.append(unit_basis(found.group(2)))
    alike, basis = _single_basis(bases)
    if not alike or loading is not None or None in parts:
        return None
    if "phr" == basis:
        return Blend(tuple(parts), tuple(amounts), "phr", "phr", slashed=slashed) if amounts[0] is None else None
    if first is not None:
        return Blend(tuple(parts), tuple(amounts), basis, "whole", support, slashed=slashed)
    if dash and basis is not None and amounts[0] is None and sum(a for a in amounts if a) < 100:
        return Blend(tuple(parts), tuple(amounts), basis, "whole")  # the balance designation (ISO 9453, ASTM B32)
    return Blend(tuple(parts), tuple(amounts), basis, "added", slashed=slashed)


def _loaded(base: str, loading: tuple[Fraction, str | None] | None) -> Blend | None:
    """`A/B 5 wt%`, `A/B (60 phr)`: one share after two parts, the second part's (the filler's)."""
    if loading is None and (found := _TRAILING_AMOUNT_RE.match(base)):
        base, loading = found.group(1), (Fraction(found.group(2)), unit_basis(found.group(3)))
    if loading is None:
        return None
    parts = _split_parts(base, 2)
    if parts is None or "/" not in base:
        return None  # a loading after `A-B` or `A:B` (`PEDOT:PSS 5 wt%`) may be the whole material's
    amount, basis = loading
    return Blend(tuple(parts), (None, amount), basis, "phr" if basis == "phr" else "loading")


def _ratio(base: str, ratio: str, basis: str | None) -> Blend | None:
    numbers = ratio_numbers(ratio)
    parts = _split_parts(base, len(numbers))
    if parts is None or not sum(numbers):
        return None
    return Blend(tuple(parts), tuple(numbers), basis, "whole")


def _subscripts(base: str) -> Blend | None:
    """`NPG0.9PG0.1`, `NPG90PG10`: shares summing to 1 or to 100, at least one name that is no element symbol."""
    if not _SUBSCRIPT_RE.fullmatch(base):
        return None
    terms = _SUBSCRIPT_TERM_RE.findall(base)
    names, numbers = [t[0] for t in terms], [Fraction(t[1]) for t in terms]
    if all(valid_element(n) for n in names) or len(set(names)) != len(names) or sum(numbers) not in (1, 100):
        return None
    return None if _solid_solution(base) else Blend(tuple(names), tuple(numbers), None, "whole", coded=True)


# `equimolar`, `equimolar amounts`, `in equimolar ratio`: equal amounts of substance of the parts named (IUPAC Green
# Book 3rd ed. 2.10, amount of substance; `equi-` equal), a molar ratio 1:1 (or 1:1:1).
_EQUIMOLAR_RE = re.compile(r"(?:in\s+)?(?:an\s+)?equimolar(?:\s+(?:amounts?|ratio|mixture))?", re.I)
_EQUIMOLAR = "equimolar"
_TRAILING_EQUIMOLAR_RE = re.compile(rf"^(.*?\S)\s+{_EQUIMOLAR_RE.pattern}$", re.I)


def _equimolar(base: str) -> Blend | None:
    """`A:B` said equimolar: each part one share, by amount of substance; two to five parts, each a name."""
    parts = _split_parts(base, None)
    if parts is None or not 2 <= len(parts) <= 5 or len(set(parts)) != len(parts):
        return None
    return Blend(tuple(parts), tuple(Fraction(1) for _ in parts), "mol", "whole")


def _run_in(base: str, named: bool = False) -> Blend | None:
    """`65SiO2–25Al2O3–10MgO` -> SiO2 65, Al2O3 25, MgO 10: every part with its share run in, summing to 100; the
    basis unstated (mole percent in glass science, mass percent in most mixtures). With `named` (a basis stated),
    shares before named parts too (`70 kaolin–30 fly ash`)."""
    part = _NAMED_RUN_IN_PART_RE if named else _RUN_IN_PART_RE
    pieces = [_RUN_IN_PART_RE.match(p) or part.match(p) for p in _RUN_IN_SPLIT_RE.split(base.strip())]
    if len(pieces) < 2 or None in pieces or not _percent_shares([p.group(1) for p in pieces]):
        return None
    names = [_name(p.group(2)) for p in pieces]
    if None in names or len(set(names)) != len(names):
        return None
    return Blend(tuple(names), tuple(Fraction(p.group(1)) for p in pieces), None, "whole", notation="run-in")


def _balance_run_in(base: str) -> Blend | None:
    """`LGB–3MnO2`, `ZrO2–8Y2O3` with a basis stated: the first part bare is the balance, the others' shares run in
    and summing below 100 (the balance designation of mixtures and alloys, ISO 9453, ASTM B32, as `A–x wt% B`)."""
    first, *rest = _RUN_IN_SPLIT_RE.split(base.strip())
    pieces = [_RUN_IN_PART_RE.match(p) for p in rest]
    if not pieces or None in pieces or (head := _name(first)) is None or re.match(r"[\d.]", first.strip()):
        return None
    names = [head, *(_name(p.group(2)) for p in pieces if p is not None)]
    amounts = [Fraction(p.group(1)) for p in pieces if p is not None]
    if None in names or len(set(names)) != len(names) or not 0 < sum(amounts) < 100:
        return None
    return Blend(tuple(n for n in names if n is not None), (None, *amounts), None, "whole")


def _percent_shares(numbers: list[str]) -> bool:
    """Numbers that sum to 100 within the rounding of their written digits (ISO 80000-1 Annex B), two or more."""
    if len(numbers) < 2:
        return False
    places = max(len(n.split(".")[1]) if "." in n else 0 for n in numbers)
    return abs(sum(Fraction(n) for n in numbers) - 100) <= Fraction(len(numbers), 2 * 10**places)


_SYMBOL_TERM_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?|\.\d+)?")


def _solid_solution(base: str) -> bool:
    """`AgBr0.97I0.03`, `KCl0.5Br0.5` are formulas of one phase (each element once, IUPAC Red Book IR-3.4), not two
    named components: a name that splits into element symbols, none repeated, is read as a formula."""
    terms = _SYMBOL_TERM_RE.findall(base)
    if "".join(s + n for s, n in terms) != base:
        return False
    symbols = [s for s, _ in terms]
    return all(valid_element(s) for s in symbols) and len(set(symbols)) == len(symbols)


def _modified(base: str) -> Blend | None:
    """`3 wt% SBS-modified bitumen` is `bitumen + 3 wt% SBS`; an element `doped` into a host is a substitution."""
    found = _MODIFIED_RE.match(base)
    if found is None:
        return None
    additive, host = _name(found.group(3)), _name(found.group(4))
    if additive is None or host is None or valid_element(additive):
        return None
    return Blend((host, additive), (None, Fraction(found.group(1))), unit_basis(found.group(2)), "added")


@functools.lru_cache(maxsize=65536)
def read_blend(key: str) -> Blend | None:
    """The components, amounts and basis a key states, or None when it is not such a notation or not read whole."""
    if not isinstance(key, str) or too_long(key, "formula"):
        return None
    base, clauses = split_conditions(normalize(key, FORMULA_CHARS).strip())
    ratio: tuple[str, str | None] | None = None
    loading: tuple[Fraction, str | None] | None = None
    basis_word: str | None = None
    rest: list[str] = []
    notation = ""
    percent = False  # the basis clause states a per cent (`(wt%)`), not a ratio (`(molar ratio)`)
    for clause in clauses:
        text = clause.strip()
        if text.lower() in RATIO_BASES and basis_word is None:
            basis_word, percent = RATIO_BASES[text.lower()], "%" in text
        elif _EQUIMOLAR_RE.fullmatch(text) and basis_word is None:
            basis_word = _EQUIMOLAR
        elif (found := _RATIO_RE.match(text)) and ratio is None:
            ratio = (found.group(1), RATIO_BASES.get((found.group(2) or "").lower()))
        elif (found := _DASHED_SHARES_RE.match(text)) and ratio is None and _percent_shares(re.split(r"\s*[-–]\s*", text.strip())):
            ratio, notation = (":".join(re.split(r"\s*[-–]\s*", found.group(1))), None), "dashed"
        elif (found := _AMOUNT_RE.match(text)) and loading is None:
            loading = (Fraction(found.group(1)), unit_basis(found.group(2)))
        else:
            rest.append(" ".join(text.split()))
    blend = _read_base(base, ratio, loading, basis_word, percent)
    if blend is None:
        return None
    return Blend(blend.parts, blend.amounts, blend.basis, blend.form, (*rest, *blend.rest), blend.coded, blend.slashed, notation or blend.notation)


# `Mg/N/P molar ratio 1.2:1:1`, `Ca:P ratio = 1.67:1`: the word ratio, with its basis, between the parts and the numbers.
_RATIO_WORD_RE = re.compile(r"^(.*?\S)\s+(?:(molar|mole|mass|weight|volume|atomic)\s+)?ratio(?:\s+of)?\s*=?\s*$", re.I)


def _read_base(base: str, ratio: tuple[str, str | None] | None, loading, basis_word: str | None, percent: bool = False) -> Blend | None:
    if ratio is None and loading is None and basis_word is None and (found := _TRAILING_EQUIMOLAR_RE.match(base)):
        base, basis_word = found.group(1), _EQUIMOLAR  # `A:B equimolar`
    if ratio is None and loading is None and (found := _TRAILING_RATIO_RE.match(base)):
        base, ratio = found.group(1), (found.group(2), RATIO_BASES.get((found.group(3) or "").lower()))
        if (named := _RATIO_WORD_RE.match(base)) is not None:
            stated = RATIO_BASES.get(f"{named.group(2).lower()} ratio") if named.group(2) else None
            if ratio[1] and stated and ratio[1] != stated:
                return None
            base, ratio = named.group(1), (ratio[0], ratio[1] or stated)
    if basis_word == _EQUIMOLAR:
        return _equimolar(base) if ratio is None and loading is None else None
    if ratio is not None:
        if loading is not None or (basis_word and ratio[1] and basis_word != ratio[1]):
            return None
        return _ratio(base, ratio[0], ratio[1] or basis_word)
    if basis_word is not None:
        # `60NaNO3-40KNO3 (wt%)`: shares run into their parts with the basis they are on, which settles how the
        # notation counts (no longer possibly a formula sum in amounts of substance)
        found = _run_in(base, named=True) if loading is None else None
        if found is None and percent and loading is None and (balance := _balance_run_in(base)) is not None:
            # a balance only of per cents (after `(molar ratio)` a bare part counts one: `A–1.2B–3C`); kept a run-in, so
            # two such keys are left to the formula and mixture rules, which read them whole in any order
            return Blend(balance.parts, balance.amounts, basis_word, balance.form, notation="run-in")
        return None if found is None else Blend(found.parts, found.amounts, basis_word, found.form)
    for reader in (_modified, _subscripts, _run_in):
        if loading is None and (blend := reader(base)) is not None:
            return blend
    if (blend := _additive(base, loading)) is not None:
        return blend
    return _loaded(base, loading)
