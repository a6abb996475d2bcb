"""Words for a sample in the state its preparation left it, before the treatment a series varies (issue 26).

`as-grown`, `as-deposited`, `as-prepared`, `as-synthesized`, `as-spun`, `as-quenched`, `as-cast`, `as-built`
name the condition a process leaves a material in, before any further treatment (ASM Materials Engineering
Dictionary, J. R. Davis ed., 1992: "as-cast", "as-deposited", "as-quenched"; ISO/ASTM 52900:2021 "as-built");
`pristine`, `untreated`, `unmodified`, `bare` and `uncoated` (no surface treatment or coating) and `undoped`,
`non-doped` and `neat` (no guest or dopant) name the same reference sample of a series from the other side.
Which of them a paper uses is a habit of its field, so two keys that differ only in these words name one
sample by the best guess, never by proof: a series may keep, say, an as-cast and an as-built sample apart.
`as-received` (a commercial material, not made) is not one of them.
"""

from __future__ import annotations

import re

# One word for all of them, as the label reader compares words (`untreated` is itself one of them).
REFERENCE_STATE = "untreated"
_STATE_RE = re.compile(
    r"(?<![\w-])(?:as[\s-]*(?:grown|deposited|prepared|synthesi[sz]ed|made|fabricated|obtained|spun|quenched|cast|built|printed)"
    r"|pristine|untreated|unmodified|bare|uncoated|undoped|non[\s-]?doped|neat)(?![\w-])",
    re.I,
)


def reference_state_words(text: str) -> tuple[str, list[str]]:
    """The text with each reference-state word written as `untreated`, and the words so rewritten."""
    found = [m.group(0) for m in _STATE_RE.finditer(text)]
    return _STATE_RE.sub(REFERENCE_STATE, text), found
