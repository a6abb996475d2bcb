"""Precursor readings that ask the compound rules again: a UNS number read as its AISI type, the same words after two
names of one substance, the name an abbreviation stands for. The rules are passed in (`explain`, `known`), so this
module does not import the list rules that call it."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem import compounds, lexicon
from ...chem.compounds.steel_numbers import uns_as_aisi
from ...chem.decision import Decision
from ...chem.formula.field_abbreviations import field_reading

ROLE_WORD = "role-word"


def named_identity(text: str) -> str | None:
    """The name the lab-chemical lexicon gives an entry without a formula (`ITO target` -> `indium tin oxide`)."""
    identity = lexicon.identify_lab_chemical(lexicon.strip_material_form(text))
    return identity if identity is not None and re.search(r"[a-z]{3}", identity) else None


def stainless_numbers(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """A UNS number on one side, read as its AISI type (`chem.compounds.steel_numbers`), against the other entry."""
    read = [uns_as_aisi(x) for x in (reference, test)]
    if (read[0] is None) == (read[1] is None):
        return None
    as_aisi = [r or x for r, x in zip(read, (reference, test), strict=True)]
    decision = explain(*as_aisi)
    why = f"the UNS number read as its AISI type ({as_aisi[0]} / {as_aisi[1]}, ASTM E527)" + (f": {decision.why}" if decision.why else "")
    return Decision(decision.match, "uns-number" if decision.basis == "exact" else decision.basis, why, decision.certain)


def shared_tail_decision(reference: str, test: str, explain: Callable[[str, str], Decision], known: Callable[[str], bool]) -> Decision | None:
    """Two entries the rules cannot both read, ending with the same words after two names of one substance (`PAN precursor
    fibre`, `polyacrylonitrile fibre`), or beginning with them (`calcined MgO`, `calcined magnesia`): the same words
    beside one substance name one material. Only a proof that the
    heads are one substance counts; heads the rules tell apart prove nothing (`PDMS oil`, `silicone oil`)."""
    if known(reference) and known(test):
        return None
    for shared, where in ((shared_tail(reference, test), "followed"), (_shared_lead(reference, test), "preceded")):
        if shared is None:
            continue
        head = explain(shared[0], shared[1])
        if head.match and (head.certain or head.basis == ROLE_WORD):
            why = f"{shared[0]!r} and {shared[1]!r} name one substance ({head.why or head.basis}), both {where} by {shared[2]!r}"
            return Decision(True, "shared-tail", why, certain=head.certain)
    return None


def _shared_lead(reference: str, test: str) -> tuple[str, str, str] | None:
    """`calcined MgO`, `calcined magnesia` -> (`MgO`, `magnesia`, `calcined`): the same leading words (letters and
    hyphens, a treatment or grade the two share) before what each writes; None when they begin otherwise."""
    tail = shared_tail(" ".join(reversed(reference.split())), " ".join(reversed(test.split())))
    if tail is None:
        return None
    return " ".join(reversed(tail[0].split())), " ".join(reversed(tail[1].split())), " ".join(reversed(tail[2].split()))


def shared_tail(reference: str, test: str) -> tuple[str, str, str] | None:
    """`PAN precursor fibre`, `polyacrylonitrile fibre` -> (`PAN precursor`, `polyacrylonitrile`, `fibre`): the words
    both entries end with (letters only, the same apart from case) and what each writes before them; None when they
    end otherwise or nothing is left before the shared words."""
    ref_words, test_words = reference.split(), test.split()
    count = 0
    while (
        count < min(len(ref_words), len(test_words)) - 1
        and ref_words[-1 - count].lower() == test_words[-1 - count].lower()
        and re.fullmatch(r"[A-Za-z-]+", ref_words[-1 - count])
    ):
        count += 1
    if count == 0:
        return None
    return " ".join(ref_words[:-count]), " ".join(test_words[:-count]), " ".join(ref_words[-count:])


def role_word_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """`Texanol coalescent` against `2,2,4-trimethyl-1,3-pentanediol monoisobutyrate`: once a role word is set aside
    (`chem.lexicon.strip_role`) the entries are proven one substance, so the same reagent is the best guess. Never
    proof: the words before a role word may name what it acts on (`epoxy hardener`, `PVC stabilizer`)."""
    stripped = [lexicon.strip_role(x) for x in (reference, test)]
    if stripped == [reference, test]:
        return None
    core = explain(*stripped)
    if not (core.match and core.certain):
        return None
    why = f"{stripped[0]!r} and {stripped[1]!r} once the role word is set aside: one substance, the best guess"
    return Decision(True, ROLE_WORD, f"{why} (the words before a role may name what it acts on)", certain=False)


def field_abbreviation_decision(reference: str, test: str) -> Decision | None:
    """`NMC811` against `LiNi0.8Mn0.1Co0.1O2`: a field's abbreviation of a material whose composition it fixes (the
    table of `chem.formula.field_abbreviations`, each entry with its review: NMCabc is LiNi(a/10)Mn(b/10)Co(c/10)O2)
    in the ground truth is that formula, so a formula or name the rules read is compared as compounds are (the same
    compound proven; another formula a guess, the table's reading being the field's usual one). Only that way round:
    a formula answered by an abbreviation stays a miss (gold.md, docs/scoring.md §2). None otherwise, or when the
    abbreviation leaves its oxygen open."""
    reading = field_reading(reference.strip())
    if reading is None or field_reading(test.strip()) is not None or not reading.complete or reading.oxygen_free:
        return None
    if compounds.compound_formula(test) is None:
        return None
    if compounds.same_compound(reading.formula, test):
        return Decision(True, "field-abbreviation", f"{reference.strip()} is {reading.formula}, as {test.strip()!r}")
    return Decision(False, "field-abbreviation", f"{reference.strip()} is {reading.formula}, another compound than {test.strip()!r}", certain=False)


def named_structures_apart(reference: str, test: str) -> Decision | None:
    """Two names that state another structure, proven: other locants or alkyl prefixes on one parent (isomers,
    `compounds.isomer_reading`), or another alkyl group in one substituent (homologues, `methoxy` and `ethoxy`:
    IUPAC Blue Book P-21.2.1 and P-29). None otherwise; isomers by guess are read once the formulas agree."""
    if (isomers := compounds.isomer_reading(reference, test)) is not None and isomers[0]:
        return Decision(False, "isomers", f"{reference} and {test}: {isomers[1]}")
    if (network := compounds.cross_linked_against_parent(reference, test, compounds.same_compound)) is not None:
        return Decision(False, "cross-linked-form", network)
    if (groups := compounds.other_alkyl_groups(reference, test)) is not None:
        why = f"{reference!r} and {test!r} name other alkyl groups ({groups[0]}; {groups[1]}) in one name: homologues, two compounds"
        return Decision(False, "homologues", why)
    return None


def stated_structure(reference: str, test: str) -> Decision | None:
    """What the names themselves state of the structure: another one (`named_structures_apart`), or a field's
    abbreviation of a fixed composition (`field_abbreviation_decision`)."""
    return named_structures_apart(reference, test) or field_abbreviation_decision(reference, test)


def conduction_type_decision(reference: str, test: str) -> Decision | None:
    """Two semiconductor entries of other conduction types (`chem.compounds.conduction_types`): other materials."""
    if (types := compounds.other_conduction_types(reference, test)) is None:
        return None
    why = f"{reference!r} and {test!r} state other conduction types ({types[0]}-type, {types[1]}-type): other materials"
    return Decision(False, "other-conduction-type", why)
