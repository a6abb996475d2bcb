"""How the rules name a precursor they cannot read as a formula: a lab chemical's identity, a grade, an abbreviation
the entry defines itself, a name written alike, a ratio the formula reading drops."""

from __future__ import annotations

import re

from ...chem import compounds, lexicon
from ...chem.decision import Decision
from ...chem.text import NAME_CHARS, normalize, too_long


def states_ratio(text: str) -> bool:
    """`(30/70 at.%)`, `1:3`: proportions written apart from the formula, which the formula reading drops."""
    return bool(re.search(r"\d\s*[/:]\s*\d|\bat\.?\s*%", text))


def unread_proportions(reference: str, test: str, ref_id: str, test_id: str) -> bool:
    """Two readings of one element set apart in proportions only, where a side states its proportions as a ratio
    (`AB (40/60 at.%)`, `A:B = 1:3`) the formula reading dropped: the amounts compared are not the entry's."""
    elements = [frozenset(re.findall(r"[A-Z][a-z]?", x)) for x in (ref_id, test_id)]
    if elements[0] != elements[1] or len(elements[0]) < 2:
        return False
    return states_ratio(reference) or states_ratio(test)


def named_grades(reference: str, test: str) -> str | None:
    """`Super P` and `acetylene black`, `PEG 400` and `PEG 2000`: two grades of one product are two materials."""
    grades = [stated_grade(x) for x in (reference, test)]
    return " vs ".join(map(str, grades)) if all(grades) and grades[0] != grades[1] else None


def stated_grade(text: str) -> str | None:
    """The grade a mention states, in itself or in the abbreviation it gives in brackets (`polyvinylpyrrolidone (PVP K30)`)."""
    inner = re.fullmatch(r".*\(([^()]+)\)\s*", text.strip())
    return lexicon.lab_chemical_grade(text) or (lexicon.lab_chemical_grade(inner.group(1)) if inner else None)


def defined_abbreviation(reference: str, test: str) -> str | None:
    """`long name (ABBR)` against `ABBR` exactly: the entry defines its own abbreviation, so both name one thing."""
    for full, short in ((reference, test), (test, reference)):
        inner = re.fullmatch(r".*[a-z]{3}.*?\s\(([^()]+)\)\s*", full.strip())
        if inner and inner.group(1).strip() == short.strip() and re.search(r"[A-Z]", short):
            return short.strip()
    return None


def written_alike(reference: str, test: str) -> str | None:
    """One entry, notes dropped, is written exactly as the other or as the name or abbreviation the other gives
    (`methyl ethyl ketone` for `methyl ethyl ketone (MEK)`): the same name, whatever the rules know of it."""
    for one, other in ((reference, test), (test, reference)):
        cleaned = compounds.name_variants(one.strip())
        if cleaned and any(folded(cleaned[0]) == folded(v) for v in compounds.name_variants(other.strip())):
            return cleaned[0]
    return None


# Two chemical parts in one entry (`N2–25% H2`, `Ar + 5% H2`): its percentages are the mixture's shares, not a purity
# note (ISO 14175:2008, gases and gas mixtures for welding, designates a mixture by its components' shares).
_PART = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]?\d*){1,4}(?![a-z])")
_PERCENT = re.compile(r"\d+(?:[.,]\d+)?\s*%")


def mixture_shares_differ(reference: str, test: str) -> bool:
    """Both entries are mixtures of two or more formulas and state other percentages: other mixtures, unproven."""
    parts = [set(_PART.findall(x)) for x in (reference, test)]
    if min(len(p) for p in parts) < 2:
        return False
    return sorted(_PERCENT.findall(reference.replace(" ", ""))) != sorted(_PERCENT.findall(test.replace(" ", "")))


def folded(name: str) -> str:
    return normalize(name, NAME_CHARS, lower=True)


def lexicon_relates(reference: str, test: str) -> bool:
    """The lab-chemical lexicon lists one side among the names of the other (`TPAOH`: tetrapropylammonium hydroxide)."""
    for one, other in ((reference, test), (test, reference)):
        # the entry as written, or without its purity or concentration note (`TMAH 25%`)
        found = (
            lexicon.lab_chemical_entry(lexicon.strip_material_form(v)) for v in dict.fromkeys((one.strip(), *compounds.name_variants(one.strip())))
        )
        entry = next((e for e in found if e is not None), None)
        if entry is None:
            continue
        names = {entry.get("key", ""), entry.get("name", ""), entry.get("polymer", ""), *entry.get("names", [])}
        readings = {folded(lexicon.strip_material_form(v)) for v in compounds.name_variants(other.strip())}
        if readings & {folded(n) for n in names if n}:
            return True
    return False


def substance_identity(text: str) -> str | None:
    """What a precursor is, when the rules know: a lab chemical's identity (`carbon black`) or its element amounts.

    The curated lab-chemical knowledge comes first: the `chemicals` database answers a polymer's trade name with the
    formula of its repeat unit (`Pluronic P123` as C5H10O2), which is no compound the entry names."""
    stripped = lexicon.strip_material_form(text)
    identity = lexicon.identify_lab_chemical(text) or (lexicon.identify_lab_chemical(stripped) if stripped != text else None)
    if identity is None:
        formula_map = compounds.compound_formula(text)
        return amounts_text(formula_map) if formula_map is not None else None
    as_formula = compounds.compound_formula(identity)  # a lab chemical's Hill formula, compared as amounts
    return amounts_text(as_formula) if as_formula is not None else identity


def amounts_text(amounts: dict[str, float]) -> str:
    return " ".join(f"{e}{n:g}" for e, n in sorted(amounts.items()))


def amounts_decision(reference: str, test: str) -> Decision | None:
    """Two entries of one substance that both state a concentration, purity, size or viscosity, and not the same one:
    the notes the name reading dropped tell the reagents apart (another dilution or grade) or are a supplier's purity
    (`chem.compounds.stated_amounts`); never certain. None when the stated amounts agree or one side states none."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    apart = compounds.amounts_apart(reference, test)
    if apart is None:
        return None
    return Decision(apart.same, "purity-note" if apart.same else "other-grade", apart.why, certain=False)


def stabilized_decision(reference: str, test: str) -> Decision | None:
    """Two stabilized zirconias, a label (`8YSZ`) or an amount in words (`ZrO2 (8 mol% Y2O3)`): the same oxide and
    number are the same material, proven only when both state the basis (`chem.compounds.stabilized`)."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    reading = compounds.stabilized_reading(reference, test)
    return None if reading is None else Decision(reading.same, "stabilized-zirconia", reading.why, certain=reading.proven)


# a word naming what a stack of layers is supplied as (`SiO2/Si wafer`), set aside before its layers are read
_STACK_WORDS = re.compile(r"\s+(?:substrates?|wafers?|stacks?|slides?)$", re.I)


def _layers(text: str) -> tuple[str, ...] | None:
    """`SiO2/Si substrate` -> (`SiO2`, `Si`): the layers of a stack, each a compound the rules read; else None."""
    parts = tuple(p.strip() for p in _STACK_WORDS.sub("", text.strip()).split("/"))
    if len(parts) < 2 or not all(parts):
        return None
    known = all(compounds.compound_formula(p) is not None or lexicon.identify_lab_chemical(p) is not None for p in parts)
    return parts if known else None


def layer_order_decision(reference: str, test: str) -> Decision | None:
    """One stack of layers written in the two usual orders (`SiO2/Si`, `Si/SiO2`; `Pt/Ti/SiO2/Si`, `Si/SiO2/Ti/Pt`):
    no standard fixes whether a stack is written from the top or in growth order, so the reversed stack is the same
    as the best guess, never proven (issue 26: layer order is an identity descriptor). None otherwise."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    ref, tst = _layers(reference), _layers(test)
    if ref is None or tst is None or len(ref) != len(tst):
        return None
    if all(map(compounds.same_compound, ref, tst)):
        return None
    if all(map(compounds.same_compound, ref, reversed(tst))):
        why = f"the layers {'/'.join(ref)} written in reverse order: one stack written top-down and in growth order is the best guess"
        return Decision(True, "layer-order", why, certain=False)
    if sorted(map(_folded_layer, ref)) == sorted(map(_folded_layer, tst)):
        why = f"the layers of {'/'.join(ref)} in another order, not reversed: another stack is the best guess"
        return Decision(False, "layer-order", why, certain=False)
    return None


def _folded_layer(layer: str) -> str:
    identity = substance_identity(layer)
    return identity if identity is not None else folded(layer)
