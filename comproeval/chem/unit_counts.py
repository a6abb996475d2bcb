"""The numbers a unit's denominators count, taken off so pint reads the unit and their product scales the value
(`chem.unit_qualifiers.split_unit`)."""

from __future__ import annotations

import re

# A number written in a unit is a numeric factor times the unit (SI Brochure 9th ed. 5.4.6: `per 100 g` is 0.01 per g):
# after a solidus or `per` (`meq/100 g`, `cc/m2/24h`, `mL/10 min`, `mg per 100 g`), or beside a unit in a bracketed
# denominator (`cm3/(m2·24 h)`). A small denominator after an exponent digit, spaced from the next unit (`Hz1/2 W-1`),
# is a fractional exponent, not a count.
_PER_COUNT = re.compile(r"(?:/|\bper\s+)\s*(?P<count>\d{1,6}(?:\.\d+)?)(?P<gap>\s*)(?=[A-Za-zμµ(])")
_GROUP_DENOMINATOR = re.compile(r"/\s*\((?P<inside>[^()]*)\)")
_GROUP_COUNT = re.compile(r"(?:^|(?<=[\s·⋅•*×]))(?P<count>\d{1,6}(?:\.\d+)?)\s*(?=[A-Za-zμµ])")


def counts_out(text: str) -> tuple[str, float]:
    """The unit without the numbers its denominators count (`cc/m2/24h` -> `cc/m2/h`) and their product (24)."""
    product = 1.0

    def per(found: re.Match) -> str:
        nonlocal product
        exponent = re.search(r"[A-Za-zμµΩ]\d{1,2}$", text[: found.start()]) is not None
        if (exponent and found["count"] in ("2", "3", "4") and found["gap"]) or not float(found["count"]):
            return found.group(0)  # `Hz1/2 W-1`: an exponent 1/2; a zero counts nothing
        product *= float(found["count"])
        return "/"

    def group(found: re.Match) -> str:
        nonlocal product
        counts = [float(c) for c in _GROUP_COUNT.findall(found["inside"])]
        if not counts or not all(counts):
            return found.group(0)
        for count in counts:
            product *= count
        return "/(" + " ".join(_GROUP_COUNT.sub("", found["inside"]).split()).strip(" ·⋅•*×") + ")"

    text = _GROUP_DENOMINATOR.sub(group, _PER_COUNT.sub(per, text))
    return text, product
