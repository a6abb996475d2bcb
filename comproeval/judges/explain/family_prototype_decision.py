"""A family named by a structure prototype (`kesterite`) or by a crystal acronym spelling element names and a
prototype (`GAGG`), against a formula: whether the formula fills the prototype's sites (`chem.family_prototypes`),
the best guess of one family or of another."""

from __future__ import annotations

import re

from ...chem import family_prototypes
from ...chem.decision import Decision

_ACTIVATOR = re.compile(r":(.+)$")


def prototype_decision(reference: str, test: str) -> Decision | None:
    """A structure prototype (`kesterite`) or a crystal acronym spelling element names and a prototype (`GAGG`)
    against a formula (`chem.family_prototypes`): a fit is the best guess of one family, a misfit of another."""
    for named, other in ((reference, test), (test, reference)):
        token = other.strip()
        if " " in token or not re.search(r"[A-Z][a-z]?\d", token):
            continue
        if (prototype := family_prototypes.prototype_named(named)) is not None:
            fits = family_prototypes.fits_prototype(prototype, token)
            if fits is not None:
                verb = "fills" if fits else "does not fill"
                why = f"{token} {verb} the sites of the {prototype} prototype: {'the same' if fits else 'another'} family is the best guess"
                return Decision(fits, "structure-prototype", why, certain=False)
        acronym, activator = _ACTIVATOR.split(named.strip())[0], _ACTIVATOR.search(named.strip())
        other_activator = _ACTIVATOR.search(token)
        if (activator and activator.group(1)) != (other_activator and other_activator.group(1)):
            continue
        if acronym.isupper() and (prototype := family_prototypes.element_name_acronym(acronym, token)):
            why = f"{acronym!r} spells the element names of {token} and {prototype!r}, a prototype it fits: the same family is the best guess"
            return Decision(True, "acronym-initials", why, certain=False)
    return None
