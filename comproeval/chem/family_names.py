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
elements of their formulas are different families (`TiAlN coatings`, `CrAlN coatings`). Anything else is
a best guess only: extra words on the test (`CVD graphene` for `graphene`) may be detail or another
material, missing words a broader family (a convention fields disagree on, issue 26 class 6).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .compounds import compound_formula
from .family_formulas import Formula, formula_word, initials, joined, word_within
from .family_words import anion_elements, compound_elements, descriptor_conflict, element_of_word, redundant, supported_as_slash
from .text import FORMULA_CHARS, normalize

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
    }
)
# a phase letter (`β-`), a layered-oxide stacking (`P2-`) or a Ramsdell polytype (`4H-`, `2H-`, `1T'-`)
_PHASE_PREFIX_RE = re.compile(r"([\u03b1-\u03c9a-z]{1,3}|[A-Z]\d|\d{1,2}[A-Z]['\u2032]?)[-\u2010](?=[A-Z])")


def _singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


Word = str | Formula


@dataclass(frozen=True)
class _Spelling:
    words: tuple[Word, ...]
    acronyms: tuple[str, ...]  # the acronyms it writes, upper case, singular
    formulas: tuple[str, ...]  # the formula texts it writes


def _spellings(text: str) -> tuple[str, ...]:
    """`name (ABBR) rest` -> `name rest`, `ABBR rest`, and the whole with the brackets dropped."""
    text = normalize(text or "", FORMULA_CHARS).replace("\u2013", "-").replace("\u2014", "-")
    found = re.search(r"\s\(([^()]+)\)", text)
    if not found:
        return (text.strip(),)
    before, inside, after = text[: found.start()], found.group(1), text[found.end() :]
    return tuple(s.strip() for s in (f"{before} {after}", f"{inside} {after}", f"{before} {inside} {after}") if s.strip())


# A word of a name: brackets kept whole (`La(Fe,Si)13`, `nickel(II)`), a comma before an element kept (`:Eu,Dy`).
_TOKEN_RE = re.compile(r"(?:\([^()]*\)|,(?=[A-Z][a-z]?\b)|[^\s,;(])+")


def _unbracket(token: str) -> str:
    """A token without the brackets around it (`(CoP)`); a bracket inside it stays (`nickel(II)`, `La(Fe,Si)13`)."""
    while token[:1] in "([" and token[-1:] in ")]":
        token = token[1:-1]
    return token.lstrip("([") if token.count("(") > token.count(")") else token.rstrip(")]") if token.count(")") > token.count("(") else token


def _read(text: str) -> _Spelling:
    words: list[Word] = []
    acronyms, formulas = [], []
    text = re.sub(r"([\u03b1-\u03c9])-type\b", r"\1", supported_as_slash(text))  # `beta-type` is the phase letter
    tokens = [_unbracket(t) for t in _TOKEN_RE.findall(text)]
    tokens = [t for t in tokens if t]
    for index, token in enumerate(tokens):
        if token.endswith("-type") and formula_word(token) and any(formula_word(t) for t in tokens[index + 1 :]):
            words.append(token.lower())  # `NaZn13-type LaFe11Si2`: a prototype names the structure type, not the composition
            continue
        if phase := _PHASE_PREFIX_RE.match(token):  # `β-NaYF4`, `h-BN`, `P2-`: a phase or polytype is a word of its own
            words.append(phase.group(1).lower())
            token = token[phase.end() :]
        parts = token.split("/")
        if len(parts) > 1 and all(formula_word(p) for p in parts):
            for k, part in enumerate(parts):  # `Ru/CeO2`: the phases, kept apart, then read as one composite
                words.extend(["/", formula_word(part)] if k else [formula_word(part)])  # type: ignore[list-item]
                formulas.append(part)
            continue
        if len(dashed := _dashed_phases(token)) > 1:  # `MgO-C`: the phases of a composite, as `magnesia-carbon` names them
            words.extend(formula_word(part) for part in dashed)  # type: ignore[misc]
            formulas.extend(dashed)
            continue
        if (formula := formula_word(token)) is not None:
            words.append(formula)
            formulas.append(re.sub(r"-(?:based|type|doped|rich)$", "", token))
            continue
        for piece in re.split(r"(?<=[A-Za-z])-(?=[A-Za-z0-9])|(?<=\d)-(?=[A-Za-z])|(/)", token):
            if not piece:
                continue
            if piece != "/" and "/" in token and (formula := formula_word(piece)) is not None:
                words.append(formula)  # `nickel/Al2O3`: a phase of a composite
                continue
            if re.fullmatch(r"[A-Z][a-z]", piece) and (symbol := element_of_word(piece)):
                words.append(Formula(frozenset({symbol}), ((symbol, 1.0),), word=True))  # `Na-ion`
                continue
            if re.fullmatch(r"[A-Z][A-Z0-9]*[A-Z]s?", piece):
                acronyms.append(piece.rstrip("s").upper())
                words.append(piece.rstrip("s").lower())
            else:
                words.append(_singular(piece.lower()))
    return _Spelling(tuple(words), tuple(acronyms), tuple(formulas))


def _dashed_phases(token: str) -> list[str]:
    """The phases of a dash-joined composite of compounds and an element (`MgO-C`, `Al2O3-C`): every part a line
    formula, one an element; an element system (`Cu-Zr`) and two compounds (`LiBH4-MgH2`) stay one word."""
    parts = re.split(r"-(?=[A-Z])", token)
    words = [formula_word(p) for p in parts]
    if len(parts) < 2 or not all(words) or not any(w.amounts and len(w.elements) >= 2 for w in words if w):
        return [token]
    if not any(len(w.elements) == 1 for w in words if w) or any(w.amounts is None for w in words if w):
        return [token]  # `LiBH4-MgH2`, `MnOx-CeO2`: one system of two compounds, read as a whole
    return parts


def _expand(spelling: _Spelling, acronyms: tuple[str, ...], other_acronyms: tuple[str, ...], definitions: dict[str, tuple]) -> tuple[Word, ...]:
    """The words with runs that spell one of `acronyms` by their initials replaced by the acronym, and
    formulas whose element initials spell one replaced by it (the acronyms come from the other name)."""
    words = list(spelling.words)
    for acronym in sorted(set(acronyms), key=len, reverse=True):
        if (n := len(acronym)) < 3:
            continue  # two letters spell too many phrases (`PS`: polystyrene, porous silicon)
        for i in range(len(words) - n + 1):
            run = words[i : i + n]
            if all(isinstance(w, str) and w[:1].isalpha() for w in run) and "".join(w[0] for w in run).upper() == acronym:
                if run[0].startswith("poly"):
                    continue  # polymer acronyms take letters inside words (ISO 1043-1: PVAC, PVAL): initials prove nothing
                if definitions.get(acronym, tuple(run)) != tuple(run):
                    continue  # the other name defines the acronym as other words
                words[i : i + n] = [acronym.lower()]
                break
    for text, formula in zip(spelling.formulas, [w for w in spelling.words if isinstance(w, Formula)], strict=False):
        letters = initials(text)
        for acronym in other_acronyms:  # oxygen is often left out: at the end (`LLZ`) or throughout (`KTP`, KTiOPO4)
            if acronym in (letters, letters.replace("O", "")) or (letters.endswith("O") and letters[:-1] == acronym):
                words = [acronym.lower() if w is formula else w for w in words]
    return tuple(words)


def _definitions(text: str) -> dict[str, tuple[str, ...]]:
    """The acronyms a name defines by its own words (`thin-film composite (TFC)`): acronym -> the words."""
    found = re.search(r"\s\(([A-Z][A-Z0-9]*[A-Z])s?\)", text or "")
    if not found:
        return {}
    acronym = found.group(1)
    words = [w for w in _read(text[: found.start()]).words if isinstance(w, str)]
    n = len(acronym)
    runs = [tuple(words[i : i + n]) for i in range(len(words) - n + 1)]
    spelled = [run for run in runs if "".join(w[:1] for w in run).upper() == acronym]
    return {acronym: spelled[0]} if spelled else {}


def _named_compounds(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """Lower-case words that name a compound (`molybdenum disulfide`, `lithium orthosilicate`, `zirconia`) become
    its formula (amounts only when the name states them)."""
    out: list[Word] = []
    i = 0
    while i < len(words):
        n, formula = _compound_at(words, i)
        if formula is None and isinstance(words[i], str) and (symbol := element_of_word(words[i])):  # type: ignore[arg-type]
            formula = Formula(frozenset({symbol}), ((symbol, 1.0),), word=True)  # IUPAC IR-3.1: `sodium` is Na
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
        if n == 1 and run[0] in _FORM_WORDS | _FILLER:
            continue  # `crystal`, `film`: a form, never a compound (a name database may hold a dye called so)
        if len(run) == n and all(isinstance(w, str) and w.isalpha() for w in run):
            amounts = compound_formula(" ".join(run))  # type: ignore[arg-type]
            if amounts and len(amounts) >= 2:  # a compound; one element is a word beside an element (`titanium alloy`)
                total = sum(amounts.values())
                return n, Formula(frozenset(amounts), tuple(sorted((e, a / total) for e, a in amounts.items())), named=True)
    for n in (5, 4, 3, 2):  # IUPAC names of the elements only (`lithium orthosilicate`, `nickel(II) oxide`)
        run = words[i : i + n]
        if len(run) == n and all(isinstance(w, str) for w in run) and (elements := compound_elements(list(run))):  # type: ignore[arg-type]
            return n, Formula(elements, None, named=True)
    return 1, None


def _content(words: tuple[Word, ...]) -> tuple[list[Formula], list[str], list[str]]:
    """(formulas, content words, form words), filler and words repeating the formulas' elements dropped."""
    formulas = [w for w in words if isinstance(w, Formula)]
    held = [f for f in formulas if not f.word]
    elements = frozenset().union(*(f.elements for f in held))
    formulas = [f for f in formulas if not (f.word and f.elements <= elements)]  # `titanium` beside `Ti-Nb` repeats it
    plain = [w for w in words if isinstance(w, str) and w not in _FILLER and not redundant(w, elements)]
    return formulas, sorted(w for w in plain if w not in _FORM_WORDS), sorted(w for w in plain if w in _FORM_WORDS)


def _same_formulas(ref: list[Formula], test: list[Formula]) -> bool | None:
    """All formulas pair up as one system each (True), some pair differs (False), or a pair is a name only (None)."""
    if len(ref) != len(test):
        return False
    remaining, unsure = list(test), False
    for formula in ref:
        match = next((t for t in remaining if formula.same(t)), None)
        if match is None and (member := next((t for t in remaining if formula.member(t)), None)) is not None:
            remaining.remove(member)  # `CuZr-based` for `Cu-Zr-Al`: a member of the based system, or another one
            unsure = True
            continue
        if match is None:  # a name's amounts may be misread (a name only proves elements): same elements are unsure
            named = [t for t in remaining if (formula.named or t.named) and t.elements == formula.elements or word_within(formula, t)]
            return None if named else False
        unsure |= formula.named != match.named and (formula.amounts is None) != (match.amounts is None)
        remaining.remove(match)
    return None if unsure else True


def _pair(reference: str, test: str, definitions: tuple[dict, dict]) -> tuple[str, bool, bool] | None:
    ref, tst = _read(reference), _read(test)
    acronyms = ref.acronyms + tst.acronyms
    ref_words = _named_compounds(_expand(ref, acronyms, tst.acronyms, definitions[1]))
    test_words = _named_compounds(_expand(tst, acronyms, ref.acronyms, definitions[0]))
    ref_formulas, ref_content, ref_form = _content(ref_words)
    test_formulas, test_content, test_form = _content(test_words)
    if not (ref_formulas or ref_content) or not (test_formulas or test_content):
        return None
    formulas = _same_formulas(ref_formulas, test_formulas)
    if ref_content == test_content:
        if formulas is True:
            if ref_form == test_form or not ref_form or not test_form:
                return ("same-name", True, True)
            return ("other-form", True, False)  # `GO laminates` for `GO membranes`: the same family, or another product
        if formulas is False and ref_formulas and test_formulas and ref_content:
            return ("different-system", False, not _named(ref_formulas + test_formulas))
        if formulas is None:
            return ("same-elements", True, False)  # a compound's name (elements only) or a member of a based system
        return None
    ref_extra, test_extra = set(ref_content) - set(test_content), set(test_content) - set(ref_content)
    if formulas is True and len(ref_extra) == len(test_extra) == 1 and _other_anions(ref_extra.pop(), test_extra.pop()):
        return ("other-anion", False, True)  # `borate glasses`, `phosphate glasses`: IUPAC IR-5/IR-8 anion names of other elements
    if formulas is not False and set(ref_content) < set(test_content):
        return ("more-words", True, False)
    if formulas is not False and set(test_content) < set(ref_content):
        # the formulas kept, the words dropped tell a use or form (`TiAlN hard coatings`, `TiAlN`); a dropped
        # chemistry word (`graphene oxide` for `graphene`) names another material
        dropped = set(ref_content) - set(test_content)
        return ("fewer-words", bool(formulas) and bool(ref_formulas) or not any(map(anion_elements, dropped)), False)
    if formulas is True and ref_formulas:
        return ("same-formulas", True, False)  # `TiFe-based AB-type alloys`, `FeTi intermetallic`: other words of one system
    return None


def _other_anions(one: str, other: str) -> bool:
    """Two anion words of other elements (`borate`, `phosphate`; `oxide`, `sulfide`): sibling classes of compounds."""
    first, second = anion_elements(one), anion_elements(other)
    return first is not None and second is not None and set(first) != set(second)


def _named(formulas: list[Formula]) -> bool:
    """A name proves elements only; an element word (`Li-RHC`) beside a formula names a system holding it."""
    return any(f.named for f in formulas) or 0 < sum(f.word for f in formulas) < len(formulas)


_RANK = {
    "same-name": 0,
    "different-system": 1,
    "other-anion": 1,
    "other-descriptor": 2,
    "other-form": 3,
    "same-elements": 4,
    "more-words": 5,
    "fewer-words": 6,
    "same-formulas": 7,
}


@functools.lru_cache(maxsize=8192)
def family_name_relation(reference: str, test: str) -> tuple[str, bool, bool] | None:
    """(relation, match, certain) of two family names read word by word, or None when the words do not relate.

    `same-name` (certain): the same words after acronyms, formulas and compound names are read.
    `different-system` (certain): the same words with formulas of other elements or compounds.
    `other-form`, `more-words`, `fewer-words`: best guesses (same, same, broader).
    Every spelling of the reference (`name (ABBR)`) is tried; the most decisive relation wins.
    """
    definitions = (_definitions(reference), _definitions(test))
    found = [r for ref in _spellings(reference) for tst in _spellings(test) if (r := _pair(ref, tst, definitions)) is not None]
    if not found:
        return None
    if descriptor_conflict(reference, test):
        # `micro-sized Si` and `Si nanoparticles`, `h-BN` and `cubic BN`: other materials; the same formulas in
        # other phases are left to the formula rules (`alpha-Fe2O3`, `gamma-Fe2O3`)
        found = [r if r[2] or not r[1] else ("other-descriptor", False, False) for r in found if r[0] != "same-formulas" or r[2]]
        if not found:
            return None
    if any(r[0] == "same-name" for r in found):
        return _phase_names(reference, test) or next(r for r in found if r[0] == "same-name")
    return min(found, key=lambda r: _RANK[r[0]])


def _phase_names(reference: str, test: str) -> tuple[str, bool, bool] | None:
    """One formula named by phase (mineral) names: two different ones are polymorphs (`rutile`, `anatase`; a mineral
    species is its composition and structure, IMA), one against the compound's name or formula is narrower."""
    ref, tst = _mineral_words(reference), _mineral_words(test)
    if ref and tst and ref != tst:
        return ("other-descriptor", False, True)
    if bool(ref) != bool(tst):
        return ("same-elements", True, False)
    return None


def _mineral_words(text: str) -> frozenset[str]:
    """Single words naming a compound that are not its oxide name (`titania`, `alumina` end in -a): phase names."""
    words = [w for w in _read(text).words if isinstance(w, str) and w.isalpha() and not w.endswith("a")]
    return frozenset(w for w in words if w not in _FORM_WORDS | _FILLER and len(compound_formula(w) or {}) >= 2)
