"""Where a key's conditions start (issue 26): the material, then the clauses that tell its samples apart.

`HKUST-1 (milled 30 min)` -> `HKUST-1` and `milled 30 min`: a spaced bracket, a clause after a comma, a processing
step, a medium or a ratio statement written last. `conditions` reads the clauses; `RATIO_RE` is the ratio statement
both use (IUPAC Green Book 3rd ed. 2.10). Moved out of `conditions` (stop 41), unchanged.
"""

from __future__ import annotations

import functools
import re

from ..text import FORMULA_CHARS, normalize
from .condition_gases import is_gas_clause
from .grammar import matching_bracket
from .media import medium_of, trailing_medium
from .share_bases import NUMBER, part_share_first
from .structure_designations import is_structure_clause

# `40`, `40:1`, `1:2` after `=`: the ratio's value (`50 at.%` is 0.5); `A/B` or `A:B` before it: what it is a ratio of.
# `PDA/ODA 70/30` is the ratio 70:30 (IUPAC Green Book 3rd ed. 2.10: a ratio of two quantities, written x:y or x/y), as
# `A:B = 7:3` is; a third number (`60/30/10`) belongs to a third part, so two of them alone are no ratio of A to B.
RATIO_RE = re.compile(
    rf"([A-Za-z][A-Za-z0-9()+\-]*?)\s*[/:]\s*([A-Za-z][A-Za-z0-9()+\-]*?)\s*(?:molar\s+ratio|ratio)?\s*(?:=|\s)\s*({NUMBER})"
    rf"(?:\s*[:/]\s*({NUMBER}))?(?![\w.]|\s*[:/]\s*\d)(\s*(?:at|mol)?\s*\.?\s*(?:%|ppm\b|ppb\b))?"
)

# A processing step written after the material without a comma or bracket (`NiO calcined at 550 °C`, `AZO deposited
# at 523 K`, `film annealed for 2 h`): a participle, a preposition, then a quantity (CHMO names such steps as processes).
_TRAILING_STEP_RE = re.compile(
    rf"^(\S.*?)\s+((?:[a-z]{{3,}}ed|grown|spun|drawn|held)\s+(?:at|for|in|under|to)\s+[^,;]*?(?:{NUMBER})\s*(?:°\s*C|℃|[A-Za-zµμ°%])[^,;]*)$"
)


# A clause that states a condition: a word, room temperature, a number and its unit, a quantity set equal to a value.
# A unit may start with a Greek letter or a letter with a ring (`5 µm`, `20 Ω`, `30 Å`, `600 ℃`; SI Brochure 9th ed.
# tables 4 and 8, ISO 80000-3 for the ångström), as one in Latin letters does.
_CONDITION_CLAUSE_RE = re.compile(r"[a-z]{3,}|\bRT\b|\d\s*[A-Za-z°%µμ\u03a9\u2126\u00c5\u212b℃]|[A-Za-z)]\s*=\s*\d|^[A-Za-z]\w*\s*=\s*\d")
# A ratio statement written last after a space (`FA-GP Si/Al=1.8`, `H-ZSM-5 SiO2/Al2O3 = 30`): a quantity of the
# sample named before it, as after a comma (IUPAC Green Book 2.10: an amount ratio names its two species).
_TRAILING_RATIO_RE = re.compile(rf"^(\S.*?\S)\s+(\S+\s*/\s*\S+\s*=\s*{NUMBER})$")


# A per cent's basis written in its own brackets after the sign (`20% (w/v)`, `5 % (wt)`): the basis, as if written
# bare after the sign (IUPAC Green Book 2.10: the basis qualifies the per cent, however it is set off).
_PERCENT_BASIS_RE = re.compile(r"%\s*\(\s*(w/v|w/w|v/v|wt|vol|mol|at)\s*\.?\s*\)")


def unbracketed_percent_basis(text: str) -> str:
    """`5% (w/v) sucrose` -> `5% w/v sucrose`: one notation of a per cent's basis (USP General Notices 8.140)."""
    return _PERCENT_BASIS_RE.sub(r"% \1", text)


@functools.lru_cache(maxsize=65536)
def split_conditions(key: str) -> tuple[str, tuple[str, ...]]:
    """`HKUST-1 (milled 30 min)` -> (`HKUST-1`, (`milled 30 min`,)); `Cu3(BTC)2, 30 min milling` -> (`Cu3(BTC)2`, ...).

    A bracket is a condition when a space sets it off or it holds a space, `=` or `%`; a bracket written onto
    a formula (`MIL-101(Cr)`, `Mg2(dobdc)`, `(OH)2`) is part of the material. A clause after `, ` is a condition
    when it holds a word or a quantity (`Eu2+, Dy3+` is a dopant list). A share bracketed after one part of several
    (`PTFE (60 wt%)/SiO2`) is that part's, no condition of the whole: it is written before its part (`60 wt% PTFE/SiO2`)."""
    # `5% (w/v) sucrose`: a per cent's basis bracketed right after its sign belongs to that per cent (USP General
    # Notices 8.140 write `% w/v`), no condition of its own: the bracket is dropped before the clauses are cut
    text = unbracketed_percent_basis(part_share_first(normalize(key, FORMULA_CHARS).strip()))
    found: list[str] = []
    index, kept = 0, []
    while index < len(text):
        char = text[index]
        if char not in "([":
            kept.append(char)
            index += 1
            continue
        try:
            end = matching_bracket(text, index)
        except Exception:  # an unbalanced bracket: the rest is kept as written
            kept.append(text[index:])
            break
        content = text[index + 1 : end]
        spaced = index > 0 and text[index - 1] == " "
        if spaced or re.search(r"\s|=|%", content):
            found.append(content.strip())
            kept.append(" ")
        else:
            kept.append(text[index : end + 1])
        index = end + 1
    base = "".join(kept)
    head, *clauses = re.split(r",\s+", base)
    # `B2 = 1.9`, `x1 = 0.2`: a quantity's symbol, subscripts written on the line, set equal to its value (ISO
    # 80000-1:2009 5 and 7.1): a condition of the sample, never a formula of the material
    rest = [c for c in clauses if _CONDITION_CLAUSE_RE.search(c) or RATIO_RE.fullmatch(c.strip()) or is_structure_clause(c, head) or medium_of(c)]
    # `Cu, N2, 3 MPa`: a gas written by its formula beside other conditions is the atmosphere of a process
    # (`condition_gases`), no second material; alone (`Cu, N2`) it may be a part, and the key is left whole
    gases = [c for c in clauses if c not in rest and is_gas_clause(c)]
    if gases and rest:
        rest += gases
    if len(rest) == len(clauses):
        base = head
        found.extend(c.strip() for c in clauses)
    if (step := _TRAILING_STEP_RE.match(base)) is not None:
        base = step.group(1)
        found.insert(0, step.group(2))
    if (medium := trailing_medium(base)) is not None:
        base = medium[0]
        found.insert(0, medium[1])
    if (ratio := _TRAILING_RATIO_RE.match(base)) is not None and RATIO_RE.fullmatch(ratio.group(2)):
        base = ratio.group(1)
        found.insert(0, ratio.group(2))
    return re.sub(r"\s+", " ", base).strip(" ,;"), tuple(f for f in found if f)
