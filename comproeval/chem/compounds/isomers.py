"""An organic name one side writes with an isomer locant and the other without (`o-xylene`, `xylene`).

The bare name is not one compound: `xylene` is sold and used as the mixture of its isomers, `butanol` names four
(IUPAC Blue Book 2013, P-14.3: locants are needed whenever a name would otherwise fit several structures). The
`chemicals` database still answers the bare name with one isomer, so the formulas agree; that reading is incomplete
and proves nothing (issue 26): the same compound is the best guess.
"""

from __future__ import annotations

import re

from .names import normalize_name
from .organic_prefixes import ALKYL_ISOMER_PREFIXES, POSITION_PREFIXES, STEREO_PREFIXES, carbon_stems
from .resolve import resolve

# position and stereo locants written before a name: `o-`, `para-`, `1,2-`, `n-`, `cis-`, `(E)-`. Not `D-`/`L-`:
# a bare sugar or amino-acid name means its natural enantiomer (IUPAC-IUB carbohydrate and amino-acid nomenclature)
_LOCANT = re.compile(rf"^(?:{POSITION_PREFIXES}|n|sec|tert|iso|{STEREO_PREFIXES}|\d+(?:,\d+)*)-(?=[a-z]{{3}})", re.I)


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
_ALKYL_ISOMER = re.compile(rf"(?<![a-z])(n-|i-|t-|s-|iso-?|sec-|tert-|neo-?)(?=(?:{carbon_stems(3, 6)})[a-z]*)")


# the same in a formula's group labels: `Ti(OiPr)4`, `Ti(OnBu)4`, `Al(OsBu)3`, `Zr(O-tBu)4`
_GROUP_ISOMER = re.compile(rf"(?<=[(O-])({ALKYL_ISOMER_PREFIXES})-?(?=Pr|Bu|Pent)")


# an alkyl group written without an isomer prefix (`propoxide`, `butyl`, `OPr`): the unbranched chain
_BARE_ALKYL = re.compile(rf"(?<![a-z-])(?=(?:{carbon_stems(3, 5)})(?:oxide|oxy|yl|anol|anolate)(?![a-z]))")
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
