"""The prefixes of organic names, written once for the isomer and homologue readers (`compounds.organic_prefixes`)."""

import re

from comproeval.chem.compounds.organic_prefixes import ALKYL_ISOMER_PREFIXES, GREEK_LOCANTS, carbon_stems


def test_carbon_stems_count_carbons_from_one():
    assert carbon_stems(1, 2) == "meth|eth"
    assert carbon_stems(3, 5) == "prop|but|pent"
    assert carbon_stems(1, 10).split("|")[-1] == "dec"


def test_prefix_alternations_match_whole_prefixes():
    assert re.fullmatch(rf"(?:{ALKYL_ISOMER_PREFIXES})", "tert")
    assert re.fullmatch(rf"(?:{GREEK_LOCANTS})", "β")
    assert not re.fullmatch(rf"(?:{GREEK_LOCANTS})", "zeta")
