"""Label keys compared token by token (issue 26): the tokens that differ are resolved, the rest must be equal.

`PDMS` against `polydimethylsiloxane`, `2 M ZnSO4 + 5 vol% DMSO` against `... dimethyl sulfoxide`, `(600 °C)`
against `at 873 K`: the keys are read as names, quantities and ratios (`chem.formula.label_tokens`), aligned, and
each stretch that differs is resolved — a name by the precursor rules (formulas from names, abbreviations and
the `chemicals` database), a quantity by pint, a ratio as its fraction. Every stretch the same: one sample,
certain only when each was proven (a formula, a quantity) and nothing was left over. One stretch proven another
compound, quantity or ratio while the rest agree: another sample, certain when the rest was all read alike.
A stretch nothing resolves leaves the keys as they were (labels that differ). How each stretch resolves is
`label_stretches`.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence
from fractions import Fraction

from ...chem import compounds, formula
from ...chem.decision import Decision
from ...chem.formula.glossed_amounts import element_content, measured_token_dropped
from ...chem.formula.label_quantities import unnamed_fraction
from ...chem.formula.label_tokens import (
    is_quantity,
    label_tokens,
    rewritten_slash_pair,
    written_as_formula,
    written_as_name,
)
from .label_stretches import DIFFERENT, GUESS_DIFFERENT, GUESS_SAME, NAME_FOR_BARE_FORMULA, NAME_FOR_FORMULA, SAME, resolve, stretches

MAX_TOKENS = 16


# A hyphen that joins words or a word and a number; between two digits it is a sign or a range (`(10-10)`, a plane with a
# negative index; `10-20`), never a spelling to fold away.
_WORD_HYPHEN = re.compile(r"-(?!(?<=\d-)\d)")


def folded(token: str) -> str:
    """A word up to case and British spelling (`fibre`, `fiber`); a token with a capital after its first letter or a
    digit (a formula or an acronym: `Co`, `CO`, `TiO2`) keeps its case."""
    if is_quantity(token):
        return token
    if any(ch.isupper() for ch in token):
        return _WORD_HYPHEN.sub("", token)  # `Bis-GMA` is `BisGMA`
    word = _WORD_HYPHEN.sub("", token.lower())
    return word[:-2] + "er" if word.endswith("re") and len(word) > 4 else word


def _two_part_ratio(value: str) -> Fraction | None:
    """The value of a two-part ratio token (`100`, `1/3`); None for a ratio of three or more parts (`1:1`)."""
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError):
        return None


def _unsettled_order(ref_tokens: Sequence[tuple[str, str]], test_tokens: Sequence[tuple[str, str]], i1: int, j1: int, ref_part, test_part) -> bool:
    """Two ratios each the other's reciprocal (`1:100 HF`, `100:1 DHF`) where neither key names the parts before its
    ratio: which part comes first (reagent to water, or water to reagent) is a convention the keys leave unsaid
    (IUPAC Green Book 2.10: a ratio names its quantities; ISO 80000-1 likewise), so reversed it may be one mixture."""
    ratios = [_two_part_ratio(t.split(":", 1)[1]) for t in (*ref_part[:1], *test_part[:1]) if t.startswith("ratio:")]
    if len(ratios) != 2 or None in ratios or ratios[0] * ratios[1] != 1:
        return False

    def parts_named(tokens: Sequence[tuple[str, str]], end: int) -> bool:
        before = [c for c, _ in tokens[:end] if not is_quantity(c)]
        return len(before) >= 2 or any(re.search(r"\w[:/]\w", c) for c in before)

    return not (parts_named(ref_tokens, i1) and parts_named(test_tokens, j1))


def _share_subject(
    ref_tokens: Sequence[tuple[str, str]], test_tokens: Sequence[tuple[str, str]], span: tuple[int, int, int, int], *keys: str
) -> bool:
    """One name one key writes right after a share both state, where the other wrote the share by its symbol
    without its component (`30 vol% LM` against `φ = 0.3`): the name says what the fraction is of."""
    i1, i2, j1, j2 = span
    one, at, other_key = (ref_tokens, i1, keys[1]) if i2 > i1 else (test_tokens, j1, keys[0])
    if (i2 - i1) + (j2 - j1) != 1 or at == 0 or not one[at - 1][0].startswith("percent"):
        return False
    return unnamed_fraction(other_key) and not is_quantity(one[at][0])


def _owner_kept(ref_tokens, test_tokens, span: tuple[int, int, int, int], resolved: list[str] | None) -> list[str] | None:
    """`3 wt% P (DOPO-epoxy)` against `3 wt% DOPO-epoxy`: read alike, but the amount measures P in one key and its
    gloss in the other (`chem.formula.glossed_amounts`): the same only if P names that compound, else a guess."""
    pair = measured_token_dropped([c for c, _ in ref_tokens], [c for c, _ in test_tokens], span, folded)
    if pair is None or not resolved or {DIFFERENT, GUESS_DIFFERENT} & set(resolved):
        return resolved
    if (outcome := resolve(*pair)) in (SAME, NAME_FOR_FORMULA, NAME_FOR_BARE_FORMULA):
        return resolved
    return [GUESS_DIFFERENT if element_content(*pair) or outcome in (DIFFERENT, GUESS_DIFFERENT) else GUESS_SAME]


def _acting_agent(ref_tokens: Sequence[tuple[str, str]]) -> bool:
    """`CO2-treated carbon`, `HF-etched Ti3C2`: the first token acts on the material, it is not the material."""
    return len(ref_tokens) > 1 and re.fullmatch(r"[a-z]{2,}ed", ref_tokens[1][1]) is not None


def _named_for_formula(ref_tokens: Sequence[tuple[str, str]], test_part: Sequence[str]) -> Decision | None:
    """docs/scoring.md §2: the reference's material is a formula with counts (`Sb2Te3 film`) and the test writes
    a compound's name and no formula where it stands (`antimony telluride film`): not the same, whatever it names."""
    if _acting_agent(ref_tokens) or written_as_formula(ref_tokens[0][1]) != "counted" or not test_part:
        return None
    if not written_as_name(test_part[0]) or any(written_as_formula(w) or re.search(r"[A-Z][a-z]?\d", w) for w in test_part):
        return None
    # a compound's name, not a sample label (`cathode two`, the paper's or the user's knowledge may define it)
    if not any(compounds.compound_formula(" ".join(test_part[:n])) for n in range(len(test_part), 0, -1)):
        return None
    why = f"the reference writes its material as a formula ({ref_tokens[0][1]}), the test only a name ({' '.join(test_part)})"
    why += ": docs/scoring.md §2, not the same"
    return Decision(False, "name-for-formula", why)


# At most an ending's letters: a Latin neuter or masculine (`talcum`, `talc`), a plural (`oxides`), an `-e` dropped.
_ENDING = 2


def _word_forms(ref_part: Sequence[str], test_part: Sequence[str]) -> bool:
    """One word each side, one the other with an ending added (`talc`, `talcum`), whose formulas in the name database
    name the same elements: the database may file one substance under two formulas (an empirical and a structural
    one, a mineral as its oxide sum), so two formulas are no proof of two substances (a guess)."""
    if len(ref_part) != 1 or len(test_part) != 1:
        return False
    short, long = sorted((ref_part[0].casefold(), test_part[0].casefold()), key=len)
    if not short.isalpha() or not long.startswith(short) or not 0 < len(long) - len(short) <= _ENDING or len(short) < 4:
        return False
    formulas = [compounds.compound_formula(word) for word in (ref_part[0], test_part[0])]
    return all(formulas) and set(formulas[0]) == set(formulas[1])


@functools.lru_cache(maxsize=16384)
def compare_label_tokens(reference: str, test: str) -> Decision | None:
    """The keys' relation once their differing tokens are resolved; None when a stretch is left unread."""
    if formula.primes_differ(reference, test):
        return None  # the tokens are read without their prime marks (`V1`, `V1'`), which name other things
    ref_tokens, test_tokens = label_tokens(reference), label_tokens(test)
    if not ref_tokens or not test_tokens or max(len(ref_tokens), len(test_tokens)) > MAX_TOKENS:
        return None
    ref_keys, test_keys = [folded(c) for c, _ in ref_tokens], [folded(c) for c, _ in test_tokens]
    outcomes, extra, shown, subject = [], [], [], False
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=ref_keys, b=test_keys, autojunk=False).get_opcodes():
        if op == "equal":
            for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                if (guess := rewritten_slash_pair(ref_tokens, i, test_tokens, j)) is not None:
                    outcomes.append(GUESS_SAME if guess else GUESS_DIFFERENT)  # `2.8/2.8` ~ `5.6/5.6`: a ratio or two values
                    shown.append(f"{ref_tokens[i][1]} ~ {test_tokens[j][1]}")
            continue
        ref_part, test_part = [c for c, _ in ref_tokens[i1:i2]], [c for c, _ in test_tokens[j1:j2]]
        if op in ("insert", "delete"):
            added = [*ref_tokens[i1:i2], *test_tokens[j1:j2]]
            if _share_subject(ref_tokens, test_tokens, (i1, i2, j1, j2), reference, test):
                extra.extend(w for _, w in added)
                subject = True
                continue
            if any(is_quantity(c) or (folded(c) in ref_keys and folded(c) in test_keys) for c, _ in added):
                return None  # a quantity one key alone states, or a token moved (`A/B 70/30`, `B/A 70/30`): order decides
            extra.extend(w for _, w in added)
            continue
        if i1 == 0 and (named := _named_for_formula(ref_tokens, [w for _, w in test_tokens[j1:j2]])):
            return named
        resolved = stretches(ref_part, test_part)
        resolved = _owner_kept(ref_tokens, test_tokens, (i1, i2, j1, j2), resolved)
        if resolved is None:
            return None
        if _unsettled_order(ref_tokens, test_tokens, i1, j1, ref_part, test_part) or _word_forms(ref_part, test_part):
            resolved = [GUESS_DIFFERENT if o == DIFFERENT else o for o in resolved]
        # the convention is about the material: a formula after it or acting on it (a solute `0.5 M KCl`, an agent
        # `CO2-treated carbon`) is the compound its name names
        material = i1 == 0 and not _acting_agent(ref_tokens)
        # after a percentage alone (`99.5% Al2O3` a purity, `10 wt% Al2O3` a share) the formula may be the material
        # itself, where a name does not answer it (docs/scoring.md §2): unread; after a molarity it is a solute
        after_share = 0 < i1 and all(c.startswith("percent:") for c, _ in ref_tokens[:i1])
        bare = GUESS_DIFFERENT if material else GUESS_SAME if after_share else SAME
        counted = GUESS_SAME if after_share else SAME
        resolved = [bare if o == NAME_FOR_BARE_FORMULA else counted if o == NAME_FOR_FORMULA else o for o in resolved]
        outcomes.extend(resolved)
        shown.append(f"{' '.join(w for _, w in ref_tokens[i1:i2])} ~ {' '.join(w for _, w in test_tokens[j1:j2])}")
    if not outcomes:
        if subject and len(extra) == 1:
            why = f"read token by token, the same; {extra[0]!r} names what the other key's fraction symbol is of: the best guess, unproven"
            return Decision(True, "label-tokens", why, certain=False)
        if extra:
            return None  # only words one key adds (a treatment, a form): nothing read against them
        why = "read token by token, the same names, quantities and ratios written another way"
        return Decision(True, "label-tokens", why)
    said = "; ".join(shown)
    if any(o in (DIFFERENT, GUESS_DIFFERENT) for o in outcomes):
        certain = not extra and all(o in (SAME, DIFFERENT) for o in outcomes)
        why = f"read token by token, another compound, quantity or ratio ({said})"
        return Decision(False, "label-tokens", why if certain else f"{why}: the best guess, unproven", certain=certain)
    certain = not extra and all(o == SAME for o in outcomes)
    why = f"read token by token, the same names, quantities and ratios ({said})"
    if extra:
        why += f"; {', '.join(map(repr, extra[:3]))} is stated by one key only"
    return Decision(True, "label-tokens", why if certain else f"{why}: the best guess, unproven", certain=certain)
