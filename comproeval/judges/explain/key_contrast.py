"""The paper's own keys as contrast for a guess (issue 26, item 3: "certain only when the paper's own entries settle it").

A paper's keys tell its samples apart by what varies between them (`TiN, Ar, 450 °C` beside `TiN, Ar, 650 °C` and
`TiN, Kr, 450 °C`: the gas and the temperature) and share the rest. When every key but one pairs with a test key
written alike, the one ground-truth key and the one test key left over are compared on what varies: a test key
that keeps the ground truth's value of every varying part, read as quantities and element names (`krypton`,
`723 K`), and states no other key's value, is the best guess of that sample, whatever shared or restating words it
writes otherwise; one that writes another value where the ground truth's varying value stood (another
temperature, another number, a word another key of the paper has) is the best guess of another sample. The
contrast is a guess, never proof: a word no reader reads may still restate or change the sample.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Sequence
from fractions import Fraction

from ...chem.decision import Decision
from ...chem.family_words import element_names
from ...chem.formula.compare import written_alike
from ...chem.formula.grammar import valid_element
from ...chem.formula.label_quantities import one_kind, read_quantities, same_amount
from ...chem.formula.label_tokens import label_tokens
from .label_tokens import folded

_NUMBER_RE = re.compile(r"^\d+(?:\.\d+)?$")
_DIGITS_RE = re.compile(r"\d+(?:\.\d+)?")
# Shortest word found run into the other key's text (`K730` in `type K730`): shorter runs are found by chance.
_MIN_RUN = 4
# A hyphen joining two letters or digits inside a token (`24-50`): no sign, no separator of values.
_JOINING_HYPHEN_RE = re.compile(r"(?<=[a-z0-9])[-‐‑–](?=[a-z0-9])")
# Keys per paper beyond which no contrast is computed (the pairwise reading is quadratic).
_MAX_KEYS = 40
# Stretches a sibling's edit changes at most (a value swapped, perhaps with its unit): more is a key written anew.
_MINIMAL_EDITS = 2
# Words a swapped stretch holds at most on either side (a value and its unit or a code and its number).
_SWAP_WORDS = 2
# Relative difference within which two ratios are one, rounded (`1:2` written `33.3:66.7`).
_ROUNDED = 0.01

Comparisons = dict[tuple[int, int], tuple[Decision, float]]


def contrast_guesses(ref_keys: Sequence[str], test_keys: Sequence[str], comparisons: Comparisons) -> Comparisons:
    """`comparisons` with the one left-over pair's uncertain verdict replaced by the guess the paper's contrast
    gives, when every other ground-truth key pairs with a test key written alike and the contrast says something."""
    if not 2 <= len(ref_keys) <= _MAX_KEYS or len(test_keys) > _MAX_KEYS:
        return comparisons
    alike = {i: j for i, r in enumerate(ref_keys) for j, t in enumerate(test_keys) if written_alike(r, t)}
    left_ref = [i for i in range(len(ref_keys)) if i not in alike]
    left_test = [j for j in range(len(test_keys)) if j not in alike.values()]
    if len(left_ref) != 1 or len(left_test) != 1 or len(alike) != len(ref_keys) - 1:
        return comparisons
    i, j = left_ref[0], left_test[0]
    decision, distance = comparisons[(i, j)]
    if decision.certain:
        return comparisons
    siblings = [key for k, key in enumerate(ref_keys) if k != i]
    if (guess := contrast_guess(ref_keys[i], test_keys[j], siblings)) is None:
        return comparisons
    same, why = guess
    updated = dict(comparisons)
    updated[(i, j)] = (Decision(same, "paper-contrast", why, certain=False), min(distance, 0.2) if same else distance)
    return updated


def contrast_guess(reference: str, test: str, siblings: Sequence[str]) -> tuple[bool, str] | None:
    """Whether `test` keeps what tells `reference` from its `siblings` (the other keys of its paper): (False, why)
    when it is the reference with a value swapped for another of one kind, (True, why) when it restates the
    reference keeping every varying part and stating no sibling's own value, else None."""
    ref, tst = _Reading(reference), _Reading(test)
    others = [_Reading(key) for key in siblings]
    varying = [atom for atom in ref.atoms if any(not other.keeps(atom) for other in others)]
    edits = _edits(ref.words, tst.words)
    if not varying or not edits or all(tag == "insert" for tag in edits) or all(tag == "delete" for tag in edits):
        return None  # nothing tells the sample apart, or the keys differ only in punctuation, or one adds to the other
    if sorted(ref.words) == sorted(tst.words):
        return None  # the same words in another order: a stack or a ratio read from the other end is the readers'
    missing = [atom for atom in ref.atoms if not tst.keeps(atom)]
    added = [atom for atom in tst.atoms if not ref.keeps(atom)]
    swapped = next(((old, new) for old in missing for new in added if _swapped(old, new, ref.chemistry | tst.chemistry)), None)
    if swapped is not None:
        if len(edits) > _MINIMAL_EDITS or "rewrite" in edits:
            return None  # a value written anew in a key written anew: a conversion no reader made, maybe
        why = f"{test!r} is {reference!r} with {_shown(swapped[1])} for {_shown(swapped[0])}: another value, so another sample is the best guess"
        return False, why
    sibling_values = [atom for other in others for atom in other.atoms if not ref.keeps(atom)]
    if any(atom in varying or not _word(atom) for atom in missing):
        return None  # a varying part left out, or a value, a formula or a code: only words may be restated
    if any(tst.keeps(atom) for atom in sibling_values) or (missing or added) and _sibling_edit(ref.words, tst.words):
        return None  # another sample's value, or one stretch swapped (a sibling's edit)
    kept = ", ".join(_shown(atom) for atom in varying[:4])
    return True, f"{test!r} keeps what tells {reference!r} from the paper's other keys ({kept}) and restates the rest: the best guess is one sample"


def _sibling_edit(ref_words: tuple[str, ...], test_words: tuple[str, ...]) -> bool:
    """One stretch of the reference's words written otherwise and most of the rest kept as it is (`grade A` for
    `grade B`, `calcium oxide` for `calcium hydroxide`): a minimal difference between siblings, the better evidence of
    another sample (`key_siblings`), which the contrast of the paper's keys does not outweigh."""
    matcher = difflib.SequenceMatcher(a=ref_words, b=test_words, autojunk=False)
    changed = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    kept = sum(size for _, _, size in matcher.get_matching_blocks())
    return len(changed) == 1 and 2 * kept >= len(ref_words)


def _edits(ref_words: tuple[str, ...], test_words: tuple[str, ...]) -> list[str]:
    """The kinds of the stretches two keys' words differ in, in order (`replace`, `insert`, `delete`), a stretch
    longer than `_SWAP_WORDS` on either side marked `rewrite`."""
    opcodes = difflib.SequenceMatcher(a=ref_words, b=test_words, autojunk=False).get_opcodes()
    return [tag if max(i2 - i1, j2 - j1) <= _SWAP_WORDS else "rewrite" for tag, i1, i2, j1, j2 in opcodes if tag != "equal"]


Atom = str | tuple[float, str]


class _Reading:
    """A key read into atoms: its quantities (`read_quantities`: value and unit, compared once converted), its
    other tokens as `label_tokens` reads them (ratios as numbers, element names as symbols, case folded), and its
    words as written, for where two keys differ."""

    def __init__(self, key: str) -> None:
        text = _plain_powers(key)
        quantities, rest = read_quantities(text, elements_are_units=False)
        names = element_names()
        atoms: list[Atom] = list(dict.fromkeys(quantities))
        chemistry: set[str] = set()
        for token, _ in label_tokens(rest):
            atom = _JOINING_HYPHEN_RE.sub("", folded(token).casefold())  # `24-50` as `2450`, as `folded` joins words
            if re.search(r"[a-z0-9]", atom):
                atoms.append(names.get(atom, atom).casefold())
                if _counted_symbols(folded(token)):
                    chemistry.add(atoms[-1])
        self.atoms = tuple(dict.fromkeys(atoms))
        self.chemistry = frozenset(chemistry)
        self.quantities = tuple(quantities)
        self.run = re.sub(r"[^a-z0-9.]", "", " ".join(atom for atom in self.atoms if isinstance(atom, str)))
        self.words = tuple(re.findall(r"[^\W_]+", text.casefold()))

    def keeps(self, atom: Atom) -> bool:
        """The atom is one of this key's: the same quantity once converted, the same token, or a token written run
        into this key's (`k730` in `grade k730`, `2450` in `24-50`)."""
        if isinstance(atom, tuple):
            return any(same_amount(atom, quantity) for quantity in self.quantities)
        if atom in self.atoms:
            return True
        if _NUMBER_RE.match(atom):
            if any(isinstance(a, str) and _NUMBER_RE.match(a) and float(a) == float(atom) for a in self.atoms):
                return True
            return re.search(rf"(?<![0-9.]){re.escape(atom)}(?![0-9])", self.run) is not None
        return len(atom) >= _MIN_RUN and atom in self.run


def _counted_symbols(token: str) -> bool:
    """A token that writes an element symbol with a count before or after it (`Mn55Bi45`, `CuZn37`, `100Fe`): a
    formula or alloy notation, whose numbers the formula readers read, not a code's."""
    return any(valid_element(found.group(1) or found.group(2)) for found in _COUNTED_SYMBOL_RE.finditer(token))


# An element symbol with a count run on after or before it (`Zn37`, `100Fe`).
_COUNTED_SYMBOL_RE = re.compile(r"([A-Z][a-z]?)(?=\d)|(?<=\d)([A-Z][a-z]?)")


def _plain_powers(text: str) -> str:
    """Superscript powers and the minus sign written as plain characters (`cm²` as `cm2`), for the unit reader."""
    return text.translate(_POWERS)


_POWERS = str.maketrans({"²": "2", "³": "3", "⁻": "-", "¹": "1", "−": "-"})


def _shown(atom: Atom) -> str:
    return f"{atom[0]:g} {atom[1]}" if isinstance(atom, tuple) else repr(atom)


def _swapped(old: Atom, new: Atom, chemistry: frozenset[str]) -> bool:
    """Two values of one kind that differ: quantities of one kind of unit (not two shares that make up 100 %, the
    two parts of one mixture), two numbers, two ratios (either way round), or a code written alike but for its
    digits (`g4.5` and `g3.5`); never the counts of a formula, which the formula readers read."""
    if isinstance(old, tuple) or isinstance(new, tuple):
        if not (isinstance(old, tuple) and isinstance(new, tuple)) or not one_kind(old, new) or same_amount(old, new):
            return False
        return not (old[1].endswith("%") and new[1].endswith("%") and math.isclose(old[0] + new[0], 100.0))
    if _NUMBER_RE.match(old) and _NUMBER_RE.match(new):
        return float(old) != float(new)
    if (ratios := (_ratio(old), _ratio(new))) != (None, None):
        return None not in ratios and not any(math.isclose(ratios[0], other, rel_tol=_ROUNDED) for other in (ratios[1], 1 / ratios[1]))  # type: ignore[operator, arg-type]
    if not (_code(old, chemistry) and _code(new, chemistry)):
        return False
    return _DIGITS_RE.sub("#", old) == _DIGITS_RE.sub("#", new) and old != new


def _word(atom: Atom) -> bool:
    """A word of letters only (`gassed`, `silicate`): what a restatement may put otherwise."""
    return isinstance(atom, str) and atom.isalpha()


def _code(atom: Atom, chemistry: frozenset[str]) -> bool:
    """A token of letters and digits that is no formula and no read value (`r260`, `g4.5`, `d55`): a code."""
    return (
        isinstance(atom, str)
        and atom not in chemistry
        and _ratio(atom) is None
        and bool(_DIGITS_RE.search(atom))
        and bool(re.search(r"[a-z]", atom))
        and ":" not in atom
    )


def _ratio(atom: str) -> Fraction | None:
    """The value of a ratio `label_tokens` read (`ratio:1/4`), else None."""
    if not atom.startswith("ratio:"):
        return None
    try:
        value = Fraction(atom.removeprefix("ratio:"))
    except (ValueError, ZeroDivisionError):
        return None
    return value or None
