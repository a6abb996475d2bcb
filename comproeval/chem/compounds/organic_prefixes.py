"""The prefixes an organic name writes before its parent or inside a substituent's name, each one alternation for a
regular expression, written once for the readers that tell isomers and homologues apart (`locants`, `isomers`,
`homologues`, `alkyl`). Each reader sets its own context around them (where in the name, what must follow), as the
kinds of prefix are read in different places.
"""

from __future__ import annotations

# position locants of disubstituted benzenes, `o-`, `m-`, `p-` for 1,2-, 1,3-, 1,4- (IUPAC Blue Book 2013,
# P-61.2.2 and P-22.1.3)
POSITION_PREFIXES = "o|m|p|ortho|meta|para"
# stereodescriptors `cis`/`trans`, (E)/(Z), (R)/(S) (IUPAC Blue Book 2013, P-93.5), case-folded names
STEREO_PREFIXES = r"cis|trans|\([ezrs]\)"
# Greek letters for the carbons along a chain, `α` next to the characteristic group (IUPAC Blue Book 2013, P-14.3)
GREEK_LOCANTS = "α|β|γ|δ|ε|ω|alpha|beta|gamma|delta|epsilon|omega"
# the isomer prefixes of an alkyl group in a structure diagram's labels (`iPr`, `t-Bu`, `sec-Bu`: Brecher et al.,
# IUPAC Recommendations 2008, Pure Appl. Chem. 80, 277; the groups themselves IUPAC Blue Book 2013, P-29.6)
ALKYL_ISOMER_PREFIXES = "n|i|t|s|sec|tert|iso"
# the stems that count an alkyl group's carbons, one to ten (IUPAC Blue Book 2013, P-21.2.1); branched isomers exist
# from `prop-` on
CARBON_STEMS = ("meth", "eth", "prop", "but", "pent", "hex", "hept", "oct", "non", "dec")


def carbon_stems(first: int, last: int) -> str:
    """The alkyl stems of `first` to `last` carbons as one alternation (`carbon_stems(3, 5)`: prop|but|pent)."""
    return "|".join(CARBON_STEMS[first - 1 : last])
