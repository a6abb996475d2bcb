"""Notations of a key's conditions read into what `conditions` compares (stop 42, K7).

An amount fraction written as a quotient (`Ni/(Ni+Mo) = 0.3`) as the ratio it makes; shares of named parts
(`70% 10 µm + 30% 1 µm`) as their ratio; a specific gravity (`1.5 SG`) as g/cm3; the unit before a schedule's solidus
(`1 h/WQ`). Negations (`no surface treatment`, `non-doped`, `unfilled`) are read by `chem.negation.clause_negations`.
Each reader takes a clause's text and gives what it read with the text left once it is taken out.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .share_bases import NUMBER

# An amount fraction of one species among two, written as a quotient (`Ni/(Ni+Mo) = 0.3`, `Co/(Co+Ni) = 25%`): x_A =
# n_A/(n_A + n_B), not the ratio n_A/n_B (IUPAC Green Book 3rd ed. 2.10: an amount fraction is not an amount ratio),
# which it is turned into, f/(1 - f), to be set against the other key's ratio of the two.
_AMOUNT_FRACTION_RE = re.compile(
    rf"(?<![\w(])([A-Z][A-Za-z0-9]*)\s*/\s*\(\s*(?:\1\s*\+\s*([A-Z][A-Za-z0-9]*)|([A-Z][A-Za-z0-9]*)\s*\+\s*\1)\s*\)"
    rf"\s*=\s*({NUMBER})\s*(%?)"
)
# A specific gravity (`1.5 SG`, `1.5 s.g.`): a relative density, the density over water's at 4 °C, 0.99997 g/cm3 (IUPAC
# Gold Book, "relative density"; drilling fluids often take water at 60 °F), read as that many g/cm3, the best guess.
_SPECIFIC_GRAVITY_RE = re.compile(rf"(?<![\w.])({NUMBER})\s*(?:SG|s\.g\.)(?![\w.])")
# Shares of named parts written one after another (`70% 10 µm + 30% 1 µm`): bare percentages summing to 100 are the
# parts' ratio in the order written (IUPAC Green Book 3rd ed. 2.10: fractions of one mixture, whose quotient is the
# parts' ratio), as `10 µm:1 µm = 7:3` writes it; the parts' own quantities are read as any other.
_SHARE_RUN_RE = re.compile(rf"(?<![\w.]){NUMBER}\s*%\s+[^+,;%]+?(?:\s*\+\s*{NUMBER}\s*%\s+[^+,;%]+?)+(?=\s*$|\s*[,;)])")
_SHARE_RE = re.compile(rf"(?<![\w.])({NUMBER})\s*%(?=\s)")


def amount_fractions(clause: str, rest: str) -> tuple[str, str, list[tuple[str, str, Fraction]]]:
    """`Ni/(Ni+Mo) = 0.3` -> (`Ni`, `Mo`, 3/7): the ratios the amount fractions make, taken out of the clause and of
    what is left of it; a fraction of 0 or 1 (one species alone) makes no ratio."""
    ratios = []
    for match in _AMOUNT_FRACTION_RE.finditer(clause):
        share = Fraction(match.group(4)) / (100 if match.group(5) else 1)
        if 0 < share < 1:
            ratios.append((match.group(1), match.group(2) or match.group(3), share / (1 - share)))
    return _AMOUNT_FRACTION_RE.sub(" ", clause), _AMOUNT_FRACTION_RE.sub(" ", rest), ratios


def specific_gravities(text: str) -> tuple[str, list[tuple[float, str]]]:
    """`1.5 SG` -> (1.5, `g/cm3`): water's density at 4 °C taken as 1 g/cm3, a convention (the caller says so)."""
    read = [(float(match.group(1)), "g/cm3") for match in _SPECIFIC_GRAVITY_RE.finditer(text)]
    return _SPECIFIC_GRAVITY_RE.sub(" ", text), read


def before_solidus(unit: str) -> list[str]:
    """`h/WQ` -> [`h`]: the unit before a solidus whose next step pint does not read (a quench code of a schedule,
    `1 h/WQ`), longest first; a unit symbol is a quotient of unit symbols only (SI Brochure 9th ed. 5.4.6)."""
    pieces = unit.split("/")
    return ["/".join(pieces[:k]) for k in range(len(pieces) - 1, 0, -1)]


def share_runs(text: str) -> tuple[str, list[Fraction | tuple[Fraction, ...]]]:
    """`70% A + 30% B` -> the ratio 7/3 (two parts: a bare ratio; more: the parts' shares in order, a ratio group),
    the shares taken out of the text; a run whose shares do not sum to 100 is left as written."""
    read: list[Fraction | tuple[Fraction, ...]] = []
    for run in _SHARE_RUN_RE.finditer(text):
        shares = [Fraction(n) for n in _SHARE_RE.findall(run.group(0))]
        if sum(shares) != 100 or len(shares) < 2 or not all(shares):
            continue
        read.append(shares[0] / shares[1] if len(shares) == 2 else tuple(share / 100 for share in shares))
        text = text.replace(run.group(0), _SHARE_RE.sub(" ", run.group(0)), 1)
    return text, read


# A crystal plane or direction by its Miller (`(−201)`, `(1-102)`) or Miller–Bravais (`(11-20)`) indices with a negative
# index, written with a minus or an overbar (International Tables for Crystallography vol. A, 2016, 1.2.2: a bar over a
# digit is its minus sign; (−201) is not (201)). Single digits, three or four, one of them signed: no number, no range.
_SIGNED_INDICES_RE = re.compile(r"^\s*(?:[-−–]?\d\u0304?\s*){3,4}$")


def signed_miller_indices(clause: str) -> str | None:
    """`(−201)`, `(2̄01)`, `(1-102)` -> `(-201)`, `(-201)`, `(1-102)`: the indices with every sign written as a minus; None
    when the clause is not indices alone or none of them is negative (a bare `(100)` may be any number)."""
    if not _SIGNED_INDICES_RE.match(clause) or not re.search(r"[-−–]|\u0304", clause):
        return None
    signed = re.sub(r"(\d)\u0304", r"-\1", clause.replace("−", "-").replace("–", "-"))
    return "(" + re.sub(r"\s+", "", signed) + ")"
