"""The locants an organic name states, read to tell isomers apart (`propan-1-ol`, `propan-2-ol`; `o-`, `p-xylene`),
and a Greek letter before an organic name read as such a locant rather than as a polymorph letter."""

from __future__ import annotations

import re

from ..text import PROSE_CHARS, normalize
from .names import normalize_name
from .organic_prefixes import GREEK_LOCANTS, POSITION_PREFIXES, STEREO_PREFIXES

# The locants an organic name states (IUPAC Blue Book 2013, P-14.3: locants, numeric and letter; P-14.4: numbering;
# P-61.2.2 and P-22.1.3 `o-`, `m-`, `p-` for 1,2-, 1,3- and 1,4-disubstituted benzenes; P-93.5: stereodescriptors
# `cis`/`trans`, (E)/(Z), (R)/(S); P-102.5.6 (carbohydrates) and P-103.1 (amino acids): `D`, `L`, and `DL` for the
# racemate; Greek letters for the carbons along a chain, `α` next to the characteristic group).
# Each kind is read on its own: `o-xylene` and `1,2-dimethylbenzene` state one position in two notations, so only
# locants of one kind on one parent name are compared. Primes are dropped (`4,4'-` written `4,4-`).
_LOCANT_KINDS = (
    ("#", re.compile(r"(?<![\w'])(\d+[a-z]?'*(?:,\d+[a-z]?'*)*)(?=-)")),
    ("@", re.compile(rf"(?<![a-z])({POSITION_PREFIXES})-(?=[a-z(])")),
    ("$", re.compile(rf"(?<![a-z])({STEREO_PREFIXES}|d|l|dl|d,l)-(?=[a-z(#])")),
)
_GREEK_LOCANT = ("%", re.compile(rf"(?<![a-z])({GREEK_LOCANTS})-(?=[a-z(])"))
_POSITION_WORDS = {"ortho": "o", "meta": "m", "para": "p"}
# endings and stems of substitutive organic nomenclature (P-31.1: -ane, -ene, -yne; P-29: -yl, -oxy and the prefixes
# of substituent groups; P-33 and P-6: -ol, -one, -al, -ic and -oic acids, -amine, -amide, -nitrile, -thiol, -ate,
# -ide, -ium; P-102: -ose; P-22.1 and P-22.2: benzene, toluene, xylene, naphthalene and the heterocycles): the word a
# locant is stated on must be such a name (`2-propanol`, not `2-step`)
_ORGANIC_ENDING = re.compile(r"(?:ane|ene|yne|yl|ol|one|al|ic|amine|amide|nitrile|ate|ite|ide|ium|ine|ole|ose)$")
_ORGANIC_STEM = re.compile(
    r"benz|phen|tolu|xyl|naphth|pyr|fur|thi|azin|azol|silan|meth|eth|prop|but|hydroxy|amino|chlor|brom|fluor|iod|nitro|oxy|carbox"
)
_LOCANT_WORD = re.compile(r"\S*[#@$%]\S*")


def _organic_word(word: str) -> bool:
    letters = re.sub(r"[^a-z]", "", word)
    return len(letters) > 3 and (_ORGANIC_ENDING.search(letters) is not None or _ORGANIC_STEM.search(letters) is not None)


def _locant_reading(name: str, greek: bool) -> tuple[str, tuple[str, ...]]:
    """A name as its parent (each locant replaced by its kind's mark) and the locants it states, in order."""
    text = normalize_name(normalize(name.strip(), PROSE_CHARS))  # every dash folded
    found: list[tuple[int, str]] = []
    for mark, pattern in (*_LOCANT_KINDS, *((_GREEK_LOCANT,) if greek else ())):
        found += [(m.start(), mark + _folded_locant(m.group(1))) for m in pattern.finditer(text)]
        text = pattern.sub(lambda m, mark=mark: m.group(0).replace(m.group(1), mark, 1), text)
    return text, tuple(locant for _, locant in sorted(found))


def _folded_locant(locant: str) -> str:
    """One locant as compared: primes dropped, the numbers of a set in order, `ortho` as `o`, `D,L` as `DL`."""
    if locant == "d,l":
        return "dl"
    if locant[0].isdigit():
        return ",".join(sorted(part.rstrip("'") for part in locant.split(",")))
    return _POSITION_WORDS.get(locant, locant.strip("()"))


def other_locants(reference: str, test: str, greek: bool = False) -> bool:
    """Two organic names alike but for the locants both state on one parent (`propan-1-ol`, `propan-2-ol`; `o-xylene`,
    `p-xylene`; `cis-`, `trans-`): a group or bond in another position, so two compounds (IUPAC Blue Book 2013,
    P-14.3). Greek-letter locants only with `greek`, once the formulas show an organic compound (`α-Fe2O3` is a
    phase)."""
    readings = [_locant_reading(x, greek) for x in (reference, test)]
    (parent, locants), (other_parent, other_locants_) = readings
    if parent != other_parent or not locants or not other_locants_ or locants == other_locants_:
        return False
    return all(_organic_word(word) for word in _LOCANT_WORD.findall(parent))


_GREEK_BEFORE_WORD = re.compile(rf"^\s*(?:{GREEK_LOCANTS})-([a-z][a-z0-9,'()-]*)", re.I)


def greek_locant(text: str) -> str | None:
    """The name after a Greek letter that is a locant of an organic substitutive name (`γ-aminopropyltriethoxysilane`,
    `α-methylstyrene`: along the chain, IUPAC Blue Book 2013, P-14.3), not a polymorph letter (`γ-alumina`,
    `β-tricalcium phosphate`: an inorganic name, an element's name in its word); None otherwise."""
    from .formulas import elements

    found = _GREEK_BEFORE_WORD.match(text or "")
    if found is None or not _organic_word(found.group(1)):
        return None
    letters = re.sub(r"[^a-z]", "", found.group(1).lower())
    if any(letters.endswith(name) for name in elements()[1] if len(name) > 3):
        return None
    return (text or "")[found.start(1) :].strip()
