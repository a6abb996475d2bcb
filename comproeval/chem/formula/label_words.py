"""Two sample labels that say the same thing in other words (issue 26, keys round k5): the best guess, never a proof.

`PVA (6 cycles)` and `PVA (six freeze-thaw cycles)`, `4 M LiX in S` and `4 mol/L LiX-S`, `Z (annealed 873 K)` and
`Z (600 °C)`, `P 10% (w/v)` and `P (100 mg/mL)`, `A/B (3:7 w/w)` and `A/B (30:70 wt)`: every number of each label
is one of the other's (units converted with pint; cardinal number words as digits; ratios compared as shares, in
their order), and every word of one label is written, or spelt out by its initials (`chem.acronyms.acronym_between`),
by the other, which may add plain descriptive words. A reversed ratio (80/20, 20/80), another number, or a
name, formula or acronym that only one side writes leaves the labels apart. Concentrations by mass per volume of
water and ppm are equal only by the dilute-aqueous convention (1 mg/L = 1 ppm), stated as such.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from .. import spelling
from ..acronyms import acronym_between
from ..quantities import calendar_agree
from ..text import PROSE_CHARS, normalize
from .alloy_designations import read_alloy
from .condition_labels import LETTER_CODE_RE, take_labels
from .label_quantities import NUMBER_WORDS, one_kind, read_quantities, same_amount
from .label_tokens import rewritten_slash_pairs
from .labels import primes_differ
from .processing_words import processing_participle
from .sample_states import reference_states

# Cardinal number words (`label_quantities`), and `single` (one layer, one cycle).
_NUMBER_WORDS = {**NUMBER_WORDS, "single": 1}
# Words that name no thing: link words, and the words of a ratio or concentration's basis.
_FILLER = frozenset("of and in on the for with by a an to at as = + from using via w/w v/v w/v wt vol mol molar mass weight volume ratio".split())
_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# A ratio of two or more numbers (`3:7`, `1:1.2:3`, `80/20`).
_RATIO_RE = re.compile(rf"(?<![\w.])((?:{_NUMBER})(?:\s*[:/]\s*(?:{_NUMBER}))+)(?![\w.])")
# A number no unit follows: a count or a value, compared as written.
_BARE_NUMBER_RE = re.compile(rf"(?<![\w.])({_NUMBER})(?!\.?\d)")
# Mass concentrations and ppm by their grams per litre: a per cent w/v is 10 g/L (IUPAC Green Book 2.10, mass
# concentration); a ppm in dilute water is 1 mg/L, a convention of the field, not an identity.
_GRAMS_PER_LITRE = {"w/v%": 10.0, "mg/ml": 1.0, "g/l": 1.0, "mg/l": 1e-3}
_PPM_GRAMS_PER_LITRE = 1e-3
_WORD_RE = re.compile(r"[^\W\d_](?:[\w\-]|\.(?=\d))*")
# The basis of a ratio or share (`w/w`, `v/v`, `w/v`): no thing named.
_BASIS_RE = re.compile(r"(?<![\w/])[wv]\s*/\s*[wv](?![\w/])", re.I)


def _unit(text: str | None) -> str:
    return re.sub(r"[\s().]+", "", text or "").casefold()


def _quantities(text: str) -> tuple[list[tuple[float, ...]], list[tuple[float, str]], str]:
    """The ratios (shares in order), the quantities (value, unit as written; `''` for a bare number) and the text
    left once both are taken out. Units are read by pint (`label_quantities`, the one reader)."""
    ratios = []
    for found in _RATIO_RE.finditer(text):
        numbers = [float(n) for n in re.split(r"\s*[:/]\s*", found.group(1))]
        ratios.append(tuple(n / sum(numbers) for n in numbers) if sum(numbers) else tuple(numbers))
    read, rest = read_quantities(_RATIO_RE.sub(" ", text), elements_are_units=False, run_in_kelvin=True)
    quantities = list(read) + [(float(n), "") for n in _BARE_NUMBER_RE.findall(rest)]
    return ratios, quantities, _BASIS_RE.sub(" ", _BARE_NUMBER_RE.sub(" ", rest))


def _same(a: tuple[float, str], b: tuple[float, str]) -> str | None:
    """`exact`, `convention` (ppm against a mass concentration), `calendar` (years or months against days), or None
    when the quantities differ."""
    (x, u), (y, v) = a, b
    if not u or not v or u == v:
        return "exact" if math.isclose(x, y, rel_tol=1e-9) else None
    grams = {**_GRAMS_PER_LITRE, "ppm": _PPM_GRAMS_PER_LITRE}
    if _unit(u) in grams and _unit(v) in grams:
        same = math.isclose(x * grams[_unit(u)], y * grams[_unit(v)], rel_tol=1e-6)
        return ("convention" if "ppm" in (u, v) else "exact") if same else None
    if same_amount(a, b):
        return "exact"
    return "calendar" if calendar_agree(a, b) else None  # `10 years` for `3650 days`: by the calendar, not an identity


def _paired(one: list[tuple[float, str]], other: list[tuple[float, str]]) -> list[str] | None:
    """How each quantity of `one` is one of `other`'s (one to one), or None when some is left on either side, or
    when the two sides state an amount of one kind that differs (`10 A/dm2` against `10 mA/cm2`, 100 mA/cm2): such
    an amount is not another's bare number (`MAO-10`), as two values of one quantity are two amounts (`_unpaired_kind`)."""
    if _unpaired_kind(one, other):
        return None
    left = list(other)
    how = []
    for quantity in one:
        found = next(((i, s) for i, q in enumerate(left) if (s := _same(quantity, q))), None)
        if found is None:
            return None
        how.append(found[1])
        del left[found[0]]
    return None if left else how


def _unpaired_kind(one: list[tuple[float, str]], other: list[tuple[float, str]]) -> bool:
    """A quantity with its unit on one side that no quantity of the other side equals, though the other states one
    of the same kind (units pint converts into each other; IUPAC Green Book 1.1: a value is a number times a unit,
    so `10 A/dm2` and `10 mA/cm2` are two values of one current density)."""
    units = [q for q in one if q[1]], [q for q in other if q[1]]
    for mine, theirs in (units, units[::-1]):
        for quantity in mine:
            kin = [q for q in theirs if one_kind(quantity, q)]
            if kin and not any(_same(quantity, q) or _same(q, quantity) for q in kin):
                return True
    return False


def _words(text: str) -> list[str]:
    words = []
    for word in _WORD_RE.findall(text):
        whole = word.casefold() in _FILLER or LETTER_CODE_RE.fullmatch(word)  # `L-T`: one ordered code (`condition_labels`)
        for piece in [word] if whole else word.split("-"):
            folded = piece.casefold()
            if folded and folded not in _FILLER:
                words.append(str(_NUMBER_WORDS[folded]) if folded in _NUMBER_WORDS else piece)
    return words


def _joined_to_shared(extra: list[str], text: str, shared: Counter) -> bool:
    """An extra word joined by `-`, `@` or `/` to another word (`phosphate-permanganate` against `phosphate`,
    `Si@void@C` against `Si@C`): a component or layer of the named thing, not a description of it."""
    extras = {w.casefold() for w in extra}
    for word in text.split():
        parts = [p.casefold() for p in re.split(r"[-@/]", word.strip("()[],;")) if p]
        if len(parts) > 1 and extras & set(parts) and any(p not in extras for p in parts):
            return True
    return False


def _plain_word(word: str) -> bool:
    """A descriptive word (`freeze`, `pristine`): lower case letters, no formula, acronym or number."""
    return word.isalpha() and word.islower()


# `n = 60`, `x = 0.2`: a one-letter variable given its value; the value is what the other label may write in words
# (`60 repeat units`), so the symbol is set aside and the number compared.
_ASSIGNMENT_RE = re.compile(r"(?<![\w/.])[A-Za-zδ]\s*=\s*(?=\d|\.\d)")


def _word_key(word: str) -> str:
    """A word up to case, British or American spelling (`cationised` = `cationized`: `chem.spelling`) and, for a
    plain lower-case word, the English plural `-s` (`dips` = `dip`); acronyms and formulas keep their letters."""
    folded = spelling.folded(word)
    if word.isalpha() and word.islower() and len(folded) > 3 and folded.endswith("s") and not folded.endswith(("ss", "us", "is")):
        return folded[:-1]
    return folded


# `EC:DEC = 1:1`, `A/B/C = 2:1:1`: a ratio whose parts are named before it (IUPAC Green Book 3rd ed. 2.10, a ratio
# of named components), as `EC/DEC (1:1)` writes it; the names stay words, the ratio a ratio, no quantity name.
_NAMED_RATIO_RE = re.compile(r"(?<![\w/:])([A-Za-z][\w\-]*(?:\s*[:/]\s*[A-Za-z][\w\-]*)+)\s*=\s*(?=\d[\d.]*\s*[:/]\s*\d)")


def _prepared(key: str) -> str:
    """The label with assignments and quantity names (`x =`, `Ta =`: `condition_labels`) set aside, a named ratio's
    `=` dropped, number words as digits."""
    text = _NAMED_RATIO_RE.sub(r"\1 ", _ASSIGNMENT_RE.sub("", normalize(key, PROSE_CHARS, nfkc=True)))
    text, _ = take_labels(text)
    for word, number in _NUMBER_WORDS.items():
        text = re.sub(rf"\b{word}\b", str(number), text, flags=re.I)
    return text


def same_label_words(reference: str, test: str) -> str | None:
    """Why two labels probably name one sample (every number and word of one accounted for in the other); None."""
    if primes_differ(reference, test):
        return None  # `V1` and `V1'`: a prime marks another site or compound
    if (ref_alloy := read_alloy(reference)) and (test_alloy := read_alloy(test)) and dict(ref_alloy.percents) != dict(test_alloy.percents):
        return None  # `Zn-3Cu-1Mg`, `Zn-1Cu-3Mg`: each number belongs to the element after it (`alloy_compare` reads them)
    (ref_text, ref_states), (test_text, test_states) = reference_states(_prepared(reference), _prepared(test))
    ref_ratios, ref_quantities, ref_rest = _quantities(ref_text)
    test_ratios, test_quantities, test_rest = _quantities(test_text)
    if len(ref_ratios) != len(test_ratios) or not all(_same_shares(a, b) for a, b in zip(ref_ratios, test_ratios, strict=True)):
        return None
    if False in rewritten_slash_pairs(reference, test):
        return None  # `2.8/2.8` against `5.6/5.6`: the same shares, but more likely two values each (`label_tokens`)
    how = _paired(ref_quantities, test_quantities)
    if how is None:
        return None
    ref_words, test_words = _words(ref_rest), _words(test_rest)
    if not ref_words or not test_words:
        return None
    shared = Counter(map(_word_key, ref_words)) & Counter(map(_word_key, test_words))
    ref_left = [w for w in ref_words if _word_key(w) not in shared]
    test_left = [w for w in test_words if _word_key(w) not in shared]
    spelt = acronym_between(" ".join(ref_left), " ".join(test_left)) if ref_left and test_left else None
    if spelt:
        short, full = (ref_left, test_left) if spelt.casefold() in (w.casefold() for w in ref_left) else (test_left, ref_left)
        short[:] = [w for w in short if w.casefold() != spelt.casefold()]
        treated = processing_participle([w for w in full if _plain_word(w.casefold())], ref_rest if full is ref_left else test_rest)
        if treated and not spelt.casefold().startswith(treated[0].casefold()):
            return None  # `GO` against `reduced graphene oxide`: the participle is not one of the acronym's initials
        full[:] = [w for w in full if not _plain_word(w.casefold())]
    if ref_left and test_left or not (shared or spelt):
        return None  # each side names something the other does not, or nothing is shared
    extra = ref_left or test_left
    if not (ref_quantities or ref_ratios) and processing_participle(extra, ref_rest if ref_left else test_rest):
        return None  # `reduced graphene oxide`: a processing participle with no parameter of it on the other side
    if not all(_plain_word(w) for w in extra) or _joined_to_shared(extra, ref_rest if ref_left else test_rest, shared):
        return None
    said = [f"{spelt} spelt out by its initials"] if spelt else []
    if {w.casefold() for w in ref_states} != {w.casefold() for w in test_states}:
        said += [f"{' / '.join(ref_states + test_states)} name the untreated sample (sample-state words)"]
    said += ["units converted"] if "exact" in how and (ref_quantities != test_quantities) else []
    said += ["1 mg/L taken as 1 ppm (dilute water, a convention)"] if "convention" in how else []
    said += ["a year taken as 365 days or a month as 28 to 31 (the calendar, a convention)"] if "calendar" in how else []
    said += [f"{', '.join(repr(w) for w in extra)} only describes"] if extra else []
    return "the same numbers and words in other words" + (f" ({'; '.join(said)})" if said else "")


def ratios_differ(reference: str, test: str) -> bool:
    """Both labels write ratios, and not the same shares in the same order (`80/20` against `20/80`)."""
    ref, tst = _quantities(_prepared(reference))[0], _quantities(_prepared(test))[0]
    if not ref or not tst or len(ref) != len(tst):
        return False
    return not all(_same_shares(a, b) for a, b in zip(ref, tst, strict=True))


def _same_shares(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return len(a) == len(b) and all(math.isclose(x, y, rel_tol=1e-6) for x, y in zip(a, b, strict=True))


def quantities_apart(reference: str, test: str) -> str | None:
    """Each label states a quantity with its unit that the other does not (`1.0 wt%` against `1.0 mg/mL`, `6 wt%`
    against `8 wt%`): after every conversion pint or the basis allows, two other amounts (IUPAC Green Book 2.10: a
    mass fraction is not a mass concentration); None when one side only leaves a quantity out. An alloy
    designation's amounts (`Ni-1at.%Ti`, `Ni-0.82wt.%Ti`) are the alloy comparer's, converted by atomic masses:
    only what follows the designation is compared here."""
    ref = [q for q in _quantities(_prepared(_past_alloy(reference)))[1] if q[1]]
    tst = [q for q in _quantities(_prepared(_past_alloy(test)))[1] if q[1]]
    left = list(tst)
    ref_left = []
    for quantity in ref:
        found = next((i for i, q in enumerate(left) if _same(quantity, q) or _bare_share(quantity, q)), None)
        if found is None:
            ref_left.append(quantity)
        else:
            del left[found]
    if not ref_left or not left:
        return None
    return f"the reference states {_written(ref_left)}, the test {_written(left)}: other amounts"


def _past_alloy(key: str) -> str:
    """What a key writes after its alloy designation (its conditions), or the whole key when it is none."""
    alloy = read_alloy(key)
    return key if alloy is None else alloy.rest


def _written(quantities: list[tuple[float, str]]) -> str:
    return ", ".join(f"{x:g} {u}" for x, u in quantities)


def _bare_share(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """`20%` and `20 mol%`: a bare percentage may be any basis (the paper's other keys settle it, `BARE_PERCENT`);
    `500 ppm` and `0.05 wt%`: a part per million is 10^-4 per cent, its basis unstated (`mixtures`)."""
    if "ppm" in (a[1], b[1]):
        (x, u), (y, v) = sorted((a, b), key=lambda q: q[1] != "ppm")
        return v.endswith("%") and math.isclose(x * 1e-4, y, rel_tol=1e-6)
    return math.isclose(a[0], b[0], rel_tol=1e-9) and "%" in (a[1], b[1]) and a[1].endswith("%") and b[1].endswith("%")
