"""The conductivity type a semiconductor key states (`p-Si`, `n-type GaN`, `n+ Si`): part of the sample's identity.

IUPAC Gold Book (`n-type semiconductor`, `p-type semiconductor`) and Sze & Ng, *Physics of Semiconductor Devices*,
3rd ed., ch. 1: n- and p-type material of one host are different materials; `n+`/`p+` mark heavy doping of that
type and `i` intrinsic material. The formula parser reads only the host, so the type is read here.
"""

from __future__ import annotations

import re

# `p-Si`, `n-GaN`, `p+ Si`, `n++-Si`, `n-type Si`, `p type silicon`, `i-Si`: a type letter before the host or `type`.
_TYPE_RE = re.compile(r"(?<![A-Za-z0-9])([npi])(\+{0,2})(?:[\s-]?type\b|-(?=[A-Z])|(?<=\+)[\s-]?(?=[A-Z]))")


def conductivity_types(key: str) -> frozenset[str]:
    """The conductivity types a key states, each as its letter with any `+` marks (`p`, `n+`)."""
    return frozenset(m.group(1) + m.group(2) for m in _TYPE_RE.finditer(key))


def conductivity_difference(reference: str, test: str) -> tuple[str, bool] | None:
    """Why two keys' conductivity types differ and whether that is proven; None when they agree or neither states one.

    Another type letter on both sides is another material (proven); a doping mark (`p+` against `p`) or a type one
    key alone states leaves the keys unproven the same."""
    ref, tst = conductivity_types(reference), conductivity_types(test)
    if ref == tst:
        return None
    letters = ({t[0] for t in ref}, {t[0] for t in tst})
    if ref and tst and letters[0] != letters[1]:
        return f"conductivity type {'/'.join(sorted(ref))} against {'/'.join(sorted(tst))}: another material", True
    return f"conductivity type {'/'.join(sorted(ref)) or 'unstated'} against {'/'.join(sorted(tst)) or 'unstated'}", False
