"""A Greek letter written by its name before a family name (`beta-spodumene`, `alpha-alumina`): read as the letter.

A phase or locant letter is the Greek letter itself (IUPAC Red Book 2005, IR-3.4.4: `α-`, `β-` phases); where the
character set lacks it, the letter is spelled by its English name (the CAS index and ASCII chemical names write
`beta-` for `β-`). The name and the letter are one notation, so `beta-spodumene` is `β-spodumene`: a rewrite that
changes the spelling, never the phase. Only a name followed by a hyphen is read, the way a phase letter stands.
"""

from __future__ import annotations

import re

# The small Greek letters by name; `eta`, `nu`, `xi`, `mu`, `pi`, `rho`, `tau`, `chi`, `psi` and `phi` are left out:
# short enough to be the end of another word's part or an abbreviation, and no common phase letter.
_LETTERS = {
    "alpha": "\u03b1",
    "beta": "\u03b2",
    "gamma": "\u03b3",
    "delta": "\u03b4",
    "epsilon": "\u03b5",
    "zeta": "\u03b6",
    "theta": "\u03b8",
    "kappa": "\u03ba",
    "lambda": "\u03bb",
    "sigma": "\u03c3",
    "omega": "\u03c9",
}
_NAMED_RE = re.compile(rf"(?<![A-Za-z0-9])({'|'.join(_LETTERS)})-(?=[A-Za-z0-9(])", re.IGNORECASE)


def greek_written(text: str) -> str:
    """`beta-spodumene` -> `β-spodumene`; the text itself when no letter is spelled by its name."""
    return _NAMED_RE.sub(lambda m: f"{_LETTERS[m.group(1).lower()]}-", text)
