"""Label keys compared token by token (issue 26): the tokens that differ are resolved, the rest must be equal.

`PDMS` against `polydimethylsiloxane`, `2 M ZnSO4 + 5 vol% DMSO` against `... dimethyl sulfoxide`, `(600 °C)`
against `at 873 K`: the keys are read as names, quantities and ratios (`chem.formula.label_tokens`), aligned, and
each stretch that differs is resolved — a name by the precursor rules (formulas from names, abbreviations and
the `chemicals` database), a quantity by pint, a ratio as its fraction. Every stretch the same: one sample,
certain only when each was proven (a formula, a quantity) and nothing was left over. One stretch proven another
compound, quantity or ratio while the rest agree: another sample, certain when the rest was all read alike.
A stretch nothing resolves leaves the keys as they were (labels that differ).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence
from fractions import Fraction

from ...chem import compounds, formula
from ...chem.compounds.initials import spelt_by_initials
from ...chem.decision import Decision
from ...chem.formula.condition_labels import LETTER_CODE_RE
from ...chem.formula.enzymes import same_enzyme
from ...chem.formula.filler_codes import filler_material_named
from ...chem.formula.glossed_amounts import element_content, measured_token_dropped
from ...chem.formula.label_quantities import unnamed_fraction
from ...chem.formula.label_tokens import (
    form_abbreviation_of,
    is_quantity,
    isotope_formula,
    label_tokens,
    rewritten_slash_pair,
    written_as_formula,
    written_as_name,
)
from .label_compounds import group_not_compound, isomers_unsettled
from .lists import explain_compound

SAME, GUESS_SAME, DIFFERENT, GUESS_DIFFERENT = "same", "guess-same", "different", "guess-different"
# The same compound, written as a formula without counts (`ZnO`) in the reference and as a name in the test: at the
# material, docs/scoring.md §2 makes it not the same, but the letters may be an abbreviation's, so only the guess.
NAME_FOR_BARE_FORMULA = "name-for-bare-formula"
# The same, with counts (`Al2O3`, `alumina`): the material's case is `_named_for_formula`; elsewhere the same compound.
NAME_FOR_FORMULA = "name-for-formula"
MAX_TOKENS = 16
# A Roman numeral up to 39 (`I`, `IV`, `XII`), the ordinal of a type, form, phase or stage in a label.
_ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")


def folded(token: str) -> str:
    """A word up to case and British spelling (`fibre`, `fiber`); a token with a capital after its first letter or a
    digit (a formula or an acronym: `Co`, `CO`, `TiO2`) keeps its case."""
    if is_quantity(token):
        return token
    if any(ch.isupper() for ch in token):
        return token.replace("-", "")  # `Bis-GMA` is `BisGMA`
    word = token.lower().replace("-", "")
    return word[:-2] + "er" if word.endswith("re") and len(word) > 4 else word


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
        return DIFFERENT if formulas and not read_as_codes else GUESS_DIFFERENT
    for short, name in ((reference, test), (test, reference)):
        if " " in name and " " not in short and spelt_by_initials(short, name) or form_abbreviation_of(short, name):
            return GUESS_SAME
    if filler_material_named(reference, test) or filler_material_named(test, reference):
        return GUESS_SAME  # ISO 1043-2: `TD` is talc powder, `GF` glass fibre; the letters may be another label's
    if formula.abbreviates(reference, test):
        return GUESS_SAME  # the reference's short form, the test's long form (docs/scoring.md §2 allows it that way only)
    return GUESS_DIFFERENT if decision.certain and radical else None


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
        if _unsettled_order(ref_tokens, test_tokens, i1, j1, ref_part, test_part):
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
