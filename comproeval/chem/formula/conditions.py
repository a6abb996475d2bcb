"""The conditions a key writes after its material: what tells a paper's samples apart (issue 26).

`HKUST-1 (milled 30 min)`, `Cu3(BTC)2, 30 min milling`, `H-ZSM-5 (Si/Al = 40)`, `MIL-101(Cr) (no modulator)`:
a condition in brackets or after a comma (a duration, a temperature, a loading, a molar ratio, a modulator or
its absence) is part of the sample's identity. Two keys of one material whose conditions differ are two
samples; conditions that are equal once their quantities are read (60 min = 1 h, 40:1 = 40, SiO2/Al2O3 = 2 Si/Al)
are one. Quantities are read by pint through `chem.units`; a molar ratio of two formulas is turned into the
ratio of the elements the other side names by the formulas' counts (IUPAC Green Book §2.10, amount ratios).
Where a key's clauses start (`split_conditions`) is `condition_clauses`'s.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from ..negation import clause_negations
from ..text import greek_names_as_letters, greek_spelled
from ..units import unit_conversion
from .composite import own_identities, part_identity
from .condition_clauses import RATIO_RE, split_conditions, unbracketed_percent_basis
from .condition_gases import gas_names_as_formulas, is_gas_clause, trailing_gas
from .condition_labels import LETTER_CODE_RE, take_labels
from .condition_notations import (
    amount_fractions,
    before_solidus,
    share_runs,
    signed_miller_indices,
    specific_gravities,
)
from .condition_ratios import stoichiometric_percent
from .condition_record import Conditions
from .label_quantities import (
    NUMBER_AND_UNIT,
    fraction_symbols_as_percent,
    numbers_as_written,
    signed,
    unit_powers,
    with_digits,
)
from .media import medium_as_written, medium_of
from .notations import phase_word_prefixes
from .powers_of_ten import written_in_scientific_notation
from .share_bases import NUMBER, RATIO_BASES, UNIT_BASES
from .structure_designations import structure_designations

# A bare `2:1` (a molar ratio of the key's own parts) when no `A/B =` names it; `90/10 mol%` too, shares with their
# basis (a slash before a percentage joins two shares, never a quantity and a number).
_BARE_RATIO_RE = re.compile(rf"(?<![\w.:/])({NUMBER})\s*(?::|/(?=\s*(?:{NUMBER})\s*(?:wt|vol|mol|at)?\s*\.?\s*%))\s*({NUMBER})(?![\w.:/])")
# A part per million or billion (`140 ppm`): 10^-4 or 10^-7 per cent of a basis it does not state (IUPAC Green Book
# 3rd ed. 2.10 and 3.10: ppm is 10^-6, the quantity it is a fraction of must be said; 1 wt% = 10 000 ppm by mass).
_PARTS_PER_RE = re.compile(rf"(?<![\w.])({NUMBER})\s*(ppm|ppb)\b")
_PARTS_PER = {"ppm": 4, "ppb": 7}
# The basis may follow the sign as the quotient of its quantities' symbols (`4 % w/w`, `5 % v/v`: w mass fraction,
# φ volume fraction, IUPAC Green Book 3rd ed. 2.10; `UNIT_BASES` reads them).
_PERCENT_RE = re.compile(rf"({NUMBER})\s*(wt|vol|mol|at|m|v|w/w|v/v|w/v)?\s*\.?\s*%\s*(wt|vol|mol|at|w/w|v/v|w/v)?\.?")  # `0.5 w/v%` too
# A per cent weight in volume is grams per 100 mL: 10 g/L (USP General Notices 8.140; IUPAC Green Book 2.10, mass
# concentration), a quantity pint converts (`200 g/L`, `20 mg/mL`).
_WV_GRAMS_PER_LITRE = 10.0
# A number and the unit written after it (`30 min`, `30-day`, `1150 °C`, `100 h`, `5 MPa`): the label reader's pattern,
# but never after a hyphen, where the number belongs to a name (`ZSM-5`). Which units count differs on purpose: here
# any unit pint knows (`6 cycles` is a quantity), in `label_quantities` no bare count.
_QUANTITY_RE = re.compile(rf"(?<![\w.]){NUMBER_AND_UNIT}")
# Three or more numbers joined by colons (`2:2:1`): a ratio of as many parts, in the order of the parts it is of
# (IUPAC Green Book 3rd ed. 2.10), so the same numbers in another order are another ratio.
_RATIO_GROUP_RE = re.compile(rf"(?<![\w.:/])({NUMBER}(?:\s*:\s*{NUMBER}){{2,}})(?![\w.:/])")
# A number standing alone (not glued to letters, as `PEG2000` or `Irganox1010` are names) that no reading took.
_UNREAD_NUMBER_RE = re.compile(r"(?<![A-Za-z\d.])\d+(?:\.\d+)?(?![A-Za-z\d.])")
# The numerator of a proper fraction written before a quantity's number (`1/8 in`, `3/16 in`, `1/2 h`): a number may be
# written as a fraction (ISO 80000-1:2009 7.1.3; NIST SP 811 7.7), an exact value with no last digit to round.
_NUMERATOR_RE = re.compile(r"(?<![\w.\-/])(\d+)\s*/\s*$")
# A Hermann-Mauguin space-group symbol (`Fd-3m`, `Fd3̄m`, `P6_3/mmc`; International Tables for Crystallography
# vol. A): one name, its bars and subscripts written several ways; never right after a number, where a unit stands
# (`2 A/dm2`: SI Brochure 9th ed. 5.4.3, a number, a space, its unit).
_SPACE_GROUP_RE = re.compile(r"(?<!\S)(?<!\d )[PIFCRAB][a-z]?(?=[0-9a-z\-_/\u0304]*\d)[0-9a-z\-_/\u0304]{1,9}(?=$|[\s,;])")
# Direction signs written as words (`⊥ pressing direction`).
_SIGNS = {"⊥": " perpendicular ", "∥": " parallel ", "||": " parallel "}
_TOKEN_RE = re.compile(r"[A-Za-z0-9]+")
_GREEK_FORM_RE = re.compile(r"(?<![A-Za-z\u03b1-\u03c9])[\u03b1-\u03c9](?![A-Za-z\u03b1-\u03c9]|\s*=)")
# A grade or product code, a name and its number joined by a hyphen (`Irganox-1010`, `BYK-111`): the number tells one
# grade from another, as in `Irganox 1010` (read apart, or the number would be lost after the hyphen).
_CODE_NUMBER_RE = re.compile(r"(?<![\w.\-])([A-Za-z]{2,})-(\d+)(?![\w.\-])")
# A number no unit follows (`AR 3.9`, `20 pairs`): a count or a dimensionless value that tells samples apart.
_BARE_NUMBER_RE = re.compile(rf"(?<![\w.\-])({NUMBER})(?![\w.])")
# `room temperature`, `RT`, `ambient`: a temperature of 20-25 °C (IUPAC Gold Book, "room temperature"), not one value;
# a substrate or sample left unheated (`unheated`, `non-heated`, `without heating`) is at that temperature.
_ROOM_RE = re.compile(r"\broom[\s-]+temperature\b|\bRT\b|\bambient\b|\b(?:un|non-?)heated\b|\bwithout\s+heating\b", re.I)
# A clause that only names the basis of the key's amounts: `(mol%)`, `(wt.%)`.
_BASIS_ONLY_RE = re.compile(r"^\s*(wt|vol|mol|at)\s*\.?\s*%\s*$|^\s*%\s*(wt|vol|mol|at)\b\.?\s*$", re.I)
# The basis of a ratio written as words (`1:3 by mass`, `2:1 molar`, `1:1 w/w`): mass, volume or amount of substance
# (IUPAC Green Book 2.10: mass, volume and amount fractions and ratios).
_BASIS_WORD_RE = re.compile(r"(?<![\w/])(?:by\s+)?(molar|mass|weight|volume|w/w|wt/wt|v/v|vol/vol|mol/mol)(?![\w/])", re.I)
# A unit symbol written after another with a space and no power (`20 Ω cm`, `0.2 Ω m`, `5 mA cm`): the two multiply,
# one unit (SI Brochure 9th ed. 5.4.6: a product of units is written with a space or a half-high dot). Only an SI
# prefix and a base or derived unit's symbol starting in a small letter or Ω is read so, never a word (`in`, `at`) or
# a capital that may be an element's symbol (`5 nm C` is a carbon layer), nor after a temperature.
_SPACED_FACTOR_RE = re.compile(r"\s+((?:[yzafpnµμumcdk](?:m|g|s|A|K|mol|Pa|J|W|V|Ω|S|F|N|C|Hz)|m|g|s|mol|Ω))(?![\w.·/^\-−])")
_STOP = frozenset({"at", "of", "the", "and", "with", "for", "in", "under", "on", "by", "to", "as", "a", "an", "after", "from", "via", "then"})


@functools.lru_cache(maxsize=65536)
def read_conditions(key: str) -> Conditions:
    """The conditions of a key (empty when it writes none)."""
    base, clauses = split_conditions(key)
    quantities: list[tuple[float, str]] = []
    ratios: list[tuple[str, str, Fraction]] = []
    bare: list[Fraction] = []
    words: list[str] = []
    negated: list[str] = []
    names: list[str] = []
    bases: list[str] = []
    numbers: list[float] = []
    labels: list[str] = []
    exact: list[tuple[float, str]] = []
    unread: list[str] = []
    identities: list[str] = []
    foreign: list[str] = []
    groups: list[tuple[Fraction, ...]] = []
    structures: list[str] = []
    media: list[str] = []
    media_written: list[str] = []
    fractions: list[str] = []
    parts_per = False
    relative_density = False
    weight_in_volume: list[float] = []
    # `three` is `3`, `φ = 0.3` 30 vol%, `1.0 × 10^4` 10000
    # `(o-phase)`: `(orthorhombic phase)`; `in argon`: `in Ar`, a gas by its formula (`condition_gases`)
    read_clauses = (gas_names_as_formulas(phase_word_prefixes(numbers_as_written(c))) for c in clauses)
    for clause in (stoichiometric_percent(with_digits(fraction_symbols_as_percent(c))) for c in read_clauses):
        if (tail := trailing_gas(clause)) is not None:
            # `300 °C for 1 h in Ar`: the gas written last is the step's atmosphere, read as a gas clause of its own is
            clause = tail[0]
            names.append(tail[1])
            foreign.append(tail[1])
        if is_gas_clause(clause):
            # `N2`, `in Ar`: the gas the sample was in, one name however written, and a substance beside the material
            names.append(clause.split()[-1])
            foreign.append(clause.split()[-1])
            continue
        if medium := medium_of(clause):
            media.append(medium)  # `in water` and `H2O` name one substance, a name the other key may share
            media_written.append(medium_as_written(clause) or medium)
            names.append(medium)
            continue
        if identity := part_identity(clause):
            identities.extend(sorted(identity))  # a gloss naming a material (`(reduced graphene oxide)` after `rGO`)
            if (own := own_identities(base)) and not identity & own:  # read only when a clause names one
                foreign.extend(sorted(identity))
            continue
        if basis := _BASIS_ONLY_RE.match(clause):
            bases.append((basis.group(1) or basis.group(2)).lower())
            continue
        if indices := signed_miller_indices(clause):
            names.append(indices)  # `(−201)`: a plane with its signs, never the number 201 (`condition_notations`)
            continue
        if basis := RATIO_BASES.get(" ".join(clause.lower().split())):
            bases.append(basis)  # `(molar ratio)`, `(by volume)`: the basis of the key's ratio, a clause of its own
            continue
        named_structures, rest = structure_designations(clause, base)
        structures.extend(named_structures)
        for sign, word in _SIGNS.items():
            rest = rest.replace(sign, word)
        for match in _SPACE_GROUP_RE.finditer(rest):
            names.append(re.sub(r"[\-_/\u0304]", "", match.group(0)))
        rest = _SPACE_GROUP_RE.sub(" ", rest)
        if _ROOM_RE.search(rest):
            quantities.append((0.0, "room"))
            rest = _ROOM_RE.sub(" ", rest)
        read_ratios = len(ratios) + len(bare)
        clause, rest, read_fractions = amount_fractions(clause, rest)
        ratios.extend(read_fractions)
        fractions.extend(a for a, _, _ in read_fractions)
        for match in RATIO_RE.finditer(clause):
            if match.group(4) and not Fraction(match.group(4)):
                continue  # `IA/SA = 100/0`: shares, one of them nil, make no ratio; the text is left unread
            if _unit_follows(clause, match):
                continue  # `a-Si:H 10 nm`: a number with its unit is a quantity (read below), no ratio's value
            value = Fraction(match.group(3)) / (Fraction(match.group(4)) if match.group(4) else 1)
            if not match.group(4) and match.group(5):
                # `F/Sn = 50 at.%` is 0.5; `B/C = 5000 ppm` is 0.005 (IUPAC Green Book 3rd ed. 3.10: % 10^-2, ppm 10^-6)
                value /= 100 * 10 ** next((places for unit, places in _PARTS_PER.items() if unit in match.group(5)), 0)
            ratios.append((match.group(1), match.group(2), value))
            if match.group(4) and (basis := re.match(r"\s*(at|mol)", match.group(5) or "")):
                bases.append(basis.group(1))  # `IA/SA = 75/25 mol%`: shares of one basis, the ratio's basis
        rest = RATIO_RE.sub(lambda m: m.group(0) if m.group(4) and not Fraction(m.group(4)) or _unit_follows(m.string, m) else " ", rest)
        for match in _BARE_RATIO_RE.finditer(rest):
            if Fraction(match.group(2)):
                bare.append(Fraction(match.group(1)) / Fraction(match.group(2)))
            if basis := re.match(r"\s*(wt|vol|mol|at)\s*\.?\s*%", rest[match.end() :]):
                bases.append(basis.group(1).lower())  # `70:30 wt%`: the ratio's basis
        rest = _BARE_RATIO_RE.sub(" ", rest)
        if len(ratios) + len(bare) > read_ratios:
            bases.extend(RATIO_BASES[m.group(1).lower()] for m in _BASIS_WORD_RE.finditer(rest))
            rest = _BASIS_WORD_RE.sub(" ", rest)
        rest, named = take_labels(rest)
        labels.extend(named)
        rest, shares = share_runs(rest)
        bare.extend(s for s in shares if isinstance(s, Fraction))
        groups.extend(s for s in shares if isinstance(s, tuple))
        rest = unbracketed_percent_basis(rest)  # `20% (w/v)` is `20% w/v`: one notation
        for match in _PERCENT_RE.finditer(rest):
            basis = UNIT_BASES.get((match.group(2) or match.group(3) or "").lower(), "")
            if basis == "w/v":  # grams in 100 mL (USP General Notices 8.140, percent weight in volume): a mass concentration
                quantities.append((float(match.group(1)) * _WV_GRAMS_PER_LITRE, "g/L"))
                weight_in_volume.append(float(match.group(1)))
                continue
            quantities.append((float(match.group(1)), f"{basis}%"))
        rest = _PERCENT_RE.sub(" ", rest)
        for match in _PARTS_PER_RE.finditer(rest):
            places = _PARTS_PER[match.group(2)]
            quantities.append((round(float(match.group(1)) / 10**places, places + 6), "%"))
            parts_per = True
        rest = _PARTS_PER_RE.sub(" ", rest)
        rest, densities = specific_gravities(rest)
        quantities.extend(densities)
        relative_density = relative_density or bool(densities)
        read = rest
        for match in _QUANTITY_RE.finditer(read):
            if read[match.start() - 1 : match.start()] == "-" and not signed(read, match.start()):
                continue  # a hyphen run on a word or a number (`10-40 °C`, `Irganox-1010`): no quantity of its own
            # `J mm-3`, `W m-1 K-1`: a unit's factors set apart by spaces, each with its power (SI Brochure 5.4.6)
            spaced = f"{match.group(2)} {' '.join(match.group(3).split())}".strip()
            if not unit_powers(match.group(3)):
                spaced = ""  # `600 °C N2`, `0.5 mol/L HNO3`: a gas or substance after the quantity, no unit's power
            units = (spaced, match.group(2).replace(" ", ""), *before_solidus(match.group(2)))
            unit = next((u for u in units if u and unit_conversion(u, u) is not None), None)
            if unit is not None:
                start, value = _fraction_start(read, match)
                fraction = start < match.start()
                if signed(read, start):  # `-40 °C`: a value below zero
                    start, value = start - 1, -value
                quantities.append((value, unit))
                if fraction:
                    exact.append((value, unit))
                end = match.end(0) if unit == spaced else match.end(2)
                if unit == match.group(2) and not unit.startswith("°") and (factor := _SPACED_FACTOR_RE.match(read, end)) is not None:
                    if unit_conversion(product := f"{unit} {factor.group(1)}", product) is not None:
                        unit, end = product, factor.end()  # `20 Ω cm`: one unit, a product (SI Brochure 5.4.6)
                        quantities[-1] = (value, unit)
                        if fraction:
                            exact[-1] = (value, unit)
                if unit in before_solidus(match.group(2)):
                    end = match.start(2) + len(unit)  # `1 h/WQ`: the quench code after the solidus is left as a word
                rest = rest.replace(read[start:end], " ", 1)
        for match in _RATIO_GROUP_RE.finditer(rest):
            parts = [Fraction(n.strip()) for n in match.group(1).split(":")]
            if total := sum(parts):
                groups.append(tuple(part / total for part in parts))
        # `(β form)`: a Greek letter left standing names a polymorph or form (IUPAC Red Book IR-3.4.4), never a quantity
        # symbol set equal to a value (`λ = 365 nm`)
        rest = greek_names_as_letters(rest)  # `alpha-` is `α-`
        names.extend(greek_spelled(m.group(0)) for m in _GREEK_FORM_RE.finditer(rest))
        rest = _GREEK_FORM_RE.sub(" ", rest)
        rest = _CODE_NUMBER_RE.sub(lambda m: f"{m.group(1)} {m.group(2)}", rest)  # `Irganox-1010` is `Irganox 1010`
        names.extend(LETTER_CODE_RE.findall(rest))
        rest = LETTER_CODE_RE.sub(" ", rest)
        numbers.extend(float(n) for n in _BARE_NUMBER_RE.findall(rest))
        unread.extend(_UNREAD_NUMBER_RE.findall(_BARE_NUMBER_RE.sub(" ", rest)))
        lowered = rest.lower()
        lowered, absent = clause_negations(lowered, _STOP)
        negated.extend(absent)
        kept = [token for token in _TOKEN_RE.findall(rest) if token.lower() in _TOKEN_RE.findall(lowered)]
        words.extend(t for t in kept if t.islower() and len(t) > 1 and t not in _STOP)
        # a lone small letter no reading took (`(k-phase)`): kept as unread, so it proves no sameness (issue 26 §1)
        unread.extend(t for t in kept if t.islower() and len(t) == 1 and t not in _STOP)
        names.extend(t for t in kept if not t.islower() and not t.isdigit())
    return Conditions(
        tuple(quantities),
        tuple(ratios),
        tuple(bare),
        tuple(dict.fromkeys(words)),
        tuple(dict.fromkeys(negated)),
        tuple(dict.fromkeys(names)),
        tuple(dict.fromkeys(bases)),
        tuple(numbers),
        tuple(dict.fromkeys(labels)),
        any(map(written_in_scientific_notation, clauses)),
        tuple(exact),
        parts_per,
        tuple(unread),
        tuple(dict.fromkeys(identities)),
        tuple(groups),
        tuple(dict.fromkeys(media)),
        tuple(dict.fromkeys(media_written)),
        tuple(dict.fromkeys(structures)),
        tuple(dict.fromkeys(foreign)),
        tuple(dict.fromkeys(fractions)),
        relative_density,
        tuple(weight_in_volume),
    )


def _unit_follows(text: str, match: re.Match[str]) -> bool:
    """A ratio statement's last number followed by a unit pint reads (`a-Si:H 10 nm`, `Si:H 100 Å`): the number is a
    quantity of that unit (SI Brochure 9th ed. 5.4.3: a number, a space, its unit), not the value of a ratio; a unit of
    dimension one (`4:1 w/w`, `4/1 mol/mol`) is the ratio's basis (IUPAC Green Book 2.10)."""
    if match.group(5):
        return False  # `F/Sn = 50 at.%`: the ratio's own per cent
    after = _QUANTITY_RE.match(text, match.start(4) if match.group(4) else match.start(3))
    # a unit of dimension one (`w/w`, `mol/mol`) names the ratio's basis, never a quantity of its own
    unit = after.group(2) if after is not None else None
    if unit is None or unit.lower() in RATIO_BASES:
        return False  # `1:3 molar`, `98/2 mol`: the ratio's basis in words, as `_BASIS_WORD_RE` reads it
    return unit_conversion(unit, unit) is not None and unit_conversion(unit, "percent") is None


def _fraction_start(text: str, match: re.Match[str]) -> tuple[int, float]:
    """Where a quantity's number starts and its value: `1/8 in` is 0.125 in, read from its numerator (a proper
    fraction of whole numbers); any other number from itself."""
    over, number = _NUMERATOR_RE.search(text, 0, match.start()), match.group(1)
    if over is None or not number.isdigit() or not 0 < int(over.group(1)) < int(number):
        return match.start(), float(number)
    return over.start(), int(over.group(1)) / int(number)
