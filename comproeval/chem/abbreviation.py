"""The one matcher for an abbreviation spelt from a name: `spelt(short, long, how)`, with options saying where the
letters may come from, in which order the name may be read, and which characters of the short form are its letters.

Sources of letters (`Spelling.source`):
- `letters`: any letter of the name, in order, the first at the start of its first word (A. S. Schwartz and M. A.
  Hearst, "A simple algorithm for identifying abbreviation definitions in biomedical text", Pacific Symposium on
  Biocomputing 8:451-462, 2003): `HSQ`, hydrogen silsesquioxane; `MMT`, montmorillonite; `teos`, tetraethyl
  orthosilicate. With `every_word`, every word or hyphenated part but a link word gives at least one letter and a
  long form has at most min(n + 5, 2n) words for n letters (a long form is the whole stretch the other entry writes).
- `parts`: one capital per part of a systematic name (IUPAC Blue Book 2013 parts, `data/name_fragments.json`:
  `PFBT`, penta|fluoro|benzene|thiol), multipliers and linkers optional, a multiplier spelling its own letter.
- `words`: one capital per word of the name, or per part of a word (`MBAA`: methylene-bis-acryl-amide).
Orders (`Spelling.order`): as written; the leading substituent prefixes in any order (a name cites them
alphanumerically, IUPAC P-14.5, an abbreviation in no fixed order: `EMIM`); the words rotated (CAS index names invert
the parent and its substituents: `DGEBA`, bisphenol A diglycidyl ether).
Two names can share a short form, so a match is evidence for a best guess, never a proof.
"""

from __future__ import annotations

import functools
import re
from itertools import permutations
from typing import NamedTuple

from .acronyms import InitialsReading, spelled_by_initials
from .data import load_lexicon, meaning_of


class Spelling(NamedTuple):
    """Options of the matcher: `source` (`letters`, `parts`, `words`), `case` (`letters`: every letter of the short
    form; `capitals`: its capitals only), `order` (`written`, `substituents`, `rotations`), `every_word` (letters
    source: every word but a link word gives a letter), `grouped` (parts source: a multiplier with its group gives one
    letter), `part_starts` (letters source: a letter taken from a known part of a systematic name is its first letter,
    so that `TEAH` is not read inside tetra|methyl|ammonium hydroxide; letters inside an unknown stretch stay free)."""

    source: str = "letters"
    case: str = "letters"
    order: str = "written"
    every_word: bool = True
    grouped: bool = False
    part_starts: bool = False


SCHWARTZ_HEARST = Spelling()
LETTERS_IN_ORDER = Spelling(every_word=False)
# `grouped`: a multiplier and the group it multiplies may give one letter, the multiplier's (`MTS`: methyl |
# tri-chloro | silane; `TESPT`: ... propyl | tetra-sulfide), as silane and quaternary-ammonium names are abbreviated.
NAME_PARTS = Spelling(source="parts", case="capitals", order="substituents", grouped=True)
WORD_INITIALS = Spelling(source="words", case="capitals", order="rotations")

# Words a short form leaves out: English link words and the connectives of copolymer names (IUPAC Purple Book
# 2008, ch. 5: `co`, `alt`, `stat`, `ran`, `block`, `graft`, and `grafted` as prose writes it), `doped` (`N-C` for N-doped carbon) and the basis of
# an amount (`3MS` for 3 wt% microsilica: the number is written, its basis is not).
LINK_WORDS = frozenset("of and with in on the for by a an co alt stat ran block graft grafted doped wt vol mol at".split())
_WORD = re.compile(r"[^\W_]+")
# Locants before a name's first word (`N,N-dimethylformamide`, `1-butyl-`) and a symbol naming a dopant (`N-doped`).
_LOCANT_HEAD = re.compile(r"^(?:[\d,'′]+-|[NOSnos](?:,[NOSnos])*-|[(\[])+")
# Words of a name that say how its parts are joined, not what they are (`MAPE`: maleic anhydride-grafted polyethylene).
_EXTRA_WORDS = frozenset({"of", "graft", "grafted"})


def spelt(short: str, long: str, how: Spelling = SCHWARTZ_HEARST) -> bool:
    """Whether the letters of `short` are spelt by `long` under the options of `how`."""
    if how.source == "letters":
        letters = _letters(short, how.case)
        return len(letters) >= 1 and any(_in_order(letters, _units(head), how.every_word, how.part_starts) for head in _heads(long))
    capitals = "".join(re.findall(r"[A-Z]", short) if how.case == "capitals" else re.findall(r"[A-Za-z]", short)).upper()
    if how.source == "parts":
        parts = name_parts(long)
        orders = [grouped for order in _orders(parts, how.order) for grouped in (_groupings(order) if how.grouped else [order])]
        return len(parts) >= len(capitals) and any(spelled_by_initials(capitals, order, _NAME_READING) for order in orders)
    words = [w for w in re.findall(r"[a-z]+", long.lower()) if w not in _EXTRA_WORDS]
    return any(spelled_by_initials(capitals, order, _WORD_READING) for order in _orders(words, how.order))


# Numerical and chain-length prefixes (IUPAC Blue Book 2013, P-14.2.1 and P-21.2.1), by the number they name.
_COUNT_PREFIXES = {
    1: ("meth",),
    2: ("eth", "di"),
    3: ("prop", "tri"),
    4: ("but", "tetra"),
    5: ("pent",),
    6: ("hex",),
    7: ("hept",),
    8: ("oct",),
    9: ("non",),
}


def counts_named(short: str, long: str) -> bool:
    """Every number the short form writes is a count the long form writes or names by its numerical or chain-length
    prefix (`8CB`, 4-cyano-4'-octylbiphenyl)."""
    text = long.casefold()
    written = re.findall(r"\d+", text)
    return all(_count_named(int(digits), text, written) for digits in re.findall(r"\d+", short))


def short_and_long(short: str, long: str, shape: re.Pattern[str], capitals: int, numberless_long: bool = False) -> bool:
    """The checks before a short form is spelt against a long one: `short` has a short form's `shape` and at least
    `capitals` capitals, `long` a word of four letters or more, and every number of `short` is one `long` writes or
    counts (`BC-500` is not `biochar carbon 600 °C`); with `numberless_long`, a long form writing no number passes too."""
    if not shape.fullmatch(short) or len(re.findall(r"[A-Z]", short)) < capitals or not re.search(r"[a-z]{4}", long):
        return False
    return (numberless_long and not re.search(r"\d", long)) or counts_named(short, long)


def _count_named(count: int, text: str, written: list[str]) -> bool:
    return str(count) in written or any(f"{p}yl" in text or f"{p}oxy" in text for p in _COUNT_PREFIXES.get(count, ()))


# ---------------------------------------------------------------- letters anywhere, in order (Schwartz & Hearst)


def _heads(long: str) -> tuple[str, ...]:
    """The long form as written and without the locants before its first word."""
    return tuple(dict.fromkeys((long, _LOCANT_HEAD.sub("", long))))


def _units(long: str) -> tuple[tuple[str, ...], ...]:
    """The long form's words (split at spaces) and their parts (split at hyphens and brackets), without bare numbers."""
    units = [tuple(w.casefold() for w in _WORD.findall(unit) if not w.isdigit()) for unit in long.split()]
    return tuple(unit for unit in units if unit)


def _letters(short: str, case: str) -> tuple[tuple[str, bool], ...]:
    """The short form's letters, each marked when it opens a hyphenated segment (`TPS-Nf`: T and N), which must
    then open a word of the long form."""
    keep = str.isalpha if case == "letters" else str.isupper
    return tuple((ch.casefold(), i == 0) for part in short.split("-") for i, ch in enumerate(c for c in part if keep(c)))


@functools.lru_cache(maxsize=16384)
def _in_order(letters: tuple[tuple[str, bool], ...], units: tuple[tuple[str, ...], ...], every_word: bool, part_starts: bool = False) -> bool:
    """The letters found in order, the first at the start of the first word; with `every_word`, every word or
    hyphenated part other than a link word (`of`, `co`, `doped`) gives at least one, and there are at most
    min(n + 5, 2n) words for n letters."""
    if not units or not letters or units[0][0][0] != letters[0][0]:
        return False
    if every_word and len(units) > min(len(letters) + 5, 2 * len(letters)):
        return False
    words = [word for unit in units for word in unit]
    slots = [(u, word, p) for u, word in enumerate(words) for p in (_part_positions(word) if part_starts else range(len(word)))]
    needed = frozenset(u for u, word in enumerate(words) if word not in LINK_WORDS) if every_word else frozenset()

    @functools.cache
    def place(letter: int, start: int, used: frozenset[int]) -> bool:
        if letter == len(letters):
            return needed <= used
        char, opens = letters[letter]
        for index in range(start, len(slots)):
            u, word, p = slots[index]
            if word[p] == char and (p == 0 or not opens) and place(letter + 1, index + 1, used | {u}):
                return True
        return False

    return bool(slots) and slots[0][2] == 0 and place(1, 1, frozenset({0}))


def _part_positions(word: str) -> list[int]:
    """The positions of a word a letter may come from when known name parts only give their initials: the start of
    each known part, and every position of a stretch no known part reads."""
    _, _, known = _vocabulary()
    positions, offset = [], 0
    for part in _parts(word):
        positions.extend([offset] if part in known else range(offset, offset + len(part)))
        offset += len(part)
    return positions


# ---------------------------------------------------------------- initials of a systematic name's parts or words


@functools.lru_cache(maxsize=1)
def _vocabulary() -> tuple[dict[str, str], frozenset[str], tuple[str, ...]]:
    def section(name: str) -> dict[str, str]:
        return {k: meaning_of(v) for k, v in load_lexicon("name_fragments")[name].items()}

    multipliers, linkers, fragments = section("multipliers"), section("linkers"), section("fragments")
    known = sorted({*multipliers, *linkers, *fragments}, key=len, reverse=True)
    return multipliers, frozenset(linkers), tuple(known)


def _parts(word: str) -> list[str]:
    """A word split into known fragments, longest first; a stretch no fragment starts is one part of its own."""
    _, _, known = _vocabulary()
    parts: list[str] = []
    rest = word
    while rest:
        part = next((k for k in known if rest.startswith(k) and len(k) > 1), None)
        if part is None:
            nxt = min((i for i in range(1, len(rest)) if any(rest.startswith(k, i) for k in known if len(k) > 2)), default=len(rest))
            part = rest[:nxt]
        parts.append(part)
        rest = rest[len(part) :]
    return parts


def name_parts(name: str) -> list[str]:
    """The parts of a name (`4,4'-bis(N-carbazolyl)-1,1'-biphenyl` -> bis, n, carbazol, yl, bi, phenyl)."""
    return [part for word in re.findall(r"[a-z]+", name.lower()) for part in _parts(word)]


# The class word of an acid's functional-class name (IUPAC Blue Book 2013, P-65.1: `phosphonic acid`), which
# abbreviations spell (`PAA`, poly(acrylic acid)) or leave out (`EDTA`, ethylenediaminetetraacetic acid; `HEDP`,
# 1-hydroxyethylidene-1,1-diphosphonic acid: ACS Guide to Scholarly Communication, abbreviations): a letter it may give.
_OPTIONAL_CLASS_WORDS = frozenset({"acid"})


def _optional(part: str) -> bool:
    multipliers, linkers, _ = _vocabulary()
    return part in multipliers or part in linkers or len(part) == 1 or part in _OPTIONAL_CLASS_WORDS


def _gives(part: str, letter: str) -> bool:
    multipliers, _, _ = _vocabulary()
    return part.startswith(letter.lower()) or letter in multipliers.get(part, "")


# Systematic names: every capital spells one part of the name, multipliers and linkers optional (`chem.acronyms`' reader).
_NAME_READING = InitialsReading(skippable=_optional, gives=_gives)


def _word_pieces(word: str) -> tuple[tuple[str, ...], ...]:
    parts = tuple(_parts(word))
    return (parts,) if len(parts) > 1 else ()


# ... or one letter per word of the name (`TTE`: tetrafluoroethyl tetrafluoropropyl ether), a word read by its parts
# where the abbreviation spells them (`MBAA`: methylene-bis-acryl-amide).
_WORD_READING = InitialsReading(skippable=_optional, gives=_gives, pieces=_word_pieces)


def _orders(units: list[str], order: str) -> list[list[str]]:
    """The name's parts or words in the orders an abbreviation may read them."""
    if order == "rotations":
        return [units[k:] + units[:k] for k in range(len(units))]
    return _substituent_orders(units) if order == "substituents" else [units]


def _groupings(parts: list[str]) -> list[list[str]]:
    """The parts as read, then with some multipliers joined to the part they multiply (`tri`+`chloro`: `trichloro`, which
    gives T and must be spelt); at most four multipliers, so at most 16 readings."""
    multipliers, _, _ = _vocabulary()
    spots = [i for i, p in enumerate(parts[:-1]) if p in multipliers and parts[i + 1] not in multipliers][:4]
    readings = []
    for mask in range(1 << len(spots)):
        joined = {spots[b] for b in range(len(spots)) if mask >> b & 1}
        reading: list[str] = []
        for i, part in enumerate(parts):
            if i - 1 in joined:
                reading[-1] += part
            else:
                reading.append(part)
        readings.append(reading)
    return readings


def _substituent_orders(parts: list[str]) -> list[list[str]]:
    """The parts as written, then with the leading substituent groups (`ethyl`, `methyl`) in every other order: a
    name cites its substituent prefixes alphanumerically (IUPAC Blue Book 2013, P-14.5), an abbreviation in no fixed
    order (`EMIM`, `MEP`); at most four groups are permuted."""
    lead = next((i for i, p in enumerate(parts) if not (p.endswith("yl") and len(p) > 3)), len(parts))
    if lead < 2 or lead > 4:
        return [parts]
    orders = [list(order) + parts[lead:] for order in permutations(parts[:lead])]
    return [parts] + [o for o in orders if o != parts]
