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
_CHANGED = frozenset("modified improved adapted revised altered optimized optimised amended refined modification modifications".split())


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


# a number and the unit written after it (`15 kV`, `10 mA/cm2`, `-0.5 V`, `100 cycles`), or a pH (IUPAC Gold Book, pH)
_QUANTITY = re.compile(r"(?<![\w.])([-−]?\d+(?:\.\d+)?)\s*([^\W\d_][^\s,;()]*|°\s*[CFK]\b)|\b(pH)\s*(?:=\s*)?(\d+(?:\.\d+)?)")


def unread_values(reference: str, test: str) -> tuple[str, str] | None:
    """A quantity each entry writes that the other does not and the step reader does not read (`15 kV` against
    `25 kV`, `5 mTorr` against `5 Torr`, `pH 3` against `pH 10`), of one unit or of units pint converts into each
    other: (the reference's, the test's), or None. The route's name settles neither value; two quantities of one kind
    unread prove no one procedure (SI Brochure 2019, 5.4: a quantity is its number and its unit together)."""
    if too_long(reference, "method") or too_long(test, "method"):
        return None
    ref, tst = _quantities(reference), _quantities(test)
    for a in sorted(set(ref) - set(tst)):
        for b in sorted(set(tst) - set(ref)):
            if (not ref[a] or not tst[b]) and (a[1] == b[1] or _commensurable(a[1], b[1])):
                return f"{a[0]:g} {a[1]}", f"{b[0]:g} {b[1]}"
    return None


def _quantities(text: str) -> dict[tuple[float, str], bool]:
    """The quantities an entry writes, each with whether the step reader reads it (`other_conditions` compares those)."""
    out = {}
    for m in _QUANTITY.finditer(text):
        number, unit = (m[1], m[2]) if m[1] is not None else (m[4], m[3])
        out[float(number.replace("−", "-")), " ".join(unit.split())] = bool(parameters_in(normalize_step_text(m[0])))
    return out


def _commensurable(one: str, other: str) -> bool:
    from .units import unit_conversion

    return unit_conversion(one, other) is not None


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
