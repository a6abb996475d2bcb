"""`identified`: whether a mention names anything known (technique, instrument, chemical, formula, element)."""

import sys

from comproeval.chem.lexicon import identified


def test_known_kinds_of_mention():
    assert identified("TGA")  # a technique acronym
    assert identified("ZJ-3A")  # an instrument model
    assert identified("DMF")  # a solvent abbreviation
    assert identified("gold paste")  # an element in another form
    assert identified("Pb(Zr0.52Ti0.48)O3")  # a formula pymatgen reads
    assert identified("BNT")  # a ceramic end-member abbreviation


def test_unknown_mentions():
    assert not identified("")
    assert not identified("lorem ipsum")
    assert not identified("ImageJ")
    assert not identified("Sample")


def test_importing_comproeval_does_not_load_the_lexicon():
    import subprocess

    code = "import sys, comproeval; print(any(m.startswith('comproeval.chem.lexicon') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
