"""Composition notations that state a formula in other words, rewritten as that formula (issue 26).

- An alloy designation with its basis stated as atomic percent and a balance element
  (`Ti-22Nb-6Zr (at.%)`, `Ti-50.8at.%Ni`): the first element is the balance, so the alloy is
  `Ti72Nb22Zr6` (ASM Handbook vol. 2 and ASTM E527 designations; a designation without a stated
  basis is in weight percent by convention and is not rewritten).
- A nested percentage of a metallic glass (`(Cu50Zr50)95Al5`): the bracket holds the proportions of
  a base alloy (summing to 100) and its multiplier that alloy's share, so `Cu47.5Zr47.5Al5`
  (the usual notation of the metallic-glass literature, e.g. Inoue, Acta Mater. 48 (2000) 279).
- A mixture in mole percent (`30 mol% A–70 mol% B`, `ThO2–20 mol% UO2`): the mole fractions as
  coefficients (`0.3A–0.7B`, `0.8ThO2–0.2UO2`); with `–` the unnamed part is the balance (IUPAC
  Green Book 2.10, amount fraction). `A + x mol% B` may count B per A or per the mixture: the
  rewriting is the best guess only.

- A substitution stated in words (`BiFeO3 with 2% Mn substituted for Fe`, `CuCrO2:Mg (5% Mg on Cr site)`): the
  named site keeps the rest of its share (`BiFe0.98Mn0.02O3`); the site is named, so the reading is proven
  (West, *Solid State Chemistry and its Applications*, 2nd ed., ch. 2, substitutional solid solutions).

- A general formula with its variable stated (`Sr2Fe1.5-xNixMo0.5O6-δ (x = 0.1)`, `BaFe12-2xCoxTixO19, x = 0.5`) is the
  formula the value gives (`Sr2Fe1.4Ni0.1Mo0.5O6-δ`); `δ`, an unstated non-stoichiometry, stays as written.

- Element ratios (`In:Ga:Zn = 3:1:1`) state the proportions of the named elements only: a formula agrees when
  its amounts of those elements are in that ratio (the best guess when it names others, e.g. the oxygen);
  other proportions are another composition.

Each rewriting returns the formula text and whether it is proven.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .component_shares import component_shares
from .conditions import split_conditions
from .generic import substituted
from .grammar import valid_element
from .mixtures import molar_formula
from .open_amounts import OPEN_CODE_SPELLED, OPEN_GUESSED, OPEN_UNREAD
from .parse import analyse
from .phosphor import PHOSPHOR_DIFFERS, PHOSPHOR_GUESSED, is_phosphor, phosphor_formula

NOTATION_READ = (
    "the same composition once a notation is read as the formula it states "
    "(an at.% alloy with its balance, a nested percentage, mole percentages or a molar ratio, a share of a named site, a stated variable)"
)
NOTATION_GUESSED = "the same composition if `A + x mol% B` counts B per mole of the mixture (it may count it per mole of A)"


_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_SYMBOL = r"[A-Z][a-z]?"
_AT = r"at\s*(?:\.\s*)?%"  # one reading of the spaces: `\s*\.?\s*` splits them two ways (exponential in a repeat)
# `Ti-22Nb-6Zr`, `Ti-50.8at.%Ni`, `Cu–17Al–11.5Mn`: a balance element, then `-<amount><element>` terms.
_ALLOY_RE = re.compile(rf"^({_SYMBOL})((?:\s*-\s*(?:{_NUMBER})\s*(?:{_AT}\s*)?{_SYMBOL})+)$")
_ALLOY_TERM_RE = re.compile(rf"-\s*({_NUMBER})\s*(?:{_AT})?\s*({_SYMBOL})")
# `(Cu50Zr50)95`: a bracket of element amounts and its multiplier; `Al5`: an element and its amount.
_NESTED_TERM_RE = re.compile(rf"\(((?:{_SYMBOL}(?:{_NUMBER}))+)\)({_NUMBER})|({_SYMBOL})({_NUMBER})")
_AMOUNT_RE = re.compile(rf"({_SYMBOL})({_NUMBER})")
# `30 mol% A`, `ThO2`: one part of a mixture, with its mole percentage or without.
_MIXTURE_PART_RE = re.compile(rf"^\s*(?:({_NUMBER})\s*(?:mol|at)\s*\.?\s*%\s*(?:of\s+)?)?([A-Z][A-Za-z0-9()]*)\s*$")
# `(1-x)SrTiO3-xCaZrO3`: a variable coefficient of a whole term, so `-x` after a formula may be a term, not a subscript.
_TERM_COEFFICIENT_RE = re.compile(r"(?:^|[\s·+/\-])\(\s*[\d.]*\s*[-+]?\s*[\d.]*[xyzw]\s*\)\s*[A-Z]")


def _number(value: Fraction) -> str:
    return format(float(value), ".10g")


@functools.lru_cache(maxsize=65536)
def rewritten(key: str) -> tuple[str, bool] | None:
    """The key as the formula its notation states, with whether that reading is proven; None if no notation applies.

    The key's conditions (`(aged 450 °C, 1 h)`) are kept after the rewritten material."""
    text = normalize(key, FORMULA_CHARS).strip()
    base, clauses = split_conditions(text)
    kept = [c for c in clauses if not re.fullmatch(rf"\s*{_AT}\s*", c, re.I)]
    at_stated = len(kept) < len(clauses) or bool(re.search(_AT, base))
    if (phosphor := phosphor_formula(text)) is not None:
        return phosphor
    if (site := _named_site(text)) is not None:
        return site, True
    if not _TERM_COEFFICIENT_RE.search(base) and (put_in := substituted(text)) is not None:
        return put_in, True
    if (molar := molar_formula(text)) is not None:
        return molar, True
    if (molar := molar_formula(text, unstated=True)) is not None and all(_exact_formula(p) for p in molar.split("-")):
        return molar, False  # a ratio of formulas without its basis: molar by default, the best guess
    if (shares := component_shares(base)) is not None:
        return shares + "".join(f" ({c})" for c in kept), True
    for reading in (_alloy(base, at_stated), _nested(base), _mole_mixture(base)):
        if reading is not None:
            formula, proven = reading
            tail = "".join(f" ({c})" for c in kept)
            return formula + tail, proven
    return None


def _exact_formula(term: str) -> bool:
    """`2LiBH4`: a term of a formula sum that reads as one exact formula."""
    reading = analyse(term.lstrip("0123456789."))
    return len(reading.readings) == 1 and reading.readings[0].exact and not reading.tokens


def _alloy(base: str, at_stated: bool) -> tuple[str, bool] | None:
    """`Ti-22Nb-6Zr` in at.%: `Ti72Nb22Zr6`, the first element the balance."""
    found = _ALLOY_RE.match(base.replace("–", "-").replace("−", "-"))
    if found is None or not at_stated:
        return None
    terms = [(symbol, Fraction(amount)) for amount, symbol in _ALLOY_TERM_RE.findall(found.group(2))]
    symbols = [found.group(1), *(s for s, _ in terms)]
    balance = 100 - sum(a for _, a in terms)
    if balance <= 0 or len(set(symbols)) != len(symbols) or not all(map(valid_element, symbols)):
        return None
    return found.group(1) + _number(balance) + "".join(s + _number(a) for s, a in terms), True


def _nested(base: str) -> tuple[str, bool] | None:
    """`(Cu50Zr50)95Al5` -> `Cu47.5Zr47.5Al5`: a bracket whose amounts sum to 100 (or 1), its multiplier a share of 100."""
    text = base.replace(" ", "")
    terms = list(_NESTED_TERM_RE.finditer(text))
    if not terms or "".join(m.group(0) for m in terms) != text or not any(m.group(1) for m in terms):
        return None
    amounts: dict[str, Fraction] = {}
    shares = []
    for term in terms:
        if term.group(1):
            inner = [(s, Fraction(a)) for s, a in _AMOUNT_RE.findall(term.group(1))]
            total = sum(a for _, a in inner)
            if total not in (1, 100):
                return None
            share = Fraction(term.group(2))
            shares.append(share)
            for symbol, amount in inner:
                amounts[symbol] = amounts.get(symbol, Fraction(0)) + amount / total * share
        else:
            shares.append(Fraction(term.group(4)))
            amounts[term.group(3)] = amounts.get(term.group(3), Fraction(0)) + Fraction(term.group(4))
    if sum(shares) not in (1, 100) or not all(map(valid_element, amounts)):
        return None
    return "".join(s + _number(a) for s, a in amounts.items()), True


def _mole_mixture(base: str) -> tuple[str, bool] | None:
    """`30 mol% A–70 mol% B` -> `0.3A–0.7B`; `A–20 mol% B` -> `0.8A–0.2B` (proven); `A + 1 mol% B` -> `0.99A–0.01B` (guess)."""
    text = base.replace("–", "-").replace("−", "-")
    if not re.search(r"(?:mol|at)\s*\.?\s*%", text):
        return None
    plus = "+" in text
    parts = re.split(r"\s*\+\s*|\s*-\s*(?=\d)|\s+-\s+", text)
    read = [_MIXTURE_PART_RE.match(p) for p in parts]
    if len(parts) < 2 or None in read:
        return None
    shares = [Fraction(m.group(1)) if m.group(1) else None for m in read]
    unnamed = [i for i, s in enumerate(shares) if s is None]
    stated = sum(s for s in shares if s is not None)
    if len(unnamed) > 1 or stated > 100 or (not unnamed and stated != 100):
        return None
    if unnamed:
        shares[unnamed[0]] = 100 - stated
    formula = "-".join(f"{_number(s / 100)}{m.group(2)}" for s, m in zip(shares, read))
    return formula, not plus


_SHARE = rf"({_NUMBER})\s*(?:at|mol)?\s*\.?\s*%\s*({_SYMBOL})"
# `BiFeO3 with 2% Mn substituted for Fe`, `ZnO with 3 at.% Al replacing Zn`
_REPLACING = r"(?:substituted\s+for|replacing|in\s+place\s+of|on\s+the)"
_SITE = r"(?:[\s-]+sites?)?"
_SUBSTITUTED_FOR_RE = re.compile(rf"^\s*(\S+)\s+with\s+{_SHARE}\s+{_REPLACING}\s+({_SYMBOL}){_SITE}\s*$")
# `CuCrO2:Mg (5% Mg on Cr site)`, `CuCrO2 (5% Mg on the Cr site)`
_ON_SITE_RE = re.compile(
    rf"^\s*([^\s:(]+)(?::\s*({_SYMBOL}))?\s*\(\s*{_SHARE}\s+(?:on|at|substituted\s+for)\s+(?:the\s+)?({_SYMBOL}){_SITE}\s*\)\s*$"
)


def _named_site(text: str) -> str | None:
    """`BiFeO3 with 2% Mn substituted for Fe` -> `Bi1Fe0.98Mn0.02O3`: the share of the named site the dopant takes."""
    from .grammar import split_terms, weighted_sum

    found = _SUBSTITUTED_FOR_RE.match(text)
    if found is not None:
        host, share, dopant, site = found.groups()
    elif (found := _ON_SITE_RE.match(text)) is not None and found.group(2) in (None, found.group(4)):
        host, _, share, dopant, site = found.groups()
    else:
        return None
    try:
        readings = weighted_sum(split_terms(host), {})
    except Exception:  # not a formula: no site to substitute
        return None
    if len(readings) != 1 or not readings[0].exact:
        return None
    amounts = dict(readings[0].amounts)
    if site not in amounts or dopant in amounts or not valid_element(dopant):
        return None
    fraction = Fraction(share) / 100
    amounts[dopant] = amounts[site] * fraction
    amounts[site] = amounts[site] * (1 - fraction)
    return "".join(s + _number(a) for s, a in amounts.items())


# Matches the rewritten keys reach only as a guess: an amount left open (`O2-δ`) against a closed one (`O1.95`), δ unknown.
_OPEN_GUESSES = frozenset({OPEN_GUESSED, OPEN_UNREAD, OPEN_CODE_SPELLED})


def rewritten_comparison(reference: str, test: str, compare) -> tuple[bool, float, str] | None:
    """(match, distance, reason) once either key's notation is rewritten as its formula; None if neither is, or the
    rewritten keys differ while a rewriting is only a guess. `compare` gives (match, distance, reason) of two keys."""
    ref_rewrite, test_rewrite = rewritten(reference), rewritten(test)
    if not (ref_rewrite or test_rewrite):
        return None
    ref_text, ref_proven = ref_rewrite or (reference, True)
    test_text, test_proven = test_rewrite or (test, True)
    match, distance, reason = compare(ref_text, test_text)
    phosphor = is_phosphor(reference) or is_phosphor(test)
    if match and ("rounded" in reason or reason in _OPEN_GUESSES):
        return True, distance + 0.02, reason  # equal only once rounded, or as a guess at an open amount (`O2-δ`, `O1.95`)
    if match:
        # one convention on both sides (`A + x mol% B` against `A' + x mol% B'`) is no guess
        proven = ref_proven == test_proven if ref_rewrite and test_rewrite else ref_proven and test_proven
        guessed = PHOSPHOR_GUESSED if phosphor else NOTATION_GUESSED
        return True, distance + 0.02, NOTATION_READ if proven else guessed
    if not (ref_proven and test_proven):
        return None
    if phosphor and reason == "different amounts" and element_set(ref_text) == element_set(test_text) != frozenset():
        return False, distance, PHOSPHOR_DIFFERS
    return match, distance, reason


def element_set(text: str) -> frozenset[str]:
    """The elements of every `@` part of a read formula (empty when a part is not one exact formula)."""
    found: set[str] = set()
    for part in text.split("@"):
        reading = analyse(part)
        if len(reading.readings) != 1 or not reading.readings[0].exact:
            return frozenset()
        found |= {el for el, amount in reading.readings[0].amounts if amount}
    return frozenset(found)


# `In:Ga:Zn = 3:1:1`: element symbols joined by `:` (or `/`), then their proportions.
_ELEMENT_RATIO_RE = re.compile(rf"^\s*({_SYMBOL}(?:\s*[:/]\s*{_SYMBOL})+)\s*=\s*((?:{_NUMBER})(?:\s*:\s*(?:{_NUMBER}))+)\s*$")


def element_ratio(key: str) -> dict[str, Fraction] | None:
    """`In:Ga:Zn = 3:1:1` -> {In: 3/5, Ga: 1/5, Zn: 1/5}; None unless the key's material is only an element ratio."""
    base, _ = split_conditions(normalize(key, FORMULA_CHARS).strip())
    found = _ELEMENT_RATIO_RE.match(base)
    if found is None:
        return None
    symbols = re.split(r"\s*[:/]\s*", found.group(1))
    values = [Fraction(v) for v in re.split(r"\s*:\s*", found.group(2))]
    if len(symbols) != len(values) or len(set(symbols)) != len(symbols) or not all(map(valid_element, symbols)) or not sum(values):
        return None
    return {s: v / sum(values) for s, v in zip(symbols, values)}


def ratio_agrees(ratio: dict[str, Fraction], amounts: dict[str, Fraction]) -> tuple[bool, bool] | None:
    """Whether a formula's amounts hold the named elements in the ratio: (same, proven); None if it lacks one of them."""
    if not set(ratio) <= set(amounts):
        return None
    total = sum(amounts[s] for s in ratio)
    same = bool(total) and all(abs(amounts[s] / total - share) <= Fraction(1, 1000) for s, share in ratio.items())
    return same, set(amounts) == set(ratio)


RATIO_AGREES = "the named elements in the stated ratio (`In:Ga:Zn = 3:1:1`); the ratio names no other element the formula has"
RATIO_DIFFERS = "the named elements in another ratio than the stated one: another composition"


def ratio_against_formula(reference: str, test: str) -> tuple[bool, str | None] | None:
    """An element ratio (`In:Ga:Zn = 3:1:1`) against a formula (`In0.6Ga0.2Zn0.2Ox`), read on the named elements only:
    (same, reason), the reason None when the formula names just those elements (the plain notation rule)."""
    for ratio_key, other in ((reference, test), (test, reference)):
        if (ratio := element_ratio(ratio_key)) is None or element_ratio(other) is not None:
            continue
        if split_conditions(ratio_key)[1] != split_conditions(other)[1] and (split_conditions(ratio_key)[1] or split_conditions(other)[1]):
            return None  # conditions to weigh as well: left to the condition rules
        other_base = split_conditions(other)[0]
        if _ALLOY_RE.match(other_base.replace("–", "-")) and not re.search(_AT, other, re.I):
            return None  # `Ti-6Al-4V`: an alloy designation in weight percent, not a formula of atom counts
        # `In0.6Ga0.2Zn0.2Ox`: an anion with a variable amount is left out of the ratio, and leaves it unproven
        bare_base = re.sub(r"(?<=[\d.a-z])[A-Z][a-z]?[xyzδ]$", "", other_base)
        for reading in analyse(bare_base).readings:
            verdict = ratio_agrees(ratio, {el: a for el, a in reading.amounts if a} if reading.exact else {})
            if verdict is not None:
                same, whole = verdict[0], verdict[1] and bare_base == other_base
                return same, RATIO_AGREES if same and not whole else (RATIO_DIFFERS if not same else None)
    return None
