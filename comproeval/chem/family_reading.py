"""A family name read into words: acronyms, formulas, element systems and phases, each word in one spelling
(`chem.family_names` relates two names read so). IUPAC Red Book IR-3/IR-4 for formulas; the usual rule of
scientific acronyms, the initial letters of the words they stand for, also of the combining forms written inside
a word (`chem.family_word_parts`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .family_formulas import Formula, formula_word, initials
from .family_notations import group_sites
from .family_word_parts import polymer_spelling, spelled_through_parts
from .family_words import anion_elements, element_of_word, supported_as_slash
from .spelling import american
from .text import FORMULA_CHARS, normalize

# a phase letter (`β-`), a layered-oxide stacking (`P2-`) or a Ramsdell polytype (`4H-`, `2H-`, `1T'-`)
_PHASE_PREFIX_RE = re.compile(r"([\u03b1-\u03c9a-z]{1,3}|[A-Z]\d|\d{1,2}[A-Z]['\u2032]?)[-\u2010](?=[A-Z])")


def singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


Word = str | Formula


@dataclass(frozen=True)
class Spelling:
    words: tuple[Word, ...]
    acronyms: tuple[str, ...]  # the acronyms it writes, upper case, singular
    formulas: tuple[str, ...]  # the formula texts it writes


def spellings(text: str) -> tuple[str, ...]:
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
    while len(token) > 1 and token[0] in "([" and token[-1] in ")]" and _closed_at_end(token):  # `()` strips to nothing
        token = token[1:-1]  # `((Fe,Cr)B/(Fe,Cr)2B)`: only a bracket that closes at the end wraps the token
    if (excess := token.count(")") - token.count("(")) > 0:
        return re.sub(rf"[)\]]{{1,{excess}}}$", "", token)  # `(Fe,Cr)2B)`: the closing bracket of an outer note
    return token.lstrip("([") if excess < 0 else token


def _closed_at_end(token: str) -> bool:
    """The bracket that opens the token closes at its last character (`(CoP)`), not before (`(Fe,Cr)B/(Fe,Cr)2B)`)."""
    depth = 0
    for index, char in enumerate(token):
        depth += (char in "([") - (char in ")]")
        if depth == 0:
            return index == len(token) - 1
    return False


def _fibre(phase: str) -> str:
    """A composite's fibre phase written with the subscript f (`SiCf/SiC`, `Cf/C`: reinforcement/matrix, ASTM C1145
    and ISO 472 usage) read as its formula; a phase that is a formula as written keeps its letters."""
    if phase.endswith("f") and not formula_word(phase) and formula_word(phase[:-1]):
        return phase[:-1]
    return phase


# a formula with a stated amount written before a hyphenated word (`CO2-capture`, `H2-evolution`)
_FORMULA_PIECE_RE = re.compile(r"(?:[A-Z][a-z]?\d*)*[A-Z][a-z]?\d+(?:[A-Z][a-z]?\d*)*")


# `organically modified X` is written `organo-X` or `organoX` (Bergaya & Lagaly (eds.), Handbook of Clay Science, 2nd ed.
# 2013, ch. 10.3 'Organoclays': organoclays, organically modified clays; the organo- combining form, IUPAC Gold Book
# 'organometallic compounds' usage): one prefix, spelled two ways.
_ORGANICALLY_MODIFIED = re.compile(r"\borganically[\s\u2010-]+modified\s+", re.IGNORECASE)
# Nouns written as two words that name one class, neither of its halves: a glass-ceramic is crystallized glass, neither
# a glass nor a ceramic (Deubener et al., J. Non-Cryst. Solids 501 (2018) 3, "Updated definition of glass-ceramics");
# a glass-ionomer is a cement of glass and polyacid (ISO 9917-1:2007), not a glass.
_ONE_NOUN = re.compile(r"\bglass[\s\u2010-]+(ceramic|ionomer)(s?)\b", re.IGNORECASE)


def one_noun_against_half(reference: str, test: str) -> str | None:
    """The one-noun class one side names (`glass-ceramic sealant`) against its bare half on the other (`glass
    sealant`): crystallized glass is not glass (Deubener et al. 2018), so the halves are not the class. None else."""
    for named, other in ((reference, test), (test, reference)):
        nouns = {m.group(1).lower() for m in _ONE_NOUN.finditer(named or "")}
        bare = _ONE_NOUN.sub(" ", other or "").lower()
        if nouns and not _ONE_NOUN.search(other or "") and re.search(r"\b(?:glass|ceramic|ionomer)s?\b", bare):
            return f"glass-{sorted(nouns)[0]}"
    return None


def organically_modified(text: str) -> bool:
    """The name writes `organically modified` in words: read as `organo-`, a convention, so never proof alone."""
    return _ORGANICALLY_MODIFIED.search(text or "") is not None


def read_name(text: str) -> Spelling:
    words: list[Word] = []
    acronyms, formulas = [], []
    text = _ORGANICALLY_MODIFIED.sub("organo-", text)
    text = _ONE_NOUN.sub(lambda m: f"glass{m.group(1).lower()}{m.group(2)}", text)
    text = re.sub(r"([\u03b1-\u03c9])-type\b", r"\1", supported_as_slash(polymer_spelling(text)))  # `beta-type`: the phase letter
    tokens = [_unbracket(t) for t in _TOKEN_RE.findall(text)]
    tokens = [t for t in tokens if t]
    for index, token in enumerate(tokens):
        if group_sites(token) is not None:  # `III-V`, `II-VI`: periodic groups of the sites, a class label, never vanadium
            words.append(token.lower())
            continue
        if token.endswith("-type") and formula_word(token) and any(formula_word(t) for t in tokens[index + 1 :]):
            words.append(token.lower())  # `NaZn13-type LaFe11Si2`: a prototype names the structure type, not the composition
            continue
        if phase := _PHASE_PREFIX_RE.match(token):  # `β-NaYF4`, `h-BN`, `P2-`: a phase or polytype is a word of its own
            words.append(phase.group(1).lower())
            token = token[phase.end() :]
        parts = [_fibre(p) for p in re.split(r"[/@]", token)]  # `Si@C`: a core@shell composite names its phases as `Si/C` does
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
        if (system := element_name_system(token)) is not None:  # `lithium-sulfur`: the system `Li-S` names
            words.append(Formula(frozenset(system), None))
            formulas.append("-".join(system))
            continue
        for piece in re.split(r"(?<=[A-Za-z])-(?=[A-Za-z0-9])|(?<=\d)-(?=[A-Za-z])|([/@])", token):
            if not piece:
                continue
            piece = "/" if piece == "@" else piece
            in_composite = piece != "/" and re.search(r"[/@]", token)
            if (in_composite or _FORMULA_PIECE_RE.fullmatch(piece)) and (formula := formula_word(piece)) is not None:
                words.append(formula)  # `nickel/Al2O3`: a phase of a composite; `CO2-capture`: a formula and its use
                formulas.append(piece)
                continue
            if re.fullmatch(r"[A-Z][a-z]", piece) and (symbol := element_of_word(piece)):
                words.append(Formula(frozenset({symbol}), ((symbol, 1.0),), word=True))  # `Na-ion`
                continue
            if re.fullmatch(r"[A-Z][A-Z0-9]*[A-Z]s?", piece):
                acronyms.append(piece.rstrip("s").upper())
                words.append(piece.rstrip("s").lower())
            else:
                words.append(american(singular(piece.lower())))
    return Spelling(tuple(words), tuple(acronyms), tuple(formulas))


def element_name_system(token: str) -> tuple[str, ...] | None:
    """The element symbols of a word joining two or more IUPAC element names by `-` or `/` (`zinc-bromine`,
    `nickel-titanium`; IUPAC Red Book IR-3.1 names the elements), in order, or None; an element repeated
    (`carbon-carbon`) names no system of two."""
    pieces = re.split(r"[-/]", token)
    if len(pieces) < 2 or not all(p.isalpha() and p.islower() for p in pieces):
        return None
    symbols = [element_of_word(p) for p in pieces]
    if not all(symbols) or len(set(symbols)) < 2:
        return None
    return tuple(s for s in symbols if s)


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


def expand(spelling: Spelling, acronyms: tuple[str, ...], other_acronyms: tuple[str, ...], definitions: dict[str, tuple]) -> tuple[Word, ...]:
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
        else:
            if acronym not in definitions:  # the other name defines it by its own words: those words only
                words = _expand_through_parts(words, acronym)
    for acronym, formula in folded_formulas(spelling, other_acronyms):
        words = [acronym.lower() if w is formula else w for w in words]
    return tuple(words)


def element_initials_read(spelling: Spelling, acronyms: tuple[str, ...], definitions: dict[str, tuple]) -> bool:
    """Whether `expand` folds a run of element names and anion words into an acronym by initials alone.

    A composition acronym's letters stand for elements, and element names share initials (S: sulfur, selenium,
    silicon, strontium; C: copper, cobalt, carbon), as do anion words (sulfide, selenide, silicide): `CZTS` is spelled
    as well by `copper zinc tin sulfide` as by `copper zinc tin selenide`. Such a reading is a guess unless the other
    name or this one defines the acronym by these very words (`name (ABBR)`, the paper's own expansion)."""
    words = list(spelling.words)
    for acronym in set(acronyms):
        n = len(acronym)
        for i in range(len(words) - n + 1):
            run = words[i : i + n]
            if n < 3 or not all(isinstance(w, str) and w[:1].isalpha() for w in run) or "".join(str(w)[0] for w in run).upper() != acronym:
                continue
            if definitions.get(acronym) != tuple(run) and all(element_of_word(str(w)) or anion_elements(str(w)) for w in run):
                return True
    return False


def folded_formulas(spelling: Spelling, other_acronyms: tuple[str, ...]) -> tuple[tuple[str, Formula], ...]:
    """The formulas of a spelling whose element initials spell an acronym of the other name (`H2TiO3`, `HTO`), each
    with that acronym: a composition acronym stands for its formula (`LTO`, `LFP`, `NMC`), oxygen often left out at
    the end (`LLZ`) or throughout (`KTP`, KTiOPO4)."""
    found = []
    for text, formula in zip(spelling.formulas, [w for w in spelling.words if isinstance(w, Formula)], strict=False):
        letters = initials(text)
        for acronym in other_acronyms:
            if acronym in (letters, letters.replace("O", "")) or (letters.endswith("O") and letters[:-1] == acronym):
                found.append((acronym, formula))
    return tuple(found)


def _expand_through_parts(words: list[Word], acronym: str) -> list[Word]:
    """A run of words spelling `acronym` through combining forms written inside them (`cellulose nanocrystal`: CNC)
    replaced by it; polymer names are left to the best guess (their letters are not initials)."""
    for i in range(len(words)):
        for j in range(i + 1, min(len(words), i + len(acronym)) + 1):
            run = words[i:j]
            if not all(isinstance(w, str) and w.isalpha() for w in run) or str(run[0]).startswith("poly"):
                continue
            if spelled_through_parts(acronym.lower(), tuple(run), False):  # type: ignore[arg-type]
                return [*words[:i], acronym.lower(), *words[j:]]
    return words


def definitions(text: str) -> dict[str, tuple[str, ...]]:
    """The acronyms a name defines by its own words (`thin-film composite (TFC)`): acronym -> the words."""
    found = re.search(r"\s\(([A-Z][A-Z0-9]*[A-Z])s?\)", text or "")
    if not found:
        return {}
    acronym = found.group(1)
    words = [w for w in read_name(text[: found.start()]).words if isinstance(w, str)]
    n = len(acronym)
    runs = [tuple(words[i : i + n]) for i in range(len(words) - n + 1)]
    spelled = [run for run in runs if "".join(w[:1] for w in run).upper() == acronym]
    return {acronym: spelled[0]} if spelled else {}


def core_shell(text: str) -> tuple[str, ...]:
    """The layers of a core@shell name from the core out (`Fe3O4@SiO2@Au`), or () when it writes none: the order
    of the layers is part of the material's identity (IUPAC Gold Book, 'core-shell particle')."""
    found = re.search(r"[^\s@/]+(?:@[^\s@/]+)+", text or "")
    return tuple(found.group(0).split("@")) if found else ()
