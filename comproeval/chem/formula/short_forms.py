"""Does a short form abbreviate a long form? An abbreviation-definition matcher with a published source.

A. S. Schwartz and M. A. Hearst, "A simple algorithm for identifying abbreviation definitions in biomedical
text", Pacific Symposium on Biocomputing 8:451-462 (2003): every letter and digit of the short form is found in
the long form in order, right to left, the first one at the start of a word. Scientific short forms are made
that way (`HSQ`, hydrogen silsesquioxane; `FA-GP`, fly ash geopolymer; `TPS-Nf`, triphenylsulfonium nonaflate).
Added here, each of them a narrowing: every word of the long form gives at least one letter (a long form is the
whole stretch the other key writes, not a phrase around it), a digit of the short form is a count the long form
names by its IUPAC numerical or chain-length prefix (Blue Book 2013, P-14.2 and P-21.2: `pent`, `oct`) or writes
(`8CB`, 4-cyano-4'-octylbiphenyl), and an oxide's shorthand gives the initials of its elements other than oxygen
in the formula's order (`GZ`, Gd2Zr2O7; `LZ`, La2Zr2O7), the thermal-barrier and electroceramic usage.
Two phrases can share a short form, so a match is evidence for a best guess, never a proof.
"""

from __future__ import annotations

import functools
import re

from .grammar import valid_element

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
_SHORT = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]{1,9}")
_LOCANT_HEAD = re.compile(r"^(?:[\d,'′]+-|[NOS](?:,[NOS])*-|[(\[])+")
_WORD = re.compile(r"[^\W_]+")
# Words a short form leaves out: English link words and the connectives of copolymer names (IUPAC Purple Book
# 2008, ch. 5: `co`, `alt`, `stat`, `ran`, `block`, `graft`), `doped` (`N-C` for N-doped carbon) and the basis of
# an amount (`3MS` for 3 wt% microsilica: the number is written, its basis is not).
_LINK_WORDS = frozenset("of and with in on the for by a an co alt stat ran block graft doped wt vol mol at".split())
_OXIDE = re.compile(r"(?:[A-Z][a-z]?\d*(?:\.\d+)?)+")


def abbreviates(short: str, long: str) -> str | None:
    """How `short` abbreviates `long` (a sentence), or None."""
    short, long = short.strip(), long.strip()
    if not _SHORT.fullmatch(short) or not re.search(r"[A-Z]", short) or len(long) > 200:
        return None
    if len(re.findall(r"[A-Za-z]", short)) >= 2 and (initials := _oxide_initials(short, long)):
        return initials
    if not re.search(r"[a-z]{4}", long) or _SHORT.fullmatch(long) and long.upper() == long:
        return None
    letters = _letters(short)
    digits = [int(d) for d in re.findall(r"\d+", short)]
    if len(letters) < 2 or not all(_count_named(n, long) for n in digits):
        return None
    heads = {long, _LOCANT_HEAD.sub("", long)}  # `N,N-dimethylformamide` (locants), `N-doped carbon` (a symbol)
    if not any(_spelt(letters, _units(head)) for head in heads):
        return None
    return f"{short} abbreviates {long} (its letters in order, the first at a word's start: Schwartz & Hearst 2003)"


def _units(long: str) -> list[list[str]]:
    """The long form's words (split at spaces) and their parts (split at hyphens and brackets), without bare numbers."""
    units = [[w.casefold() for w in _WORD.findall(unit) if not w.isdigit()] for unit in long.split()]
    return [unit for unit in units if unit]


def _letters(short: str) -> list[tuple[str, bool]]:
    """The short form's letters, each marked when it opens a hyphenated segment (`TPS-Nf`: T and N), which must
    then open a word of the long form."""
    return [(ch.casefold(), i == 0) for part in short.split("-") for i, ch in enumerate(c for c in part if c.isalpha())]


def _count_named(count: int, long: str) -> bool:
    text = long.casefold()
    return str(count) in re.findall(r"\d+", text) or any(f"{p}yl" in text or f"{p}oxy" in text for p in _COUNT_PREFIXES.get(count, ()))


def _spelt(letters: list[tuple[str, bool]], units: list[list[str]]) -> bool:
    """The letters found in order, the first at the start of the first word, every word or hyphenated part other
    than a link word (`of`, `co`, `doped`) giving at least one; at most min(n + 5, 2n) words for n letters."""
    if not units or len(units) > min(len(letters) + 5, 2 * len(letters)) or units[0][0][0] != letters[0][0]:
        return False
    words = [word for unit in units for word in unit]
    slots = [(u, word, p) for u, word in enumerate(words) for p in range(len(word))]
    needed = frozenset(u for u, word in enumerate(words) if word not in _LINK_WORDS)

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

    return place(1, 1, frozenset({0}))


def _oxide_initials(short: str, long: str) -> str | None:
    """`GZ` and `Gd2Zr2O7`: the short form's capitals are the initials of the formula's elements other than oxygen, in order."""
    if not short.isalpha() or not short.isupper() or not _OXIDE.fullmatch(long) or "O" not in re.findall(r"[A-Z][a-z]?", long):
        return None
    symbols = [s for s in re.findall(r"[A-Z][a-z]?", long) if s != "O"]
    if len(symbols) != len(short) or len(set(symbols)) != len(symbols) or not all(map(valid_element, symbols)):
        return None
    if [s[0] for s in symbols] != list(short):
        return None
    return f"{short} gives the initials of {long}'s elements other than oxygen, in order (an oxide's shorthand)"
