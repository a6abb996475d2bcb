"""Words for a sample in the state its preparation left it, before the treatment a series varies (issue 26).

`as-grown`, `as-deposited`, `as-prepared`, `as-synthesized`, `as-spun`, `as-quenched`, `as-cast`, `as-built`
name the condition a process leaves a material in, before any further treatment (ASM Materials Engineering
Dictionary, J. R. Davis ed., 1992: "as-cast", "as-deposited", "as-quenched"; ISO/ASTM 52900:2021 "as-built"; ISO 294
and ISO 527 test specimens "as moulded"; `as-exfoliated` flakes);
`pristine`, `untreated`, `unmodified`, `bare` and `uncoated` (no surface treatment or coating) and `undoped`,
`non-doped` and `neat` (no guest or dopant), and `no dopant`, `without dopant` and `dopant-free` (the same absence
written with a negating word or suffix before or after the noun, chem.negation: Quirk et al. 10.58-10.66; OED -free)
name the same reference sample of a series from the other side.
Which of them a paper uses is a habit of its field, so two keys that differ only in these words name one
sample by the best guess, never by proof: a series may keep, say, an as-cast and an as-built sample apart.
`as-received` (a commercial material, not made) is not one of them.

Three more words say "no treatment" only against a word of that side (`untreated`, `unmodified`, `pristine`): `raw`
and `as-received` (the material as it came, before the paper's treatment), and a participle negated by `un-` (English
word formation: `un-` + a past participle is "not -ed", `unpeened`, `undegummed`, `unannealed`; Oxford English
Dictionary, un- prefix 1). Each is read as the untreated sample when the other key names the untreated sample too,
and no made state (`as-built`): `raw` or `as-received` against any no-treatment word, a negated participle against a
word that names no treatment at all (`raw`, `untreated`): two negated participles (`unannealed`, `unetched`) may leave
out two treatments a series keeps apart. A negated participle of structure (`unsaturated`, `unsubstituted`,
`unbranched`, `uncharged`, `unsupported`, `unconjugated`, `unpaired`) describes a molecule, not a treatment.
"""

from __future__ import annotations

import re

# One word for all of them, as the label reader compares words (`untreated` is itself one of them).
REFERENCE_STATE = "untreated"
_STATE_RE = re.compile(
    r"(?<![\w-])(?:as[\s-]*(?:grown|deposited|prepared|synthesi[sz]ed|made|fabricated|obtained|spun|quenched|cast|built|printed|mou?lded|exfoliated)"
    r"|pristine|untreated|unmodified|bare|uncoated|undoped|non[\s-]?doped|neat"
    r"|(?:no|without)\s+dopants?|dopant[\s-]*free)(?![\w-])",
    re.I,
)


# the states a process leaves a made material in (`as-cast`): no bought or raw material's
_MADE_RE = re.compile(r"as[\s-]*(?!received)[a-z]+", re.I)
_NO_TREATMENT_RE = re.compile(
    r"(?<![\w-])(?:as[\s-]*received|raw"
    r"|un(?!(?:treat|modifi|coat|dop|saturat|substitut|branch|charg|support|conjugat|pair)ed)[a-z]{3,}ed)(?![\w-])",
    re.I,
)
# the words that name no treatment at all, not the absence of one treatment
_GENERIC = frozenset({"untreated", "unmodified", "pristine", "raw", "asreceived"})


def reference_state_words(text: str) -> tuple[str, list[str]]:
    """The text with each reference-state word written as `untreated`, and the words so rewritten."""
    found = [m.group(0) for m in _STATE_RE.finditer(text)]
    return _STATE_RE.sub(REFERENCE_STATE, text), found


def reference_states(reference: str, test: str) -> tuple[tuple[str, list[str]], tuple[str, list[str]]]:
    """Both texts with their reference-state words written as `untreated` (`reference_state_words`), and `raw`,
    `as-received` or a negated participle (`unpeened`) too when the other text names the untreated sample as well
    (the module's rule); each with the words so rewritten."""
    read = [reference_state_words(reference), reference_state_words(test)]
    extra = [[m.group(0) for m in _NO_TREATMENT_RE.finditer(text)] for text, _ in read]
    out = []
    for side in (0, 1):
        text, found = read[side]
        other = [*read[1 - side][1], *extra[1 - side]]
        if not other or any(_MADE_RE.fullmatch(w) for w in other):
            out.append((text, found))
            continue
        other_generic = all(_folded(w) in _GENERIC for w in other)
        taken = [w for w in extra[side] if _folded(w) in _GENERIC or other_generic]
        for word in taken:
            text = re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", REFERENCE_STATE, text)
        out.append((text, [*found, *taken]))
    return out[0], out[1]


def _folded(word: str) -> str:
    return re.sub(r"[\s-]", "", word).casefold()


def states_differ_only(reference: str, test: str) -> bool:
    """Both texts name the untreated sample by a word of this module (`as-moulded`, `pristine`): what such words tell
    apart is the label reader's guess, no one-word swap of two treatments."""
    (_, ref_found), (_, test_found) = reference_states(reference, test)
    return bool(ref_found and test_found)
