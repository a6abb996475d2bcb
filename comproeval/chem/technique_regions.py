"""Spectral regions of infrared spectroscopy: near-, mid- and far-infrared spectroscopy are sibling techniques.

The IUPAC Gold Book ("infrared radiation") and ISO 20473 divide the infrared into near (0.78-3 um), mid (3-50 um) and
far (50-1000 um) regions; CHMO files near-infrared absorption and reflectance spectroscopy under infrared absorption
and reflectance spectroscopy, which the curated `ftir` concept absorbs. But `FTIR` and `IR spectroscopy` name the
mid-infrared measurement of the usual spectrometer, so a near- or far-infrared method is not a form of it (`FT-NIR` is
not `FTIR`): such a method keeps only the ancestors of its own region.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

INFRARED_CONCEPT = "ftir"  # the curated concept of infrared spectroscopy as usually run (mid-infrared)
_OTHER_REGION = re.compile(r"\b(?P<region>near|far)[- ]?infra-?red\b", re.IGNORECASE)


def infrared_region(label: str) -> str | None:
    """`near` or `far` when a technique's label names that infrared region, else None."""
    found = _OTHER_REGION.search(label or "")
    return found.group("region").lower() if found else None


def region_ancestors(concepts: Mapping[str, Mapping], ancestors: Mapping[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """The ancestors with the infrared concept, and every method under it of no region, dropped from the
    near- and far-infrared methods; ancestors of the method's own region stay (FT-NIR is near-infrared spectroscopy)."""

    def label(cid: str) -> str:
        return str(concepts.get(cid, {}).get("label", ""))

    def under_infrared(cid: str) -> bool:
        return cid == INFRARED_CONCEPT or INFRARED_CONCEPT in ancestors.get(cid, frozenset())

    out: dict[str, frozenset[str]] = {}
    for cid, above in ancestors.items():
        region = infrared_region(label(cid))
        if region is None or INFRARED_CONCEPT not in above:
            out[cid] = above
            continue
        out[cid] = frozenset(a for a in above if not under_infrared(a) or infrared_region(label(a)) == region)
    return out
