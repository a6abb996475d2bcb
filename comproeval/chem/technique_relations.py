"""How technique entries relate beyond one-to-one matching: an entry naming several measurements (an instrument,
`SEM-EDS`), a broader technique, a measuring mode, an acronym that fields read several ways."""

from __future__ import annotations

from functools import lru_cache

from .alignment import entry_parts
from .data import load_lexicon
from .technique_acronym_senses import vocabulary_senses
from .technique_index import lexicon_index, normalize
from .techniques import (
    MATCH_THRESHOLD,
    SAME_CONCEPT,
    comparable_concepts,
    concept_similarity,
    exact_readings,
    instrument_reading,
    same_technique,
    technique_concepts,
    without_activity_words,
)
from .text import too_long


class TechniqueParts:
    """How one technique entry satisfies several ground-truth entries (`alignment.Shares`): by its worded parts
    (`SEM with EDS`), else by the concepts it names or an instrument measures (`SEM-EDS`; PPMS: resistivity,
    magnetization, heat capacity), one ground-truth entry per concept. An instrument also stands for each broader
    class of what it measures (an LCR meter for `dielectric measurement` and `impedance measurement`): an instrument
    that makes exactly the measurement is that technique, whichever of its names the ground truth writes."""

    def parts(self, test: str) -> frozenset[str]:
        return frozenset(entry_parts(test)) or frozenset(_several(test)) | instrument_measurements(test)

    def uses(self, reference: str, test: str) -> frozenset[str]:
        if worded := entry_parts(test):
            return frozenset(p for p in worded if same_technique(reference, p))
        ref = technique_concepts(reference)
        several = frozenset(c for c in _several(test) if any(concept_similarity(r, c) >= MATCH_THRESHOLD for r in ref))
        return several | (instrument_measurements(test) & frozenset(ref))


def _several(test: str) -> tuple[str, ...]:
    concepts = exact_readings(test)[0]
    return concepts if len(concepts) > 1 else ()


def instrument_measurements(text: str) -> frozenset[str]:
    """The measurements an instrument entry makes (`instruments.json` `measures`, from each class's definition)
    with the broader classes of each (`impedance spectroscopy` above `dielectric spectroscopy`); empty when the
    entry names no instrument, or several things (`XRD and LCR meter`)."""
    if too_long(text or "", "technique") or entry_parts(text or "") or not instrument_reading(text)[0]:
        return frozenset()
    measured = exact_readings(text)[0]
    ancestors = lexicon_index()["ancestors"]
    return frozenset(measured).union(*(ancestors[c] for c in measured))


def measures_each(test: str, references: list[str]) -> bool:
    """True when the instrument `test` names makes each reference's measurement, or a kind of it."""
    made = instrument_measurements(test)
    return bool(made) and all(made & frozenset(technique_concepts(r)) for r in references)


def multi_purpose_instrument(text: str) -> bool:
    """An instrument that makes several measurements (PPMS, a source meter): naming it does not say which it made."""
    if too_long(text or "", "technique"):
        return False
    instrument, multi = instrument_reading(text)
    return instrument and multi


def broader_reading(reference: str, test: str) -> tuple[str, bool] | None:
    """(the test's concept, whether the reference is a variant of it: its direct parent, itself a kind of something)
    when the test names a more general technique. A root class (`electrochemical measurement` for `EIS`) is no proof."""
    ref_concepts, test_concepts = comparable_concepts(reference, test)
    if not ref_concepts or not test_concepts:
        return None
    tier, r, t = max(((concept_similarity(r, t), r, t) for r in ref_concepts for t in test_concepts), key=lambda x: x[0])
    if tier >= SAME_CONCEPT or t not in lexicon_index()["ancestors"][r]:
        return None
    concepts = lexicon_index()["concepts"]
    return t, t in (concepts.get(r, {}).get("broader") or []) and bool(concepts.get(t, {}).get("broader"))


def measuring_mode(reference: str, test: str) -> str | None:
    """The technique one entry names when the other names a measuring mode of it (`PL mapping` of `PL`): the same
    measurement, but whether the paper meant the mode is not settled by the two entries alone."""
    ref_concepts, test_concepts = comparable_concepts(reference, test)
    concepts, ancestors = lexicon_index()["concepts"], lexicon_index()["ancestors"]
    for r in ref_concepts:
        for t in test_concepts:
            for mode, parent in ((r, t), (t, r)):
                if concepts[mode].get("mode") and parent in ancestors[mode]:
                    return concepts[parent]["label"]
    return None


@lru_cache(maxsize=1)
def _acronym_readings() -> dict[str, tuple[str, ...]]:  # acronyms as written (`CA`), names in words by lexicon form
    cited = load_lexicon("technique_words")["several_readings"]["acronyms"]
    vocabularies = vocabulary_senses()  # acronyms a curated concept claims that another vocabulary gives elsewhere too
    return _chmo_acronym_readings() | vocabularies | {k if k.isupper() else normalize(k): tuple(v) for k, v in cited.items()}


def _chmo_acronym_readings() -> dict[str, tuple[str, ...]]:
    """Acronyms CHMO gives to two or more methods (`ELS`: electron energy-loss spectroscopy, electrophoretic light
    scattering, evaporative light scattering detection) that no curated concept claims: the acronym alone names none."""
    techniques = load_lexicon("techniques")
    curated = {normalize(t) for c in techniques["concepts"].values() for t in c["terms"]} | {normalize(t) for t in techniques["exact_only_terms"]}
    methods: dict[str, dict[str, str]] = {}
    for chmo_id, entry in load_lexicon("chmo_techniques")["concepts"].items():
        if not entry.get("instrument"):
            for term in entry.get("exact_terms", []):
                methods.setdefault(term, {})[entry.get("same_as", chmo_id)] = entry["label"]
    return {term: tuple(sorted(set(by.values()))) for term, by in methods.items() if len(by) > 1 and normalize(term) not in curated}


def several_readings(text: str) -> tuple[str, ...]:
    """The techniques an acronym (`AES`) or a short name (`Kelvin probe`) alone may name when fields read it several ways."""
    readings = _acronym_readings()
    written = (text or "").strip()
    # an acronym as written with a word saying it was used (`OTR measurement`): the acronym's readings, case kept
    acronym = " ".join(w for w in written.split() if without_activity_words(w.lower()))
    return readings.get(written) or readings.get(acronym) or readings.get(without_activity_words(normalize(written)), ())


@lru_cache(maxsize=1)
def _facets() -> dict[str, dict[str, frozenset[str]]]:
    """Per parent concept, its axes of classification and the kinds on each (`data/technique_facets.json`)."""
    raw = load_lexicon("technique_facets")["facets"]
    return {parent: {axis: frozenset(kinds) for axis, kinds in axes.items() if not axis.startswith("_")} for parent, axes in raw.items()}


def cross_classified(reference: tuple[str, ...], test: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(parent, one axis, the other) when the two readings are kinds of one parent on two axes of its classification
    (`potentiometric titration`: how the end point is found; `acid-base titration`: what is titrated): one
    measurement may be both, so the flat hierarchy's sibling proves nothing. None for kinds on one axis."""
    ancestors = lexicon_index()["ancestors"]
    for parent, axes in _facets().items():
        ref_axes = {axis for axis, kinds in axes.items() for c in reference if {c, *ancestors.get(c, ())} & kinds}
        test_axes = {axis for axis, kinds in axes.items() for c in test if {c, *ancestors.get(c, ())} & kinds}
        if len(ref_axes) == 1 and len(test_axes) == 1 and ref_axes != test_axes:
            label = load_lexicon("technique_facets")["facets"][parent].get("_label", parent)
            return label, next(iter(ref_axes)), next(iter(test_axes))
    return None


@lru_cache(maxsize=1)
def _guesses() -> dict[tuple[str, str], bool]:
    """(kind, sibling) -> the same measurement or not, both ways (`data/technique_kinds.json` `guesses`)."""
    pairs: dict[tuple[str, str], bool] = {}
    for kind, entry in load_lexicon("technique_kinds")["kinds"].items():
        for other, relation in entry.get("guesses", {}).items():
            pairs[kind, other] = pairs[other, kind] = relation == "same"
    return pairs


def guessed_relation(reference: tuple[str, ...], test: tuple[str, ...]) -> tuple[bool, str, str] | None:
    """(the same measurement is the better guess, one kind's label, the other's) when a name of one side is used in
    the fields for the other side's kind or its sibling (a laser particle size analyser; apparent density): a guess."""
    pairs, concepts = _guesses(), lexicon_index()["concepts"]
    found = [(pairs[r, t], concepts[r]["label"], concepts[t]["label"]) for r in reference for t in test if (r, t) in pairs]
    return found[0] if len(reference) == 1 and len(test) == 1 and found else None


@lru_cache(maxsize=4096)
def coupled_parts(concept_id: str) -> tuple[str, ...]:
    """The techniques a hyphenated (coupled) technique joins, from its label (`thermogravimetry-mass spectrometry`:
    TGA, MS): the IUPAC Compendium of Analytical Nomenclature (Orange Book, 3rd ed., 1998) and ICTAC nomenclature
    name a coupled technique by the names of its parts joined by a hyphen, and it is a technique of its own (an evolved
    gas or an eluate analysed on line). Empty when the label is not two technique names joined so, or joins a
    process and its reverse (`sorption-desorption`: one isotherm, ISO 9277)."""
    index = lexicon_index()
    label = index["concepts"].get(concept_id, {}).get("label", "")
    for i, char in enumerate(label):
        if char == "-" and 0 < i < len(label) - 1 and label[i - 1] != " " and label[i + 1] != " ":
            if label[i + 1 :].split()[0].endswith(label[:i].split()[-1]):
                continue
            left, right = (index["phrases"].get(normalize(side)) for side in (label[:i], label[i + 1 :]))
            if left and right and concept_id not in (left, right) and left != right:
                return left, right
    return ()


def coupled_against_part(reference: tuple[str, ...], test: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(the side naming a coupled technique, its label, the part's label) when one entry names a hyphenated technique
    (TG-FTIR, TG-MS, LC-MS) and the other one of its parts alone, or a kind of it (TGA): the part is one half of the
    coupled measurement, which whether the paper meant is not settled by the two entries (never proof either way)."""
    if len(reference) != 1 or len(test) != 1:
        return None
    concepts, ancestors = lexicon_index()["concepts"], lexicon_index()["ancestors"]
    for side, coupled, other in (("reference", reference[0], test[0]), ("test", test[0], reference[0])):
        if other == coupled or coupled in ancestors[other] or coupled_parts(other):
            continue
        for part in coupled_parts(coupled):
            if other == part or other in ancestors[part] or part in ancestors[other]:
                return side, concepts[coupled]["label"], concepts[part]["label"]
    return None
