"""Family decisions of open names and partial dopant lists (`chem.family_open`, `chem.family_dopants`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem import family_composites, family_dopants, family_open
from ...chem.decision import Decision
from ...chem.family_reading import read_name


def same_host_formulas(one: str, other: str) -> bool:
    """Both names write formulas and the same ones (`NaYF4 UCNPs`, `NaYF4-based upconversion nanoparticles`): one
    host under other words, which a doped member's name may leave (`NaYF4:Yb,Er`)."""
    first, second = read_name(one).formulas, read_name(other).formulas
    return bool(first) and sorted(first) == sorted(second)


def doped_host_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """One name states dopants, the other none, and both write one host formula under other words (`NaYF4:Yb,Er
    UCNPs`, `NaYF4-based upconversion nanoparticles`): a doped member of the family is the best guess."""
    if (doped := family_dopants.doped_side(reference, test)) is None:
        return None
    host, other = family_dopants.undoped(doped), test if doped == reference else reference
    if not same_host_formulas(host, other) or not explain(host, other).match:
        return None
    why = f"{doped} writes the host formula of {other} with a dopant stated: a doped member of the family, the same is the best guess"
    return Decision(True, "doped-member", why, certain=False)


def fewer_dopants_decision(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """One name's dopants are some of the other's (`Er-doped NaYF4`, `NaYF4:Yb,Er`): co-dopants are routinely
    left out of a family name, so the hosts decide, and only a certain other host is proof."""
    if (found := family_dopants.fewer_dopants(reference, test)) is None:
        return None
    hosts = explain(family_dopants.undoped(reference), family_dopants.undoped(test))
    fewer, more = sorted(found, key=len)
    said = f"{', '.join(sorted(fewer))} within {', '.join(sorted(more))}"
    if hosts.certain and not hosts.match:
        return Decision(False, "same-dopant-other-host", f"dopants {said}, but other hosts: {hosts.why or hosts.basis}")
    verdict = "the same family is the best guess" if hosts.match else "another host is the best guess"
    why = f"{reference} and {test} state dopants {said} (co-dopants are often left unsaid): {verdict}"
    return Decision(hosts.match, "dopant-subset", why, certain=False)


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
