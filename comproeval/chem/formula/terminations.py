"""MXene surface terminations: `Ti3C2Tx`, `Mo2TiC2Tx`, `(Ti0.5Nb0.5)2CTx`.

An MXene is written M(n+1)XnTx: M early transition metals, X carbon and/or nitrogen, and Tx the surface terminations
(O, OH, F, Cl) in an amount left open (Naguib, Mochalin, Barsoum & Gogotsi, Adv. Mater. 26 (2014) 992; Gogotsi &
Anasori, ACS Nano 13 (2019) 8491). `Tx` is no element symbol: the rest of the key reads as a formula, and two keys that
both write `Tx` state the same unspecified terminations, so they compare as the rest does.
"""

from __future__ import annotations

import re

# `Tx`, `Tz`, `T_x`, `T_{x}`, `Tₓ` directly after a formula's last symbol, count or bracket, ending the formula.
_TERMINATION_RE = re.compile(r"(?<=[A-Za-z0-9)\]])T(?:_?\{?[xz]\}?|ₓ)(?![A-Za-z0-9])")


def without_terminations(key: str) -> str | None:
    """The key with its one MXene termination `Tx` taken out (`Ti3C2Tx (delaminated)` -> `Ti3C2 (delaminated)`), when
    what precedes it is written with carbon or nitrogen; None otherwise."""
    found = list(_TERMINATION_RE.finditer(key))
    if len(found) != 1:
        return None
    match = found[0]
    head = key[: match.start()].split()[-1] if key[: match.start()].split() else ""
    if not re.search(r"(?:C|N)(?![a-z])", head):
        return None
    return key[: match.start()] + key[match.end() :]
