"""Regimes of a route written as a time scale (`nanosecond` or `femtosecond` laser ablation): siblings.

A pulsed process is classed by the order of magnitude of its pulse duration, named by the SI prefix of the second
(SI Brochure, 9th ed. 2019, table 7: milli-, micro-, nano-, pico-, femto-, atto-): nanosecond, picosecond and
femtosecond laser processing are distinct regimes (thermal melting and evaporation against non-thermal ablation;
ISO 11145:2018, laser vocabulary: pulse duration; Chichkov et al., Appl. Phys. A 63 (1996) 109). Two entries
that each name a regime, and no regime in common, name two processes; an entry naming none may name either.
"""

from __future__ import annotations

import re

# The SI prefixes of the second by their symbols (SI Brochure, table 7); a symbol counts only
# written before a pulse or a laser (`ms` alone may be mass spectrometry, `ps` polystyrene).
_PREFIXES = ("atto", "femto", "pico", "nano", "micro", "milli")
_SYMBOLS = {"as": "atto", "fs": "femto", "ps": "pico", "ns": "nano", "µs": "micro", "us": "micro", "ms": "milli"}
_WORD = re.compile(rf"(?<![a-z])({'|'.join(_PREFIXES)})[\s-]?seconds?(?![a-z])", re.IGNORECASE)
_SYMBOL = re.compile(rf"(?<![A-Za-z])({'|'.join(_SYMBOLS)})[\s-]*(?=(?:pulsed?|pulses|laser)\b)", re.IGNORECASE)


def time_regimes(text: str) -> frozenset[str]:
    """The pulse-duration regimes an entry names, by SI prefix (`nano`, `femto`)."""
    return frozenset({m.lower() for m in _WORD.findall(text)} | {_SYMBOLS[m.lower()] for m in _SYMBOL.findall(text)})


def other_regimes(reference: str, test: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(reference's, test's) regimes when each entry names one and they share none; None otherwise."""
    ref, tst = time_regimes(reference), time_regimes(test)
    return (ref, tst) if ref and tst and not ref & tst else None
