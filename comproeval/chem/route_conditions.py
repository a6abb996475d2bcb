"""What a route's name alone does not settle: the conditions written beside it, and a word saying it was changed.

Two entries naming one route by the lexicon (`chem.methods`) may still describe two procedures:

- each writes a condition of one kind (a temperature, a duration, a pressure) and the values differ: a film
  deposited at one substrate temperature is not the film deposited at another, and which value the paper reports
  cannot be told from the route's name (the step reader `chem.steps.parameters` reads the values, in one unit per
  kind, with its slack);
- one entry calls the route modified, improved or adapted and the other names it plain: an eponymous procedure
  changed by the authors (`a modified Stöber method`) is a variant of the published one, not that procedure as
  published (OED, modified adj. 1: altered in form or character), so the plain name proves no variant in particular.

Both are reasons to doubt a match the route's name made, never proof of another route: the first makes another
procedure the best guess, the second the same route written in less detail.
"""

from __future__ import annotations

import re

from .steps.features import normalize_step_text
from .steps.parameters import CONTRADICTABLE, Parameter, parameters_in, parameters_match
from .text import too_long

# Participles saying a procedure was changed from its published form (OED: modified, improved, adapted, revised,
# altered, optimized, amended, refined), in British and American spellings.
_CHANGED = frozenset("modified improved adapted revised altered optimized optimised amended refined".split())


def other_conditions(reference: str, test: str) -> tuple[Parameter, Parameter] | None:
    """A condition of one kind both entries write whose values do not overlap within the step reader's slack
    (`at 650 °C` against `at 550 °C`): (the reference's, the test's), or None. A condition written on one side
    only is detail the other left unsaid, no contradiction."""
    if too_long(reference, "method") or too_long(test, "method"):
        return None
    ref, tst = parameters_in(normalize_step_text(reference)), parameters_in(normalize_step_text(test))
    for kind in sorted(CONTRADICTABLE & {p.kind for p in ref} & {p.kind for p in tst}):
        mine, other = [p for p in ref if p.kind == kind], [p for p in tst if p.kind == kind]
        if not any(parameters_match(a, b) for a in mine for b in other):
            return mine[0], other[0]
    return None


def changed_on_one_side(reference: str, test: str) -> str | None:
    """A word saying a procedure was changed from its published form (`modified`, `improved`) that one entry writes
    and the other does not (any such word on both sides agrees: each calls it a variant): the word, or None. A word
    the lexicon keeps in a route's name (`modified Pechini`) is read too: the name says the same of the route."""
    mine, other = _changed_words(reference), _changed_words(test)
    if bool(mine) != bool(other):
        return sorted(mine or other)[0]
    return None


def _changed_words(text: str) -> frozenset[str]:
    """The words of the text saying a change, each whole (`surface-modified` names what was changed, not the route)."""
    return frozenset(re.findall(r"[a-z]+(?:-[a-z]+)*", text.casefold())) & _CHANGED
