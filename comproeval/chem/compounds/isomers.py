"""An organic name one side writes with an isomer locant and the other without (`o-xylene`, `xylene`).

The bare name is not one compound: `xylene` is sold and used as the mixture of its isomers, `butanol` names four
(IUPAC Blue Book 2013, P-14.3: locants are needed whenever a name would otherwise fit several structures). The
`chemicals` database still answers the bare name with one isomer, so the formulas agree; that reading is incomplete
and proves nothing (issue 26): the same compound is the best guess.
"""

from __future__ import annotations

import re

from .names import normalize_name
from .resolve import resolve

# position and stereo locants written before a name: `o-`, `para-`, `1,2-`, `n-`, `cis-`, `(E)-`. Not `D-`/`L-`:
# a bare sugar or amino-acid name means its natural enantiomer (IUPAC-IUB carbohydrate and amino-acid nomenclature)
_LOCANT = re.compile(r"^(?:o|m|p|ortho|meta|para|n|sec|tert|iso|cis|trans|\([ezrs]\)|\d+(?:,\d+)*)-(?=[a-z]{3})", re.I)


def unstated_isomer(reference: str, test: str) -> str | None:
    """Why the same compound is only the best guess when one organic name states a locant the other leaves out."""
    names = [normalize_name(x.strip()) for x in (reference, test)]
    bare = [_LOCANT.sub("", name) for name in names]
    if bare[0] != bare[1] or (bare[0] == names[0]) == (bare[1] == names[1]):
        return None  # other names, or both (or neither) stating a locant: the reading stands
    read = resolve(reference.strip())
    if read is None or not {"C", "H"} <= {element for element, _ in read.anhydrous}:
        return None
    stated, other = (reference, test) if bare[0] != names[0] else (test, reference)
    why = f"{other.strip()!r} states no locant and may name any isomer or their mixture; {stated.strip()!r} is one"
    return f"{why}: the same compound is the best guess"


# an alkyl isomer written inside a word or before it: `n-propoxide`, `isopropoxide`, `sec-butoxide`, `tert-butyl`
_ALKYL_ISOMER = re.compile(r"(?<![a-z])(n-|i-|t-|s-|iso-?|sec-|tert-|neo-?)(?=(?:prop|but|pent|hex)[a-z]*)")


# the same in a formula's group labels: `Ti(OiPr)4`, `Ti(OnBu)4`, `Al(OsBu)3`, `Zr(O-tBu)4`
_GROUP_ISOMER = re.compile(r"(?<=[(O-])(n|i|t|s|sec|tert|iso)-?(?=Pr|Bu|Pent)")


# an alkyl group written without an isomer prefix (`propoxide`, `butyl`, `OPr`): the unbranched chain
_BARE_ALKYL = re.compile(r"(?<![a-z-])(?=(?:prop|but|pent)(?:oxide|oxy|yl|anol|anolate)(?![a-z]))")
_BARE_GROUP = re.compile(r"(?<=[(O])(?=(?:Pr|Bu|Pent)(?![a-z]))")


def _stated_isomers(pattern: re.Pattern, bare: re.Pattern, text: str) -> tuple[str, ...]:
    """The alkyl isomers a text states, an unprefixed group counting as `n` (IUPAC Blue Book 2013, P-29.2:
    `propyl` and `butyl` are the unbranched groups; the branched ones are `isopropyl`, `sec-`, `tert-butyl`)."""
    found = [(m.start(), m.group(1).rstrip("-")) for m in pattern.finditer(text)] + [(m.start(), "n") for m in bare.finditer(text)]
    return tuple(name for _, name in sorted(found))


_NEVER = re.compile(r"(?!)")


def other_alkyl_isomers(reference: str, test: str, unprefixed: bool = True) -> bool:
    """Two names or formulas alike but for the alkyl isomer each states (`zirconium propoxide`, `zirconium
    isopropoxide`; `Ti(OnBu)4`, `Ti(OtBu)4`): two compounds with one formula (IUPAC Blue Book P-29.6: the prefixes
    name different substituent groups). Without `unprefixed`, only prefixes both write count (`n-`, `iso`)."""
    folds = ((_ALKYL_ISOMER, _BARE_ALKYL, lambda x: normalize_name(x.strip()).lower()), (_GROUP_ISOMER, _BARE_GROUP, str.strip))
    for pattern, bare, fold in folds:
        bare = bare if unprefixed else _NEVER
        texts = [fold(x) for x in (reference, test)]
        stated = [tuple({"i": "iso", "t": "tert", "s": "sec"}.get(p, p) for p in _stated_isomers(pattern, bare, text)) for text in texts]
        if all(stated) and stated[0] != stated[1] and pattern.sub("", texts[0]) == pattern.sub("", texts[1]):
            return True
    return False


def _folded_synonym(name: str) -> str:
    """A database synonym without quotes or a trailing note (`'dioctyl' sebacate`, `dioctyl sebacate (van)`)."""
    return " ".join(re.sub(r"\s*\([^()]*\)$", "", name.lower()).replace("'", "").replace('"', "").split())


def shared_synonym(reference: str, test: str, cas_of) -> str | None:
    """A name of one side that the database also files under the other side's CAS number (`dioctyl sebacate`, the
    n-octyl ester, is also a trade synonym of bis(2-ethylhexyl) sebacate): the name is used for both compounds, so two
    CAS numbers prove no isomers; `cas_of` gives a name's CAS number. None when neither name is the other's synonym."""
    from .name_cache import cached_synonyms

    names = [normalize_name(x.strip()) for x in (reference, test)]
    numbers = [cas_of(n) for n in names]
    if None in numbers or numbers[0] == numbers[1]:
        return None
    for name, other in ((names[0], numbers[1]), (names[1], numbers[0])):
        if _folded_synonym(name) in {_folded_synonym(s) for s in cached_synonyms(other)}:
            return name
    return None


# The locants an organic name states (IUPAC Blue Book 2013, P-14.3: locants, numeric and letter; P-14.4: numbering;
# P-61.2.2 and P-22.1.3 `o-`, `m-`, `p-` for 1,2-, 1,3- and 1,4-disubstituted benzenes; P-93.5: stereodescriptors
# `cis`/`trans`, (E)/(Z), (R)/(S); P-102.5.6 (carbohydrates) and P-103.1 (amino acids): `D`, `L`, and `DL` for the
# racemate; Greek letters for the carbons along a chain, `α` next to the characteristic group).
# Each kind is read on its own: `o-xylene` and `1,2-dimethylbenzene` state one position in two notations, so only
# locants of one kind on one parent name are compared. Primes are dropped (`4,4'-` written `4,4-`).
_DASHES = str.maketrans(dict.fromkeys("‐‑‒–—−", "-"))
_LOCANT_KINDS = (
    ("#", re.compile(r"(?<![\w'])(\d+[a-z]?'*(?:,\d+[a-z]?'*)*)(?=-)")),
    ("@", re.compile(r"(?<![a-z])(o|m|p|ortho|meta|para)-(?=[a-z(])")),
    ("$", re.compile(r"(?<![a-z])(cis|trans|\([ezrs]\)|d|l|dl|d,l)-(?=[a-z(#])")),
)
_GREEK_LOCANT = ("%", re.compile(r"(?<![a-z])(α|β|γ|δ|ε|ω|alpha|beta|gamma|delta|epsilon|omega)-(?=[a-z(])"))
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
    text = normalize_name(name.strip().translate(_DASHES))
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


_GREEK_BEFORE_WORD = re.compile(r"^\s*(?:[αβγδεω]|alpha|beta|gamma|delta|epsilon|omega)-([a-z][a-z0-9,'()-]*)", re.I)


def greek_locant(text: str) -> bool:
    """A Greek letter before an organic substitutive name (`γ-aminopropyltriethoxysilane`, `α-methylstyrene`): a
    locant along the chain (IUPAC Blue Book 2013, P-14.3), not a polymorph letter (`γ-alumina`, `β-tricalcium
    phosphate`: an inorganic name, an element's name in its word)."""
    from .formulas import elements

    found = _GREEK_BEFORE_WORD.match(text or "")
    if found is None or not _organic_word(found.group(1)):
        return False
    letters = re.sub(r"[^a-z]", "", found.group(1).lower())
    return not any(letters.endswith(name) for name in elements()[1] if len(name) > 3)
