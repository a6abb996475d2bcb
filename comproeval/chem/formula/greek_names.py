"""A small Greek letter spelt out before a hyphen (`alpha-`, `beta-`) written as the letter (`α-`, `β-`).

IUPAC nomenclature writes a Greek locant or a polymorph's letter as the letter (Red Book IR-3.4.4, Blue Book P-14.3);
where the letter cannot be typed, its English name stands for it (`alpha-Al2O3`, `beta-amylase`): one name either way.
`mu` is left out (`μ` is read as the micro sign), and a name run on a word (`Alphabet`) or after a hyphen is no letter.
"""

from __future__ import annotations

import re

_ALL = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma sigma tau upsilon phi chi psi omega"
# U+03B1 alpha .. U+03C9 omega, U+03C2 the final sigma skipped (the name maps to U+03C3)
_LETTERS = {name: chr(0x3B1 + index) for index, name in enumerate(_ALL.split()) if index != 17}
_NAMES = [name for name in _LETTERS if name != "mu"]
_SPELLED_RE = re.compile(rf"(?<![A-Za-z\-])({'|'.join(_NAMES)})-(?=[A-Za-z0-9(])", re.IGNORECASE)


def greek_names_as_letters(text: str) -> str:
    """`alpha-amylase` -> `α-amylase`, `Beta-SiC` -> `β-SiC`."""
    if "-" not in text:
        return text
    return _SPELLED_RE.sub(lambda m: f"{_LETTERS[m.group(1).lower()]}-", text)
