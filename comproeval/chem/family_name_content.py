"""The words of one family name as formulas, content words and form words (IUPAC Red Book IR-3/IR-4).

A compound's name (`molybdenum disulfide`, `zirconia`) becomes its formula, an element word its element,
phases joined by `/` one composite; the words that do not change a family (`-based`, `materials`) are dropped
and the words of the form it is made in (`coatings`, `membranes`) kept apart. `chem.family_names` relates
two names read so.
"""

from __future__ import annotations

import functools
import re

from .compounds import compound_formula
from .compounds.names import hydrate_word_water
from .data import load_lexicon
from .family_class_nouns import class_noun, functional_class_word
from .family_formulas import Formula, joined
from .family_reading import Word, read_name
from .family_words import compound_elements, element_of_word, redundant
from .formula.grammar import valid_element

# Words that qualify a family without changing it: SCORING.md's `-based`, `-type`, `materials`, `family`,
# and the plain nouns of a class of matter (West, Solid State Chemistry and its Applications, 2014).
_FILLER = frozenset(
    {
        "based",
        "type",
        "types",
        "like",
        "family",
        "families",
        "material",
        "materials",
        "system",
        "systems",
        "compound",
        "compounds",
        "structured",
        "the",
        "of",
        "and",
        "a",
        "an",
        "for",
        "with",
    }
)
# The form a family is made or used in (supplier and processing vocabulary): the same family in another form.
_FORM_WORDS = frozenset(
    {
        "coating",
        "film",
        "thin",
        "membrane",
        "laminate",
        "nanoparticle",
        "particle",
        "powder",
        "nanocrystal",
        "crystal",
        "single",
        "ceramic",
        "bulk",
        "sample",
        "layer",
        "electrode",
        "patch",
    }
)


def named_compounds(words: tuple[Word, ...], acronyms: frozenset[str] = frozenset()) -> tuple[Word, ...]:
    """Lower-case words that name a compound (`molybdenum disulfide`, `lithium orthosilicate`, `zirconia`) become
    its formula (amounts only when the name states them)."""
    out: list[Word] = []
    i = 0
    while i < len(words):
        if words[i] in acronyms:  # an acronym is a name's initials, never a compound a name database spells alike (`CNT`)
            out.append(words[i])
            i += 1
            continue
        n, formula = _compound_at(words, i)
        if formula is None and isinstance(words[i], str) and (symbol := element_of_word(words[i])):  # type: ignore[arg-type]
            formula = Formula(frozenset({symbol}), ((symbol, 1.0),), word=True, spelt=True)  # IUPAC IR-3.1: `sodium` is Na
        out.append(formula if formula is not None else words[i])
        i += n
    return _composites(out)


def _composites(words: list[Word]) -> tuple[Word, ...]:
    """Phases joined by `/` read as one composite (`Ru/CeO2` ~ `ceria-supported Ru`); an element word before
    `free` is the absence of that element (`lead-free` ~ `Pb-free`)."""
    out: list[Word] = []
    for word in words:
        if len(out) >= 2 and out[-1] == "/" and isinstance(out[-2], Formula) and isinstance(word, Formula):
            out[-2:] = [joined(out[-2], word)]  # type: ignore[arg-type]
        elif word == "free" and out and isinstance(out[-1], Formula) and out[-1].word:
            out[-1] = f"{next(iter(out[-1].elements))}-free"
        else:
            out.append(word)
    return tuple(w for w in out if w != "/")


def _compound_at(words: tuple[Word, ...], i: int) -> tuple[int, Formula | None]:
    """(words used, the compound they name) at position i, longest name first; (1, None) when none."""
    for n in (2, 1):
        run = words[i : i + n]
        if n == 1 and (run[0] in _FORM_WORDS | _FILLER or isinstance(run[0], str) and functional_class_word(run[0])):
            continue  # `crystal`, `film`: a form, never a compound (a name database may hold a dye called so); `anhydride`: a class
        if n == 2 and run[-1] in _FORM_WORDS:
            continue  # `transdermal patch`: a word and the form it qualifies, never a compound (a database lists a drug product)
        if any(isinstance(w, str) and class_noun(w) for w in run):
            continue  # `wood`, `ionic liquid`: a class of matter, never the compound a name database lists under it
        if len(run) == n and all(isinstance(w, str) and (w.isalpha() or _STOCK_RE.fullmatch(w)) for w in run):
            amounts = compound_formula(_earths().get(" ".join(run), " ".join(run)))  # type: ignore[arg-type]
            if amounts and len(amounts) >= 2:  # a compound; one element is a word beside an element (`titanium alloy`)
                if (water := _hydrate_word_after(words, i + n)) is not None:
                    amounts = {**amounts, "H": amounts.get("H", 0) + 2 * water, "O": amounts.get("O", 0) + water}
                    n += 1  # `calcium sulfate hemihydrate`: the hydrate word states the water of the formula unit
                total = sum(amounts.values())
                fractions = tuple(sorted((e, a / total) for e, a in amounts.items()))
                return n, Formula(frozenset(amounts), fractions, named=True, name=" ".join(run))  # type: ignore[arg-type]
    for n in (5, 4, 3, 2):  # IUPAC names of the elements only (`lithium orthosilicate`, `nickel(II) oxide`)
        run = words[i : i + n]
        if len(run) == n and all(isinstance(w, str) for w in run) and (elements := compound_elements(list(run))):  # type: ignore[arg-type]
            return n, Formula(elements, None, named=True, name=" ".join(run))  # type: ignore[arg-type]
    return 1, None


# An element name with its oxidation number in Roman numerals (IUPAC Red Book IR-5.4.2.2, Stock notation:
# `iron(III) oxide` is Fe2O3): the number fixes the amounts a bare name leaves open, so the name reads as its formula.
_STOCK_RE = re.compile(r"[a-z]+\((?:i{1,3}|iv|v|vi{1,3})\)")


def _hydrate_word_after(words: tuple[Word, ...], i: int) -> float | None:
    """The water a hydrate word at position i states (IUPAC IR-5.5: `hemihydrate` 1/2), else None."""
    return hydrate_word_water(words[i]) if i < len(words) and isinstance(words[i], str) else None


@functools.cache
def _earths() -> dict[str, str]:
    """Oxides named as earths (`lutetia`: Lu2O3), for family names only (data/oxide_earths.json)."""
    return load_lexicon("oxide_earths")["names"]


def name_content(words: tuple[Word, ...]) -> tuple[list[Formula], list[str], list[str]]:
    """(formulas, content words, form words), filler and words repeating the formulas' elements dropped."""
    words = _glosses_dropped(words)
    formulas = [w for w in words if isinstance(w, Formula)]
    held = [f for f in formulas if not f.word]
    elements = frozenset().union(*(f.elements for f in held))
    phases = [w for i, w in enumerate(words) if isinstance(w, Formula) and _metal_phase(words, i)]
    formulas = [f for f in formulas if not (f.word and f.elements <= elements) or f in phases]  # `titanium` beside `Ti-Nb` repeats it
    plain = [w for w in words if isinstance(w, str) and w not in _FILLER and not redundant(w, elements)]
    return formulas, sorted(w for w in plain if w not in _FORM_WORDS), sorted(w for w in plain if w in _FORM_WORDS)


@functools.cache
def _metal(symbol: str) -> bool:
    from pymatgen.core.periodic_table import Element

    return valid_element(symbol) and bool(Element(symbol).is_metal)


def _metal_phase(words: tuple[Word, ...], i: int) -> bool:
    """A metal's name next to a stated compound of it (`iron–magnetite`, `aluminium–alumina`): the metal as a phase of
    its own, never a restatement of the compound's element (IUPAC Gold Book, 'chemical element': the element and its
    compounds are other substances). Beside an element system or a based family (`Ti-Nb`, `Fe3Al-based`) the name
    restates a member of it."""
    word = words[i]
    if not (isinstance(word, Formula) and word.spelt and all(_metal(e) for e in word.elements)):
        return False
    neighbours = [w for w in (words[i - 1] if i else None, words[i + 1] if i + 1 < len(words) else None) if isinstance(w, Formula)]
    return any(not (n.word or n.based) and n.amounts is not None and len(n.elements) > 1 and word.elements <= n.elements for n in neighbours)


def _glosses_dropped(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """A compound's name next to a written formula of the same elements (`antimony selenide (Sb2Se3)`, `Sb2S3
    antimony sulfide`) glosses it: one compound written twice, as papers define a name by its formula (ACS Style
    Guide, chemical names and formulas). The name is dropped, the formula (which states the amounts) kept."""
    kept = list(words)
    for i in range(len(kept) - 1, 0, -1):
        one, other = kept[i - 1], kept[i]
        if not (isinstance(one, Formula) and isinstance(other, Formula)) or one.named == other.named:
            continue
        name, written = (one, other) if one.named else (other, one)
        if not (written.word or written.based or name.word) and name.elements == written.elements:
            kept.remove(name)
    return tuple(kept)


def head_noun(words: tuple[Word, ...]) -> str | None:
    """The last plain word of a name, filler and form words left out: its class noun (`fiber` of `carbon fibres`)."""
    plain = [w for w in words if isinstance(w, str) and w.isalpha() and w not in _FILLER | _FORM_WORDS]
    return plain[-1] if plain else None


def mineral_words(text: str) -> frozenset[str]:
    """Single words naming a compound that are not its oxide name (`titania`, `alumina` end in -a): phase names."""
    spelling = read_name(text)
    acronyms = {a.lower() for a in spelling.acronyms}  # `MCC`: initials, not a mineral a name database spells alike
    words = [w for w in spelling.words if isinstance(w, str) and w.isalpha() and not w.endswith("a") and w not in acronyms]
    return frozenset(w for w in words if w not in _FORM_WORDS | _FILLER and len(compound_formula(w) or {}) >= 2)
