"""Two keys that differ in one stretch no reader understands (issue 26, the hierarchy principle): siblings.

`BNi-2` and `BNi-3`, `X/rGO/GCE` and `X/GO/GCE`, `2 wt% BYK-111` and `2 wt% fish oil`: every other token equal
(`chem.formula.label_tokens`), one code or word each that no reader resolves, or resolves to other things. A
minimal difference between siblings is the better evidence of another sample, so it is guessed different; never
proven, for an unread word may be a synonym. Spelling, case, plurals, abbreviations spelt out and anything a
reader reads (quantities, formulas, conditions) are left to their rules.
"""

from __future__ import annotations

import difflib
import re

from ...chem import formula
from ...chem.compounds.homologues import other_alkyl_groups
from ...chem.compounds.initials import spelt_by_initials
from ...chem.compounds.phases import written_with_phase_letter
from ...chem.formula.grammar import valid_element
from ...chem.formula.label_quantities import NUMBER_WORDS
from ...chem.formula.label_tokens import form_abbreviation_of, is_quantity, label_tokens, written_as_formula
from ...chem.formula.labels import word_match
from .label_stretches import DIFFERENT, GUESS_DIFFERENT, GUESS_SAME, NAME_FOR_BARE_FORMULA, NAME_FOR_FORMULA, SAME, resolve, stretches
from .label_tokens import MAX_TOKENS, folded

# Longest stretch, in tokens per key, still read as one minimal difference (a code, an additive, a layer of a stack).
_MINIMAL_STRETCH = 2


def unread_difference(reference: str, test: str) -> str | None:
    """The one stretch two keys differ in, when no reader understands it or reads it as other things (`BYK-111`
    and `fish oil`, `rGO` and `GO`, `BNi-2` and `BNi-3`) and every other token is equal: a minimal difference between
    siblings, so another sample is the better guess (issue 26, hierarchy principle). None when a reader reads the
    stretch as one thing, a quantity or a formula is in it, or it differs only in spelling, case or punctuation."""
    ref_tokens, test_tokens = label_tokens(reference), label_tokens(test)
    if not ref_tokens or not test_tokens or max(len(ref_tokens), len(test_tokens)) > MAX_TOKENS:
        return None
    ref_keys, test_keys = [folded(c) for c, _ in ref_tokens], [folded(c) for c, _ in test_tokens]
    changed = [op for op in difflib.SequenceMatcher(a=ref_keys, b=test_keys, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(changed) != 1:
        return None
    if changed[0][0] != "replace":
        return _layer_dropped(reference, test)
    _, i1, i2, j1, j2 = changed[0]
    ref_part, test_part = [_unwrapped(c) for c, _ in ref_tokens[i1:i2]], [_unwrapped(c) for c, _ in test_tokens[j1:j2]]
    if max(len(ref_part), len(test_part)) > _MINIMAL_STRETCH or any(map(_read_elsewhere, (*ref_part, *test_part))):
        return None
    if _conditions_read_alike(reference, test):
        return None  # `3 sun` against `3 kW m-2`: a unit the condition reader converts, read as one quantity
    homologues = other_alkyl_groups(" ".join(ref_part), " ".join(test_part))  # `butyltin`, `methyltin`: two compounds
    apart = _named_apart(ref_tokens, test_tokens, changed[0])
    if not any(map(_CODE_LIKE.search, (*ref_part, *test_part))) and homologues is None and not apart:
        return None  # words alone (`uncoated`, `pristine`): a state or a paraphrase as often as a sibling
    if _spelling_variant(" ".join(ref_part), " ".join(test_part)) or _abbreviation_of(" ".join(ref_part), " ".join(test_part)):
        return None
    if _phase_notation(ref_part + test_part) or _member_of(" ".join(ref_part), " ".join(test_part)):
        return None  # `β-W` against `A15-W`: two phase notations; `silicone` against `PDMS`: a family and its member
    resolved = stretches(ref_part, test_part)
    if resolved is not None and not all(o in (DIFFERENT, GUESS_DIFFERENT) for o in resolved):
        return None
    if resolve(",".join(ref_part), ",".join(test_part)) in (SAME, GUESS_SAME, NAME_FOR_BARE_FORMULA, NAME_FOR_FORMULA):
        return None  # a name with a comma in it, split as two tokens (`N,N-dimethylacetamide`)
    said = f"{' '.join(w for _, w in ref_tokens[i1:i2])} against {' '.join(w for _, w in test_tokens[j1:j2])}"
    read = "read as other compounds" if apart else "which no reader resolves" if resolved is None else "read as other things"
    return f"the keys differ only in {said}, {read}: a sibling, so another sample is the best guess, unproven"


def _conditions_read_alike(reference: str, test: str) -> bool:
    """Keys that write one material and conditions the condition reader reads as the same for certain: the stretch
    they differ in lies in the conditions and was read (`3 sun`, `3 kW m-2`; `1.5 SG`, `1.5 g/cm3` by a convention),
    so it is no unread sibling."""
    materials = [" ".join(formula.split_conditions(key)[0].split()) for key in (reference, test)]
    if materials[0] != materials[1]:
        return False
    verdict = formula.compare_conditions(reference, test)
    return bool(verdict.same and (verdict.certain or verdict.read))


# The fewest layers of a stack (`PB/rGO/GCE`: film, interlayer, electrode) in which one layer left out is a sibling.
_STACK_LAYERS = 3


def _layer_dropped(reference: str, test: str) -> str | None:
    """`PB/rGO/GCE` against `PB/GCE`: a stack of three or more layers and the same stack without one of them, a
    layer no reader reads (an enzyme, a modifier): another electrode or device is the best guess."""
    layers = [[part.strip() for part in key.split("/")] for key in (reference, test)]
    longer, shorter = sorted(layers, key=len, reverse=True)
    if len(longer) < _STACK_LAYERS or len(longer) != len(shorter) + 1 or not all(longer + shorter):
        return None
    for index, layer in enumerate(longer):
        if longer[:index] + longer[index + 1 :] == shorter:
            if _read_elsewhere(layer) or not _CODE_LIKE.search(layer) or " " in layer:
                return None
            return f"{'/'.join(longer)} has the layer {layer} that {'/'.join(shorter)} leaves out: another stack is the best guess, unproven"
    return None


def _named_apart(ref_tokens, test_tokens, opcode) -> bool:
    """Words that differ where each names a compound, alone or with the word both keys write next to it (`oxalic acid`
    and `citric acid`, `ethanol` and `methanol`), and the names resolve to two formulas: other species, not a
    paraphrase (a word for a state, `uncoated`, `bare`, resolves to no formula)."""
    _, i1, i2, j1, j2 = opcode
    ref_words, test_words = [w for _, w in ref_tokens[i1:i2]], [w for _, w in test_tokens[j1:j2]]
    if not all(re.fullmatch(r"[A-Za-z][a-z-]{2,}", w) for w in (*ref_words, *test_words)):
        return False  # numbers and codes are read by their own rules
    after = [w for _, w in ref_tokens[i2 : i2 + 1]]
    before = [w for _, w in ref_tokens[max(i1 - 1, 0) : i1]] if i1 else []
    for head, tail in (([], []), ([], after), (before, [])):
        if resolve(" ".join(head + ref_words + tail), " ".join(head + test_words + tail)) == DIFFERENT:
            return True
    return False


# A code: letters with a digit (`BNi-2`, `BYK-111`) or a capital after the first letter (`rGO`, `GOx`, `GCE`).
_CODE_LIKE = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)|^.+[A-Z]")
# An element symbol with its count (`Al5`, `Si3N4`): chemistry, which the formula rules read.
_COUNTED_SYMBOL = re.compile(r"([A-Z][a-z]?)\d")
# An amount written before a part (`12.5ZnO/0.3GO`) or a decimal number: a notation of shares.
_AMOUNT_BEFORE = re.compile(r"(?:^|[/–-])\d+(?:\.\d+)?[A-Z]|\d\.\d")


# The parts of a mixture or ratio written with `:` or `/` (`CA:EDA`, `PVA/CS`), each abbreviated or spelt out apart.
_PARTS_SPLIT = re.compile(r"\s*[:/]\s*")


def _abbreviation_of(reference: str, test: str) -> bool:
    """One side an abbreviation the other spells out (`CI`, `carbonyl iron`; `NPs`, `nanoparticles`), or part by part
    (`GA:TEA`, `glycolic acid:triethanolamine`: each short form spelt by the part in its place)."""
    ref_parts, test_parts = _PARTS_SPLIT.split(reference), _PARTS_SPLIT.split(test)
    if len(ref_parts) == len(test_parts) > 1:
        return all(a.casefold() == b.casefold() or _abbreviation_of(a, b) for a, b in zip(ref_parts, test_parts, strict=True))
    for short, name in ((reference, test), (test, reference)):
        if " " not in short and (" " in name and spelt_by_initials(short, name) or form_abbreviation_of(short, name)):
            return True
        if " " not in short and any(form_abbreviation_of(short, word) for word in name.split()):
            return True  # `NFs` against `nanofibres calcined`: the form spelt out, a treatment word beside it
    return formula.abbreviates(reference, test) or formula.abbreviates(test, reference)


def _phase_notation(tokens: list[str]) -> bool:
    """A token written with a Greek-letter phase prefix (`β-W`): a polymorph notation the phase rules judge."""
    return any(map(written_with_phase_letter, tokens))


def _member_of(reference: str, test: str) -> bool:
    """One stretch a family the other belongs to (`silicone`, `PDMS`; `PE`, `HDPE`): a hierarchy, not siblings. Asked of
    the family hierarchy itself (`chem.formula.family_tree_relation`), not of the family field's judge: a key reader
    needs the chemistry fact, not another field's verdict."""
    relation = formula.family_tree_relation(reference, test)
    return relation is not None and relation[0] == "member-of-family"


def _unwrapped(token: str) -> str:
    """A token without the brackets around it whole (`(DMF)` -> `DMF`)."""
    return token[1:-1] if len(token) > 2 and token[0] + token[-1] in ("()", "[]") else token


def _read_elsewhere(token: str) -> bool:
    """A token another reader reads: a quantity, a formula, an element or a count of one, a core@shell particle
    (`Si@C`), a condition (`RT`, `two`)."""
    counted = any(valid_element(m.group(1)) for m in _COUNTED_SYMBOL.finditer(token))
    chemistry = written_as_formula(token) or valid_element(token) or counted or "@" in token
    if is_quantity(token) or chemistry or _AMOUNT_BEFORE.search(token):
        return True
    return bool(formula.read_conditions(f"X ({token})").quantities) or token.lower() in NUMBER_WORDS


def _spelling_variant(reference: str, test: str) -> bool:
    """One word written another way: up to case, punctuation and a plural `s`, or a close spelling with the same
    digits (a code's number that differs, `BYK-110` and `BYK-111`, names another grade)."""
    ref, tst = (re.sub(r"[^a-z0-9]", "", t.casefold()) for t in (reference, test))
    if ref.rstrip("s") == tst.rstrip("s"):
        return True
    if re.findall(r"\d+", ref) != re.findall(r"\d+", tst):
        return False
    letters = [re.sub(r"\d", "", t) for t in (ref, tst)]
    return min(map(len, letters)) >= 5 and word_match(*letters)
