"""What a key's parse left unexplained, and which descriptors tell a paper's samples apart.

Two rules of issue 16 live here, both about proof:

- a difference (`different-elements`, `different-amounts`) is proven only on a complete
  parse: a key whose qualifiers still hold chemistry the parser did not read (`0.01 * Ce`,
  `BNn27.8`, `0.02Sm:PbTiO3`) may say more than its readings, so a difference found without
  that text is a guess;
- a test key that leaves out the descriptor by which the ground truth tells two samples of
  the same composition apart (`-Porous` / `-Dense`, a shape, a route) names neither of them.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from ..quantities import agree_as_written, commensurable_units, unit_expression
from ..spelling import american
from ..text import greek_names_as_letters, too_long
from . import notations
from .alloy_designations import read_alloy
from .composite import part_identity
from .condition_gases import gas_names_as_formulas
from .dopant_site import site_reading
from .identity import acronym_label, one_sided
from .key_additions import COLON_DOPANT_RE
from .label_quantities import DEGREES, per_as_solidus
from .parse import STOPWORDS as _STOPWORDS
from .parse import analyse, normalize_key
from .word_roots import one_absence

_ELEMENTS = frozenset(
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr "
    "Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir "
    "Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am".split()
)
_TOKEN_RE = re.compile(r"[A-Za-z0-9.]+")
# Units that read like element symbols: `1200 °C`, `572 °F`, `300 K`.
# A part per million or billion after its number (`5000 ppm`): a unit (IUPAC Green Book 3rd ed. 3.10), no descriptor.
_UNIT_RE = re.compile(rf"(?:{DEGREES})(?![a-z])|(?<=\d)\s*K\b|(?<=\d)\s*pp[mb]\b")
# Per mille and per myriad (ISO 80000-1: 0.001, 0.0001): amounts no reader takes, the fineness of precious metals.
_PER_MILLE_RE = re.compile(r"\d+(?:\.\d+)?\s*[‰‱]")


def _chemical_token(token: str) -> bool:
    """An element symbol standing alone (`Ce`), or capitals with digits (`BNn27.8`, `BaTiO3`, `0.02Sm`)."""
    if token in _ELEMENTS:
        return True
    return bool(re.search(r"\d", token)) and bool(re.search(r"[A-Z]", token))


@functools.lru_cache(maxsize=65536)
def leftover_chemistry(key: str) -> str | None:
    """The qualifier text of a key that looks like chemistry the parse did not read, or None (a complete parse)."""
    if too_long(key, "formula"):
        return key
    analysis = analyse(key)
    if not analysis.readings or acronym_label(key) is not None:
        return key  # nothing read, or an abbreviation (`CB`, `PVP`) that only spells element symbols
    if (colon := COLON_DOPANT_RE.match(key)) is not None and site_reading(key) is None:
        return colon.group(0).strip()  # `0.02Sm:`: size and charge do not decide its site (A or B)
    for descriptor in analysis.descriptors:
        if _PER_MILLE_RE.search(descriptor):
            return descriptor  # `750‰ Au`: an amount in per mille (ISO 80000-1) the readings leave out
        descriptor = _UNIT_RE.sub(" ", descriptor)
        if descriptor.startswith(("sample ", "grade ")) or re.fullmatch(r"[OPT][1-4]'?|\d{1,2}[HTRC]'?", descriptor):
            continue  # a sample number, a commercial grade, a stacking or polytype symbol: read, not left over
        if any(_chemical_token(t) for t in _TOKEN_RE.findall(descriptor)):
            return descriptor
    return None


def _composition_groups(keys: Sequence[str]) -> dict[tuple, list[int]]:
    """Indices of the keys that read completely, grouped by composition (readings and dopants)."""
    groups: dict[tuple, list[int]] = {}
    for index, key in enumerate(keys):
        if too_long(key, "formula"):
            continue
        analysis = analyse(key)
        if analysis.readings and all(r.exact for r in analysis.readings):
            groups.setdefault((analysis.readings, analysis.dopants), []).append(index)
    return groups


def _sample_descriptors(key: str) -> tuple[str, ...]:
    """The key's descriptors, less a basis an alloy designation consumed: `(wt.%)` of `Cu-25Cr (wt.%)` states how its
    numbers are read (EN 1412 symbol designations state mass percent too), not which sample it is."""
    descriptors = analyse(key).descriptors
    alloy = read_alloy(key)
    if alloy is None or not descriptors:
        return descriptors
    rest = " ".join(alloy.rest.casefold().split())
    return tuple(d for d in descriptors if " ".join(d.casefold().split()) in rest)


def distinguishing_descriptors(keys: Sequence[str]) -> dict[int, str]:
    """Key index -> the descriptor text that tells it from another key of the same composition.

    Only keys sharing their composition (readings and dopants) with another key
    of the list, and carrying qualifiers, are listed: for those, the qualifiers
    are what identifies the sample.
    """
    groups = _composition_groups(keys)
    found: dict[int, str] = {}
    for members in groups.values():
        if len(members) < 2:
            continue
        for index in members:
            descriptors = _sample_descriptors(keys[index])
            if descriptors:
                found[index] = ", ".join(descriptors)
    return found


def descriptor_tells_apart(keys: Sequence[str], index: int) -> bool:
    """The paper itself shows that key `index`'s descriptor is what tells it from a key of the same composition:
    every word of it is a known descriptor word (a form, route, treatment), or another key of its group writes the
    same material text with another descriptor (`TiO2-Porous`, `TiO2-Dense`). A word the rules do not read beside
    keys that also differ in how their material is written (`X SAzyme`, `X NPs/Y`) proves no other sample."""
    descriptors = _sample_descriptors(keys[index])
    words = [w for d in descriptors for w in re.findall(r"[^\W\d_]{2,}", d)]
    if words and all(notations.known_descriptor_word(w) for w in words):
        return True
    own = _material_text(keys[index])
    members = next((m for m in _composition_groups(keys).values() if index in m), [])
    return any(_material_text(keys[other]) == own for other in members if other != index)


def _material_text(key: str) -> str:
    """A key's text without its descriptors, empty brackets, spacing or separators at the ends (`TiO2-Porous` -> `TiO2`)."""
    text = normalize_key(key)
    for descriptor in sorted(_sample_descriptors(key), key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(descriptor)}(?!\w)", " ", text)
    text = re.sub(r"[(\[]\s*[)\]]", " ", text)
    return re.sub(r"\s+", "", text).strip("-_/,;:")


def added_distinguishing_descriptor(ref_keys: Sequence[str], reference: int, test: str) -> str | None:
    """A descriptor the test key adds to a plain ground-truth key that the ground truth itself uses to tell two samples of
    one composition apart (`X` and `X (annealed 600 °C)` listed both): the test may mean another, treated sample."""
    if too_long(test, "formula") or too_long(ref_keys[reference], "formula") or _sample_descriptors(ref_keys[reference]):
        return None
    used = {" ".join(text.casefold().split()) for text in distinguishing_descriptors(ref_keys).values()}
    added = [d for d in _sample_descriptors(test) if " ".join(d.casefold().split()) in used]
    return added[0] if added else None


def sole_compositions(keys: Sequence[str]) -> frozenset[int]:
    """Indices of keys whose composition (readings and dopants) no other key of the list shares:
    for those, a descriptor is not what tells the sample from the paper's others."""
    groups = _composition_groups(keys)
    return frozenset(members[0] for members in groups.values() if len(members) == 1)


def element_union(key: str) -> frozenset[str]:
    """Every element a key names: its formula's and its dopants' (`1.0% Fe, N-codoped TiO2` -> Fe, N, Ti, O);
    empty when a dopant is not read as chemistry (`CoOx`, kept as its lower-cased text)."""
    if too_long(key, "formula"):
        return frozenset()
    analysis = analyse(key)
    if any(species == species.lower() for species, _, _ in analysis.dopants):
        return frozenset()
    elements = set().union(*(r.elements for r in analysis.readings)) if analysis.readings else set()
    for species, _, _ in analysis.dopants:
        elements.update(e for e in re.findall(r"[A-Z][a-z]?", species) if e in _ELEMENTS)
    return frozenset(elements)


def unread_words(reference: str, test: str) -> tuple[str, ...]:
    """Descriptor words of either key that neither the other key shares nor the vocabulary explains.

    A match is a proof only when both keys are read completely (issue 21): a word such as
    `NH4CdCl3-type` beside `α-` may say the same or another sample, and the rules cannot tell.
    Numbers are compared elsewhere; words of one or two letters are units, sample codes or phase letters.
    """
    if too_long(reference, "formula") or too_long(test, "formula"):
        return ()
    reference, test = per_as_solidus(reference), per_as_solidus(test)  # `5 g per litre`: a unit, `5 g/litre`
    ref_words, test_words = _words(reference), _words(test)
    # one word in British and American spelling (`carburised`, `carburized`: `chem.spelling`) is shared, not unread
    ref_spelt, test_spelt = {american(w) for w in ref_words}, {american(w) for w in test_words}
    unread = [w for w in ref_words if american(w) not in test_spelt and not _explained(w, reference, test)]
    unread += [w for w in test_words if american(w) not in ref_spelt and not _explained(w, test, reference)]
    same_text = reference.strip() == test.strip()
    labels = () if same_text else tuple(f"{k} (an abbreviation, not a formula)" for k in (reference, test) if acronym_label(k))
    ref_chemical, test_chemical = _chemical_descriptors(reference), _chemical_descriptors(test)
    written = {**ref_chemical, **test_chemical}
    chemical = [f"{written[d]} (one side only)" for d in ref_chemical.keys() ^ test_chemical.keys()]
    return (*unread, *one_sided(reference, test), *_one_sided_phases(reference, test), *labels, *sorted(chemical), *_per_mille_apart(reference, test))


def _per_mille_apart(reference: str, test: str) -> tuple[str, ...]:
    """Per mille or per myriad amounts (`5‰`; ISO 80000-1: 0.001, 0.0001) one key writes and the other does not write
    alike: a number no reading takes, so `5‰` is never read as `5 ppm` or `5 %` (the amounts' readers compare them
    as per cents, `parts_per`)."""
    ref, tst = ({"".join(m.group(0).split()) for m in _PER_MILLE_RE.finditer(key)} for key in (reference, test))
    apart = sorted(ref ^ tst)
    return tuple(f"{amount} (an amount per mille, one side only)" for amount in apart)


def _explained(word: str, key: str, other: str) -> bool:
    return notations.known_descriptor_word(word) or _read_against(word, key, other) or _one_absence_word(word, key, other)


def _one_absence_word(word: str, key: str, other: str) -> bool:
    """A word that writes a negated treatment (`unfilled`, `filler` of `no filler`) when the two keys' negated words
    name one absence, their roots alike (`word_roots`): read, whichever way each key writes it."""
    from .conditions import read_conditions  # conditions reads clauses with readers that import this module

    negated, others = read_conditions(key).negated, read_conditions(other).negated
    return any(n in word for n in negated) and one_absence(negated, others)


# A number and the word written after it: a unit when pint reads the word (`30 bar`, `2 days`), perhaps with a
# denominator (`5 mA/cm2`), read with it when pint reads the whole.
_NUMBER_WORD_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*([A-Za-zµμ°]+)\b((?:\s*/\s*[A-Za-zµμ°]+\d?)?)")


def _quantities(key: str) -> list[tuple[str, str, str]]:
    """`(number, word, unit)` of each number followed by a word: the unit with its denominator when pint reads it."""
    found = []
    for match in _NUMBER_WORD_RE.finditer(key):
        whole = f"{match.group(2)}{match.group(3)}".replace(" ", "")
        unit = whole if match.group(3) and unit_expression(whole) is not None else match.group(2)
        found.append((match.group(1), match.group(2), unit))
    return found


def _read_against(word: str, key: str, other: str) -> bool:
    """A word of one key the other writes in another notation, read whole: a gaseous element's name for the formula
    of its gas (`argon` for `Ar`, `condition_gases`), or a unit after a number that states the value a number of the
    other key states in another unit of the same kind (`30 bar` against `3 MPa`; `agree_as_written`: `80 min` is no
    reading of `1 h`, so a value read only by rounding leaves the word unread)."""
    if (formula := gas_names_as_formulas(word)) != word:
        return formula in _TOKEN_RE.findall(other)
    mine = [(number, unit) for number, head, unit in _quantities(key) if head.lower() == word]
    others = [(number, unit) for number, _, unit in _quantities(other)]
    return any(
        unit != found and commensurable_units(unit, found) and agree_as_written((number, unit), (value, found))
        for number, unit in mine
        for value, found in others
    )


def _chemical_descriptors(key: str) -> dict[str, str]:
    """Descriptors that name chemistry the formula does not hold (`Li+ form`, `H2 reduced`): an ionic form or a
    treatment with a species, which one key may state and the other leave out (issue 26)."""
    found: dict[str, str] = {}
    for descriptor in analyse(key).descriptors:
        plain = _UNIT_RE.sub(" ", descriptor)
        if descriptor.startswith(("sample ", "grade ")) or re.fullmatch(r"[OPT][1-4]'?|\d{1,2}[HTRC]'?", descriptor):
            continue
        if re.search(r"[%=:]", plain) or not re.search(r"[a-z]{3}", plain) or part_identity(descriptor):
            continue  # an amount or ratio (read by the dopant and mixture rules), or no word that says what it does
        if any(_chemical_token(t) for t in _TOKEN_RE.findall(plain)):
            found[re.sub(r"\s+|\.(?!\d)", "", descriptor)] = " ".join(descriptor.split())  # `5.1 wt.% C` is `5.1 wt% C`
    return found


def _one_sided_phases(reference: str, test: str) -> tuple[str, ...]:
    """A phase, polymorph or polytype (`α-`, `2H-`, `m-`) one key states and the other leaves out (issue 26):
    a plain formula often means the usual phase, but which one the rules cannot tell."""
    # a letter's name (`beta-`) states the polymorph the letter (`β-`) does: one side only when neither writes one
    ref, tst = (notations.phase_designations(greek_names_as_letters(key)) for key in (reference, test))
    kinds = ("system", "polymorph", "polytype")
    return tuple(f"{'/'.join(sorted(ref.get(k, tst.get(k, ()))))} ({k}, one side only)" for k in kinds if (k in ref) != (k in tst))


@functools.lru_cache(maxsize=65536)
def _words(key: str) -> tuple[str, ...]:
    """Words of the key's descriptors, each once, in the order the key writes them (a `why` names them so, whatever
    the hash seed); a descriptor that is chemistry (`BNn27.8`) or names a material (`graphene oxide`) is read
    elsewhere, and a key with no formula is a label, compared as one."""
    analysis = analyse(key)
    if not analysis.readings or not all(r.exact for r in analysis.readings):
        return ()
    words: dict[str, None] = {}
    for before, descriptor in zip(("", *analysis.descriptors), analysis.descriptors, strict=False):
        if _UNIT_RE.fullmatch(f"{before}{descriptor}", len(before)):
            continue  # a unit read apart from its number (`10000`, `ppm`)
        if re.search(r"-type\b", descriptor):
            words[descriptor.lower()] = None  # a structure type (`NH4CdCl3-type`): read only when both keys name it
            continue
        plain = _UNIT_RE.sub(" ", descriptor)
        if any(_chemical_token(t) for t in _TOKEN_RE.findall(plain)) or part_identity(descriptor):
            continue
        words.update(dict.fromkeys(w for w in re.findall(r"[a-z]+", plain.lower()) if len(w) > 2 and w not in _STOPWORDS))
    return tuple(words)


def has_descriptors(key: str) -> bool:
    """The key says something beyond its composition (a qualifier, label, route or treatment)."""
    if too_long(key, "formula"):
        return True
    analysis = analyse(key)
    return bool(analysis.tokens or analysis.descriptors)


# A sample code: two to four capitals, then a sample number (`CZ-3`, `BT 2`, `CZT_1`).
_CODE_RE = re.compile(r"^\s*([A-Z]{2,4})\s*[-_ ]?\s*(\d{1,2})\s*$")
_PART_SPLIT_RE = re.compile(r"\s*[/@]\s*")


def composite_initials(key: str) -> str | None:
    """`CuO/ZnO (5 wt%)` -> `CZ`: the first letters of a composite's parts, or None for no composite."""
    core = re.split(r"\s*[(,;]|\s+(?:with|at|-)\s+", key.strip(), maxsplit=1)[0]
    parts = [p for p in _PART_SPLIT_RE.split(core) if p]
    if len(parts) < 2 or not all(re.match(r"[A-Z]", p) for p in parts):
        return None
    return "".join(p[0] for p in parts)


def coded_samples(ref_keys: Sequence[str], test_keys: Sequence[str]) -> dict[int, int]:
    """Ground-truth sample codes built from a composite's initials, paired with the test's samples of it.

    `CZ-3` is the third `CuO/ZnO` sample: the test keys whose composite parts
    have those initials, in the order the test lists them, are its samples 1, 2, 3...
    (the order is the paper's usual one, but not proven).
    """
    by_initials: dict[str, list[int]] = {}
    for j, key in enumerate(test_keys):
        if not too_long(key, "formula") and (initials := composite_initials(key)):
            by_initials.setdefault(initials, []).append(j)
    pairs = {}
    for i, key in enumerate(ref_keys):
        code = _CODE_RE.match(key)
        if code and (members := by_initials.get(code.group(1))) and 1 <= int(code.group(2)) <= len(members):
            pairs[i] = members[int(code.group(2)) - 1]
    return pairs
