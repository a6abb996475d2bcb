"""How two stretches of label tokens that differ relate (issue 26): the same, another, a guess, or unread.

A name by the precursor rules (formulas from names, abbreviations and the `chemicals` database), a quantity by pint,
a ratio as its fraction, a sample code or an ordinal by its number, an enzyme by its EC number; a stretch of several
names against one name each is split where every part resolves. `label_tokens.compare_label_tokens` aligns the
keys and reads the outcomes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...chem import compounds, formula
from ...chem.compounds.initials import spelt_by_initials
from ...chem.compounds.trade_grades import other_products, trade_grade
from ...chem.formula.condition_labels import LETTER_CODE_RE
from ...chem.formula.enzymes import same_enzyme
from ...chem.formula.filler_codes import filler_material_named
from ...chem.formula.label_tokens import form_abbreviation_of, is_quantity, isotope_formula, written_as_formula, written_as_name
from .label_compounds import group_not_compound, isomers_unsettled
from .lists import explain_compound

SAME, GUESS_SAME, DIFFERENT, GUESS_DIFFERENT = "same", "guess-same", "different", "guess-different"
# The same compound, written as a formula without counts (`ZnO`) in the reference and as a name in the test: at the
# material, docs/scoring.md §2 makes it not the same, but the letters may be an abbreviation's, so only the guess.
NAME_FOR_BARE_FORMULA = "name-for-bare-formula"
# The same, with counts (`Al2O3`, `alumina`): the material's case is `label_tokens._named_for_formula`; elsewhere the same compound.
NAME_FOR_FORMULA = "name-for-formula"
# A Roman numeral up to 39 (`I`, `IV`, `XII`), the ordinal of a type, form, phase or stage in a label.
_ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")


def resolve(reference: str, test: str) -> str | None:
    """How two differing stretches relate: SAME or DIFFERENT when proven, a guess, or None when nothing reads them."""
    if (fraction := _fraction_as_percent(reference, test)) is not None:
        return fraction
    ref_quantity, test_quantity = is_quantity(reference), is_quantity(test)
    if ref_quantity or test_quantity:
        if not (ref_quantity and test_quantity):
            return None
        if reference.startswith("ratio:") and test.startswith("ratio:"):
            return DIFFERENT  # the same parts in other proportions (`70/30`, `30/70`)
        # another value, or another kind or basis (`wt%` / `mol%`, `at%` / `sccm`): another sample, unless one is a misreading
        return GUESS_DIFFERENT
    if reference != test and (formula.is_element_count_code(reference) or formula.is_element_count_code(test)):
        codes = [re.fullmatch(r"([A-Z][a-z]?)(\d+)", t) for t in (reference, test)]
        if codes[0] and codes[1]:
            # `F1`, `F2` in a label: sample codes, not fluorine (IUPAC IR-3.4: F1 is no molecule); `C01` may be `C1`
            one = codes[0].group(1) == codes[1].group(1) and int(codes[0].group(2)) == int(codes[1].group(2))
            return GUESS_SAME if one else DIFFERENT
    if reference != test and all(LETTER_CODE_RE.fullmatch(t.strip("()[]")) for t in (reference, test)):
        return GUESS_DIFFERENT  # `L-T`, `T-L`: ordered codes of single capitals (ASTM E399 orientations), not elements
    if reference != test and all(_ROMAN.fullmatch(t) for t in (reference, test)):
        return DIFFERENT  # `type I`, `type II`; `IV`, `VI`: ordinals of a label, not iodine or vanadium
    if (enzyme := same_enzyme(reference, test)) is not None:
        return GUESS_SAME if enzyme else GUESS_DIFFERENT  # IUBMB EC numbers: `GOx`, `GOD` glucose oxidase
    decision = explain_compound(reference, test)
    if decision.match and decision.basis == "one-of-several":
        return None  # `CaO` against `(CaO+MgO)`: in a key a sum or a list of compounds is no alternative, it is unread
    if decision.match and decision.certain and (_conflated(reference) or _conflated(test)):
        return GUESS_SAME  # the name database gives one formula for two names IUPAC tells apart
    if decision.match and decision.certain and decision.basis == "formula-equivalent" and isomers_unsettled(reference, test):
        return GUESS_SAME  # two names of one molecular formula that isomers share: the formula proves no identity
    if decision.match and decision.basis == "formula-equivalent" and (products := _as_products(reference, test)) is not None:
        return products
    if decision.match:
        # a mineral or polymorph one side alone names (`calcite`, `CaCO3`) may be another phase of the formula (issue 26)
        one_phase = compounds.phase_of(reference) == compounds.phase_of(test)
        if decision.certain and one_phase and written_as_name(test) and (written_as_formula(reference) == "bare" or _isotope_named(reference, test)):
            return NAME_FOR_BARE_FORMULA
        if decision.certain and one_phase and written_as_name(test) and written_as_formula(reference) == "counted":
            return NAME_FOR_FORMULA
        return SAME if decision.certain and one_phase else GUESS_SAME
    if decision.certain and not (radical := group_not_compound(reference, test)):
        formulas = compounds.compound_formula(reference) is not None and compounds.compound_formula(test) is not None
        read_as_codes = any(map(_capitals_as_symbols, (reference, test))) or any(map(formula.is_element_count_code, (reference, test)))
        if _may_spell_out(reference, test):
            return GUESS_SAME
        return DIFFERENT if formulas and not read_as_codes else GUESS_DIFFERENT
    for short, name in ((reference, test), (test, reference)):
        if " " in name and " " not in short and spelt_by_initials(short, name) or form_abbreviation_of(short, name):
            return GUESS_SAME
    if _polymer_of(reference, test) or _polymer_of(test, reference):
        return GUESS_SAME  # `pHEMA`, `HEMA`: a key may name the polymer by its monomer's abbreviation
    if filler_material_named(reference, test) or filler_material_named(test, reference):
        return GUESS_SAME  # ISO 1043-2: `TD` is talc powder, `GF` glass fibre; the letters may be another label's
    if formula.abbreviates(reference, test):
        return GUESS_SAME  # the reference's short form, the test's long form (docs/scoring.md §2 allows it that way only)
    return GUESS_DIFFERENT if decision.certain and radical else None


def _as_products(reference: str, test: str) -> str | None:
    """One formula read from a maker's product designation (`Lactohale 200`, `Sorbolac 400`; `compounds.grades`): two
    designations written apart are two products of that substance, the best guess another material; a designation
    against the substance's own name is the best guess the same, never proven (the name database, not the product's
    data sheet, gives the formula). None when neither stretch is a designation."""
    if other_products(reference, test):
        return GUESS_DIFFERENT
    if trade_grade(reference) or trade_grade(test):
        return GUESS_SAME
    return None


def _may_spell_out(reference: str, test: str) -> bool:
    """One side a short form whose letters the other side's name spells in order (`2-ME`, `2-mercaptoethanol`): the
    lexicon gives the short form one meaning, but a paper defines its own abbreviations (IUPAC Purple Book 2008,
    ch. 16: an abbreviation is explained at its first use in each document) and one short form serves several names
    (`2-ME`, 2-methoxyethanol or 2-mercaptoethanol): the same compound is the best guess, never proven either way."""
    for short, name in ((reference, test), (test, reference)):
        if " " not in short and not written_as_formula(name) and formula.abbreviates(short, name):
            return True
    return False


def _polymer_of(polymer: str, monomer: str) -> bool:
    """`pHEMA` or `poly(HEMA)` against `HEMA`: a lower-case `p` before a monomer's capitals, or `poly(...)` around
    it, writes the polymer of that monomer (IUPAC Purple Book 2008, ch. 17: a source-based name is poly + the
    monomer's name; the one-letter `p` is its short form). A key naming a polymer material by its monomer alone is a
    common shorthand, so the same material is the best guess, never proven. A capital `P` (`PPS`, `PS`) is no such
    prefix: it starts many polymers' own abbreviations."""
    if not re.fullmatch(r"[A-Z][A-Za-z0-9-]{1,11}", monomer):
        return False
    return polymer in (f"p{monomer}", f"poly({monomer})", f"poly{monomer}")


def _conflated(name: str) -> bool:
    """The name database disagrees with itself: the name with two of its words written as one (`sodium dodecyl
    sulfonate`, `sodium dodecylsulfonate`) gives another formula, so the entry it gives may be a look-alike's
    synonym (the sulfate's, IUPAC Blue Book P-65.3 tells sulfonate from sulfate) and proves nothing."""
    words = name.split()
    if not 1 < len(words) <= 5 or (own := compounds.compound_formula(name)) is None:
        return False
    joined = (" ".join([*words[:i], words[i] + words[i + 1], *words[i + 2 :]]) for i in range(len(words) - 1))
    return any((other := compounds.compound_formula(j)) is not None and other != own for j in joined)


def _isotope_named(reference: str, test: str) -> bool:
    """`D2O` and `heavy water`: a formula in hydrogen isotope symbols answered by a name that says the isotope."""
    return isotope_formula(reference) and re.search(r"heavy|deuter|triti", test, re.IGNORECASE) is not None


_FRACTION = re.compile(r"0?\.\d+|1(?:\.0*)?")


def _fraction_as_percent(reference: str, test: str) -> str | None:
    """`DS 0.63` against `DS = 63%`: a fraction written as a decimal and as a percent (ISO 80000-1: % is 0.01).
    The bare number may also be a loading whose unit was left out, so agreeing is the best guess, never proof."""
    for bare, other in ((reference, test), (test, reference)):
        if _FRACTION.fullmatch(bare) and re.fullmatch(r"percent:\d+(?:\.\d+)?", other):
            return GUESS_SAME if abs(float(bare) * 100 - float(other.split(":")[1])) < 1e-9 else GUESS_DIFFERENT
    return None


def _capitals_as_symbols(token: str) -> bool:
    """Capitals alone whose formula is their letters read as symbols (`CS` as carbon monosulfide): as often an
    abbreviation (`CS` chitosan), so no proof; one the lexicon resolves (`NMP`) is read as its compound."""
    token = token.strip("-–()[]")  # `CI-` as a blend notation splits it: the capitals are the token
    if not re.fullmatch(r"[A-Z]{2,5}", token) or (formula := compounds.compound_formula(token)) is None:
        return False
    return sorted(formula) == sorted(re.findall(r"[A-Z]", token)) and all(n == 1 for n in formula.values())


def stretches(reference: Sequence[str], test: Sequence[str]) -> list[str] | None:
    """Each differing stretch resolved; a stretch of several names on one side against one name each on the other
    (`CA LA` against `capric acid lauric acid`) is split where every part resolves. None when one does not."""
    if not reference or not test:
        return None
    whole = resolve(" ".join(reference), " ".join(test))
    if whole is not None:
        return [whole]
    if (parts := _named_parts(" ".join(reference), " ".join(test))) is not None:
        return parts
    if len(reference) == 1 or len(test) == 1:
        return None
    for first in range(1, len(test)):
        head = resolve(reference[0], " ".join(test[:first]))
        if head is not None and (rest := stretches(reference[1:], test[first:])) is not None:
            return [head, *rest]
    for first in range(1, len(reference)):
        head = resolve(" ".join(reference[:first]), test[0])
        if head is not None and (rest := stretches(reference[first:], test[1:])) is not None:
            return [head, *rest]
    return None


def _named_parts(reference: str, test: str) -> list[str] | None:
    """`NC:PU` against `nitrocellulose:polyurethane` (or `ethyl acetate:IPA`, its first name of two words): the parts
    a ratio is of (`label_tokens` joins them by a colon), resolved in order, each against its place in the other key.
    The colon also writes a dopant (`Eu:YAG`, `YAG:Eu`), so a part proven another is only the best guess another; None
    when a part is unread or is a formula answered by a name (docs/scoring.md §2 reads the material whole)."""
    ref_parts, test_parts = reference.split(":"), test.split(":")
    if len(ref_parts) != len(test_parts) or len(ref_parts) < 2 or not all(p.strip() for p in ref_parts + test_parts):
        return None
    outcomes = [resolve(a, b) for a, b in zip(ref_parts, test_parts, strict=True)]
    if not all(o in (SAME, GUESS_SAME, DIFFERENT, GUESS_DIFFERENT) for o in outcomes):
        return None  # a part unread, or a formula against a name, which the material convention reads whole
    return [GUESS_DIFFERENT if o == DIFFERENT else o for o in outcomes]
