"""How the rules reached each verdict, and whether they could prove it.

Every comparison the rules judge makes becomes a `Decision`: the verdict,
a short stable `basis` code, one human sentence (`why`), and `certain`.
A verdict is certain when the rules can prove it either way: both sides
parse to compositions that are equal or differ in elements or amounts;
pint resolves both units; a lexicon or formula identity holds; both values
parse. It is uncertain when the rules only guess: a label or name they
cannot parse, a paraphrase outside every lexicon, a fuzzy spelling match.
The hybrid judge asks an LLM about the uncertain ones only, and the
reconciler lets no LLM overturn a certain one.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..chem import compounds, formula, lexicon, methods, techniques, units
from ..chem.alignment import entry_parts
from ..chem.quantities import compare_quantities
from ..chem.text import MAX_CHARS, too_long
from ..chem.values import parse_value, values_match

T = TypeVar("T")
# the basis of a technique written as a variant of the test's (`FE-SEM` for `SEM`): the same technique, proven
VARIANT = "technique-variant"


def remembered(explain: Callable[..., T]) -> Callable[..., T]:
    """`explain` remembered per pair of entries: the rules are pure functions of the two texts, and papers repeat
    the same entries (XRD, SEM, TiO2) across items and models. Unhashable input (a malformed list) is computed."""
    cached = functools.lru_cache(maxsize=1 << 16)(explain)

    @functools.wraps(explain)
    def explained(*args: Any) -> T:
        try:
            return cached(*args)
        except TypeError:
            return explain(*args)

    return explained


@dataclass(frozen=True)
class Decision:
    match: bool
    basis: str
    why: str | None = None
    certain: bool = True

    def explanation(self) -> dict[str, Any]:
        """The verdict-entry fields of this decision (`certain` only when false: true is the default)."""
        return {"basis": self.basis, "why": self.why, "certain": None if self.certain else False}


def _blank(text: Any) -> bool:
    return text is None or not str(text).strip()


def _too_long(reference: Any, test: Any, kind: str, same: Any = None) -> Decision | None:
    """Text over chem's parse limit for its kind (`chem.text.too_long`): chem compares it as plain text, and so says this."""
    if too_long(str(reference or ""), kind) or too_long(str(test or ""), kind):
        if same is None:
            same = " ".join(str(reference or "").split()).lower() == " ".join(str(test or "").split()).lower()
        return Decision(bool(same), "too-long", f"longer than {MAX_CHARS[kind]} characters: compared as plain text", certain=False)
    return None


def _missing(reference: Any, test: Any, match: bool) -> Decision | None:
    if _blank(reference) or _blank(test):
        side = "both sides" if _blank(reference) and _blank(test) else ("the ground truth" if _blank(reference) else "the test")
        return Decision(match, "missing", f"nothing given by {side}")
    return None


@remembered
def explain_unit(reference: Any, test: Any) -> Decision:
    """Units: pint decides whenever it reads both sides; a note beside a unit must be read too."""
    comparison = units.compare_units(reference, test)
    if early := _missing(reference, test, comparison.match) or _too_long(reference, test, "unit", comparison.match):
        return early
    return Decision(comparison.match, comparison.basis, comparison.why, comparison.certain)


@remembered
def explain_family(reference: Any, test: Any) -> Decision:
    """Families: a known equivalence is proof; a mismatch is proof only when both sides' elements are known and differ."""
    same = formula.same_family(reference, test)  # once: it compares every pair of the sides' alternatives
    if early := _missing(reference, test, same) or _too_long(reference, test, "formula", same):
        return early
    if " ".join(str(reference).split()).lower() == " ".join(str(test).split()).lower():
        return Decision(True, "exact", None)
    if same:
        return Decision(True, "family-equivalent", f"{test} names the {reference} family")
    if (tree := _family_tree_decision(str(reference), str(test))) is not None:
        return tree
    if (relation := formula.family_relation(str(reference), str(test))) is not None:
        return _family_relation_decision(reference, test, *relation)
    ref, tst = formula.parse_composition(str(reference)), formula.parse_composition(str(test))
    if ref is not None and tst is not None and ref.elements and tst.elements and set(ref.elements) != set(tst.elements):
        # proven only on a complete reading: prose (`FA-Cs mixed-cation lead iodide perovskite`) parses to stray symbols
        read = not (ref.qualifiers or tst.qualifiers)
        return Decision(False, "different-elements", f"{reference} and {test} contain different elements", certain=read)
    return Decision(False, "no-equivalence-known", f"no rule relates {test!r} to {reference!r}", certain=False)


_TREE_WHY = {
    "same-family": "{test} and {reference} name one family",
    "member-of-family": "{test} is a member of the {reference} family",
    "parent-family": "{test} is the family {reference} belongs to (a parent counts)",
    "structure-class": "{test} names a class, broader than the {reference} family",
    "different-family": "{test} and {reference} are different families",
}


def _family_tree_decision(reference: str, test: str) -> Decision | None:
    """The family hierarchy (`chem.formula.family_tree_relation`): proven when both strings are read completely."""
    relation = formula.family_tree_relation(reference, test)
    if relation is None:
        return None
    name, match, proven = relation
    why = _TREE_WHY[name].format(reference=reference, test=test)
    return Decision(match, name, why if proven else f"{why}; some words are not read", certain=proven)


_FAMILY_RELATIONS = {
    "parent-system": (True, "{test} is the parent system of {reference}"),
    "structure-class": (True, "{test} names a structure type or class, broader than the {reference} family"),
    "parent-compound": (
        False,
        "{test} may be the parent compound of the {reference} solid solution, or another end member: the best guess is another family",
    ),
    "minor-component": (False, "{test} is one minor component of the {reference} system: its parent or not, the rules cannot tell"),
}


def _family_relation_decision(reference: Any, test: Any, relation: str, match: bool) -> Decision:
    certain, why = _FAMILY_RELATIONS[relation]
    return Decision(match, relation, why.format(reference=reference, test=test), certain)


@remembered
def explain_method(reference: Any, test: Any) -> Decision:
    """Methods: certain when both sides name routes of the lexicon, or when either says none was reported."""
    same = methods.same_method(reference, test)
    if early := _too_long(reference, test, "method", same):
        return early
    if methods.same_method(reference, None) or methods.same_method(None, test):  # "not reported" on a side
        return Decision(same, "not-reported", None if same else "one side reports no method")
    ref_routes, test_routes = methods.method_routes(reference), methods.method_routes(test)
    if ref_routes and test_routes:
        if same and (methods.fuzzy_routes(reference) or methods.fuzzy_routes(test)):
            return Decision(True, "fuzzy-spelling", f"a misspelling of {'/'.join(ref_routes)}", certain=False)
        if same and set(test_routes) - set(ref_routes) and len(test_routes) > len(ref_routes):
            extra = "/".join(r for r in test_routes if r not in ref_routes)
            return Decision(
                True,
                "extra-route",
                f"the test names {'/'.join(ref_routes)} and also {extra}: more detail, or another route the rules cannot tell",
                certain=False,
            )
        if same:
            return Decision(True, "lexicon", f"both name {'/'.join(ref_routes)}")
        if unread := methods.unread_abbreviations(test):
            why = f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}, but the test's {', '.join(map(repr, unread))} is left unread"
            return Decision(False, "different-route", why, certain=False)
        return Decision(False, "different-route", f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}")
    if same:
        return Decision(True, "fuzzy-spelling", "close wording of a route outside the lexicon", certain=False)
    return Decision(False, "unknown-route", "a route outside the lexicon: no rule decides", certain=False)


_KEY_BASIS = {
    "identical up to spacing and punctuation": ("exact", True),
    "same label up to case and punctuation": ("label", True),
    "same label up to punctuation": ("label", True),
    "same sample label, written with a functionalization prefix or without the reference's gloss": ("label-variant", False),
    "variable assignments agree": ("variables", True),
    "variable assignments differ": ("different-variables", True),
    "reference is not chemistry; labels differ": ("label-differs", False),
    "test has no formula": ("unparsed", False),
    "same composite parts and loadings": ("composite", True),
    "same composite parts; loadings agree to the reference's precision": ("composite-rounded", False),
    "composite components differ": ("composite-differs", True),
    "composite loadings differ": ("composite-differs", True),
    formula.LITERATURE_SAMPLE: ("literature-sample", True),
    formula.DIMENSIONALITY_DIFFERS: ("different-dimensionality", True),
    formula.AMOUNT_BASES_DIFFER: ("different-basis", False),
    formula.ON_SUBSTRATE: ("on-substrate", False),
    formula.PHASES_DIFFER: ("different-phase", True),
    formula.BARE_PERCENT: ("bare-percent", False),
    formula.SUBSTITUTION: ("dopant-notation", True),
    formula.SUBSTITUTION_UNPROVEN: ("dopant-notation", False),
    formula.SUBSTITUTION_OTHER: ("different-amounts", True),
}


@remembered
def explain_key(reference: str, test: str) -> tuple[Decision, float]:
    """Composition keys (and their distance, for alignment): chemistry proves equality or difference; labels do not.

    A match is proven only when both keys are read completely: a descriptor word neither
    side shares and no vocabulary explains leaves it the best guess (issue 21).
    """
    decision, distance = _explain_key(reference, test)
    if decision.match and decision.certain and (unread := formula.unread_words(reference, test)):
        why = f"{decision.why or 'the same composition'}; {', '.join(repr(w) for w in unread[:3])} is not read"
        return Decision(True, decision.basis, why, certain=False), distance
    return decision, distance


_SYMBOL_OR_AMOUNT = re.compile(r"[A-Z][a-z]?|\d+(?:\.\d+)?(?:/\d+)?")
_OXYGEN_COUNT = re.compile(r"O\d*(?![a-z])")


def _same_written_amounts(reference: str, test: str) -> bool:
    """Both keys write the same element symbols and amounts in the same order once brackets, spacing and the
    oxygen count (implied in perovskite notations) are set aside: a typo-damaged key of the same sample, at best."""
    sequences = [_SYMBOL_OR_AMOUNT.findall(_OXYGEN_COUNT.sub(" ", text)) for text in (reference, test)]
    symbols = [token for token in sequences[0] if token[0].isalpha()]
    return sequences[0] == sequences[1] and len(symbols) >= 2 and len(sequences[0]) > len(symbols)


def _explain_key(reference: str, test: str) -> tuple[Decision, float]:
    cmp = formula.compare_composition_keys(reference, test)
    if (early := _too_long(reference, test, "formula", cmp.match)) is not None:
        return early, cmp.distance
    reason = cmp.reason
    if reason in ("test has no formula", "reference has no formula") and _same_written_amounts(reference, test):
        why = f"{test!r} writes the elements and amounts of {reference!r} in the same order, with broken brackets or oxygen left out"
        return Decision(True, "same-tokens", f"{why}: the best guess is the same sample, unproven", certain=False), cmp.distance
    if reason in _KEY_BASIS:
        basis, certain = _KEY_BASIS[reason]
        return Decision(cmp.match, basis, reason, certain), cmp.distance
    if reason.startswith(formula.ABBREVIATED_FORMULA):
        return Decision(False, "abbreviation-for-formula", f"{reason} (docs/scoring.md §2: 0)"), cmp.distance
    if cmp.match and reason == formula.RUN_TOGETHER:
        return Decision(True, "run-together", f"{test} ~ {reference}: {reason}; read literally the amounts differ", certain=False), cmp.distance
    if cmp.match and reason == formula.COLON_ADDITION:
        return Decision(True, "dopant-notation", f"{test} ~ {reference}: {reason}", certain=False), cmp.distance
    if cmp.match and reason == formula.DOPANT_SITE:
        # issue 21: `x M:host` reads as an addition or a substitution: the addition (`host-xM`) is the same
        # notation, proven; the substitution on the site size and charge give is the best guess
        other = test if formula.COLON_DOPANT_RE.match(reference) else reference
        addition = formula.written_as_addition(other) and not formula.COLON_DOPANT_RE.match(other)
        return Decision(True, "dopant-site", f"{test} ~ {reference}: {reason}", certain=addition), cmp.distance
    if cmp.match and reason == formula.ADDITIVE_ON_SITE:
        return Decision(True, "dopant-notation", f"{test} = {reference}: {reason}"), cmp.distance
    if cmp.match and reason == formula.ADDITIVE_OFF_SITE:
        return Decision(True, "dopant-notation", f"{test} ~ {reference}: {reason}", certain=False), cmp.distance
    if cmp.match and reason == formula.ROUNDED:
        return Decision(True, "rounded", f"{test} ~ {reference}: {reason}; another sample cannot be ruled out", certain=False), cmp.distance
    if cmp.match and "dopant addition in mol%" in reason:
        return Decision(True, "dopant-notation", f"{test} = {reference}: {reason}", certain=False), cmp.distance
    if cmp.match:
        basis = "abbreviation" if "abbreviated" in reason else "formula-equivalent"
        return Decision(True, basis, f"{test} = {reference}: {reason}"), cmp.distance
    if "different elements" in reason or "different amounts" in reason:
        basis = "different-elements" if "different elements" in reason else "different-amounts"
        if left := formula.leftover_chemistry(reference) or formula.leftover_chemistry(test):
            return Decision(False, basis, f"{reason}, but {left!r} is left unread: the difference is not proven", certain=False), cmp.distance
        if "dopant additions differ" in reason and (union := formula.element_union(reference)) and union == formula.element_union(test):
            why = f"{reason}, but both name the same elements ({', '.join(sorted(union))}): the dopant notations may agree"
            return Decision(False, basis, why, certain=False), cmp.distance
        return Decision(False, basis, reason), cmp.distance
    if reason == "dopant additions differ" and _dopant_species_differ(reference, test):
        return Decision(False, "different-dopant", f"{reason}: the dopant elements differ"), cmp.distance
    if "drops the reference's sample label" in reason:
        return Decision(False, "label-dropped", reason), cmp.distance
    if "leaves out the reference's processing parameter" in reason:
        return Decision(False, "label-dropped", reason, certain=False), cmp.distance
    if "composite component or loading is missing" in reason:
        return Decision(False, "component-dropped", reason), cmp.distance
    if "no amounts" in reason:
        return Decision(False, "name-for-formula", reason), cmp.distance
    # dopants or sample descriptors differ: a paraphrase of a label cannot be ruled out
    return Decision(False, "different-label", reason, certain=False), cmp.distance


def _dopant_species_differ(reference: str, test: str) -> bool:
    """Both keys read completely, and one names an element the other does not (`Y2O3:Eu3+`, `Y2O3:Sm3+`)."""
    if formula.leftover_chemistry(reference) or formula.leftover_chemistry(test) or formula.unread_words(reference, test):
        return False
    ref, tst = formula.element_union(reference), formula.element_union(test)
    return bool(ref) and bool(tst) and ref != tst


def explain_value(reference: Any, test: Any, tolerance: float = 0.0, units: tuple[Any, Any] = (None, None)) -> Decision:
    """Values: numbers that parse are compared exactly, within a range, or within the configured tolerance;
    in the reference's unit when `units` (reference, test) differ but are commensurable (the conversion is said)."""
    if (quantity := compare_quantities(reference, test, tolerance, units)) is not None:
        return Decision(quantity.match, quantity.basis, quantity.why, certain=quantity.certain)
    same = values_match(reference, test, tolerance)
    ref, tst = parse_value(reference), parse_value(test)
    if ref is None or tst is None:
        if reference is None or test is None:
            return Decision(same, "missing", None)
        return Decision(same, "unparsed", f"cannot read {reference if ref is None else test!r} as a number", certain=False)
    if isinstance(ref, tuple):
        return Decision(same, "within-range" if same else "outside-range", f"{test} {'in' if same else 'outside'} [{ref[0]}, {ref[1]}]")
    if tolerance:
        return Decision(same, "within-tolerance" if same else "beyond-tolerance", f"|{test} - {reference}| vs tolerance {tolerance}")
    return Decision(same, "equal" if same else "different-values", None if same else f"{test} != {reference}")


def _named_part(reference: str, test: str, same) -> str | None:
    """The part of a test entry naming several things (`SEM with EDS`) that is the reference, if any."""
    return next((part for part in entry_parts(test) if same(reference, part)), None)


def _one_of_several(decision: Decision, test: str, part: str) -> Decision:
    why = f"{test!r} names several; {part!r} is this one" + (f" ({decision.why})" if decision.why else "")
    return Decision(True, "one-of-several", why, decision.certain)


@remembered
def explain_compound(reference: str, test: str) -> Decision:
    """Precursors: formulas (resolved from names and abbreviations) prove identity; name similarity does not."""
    same = compounds.same_compound(reference, test)
    if (early := _too_long(reference, test, "compound", same)) is not None:
        return early
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower():
        return Decision(True, "exact", None)
    if not same and (part := _named_part(reference, test, compounds.same_compound)) is not None:
        return _one_of_several(explain_compound(reference, part), test, part)
    if not same and (form := _other_form(reference, test)) is not None:
        return form
    ref, tst = compounds.compound_formula(reference), compounds.compound_formula(test)
    if ref is None or tst is None:
        ref_id, test_id = _substance_identity(reference), _substance_identity(test)
        if ref_id is not None and test_id is not None and (ref_id == test_id) == same:
            if same:
                return Decision(True, "lab-chemical", f"both name {ref_id}")
            return Decision(False, "different-compound", f"{reference} is {ref_id}, {test} is {test_id}")
    if ref is not None and tst is not None:
        if (hydration := compounds.hydration_note(reference, test)) is not None and hydration[2]:
            match, proven, why = hydration
            return Decision(match, "hydration" if proven else "hydration-unstated", f"{test} vs {reference}: {why}", certain=proven)
        return Decision(same, "formula-equivalent" if same else "different-compound", f"{reference} ~ {test}" if same else None)
    return Decision(same, "name" if same else "unresolved", "matched by name only" if same else None, certain=False)


def _substance_identity(text: str) -> str | None:
    """What a precursor is, when the rules know: its element amounts, or a lab chemical's identity (`carbon black`)."""
    if (formula_map := compounds.compound_formula(text)) is not None:
        return _amounts_text(formula_map)
    stripped = lexicon.strip_material_form(text)
    identity = lexicon.identify_lab_chemical(text) or (lexicon.identify_lab_chemical(stripped) if stripped != text else None)
    if identity is None:
        return None
    as_formula = compounds.compound_formula(identity)  # a lab chemical's Hill formula, compared as amounts
    return _amounts_text(as_formula) if as_formula is not None else identity


def _amounts_text(amounts: dict[str, float]) -> str:
    return " ".join(f"{e}{n:g}" for e, n in sorted(amounts.items()))


def _other_form(reference: str, test: str) -> Decision | None:
    """The same material in another form (`gold paste`, `platinum foil` for `gold`, `platinum`): gold.md counts it."""
    ref_core, test_core = lexicon.strip_material_form(reference), lexicon.strip_material_form(test)
    if (ref_core, test_core) == (reference, test) or not compounds.same_compound(ref_core, test_core):
        return None
    return Decision(True, "material-form", f"{test} is {test_core} in another form")


@remembered
def explain_technique(reference: str, test: str) -> Decision:
    """Techniques: a shared concept of the lexicon is proof; word overlap outside it is a guess."""
    same = techniques.same_technique(reference, test)
    if (early := _too_long(reference, test, "technique", same)) is not None:
        return early
    if " ".join(reference.split()).lower() == " ".join(test.split()).lower():
        return Decision(True, "exact", None)
    if not same and (part := _named_part(reference, test, techniques.same_technique)) is not None:
        return _one_of_several(explain_technique(reference, part), test, part)
    ref, tst = techniques.technique_concepts(reference), techniques.technique_concepts(test)
    if ref and tst:
        if same and (techniques.fuzzy_spelling(reference) or techniques.fuzzy_spelling(test)):
            return Decision(True, "fuzzy-spelling", f"{test} is a close spelling of {'/'.join(tst)}", certain=False)
        if same and (broader := techniques.broader_reading(reference, test)):
            parent, variant = broader
            if variant:
                return Decision(True, VARIANT, f"{reference} is a variant of {test} ({parent})")
            why = f"{test} names {parent}, of which {reference} is one form: the same measurement is the best guess"
            return Decision(True, "broader-technique", why, certain=False)
        return Decision(same, "lexicon" if same else "different-technique", f"{test} is {'/'.join(tst)}" if same else None)
    if not same and ref and (kind := lexicon.identify_equipment(test)) is not None:
        return Decision(False, "equipment", f"{test} is laboratory equipment ({kind}), which measures nothing")
    if not same and ref and (brand := lexicon.technique_measurements(test)) and not any(techniques.same_technique(reference, m) for m in brand):
        return Decision(False, "brand-other", f"{test} names a vendor whose instruments make other measurements")
    return Decision(same, "fuzzy-spelling" if same else "unresolved", "word overlap outside the lexicon" if same else None, certain=False)


@remembered
def known_compound(text: str) -> bool:
    """The rules know what this precursor is: a formula, a name or abbreviation they resolve, a laboratory
    chemical of the lexicon (`DMF`, `PVDF`), or one of these in another form (`gold paste`)."""
    if too_long(text, "compound"):
        return False
    if compounds.compound_formula(text) is not None:
        return True
    stripped = lexicon.strip_material_form(text)
    return lexicon.identify_lab_chemical(text) is not None or (stripped != text and compounds.compound_formula(stripped) is not None)


@remembered
def known_technique(text: str) -> bool:
    """The rules know what this names: a technique concept, or an instrument, brand or model of the lexicon."""
    if too_long(text, "technique"):
        return False
    if techniques.technique_concepts(text):
        return True
    return lexicon.identify_technique(text) is not None
