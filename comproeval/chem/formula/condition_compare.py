"""Whether the conditions of two keys name one sample (issue 26): the comparison of what `conditions` reads.

A quantity, a ratio, an amount basis or a negated word that differs proves two samples; conditions written alike once
read prove one; wording that differs leaves it open, with the best guess from what differs.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..quantities import calendar_agree, commensurable_units, is_percent, same_quantity
from ..unit_relations import factor_nearly_one
from ..units import unit_conversion
from .alloy_compare import compare_alloys
from .condition_dilute import dilute_as_parts_per
from .condition_labels import adopt_unit, labels_differ
from .condition_ratios import cement_read_ratios, ratios_differ, rounded_ratios, spelt_out_ratios, unread_ratios
from .conditions import Conditions, read_conditions, split_conditions
from .labels import word_match
from .structure_designations import structures_differ

ALLOY_BASES = "no condition beside the alloys' bases, which are read with their amounts"
DILUTE = "a mass concentration read as ppm in dilute water (1 mg/L ~ 1 ppm): unproven"
ALLOY_DIFFERS = "two alloys (their bases read with their amounts): the conditions do not make them one sample"


@dataclass(frozen=True)
class ConditionVerdict:
    """`same` True/False, or None when the conditions cannot be set against each other; `certain` when proven."""

    same: bool | None
    certain: bool
    why: str


def compare_conditions(reference: str, test: str) -> ConditionVerdict:
    """Whether the conditions of two keys name one sample: a quantity, a ratio, an amount basis or a negated word
    that differs proves two samples; conditions written alike once read prove one; wording that differs leaves it
    open, the best guess from what differs (another species named: another sample; a paraphrase: the same).

    The basis of an alloy designation (`Ti-48Al (at.%)`) is read with its amounts (`alloy_compare`), not here."""
    if (alloy := compare_alloys(reference, test)) is not None:
        if not alloy.same:
            return ConditionVerdict(None, False, ALLOY_DIFFERS)  # the conditions cannot make two alloys one sample
        if not (alloy.reference_rest or alloy.test_rest):
            return ConditionVerdict(True, True, ALLOY_BASES)
        reference, test = alloy.keys()
    ref, tst = read_conditions(reference), read_conditions(test)
    tst, agrees = adopt_unit(tst, ref)
    if agrees is None:
        ref, agrees = adopt_unit(ref, tst)
    if agrees is not None and not (ref.words or ref.names):
        return ConditionVerdict(agrees, False, "a value written without its unit, and nothing else, against the other key's")
    if agrees is False:
        return ConditionVerdict(False, False, "a value written without its unit differs from the other key's")
    ref, tst, dilute = dilute_as_parts_per(ref, tst)
    if (complement := complement_shares(reference, test)) is not None:
        return ConditionVerdict(True, False, complement)
    if (shares := component_shares(reference, test)) is not None and (shares[0] or shares[2]):
        return ConditionVerdict(shares[0], shares[2], shares[1])
    checks = (
        labels_differ,
        _structures_differ,
        _media_differ,
        _bases_differ,
        _quantities_differ,
        _quantity_order,
        ratios_differ,
        _numbers_differ,
        _negation_conflict,
    )
    for differs in (check(ref, tst) for check in checks):
        if differs is not None:
            return ConditionVerdict(False, differs[1] and not dilute, differs[0] + (f"; {DILUTE}" if dilute else ""))
    if shares is not None:  # a component's share differs, the words around the shares too: another sample, unproven
        return ConditionVerdict(False, False, shares[1])
    if ref.identities and tst.identities and set(ref.identities) != set(tst.identities):
        # `70H2/30CO` against `30H2/70CO`: each key names a mix or material by formula beside its own (Conditions.identities)
        return ConditionVerdict(False, False, "the keys name other materials or mixes beside their own: another sample, unproven")
    if (exclusive := _exclusive_words(ref, tst)) is not None:
        return ConditionVerdict(False, True, exclusive)
    if not _share_anything(ref, tst):
        return ConditionVerdict(None, False, "the conditions share nothing to set against each other")
    ref_quantities, test_quantities = _one_sided(ref, tst), _one_sided(tst, ref)
    one_sided = ref_quantities + test_quantities
    ref_words, test_words = _unmatched(ref.words, tst.words), _unmatched(tst.words, ref.words)
    ref_names = [n for n in ref.names if n.casefold() not in {t.casefold() for t in tst.names}]
    test_names = [n for n in tst.names if n.casefold() not in {r.casefold() for r in ref.names}]
    # ratios of species the other key does not name were read by their value only: other species, or words spelt out
    unread = (ref_words, test_words) if spelt_out_ratios(ref, tst) else (ref_names, test_names)
    unread[0].extend(unread_ratios(ref, tst))
    unread[1].extend(unread_ratios(tst, ref))
    if set(ref.negated) != set(tst.negated):
        ref_words += [f"no {w}" for w in ref.negated if w not in tst.negated]
        test_words += [f"no {w}" for w in tst.negated if w not in ref.negated]
    approximate = any(unit == "room" for _, unit in (*ref.quantities, *tst.quantities))
    if not (ref_words or test_words or ref_names or test_names or one_sided):
        if approximate:
            return ConditionVerdict(True, False, "the same conditions once read; room temperature is a range, not a value")
        if set(ref.exact) != set(tst.exact):
            # `1/8 in` against `3.2 mm`: agreeing to the decimal's last digit, which the value read may have dropped (`6.0`)
            return ConditionVerdict(True, False, "the same conditions once read, a fraction converted to the other's rounding: unproven")
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
    return ConditionVerdict(True, False, f"the conditions agree in their quantities but are worded differently ({shown}): unproven")


# The two parts of a two-part mix named by their role: a feedstock is powder and binder (German & Bose, *Injection
# Molding of Metals and Ceramics*, MPIF 1997, ch. 2: the solids loading is the powder's volume share), a composite
# its matrix and its filler, fibre or reinforcement (ISO 472:2013, "composite").
_ROLE_PAIRS = (
    frozenset({"powder", "binder"}),
    *(frozenset({"matrix", part}) for part in ("filler", "fibre", "fiber", "fibres", "fibers", "reinforcement")),
)


def complement_shares(reference: str, test: str) -> str | None:
    """`64 vol% powder` against `36 vol% binder`, `(30 wt% PVC)` against `(70 wt% sorbent)` of `sorbent/PVC`: each key
    gives one share of one basis to another part, the shares summing to 100 %, and the parts are a mix's two roles or
    one is a part the material writes of two. They describe one mix only if it has those two parts and no third,
    which the words do not prove: the best guess one sample (None otherwise)."""
    ref, tst = read_conditions(reference), read_conditions(test)
    parts = [(*one.words, *one.names) for one in (ref, tst)]
    shares = [one.quantities for one in (ref, tst)]
    if any(len(p) != 1 for p in parts) or any(len(q) != 1 or not is_percent(q[0][1]) for q in shares):
        return None
    if any(one.ratios or one.bare_ratios or one.numbers or one.labels or one.negated or one.bases for one in (ref, tst)):
        return None
    (x, basis), (y, other) = shares[0][0], shares[1][0]
    named = {parts[0][0].casefold(), parts[1][0].casefold()}
    if basis != other or basis == "%" or len(named) != 2 or abs(x + y - 100) > 1e-9:
        return None
    two_parts = [p.strip().casefold() for p in re.split(r"/", split_conditions(reference)[0].split()[0])]
    if named not in _ROLE_PAIRS and not (len(two_parts) == 2 and named & set(two_parts)):
        return None
    return f"{x:g} {basis} {parts[0][0]} and {y:g} {other} {parts[1][0]} are complementary shares of a two-part mix: the same sample, unproven"


# A share of a named component (`25% Al2O3`, `8 wt% MgO`), a clause of its own or one of a clause's parts.
_COMPONENT_SHARE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*((?:wt|mol|vol|at)?)\s*\.?\s*%\s*([A-Z][A-Za-z0-9()]*)")


def _clauses(key: str) -> list[str]:
    return [c for clause in split_conditions(key)[1] for c in re.split(r"\s*[,;]\s*", clause)]


def _owned_shares(clauses: list[str]) -> dict[str, tuple[float, str]] | None:
    """Each named component's share, wherever the clauses write it (`2 wt% Al2O3 + 1 wt% SiO2 treatment`); None when
    one component is given two shares (which one a comparison should take is unsaid)."""
    found = [m for c in clauses for m in _COMPONENT_SHARE.finditer(c)]
    shares = {m.group(3): (float(m.group(1)), m.group(2)) for m in found}
    return shares if len(shares) == len(found) else None


def component_shares(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """`25% Al2O3, 8% MgO` against `8% MgO, 25% Al2O3` or `25% MgO, 8% Al2O3`; `2 wt% Al2O3 + 1 wt% SiO2 treatment`
    against `2 wt% SiO2 + 1 wt% Al2O3 treatment`: a composition is the amount of each component, whatever the order
    they are listed in (IUPAC Green Book 2.10), so each share is read with the name written with it and compared
    component by component, never as a set of amounts and a set of names. (same, why, certain) when both keys give
    shares of the same components on the same bases; a difference is proven when the keys' other words agree."""
    ref, tst = _clauses(reference), _clauses(test)
    shares = [_owned_shares(ref), _owned_shares(tst)]
    if not shares[0] or not shares[1] or shares[0].keys() != shares[1].keys() or any(shares[0][k][1] != shares[1][k][1] for k in shares[0]):
        return None
    # the words around the shares, clause by clause in order (a clause that is one share alone leaves none)
    rest = [[words for c in clauses if (words := _COMPONENT_SHARE.sub(" ", c).split())] for clauses in (ref, tst)]
    if differ := [k for k in shares[0] if shares[0][k] != shares[1][k]]:
        shown = ", ".join(f"{k} {shares[0][k][0]:g} against {shares[1][k][0]:g}" for k in differ)
        return False, f"the shares of one component differ: {shown} %", rest[0] == rest[1]
    return (True, "the same shares of the same components, listed in another order", True) if rest[0] == rest[1] and ref != tst else None


# Directions that exclude each other (a cut or a measurement along one axis is not along the other).
_EXCLUSIVE = (frozenset({"perpendicular", "parallel"}), frozenset({"in-plane", "out-of-plane"}))


def _exclusive_words(ref: Conditions, tst: Conditions) -> str | None:
    for pair in _EXCLUSIVE:
        mine, theirs = pair & set(ref.words), pair & set(tst.words)
        if mine and theirs and not mine & theirs:
            return f"directions differ: {'/'.join(sorted(mine))} against {'/'.join(sorted(theirs))}"
    return None


def _share_anything(ref: Conditions, tst: Conditions) -> bool:
    """Whether the two keys' conditions have a word, a name, a kind of quantity, a ratio or a basis in common."""
    return bool(
        len(_unmatched(ref.words, tst.words)) < len(ref.words)
        or {n.casefold() for n in ref.names} & {n.casefold() for n in tst.names}
        or any(commensurable_units(r[1], t[1]) for r in ref.quantities for t in tst.quantities)
        or ((ref.ratios or ref.bare_ratios) and (tst.ratios or tst.bare_ratios))
        or (ref.bases and tst.bases)
        or (ref.numbers and tst.numbers)
        or set(ref.negated) & set(tst.negated)
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
    return ", ".join(f"{_shown(r)} ~ {_shown(t)}" for r, t in pairs)


def _loosely_matched(words: tuple[str, ...], others: tuple[str, ...]) -> str:
    """The word pairs matched only by a close spelling or a shared start (`methanol` ~ `ethanol`), not as one word
    or one stem: such a match may be a typo or another compound, so it never proves one sample."""
    alike = [w for w in words if not any(w == o or _stem(w) == _stem(o) for o in others)]
    return ", ".join(f"{w!r} ~ {o!r}" for w in alike for o in others if word_match(w, o))


def _unmatched(words: tuple[str, ...], others: tuple[str, ...]) -> list[str]:
    return [w for w in words if not any(word_match(w, o) or _stem(w) == _stem(o) for o in others)]


def _structures_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`B2` against `fcc`: two structure types are two phases (`structure_designations`)."""
    return structures_differ(ref.structures, tst.structures)


def _media_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`in water` against `in acetone`: two liquids are two media, two samples (`media`); the best guess, as every
    species a condition names (the same solvent may be a step's, not the sample's)."""
    if ref.media and tst.media and set(ref.media) != set(tst.media):
        return f"the media differ: {', '.join(ref.media)} against {', '.join(tst.media)}: another sample, unproven", False
    return None


def _bases_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(mol%)` against `(wt%)`: the same numbers in another basis are another composition, proven."""
    if ref.bases and tst.bases and not set(ref.bases) & set(tst.bases):
        return f"amount bases differ: {'/'.join(ref.bases)}% against {'/'.join(tst.bases)}%", True
    return None


def _quantities_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """A quantity of one kind (a duration, a temperature, a wt% loading) whose values the two keys do not share."""
    exact = {*ref.exact, *tst.exact}
    for quantity in ref.quantities:
        kin = [t for t in tst.quantities if commensurable_units(quantity[1], t[1])]
        if kin and not any(_agree(quantity, t, exact) for t in kin):
            shown = ", ".join(map(_shown, kin))
            # proven when the kind has one value on each side (a bare % against a basis is not a proof)
            own = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
            # a percentage of what the words say: `110% stoichiometric` is `10% excess`, so the words must agree too
            one_basis = not is_percent(quantity[1]) or quantity[1] == kin[0][1] and set(ref.words) == set(tst.words)
            certain = len(kin) == len(own) == 1 and one_basis and "room" not in (quantity[1], kin[0][1])
            certain = certain and not _same_digits_other_unit(quantity, kin[0])
            return f"conditions differ: {_shown(quantity)} against {shown}", certain
    for quantity in tst.quantities:
        kin = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
        if kin and not any(_agree(r, quantity, exact) for r in kin):
            return f"conditions differ: {_shown(quantity)} is not among the reference's", False
    return None


def _quantity_order(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(1 nm / 3 nm)` against `(3 nm / 1 nm)`: the same values of one kind in another order belong to other parts
    (another stack or schedule), the best guess another sample."""
    exact = {*ref.exact, *tst.exact}
    for quantity in ref.quantities:
        own = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
        kin = [t for t in tst.quantities if commensurable_units(quantity[1], t[1])]
        if len(own) == len(kin) >= 2 and not all(_agree(a, b, exact) for a, b in zip(own, kin, strict=True)):
            return f"the same kind of quantity in another order: {', '.join(map(_shown, own))} against {', '.join(map(_shown, kin))}", False
    return None


def _numbers_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(AR 3.9)` against `(AR 3.6)`, `(20 pairs)` against `(15 pairs)`: a count or dimensionless value that differs
    is another sample, proven when each key writes one such number and the same words and names around it."""
    if ref.ratio_groups and tst.ratio_groups and sorted(ref.ratio_groups) != sorted(tst.ratio_groups):
        # `(2:2:1)` against `(2:1:2)`: the parts a ratio is of go unnamed, so which share is whose is not read
        shown = " against ".join(", ".join(":".join(f"{float(p):.3g}" for p in g) for g in c.ratio_groups) for c in (ref, tst))
        return f"the ratios written without their parts differ ({shown}): another sample, unproven", False
    if not ref.numbers or not tst.numbers or sorted(ref.numbers) == sorted(tst.numbers):
        return None
    alike = (
        len(ref.numbers) == len(tst.numbers) == 1
        and not (ref.rounded or tst.rounded)  # `1.0 × 10^4` is 9500 to 10500 (ISO 80000-1 Annex B): no proof against 10400
        and {w.casefold() for w in ref.words} == {w.casefold() for w in tst.words}
        and {n.casefold() for n in ref.names} == {n.casefold() for n in tst.names}
        and set(ref.labels) == set(tst.labels)
        and bool(ref.words or ref.names or ref.labels)
    )
    shown = f"{', '.join(f'{n:g}' for n in ref.numbers)} against {', '.join(f'{n:g}' for n in tst.numbers)}"
    return f"the values written without a unit differ: {shown}", alike


def _same_digits_other_unit(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """One number written with two units of one kind that differ by a factor (`0.1 mbar`, `0.1 Torr`) and agree only
    within the rounding of their written digits: neither agreement nor a difference is proven."""
    if a[0] != b[0] or a[1] == b[1] or is_percent(a[1]) or is_percent(b[1]) or "room" in (a[1], b[1]):
        return False
    found = unit_conversion(a[1], b[1])
    if found is None or factor_nearly_one(found) or math.isclose(found.apply(a[0]), b[0], rel_tol=1e-9, abs_tol=1e-9):
        return False  # `-40 °C` is `-40 °F` exactly
    return same_quantity(a, b)


def _agree(reference: tuple[float, str], test: tuple[float, str], exact: set[tuple[float, str]]) -> bool:
    """`same_quantity`, rounding the written value: a value written as a fraction (`1/8 in`) is exact, so the other's
    last digit is the precision (3.2 mm is 1/8 in = 3.175 mm to its written digits; NIST SP 811 7.7, B.9)."""
    if _same_digits_other_unit(reference, test):
        return False  # `0.1 mbar`, `0.1 Torr`: one number in two units agrees only by rounding, a unit swapped more likely
    if test in exact and reference not in exact:
        return same_quantity(test, reference) or calendar_agree(test, reference)
    return same_quantity(reference, test) or calendar_agree(reference, test)


def _shown(quantity: tuple[float, str]) -> str:
    return "room temperature" if quantity[1] == "room" else f"{quantity[0]:g} {quantity[1]}"


def _one_sided(one: Conditions, other: Conditions) -> list[str]:
    """Quantities and amount bases of a kind only `one` states."""
    quantities = [_shown(q) for q in one.quantities if not any(commensurable_units(q[1], t[1]) for t in other.quantities)]
    structures = [f"{s} (structure type)" for s in one.structures if s not in other.structures]
    return quantities + [f"{b}%" for b in one.bases if b not in other.bases] + structures


def _negation_conflict(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`no modulator` against `HF modulator`: one key states the absence of what the other names."""
    for negated, other in ((ref.negated, tst), (tst.negated, ref)):
        for word in negated:
            if any(word_match(word, w) for w in other.words) and not any(word_match(word, n) for n in other.negated):
                return f"one key says no {word}, the other names one", not any(v == 0 for v, _ in other.quantities)
    return None
