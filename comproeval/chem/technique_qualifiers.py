"""What a technique entry writes before the name its reading rests on (`AC magnetometry`, `NH3-TPD`), which the
concept reading drops: two entries qualifying one technique differently may be siblings (issue 26, class 3)."""

from __future__ import annotations

import re
from functools import lru_cache

from . import test_standards, variants
from .data import load_lexicon
from .decision import Decision
from .technique_index import lexicon_index, normalize, scan_phrases
from .techniques import CONNECTIVES, technique_concepts, without_activity_words
from .text import fold_accents, too_long


def _first_phrase_at(tokens: list[str]) -> tuple[int, int] | None:
    """(start, length) of the first, longest lexicon phrase (technique, instrument, vendor or equipment) in the tokens."""
    lex = lexicon_index()
    indexes = (lex["phrases"], lex["brand_only"], lex["equipment"])
    for i in range(len(tokens)):
        for n in range(min(lex["max_phrase_tokens"], len(tokens) - i), 0, -1):
            if any(" ".join(tokens[i : i + n]) in index for index in indexes):
                return i, n
    return None


def _dropped_head(phrase: list[str]) -> int:
    """How many leading words of a lexicon phrase its concept drops: `nh3 tpd` names the concept `tpd` names too."""
    phrases = lexicon_index()["phrases"]
    concept = phrases.get(" ".join(phrase))
    return next((k for k in range(1, len(phrase)) if concept is not None and phrases.get(" ".join(phrase[k:])) == concept), 0)


@lru_cache(maxsize=16384)
def leading_qualifier(text: str) -> tuple[str, ...]:
    """The words written before what an entry's reading rests on, which the reading drops (`AC magnetometry`: ac;
    `NH3-TPD`, a name of the concept `TPD` also names: nh3); notes in brackets, connectives, generic words and
    numbers aside. Empty for an entry that is a whole-item term or states no qualifier."""
    lex = lexicon_index()
    normalized = normalize(re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text or ""))
    if not normalized or too_long(text or "", "technique") or normalized in lex["exact_only"]:
        return ()
    tokens = normalized.split()
    found = _first_phrase_at(tokens)
    if found is None:
        return ()
    start, length = found
    head = start + _dropped_head(tokens[start : start + length])
    ignored = lex["generic"] | CONNECTIVES
    return tuple(t for t in without_activity_words(" ".join(tokens[:head])).split() if t not in ignored and not t.replace(".", "").isdigit())


def differing_qualifiers(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Both entries qualify the technique they name with words the other does not write (`AC` and `DC
    magnetometry`, `NH3-` and `CO2-TPD`): the reading dropped what tells them apart; None otherwise."""
    ref, tst = leading_qualifier(reference), leading_qualifier(test)
    if ref and tst and not set(ref) & set(tst):
        return ref, tst
    return None


def named_words(text: str) -> frozenset[str]:
    """The words of every name of the concepts an entry reads and their broader ones (`magnetic measurement`, `zfc fc`
    for magnetometry): a word among them restates the technique, it does not qualify it."""
    lex = lexicon_index()
    read = technique_concepts(text)
    lineage = set(read).union(*(lex["ancestors"].get(c, ()) for c in read))
    return frozenset(w for c in lineage for term in lex["concepts"][c]["terms"] for w in normalize(term).split())


_INSTRUMENT_NOUN = re.compile(r"(?:meter|scope|graph|analy[sz]er|tester)$")


def qualified_instrument(text: str) -> bool:
    """The entry names an instrument (`rotational rheometer`, `capillary viscometer`): a qualifier in words before
    it says which kind of instrument, a sibling of the other kinds; before a method's name (`single-gas permeation`,
    `pure gas permeation`) words are as often a paraphrase."""
    normalized = normalize(re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text or ""))
    tokens = normalized.split()
    found = _first_phrase_at(tokens)
    if found is None:
        return False
    phrase = " ".join(tokens[found[0] : found[0] + found[1]])
    return bool(_INSTRUMENT_NOUN.search(phrase)) or phrase in lexicon_index()["phrase_measures"]


@lru_cache(maxsize=1)
def _modes() -> dict[str, str]:
    return load_lexicon("technique_words")["loading_modes"]["words"]


def loading_modes(ref_words: tuple[str, ...], test_words: tuple[str, ...]) -> tuple[str, str] | None:
    """(one mode, the other) when the qualifiers of two entries name two modes of loading a specimen (`beam-bending`,
    `fibre elongation` viscometry; `torsion`, `tension` creep): two kinds of one method, not a paraphrase
    (`data/technique_words.json` `loading_modes`); None when either names none or both name one."""
    modes = _modes()
    ref = {modes[w] for w in ref_words if w in modes}
    tst = {modes[w] for w in test_words if w in modes}
    if len(ref) == 1 and len(tst) == 1 and ref != tst:
        return next(iter(ref)), next(iter(tst))
    return None


def dropped_words(text: str) -> tuple[str, ...]:
    """Every word of an entry its reading does not account for, notes in brackets included (`cooling curves` of
    `thermal analysis (cooling curves)`, `pendulum` of `pendulum hardness`): the qualifier a reduction to the
    concept drops (issue 26, item 3). Words of a lexicon phrase, instrument, vendor or piece of equipment, of the
    concept's own names, connectives, generic and activity words, numbers, model codes, single letters and the body
    of a cited standard (`ASTM` of `ASTM D4541`) say nothing of which kind; a variant the data reads
    (`chem.variants`) is read, not dropped."""
    if (reading := _accounted(text)) is None:
        return ()
    normalized, accounted = reading
    bodies = {normalize(d.body) for d in test_standards.designations(text)}
    return tuple(dict.fromkeys(w for w in _words_outside(normalized, accounted | bodies) if not any(ch.isdigit() for ch in w)))


def unread_tokens(text: str) -> frozenset[str]:
    """Every token of an entry its reading leaves unaccounted for, numbers and designations included (`2d`, `cu`,
    `5a`, `part 2`): `dropped_words` without its filters of digits and single letters, and with a cited standard's
    number and part read too, for the test of a complete reading."""
    if (reading := _accounted(text)) is None:
        return frozenset()
    normalized, accounted = reading
    cited = {w for d in test_standards.designations(text) for x in (d.body, d.number, d.part) for w in normalize(x).split()}
    return frozenset(w for w in without_activity_words(normalized).split() if w not in accounted and w not in cited)


def _accounted(text: str) -> tuple[str, frozenset[str]] | None:
    """(the normalized entry, the words its reading accounts for: generic words, connectives, the concept's names, the
    words of lexicon phrases, brands and equipment, and the variants the data reads), or None for an entry read whole
    or not read at all (empty, too long, an exact lexicon phrase). A cited standard's words are each caller's own."""
    lex = lexicon_index()
    normalized = normalize(fold_accents(text or ""))
    if not normalized or too_long(text or "", "technique") or normalized in lex["exact_only"] or normalized in lex["phrases"]:
        return None
    covered: set[str] = set()
    for index in ("phrases", "brand_only", "equipment"):
        covered.update(w for p in scan_phrases(normalized, lex[index], lex["max_phrase_tokens"]) for w in p.split())
    read = {w for c in technique_concepts(text) for axis in variants.variants_named("techniques", c, text).values() for v in axis for w in v.split()}
    return normalized, frozenset(lex["generic"] | CONNECTIVES | named_words(text) | covered | read)


def unread_apart(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(the reference's, the test's) unread designations when each entry writes one the other does not: a number or
    code (`2D`/`3D` of one measurement, `type 1A`/`5A`, `part 1`/`part 2` of one standard), an element's symbol (the
    anode of `Cu Kα`/`Mo Kα`, IUPAC X-ray line notation) or one part of a hyphenated modifier swapped
    (`constant-pressure`/`constant-volume`: which variable is held, two variants). A reading that drops what sets two
    entries apart proves neither one measurement nor two: only a complete reading of both is proof. None otherwise."""
    ref, tst = unread_tokens(reference), unread_tokens(test)
    ref_marks = tuple(sorted(w for w in ref - tst if _designation(w, reference, test)))
    tst_marks = tuple(sorted(w for w in tst - ref if _designation(w, test, reference)))
    if ref_marks and tst_marks:
        return ref_marks, tst_marks
    return _lines_apart(reference, test) or _swapped_modifier(reference, test, (ref, tst))


# an X-ray emission line in Siegbahn notation: a shell letter, a Greek letter, a number (`Kα`, `Kβ`, `Lα1`, `K-alpha`;
# IUPAC, Jenkins et al., Pure Appl. Chem. 63 (1991) 735, nomenclature of X-ray lines). Normalized text drops the Greek
# letter, so the lines are read from the entry as written.
_XRAY_LINE = re.compile(r"(?<![^\W_])([KLM])[\s\-‐‑]?(α|β|γ|alpha|beta|gamma)(\d?)(?![^\W\d_])", re.IGNORECASE)
_GREEK = {"alpha": "α", "beta": "β", "gamma": "γ"}


def _lines(text: str) -> frozenset[tuple[str, str, str]]:
    return frozenset((m[1].upper(), _GREEK.get(m[2].lower(), m[2].lower()), m[3]) for m in _XRAY_LINE.finditer(text or ""))


def _lines_apart(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(one line, the other) when each entry writes an X-ray line the other does not (`Kα` against `Kβ`): two lines
    of one anode are two radiations. A line's number written on one side only (`Kα`, `Kα1`) is detail, no other line."""
    ref, tst = _lines(reference), _lines(test)

    def unmatched(mine: frozenset, other: frozenset) -> tuple[str, ...]:
        return tuple(sorted("".join(a) for a in mine if not any(a[:2] == b[:2] and (a[2] == b[2] or not a[2] or not b[2]) for b in other)))

    apart = unmatched(ref, tst), unmatched(tst, ref)
    return apart if all(apart) else None


_RUNS = re.compile(r"\d+|[^\W\d_]+")  # the runs of digits and of letters a token is written in (`am1`: am, 1)


def _designation(word: str, text: str, other: str) -> bool:
    """A number or code the other entry does not write even run together (`AM1.5G` against `AM 1.5G`), or an element's
    symbol written as one (`Cu`, not `cu` nor `CU`)."""
    if any(ch.isdigit() for ch in word):
        return not set(_RUNS.findall(word)) <= set(_RUNS.findall(normalize(fold_accents(other))))
    return len(word) <= 2 and _symbol_written(word, text)


def _symbol_written(word: str, text: str) -> bool:
    from pymatgen.core.periodic_table import Element

    symbol = word.capitalize()
    return Element.is_valid_symbol(symbol) and re.search(rf"(?<![^\W_]){symbol}(?![^\W_])", fold_accents(text)) is not None


_HYPHENATED = re.compile(r"(?<![^\W_])([^\W\d_]+)[\-‐‑]([^\W\d_]+)(?![^\W_])")


def _swapped_modifier(reference: str, test: str, unread: tuple[frozenset[str], frozenset[str]]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(one part, the other) when two entries word for word alike but one slot write there a hyphenated modifier
    with one part in common and the other swapped (`constant-pressure`, `constant-volume`); `unread`: both entries'
    `unread_tokens`, read once by `unread_apart`."""
    if not one_slot_apart(reference, test):
        return None
    pairs = [{(m[1].lower(), m[2].lower()) for m in _HYPHENATED.finditer(fold_accents(x or ""))} for x in (reference, test)]
    for a in pairs[0]:
        for b in pairs[1]:
            k = 1 if a[0] == b[0] else 0 if a[1] == b[1] else None
            if k is not None and a[k] != b[k] and a[k] in unread[0] and b[k] in unread[1]:
                return (a[k],), (b[k],)
    return None


def one_slot_apart(reference: str, test: str) -> bool:
    """Two entries word for word alike but one word (`2D`/`3D XRD`, `Cu`/`Co Kα XRD`): the word in that slot says
    which variant of the one measurement each is, as a designating letter does (`lettered_variants`)."""
    ref, tst = (normalize(fold_accents(x or "")).split() for x in (reference, test))
    return len(ref) == len(tst) and sum(a != b for a, b in zip(ref, tst, strict=True)) == 1


def one_sided_qualifier(reference: str, test: str) -> tuple[str, tuple[str, ...]] | None:
    """(the side, its words) when one entry qualifies the technique both read with words the other does not write
    and the rules do not read (`oscillatory rheometry` beside `rheometry`): narrower or broader, more detail or
    another kind, which the two entries alone cannot settle. None when neither or both do."""
    ref, tst = own_qualifier(reference, test), own_qualifier(test, reference)
    if bool(ref) == bool(tst):
        return None
    return ("reference", ref) if ref else ("test", tst)


def own_qualifier(entry: str, other: str) -> tuple[str, ...]:
    """The words `entry` qualifies its technique with, before its name, that `other` does not write and the rules do
    not read (`ABF` of `ABF-STEM` beside `HAADF-STEM`, `ex` of `ex situ XRD` beside `in situ XRD`): an entry read as
    a parent technique that writes one is a kind of it in its own right, not the bare parent (CHMO files the imaging
    modes of one microscope as siblings under it; ISO 15932 names each by its detector). Empty when there is none."""
    other_words = set(normalize(other).split())
    own = tuple(w for w in leading_qualifier(entry) if w not in other_words and w in dropped_words(entry))
    return own if _written_as_modifier(own, entry) else ()


def _written_as_modifier(words: tuple[str, ...], text: str) -> bool:
    """The last qualifier word is written before another word with only a space or hyphen between (`DC B-H loop`), as
    a modifier is; not closed by a quote, colon or bracket (`"item": "XRD"`), which ends a phrase of its own."""
    return bool(words) and re.search(rf"{re.escape(words[-1])}[^\W_]*[\s\-‐‑–]+[^\W_]", fold_accents(text), re.I) is not None


# nouns that name the kind of measurement, not what it measures (`reflectance spectroscopy`: reflectance)
_KIND_NOUNS = frozenset({"spectroscopy", "spectrometry", "spectrophotometry", "spectra", "spectrum"})


def _content_words(text: str) -> frozenset[str]:
    return frozenset(_words_outside(normalize(fold_accents(text)), lexicon_index()["generic"] | CONNECTIVES | _KIND_NOUNS))


def _words_outside(normalized: str, ignored: frozenset[str] | set[str]) -> list[str]:
    """The words of a normalized entry, activity words aside, that are not `ignored` and longer than one letter: the one
    word filter of `dropped_words` and `nested_words_decision`."""
    return [w for w in without_activity_words(normalized).split() if w not in ignored and len(w) > 1]


def nested_words_decision(reference: str, test: str) -> Decision | None:
    """Two entries the lexicon reads apart where every word one measures by is written by the other, which writes
    more (`reflectance spectroscopy` within `UV-vis-NIR reflectance`): the other names a narrower form or a kind, which
    proves no other technique (issue 26: narrower or broader answers neither way); a guess of another, never proof."""
    if too_long(reference, "technique") or too_long(test, "technique"):
        return None
    ref, tst = _content_words(reference), _content_words(test)
    if not ref or not tst or not (ref < tst or tst < ref):
        return None
    narrow, broad = (test, reference) if ref < tst else (reference, test)
    why = f"every word {broad!r} measures by is written by {narrow!r}: a narrower form or another kind, which the rules cannot tell"
    return Decision(False, "nested-words", why, certain=False)


# A number and its unit written in a technique's entry: a setting of it (a wavelength, a voltage, a frequency).
_SETTING = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*(nm|µm|μm|mm|kV|keV|MeV|eV|MHz|GHz|kHz|Hz|mT|T|K|°C|W|kW)(?![\w/])")


def other_settings(reference: str, test: str) -> tuple[str, str] | None:
    """(reference's, test's settings) when both entries state a setting in one unit and share no value of it
    (`365 nm` against `436 nm`): a quantity's value is its number and unit (ISO 80000-1:2022, 3.19), so two values
    of one quantity are two settings, another variant of the measurement. None otherwise."""
    ref, tst = (_settings(x) for x in (reference, test))
    for unit in sorted(ref.keys() & tst.keys()):
        if not ref[unit] & tst[unit]:
            return f"{'/'.join(sorted(ref[unit]))} {unit}", f"{'/'.join(sorted(tst[unit]))} {unit}"
    return None


def _settings(text: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for number, unit in _SETTING.findall(text):
        found.setdefault(unit.replace("μ", "µ"), set()).add(str(float(number.replace(",", "."))))
    return found


# words after which a standard names a variant by a letter or a roman numeral (`method A`, `type D`, `mode II`)
_DESIGNATING = frozenset({"type", "method", "mode", "scale", "procedure", "class", "part"})
_ROMAN = frozenset({"i", "ii", "iii", "iv"})
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def lettered_variants(reference: str, test: str) -> tuple[str, str] | None:
    """(one letter, the other) when two entries are word for word one apart from a designating letter: a letter
    fixed to the noun it names a kind of (`A-scan`/`C-scan`, ASTM E1316 ultrasonic presentations; `K-edge`/`L-edge`,
    the IUPAC X-ray level notation; `V-notch`/`U-notch`, ISO 148-1) or written after `type`, `method`, `mode`, `scale`
    (ASTM D2240 durometer types, ASTM D3359 methods A and B, fracture modes I, II and III). Standards name the
    variants of one test so, and two letters in one slot are two variants: siblings, never one measurement. Not a
    letter before another letter (`I-V`, `J-V` curves name one quantity each way), nor notes in brackets."""
    ref, tst = (normalize(_BRACKETED.sub(" ", fold_accents(x or ""))).split() for x in (reference, test))
    if len(ref) != len(tst) or not ref:
        return None
    apart = [k for k in range(len(ref)) if ref[k] != tst[k]]
    if len(apart) != 1:
        return None
    k = apart[0]
    a, b = ref[k], tst[k]
    roman = a in _ROMAN and b in _ROMAN
    if not roman and not (len(a) == len(b) == 1 and a.isalpha() and b.isalpha()):
        return None
    after_word = k > 0 and ref[k - 1] in _DESIGNATING
    fixed = k + 1 < len(ref) and len(ref[k + 1]) >= 3 and ref[k + 1].isalpha() and not roman
    if not after_word and not (fixed and all(_hyphened(x, y, ref[k + 1]) for x, y in ((reference, a), (test, b)))):
        return None
    return a.upper(), b.upper()


def _hyphened(text: str, letter: str, noun: str) -> bool:
    """The letter is written fixed to the noun by a hyphen (`C-scan`), as a designation is."""
    return re.search(rf"(?<![^\W_]){re.escape(letter)}[\-‐‑–]{re.escape(noun)}", fold_accents(text), re.I) is not None


# the current I against its density J = I/A before a voltage (`I-V`, `J-V`), or in words (`current density-voltage`)
_CURRENT_SYMBOL = re.compile(r"(?<![^\W_])[IiJj](?=\s*[-‐‑–/]\s*[Vv](?![^\W_]))")
_CURRENT_DENSITY = re.compile(r"\bcurrent[\s-]+density\b", re.IGNORECASE)


def current_or_density(reference: str, test: str) -> bool:
    """Two entries word for word one apart from the current (`I-V curve`, `current-voltage`) against the current
    density (`J-V curve`, `current density-voltage`): IUPAC Green Book 3rd ed. 2.3 writes the electric current I and
    its density j (J) = I/A, so both sweep one device's current against its voltage, divided by the area or not (IEC
    60904-1 reports a solar cell's I-V so). One measurement is the best guess, never proof: a dark I-V of a junction
    and a J-V under light are two sweeps of it."""
    folded = [normalize(_CURRENT_DENSITY.sub("current", _CURRENT_SYMBOL.sub("I", fold_accents(x or "")))) for x in (reference, test)]
    return bool(folded[0]) and folded[0] == folded[1] and normalize(reference or "") != normalize(test or "")


# an element's symbol before an X-ray absorption edge (`Fe K-edge`, `Mn L2,3-edge`; IUPAC X-ray level notation)
_EDGE_ELEMENT = re.compile(r"(?<![^\W_])([A-Z][a-z]?)[\s-]+(?:K|L[123]?|L2,3|M[1-5]?|M4,5)[\s‐‑–-]*edge\b")


def edge_elements(reference: str, test: str) -> tuple[str, str] | None:
    """(one element, the other) when each entry names the absorption edge of another element (`Fe K-edge XANES`,
    `Co K-edge XANES`): an edge is a core level of the absorbing atom (IUPAC, Jenkins et al., Pure Appl. Chem. 63, 735
    (1991), X-ray level notation), so two elements' edges are two spectra, never one measurement."""
    found = [{m[1] for m in _EDGE_ELEMENT.finditer(fold_accents(x or ""))} for x in (reference, test)]
    if any(len(f) != 1 for f in found) or found[0] == found[1]:
        return None
    from pymatgen.core.periodic_table import Element

    a, b = next(iter(found[0])), next(iter(found[1]))
    return (a, b) if all(Element.is_valid_symbol(x) for x in (a, b)) else None


# the radiation a technique uses or counts, by its names (ISO 5576 non-destructive testing vocabulary: X- and gamma
# radiography; IUPAC Gold Book: alpha, beta and gamma spectrometry of the radiation a nuclide emits)
_RADIATIONS = (
    ("x-ray", r"x[\s‐‑–-]*rays?|röntgen"),
    ("gamma", r"(?:γ|gamma)(?:[\s‐‑–-]*rays?)?"),
    ("alpha", r"(?:α|alpha)(?:[\s‐‑–-]*particles?)?"),
    ("beta", r"(?:β|beta)(?:[\s‐‑–-]*particles?)?"),
    ("neutron", r"neutrons?"),
)
_RADIATION = re.compile("|".join(rf"(?P<{kind.replace('-', '_')}>(?<![^\W_]){names}(?![^\W_]))" for kind, names in _RADIATIONS), re.IGNORECASE)


def other_radiations(reference: str, test: str) -> tuple[str, str] | None:
    """(one radiation, the other) when two entries are word for word one apart from the radiation they use or count
    (`X-ray tomography`, `γ-ray tomography`; `α-spectrometry`, `γ-spectrometry`): another source or another decay
    measured, two techniques of one name (ISO 5576; IUPAC Gold Book), whatever a reading that drops a Greek letter
    says. None unless each names exactly one."""
    kinds, rest = [], []
    for text in (reference, test):
        found = [m.lastgroup for m in _RADIATION.finditer(text or "")]
        if len(found) != 1:
            return None
        kinds.append(found[0].replace("_", "-"))
        rest.append(normalize(_RADIATION.sub(" ", text or "")))
    return (kinds[0], kinds[1]) if kinds[0] != kinds[1] and rest[0] == rest[1] else None
