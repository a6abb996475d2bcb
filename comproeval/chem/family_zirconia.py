"""Stabilized-zirconia designations written out (`Y-TZP` -> `yttria-stabilized tetragonal zirconia polycrystal`).

Zirconia ceramics are designated by the stabilizing oxide's cation and the kind of stabilization: TZP tetragonal
zirconia polycrystal, PSZ partially stabilized zirconia, FSZ fully stabilized zirconia (ISO 13356:2015, implants
of yttria-stabilized tetragonal zirconia, Y-TZP; ISO 6872:2015 dental ceramics; Hannink, Kelly & Muddle, J. Am.
Ceram. Soc. 83, 461 (2000), for Mg-PSZ, Ca-PSZ and Ce-TZP), with a leading number the stabilizer's mol% (`3Y-TZP`).
Written out, a designation is read by the family-name rules like any name; a match is the best guess only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .family_rewritten import why_after_rewriting

# the stabilizer's cation -> the oxide's earth name (IUPAC Red Book IR-5, traditional names: yttria, ceria ...)
_EARTHS = {"Y": "yttria", "Ce": "ceria", "Mg": "magnesia", "Ca": "calcia", "Sc": "scandia"}
_KINDS = {"TZP": "stabilized tetragonal zirconia polycrystal", "PSZ": "partially stabilized zirconia", "FSZ": "fully stabilized zirconia"}
_DESIGNATION = re.compile(r"(?<![\w-])(?P<amount>\d+(?:\.\d+)?)?(?P<cation>Y|Ce|Mg|Ca|Sc)-(?P<kind>TZP|PSZ|FSZ)(?P<plural>s?)(?![\w-])")


def _written_out(text: str) -> str:
    def out(m: re.Match) -> str:
        amount = f"{m['amount']} mol% " if m["amount"] else ""
        return f"{amount}{_EARTHS[m['cation']]}-{_KINDS[m['kind']]}{m['plural']}"

    return _DESIGNATION.sub(out, text or "")


def zirconia_designation(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two names probably name one zirconia family once designations are written out (`Y-TZP`, `yttria-stabilized
    zirconia`), or None when neither writes one or the written-out names do not match."""
    ref, tst = _written_out(reference), _written_out(test)
    if (inner := why_after_rewriting(reference, test, (ref, tst), explain)) is None:
        return None
    return f"written out (ISO 13356), {ref!r} and {tst!r}: {inner}"
