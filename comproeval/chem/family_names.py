"""Two family names read word by word: acronyms and their expansions, formulas and element systems, compound names.

Naming conventions that hold in every field (IUPAC Red Book IR-3/IR-4 for formulas and names;
the usual rule of scientific acronyms, the initial letters of the words they stand for):

- an acronym stands for the words whose initial letters it spells (`HEAs` ~ `high-entropy alloys`,
  `ZIF-8` ~ `zeolitic imidazolate framework-8`), and a composition acronym for the initials of its
  element symbols in formula order, oxygen often left out (`LLZO` ~ `Li7La3Zr2O12`, `NZSP` ~ `Na3Zr2Si2PO12`);
- `name (ABBR) words` gives two spellings of one family;
- an element system (`Ti-Al-N`, `AlxCoCrFeNi`, `Cr1-xAlxN`) and a formula of the same elements name one
  system; a compound name (`molybdenum disulfide`) and its formula one compound;
- the words that do not change a family (`-based`, `-type`, `materials`, `family`) and the words of the
  form it is made in (`coatings`, `membranes`, `nanoparticles`) are dropped.

Two names that read to the same words are the same family. Two that read to the same words but for the
elements of their formulas are different families (`TiAlN coatings`, `CrAlN coatings`), unless one only adds
elements to the other's hosts (`Mg alloys`, `Mg-Al alloys`): a narrower system, a guess. Anything else is
a best guess only: extra words on the test (`CVD graphene` for `graphene`) may be detail or another
material, missing words a broader family (a convention fields disagree on, issue 26 class 6).
One name's words are read by `chem.family_name_content`; here two readings are related.
"""

from __future__ import annotations

import functools
import re

from .acronyms import acronym_of
from .compounds.minerals import canonical_mineral, mineral_species, rock_minerals
from .compounds.names import chemicals_cas, normalize_name
from .family_acronyms import written_acronyms
from .family_class_nouns import stoichiometric_subclass, subclass_prefix
from .family_descriptors import descriptor_conflict
from .family_formulas import Formula, other_base_metal
from .family_name_content import head_noun, mineral_words, name_content, named_compounds
from .family_name_evidence import (
    abbreviated_word,
    added_elements,
    amount_on_one_side,
    element_and_compound,
    elements_read,
    letters_within,
    other_count,
    other_ratios,
)
from .family_polymer_classes import class_and_member
from .family_reading import core_shell, definitions, element_initials_read, expand, organically_modified, read_name, spellings
from .family_systems import (
    element_sets,
    end_member_of,
    one_system_named_apart,
    one_system_two_notations,
    one_system_within,
    said_by_acronym,
    same_formulas,
)
from .family_word_forms import relational_pair
from .family_word_parts import parts_acronym
from .family_words import anion_elements, mixed_anion
from .formula.family_text import acronym_glosses, bracket_letters
from .formula.identity import mineral_phases


def _sibling_words(ref_content: list[str], test_content: list[str], formulas: list[Formula], heads: tuple) -> bool:
    """One class noun kept, one qualifier swapped for another (`PAN-based` and `pitch-based carbon fibres`,
    `imidazolium` and `pyridinium ionic liquids`), no written formula to tie them: sibling kinds of the class."""
    ref_extra, test_extra = set(ref_content) - set(test_content), set(test_content) - set(ref_content)
    shared = set(ref_content) & set(test_content)
    if not (shared and len(ref_extra) == len(test_extra) == 1 and all(f.word for f in formulas)):
        return False
    if heads[0] is None or heads[0] != heads[1] or heads[0] not in shared:
        return False  # the class noun itself differs (`solder`, `alloys`): not one class
    one, other = ref_extra.pop(), test_extra.pop()
    if not (one.isalpha() and other.isalpha() or one.isdigit() and other.isdigit()) or min(len(one), len(other)) < 3:
        return False  # a grade code (`316L`) or a letter designation (`zeolite X`) against a word: the rules cannot tell
    if one in other or other in one:
        return False  # `YSZ`, `7YSZ`: one word with a stated amount, the same material
    if letters_within(one, other):
        return False  # `MMT`, `montmorillonite`: possibly a short form, no sibling
    if class_and_member(one, other):
        return False  # `phenolic` and `novolac resins`, `acrylic` and `PMMA denture bases`: a class and its member
    if relational_pair(one, other) or relational_pair(other, one):
        return False  # `lateritic`, `laterite`: a noun and its relational adjective, one word in two forms
    return parts_acronym(one.upper(), other) is None and parts_acronym(other.upper(), one) is None  # `PAN`, `polyacrylonitrile`


def _prefixed_subclass(ref_content: list[str], test_content: list[str]) -> bool:
    """One side adds only a prefix of degree or number to the other's words (`half-Heusler`, `double perovskites`)."""
    extra = set(ref_content) ^ set(test_content)
    return bool(extra) and all(subclass_prefix(w) for w in extra) and bool(set(ref_content) & set(test_content))


def _pair(reference: str, test: str, defined: tuple[dict, dict]) -> tuple[str, bool, bool] | None:
    ref, tst = read_name(reference), read_name(test)
    acronyms = ref.acronyms + tst.acronyms
    written = frozenset(a.lower() for a in acronyms)
    ref_words = named_compounds(expand(ref, acronyms, tst.acronyms, defined[1]), written)
    test_words = named_compounds(expand(tst, acronyms, ref.acronyms, defined[0]), written)
    ref_formulas, ref_content, ref_form = name_content(ref_words)
    test_formulas, test_content, test_form = name_content(test_words)
    if not (ref_formulas or ref_content) or not (test_formulas or test_content):
        return None
    if any(other_base_metal(r, t) for r in ref_formulas for t in test_formulas):
        return ("other-base", False, False)  # `Zn-Mg alloys`, `Mg-Zn alloys`: base metal first, another family
    formulas = same_formulas(ref_formulas, test_formulas)
    if (counted := other_count(ref_formulas, ref_content, test_formulas, test_content)) is not None:
        return counted  # `Fe-Cu binary alloys`, `Fe-Cu-Ni-Mn alloys`: the count of elements said on one side
    if ref_content == test_content:
        if formulas is True and amount_on_one_side(ref_formulas, test_formulas):
            return ("same-elements", True, False)  # `2Cr steels`, `Cr steels`: one states the alloying amount, the other none
        if formulas is True:
            if ref_form == test_form or not ref_form or not test_form:
                # element names folded into an acronym by their initials alone are a guess (`CZTS`: sulfide or selenide)
                both = {**defined[0], **defined[1]}
                guessed = element_initials_read(ref, acronyms, both) or element_initials_read(tst, acronyms, both)
                return ("same-name", True, not guessed)
            return ("other-form", True, False)  # `GO laminates` for `GO membranes`: the same family, or another product
        if formulas is False and one_system_named_apart(ref_formulas, test_formulas):
            return ("same-elements", True, False)  # `CeO2-ZrO2 supports`, `ceria-zirconia supports`
        if formulas is False and said_by_acronym(ref_formulas, test_formulas, (ref, tst)):
            return ("same-elements", True, False)  # `titanium-type (H2TiO3)`, `HTO-type`: the acronym holds the titanium
        if formulas is False and one_system_two_notations(ref_formulas, test_formulas):
            return ("same-elements", True, False)  # `SnO2-Sb2O5`, `Sb2O5-doped SnO2`: one system in two notations, unproven
        if formulas is False and end_member_of(ref_formulas, test_formulas):
            return ("end-member", False, False)  # `Sb2(S,Se)3`, `Sb2S3`: the series is broader than its end member
        if formulas is False and one_system_within(ref_formulas, test_formulas):
            return ("same-elements", True, False)  # `ZnO varistors`, `ZnO-Bi2O3 varistors`: a narrower system, fields differ
        if formulas is False and added_elements(ref_formulas, test_formulas):
            return ("added-element", True, False)  # `Pt-modified aluminide`, `Pt-modified nickel aluminide`: narrower
        if formulas is False and ref_formulas and test_formulas and ref_content:
            return ("different-system", False, not _named(ref_formulas + test_formulas))
        if formulas is False and not _TYPED_RE.search(f"{reference} {test}") and (proof := _other_compounds(ref_formulas, test_formulas)) is not None:
            return ("other-compounds", False, proof)  # `titanium boride`, `titanium nitride (TiN)`: two compounds
        if formulas is None and element_and_compound(reference, test, ref_formulas, test_formulas):
            return ("element-and-compound", False, False)  # `tantalum`, `Ta2O5`: an element is not its compound
        if formulas is None:
            return ("same-elements", True, False)  # a compound's name (elements only) or a member of a based system
        if formulas is False and not ref_formulas and test_formulas and ref_content:
            return ("more-words", True, False)  # `18Ni maraging steel` for `maraging steel`: a member named by its composition
        return None
    if formulas is False and other_ratios(ref_formulas, test_formulas):
        return ("other-compound", False, False)  # `Fe3Al-based aluminides`, `FeAl alloys`: two intermetallics, other words
    if (read := elements_read(ref_formulas, ref_content, test_formulas, test_content)) is not None:
        return read  # `Ag-SnO2 contacts`, `silver-tin oxide electrical contacts`: one set of elements in other words
    if (shortened := abbreviated_word(ref_content, test_content)) is not None:
        return shortened
    ref_extra, test_extra = set(ref_content) - set(test_content), set(test_content) - set(ref_content)
    if len(ref_extra) == len(test_extra) == 1 and stoichiometric_subclass(min(ref_extra), min(test_extra)):
        return ("stoichiometric-subclass", True, False)  # `high-entropy diborides` within `high-entropy borides`
    if formulas is True and len(ref_extra) == len(test_extra) == 1 and (proof := _other_anions(min(ref_extra), min(test_extra))) is not None:
        return ("other-anion", False, proof)  # `borate glasses`, `phosphate glasses`: IUPAC IR-5/IR-8 anion names of other elements
    if formulas is True and (anions := _one_anion_each(ref_extra, test_extra)) is not None and _other_anions(*anions) is True:
        return ("other-anion", False, False)  # `Mg-Al layered double hydroxides`, `Mg-Al mixed oxides`: other anions, other words
    if formulas is not False and _prefixed_subclass(ref_content, test_content):
        return ("prefixed-subclass", False, False)
    if formulas is not False and _sibling_words(
        ref_content, test_content, ref_formulas + test_formulas, (head_noun(ref_words), head_noun(test_words))
    ):
        return ("sibling-words", False, False)
    if formulas is not False and set(ref_content) < set(test_content):
        # an added chemistry word, no formula to tie it (`graphene`, `reduced graphene oxide`), names another material
        added = set(test_content) - set(ref_content)
        return ("more-words", bool(formulas) and bool(test_formulas) or not any(map(anion_elements, added)), False)
    if formulas is not False and set(test_content) < set(ref_content):
        # the formulas kept, the words dropped tell a use or form (`TiAlN hard coatings`, `TiAlN`); a dropped
        # chemistry word (`graphene oxide` for `graphene`) names another material
        dropped = set(ref_content) - set(test_content)
        return ("fewer-words", bool(formulas) and bool(ref_formulas) or not any(map(anion_elements, dropped)), False)
    if formulas is True and ref_formulas:
        return ("same-formulas", True, False)  # `TiFe-based AB-type alloys`, `FeTi intermetallic`: other words of one system
    if formulas is None and element_sets(ref_formulas) == element_sets(test_formulas) and not any(f.word for f in ref_formulas + test_formulas):
        return ("same-elements", True, False)  # `CoAl2O4 spinel pigments`, `cobalt aluminate blue`: a compound and its name
    return None


def _one_anion_each(ref_extra: set[str], test_extra: set[str]) -> tuple[str, str] | None:
    """The one anion word each side's own words hold (`hydroxide` among `layered double hydroxides`, `oxide` among
    `mixed oxides`), or None: with other words beside them, a guess of other compounds, never proof."""
    ref, tst = [w for w in ref_extra if anion_elements(w)], [w for w in test_extra if anion_elements(w)]
    return (ref[0], tst[0]) if len(ref) == len(tst) == 1 else None


def _other_anions(one: str, other: str) -> bool | None:
    """Two anion words of other elements (`borate`, `phosphate`; `oxide`, `sulfide`): sibling classes of compounds,
    proven (True) unless a word of several anions (`fluorophosphate`) may name a kind of the other's class; else None."""
    first, second = anion_elements(one), anion_elements(other)
    if first is None or second is None or set(first) == set(second):
        return None
    return not (mixed_anion(one) or mixed_anion(other))


# `ThCr2Si2-type`, `NaCl-like`, `LiFePO4-based`: a formula that names a structure type or an open family, no compound
_TYPED_RE = re.compile(r"[-\s](?:type|like|based|structured)\b", re.IGNORECASE)


def _other_compounds(ref: list[Formula], test: list[Formula]) -> bool | None:
    """Two names that are each one compound and nothing else (a name, a formula, or a name glossed by its formula),
    of other compositions: other compounds, so other families. Proven when the elements differ (a compositional
    name states its elements, IUPAC Red Book IR-5); one set of elements in other amounts is a guess (written
    amounts may be an acronym's letters and digits, `P2VP`; a name's amounts are the name database's).
    None unless each side is one compound (a mixture of phases of one set of elements, `TiB/TiB2`, counts as one),
    or when a system of open amounts holds the other's elements and more: a parent compound or end member is the
    family rules' to weigh (`BaTiO3`, `(Ba,Ca)(Zr,Ti)O3`); two stated compounds are two (`NiO`, `Ni(OH)2`)."""
    if not (_one_compound(ref) and _one_compound(test)):
        return None
    nested = ref[0].elements < test[0].elements or test[0].elements < ref[0].elements
    if nested and (ref[0].amounts is None or test[0].amounts is None):
        return None
    return ref[0].elements != test[0].elements  # one set of elements in other amounts (`MnO2`, `Mn3O4`): a guess


def _one_compound(formulas: list[Formula]) -> bool:
    """One formula of two or more elements, no element word, based or alloy system (`Fe–Ga`) or composite of other
    elements' phases."""
    if len(formulas) != 1 or (one := formulas[0]).word or one.based or one.base or len(one.elements) < 2:
        return False
    return one.phases == 1 or one.amounts is not None and all({e for e, _ in phase} == one.elements for phase in one.amounts)


def _named(formulas: list[Formula]) -> bool:
    """A name proves elements only; an element word (`Li-RHC`) beside a formula names a system holding it."""
    return any(f.named for f in formulas) or 0 < sum(f.word for f in formulas) < len(formulas)


_RANK = {
    "same-name": 0,
    "different-system": 1,
    "other-base": 1,
    "other-anion": 1,
    "other-compounds": 1,
    "other-descriptor": 2,
    "rock-of-mineral": 4,
    "other-form": 3,
    "organo-spelling": 3,
    "same-elements": 4,
    "element-and-compound": 4,
    "end-member": 4,
    "abbreviated-word": 4,
    "other-compound": 5,
    "other-count": 5,
    "more-words": 5,
    "added-element": 5,
    "fewer-words": 6,
    "same-formulas": 7,
    "prefixed-subclass": 8,  # only when no spelling reads closer (`polyethersulfone (PES) membranes`)
    "sibling-words": 8,
    "stoichiometric-subclass": 8,
}


@functools.lru_cache(maxsize=8192)
def family_name_relation(reference: str, test: str) -> tuple[str, bool, bool] | None:
    """(relation, match, certain) of two family names read word by word, or None when the words do not relate.

    `same-name` (certain): the same words after acronyms, formulas and compound names are read.
    `different-system` (certain): the same words with formulas of other elements or compounds.
    `added-element`: the same words, one side adding elements to the other's hosts (narrower): a best guess, the same.
    `other-form`, `more-words`, `fewer-words`: best guesses (same, same, broader).
    Every spelling of the reference (`name (ABBR)`) is tried; the most decisive relation wins.
    """
    defined = (definitions(reference), definitions(test))
    ref_glosses, test_glosses = acronym_glosses(reference), acronym_glosses(test)
    glosses = ref_glosses | test_glosses
    # letters both sides gloss, each beside its own name (`phase change material (PCM)`, `phase change memory (PCM)`),
    # are no proof of one family: they are read only through the names they gloss, never alone
    shared = ref_glosses & test_glosses | bracket_letters(reference) & bracket_letters(test)
    pairs = [
        (ref, tst)
        for ref in spellings(reference)
        for tst in spellings(test)
        if _glosses_in(ref, glosses) == _glosses_in(tst, glosses) and ref not in shared and tst not in shared
    ]
    found = [r for ref, tst in pairs if (r := _pair(ref, tst, defined)) is not None]
    if not found:
        return None
    if descriptor_conflict(reference, test):
        # `micro-sized Si` and `Si nanoparticles`, `h-BN` and `cubic BN`: other materials; the same formulas in
        # other phases are left to the formula rules (`alpha-Fe2O3`, `gamma-Fe2O3`)
        found = [r if r[2] or not r[1] else ("other-descriptor", False, False) for r in found if r[0] != "same-formulas" or r[2]]
        if not found:
            return None
    if swapped_layers(reference, test) is not None:
        return ("other-descriptor", False, True)
    ref_layers, test_layers = core_shell(reference), core_shell(test)
    if bool(ref_layers) != bool(test_layers):  # `Si@C` against `Si/C`: a core@shell, or another composite of the phases
        found = [("other-form", True, False) if r[:2] == ("same-name", True) else r for r in found]
    if organically_modified(reference) != organically_modified(test):  # `organo-silica`: ORMOSIL or a framework organosilica
        found = [("organo-spelling", True, False) if r[:2] == ("same-name", True) else r for r in found]
    if any(r[0] == "same-name" for r in found):
        return _phase_names(reference, test) or max((r for r in found if r[0] == "same-name"), key=lambda r: r[2])
    return min(found, key=lambda r: _RANK[r[0]])


def _glosses_in(spelling: str, glosses: frozenset[str]) -> frozenset[str]:
    """The acronym glosses a spelling writes (`SC` of `suspension concentrate (SC)`): letters that match only the same
    letters, never read as the formula they might also spell (S and C)."""
    return frozenset(g for g in glosses if re.search(rf"(?<![\w-]){re.escape(g)}s?(?![\w-])", spelling))


def swapped_layers(reference: str, test: str) -> str | None:
    """The phases two core@shell names hold in another order (`Au@Ag`, `Ag@Au`), or None: the same phases with
    core and shell swapped are other particles (IUPAC Gold Book, 'core-shell particle')."""
    ref_layers, test_layers = core_shell(reference), core_shell(test)
    if ref_layers and test_layers and ref_layers != test_layers and sorted(ref_layers) == sorted(test_layers):
        return " and ".join(ref_layers)
    return None


def _rock_names(ref: frozenset[str], tst: frozenset[str]) -> tuple[str, bool, bool] | None:
    """A rock or industrial clay is named after its dominant mineral (USGS Mineral Commodity Summaries: kaolin, a
    clay mostly of kaolinite; bentonite, of montmorillonite) and holds others beside it (kaolin: dickite, halloysite):
    against a mineral it is no proof of another material. Its own mineral is the best guess of the same family."""
    rocks = rock_minerals()
    if not any(w in rocks for w in ref | tst):
        return None
    if {rocks.get(w, w) for w in ref} == {rocks.get(w, w) for w in tst}:
        return ("rock-of-mineral", True, False)
    return ("other-descriptor", False, False)


def _phase_names(reference: str, test: str) -> tuple[str, bool, bool] | None:
    """One formula named by phase (mineral) names: two different ones are polymorphs (`rutile`, `anatase`; a mineral
    species is its composition and structure, IMA), one against the compound's name or formula is narrower."""
    # one species in its IMA spelling and a common variant (`hydroxylapatite`, `hydroxyapatite`) is one phase
    ref, tst = (frozenset(canonical_mineral(w) for w in mineral_words(t)) for t in (reference, test))
    if ref and tst and ref != tst and (rocks := _rock_names(ref, tst)) is not None:
        return rocks
    if ref and tst and ref != tst:
        return _other_phase_words(ref, tst)
    if bool(ref) != bool(tst) and not _phase_in_acronym(reference, test, ref or tst):
        return ("same-elements", True, False)
    return None


def _other_phase_words(ref: frozenset[str], tst: frozenset[str]) -> tuple[str, bool, bool]:
    """Two names writing other single-word compound names: other materials for certain only when every such word is
    read. All are phase names (IMA species, or the phase names of `formula_lookalikes.json`): polymorphs or a mix of
    them. Or each word one side alone writes is a compound the `chemicals` database reads, and no registry number is
    shared (`glucose`, `fructose`). A word one side adds (`quartz sand`, `sand`) is narrower; a shared number
    (`dextrose`, `glucose`: CAS 50-99-7) or an unread word (a trivial name) proves no difference: guesses."""
    one, other = ref - tst, tst - ref
    if all(_phase_word(w) for w in ref | tst):  # polymorphs, or one phase against a mix of phases (`anatase/rutile`)
        return ("other-descriptor", False, True)
    if not one or not other:
        return ("same-elements", True, False)
    numbers = [[_registry_number(w) for w in sorted(side)] for side in (one, other)]
    if any(n is None for side in numbers for n in side):
        return ("other-descriptor", False, False)
    if set(numbers[0]) & set(numbers[1]):
        return ("same-elements", True, False)
    return ("other-descriptor", False, True)


def _phase_word(word: str) -> bool:
    """A word naming one phase: an IMA species or a phase name of the formula notation (`anatase`, `quartz`)."""
    return bool(mineral_phases(word)) or mineral_species(word) is not None


def _registry_number(word: str) -> str | None:
    """The CAS number the `chemicals` database reads a compound's name as (one number, one substance), else None."""
    return chemicals_cas(normalize_name(word))


def _phase_in_acronym(reference: str, test: str, phases: frozenset[str]) -> bool:
    """The other name writes the phase words inside an acronym the first name's words spell (`natural hydraulic lime`,
    `NHL`; `polyvinyl butyral`, `PVB`): the initials stand for the words, the phase among them (the usual rule of
    scientific acronyms), so both names say it. Only when the acronym is spelled with the phase words, never without."""
    full, short = (reference, test) if mineral_words(reference) else (test, reference)
    for acronym in written_acronyms(short):
        if acronym in written_acronyms(full) or not acronym_of(acronym, full):
            continue
        unsaid = full
        for word in phases:
            unsaid = re.sub(rf"(?i)(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", " ", unsaid)
        if not acronym_of(acronym, unsaid):
            return True
    return False
