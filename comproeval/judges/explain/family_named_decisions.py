"""Families named by what a field calls a composition: mineral series by their end members, alloys and polymers by
trade names."""

from __future__ import annotations

from ...chem import family_mineral_series, family_named_alloys, family_trade_names
from ...chem.decision import Decision
from ...chem.family_names import family_name_relation


def named_composition_decision(reference: str, test: str) -> Decision | None:
    """The named-composition guess, unless the words alone prove the names' relation (`Fe-Ni Invar alloys`,
    `Invar-type Fe-Ni alloys` read to the same words): a guess never replaces a proof."""
    decision = _named_guess(reference, test)
    if decision is not None and (words := family_name_relation(reference, test)) is not None and words[2]:
        return None
    return decision


def _named_guess(reference: str, test: str) -> Decision | None:
    """A best guess when both names span mineral end members (`plagioclase`, `Na-Ca feldspar`) or one names an alloy
    (`Invar`, `FeNi36`) or a polymer by its trade name (`Matrimid`); never proof: a series name or a trade name covers a
    range of compositions."""
    if (series := family_mineral_series.series_relation(reference, test)) is not None:
        return Decision(series[0], "mineral-series", series[1], certain=False)
    if (alloy := family_named_alloys.named_alloy_relation(reference, test)) is not None:
        return Decision(alloy[0], "named-alloy", alloy[1], certain=False)
    if why := family_trade_names.trade_name_match(reference, test):
        return Decision(True, "trade-name", why, certain=False)  # `Matrimid`, a polyimide
    return None
