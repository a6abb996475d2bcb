"""Whether the conditions of two keys name one sample (issue 26): the comparison of what `conditions` reads.

A quantity, a ratio, an amount basis or a negated word that differs proves two samples; conditions written alike once
read prove one; wording that differs leaves it open, with the best guess from what differs. The checks that find a
difference are in `condition_differences`, the shares of named components in `condition_shares`.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from ..quantities import calendar_agree, commensurable_units, same_quantity
from ..spelling import american
from .alloy_compare import compare_alloys
from .amount_notations import amounts_by_label
from .condition_differences import (
    atmospheres_differ,
    bases_differ,
    media_differ,
    negation_conflict,
    numbers_differ,
    quantities_differ,
    quantity_order_differs,
    shown_quantity,
    structure_types_differ,
    waters_differ,
)
from .condition_dilute import dilute_as_parts_per
from .condition_labels import adopt_unit, labels_differ
from .condition_ratios import cement_read_ratios, ratios_differ, rounded_ratios, spelt_out_ratios, unread_ratios
from .condition_shares import complement_shares, component_shares
from .condition_words import one_word_swapped, words_moved_before_material
from .conditions import Conditions, read_conditions
from .grammar import valid_element
from .label_quantities import fraction_words_as_percent
from .labels import word_match
from .sample_states import states_differ_only
from .word_roots import one_absence

ALLOY_BASES = "no condition beside the alloys' bases, which are read with their amounts"
DILUTE = "a mass concentration read as ppm in dilute water (1 mg/L ~ 1 ppm): unproven"
OTHER_SUBSTANCES = "the keys name other substances beside their material (a reagent, a substrate, a medium): another sample, unproven"
# A per cent with no basis written (`2%`) states no basis: against `2% w/v` (grams per 100 mL, USP General Notices
# 8.140) it may be a mass or volume fraction of another amount (IUPAC Green Book 2.10: a per cent names its quantity).
BARE_PERCENT = "a per cent written without its basis taken on the other key's w/v basis: unproven"
ALLOY_DIFFERS = "two alloys (their bases read with their amounts): the conditions do not make them one sample"


@dataclass(frozen=True)
class ConditionVerdict:
    """`same` True/False, or None when the conditions cannot be set against each other; `certain` when proven."""

    same: bool | None
    certain: bool
    why: str
    # every difference read as one quantity, by a convention of the field (`1.5 SG` as 1.5 g/cm3): a guess, but no
    # unread stretch a sibling rule should take for another sample
    read: bool = False


def compare_conditions(reference: str, test: str) -> ConditionVerdict:
    """Whether the conditions of two keys name one sample: a quantity, a ratio, an amount basis or a negated word
    that differs proves two samples; conditions written alike once read prove one; wording that differs leaves it
    open, the best guess from what differs (another species named: another sample; a paraphrase: the same).

    The basis of an alloy designation (`Ti-48Al (at.%)`) is read with its amounts (`alloy_compare`), not here; a
    steel's bracketed material number (`(1.6587)`) is set aside before any reader (`designation_numbers`)."""
    if (alloy := compare_alloys(reference, test)) is not None:
        if not alloy.same:
            return ConditionVerdict(None, False, ALLOY_DIFFERS)  # the conditions cannot make two alloys one sample
        if not (alloy.reference_rest or alloy.test_rest):
            return ConditionVerdict(True, True, ALLOY_BASES)
        reference, test = alloy.keys()
    ref, tst = (read_conditions(key) for key in fraction_words_as_percent(reference, test))
    tst, agrees = adopt_unit(tst, ref)
    if agrees is None:
        ref, agrees = adopt_unit(ref, tst)
    if agrees is not None and not (ref.words or ref.names):
        return ConditionVerdict(agrees, False, "a value written without its unit, and nothing else, against the other key's")
    if agrees is False:
        return ConditionVerdict(False, False, "a value written without its unit differs from the other key's")
    ref, tst, dilute = dilute_as_parts_per(ref, tst)
    read_ref, read_tst = _bare_percent_as_weight_in_volume(ref, tst), _bare_percent_as_weight_in_volume(tst, ref)
    basis_taken = read_ref is not ref or read_tst is not tst  # a bare per cent read on the other key's w/v basis
    ref, tst = read_ref, read_tst
    if (complement := complement_shares(reference, test)) is not None:
        return ConditionVerdict(True, False, complement)
    if (shares := component_shares(reference, test)) is not None and (shares[0] or shares[2]):
        return ConditionVerdict(shares[0], shares[2], shares[1])
    if (by_label := amounts_by_label(reference, test)) is not None and by_label[2]:
        return ConditionVerdict(*by_label)  # the bags of amounts and names below lose which amount is whose
    checks = (
        labels_differ,
        structure_types_differ,
        media_differ,
        waters_differ,
        atmospheres_differ,
        bases_differ,
        quantities_differ,
        *(() if by_label else (quantity_order_differs,)),  # amounts paired by their labels are in no order
        ratios_differ,
        numbers_differ,
        negation_conflict,
    )
    for differs in (check(ref, tst) for check in checks):
        if differs is not None:
            if (per_part := _per_part_one_side(ref, tst)) and differs[1]:
                return ConditionVerdict(False, False, f"{differs[0]}; {per_part}")
            return ConditionVerdict(False, differs[1] and not dilute, differs[0] + (f"; {DILUTE}" if dilute else ""))
    if shares is not None:  # a component's share differs, the words around the shares too: another sample, unproven
        return ConditionVerdict(False, False, shares[1])
    if ref.identities and tst.identities and set(ref.identities) != set(tst.identities):
        # `70H2/30CO` against `30H2/70CO`: each key names a mix or material by formula beside its own (Conditions.identities)
        return ConditionVerdict(False, False, "the keys name other materials or mixes beside their own: another sample, unproven")
    if _other_substances_named(ref, tst):
        return ConditionVerdict(False, False, OTHER_SUBSTANCES)
    if (exclusive := _exclusive_words(ref, tst)) is not None:
        return ConditionVerdict(False, True, exclusive)
    if not _share_anything(ref, tst):
        # `(etched)` against `(sputtered)` and nothing else: two treatments, each a past participle (`wet` against
        # `hydrated` may say one state), so the one-word swap below, not "nothing to set against"
        only_words = not (ref.quantities or tst.quantities or ref.negated or tst.negated or states_differ_only(reference, test))
        treatments = all(len(c.words) == 1 and c.words[0].endswith("ed") for c in (ref, tst))
        if only_words and treatments and (swapped := one_word_swapped(list(ref.words), list(tst.words), list(ref.names), list(tst.names))):
            return ConditionVerdict(False, False, swapped)
        return ConditionVerdict(None, False, "the conditions share nothing to set against each other")
    ref_quantities, test_quantities = _one_sided(ref, tst), _one_sided(tst, ref)
    one_sided = ref_quantities + test_quantities
    ref_words, test_words = _unmatched(ref.words, tst.words), _unmatched(tst.words, ref.words)
    ref_words, test_words, moved = words_moved_before_material(ref_words, test_words, reference, test)
    ref_names = [n for n in ref.names if not any(_same_name(n, t) for t in tst.names)]
    test_names = [n for n in tst.names if not any(_same_name(n, r) for r in ref.names)]
    # ratios of species the other key does not name were read by their value only: other species, or words spelt out
    unread = (ref_words, test_words) if spelt_out_ratios(ref, tst) else (ref_names, test_names)
    unread[0].extend(unread_ratios(ref, tst))
    unread[1].extend(unread_ratios(tst, ref))
    ref_negated, test_negated = _unmatched_negated(ref.negated, tst.negated), _unmatched_negated(tst.negated, ref.negated)
    if not (ref_negated and test_negated) and _shared_absence(ref, tst):
        ref_negated, test_negated = [], []  # `untreated` against `no surface treatment`: one absence, one side narrower
    ref_words += [f"no {w}" for w in ref_negated]
    test_words += [f"no {w}" for w in test_negated]
    approximate = any(unit == "room" for _, unit in (*ref.quantities, *tst.quantities))
    if not (ref_words or test_words or ref_names or test_names or one_sided):
        if moved:
            return ConditionVerdict(True, False, f"the same conditions once read, {moved} written before the material by one key: unproven")
        if approximate:
            return ConditionVerdict(True, False, "the same conditions once read; room temperature is a range, not a value")
        if set(ref.exact) != set(tst.exact):
            # `1/8 in` against `3.2 mm`: agreeing to the decimal's last digit, which the value read may have dropped (`6.0`)
            return ConditionVerdict(True, False, "the same conditions once read, a fraction converted to the other's rounding: unproven")
        if ref.relative_density != tst.relative_density:
            why = "the same conditions once read, a specific gravity taken as g/cm3 (water at 4 °C ~ 1 g/cm3): unproven"
            return ConditionVerdict(True, False, why, read=True)
        if set(ref.negated) != set(tst.negated) and not one_absence(ref.negated, tst.negated):
            # `no filler` against `unfilled`: one absence, written as a word negated and as an un- participle
            said = f"no {' '.join(ref.negated)} ~ no {' '.join(tst.negated)}"
            return ConditionVerdict(True, False, f"the same conditions once read, {said} taken as one absence (a root shared): unproven")
        if ref.parts_per != tst.parts_per:
            return ConditionVerdict(True, False, "the same conditions once read, a share in ppm taken on the other's basis: unproven")
        if cement := cement_read_ratios(ref, tst) + cement_read_ratios(tst, ref):
            why = f"the same conditions once {', '.join(cement)} is read in cement chemist notation (C = CaO, S = SiO2): unproven"
            return ConditionVerdict(True, False, why)
        if rounded := rounded_ratios(ref, tst):
            return ConditionVerdict(True, False, f"the same conditions once read, {'; '.join(rounded)} agreeing to their written digits: unproven")
        if sorted(ref.unread) != sorted(tst.unread):
            unread = ", ".join(dict.fromkeys(ref.unread + tst.unread))
            return ConditionVerdict(
                False, False, f"the conditions read alike, but {unread}, written where no reading took it, differs: another sample is the best guess"
            )
        if calendar := _calendar_only(ref, tst):
            return ConditionVerdict(
                True,
                False,
                f"the same conditions once read, {calendar} converted by the calendar (a year of 365 or 365.25 days, a month of 28 to 31): unproven",
            )
        if loose := _loosely_matched(ref.words, tst.words):
            # `methanol-treated`, `ethanol-treated`; `L-cysteine`, `L-cystine`: one letter may name another compound
            return ConditionVerdict(True, False, f"the same conditions once read, {loose} taken as one word by a close spelling: unproven")
        if set(ref.media_written) != set(tst.media_written):
            # `(DMF)` against `(dimethylformamide)`: one solvent by the lexicon, an abbreviation spelt out (read, not proven)
            return ConditionVerdict(True, False, "the same conditions once read, a solvent's abbreviation spelt out: unproven")
        if basis_taken:
            return ConditionVerdict(True, False, f"the same conditions once read, {BARE_PERCENT}")
        return ConditionVerdict(True, True, "the same conditions once read")
    shown = ", ".join(map(repr, (*one_sided, *ref_words, *ref_names, *test_words, *test_names)))
    ref_extra, test_extra = ref_words + ref_names + ref_quantities, test_words + test_names + test_quantities
    if not test_extra:
        # the test leaves out part of the reference's conditions: omitted, not contradicted (the paper's other keys decide)
        return ConditionVerdict(None, False, f"the test leaves out {shown}")
    if ref_names and test_names:
        return ConditionVerdict(False, False, f"the conditions name other species ({shown}): another sample, unproven")
    if test_quantities:
        return ConditionVerdict(False, False, f"one key states a condition the other does not ({shown}): another treatment, unproven")
    if not ref_extra:
        if not ref.words:
            return ConditionVerdict(True, False, f"one key words the same condition more fully ({shown}): the same sample, unproven")
        return ConditionVerdict(False, False, f"one key states a treatment the other does not ({shown}): another sample, unproven")
    if ref_quantities:
        return ConditionVerdict(False, False, f"one key states a condition the other does not ({shown}): another treatment, unproven")
    if swapped := one_word_swapped(ref_words, test_words, ref_names, test_names):
        return ConditionVerdict(False, False, swapped)
    return ConditionVerdict(True, False, f"the conditions agree in their quantities but are worded differently ({shown}): unproven")


# Words that make an amount apply to every one of several parts (`30 g/ft3 each`, `2 mmol apiece`, `5 and 10 wt%,
# respectively`): a distributive quantifier (Huddleston & Pullum, The Cambridge Grammar of the English Language, 2002,
# 5.9: `each`), so the stated number is per part, not the total the other key may state.
_PER_PART = frozenset({"each", "apiece", "respectively", "individually", "per"})


def _per_part_one_side(ref: Conditions, tst: Conditions) -> str | None:
    """Why quantities that differ are no proof when only one key says its amounts are per part (`60 g/ft3` against
    `30 g/ft3 each` of two metals: one total); None when both keys or neither say so."""
    mine, theirs = _PER_PART & set(ref.words), _PER_PART & set(tst.words)
    if mine == theirs:
        return None
    return f"one key states its amounts per part ({', '.join(sorted(mine ^ theirs))}), the other perhaps a total: unproven"


# Directions that exclude each other (a cut or a measurement along one axis is not along the other): a filler
# aligned vertically is not aligned horizontally; a specimen cut longitudinally is not cut transversely (ASTM E1823,
# specimen orientation: L, T and S directions of a wrought product).
_EXCLUSIVE = (
    frozenset({"perpendicular", "parallel"}),
    frozenset({"in-plane", "out-of-plane"}),
    frozenset({"vertical", "horizontal"}),
    frozenset({"longitudinal", "transverse"}),
)


def _direction_words(words: tuple[str, ...]) -> set[str]:
    """The words with an adverb's `-ly` taken off (`vertically aligned` names the vertical direction)."""
    return {w.removesuffix("ly") for w in words} | set(words)


def _other_substances_named(ref: Conditions, tst: Conditions) -> bool:
    """`Fe3O4 (H2O2)` against `Fe3O4 (TMB)` or `Fe3O4 (NaCl)`: each key names, beside its material, a substance by
    formula or abbreviation, and they are not one (no name of one is the other's identity)."""
    if not (ref.foreign or tst.foreign) or set(ref.foreign) == set(tst.foreign):
        return False
    return bool((ref.foreign or ref.names) and (tst.foreign or tst.names))


def _exclusive_words(ref: Conditions, tst: Conditions) -> str | None:
    for pair in _EXCLUSIVE:
        mine, theirs = pair & _direction_words(ref.words), pair & _direction_words(tst.words)
        if mine and theirs and not mine & theirs:
            return f"directions differ: {'/'.join(sorted(mine))} against {'/'.join(sorted(theirs))}"
    return None


# A name written as element symbols only (`CO`, `Co`, `NaCl`): a formula, whose letters' case says where each symbol
# starts (IUPAC Red Book IR-3.1: a symbol is a capital, perhaps with one small letter), so `CO` and `Co` are carbon
# monoxide and cobalt, two substances.
_SYMBOLS_RE = re.compile(r"(?:[A-Z][a-z]?\d*)+")


def _same_name(one: str, other: str) -> bool:
    """Two names of the conditions alike up to case (`Argon`, `argon`), unless both are formulas written otherwise."""
    if one.casefold() != other.casefold():
        return False
    return one == other or not all(_SYMBOLS_RE.fullmatch(n) and _symbols_valid(n) for n in (one, other))


def _symbols_valid(formula: str) -> bool:
    return all(valid_element(symbol) for symbol in re.findall(r"[A-Z][a-z]?", formula))


def _share_anything(ref: Conditions, tst: Conditions) -> bool:
    """Whether the two keys' conditions have a word, a name, a kind of quantity, a ratio or a basis in common."""
    return bool(
        len(_unmatched(ref.words, tst.words)) < len(ref.words)
        or {n.casefold() for n in ref.names} & {n.casefold() for n in tst.names}
        or any(commensurable_units(r[1], t[1]) for r in ref.quantities for t in tst.quantities)
        or ((ref.ratios or ref.bare_ratios) and (tst.ratios or tst.bare_ratios))
        or (ref.bases and tst.bases)
        or (ref.numbers and tst.numbers)
        or len(_unmatched_negated(ref.negated, tst.negated)) < len(ref.negated)
        or set(ref.structures) & set(tst.structures)
        or _abbreviation_and_words(ref, tst)
        or _abbreviation_and_words(tst, ref)
    )


def _abbreviation_and_words(one: Conditions, other: Conditions) -> bool:
    """`(DMF)` against `(dimethylformamide)`: only a name on one side, only words on the other: perhaps one spelled out."""
    return bool(one.names and not (one.words or one.quantities) and other.words and not (other.names or other.quantities))


# Inflections of one English stem (`pressed`, `pressing`, `conventionally`): the step-1 suffixes of Porter's
# stemmer (Porter, Program 14, 130 (1980)), enough to tell a paraphrase from another word.
_SUFFIX_RE = re.compile(r"(?:ational|ation|ally|ing|ed|ly|es|s)$")


def _stem(word: str) -> str:
    stem = _SUFFIX_RE.sub("", word)
    return stem if len(stem) >= 3 else word


def _calendar_only(ref: Conditions, tst: Conditions) -> str:
    """The quantity pairs that agree only by a calendar conversion (`10 years` ~ `3650 days`), shown."""
    pairs = [(r, t) for r in ref.quantities for t in tst.quantities if calendar_agree(r, t) and not same_quantity(r, t)]
    return ", ".join(f"{shown_quantity(r)} ~ {shown_quantity(t)}" for r, t in pairs)


def _loosely_matched(words: tuple[str, ...], others: tuple[str, ...]) -> str:
    """The word pairs matched only by a close spelling or a shared start (`methanol` ~ `ethanol`), not as one word
    or one stem: such a match may be a typo or another compound, so it never proves one sample."""
    alike = [w for w in words if not any(_one_spelling(w, o) or _stem(w) == _stem(o) for o in others)]
    return ", ".join(f"{w!r} ~ {o!r}" for w in alike for o in others if word_match(w, o))


def _unmatched(words: tuple[str, ...], others: tuple[str, ...]) -> list[str]:
    return [w for w in words if not any(word_match(w, o) or _stem(w) == _stem(o) or _one_spelling(w, o) for o in others)]


def _one_spelling(word: str, other: str) -> bool:
    """One word in British and American spelling (`carburised`, `carburized`; `sulphidity`, `sulfidity`): the
    -ise/-ize endings (OED) and the IUPAC stems (Red Book IR-3.1, sulfur) `chem.spelling` reads: one word, proven."""
    return word == other or american(word.casefold()) == american(other.casefold())


def _unmatched_negated(negated: tuple[str, ...], others: tuple[str, ...]) -> list[str]:
    """The negated words no negated word of the other key matches (`fill` of `unfilled` matches `filler`)."""
    return [w for w in negated if not any(w == o or word_match(w, o) for o in others)]


def _shared_absence(ref: Conditions, tst: Conditions) -> bool:
    """Both keys negate a word the other negates too (the head of `no surface treatment` and `untreated`)."""
    ref_left, test_left = _unmatched_negated(ref.negated, tst.negated), _unmatched_negated(tst.negated, ref.negated)
    return len(ref_left) < len(ref.negated) and len(test_left) < len(tst.negated)


def _one_sided(one: Conditions, other: Conditions) -> list[str]:
    """Quantities and amount bases of a kind only `one` states."""
    quantities = [shown_quantity(q) for q in one.quantities if not any(commensurable_units(q[1], t[1]) for t in other.quantities)]
    structures = [f"{s} (structure type)" for s in one.structures if s not in other.structures]
    return quantities + [f"{b}%" for b in one.bases if b not in other.bases] + structures


def _bare_percent_as_weight_in_volume(one: Conditions, other: Conditions) -> Conditions:
    """`2%` against `2% w/v` (read as 20 g/L): a per cent written without its basis takes the other key's, as a bare
    percentage against a stated basis does (`2%` against `2 wt%`), so it is read as the same mass concentration; the
    basis is taken, not stated, so the sameness it gives is a guess (BARE_PERCENT)."""
    if not other.weight_in_volume:
        return one
    quantities = tuple((value * 10.0, "g/L") if unit == "%" and value in other.weight_in_volume else (value, unit) for value, unit in one.quantities)
    return one if quantities == one.quantities else dataclasses.replace(one, quantities=quantities)
