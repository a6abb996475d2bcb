"""Class nouns and subclass prefixes of family names (`data/family_class_nouns.json`).

A family name is often a class noun with a qualifier (`ionic liquids`, `transparent wood`, `pitch-based carbon
fibres`). A compound-name database lists some class nouns as synonyms of one compound (`wood` as methanol), so in a
family name a class noun is never read as a compound. A prefix of degree or number joined to the class noun
(`half-Heusler`, `double perovskite`) makes a subclass, not more detail of the class.
"""

from __future__ import annotations

from .data import load_lexicon
from .once import load_once


@load_once
def _nouns() -> dict:
    return load_lexicon("family_class_nouns")


def class_noun(word: str) -> bool:
    """True for a lower-case, singular noun of a class of matter (`liquid`, `wood`, `glass`)."""
    return word in _nouns()["class_nouns"]["words"]


def functional_class_word(word: str) -> bool:
    """True for a word of IUPAC functional class nomenclature (`anhydride`, `ether`): alone, it names the class."""
    return word in _nouns()["functional_class_words"]["words"]


def subclass_prefix(word: str) -> bool:
    """True for a prefix that joined to a class noun names a subclass (`half`, `double`, `inverse`)."""
    return word in _nouns()["subclass_prefixes"]["words"]


def stoichiometric_subclass(one: str, other: str) -> bool:
    """True when one word is the other with an IUPAC multiplicative prefix (`diboride`, `boride`; `monocarbide`,
    `carbide`): the compounds of one ratio within the class, a narrower class word the same family best guesses."""
    shorter, longer = sorted((one, other), key=len)
    prefix = longer[: len(longer) - len(shorter)]
    return len(shorter) >= 4 and longer.endswith(shorter) and prefix in _nouns()["multiplying_prefixes"]["words"]
