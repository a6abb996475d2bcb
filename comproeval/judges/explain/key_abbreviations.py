"""Letters a formula reading takes wrongly: abbreviations read as symbols (`chem.formula.abbreviation_symbols`: `SAs`
read as S + As, `NP` as N + P), which prove neither same nor different (issue 26 §1); and the one-letter names of
crystal planes (`chem.formula.named_planes`: `c-plane`, `r-plane`) and the bracketed metal of a framework code
(`chem.formula.framework_metals`), which a reading must not drop."""

from __future__ import annotations

from collections.abc import Callable

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.abbreviation_symbols import label_symbols
from ...chem.formula.framework_metals import other_framework_metals
from ...chem.formula.heusler import heusler_pair
from ...chem.formula.named_planes import indexed_planes, named_planes, other_named_planes, planes_as_indices

KeyExplainer = Callable[[str, str], tuple[Decision, float]]


def abbreviations_as_symbols(reference: str, test: str, decision: Decision) -> Decision | None:
    """A guess in place of a certain "different elements" when every element one key has and the other lacks comes
    from an abbreviation's letters (a plural, a lexicon term, or one the other key writes or spells out); else None."""
    if decision.match or not decision.certain or decision.basis != "different-elements":
        return None
    ref, tst = formula.parse_composition(reference), formula.parse_composition(test)
    if ref is None or tst is None:
        return None
    differing = set(ref.elements) ^ set(tst.elements)
    labels = label_symbols(reference, test) | label_symbols(test, reference)
    if not differing or not differing <= labels:
        return None
    why = f"the elements the keys differ in ({', '.join(sorted(differing))}) are the letters of abbreviations, read as symbols"
    why += ": the same sample is the best guess"
    return Decision(True, "abbreviation-symbols", why, certain=False)


def named_apart(reference: str, test: str, decision: Decision) -> Decision | None:
    """Another sample, the best guess, in place of a match when the keys name other crystal planes (`c-plane`,
    `m-plane` sapphire) or other metals after one framework code (`MIL-53(Al)`, `MIL-53(Fe)`), or are the half- and full-Heusler
    compositions (`chem.formula.heusler`); None otherwise."""
    if decision.match and (metals := other_framework_metals(reference, test)) is not None:
        why = f"one framework code with other metals in brackets ({metals[0]}, {metals[1]}): other metal nodes, another material is the best guess"
        return Decision(False, "other-metal-node", why, certain=False)
    if decision.match and not decision.certain and heusler_pair(reference, test):
        why = "XYZ against X2YZ: the half- and full-Heusler compositions (1:1:1, 2:1:1), another compound is the best guess"
        return Decision(False, "heusler-compositions", why, certain=False)
    if not decision.match or (planes := other_named_planes(reference, test)) is None:
        return None
    why = f"{decision.why}; but the keys name other crystal planes ({planes[0]}-plane, {planes[1]}-plane)"
    why += ": another substrate, another sample is the best guess"
    return Decision(False, "other-plane", why, certain=False)


def planes_indexed(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Keys of which one names a plane by its letter and the other by its indices (`c-plane`, `(0001)`): compared
    with the letter read as the indices (`chem.formula.named_planes`); a match so read is the best guess, since the
    letters are a convention of hexagonal substrates only. None unless exactly one key writes a named plane."""
    named, other = (reference, test) if named_planes(reference) else (test, reference)
    if not named_planes(named) or named_planes(other) or not indexed_planes(other):
        return None
    ref, tst = planes_as_indices(reference) or reference, planes_as_indices(test) or test
    decision, distance = explain(ref, tst)
    why = f"{decision.why or decision.basis} (a named plane read as its indices: {ref} against {tst})"
    return Decision(decision.match, decision.basis, why, certain=decision.certain and not decision.match), distance
