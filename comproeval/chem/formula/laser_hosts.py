"""Laser-crystal dopant notations read as the formula they state (issue 26, keys round k5).

Solid-state laser literature writes the active ion before its host and the doping level after it, as a share of
the substituted site: `Nd:YAG (1 at%)`, `2 at.% Tm:YLF` (W. Koechner, *Solid-State Laser Engineering*, 6th ed.,
ch. 2; A. A. Kaminskii, *Laser Crystals*, 2nd ed.). The hosts are named by their standard abbreviations
(`data/knowledge/laser_hosts.json`, with their formulas from those texts). The notation is rewritten in the phosphor order (`Y3Al5O12:1%Nd`),
whose reader (`phosphor`) puts the ion on the host site its charge and size give; a reading through a host name
and a site choice is the best guess, never a proof.
"""

from __future__ import annotations

import functools
import re

from ..data import builtin_readings


@functools.cache
def _hosts() -> dict[str, str]:
    """The host abbreviations (`data/knowledge/laser_hosts.json`, each a `guess_only` reading) -> their formulas."""
    return {host.casefold(): found[0].means for host, found in builtin_readings("abbreviations", "laser_hosts").items()}


_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_SHARE = rf"(?P<x>{_NUMBER})\s*(?:at|mol)?\s*\.?\s*%"
_ION = r"(?P<ion>[A-Z][a-z]?)(?:\d?\+)?"
_HOST = r"(?P<host>[A-Za-z][A-Za-z0-9().]*)"
# `Nd:YAG (1.0 at%)`, `Nd:YAG, 1 at.%`, `1 at% Nd:YAG`
_AFTER_RE = re.compile(rf"^\s*{_ION}\s*:\s*{_HOST}\s*(?:\(\s*|,\s*){_SHARE}\s*\)?\s*$")
_BEFORE_RE = re.compile(rf"^\s*{_SHARE}\s*{_ION}\s*:\s*{_HOST}\s*$")


def laser_crystal_reading(key: str) -> str | None:
    """`Nd:YAG (1 at%)` -> `Y3Al5O12:1%Nd`: the ion-first notation in the phosphor order, the host name as its
    formula; None when the key is not written that way."""
    found = _AFTER_RE.match(key) or _BEFORE_RE.match(key)
    if found is None:
        return None
    host = _hosts().get(found["host"].casefold(), found["host"])
    return f"{host}:{found['x']}%{found['ion']}"


def laser_crystal_formula(reference: str, test: str) -> str | None:
    """Why two keys are probably one crystal once an ion-first laser notation is read; None when neither key is
    written that way or the readings differ."""
    from .compare import compare_composition_keys

    ref, tst = laser_crystal_reading(reference), laser_crystal_reading(test)
    if ref is None and tst is None:
        return None
    read = compare_composition_keys(ref or reference, tst or test)
    if not read.match or "rounded" in read.reason:
        return None
    read = ", ".join(f"{key!r} as {reading!r}" for key, reading in ((reference, ref), (test, tst)) if reading)
    return f"the laser-crystal notation read ({read}: the ion on the host site its charge and size give)"
