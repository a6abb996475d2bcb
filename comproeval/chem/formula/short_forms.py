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
Two phrases can share a short form, so a match is evidence for a best guess, never a proof. The letters are
matched by `chem.abbreviation` (its `SCHWARTZ_HEARST` options); the digits and the oxide shorthand are read here.
"""

from __future__ import annotations

import re

from ..abbreviation import SCHWARTZ_HEARST, counts_named, spelt
from .grammar import valid_element

_SHORT = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]{1,9}")
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
    if len(re.findall(r"[^\W\d_]", short)) < 2 or not counts_named(short, long):
        return None
    if not spelt(short, long, SCHWARTZ_HEARST):  # locants before the first word are read past (`N,N-dimethylformamide`)
        return None
    return f"{short} abbreviates {long} (its letters in order, the first at a word's start: Schwartz & Hearst 2003)"


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
