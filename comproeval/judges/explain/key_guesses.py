"""Best guesses for keys the rules could not read as one sample (issue 26): what a reading short of proof suggests.

Each guess names what it rests on: an acronym the other key spells out, a framework code or glass code beside its
formula, a ratio a name states against the other's formula, the same label words, one cation ratio, a laser
crystal's dopant notation. None of them is proof: the name or code itself is not read.
"""

from __future__ import annotations

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.amount_notations import amounts_by_label


def one_sample_guess(reference: str, test: str, distance: float) -> tuple[Decision, float] | None:
    """The best guess that two keys the rules read apart name one sample (or, for a stated ratio, another), with the
    assignment distance it implies; None when nothing suggests one, or when amounts read label by label differ
    (`A 50 g/t, B 20 g/t` against `B 50 g/t, A 20 g/t`: the same words and numbers, each amount beside another label)."""
    if (by_label := amounts_by_label(reference, test)) is not None and not by_label[0]:
        return None
    if not formula.ratios_differ(reference, test) and (why := formula.spelled_out(reference, test)):
        return Decision(True, "spelled-out", f"{why}: the best guess is one sample, unproven", certain=False), min(distance, 0.2)
    if why := formula.framework_code_formula(reference, test):
        return Decision(True, "framework-code", f"{why}: a code is a name, so the best guess, unproven", certain=False), min(distance, 0.2)
    if why := formula.glass_code_recipe(reference, test):
        return Decision(True, "glass-code", f"{why}: a code is a name, so the best guess, unproven", certain=False), min(distance, 0.2)
    if (stated := formula.formula_ratio_check(reference, test)) is not None and stated.same is not None:
        # `ATO (Sb:Sn = 1:9)` against `Sn0.9Sb0.1O2`: the ratio a name states, set against the other's formula
        guess = Decision(stated.same, "stated-ratio", f"{stated.why}: the best guess, the name unread", certain=False)
        return guess, min(distance, 0.2) if stated.same else distance
    if why := formula.same_label_words(reference, test):
        return Decision(True, "label-words", f"{why}: the best guess is one sample, unproven", certain=False), min(distance, 0.3)
    if why := formula.same_cation_ratio(reference, test):
        return Decision(True, "scaled-formula", f"{why}: the best guess, unproven", certain=False), min(distance, 0.2)
    if why := formula.laser_crystal_formula(reference, test):
        return Decision(True, "dopant-notation", f"{why}: the best guess, unproven", certain=False), min(distance, 0.2)
    return None
