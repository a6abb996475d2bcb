"""One British/American/IUPAC spelling (`chem.spelling`): written variants fold alike, other words do not."""

from __future__ import annotations

import pytest

from comproeval.chem.spelling import american, written_alike


@pytest.mark.parametrize(
    ("british", "us"),
    [
        ("colour", "color"),
        ("colours", "colors"),  # a listed word with a plural ending
        ("fibres", "fibers"),
        ("disc", "disk"),
        ("lustre", "luster"),
        ("odour", "odor"),
        ("mercerised", "mercerized"),
        ("polarisable", "polarizable"),
        ("polysulphone", "polysulfone"),  # the IUPAC stem inside a longer word
        ("thiosulphate", "thiosulfate"),
        ("aluminium", "aluminum"),
        ("caesium", "cesium"),
        ("haematite", "hematite"),
    ],
)
def test_a_british_spelling_reads_as_the_american(british: str, us: str) -> None:
    assert american(british) == american(us) == us


@pytest.mark.parametrize(("one", "other"), [("tonne", "ton"), ("timbre", "timber"), ("four", "for"), ("discus", "disks")])
def test_other_words_are_not_folded_together(one: str, other: str) -> None:
    assert american(one) != american(other)


def test_whole_entries_in_two_spellings_are_one_certainly() -> None:
    decision = written_alike("caesium-doped aluminium sulphate fibres", "cesium-doped aluminum sulfate fibers")
    assert decision is not None and decision.match and decision.certain
    assert written_alike("sulphated zirconia", "sulfonated zirconia") is None  # another word, not a spelling
