"""Family decisions of names that state dopants (`chem.family_dopants`): a doped member of a host the other names,
dopants that are some of the other's, the same dopants on hosts alike. Dopants are often left unsaid in a family
name, so the hosts decide, every agreement is a best guess, and only a certain other host is proof.
"""

from __future__ import annotations

from collections.abc import Callable

from ...chem import family_dopants
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
    if (found := family_dopants.doped_and_host(reference, test)) is None:
        return None
    doped, host, other = found
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


def same_dopants_guess(reference: str, test: str, hosts: Decision) -> Decision | None:
    """Both names state the same dopants and the hosts are one family as a best guess (`Co-doped willemite`,
    `Zn2SiO4:Co`: a mineral name and its formula): the same doped family is the best guess; other hosts decide nothing."""
    if not hosts.match:
        return None
    why = f"{reference} and {test} state the same dopants; the hosts, as a best guess: {hosts.why or hosts.basis}"
    return Decision(True, "same-dopant-host", why, certain=False)


def doped_member_guessed(reference: str, test: str, explain: Callable[[str, str], Decision]) -> Decision | None:
    """The test states a dopant, the reference none, and without it the hosts are one family as a best guess
    (`SrAl2O4:Eu,Dy` for `strontium aluminate persistent phosphors`; an activator in a host lattice, Blasse &
    Grabmaier 1994): a doped member is the best guess, never proof. A doped reference against an undoped test is
    left alone: the test may name a broader class (`carbon materials`)."""
    if family_dopants.doped_side(reference, test) != test:
        return None
    hosts = explain(family_dopants.undoped(reference), family_dopants.undoped(test))
    if not hosts.match:
        return None
    why = f"one name states a dopant the other leaves unsaid; the hosts, as a best guess: {hosts.why or hosts.basis}"
    return Decision(True, "doped-member", why, certain=False)
