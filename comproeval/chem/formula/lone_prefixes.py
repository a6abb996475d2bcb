"""A whole number written before a key's lone formula term (`13C-enriched graphite`, `6LiF`, `10B4C`, `28Si wafer`).

In a mixture a number before each term is its share (`40CaO-60SiO2`) and the shares are compared. Before a term that
stands alone it multiplies nothing the key sets it against, so a composition read up to scale drops it. It is most
often a mass number (IUPAC Red Book IR-3.3.1: the nuclide's mass number is written before its symbol, `¹³C`, `⁶Li`)
or a share whose other terms the key leaves out: either way it tells samples apart, and a reading that drops it
proves nothing about them.
"""

from __future__ import annotations

import re

from ..unit_substances import pint_unit
from .compare import compare_composition_keys
from .parse import normalize_key

# A whole number run into a formula term (`13C`, `6LiF`, `10B4C`) or set apart from it (`1085 Al foil`, a designation)
# with no formula term before or after it: preceded by the start or a space or bracket, and followed by the end, a
# space, a bracket, a comma or a hyphen and a word. A number set apart before a unit symbol (`300 K`) is a quantity.
_LONE_PREFIX_RE = re.compile(r"(?:^|(?<=[\s(\[]))(\d{1,4})(\s?)([A-Z][A-Za-z0-9]*)(?=$|[\s,;)\]]|-[a-z])")
_MARKS_RE = re.compile(r"\^(?=\d)")  # `^13C`, a superscript typed with a caret


def lone_prefixes(key: str) -> tuple[str, ...]:
    """The whole numbers a key writes before a lone formula term, in order (`¹³C-labelled graphite`: `13`)."""
    text = _MARKS_RE.sub("", normalize_key(key))
    found = [m for m in _LONE_PREFIX_RE.finditer(text) if not (m.group(2) and pint_unit(m.group(3)))]
    # a number the reading uses (`5YSZ`, 5 mol% yttria by the abbreviation) is read; one it scales away is not, as a
    # number before one element symbol always is (`13C`, `3003 Al`: a mass number or a designation, never a count)
    return tuple(
        m.group(1).lstrip("0") or "0" for m in found if _ELEMENT_RE.fullmatch(m.group(3)) or compare_composition_keys(m.group(0), m.group(3)).match
    )


_ELEMENT_RE = re.compile(r"[A-Z][a-z]?")


def lone_prefixes_differ(reference: str, test: str) -> tuple[bool, str] | None:
    """(both write one, the reason) when the keys' lone-term numbers differ; None when they agree or are restated.

    One key alone writing the number (`10B4C`, `B4C`) is unproven either way unless the other key writes the same
    number elsewhere (`8YSZ`, `8 mol% YSZ`)."""
    ref, tst = lone_prefixes(reference), lone_prefixes(test)
    if ref == tst:
        return None
    if ref and tst:
        return True, f"the number before the lone formula term differs ({', '.join(ref)} against {', '.join(tst)}): a mass number or share"
    one, other = (ref, test) if ref else (tst, reference)
    numbers = set(re.findall(r"\d+", normalize_key(other)))
    if set(one) <= numbers:
        return None
    return False, f"one key alone writes a number before its lone formula term ({', '.join(one)}): a mass number or share, unread"


# `3BS`, `4BS`, `5CB`: a whole number run into capitals alone, with nothing else in the key.
_COUNTED_CAPITALS_RE = re.compile(r"\s*\d{1,2}[A-Z]{2,5}\s*")


def counted_capitals(key: str) -> bool:
    """A number run into an abbreviation of capitals, alone (`4BS`, tetrabasic lead sulfate; `5CB`, a liquid crystal):
    a multiple of a lone compound is no amount of it, so the key is a code as likely as that abbreviation's formula."""
    return bool(_COUNTED_CAPITALS_RE.fullmatch(normalize_key(key)))
