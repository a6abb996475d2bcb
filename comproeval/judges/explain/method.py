"""The rules of the synthesis method: routes of the lexicon, their hierarchy and the conventions fields differ on."""

from __future__ import annotations

import re
from typing import Any

from ...chem import (
    methods,
    route_acronyms,
    route_conditions,
    route_kinds,
    route_media,
    route_modifiers,
    route_qualifiers,
    route_reading,
    route_regimes,
    route_words,
    variants,
)
from ...chem.abbreviation_guess import abbreviation_guess
from ...chem.acronyms import acronym_between, acronym_of
from ...chem.decision import Decision
from ...chem.method_lexicon import route_lexicon
from ...chem.quantities import conditions_agree
from ...chem.spelling import written_alike
from .common import remembered, spelled_acronym, too_long_as_text


@remembered
def explain_method(reference: Any, test: Any) -> Decision:
    """Methods: certain when both sides name routes of the lexicon, or when either says none was reported. A guess of
    the same route is turned when the two entries name two kinds of one process (`chem.route_kinds`), or one step
    with a specific modifier each (`chem.route_words.sibling_modifiers`), unless those modifiers make names of one
    route in a general source (`chem.route_words.synonyms_apart`: `continuous casting`, `strand casting`). A route read from a spreading tool alone
    proves no other route the tool spreads (`_spread_by_tool`). A guess is made certain when both entries are read
    whole, word for word (`chem.route_reading`: an acronym for its words, a word in another form, a premodifier
    written after a preposition). A match is doubted when both entries write a medium of one kind and none in common
    (another gas, another solvent: `chem.route_media`), or a condition of one kind with other values
    (another procedure the best guess) or one calls the route modified and the other names it plain
    (`chem.route_conditions`)."""
    decision = _explain_matched(reference, test)
    if decision.match and isinstance(reference, str) and isinstance(test, str):
        return _doubted(reference, test, decision)
    return decision


def _doubted(reference: str, test: str, decision: Decision) -> Decision:
    """A match the route's name made, doubted by what its name does not settle (`chem.route_conditions`)."""
    if methods.same_method(reference, None) or methods.same_method(None, test):
        return decision
    if (media := route_media.other_media(reference, test)) is not None:
        kind, ref, tst = media
        why = f"{decision.why}; but the {kind} differs ({'/'.join(sorted(ref))} against {'/'.join(sorted(tst))}), each written on its side"
        certain = route_media.only_media_apart(reference, test)
        return Decision(False, f"other-{kind}", f"{why}: another procedure{'' if certain else ' is the best guess'}", certain=certain)
    if (opposite := route_words.privative_apart(reference, test)) is not None:
        why = f"{decision.why}; but {opposite[0]!r} against {opposite[1]!r}: a word and its negation by the Greek privative, opposite kinds"
        certain = route_words.only_words_apart(reference, test, opposite)
        return Decision(False, "privative-apart", f"{why}, another route{'' if certain else ' is the best guess'}", certain=certain)
    if (conditions := route_conditions.other_conditions(reference, test)) is not None:
        ref, tst = (f"{p.low:g}{'' if p.low == p.high else f'-{p.high:g}'} {p.unit}" for p in conditions)
        why = f"{decision.why}; but the {conditions[0].kind} differs ({ref} against {tst}): another procedure is the best guess"
        return Decision(False, "other-conditions", why, certain=False)
    if decision.certain and (values := route_conditions.unread_values(reference, test)) is not None:
        same, _ = conditions_agree(*values)
        why = f"{decision.why}; but each writes a value the other does not and the rules do not read ({values[0]} against {values[1]})"
        return Decision(same, "unread-values", f"{why}: {'the same' if same else 'another'} procedure is the best guess", certain=False)
    if decision.certain and (word := route_conditions.changed_on_one_side(reference, test)) is not None:
        why = f"{decision.why}; but {word!r} on one side only: a variant of the route the other names plain, unproven"
        return Decision(True, "changed-route", why, certain=False)
    return decision


def _explain_matched(reference: Any, test: Any) -> Decision:
    """`explain_method` before the doubts of `_doubted`."""
    decision = _explain_read(reference, test)
    if not decision.certain and isinstance(reference, str) and isinstance(test, str):
        # an acronym the route vocabulary reads as a route the other entry does not name (`PVD` against words that do
        # not name physical vapour deposition) is no abbreviation of the other entry's words, however the letters fall
        if not _acronym_read_otherwise(reference, test) and not _acronym_read_otherwise(test, reference):
            if ways := route_reading.read_whole(reference, test):
                return Decision(True, "whole-reading", f"every word of each entry read in the other's ({ways}): one route")
            if ways := route_reading.read_alike(reference, test):
                why = f"every word of each entry read in the other's, a part only guessed ({ways}): one route"
                return Decision(True, "whole-reading-guess", why, certain=False)
    if decision.certain and not decision.match and isinstance(reference, str) and isinstance(test, str):
        return _spread_by_tool(reference, test, decision)
    return decision


def _acronym_read_otherwise(side: str, other: str) -> bool:
    """The side writes an acronym (capitals) and the route vocabulary reads a route in it the other side does not name."""
    if not route_reading.writes_acronym(side):
        return False
    return not set(methods.method_routes(side)) <= set(methods.method_routes(other))


def _spread_by_tool(reference: str, test: str, decision: Decision) -> Decision:
    """A certain difference where one side's route is read from the tool that spread its film alone (`doctor-blade
    coating`: tape casting) and the other names another route that tool spreads (solvent casting): the tool tells how
    the film was spread, not from what (`chem.methods.tool_routes`), so the difference is unproven."""
    if methods.same_method(reference, None) or methods.same_method(None, test):
        return decision
    served = route_lexicon()["tool_serves"]
    for side, other in ((reference, test), (test, reference)):
        tools = methods.tool_routes(side)
        if tools and (set(methods.method_routes(other)) & served) - tools:
            why = f"{decision.why}; but {'/'.join(sorted(tools))} is read from the tool that spread the film alone, which spreads either"
            return Decision(False, "spreading-tool", f"{why}: unproven", certain=False)
    return decision


def _explain_read(reference: Any, test: Any) -> Decision:
    """`explain_method` before the check of what a spreading tool may prove."""
    decision = _explain_method(reference, test)
    if isinstance(reference, str) and isinstance(test, str) and (read := _acronym_readings(reference, test, decision)) is not None:
        return read
    if decision.match and isinstance(reference, str) and isinstance(test, str) and (regimes := route_regimes.other_regimes(reference, test)):
        named = " against ".join("/".join(f"{p}second" for p in sorted(side)) for side in regimes)
        why = f"{named} pulses: two regimes of one process, classed by pulse duration (siblings), another route is the best guess"
        return Decision(False, "sibling-regimes", why, certain=False)
    if not decision.certain and isinstance(reference, str) and isinstance(test, str) and (proven := route_kinds.proven_siblings(reference, test)):
        why = f"{proven.reference_kind!r} and {proven.test_kind!r} {proven.process}, each entry read whole: two kinds of one process"
        return Decision(False, "sibling-kinds", f"{why} its source names apart (siblings), another route", certain=True)
    if decision.match and not decision.certain and isinstance(reference, str) and isinstance(test, str):
        if (modified := _modified_apart(reference, test)) is not None:
            return modified
        if (kinds := route_kinds.sibling_kinds(reference, test)) is not None:
            why = f"{kinds.reference_kind!r} and {kinds.test_kind!r} are two kinds of {kinds.process}: another route is the best guess"
            return Decision(False, "sibling-kinds", why, certain=False)
        if decision.basis in ("same-step-words", "fuzzy-spelling") and (steps := route_words.sibling_steps(reference, test)) is not None:
            why = f"one sequence of steps but for {steps[0]!r} against {steps[1]!r}: shared steps, another distinguishing one (siblings)"
            why += ", another route is the best guess"
            return Decision(False, "sibling-steps", why, certain=False)
        if route_kinds.kinds_may_agree(reference, test):
            return decision
        if decision.basis == "same-step-words" and (source := route_words.synonyms_apart(reference, test)):
            why = f"the words that differ are names a general source gives one route, or one a kind of the other ({source.split(';')[0]})"
            return Decision(True, "route-synonyms", f"{why}: no two kinds of one step, the same route is the best guess", certain=False)
        if decision.basis == "same-step-words" and (siblings := route_words.sibling_modifiers(reference, test)) is not None:
            head, ref_kind, test_kind = siblings
            why = f"{' '.join(ref_kind)!r} and {' '.join(test_kind)!r} {head}: one step, two kinds of it (siblings), another route is the best guess"
            return Decision(False, "sibling-modifiers", why, certain=False)
    if decision.basis == "unknown-route" and isinstance(reference, str) and isinstance(test, str):
        if (kind := route_kinds.same_kind(reference, test)) is not None:
            why = f"{kind.reference_kind!r} {kind.process} on both sides, each entry read whole: the same route in other words is the best guess"
            return Decision(True, "same-kind", why, certain=False)
    return decision


def _modified_apart(reference: str, test: str) -> Decision | None:
    """A guess of the same route turned by a modifier that makes another route (`chem.route_modifiers`): two
    exclusive kinds of one process, or a modifier of a process of its own on one side. None when no such modifier
    is written."""
    if (apart := route_modifiers.exclusive_modifiers(reference, test)) is not None:
        why = f"{apart.reference!r} against {apart.test!r}: exclusive kinds of one process ({apart.source.split(':')[0]})"
        return Decision(False, "exclusive-modifiers", f"{why}, another route is the best guess", certain=False)
    if (opposite := route_modifiers.opposite_degrees(reference, test)) is not None:
        why = f"{opposite.reference!r} against {opposite.test!r}: opposite degrees of one condition ({opposite.source.split(':')[0]})"
        return Decision(False, "opposite-degrees", f"{why}, another route is the best guess", certain=False)
    if (bases := route_modifiers.other_bases(reference, test)) is not None:
        why = f"{bases[0]!r}-based against {bases[1]!r}-based: what the process runs on differs"
        return Decision(False, "other-bases", f"{why}, another route is the best guess", certain=False)
    if (word := route_modifiers.own_process_modifier(reference, test)) is not None:
        why = f"{word!r} on one side only names a process of its own, not a kind of the other in more detail"
        return Decision(False, "own-process-modifier", f"{why}: another route is the best guess", certain=False)
    return None


def _acronym_readings(reference: str, test: str, decision: Decision) -> Decision | None:
    """An acronym of several routes (`chem.route_acronyms`): the verdict under each reading. Certain only when every
    reading gives one certain verdict; else a guess, the same route the better one when a reading names the other
    entry's route (the other side spells out one of its meanings). An acronym the other entry spells out by initials
    is that route's name, though the vocabulary reads it another way. None when no acronym changes the verdict."""
    if methods.same_method(reference, None) or methods.same_method(None, test):
        return None
    ref_readings, test_readings = route_acronyms.readings(reference), route_acronyms.readings(test)
    if ref_readings or test_readings:
        verdicts = [explain_method(r, t) for r in ref_readings or (reference,) for t in test_readings or (test,)]
        senses = {**route_acronyms.acronym_senses(reference), **route_acronyms.acronym_senses(test)}
        if senses and (len({v.match for v in verdicts}) > 1 or not all(v.certain for v in verdicts)):  # none: words told the sense
            acronym, options = next(iter(senses.items()))
            why = f"{acronym!r} may name {' or '.join(name for _, name in options)}: a verdict on one reading is a guess"
            if same := [v for v in verdicts if v.match]:
                return Decision(True, "ambiguous-acronym", f"{why}; under one the same route ({same[0].why})", certain=False)
            return Decision(False, "ambiguous-acronym", f"{why}; under none the same route", certain=False)
        return None if verdicts[0].match == decision.match else verdicts[0]
    if not decision.match and (spelled := route_acronyms.spelled_by_other(reference, test)) is not None:
        return spelled_acronym(spelled, "route")
    return None


def _explain_method(reference: Any, test: Any) -> Decision:
    same = methods.same_method(reference, test)
    if early := too_long_as_text(reference, test, "method", same):
        return early
    if methods.same_method(reference, None) or methods.same_method(None, test):  # "not reported" on a side
        return Decision(same, "not-reported", None if same else "one side reports no method")
    if isinstance(reference, str) and isinstance(test, str) and (variant := written_alike(reference, test)):
        return variant
    if isinstance(reference, str) and isinstance(test, str) and route_words.inflected_alike(reference, test):
        why = f"{test!r} writes the words of {reference!r} with a verb in another form (a noun of action, -ing or -ed): one operation"
        return Decision(True, "inflected-variant", why)
    ref_routes, test_routes = methods.method_routes(reference), methods.method_routes(test)
    if ref_routes and test_routes:
        if same and (methods.fuzzy_routes(reference) or methods.fuzzy_routes(test)):
            return Decision(True, "fuzzy-spelling", f"a misspelling of {'/'.join(ref_routes)}", certain=False)
        if same and (steps := methods.other_steps(reference, test)) is not None:
            shown = f"{', '.join(map(repr, steps[0]))} against {', '.join(map(repr, steps[1]))}"
            if route_words.sibling_modifiers(reference, test) is not None:
                why = f"both name {'/'.join(ref_routes)}, with other steps ({shown}), two kinds of one step: another route is the best guess"
                return Decision(False, "other-steps", why, certain=False)
            why = f"both name {'/'.join(ref_routes)}, with other steps ({shown}) the rules do not set apart: the same route is the best guess"
            return Decision(True, "other-steps", why, certain=False)
        if same and route_words.negated_on_one_side(str(reference), str(test)):
            why = f"both name {'/'.join(ref_routes)}, but a step one side writes the other writes after `without` or `non-`"
            return Decision(False, "negated-step", f"{why}: the opposite, another route is the best guess", certain=False)
        if same and (unread := methods.unread_steps(reference)):
            why = f"both name {'/'.join(ref_routes)}, but the ground truth's {', '.join(map(repr, unread))} is left unread"
            return Decision(True, "partial-reading", why, certain=False)
        # a broader name beside its own narrower one (`phase inversion by immersion precipitation`) adds no route
        # a way of drying after the route (`hydrothermal, then freeze-dried`) is a finishing step, not another route
        named = [t for t in test_routes if not any(t in methods.route_ancestors(o) for o in test_routes) and not methods.drying_route(t)]
        if same and set(named) - set(ref_routes) and len(named) > len(ref_routes):
            extra = "/".join(r for r in named if r not in ref_routes)
            return Decision(
                True,
                "extra-route",
                f"the test names {'/'.join(ref_routes)} and also {extra}: more detail, or another route the rules cannot tell",
                certain=False,
            )
        if same and (hierarchy := _route_hierarchy(reference, test, ref_routes, test_routes)) is not None:
            return hierarchy
        if same and (qualified := _unread_qualifiers(reference, test)) is not None:
            return qualified
        if same and (headed := _route_heads(reference, test)) is not None:
            return headed
        if same:
            return Decision(True, "lexicon", f"both name {'/'.join(ref_routes)}")
        if (convention := _route_convention(reference, test, ref_routes, test_routes)) is not None:
            return convention
        if unread := methods.unread_abbreviations(test):
            why = f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}, but the test's {', '.join(map(repr, unread))} is left unread"
            if spelled := [a for a in unread if acronym_of(a, str(reference))]:
                return Decision(True, "acronym-initials", f"{why}; {spelled[0]!r} spells the ground truth's initials", certain=False)
            return Decision(False, "different-route", why, certain=False)
        if unread := methods.unread_steps(reference):
            # issue 26: a step of the ground truth's sequence the rules did not read may be the route the test names
            why = f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}, but {', '.join(map(repr, unread))} is left unread"
            return Decision(False, "different-route", why, certain=False)
        if fuzzy := methods.fuzzy_routes(reference) or methods.fuzzy_routes(test):
            # `vapor-phase conversion` read as `phase inversion` by a close spelling: a reading that guessed proves nothing
            why = f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}, but {'/'.join(fuzzy)} is read by a close spelling only"
            return Decision(False, "different-route", why, certain=False)
        if _reduction_apart(reference, test, ref_routes, test_routes):
            why = f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}, but one deposits a metal by chemical reduction and the other reduces"
            return Decision(True, "reduction-deposition", f"{why}: one deposition told by its steps is the best guess", certain=False)
        return Decision(False, "different-route", f"{'/'.join(ref_routes)} vs {'/'.join(test_routes)}")
    if same and (reversing := _reversing_words(str(reference)) ^ _reversing_words(str(test))):
        why = f"{' '.join(sorted(reversing))!r} on one side only turns the route around: another route is the best guess"
        return Decision(False, "reversed-route", why, certain=False)
    if same and route_words.negated_on_one_side(str(reference), str(test)):
        why = "a word one side writes after `non-` and the other bare: opposite kinds of a route outside the lexicon"
        return Decision(False, "negated-qualifier", f"{why}, another route is the best guess", certain=False)
    if same and route_words.other_acronyms(str(reference), str(test)):
        why = "each entry writes an acronym the other does not, a letter of one a word: another route outside the lexicon"
        return Decision(False, "other-acronyms", f"{why} is the best guess", certain=False)
    if same:
        return Decision(True, "fuzzy-spelling", "close wording of a route outside the lexicon", certain=False)
    if isinstance(reference, str) and isinstance(test, str) and (source := route_words.synonym_group(reference, test)):
        why = f"a general source names them one route, or one a kind of the other ({source.split(';')[0]}): the same route is the best guess"
        return Decision(True, "route-synonyms", why, certain=False)
    if isinstance(reference, str) and isinstance(test, str) and (acronym := acronym_between(reference, test) or _ampersand_spelled(reference, test)):
        why = f"{acronym!r} is spelled out by the initials of the other entry's words: the same route is the best guess"
        return Decision(True, "acronym-initials", why, certain=False)
    if isinstance(reference, str) and isinstance(test, str) and (short := abbreviation_guess(reference, test)) is not None:
        return short  # `NIL`, `nanoimprint lithography`: the initials of a name's parts, a best guess
    if isinstance(reference, str) and isinstance(test, str) and (shared := route_words.shared_step_words(reference, test)):
        why = f"a route outside the lexicon, written with the same steps ({', '.join(shared)}): the same route is the best guess"
        return Decision(True, "same-step-words", why, certain=False)
    return Decision(False, "unknown-route", "a route outside the lexicon: no rule decides", certain=False)


# Capitals joined by an ampersand (`Q&T`, `R&D`): an abbreviation of words joined by `and`, the ampersand being the
# word (Chicago Manual of Style, 17th ed., 10.22 and 6.21: `Q&A`, `R&D`, set without spaces or periods).
_AMPERSAND_ACRONYM = re.compile(r"(?<![A-Za-z&])([A-Z]{1,3})\s*&\s*([A-Z]{1,3})(?![A-Za-z&])")


def _ampersand_spelled(reference: str, test: str) -> str | None:
    """An ampersand acronym one entry writes (`Q&T`) whose letters before and after the `&` are the initials of the
    words the other writes before and after an `and` (`quenching and tempering`), or None."""
    for short, full in ((reference, test), (test, reference)):
        words = re.findall(r"[a-z]+", full.lower())
        for found in _AMPERSAND_ACRONYM.finditer(short):
            before, after = found.group(1).lower(), found.group(2).lower()
            for i in (i for i, word in enumerate(words) if word == "and" and i >= len(before)):
                left, right = words[i - len(before) : i], words[i + 1 : i + 1 + len(after)]
                if "".join(w[0] for w in left) == before and "".join(w[0] for w in right) == after:
                    return found.group(0)
    return None


# Modifiers that turn a route around rather than add detail: an inverse (inverted, reverse) emulsion or suspension
# disperses the aqueous phase in oil, the opposite of the route it qualifies (IUPAC, Terminology of polymers and
# polymerization processes in dispersed systems, Pure Appl. Chem. 83 (2011) 2229: inverse emulsion and inverse
# suspension polymerization are terms of their own).
_REVERSING = frozenset({"inverse", "inverted", "reverse", "reversed"})


# Electroless plating deposits a metal by a chemical reducing agent (Mallory and Hajdu, Electroless Plating, AESF 1990,
# ch. 1): a route that writes a reduction (`impregnation-reduction`) may be that plating told by its steps.
_REDUCING_DEPOSITIONS = frozenset({"electroless_plating"})
_REDUCTION = re.compile(r"reduc(?:tion|ed|ing|e)\b", re.I)


def _reduction_apart(reference: Any, test: Any, ref_routes: tuple[str, ...], test_routes: tuple[str, ...]) -> bool:
    """One side names a deposition by chemical reduction, the other writes a reduction: no proof of two routes."""
    for routes, other in ((ref_routes, test), (test_routes, reference)):
        if _REDUCING_DEPOSITIONS & set(routes) and _REDUCTION.search(str(other)):
            return True
    return False


def _reversing_words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[a-z]+", text.casefold())) & _REVERSING


def _unread_qualifiers(reference: Any, test: Any) -> Decision | None:
    """Both sides qualify one route with words the lexicon did not read, each a word the other lacks (`Suzuki` and
    `superacid-catalysed polycondensation`): an incomplete reading proves nothing (issue 26), the same is a guess.
    A modifier and its negation (`non-hydrolytic`, `hydrolytic`) are opposite kinds, another route the best guess.
    One side's words within the other's (`planetary ball milling`, `ball milling`) are more detail, still proof."""
    if (opposite := route_qualifiers.opposite_modifiers(str(reference), str(test))) is not None:
        route, negated, stem = opposite
        if stem is not None:
            why = f"{negated!r} against {stem!r} {route}: a modifier and its negation, opposite kinds of the route"
            return Decision(False, "negated-qualifier", f"{why}, another route is the best guess", certain=False)
        why = f"{negated!r} {route} on one side, the route without it on the other: a kind apart from the usual one, unproven"
        return Decision(True, "negated-qualifier", f"{why}; the same route in less detail is the best guess", certain=False)
    ref, tst = route_qualifiers.route_modifiers(str(reference)), route_qualifiers.route_modifiers(str(test))
    for route in sorted(set(ref) | set(tst)):
        if reversing := (ref.get(route, frozenset()) ^ tst.get(route, frozenset())) & _REVERSING:
            why = f"{' '.join(sorted(reversing))!r} {route} swaps the phases or the direction of the route the other names"
            return Decision(False, "reversed-route", f"{why}: another route is the best guess", certain=False)
    for route in sorted(set(ref) & set(tst)):
        if not (ref[route] <= tst[route] or tst[route] <= ref[route]):
            words = f"{' '.join(sorted(ref[route]))!r} vs {' '.join(sorted(tst[route]))!r}"
            why = f"both name {route}, qualified by words the rules did not read ({words}): the same route is only the best guess"
            return Decision(True, "unread-qualifiers", why, certain=False)
    return None


def _route_heads(reference: Any, test: Any) -> Decision | None:
    """A route's name written as the modifier of a head noun the rules do not read (`hydrothermal carbonization`):
    the head names the process (`route_qualifiers.route_heads`). Two heads that may not name one thing are two processes under
    one modifier, siblings (issue 26, item 3): another route is the best guess; a head on one side only is narrower
    or broader, the same route the best guess. Never proof: the reading is incomplete."""
    ref, tst = route_qualifiers.route_heads(str(reference)), route_qualifiers.route_heads(str(test))
    for route in sorted(set(ref) | set(tst)):
        mine, other = ref.get(route, frozenset()), tst.get(route, frozenset())
        if mine == other:
            continue
        if mine and other and not any(route_words.related_words(a, b) for a in mine for b in other):
            why = f"both name {route}, as the kind of {' '.join(sorted(mine))!r} and of {' '.join(sorted(other))!r}: two processes"
            return Decision(False, "sibling-heads", f"{why} under one modifier (siblings), another route is the best guess", certain=False)
        words = " ".join(sorted(mine ^ other))
        why = f"both name {route}; {words!r}, a head noun the rules do not read, is more detail or another process"
        return Decision(True, "unread-head", f"{why}: the same route is the best guess", certain=False)
    return None


def _route_hierarchy(reference: Any, test: Any, ref_routes: tuple[str, ...], test_routes: tuple[str, ...]) -> Decision | None:
    """Routes the lexicon reads as one: sibling variants differ (PECVD, thermal CVD); a variant or a narrower route
    one side alone names (Pechini for sol-gel) is more detail or another route, which fields write either way."""
    for route in sorted(set(ref_routes) & set(test_routes)):
        relation, named = variants.variant_relation("methods", route, str(reference), str(test))
        if relation in (variants.SIBLINGS, variants.GUESSED_SIBLINGS):
            return Decision(False, "sibling-route", f"siblings under {route}: {named}", certain=relation == variants.SIBLINGS)
        if relation != variants.SAME:
            side = "test" if relation == variants.NARROWER else "ground truth"
            return Decision(True, f"{relation}-route", f"both name {route}; the {side} alone names {named}: unproven", certain=False)
    if narrower := [t for t in test_routes if t not in ref_routes and methods.route_ancestors(t) & set(ref_routes)]:
        if (siblings := _sibling_category(reference, test, ref_routes, narrower)) is not None:
            return siblings
        why = f"the test names {'/'.join(narrower)}, a kind of {'/'.join(ref_routes)}: more detail or another route, unproven"
        return Decision(True, "narrower-route", why, certain=False)
    return None


def _sibling_category(reference: Any, test: Any, ref_routes: tuple[str, ...], narrower: list[str]) -> Decision | None:
    """A narrower route the test names, placed by its own names in a variant of the broader route the reference
    names, against another variant the reference writes (`fused deposition modelling` against `laser powder bed
    fusion`: material extrusion and powder bed fusion, two of the mutually exclusive process categories of ISO/ASTM
    52900): siblings, not more detail. None when the reference names no variant apart from it."""
    for route in narrower:
        for ancestor in sorted(methods.route_ancestors(route) & set(ref_routes)):
            placed = f"{test} ({'; '.join(methods.names_below(route, ancestor))})"
            relation, named = variants.variant_relation("methods", ancestor, str(reference), placed)
            if relation in (variants.SIBLINGS, variants.GUESSED_SIBLINGS):
                why = f"{route} is a kind of {ancestor}, but siblings under it: {named}"
                return Decision(False, "sibling-route", why, certain=relation == variants.SIBLINGS)
    return None


def _route_convention(reference: Any, test: Any, ref_routes: tuple[str, ...], test_routes: tuple[str, ...]) -> Decision | None:
    """Conventions fields disagree on (issue 26): a route written as a sequence against one of its steps, or a
    broader route for a narrower one (sol-gel for Pechini), is no proven difference; the reference's sequence written
    again with a step's modifier left out is the same route in less detail (`methods.sequence_in_fewer_words`). A
    route the test leaves out by name but writes in words the rules did not read (`methods.missing_written_otherwise`),
    or only the dip or spin coating that laid a synthesis route's sol down as a film (`methods.film_application_route`),
    leaves the same route the best guess."""
    if methods.sequence_in_fewer_words(str(reference), str(test)):
        why = f"the test writes the ground truth's steps again, a step's kind left out ({'/'.join(test_routes)} for {'/'.join(ref_routes)})"
        return Decision(True, "fewer-words-sequence", f"{why}: the same route in less detail is the best guess", certain=False)
    if set(test_routes) < set(ref_routes) and all(methods.drying_route(r) for r in set(ref_routes) - set(test_routes)):
        why = f"the test names {'/'.join(test_routes)} without the ground truth's way of drying: the same route in less detail, unproven"
        return Decision(True, "drying-step-left-out", why, certain=False)
    if set(test_routes) < set(ref_routes) and (spelled := [a for a in methods.unread_abbreviations(str(test)) if acronym_of(a, str(reference))]):
        why = f"the test names {'/'.join(test_routes)} and {spelled[0]!r}, spelled by the initials of the ground truth's other words"
        return Decision(True, "acronym-initials", f"{why}: the same sequence is the best guess", certain=False)
    left_out = set(ref_routes) - set(test_routes)
    if set(test_routes) < set(ref_routes) and (written := methods.missing_written_otherwise(str(reference), str(test), left_out)):
        why = f"the test leaves out {written[0]!r} by name, but writes {written[1]!r}, a step the rules did not read that shares its words"
        return Decision(True, "step-in-other-words", f"{why}: the same sequence is the best guess", certain=False)
    left_out = {r for r in left_out if not any(r in methods.route_ancestors(t) for t in test_routes)}  # Pechini names sol-gel
    if set(test_routes) < set(ref_routes) and all(map(methods.film_application_route, left_out)) and all(map(methods.synthesis_route, test_routes)):
        why = f"the test names {'/'.join(test_routes)} without {'/'.join(sorted(left_out))}, the way its sol or solution was laid down as a film"
        return Decision(True, "film-application-left-out", f"{why}: the same route in less detail is the best guess", certain=False)
    if set(test_routes) < set(ref_routes):
        why = f"the test names {'/'.join(test_routes)}, one step of the route {' then '.join(ref_routes)}: fields name a route either way"
        return Decision(False, "one-step-of-route", why, certain=False)
    if all(r in test_routes or any(t in methods.route_ancestors(r) for t in test_routes) for r in ref_routes):
        why = f"the test names {'/'.join(test_routes)}, broader than {'/'.join(ref_routes)}: the same route in less detail, unproven"
        return Decision(False, "broader-route", why, certain=False)
    if unspecified := [r for r in (*ref_routes, *test_routes) if methods.unspecified_route(r)]:
        why = f"{'/'.join(unspecified)} names no route in particular: {'/'.join(ref_routes)} vs {'/'.join(test_routes)} is unproven"
        return Decision(False, "unspecified-route", why, certain=False)
    return None
