"""Family decisions of names read by the chemistry family readers: open families, composites, siblings and analogues,
structure types, short forms, products, copolymers, formula systems and the vocabularies of `vocabulary_decision`.

The decisions on stated dopants are `family_dopant_decisions`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...chem import (
    family_composite_words,
    family_composites,
    family_copolymers,
    family_element_notations,
    family_glass_fibres,
    family_hypernyms,
    family_kinds,
    family_metal_class,
    family_open,
    family_polymer_classes,
    family_products,
    family_siblings,
    family_zirconia,
)
from ...chem.decision import Decision
from ...chem.family_descriptors import structure_labels
from ...chem.family_formulas import other_base_systems
from ...chem.formula.family_tree import read_family
from ...chem.formula.short_forms import abbreviates
from .family_dopant_decisions import doped_member_guessed


def open_member_decision(reference: str, test: str) -> Decision | None:
    """An open family (`BaTiO3-based`, `doped CeO2`) against a formula holding its host's elements and more: a
    member is the best guess; a structure type (`NaZn13-type`) against other elements proves nothing either way."""
    if (found := family_open.open_member(reference, test)) is None:
        return None
    name, host, holds = found
    if holds:
        why = f"{name} admits added or substituted elements and the other holds all of {host.formula}'s: a member is the best guess"
        return Decision(True, "open-family-member", why, certain=False)
    if host.mark == "type":
        why = f"{name} names a structure type: other elements may fill it, so they prove nothing"
        return Decision(False, "structure-type-elements", why, certain=False)
    return None


def composite_part_decision(reference: str, test: str) -> Decision | None:
    """Two composite names that differ in one identified part (`family_composites`): the best guess only."""
    if (found := family_composites.other_part(reference, test)) is None:
        return None
    kin, ref_part, test_part = found
    if kin:
        why = f"{test_part!r} and {ref_part!r} are fillers of one family, the rest of the composites alike: the same family is the best guess"
        return Decision(True, "composite-filler-family", why, certain=False)
    why = f"the composites share their other parts but hold {ref_part!r} and {test_part!r}: other composites are the best guess"
    return Decision(False, "composite-other-part", why, certain=False)


def analogue_decision(reference: str, test: str) -> Decision | None:
    """One name an analogue (or a likeness) of what the other names plainly (`chem.family_siblings.analogue_of`)."""
    if (name := family_siblings.analogue_of(reference, test)) is None:
        return None
    why = f"one name marks {name!r} as an analogue or a likeness, the other names {name!r} itself: a sibling, another family is the best guess"
    return Decision(False, "analogue-of", why, certain=False)


def structure_label_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """Names that write Strukturbericht designations (`FeAl (B2)`, `chem.family_descriptors.structure_labels`): other
    designations on both sides are other ordered phases; else the names without them decide, a label on one side
    only leaving the verdict unproven (more detail, or a phase the other did not say)."""
    (ref_labels, ref_rest), (test_labels, test_rest) = structure_labels(reference), structure_labels(test)
    if not ref_labels and not test_labels:
        return None
    if ref_labels and test_labels and not ref_labels & test_labels:
        said = f"{', '.join(sorted(ref_labels))} against {', '.join(sorted(test_labels))}"
        why = f"other Strukturbericht structure types ({said}): other phases, another family is the best guess"
        return Decision(False, "other-structure", why, certain=False)
    inner = explain(ref_rest, test_rest)
    if inner.certain and ref_labels != test_labels:
        return Decision(inner.match, inner.basis, f"{inner.why or inner.basis}; a structure type is stated on one side only", certain=False)
    return inner


# Each sibling reading of `chem.family_siblings`: what it finds, the basis, and why another family is the best guess.
_SIBLING_READINGS = (
    (
        family_siblings.sibling_modifiers,
        "sibling-values",
        lambda r, t, v: f"{r} and {t} fill one attribute with other values ({v}): sibling kinds, another family is the best guess",
    ),
    (
        family_siblings.sibling_heads,
        "sibling-values",
        lambda r, t, v: f"{r} and {t} end in sibling class nouns ({v}): other kinds of solid, another family is the best guess",
    ),
    (
        family_kinds.other_kinds,
        "sibling-values",
        lambda r, t, v: f"{r} and {t} hold other kinds of one attribute ({v}): sibling kinds, another family is the best guess",
    ),
    (
        family_kinds.metal_or_alloy,
        "sibling-values",
        lambda r, t, v: f"{r} and {t} name a pure metal and an alloy of it ({v}, ASM): another family is the best guess",
    ),
    (
        family_kinds.joint_or_alloy,
        "joint-or-alloy",
        lambda r, t, v: f"{r} and {t} name {v} (AWS A3.0): two metals joined are no alloy of them, another family is the best guess",
    ),
    (
        family_composites.composite_against_part,
        "composite-and-part",
        lambda r, t, v: f"one of {r} and {t} is a composite of {v[0]!r} and {v[1]!r}, the other names {v[0]!r} alone: another material",
    ),
    (
        family_siblings.free_of,
        "free-of",
        lambda r, t, v: f"one of {r} and {t} is free of {v}, the other made with it: another family is the best guess",
    ),
    (
        family_siblings.whole_class,
        "whole-class",
        lambda r, t, v: f"{t} names the whole class of {v} materials, broader than {r}: too broad for a family",
    ),
    (
        family_siblings.property_class,
        "property-class",
        lambda r, t, v: f"{t} names a class by a property ({v}), broader than {r}, named by its chemistry: too broad",
    ),
)


def sibling_decision(reference: str, test: str) -> Decision | None:
    """Sibling kinds (`closed-cell`, `open-cell` foams; `polymorphs`, `cocrystals`) or a test naming only a property
    class (`conductive textiles`) for a family named by its chemistry (`chem.family_siblings`): another family is
    the best guess, never proof."""
    for find, basis, say in _SIBLING_READINGS:
        if (found := find(reference, test)) is not None:
            return Decision(False, basis, say(reference, test, found), certain=False)
    return None


def _name_words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,;]+", text) if w]


def short_form_decision(reference: str, test: str) -> Decision | None:
    """Two names alike but for one short form on one side and a run of words on the other that it abbreviates
    (`CBZ cocrystals`, `carbamazepine cocrystals`; Schwartz & Hearst 2003, `chem.formula.short_forms`): the same
    family is the best guess, never proof (two phrases can share a short form)."""
    for short_name, long_name in ((reference, test), (test, reference)):
        short, long = _name_words(short_name), _name_words(long_name)
        lowered = [w.lower() for w in long]
        left = [w for w in short if w.lower() not in lowered]
        if len(left) != 1 or not re.fullmatch(r"[A-Z][A-Z0-9]{1,7}s?", left[0]):
            continue
        kept = {w.lower() for w in short}
        run = [i for i, w in enumerate(lowered) if w not in kept]
        if run and _defined_otherwise(left[0].rstrip("s"), " ".join(long[run[0] : run[-1] + 1])):
            continue  # `PET` against `polyesters`: the vocabulary's symbol of another name, no short form of this one
        if run and run == list(range(run[0], run[-1] + 1)) and (how := abbreviates(left[0].rstrip("s"), " ".join(long[run[0] : run[-1] + 1]))):
            return Decision(True, "short-form", f"{how}; the rest of the names alike: the same family is the best guess", certain=False)
    return None


def _defined_otherwise(short: str, words: str) -> bool:
    """The built-in vocabulary defines `short` (an ISO 1043-1 symbol, `PET`) and `words` name another concept or none:
    a defined abbreviation stands for its definition (ACS Style Guide: define an abbreviation once, then use it so)."""
    defined = read_family(short)
    if defined is None or defined.member:
        return False
    spelled = read_family(words)
    return spelled is None or spelled.concept != defined.concept


def product_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """One name a product (`NAO brake pads`) of the class of material the other names (`NAO friction materials`,
    `chem.family_products`): when the names then relate as one family, the same family is the best guess."""
    for product, other in ((test, reference), (reference, test)):
        if (as_class := family_products.as_class(product)) is None or family_products.as_class(other) is not None:
            continue
        if (read := explain(as_class, other)).match:
            why = f"{product!r} names a product of the material class in {as_class!r}: {read.why or read.basis}; the same family is the best guess"
            return Decision(True, "product-of-class", why, certain=False)
    return None


# An element symbol hyphenated before a name (`K-struvite`, `Sr-hydroxyapatite`): the analogue in which that element
# takes a site (IMA-CNMNC suffix rule, Hatert et al., Mineral. Mag. 77 (2013) 1: `struvite-(K)` is another species).
_ELEMENT_PREFIX = re.compile(
    r"^\s*(?P<symbol>[A-Z][a-z]?)-(?!(?:based|type|rich|doped|free|containing|bearing|modified|substituted|deficient)\b)(?=[a-z]{3,})"
)


def unproven_equivalence(reference: str, test: str) -> str | None:
    """Why a family equivalence read from formulas is not proof, or None: two written compositions of one system
    with other amounts (`WC-12Co`, `WC-10Co`; `Fe-28Al`, `Fe-40Al`: one system, but other members or other phases),
    or an element symbol put before one name only, an element the other name does not hold (`K-struvite`)."""
    from ...chem import formula

    ref, tst = formula.parse_composition(reference), formula.parse_composition(test)
    if ref is not None and tst is not None and not (ref.qualifiers or tst.qualifiers) and set(ref.elements) == set(tst.elements):
        if _fractions(ref.elements) != _fractions(tst.elements) and _amounts_apart(reference, test):
            return f"{reference} and {test} write one system with other amounts: the same family, or other members or phases"
    if other_base_systems(reference, test):  # base metal first in an alloy system, alphabetical in a phase diagram
        return f"{reference} and {test} name one system of metals from other base metals: another alloy family, or one system"
    for named, other in ((reference, test), (test, reference)):
        prefix = _ELEMENT_PREFIX.match(named)
        if prefix is None or _ELEMENT_PREFIX.match(other):
            continue
        held = formula.parse_composition(other)
        if held is None or prefix["symbol"] not in held.elements:
            return f"{named} puts {prefix['symbol']} before the name: the same family, or its {prefix['symbol']} analogue"
    return None


def _amounts_apart(one: str, other: str) -> bool:
    """The two are written alike but for the numbers in them (`WC-12Co`, `WC-10Co`): amounts stated on both sides,
    never a component's amount written on one side only (`PMN-PT`, `PMN-0.3PT`)."""
    skeletons = [re.sub(r"[\s\u2010-\u2015−-]+", "-", re.sub(r"\d+(?:\.\d+)?", "#", text.strip())) for text in (one, other)]
    return "#" in skeletons[0] and skeletons[0] == skeletons[1]


def _fractions(amounts: dict) -> dict:
    total = sum(amounts.values()) or 1.0
    return {element: round(amount / total, 4) for element, amount in amounts.items()}


# A source is one molecule or polymer: a guess that its two spellings are one counts only when one spells the
# other (`PAA`, poly(acrylic acid): initials or a short form); the same elements (two fluoro-olefins) or a formula placeholder
# read into an abbreviation (`VA` against `VAc`) are family-level guesses, not one monomer.
_SPELLING_GUESSES = frozenset({"acronym-initials", "short-form", "abbreviated-word"})


def copolymer_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """Two source-based copolymer names (`chem.family_copolymers`; IUPAC, Pure Appl. Chem. 57 (1985) 1427): another
    kind of joining or number of sources is another polymer; the same sources the same polymer; otherwise each pair
    of differing sources (a backbone, a graft, a comonomer) is judged as a family of its own and the weakest decides."""
    if (compared := family_copolymers.copolymer_comparison(reference, test)) is None:
        return None
    relation, pairs = compared
    if relation == "other-joining":
        why = f"{reference} and {test} join their sources otherwise (graft, block or one chain) or join other numbers of sources: another polymer"
        return Decision(False, "other-copolymer", why)
    if relation == "same-sources":
        return Decision(True, "same-copolymer", f"{reference} and {test} join the same sources the same way: one copolymer")
    verdicts = [(one, other, explain(one, other)) for one, other in pairs]
    said = "; ".join(f"{one} against {other}: {verdict.why or verdict.basis}" for one, other, verdict in verdicts)
    if any(not verdict.match and verdict.certain for _, _, verdict in verdicts):
        return Decision(False, "other-copolymer", f"another source of the copolymer ({said}): another polymer")
    if all(verdict.match and (verdict.certain or verdict.basis in _SPELLING_GUESSES) for _, _, verdict in verdicts):
        certain = all(verdict.certain for _, _, verdict in verdicts)
        return Decision(True, "same-copolymer", f"the sources that differ in wording name one material ({said})", certain=certain)
    return Decision(False, "other-copolymer", f"another source of the copolymer is the best guess ({said})", certain=False)


def vocabulary_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """The readings tried when no rule relates two names, each from a general source and each a best guess: polymer
    class names (`chem.family_polymer_classes`), the class word `metal` (`chem.family_metal_class`), composites
    named in words (`chem.family_composite_words`), narrower class nouns (`chem.family_hypernyms`), zirconia
    designations (`chem.family_zirconia`), glass-fibre letters (`chem.family_glass_fibres`), words of element symbols and cell diagrams
    (`chem.family_element_notations`), and a doped test
    whose host the reference names."""
    if (polymer := family_polymer_classes.polymer_class_relation(reference, test)) is not None:
        return Decision(polymer[0], "polymer-class-name", polymer[1], certain=False)
    if why := family_metal_class.metal_member(reference, test, explain) or family_metal_class.metal_before_anion(reference, test, explain):
        return Decision(True, "metal-class-member", why, certain=False)
    if why := family_composite_words.composite_in_words(reference, test, explain):
        return Decision(True, "composite-in-words", why, certain=False)
    if why := family_hypernyms.narrower_noun(reference, test, explain):
        return Decision(True, "narrower-class-noun", why, certain=False)
    if why := family_zirconia.zirconia_designation(reference, test, explain):
        return Decision(True, "zirconia-designation", why, certain=False)
    if why := family_glass_fibres.glass_fibre_designation(reference, test, explain):
        return Decision(True, "glass-fibre-designation", why, certain=False)
    if why := family_element_notations.symbol_word(reference, test):
        return Decision(True, "symbol-word", f"{why}: the same family is the best guess", certain=False)
    if why := family_element_notations.cell_couple(reference, test, explain):
        return Decision(True, "cell-couple", why, certain=False)
    return doped_member_guessed(reference, test, explain)
