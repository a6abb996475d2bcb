"""Amounts of a key's parts written in another notation or another order, rewritten to one writing (issue 26).

- A per cent's basis in brackets after the sign (`5% (w/v) sucrose`) qualifies the per cent as the bare basis does
  (`5% w/v sucrose`; IUPAC Green Book 3rd ed. 2.10, the basis qualifies the per cent however it is set off), so the
  bracket is no condition of its own.
- A share in ppm of one element written as a clause of its own (`X65, 8 ppm S`) is the bare share a steel or alloy
  key writes before the element's symbol (`S355, 0.0005B`): a bare share of such a key is a per cent by mass (ASTM
  A751, ISO 9769: steel analyses are stated in mass per cent) as a bare ppm is a part per million by mass, and
  1 ppm = 10^-4 % (IUPAC Green Book 3rd ed. 3.10). Not in a liquid (`water, 8 ppm Na`): there a ppm is as often a
  mass per volume (mg/L, the water-analysis convention of APHA Standard Methods 1010), another basis.
- Clauses that each give the amount of one named part (`6 wt% PY74, 40 wt% resin`) list the parts of one
  composition, and a list's order carries no meaning: each amount stays with the part written beside it in its own
  clause. Clauses of other kinds (a step, a temperature, a time) keep their order, which may be the order of a
  process. A share (`wt%`, a bare `%`, `phr`, ppm: IUPAC Green Book 2.10 fractions) is a part of the material; a
  concentration (`2 M NaOH`, `5 g/L X`, `3% w/v X`) is a solution's, which in a key names a bath or a treatment as
  often as a part, and treatments keep the order of a process: clauses of concentrations moved are read in one
  order by guess only (`moved_concentrations`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..quantities import commensurable_units, is_percent, same_quantity
from ..units import unit_conversion
from .alloy_designations import read_alloy
from .condition_clauses import split_conditions, unbracketed_percent_basis
from .media import medium_of
from .parts_per import decimal_written, element_share

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# The units of an amount of a part in a composition: a share (`wt%`, `% w/v`), a mass concentration or a molarity,
# parts per hundred of resin or per million (IUPAC Green Book 2.10; ISO 1629 phr).
_AMOUNT_UNIT = r"(?:wt|vol|mol|at|w/w|v/v|w/v)?\s*\.?\s*%(?:\s*(?:w/w|v/v|w/v|wt|vol|mol)\b\.?)?|phr|ppm|ppb|mM|µM|μM|M|g/L|mg/mL|mg/L|µg/mL|μg/mL"
_NAME = r"[A-Za-z][A-Za-z0-9:()\-+,.' ]*?"
# `6 wt% PY74`, `resin 40 wt%`: one amount and the one part it is of, nothing else.
_AMOUNT_CLAUSE_RE = re.compile(rf"^(?:(?:{_NUMBER})\s*(?:{_AMOUNT_UNIT})\s+{_NAME}|{_NAME}\s+(?:{_NUMBER})\s*(?:{_AMOUNT_UNIT}))$")


def _clauses(key: str) -> list[str]:
    return re.split(r",\s+", key.strip())


def _element_share(clause: str) -> str:
    found = element_share(clause)
    return clause if found is None else f"{decimal_written(found[0])}{found[1]}"


def amounts_as_written_alike(key: str) -> str:
    """The key with a bracketed per cent basis written bare and each clause `N ppm El` as the bare share `xEl`; after
    a balance designation, the share one more term of it (`Cu-2Be, 20 ppm Zr` -> `Cu-2Be-0.002Zr`)."""
    text = unbracketed_percent_basis(key)
    clauses = _clauses(text)
    if "pp" not in text or medium_of(clauses[0]) is not None:
        return text  # a ppm in a liquid may be by volume (mg/L): not the bare mass share
    written = _designation_symbols(clauses[0])
    shares = [clause if _restates(clause, written) else _element_share(clause) for clause in clauses[1:]]
    return ", ".join(_terms_folded([clauses[0], *shares], clauses[1:]))


def _designation_symbols(clause: str) -> frozenset[str]:
    alloy = read_alloy(clause)
    return frozenset() if alloy is None else frozenset(symbol for symbol, _ in alloy.percents)


def _restates(clause: str, written: frozenset[str]) -> bool:
    """`Co-10Cr, 500 ppm Cr`: a ppm of an element the designation already writes may be a further addition or the
    same element's content restated (a trace limit, an analysis): which is not read, so the clause stays as written
    and no reading of it is complete."""
    found = element_share(clause)
    return found is not None and found[1] in written


_SHARE_RE = re.compile(rf"^(?:{_NUMBER})[A-Z][a-z]?$")


def _terms_folded(clauses: list[str], written: list[str]) -> list[str]:
    """A bare share of one element written as a clause after a balance designation (`Ni-20Cr, 0.03B` from `300 ppm
    B`) is one more term of the designation: both are per cents by mass by the designation's convention (ISO 209,
    ASTM A751), and the balance element takes up what the term adds. Only a designation read whole, its basis
    unstated, and only elements it does not already write; other clauses stay."""
    alloy = read_alloy(clauses[0])
    if alloy is None or alloy.form != "balance" or alloy.rest or alloy.basis is not None:
        return clauses
    symbols = {symbol for symbol, _ in alloy.percents}
    head, rest = clauses[0], []
    for clause, as_written in zip(clauses[1:], written, strict=True):
        symbol = clause.lstrip("0123456789.")
        if clause != as_written and _SHARE_RE.match(clause) and symbol not in symbols:
            head, symbols = f"{head}-{clause}", symbols | {symbol}
        else:
            rest.append(clause)
    return [head, *rest]


# A participle names a step (`5% HF etched`, `10 mM KOH treated`), whose place in a list may be its order in a process.
_STEP_WORD_RE = re.compile(r"[A-Za-z]{3,}(?:ed|ing)\b")


# A solution's concentration: an amount concentration or a mass concentration (IUPAC Green Book 2.10), or a per cent
# mass per volume; a bare or a w/w, v/v, wt, vol, mol per cent and phr or ppm are shares of the material.
_CONCENTRATION_RE = re.compile(r"(?:\d\s*(?:[mµμn]?M|[mµμ]?g\s*/\s*[mµμ]?L)\b|%\s*\(?\s*w\s*/\s*v\b)")


MOVED_CONCENTRATIONS = "concentrations listed in another order may be treatments in another order: one sample by guess"


# Thicknesses listed in another order may be layers stacked in another order (`Al 200 nm, Ti 50 nm`), as the same
# values of one kind in another order are (`condition_differences.quantity_order_differs`).
MOVED_LENGTHS = "lengths listed in another order may be layers in another order: one sample by guess"


def moved_concentrations(reference: str, test: str) -> bool:
    """Whether the clauses two keys write in other places include a solution's concentration (`2 M NaOH`, `5 g/L X`,
    `3% w/v X`): a bath or a treatment as often as a part of the material."""
    ref, tst = _clauses(reference), _clauses(test)
    if len(ref) != len(tst):
        return False
    folded = [[" ".join(c.casefold().split()) for c in side] for side in (ref, tst)]
    return any(folded[0][i] != folded[1][i] and _CONCENTRATION_RE.search(ref[i]) is not None for i in range(len(ref)))


def is_amount_clause(clause: str) -> bool:
    """`6 wt% PY74`, `glycerol 8% w/v`: a clause that is one amount of one named part, no step word."""
    text = " ".join(clause.split())
    return _AMOUNT_CLAUSE_RE.match(text) is not None and _STEP_WORD_RE.search(text) is None


def amount_clauses_in_order_of(reference: str, test: str) -> str | None:
    """The test with its clauses in the reference's order, when the two keys write the same clauses and only clauses
    of amounts of named parts stand in other places (`X, 18 wt% A, 20 wt% B` against `X, 20 wt% B, 18 wt% A`); else
    None. The first clause, the material, stays first."""
    ref, tst = _clauses(reference), _clauses(test)
    folded = [[" ".join(c.casefold().split()) for c in side] for side in (ref, tst)]
    if len(ref) < 3 or folded[0] == folded[1] or sorted(folded[0]) != sorted(folded[1]) or folded[0][0] != folded[1][0]:
        return None
    moved = [i for i in range(len(ref)) if folded[0][i] != folded[1][i]]
    if not all(is_amount_clause(ref[i]) for i in moved):
        return None
    position = {clause: index for index, clause in enumerate(folded[1])}
    if len(position) != len(folded[1]):
        return None  # a clause written twice: which one moved is not read
    return ", ".join(tst[position[clause]] for clause in folded[0])


# A label of an amount: a species' formula or name, a symbol with its subscript run on (`D50`, `Mw`, `Tg`): a word
# that starts with a letter, perhaps several, but never a preposition (`at 50 °C`, `for 8 h` are a step's).
_LABEL = r"[A-Za-z\u0391-\u03a9\u03b1-\u03c9][\w()\[\]+\-·'′]*"
_PREPOSITIONS = frozenset({"at", "for", "in", "under", "on", "by", "to", "of", "with", "from", "after", "via", "then", "and", "per", "each"})
_NAME_FIRST_RE = re.compile(rf"^(?P<name>{_LABEL}(?:\s+{_LABEL})*?)(?:\s*[:=]\s*|\s+)(?P<value>{_NUMBER})\s*(?P<unit>\S.*)$")
_VALUE_FIRST_RE = re.compile(rf"^(?P<value>{_NUMBER})\s*(?P<rest>\S.*)$")
_PERCENT_UNIT_RE = re.compile(r"^(?:(wt|vol|mol|at|w/w|v/v|w/v)\s*\.?\s*%|%\s*(wt|vol|mol|at|w/w|v/v|w/v)?\.?)$", re.I)


def _unit_read(unit: str) -> str | None:
    """The unit as compared: a per cent with its basis (`wt%`, `%`), or a unit pint reads; None otherwise."""
    text = " ".join(unit.split())
    if (percent := _PERCENT_UNIT_RE.match(text)) is not None:
        return f"{(percent.group(1) or percent.group(2) or '').lower()}%"
    return text if unit_conversion(text, text) is not None else None


def _labelled_amount(clause: str) -> tuple[str, tuple[float, str]] | None:
    """`H2SO4 30 kg/t`, `D50 = 20 µm`, `2 phr S`: one amount and the one label it is written beside, else None."""
    text = " ".join(clause.split())
    if (found := _NAME_FIRST_RE.match(text)) is not None and (unit := _unit_read(found["unit"])) is not None:
        name = found["name"]
    elif (found := _VALUE_FIRST_RE.match(text)) is not None:
        words = found["rest"].split(" ")
        # the unit is the longest run of words after the number that reads as one, the label what follows it
        split = next((i for i in range(len(words) - 1, 0, -1) if _unit_read(" ".join(words[:i])) is not None), None)
        if split is None or not re.fullmatch(rf"{_LABEL}(?:\s+{_LABEL})*", name := " ".join(words[split:])):
            return None
        unit = _unit_read(" ".join(words[:split]))
    else:
        return None
    if unit is None or any(word.casefold() in _PREPOSITIONS for word in name.split()):
        return None
    if unit == "w/v%":  # grams in 100 mL (USP General Notices 8.140): the mass concentration `conditions` reads too
        return " ".join(name.split()), (float(found["value"]) * 10.0, "g/L")
    return " ".join(name.split()), (float(found["value"]), unit)


def labelled_amounts(key: str) -> tuple[list[tuple[str, tuple[float, str]]], list[str]]:
    """The key's clauses (its material's, each comma clause, each bracket's) read as amounts each labelled by the
    species or symbol written beside it, and the clauses left as written, casefolded, in their order."""
    labelled, others = _labelled_amounts(key)
    return list(labelled), list(others)


@lru_cache(maxsize=16384)
def _labelled_amounts(key: str) -> tuple[tuple[tuple[str, tuple[float, str]], ...], tuple[str, ...]]:
    """`labelled_amounts`, read once per key: every pair of an item's keys asks it again (pint reads each unit)."""
    base, clauses = split_conditions(key)
    labelled, others = [], []
    for clause in (base, *clauses):
        for part in re.split(r"\s*[,;]\s+", clause.strip()):
            if not part:
                continue
            if (amount := _labelled_amount(part)) is not None:
                labelled.append(amount)
            else:
                others.append(" ".join(part.casefold().split()))
    return tuple(labelled), tuple(others)


def _agree(one: tuple[float, str], other: tuple[float, str]) -> bool:
    if is_percent(one[1]) or is_percent(other[1]):
        return one == other or (one[0] == other[0] and "%" in (one[1], other[1]))
    return commensurable_units(one[1], other[1]) and same_quantity(one, other)


def amounts_by_label(reference: str, test: str) -> tuple[bool, bool, str] | None:
    """(same, certain, why) when both keys write amounts of the same labels (`H2SO4 30 kg/t, MnO2 6 kg/t`; `D50 20 µm,
    D90 40 µm`), two or more, each label once: each amount is of the label written beside it (a list's order carries
    no meaning, IUPAC Green Book 3rd ed. 2.10: a quantity is named by what it is of), so they are compared label by
    label. The same amounts each beside another label are another sample, by guess (a
    slip of the writer's is possible); another value of a label is another sample, proven. The same amounts label by
    label, the other clauses written alike in one order, are one sample, proven; moved concentrations may be
    treatments' order and moved lengths layers', a guess. `why` is empty when the amounts agree and the other readers
    are to compare the rest. None when the keys do not so label the same amounts, or move a step."""
    (ref, ref_others), (tst, test_others) = _labelled_amounts(reference), _labelled_amounts(test)
    ref_labels, test_labels = [name.casefold() for name, _ in ref], [name.casefold() for name, _ in tst]
    if len(ref) < 2 or sorted(ref_labels) != sorted(test_labels) or len(set(ref_labels)) != len(ref_labels):
        return None
    theirs = dict(zip(test_labels, (amount for _, amount in tst), strict=True))
    differ = [(name, amount, theirs[name.casefold()]) for name, amount in ref if not _agree(amount, theirs[name.casefold()])]
    if differ:
        shown = "; ".join(f"{name} {value:g} {unit} against {other[0]:g} {other[1]}" for name, (value, unit), other in differ)
        if sorted(amount for _, amount in ref) == sorted(amount for _, amount in tst):
            return False, False, f"the same amounts, each beside another label: {shown}: another sample, unproven"
        proven = all(commensurable_units(amount[1], other[1]) for _, amount, other in differ)
        return False, proven, f"amounts compared label by label differ: {shown}"
    if ref_labels == test_labels:
        return True, False, ""  # the same order: the keys' other readers compare them
    moved = [(name, amount) for name, amount in ref if ref_labels.index(name.casefold()) != test_labels.index(name.casefold())]
    if any(_STEP_WORD_RE.search(name) for name, _ in moved):
        return None  # `annealed 2 h, tempered 1 h`: steps keep the order of a process
    if ref_others != test_others:
        return True, False, ""
    if any(_CONCENTRATION_RE.search(f"{value:g} {unit}") for _, (value, unit) in moved):
        return True, False, f"the same amounts of the same labels, listed in another order; {MOVED_CONCENTRATIONS}"
    if any(commensurable_units(unit, "m") for _, (_, unit) in moved):
        return True, False, f"the same amounts of the same labels, listed in another order; {MOVED_LENGTHS}"
    return True, True, "the same amounts of the same labels, listed in another order"


# A term of a designation or a clause after it: a share and the element it is of (`10Cr`, `0.05Cr`), set off by a
# hyphen, a comma or the start (ISO 209, ASTM A751: the share written before the element's symbol).
_TERM_RE = re.compile(rf"(?:^|(?<=[\s,\-–]))({_NUMBER})([A-Z][a-z]?)(?=$|[\s,\-–])")


def repeated_element_terms(key: str) -> tuple[str, ...]:
    """The elements whose share a key writes twice (`Co-10Cr-0.05Cr`, `Co-10Cr, 0.05Cr`): a second addition of the
    element, or its content restated (a trace limit, an analysis)? Which is not read, so a sum of the two is a guess."""
    symbols = [symbol for _, symbol in _TERM_RE.findall(key)]
    return tuple(sorted({s for s in symbols if symbols.count(s) > 1}))
