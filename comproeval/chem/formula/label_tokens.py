"""A label key read token by token (issue 26): names, quantities and ratios each put in one canonical form.

A key that is not a formula (`PLA/PBAT 80/20`, `TiO2 NFs (600 °C)`, `2 M ZnSO4 + 5 vol% DMSO`) is a sequence of
names, quantities and ratios. Quantities are put in SI base units by pint (`600 °C` and `873 K` are one
temperature, SI Brochure 2.3.1), ratios as the fraction they state (`80/20`, `4:1` and `(4:1)` are 4), and a
ratio written into the names (`PLA80/PBAT20`) as the names followed by their ratio. What each name is, the
judge resolves (a compound by its formula, an abbreviation by its name); this module only reads the text.
"""

from __future__ import annotations

import functools
import math
import re
from fractions import Fraction

from ..data import load_lexicon
from ..text import normalize
from ..units import unit_conversion
from .grammar import valid_element
from .label_quantities import DEGREES_PER, fraction_symbols_as_percent

_NUMBER = r"\d+(?:\.\d+)?"
# `PLA80/PBAT20`, `PLA80:PBAT20`: each part's share written onto its name; read as `PLA/PBAT 80/20`.
_SHARES_ON_NAMES = re.compile(rf"(?<![\w/:])([A-Za-z][A-Za-z\-]*?[A-Za-z])({_NUMBER})[/:]([A-Za-z][A-Za-z\-]*?[A-Za-z])({_NUMBER})(?![\w/.])")
# `80/20`, `4:1`, `50:50`, `1/1/2`: a ratio of two or more numbers.
_RATIO = re.compile(rf"(?<![\w./:])({_NUMBER}(?:\s*[:/]\s*{_NUMBER})+)(?![\w.]|\s*[:/]\s*\d)")
# A number and its unit (`600 °C`, `873 K`, `2 M`, `5 vol%`, `12 h`, `80 J mm-3`).
_QUANTITY = re.compile(
    rf"(?<![\w.])({_NUMBER})\s*({DEGREES_PER}|(?:wt|vol|mol|at|cat)\s*\.?\s*%|%|[A-Za-zµμΩÅ]{{1,4}}(?:\s*[/·]\s*[A-Za-zµμΩÅ]{{1,3}}\d?|\s+[A-Za-zµμΩÅ]{{1,3}}[-−]\d)*)(?![\w])"
)
# The base units a quantity is written in, one per kind of quantity (SI Brochure table 2 and its coherent units).
# A rate of heating (`K/s`) and a resistance (`ohm`) too: `10 °C/min` is a rate, never a temperature and a word.
_BASES = ("K", "s", "m", "kg", "mol/m^3", "Pa", "J/m^3", "J/m^2", "J", "W", "A/m^2", "A", "V", "Hz", "m^2/s", "S/m", "K/s", "ohm")
# Words that join names without naming anything (`in`, `with`, `+`): read, and nothing to compare.
_JOINERS = frozenset("+ & and with in at of on for the a an by =".split())
# `O/A 2:1`, `S/L = 1/10`: two terms joined by a slash right before a ratio of numbers name that ratio's quantities
# (IUPAC Green Book 2.10: a ratio names what it is of), read as one pair of parts like `TPP:CS 1:5`.
# The terms may be joined by a colon as well (`O:A 2:1`; IUPAC Green Book 2.10 writes a ratio x:y or x/y), be three or
# more (`Ni/Co/Mn 1:1:1`), be set equal to the numbers with no space (`O/A=2:1`) or be followed by the word `ratio`
# (`O/A ratio of 2:1`, `O/A molar ratio 2:1`): one notation, read as `O:A`.
_RATIO_TERMS = re.compile(
    rf"(?<![\w/:])([A-Za-z][\w()\-]*(?:[/:][A-Za-z][\w()\-]*)+)\s*(?:=\s*)?"
    rf"(?=(?:(?:molar|mass|weight|volume)\s+)?(?:ratios?\s+(?:of\s+|=\s*)?)?\(?\s*{_NUMBER}\s*[:/]\s*{_NUMBER}(?![\d.]))"
)
# A slash after a formula's count and before an abbreviation or a word (`Sm2Zr2O7/YSZ`) separates parts too; a ratio
# of numbers (`70/30`) or of formulas (`SiO2/Al2O3 = 80`) is kept whole.
_SEPARATORS = re.compile(r"\s+|(?<=[^\d\s])[/,;–—](?=\D)|(?<=\D)[/,;–—](?=[^\d\s])|(?<=[A-Za-z]\d)/(?=[A-Z]{2,}(?![a-z\d])|[a-z]{3,})|\]\s*\[")


# Words that say a slash joins the parts of a ratio (IUPAC Green Book 3rd ed. 2.10: a ratio says what it is of).
_RATIO_WORDS = frozenset({"ratio", "ratios", "proportion", "proportions"})
# `acid-treated`, `Nb-doped`: a participle joined by a hyphen to what it acts with.
_PARTICIPLE = re.compile(r"(?<=[A-Za-z0-9)])-(?=[a-z]{2,}ed\b)")
# The basis of a ratio or share written as a word or a sign (IUPAC Green Book 2.10: mass, volume, amount fractions).
_BASIS_WORDS = {
    **dict.fromkeys(("mass", "weight", "wt%", "wt.%", "w/w", "wt"), "basis:wt"),
    **dict.fromkeys(("volume", "vol%", "vol.%", "v/v", "vol"), "basis:vol"),
    **dict.fromkeys(("molar", "mol%", "mol.%", "mol/mol", "mol"), "basis:mol"),
}


def _unbracketed(word: str) -> str:
    """A word without the brackets it does not close (`(annealed` -> `annealed`; `poly(3-hexylthiophene)` is kept)."""
    for opening, closing in ("()", "[]"):
        while word.startswith(opening) and word.count(opening) > word.count(closing):
            word = word[1:]
        while word.endswith(closing) and word.count(closing) > word.count(opening):
            word = word[:-1]
    return word


def _ratio_token(text: str) -> str:
    numbers = [Fraction(n) for n in re.split(r"\s*[:/]\s*", text)]
    if not numbers[0] or any(n == 0 for n in numbers):
        return f"ratio:{text}"
    return "ratio:" + ":".join(str(n / numbers[0]) for n in numbers[1:])


@functools.lru_cache(maxsize=4096)
def _quantity_token(number: str, unit: str) -> str | None:
    unit = re.sub(r"\s+", " ", unit).strip()
    if unit.endswith("%"):
        basis = re.sub(r"[\s.%]", "", unit).lower()
        return f"percent{':' + basis if basis else ''}:{float(number):g}"
    for base in _BASES:
        if (found := unit_conversion(unit, base)) is not None:
            digits = max(3, _significant_digits(number))
            rounded = float(f"{found.apply(float(number)):.{digits}g}")
            return f"{base}:{rounded:g}" if digits <= 6 else f"{base}:{rounded!r}"
    return None


def _significant_digits(number: str) -> int:
    """The digits a written number states, leading zeros aside (`1004` four, `0.50` two): its value in base units is
    kept to as many, and never fewer than three (`600 °C` is `873 K`, `1 h` is `60 min`), so two values one key
    tells apart (`1000 nm`, `1004 nm`; ISO 80000-1 Annex B) are not rounded into one."""
    return len(number.replace(".", "").lstrip("0")) or 1


@functools.lru_cache(maxsize=16384)
def label_tokens(key: str) -> tuple[tuple[str, str], ...]:
    """The key as (canonical, written) tokens in order: `quantity` tokens in base units, `ratio` tokens as fractions,
    names and words as written (case kept: `Co` is not `CO`). Joining words are left out."""
    text = fraction_symbols_as_percent(normalize(key, {}, nfkc=True).replace("−", "-").strip())
    text = _SHARES_ON_NAMES.sub(lambda m: f"{m.group(1)}/{m.group(3)} {m.group(2)}/{m.group(4)}", text)
    text = _RATIO_TERMS.sub(lambda m: m.group(1).replace("/", ":") + " ", text)
    pieces: list[tuple[int, str, str]] = []
    for match in _RATIO.finditer(text):
        pieces.append((match.start(), _ratio_token(match.group(1)), match.group(0)))
    text = _RATIO.sub(lambda m: " " * len(m.group(0)), text)
    quantities: list[tuple[int, int, str, str]] = []
    written, blanked, end = text, [], 0
    for match in _QUANTITY.finditer(text):
        canonical = _quantity_token(match.group(1), match.group(2))
        if canonical is not None:
            quantities.append((match.start(), match.end(), canonical, match.group(2)))
            blanked.extend((text[end : match.start()], " " * len(match.group(0))))
            end = match.end()
    text = "".join(blanked) + text[end:]
    for start, end, canonical in _mixed_units(quantities, text):
        pieces.append((start, canonical, written[start:end]))
    text = _PARTICIPLE.sub(" ", text)  # `acid-treated` is `acid treated`
    position = 0
    for part in _SEPARATORS.split(text):
        at = text.find(part, position) if part else position
        position = at + len(part)
        word = _unbracketed(part.strip(" .,;"))
        if word and word.lower() not in _JOINERS:
            pieces.append((at, _BASIS_WORDS.get(word.lower(), word), word))
    return _parts_in_order(tuple((canonical, written) for _, canonical, written in sorted(pieces, key=lambda p: p[0])))


def _parts_in_order(tokens: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """`TPP:CS 1:5` as `CS:TPP 5:1`: a ratio of two named parts is the inverse of theirs in the other order (IUPAC Green
    Book 2.10, amount and mass ratios), so the parts are put in one order and the value turned with them."""
    out = list(tokens)
    for i in range(len(out) - 1):
        k = i + 1  # `O:A ratio 2:1`, `O:A molar ratio 2:1`: the words naming the ratio stand between its terms and value
        while k < len(out) - 1 and (out[k][0].lower() in _RATIO_WORDS or out[k][0].startswith("basis:")):
            k += 1
        parts, value = re.split(r"\s*[:/]\s*", out[i][0]), out[k][0].removeprefix("ratio:")
        if len(parts) != 2 or not all(parts) or not out[k][0].startswith("ratio:") or not re.fullmatch(r"\d+(?:/0*[1-9]\d*)?", value):
            continue
        if parts != sorted(parts, key=str.casefold) and Fraction(value):
            parts, value = parts[::-1], str(1 / Fraction(value))
        out[i], out[k] = (":".join(parts), out[i][1]), (f"ratio:{value}", out[k][1])
    return tuple(out)


def _mixed_units(quantities: list[tuple[int, int, str, str]], text: str) -> list[tuple[int, int, str]]:
    """`1 min 20 s`, `2 h 30 min`, `1 m 20 cm`: a quantity written in several units, each smaller than the one
    before and each amount below the unit before it, is their sum (pint; SI Brochure 5.4.7 writes one unit, the
    everyday notation of durations several). Anything else is left as separate quantities."""
    merged: list[tuple[int, int, str]] = []
    previous_unit: float | None = None
    for start, end, canonical, unit in quantities:
        base, value = canonical.split(":", 1) if not canonical.startswith("percent") else (None, "")
        one = _quantity_token("1", unit) if base else None
        size = float(one.split(":", 1)[1]) if one else None
        if merged and base and size and previous_unit and not text[merged[-1][1] : start].strip():
            last_start, _, last = merged[-1]
            if last.split(":", 1)[0] == base and size < previous_unit and float(value) < previous_unit:
                total = float(last.split(":", 1)[1]) + float(value)
                merged[-1] = (last_start, end, f"{base}:{float(f'{total:.3g}'):g}")
                previous_unit = size
                continue
        merged.append((start, end, canonical))
        previous_unit = size
    return merged


def _slash_pair_unnamed(tokens: tuple[tuple[str, str], ...], index: int) -> bool:
    """Token `index` is two numbers joined by a slash (`2.8/2.8`) with no parts named before it (`PLA/PBAT`, read
    `PLA:PBAT`) and no ratio word or basis in the key: a ratio, or two values of one quantity (EN 10202 writes a
    tinplate's tin coating masses of its two sides as `2.8/2.8`, g/m2), the text does not say which."""
    written = tokens[index][1]
    if ":" in written or len(re.split(r"\s*/\s*", written.strip())) != 2:
        return False
    if index > 0 and re.search(r"\w[:/]\w", tokens[index - 1][0]):
        return False
    return not any(c.lower() in _RATIO_WORDS or c.startswith("basis:") for c, _ in tokens)


def _ratio_form(written: str) -> bool:
    """Numbers written as a ratio is usually written: whole numbers in lowest terms (`4/1`, `2:3`) or shares of 100
    (`80/20`); `2.8/2.8` or `10/5` is neither, more likely two values."""
    numbers = _numbers(written)
    whole = all(n.denominator == 1 for n in numbers)
    lowest = whole and functools.reduce(math.gcd, (int(n) for n in numbers)) == 1
    return lowest or sum(numbers) == 100


def rewritten_slash_pair(ref_tokens: tuple[tuple[str, str], ...], i: int, test_tokens: tuple[tuple[str, str], ...], j: int) -> bool | None:
    """Two ratio tokens read alike (`2.8/2.8`, `5.6/5.6`: both 1) from other numbers, one of them an unnamed slash
    pair (`_slash_pair_unnamed`): equal quotients prove nothing, as the numbers may be two values each. The best
    guess: one sample when one key writes its numbers in a ratio's usual form, else two (None when not such a pair)."""
    (canonical, ref_written), (other, test_written) = ref_tokens[i], test_tokens[j]
    if not canonical.startswith("ratio:") or canonical != other or _numbers(ref_written) == _numbers(test_written):
        return None
    if not (_slash_pair_unnamed(ref_tokens, i) or _slash_pair_unnamed(test_tokens, j)):
        return None
    return _ratio_form(ref_written) or _ratio_form(test_written)


def rewritten_slash_pairs(reference: str, test: str) -> tuple[bool, ...]:
    """`rewritten_slash_pair` for the keys' ratio tokens taken in order (when each key writes as many): the guesses."""
    ref_tokens, test_tokens = label_tokens(reference), label_tokens(test)
    ref, tst = ([i for i, t in enumerate(tokens) if t[0].startswith("ratio:")] for tokens in (ref_tokens, test_tokens))
    if len(ref) != len(tst):
        return ()
    guesses = (rewritten_slash_pair(ref_tokens, i, test_tokens, j) for i, j in zip(ref, tst, strict=True))
    return tuple(g for g in guesses if g is not None)


def _numbers(written: str) -> list[Fraction]:
    return [Fraction(n) for n in re.split(r"\s*[:/]\s*", written.strip())]


def is_quantity(token: str) -> bool:
    """A token `label_tokens` read as a quantity or a ratio (its canonical form names its kind)."""
    return token.startswith(("ratio:", "percent")) or (":" in token and token.split(":", 1)[0] in _BASES)


@functools.lru_cache(maxsize=1)
def _form_abbreviations() -> dict[str, frozenset[str]]:
    words = load_lexicon("morphology_abbreviations")["abbreviations"]["words"]
    return {short: frozenset(w.casefold() for w in long) for short, long in words.items()}


def form_abbreviation_of(short: str, words: str) -> bool:
    """`NCs` and `nanocrystals`: a nano-object abbreviation and one of the words it may stand for
    (data/morphology_abbreviations.json); several words share one abbreviation, so this is a guess."""
    return words.casefold() in _form_abbreviations().get(short, frozenset())


# A formula as written: element symbols with counts, brackets and the hydrate dot (`Sb2Te3`, `CuSO4·5H2O`, `ZnO`).
_FORMULA_TEXT = re.compile(r"(?:[A-Z][a-z]?|\d++(?:\.\d++)?|[()\[\]·])++")  # possessive: no backtracking
# A chemical name as written: lowercase words, locants and oxidation numbers (`antimony telluride`,
# `titanium(IV) oxide`, `1-butyl-3-methylimidazolium chloride`).
_NAME_TEXT = re.compile(r"[a-z][a-z0-9\s\-,′'()]*[a-z)]")
_OXIDATION_NUMBER = re.compile(r"\((?:[IVX]+|0)\)")


def written_as_formula(text: str) -> str | None:
    """`counted` for a formula with counts (`Sb2Te3`), `bare` for one without, read by valid symbols with a
    lowercase letter (`ZnO`, `NaCl`); None otherwise. Capitals alone (`CS`, `PS`) are as often an abbreviation."""
    if not _FORMULA_TEXT.fullmatch(text):
        return None
    symbols = re.findall(r"[A-Z][a-z]?", text)
    if not symbols or not all(map(valid_element, symbols)):
        return None
    if re.search(r"[A-Za-z)\]]\d", text):
        return "counted"
    return "bare" if len(set(symbols)) >= 2 and any(ch.islower() for ch in text) else None


def isotope_formula(text: str) -> bool:
    """A formula written with the hydrogen isotope symbols D or T (`D2O`, `C6D6`; IUPAC IR-3.3.2), which the
    formula reader takes for letters of an abbreviation: read with H in their place, it is a formula."""
    if not re.search(r"[DT]", text) or re.search(r"[DT](?!\d)", text):
        return False  # each symbol with its count (`D2O`, `C6D6`); `P3HT`, `PEDOT` are abbreviations
    return written_as_formula(re.sub(r"[DT]", "H", text)) is not None


def written_as_name(text: str) -> bool:
    """A chemical name written in words (`antimony telluride`), no formula or abbreviation in it."""
    return bool(_NAME_TEXT.fullmatch(_OXIDATION_NUMBER.sub("", text.strip())))
