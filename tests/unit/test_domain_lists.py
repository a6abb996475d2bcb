"""Precursors, techniques and methods of fields beyond piezoceramics: the chemist's answer for each rule.

Every pair is (ground truth, test, the chemist's verdict, whether the rules may call it certain).
`certain=None` means only the verdict is checked.
"""

import pytest

from comproeval.judges.explain import explain_compound, explain_method, explain_technique

PRECURSORS = [
    # names and formulas of hydrates (IUPAC additive names; the hydrate word counts the water)
    ("MnSO4·H2O", "manganese sulfate monohydrate", True, True),
    ("Na4Fe(CN)6·10H2O", "sodium hexacyanoferrate(II) decahydrate", True, True),
    ("Fe(NO3)3·9H2O", "iron(III) nitrate nonahydrate", True, True),
    # a hydrate written anhydrous: another reagent is the best guess; fields differ on the convention (issue 26)
    ("Fe(NO3)3·9H2O", "Fe(NO3)3", False, False),
    ("LiOH·H2O", "LiOH", False, False),
    ("CoSO4·7H2O", "CoSO4·6H2O", False, True),
    # a name without a hydrate word, or ·xH2O, leaves the water open: the same reagent, unproven
    ("H2PtCl6·6H2O", "chloroplatinic acid", True, False),
    ("Zn(CH3COO)2·2H2O", "zinc acetate", True, False),
    ("Fe(NO3)3·9H2O", "Fe(NO3)3·xH2O", True, False),
    # a ground truth written anhydrous against a test hydrate: another reagent is the best guess only
    ("Bi(NO3)3", "Bi(NO3)3·5H2O", False, False),
    # element names (British spellings too) and material forms
    ("S", "sulphur", True, True),
    ("Bi", "bismuth shots (99.999%)", True, True),
    ("B", "amorphous boron", True, True),
    ("Fe", "Fe tube", True, True),
    # precursor abbreviations of perovskite, MOCVD and sol-gel chemistry
    ("FAI", "formamidinium iodide", True, True),
    ("MABr", "methylammonium bromide", True, True),
    ("FAI", "HC(NH2)2I", True, True),
    ("TMGa", "trimethylgallium", True, True),
    ("TMGa", "Ga(CH3)3", True, True),
    ("TMIn", "TEGa", False, True),
    ("Ti(OC4H9)4", "TBOT", True, True),
    ("(NH4)2HPO4", "ammonium phosphate dibasic", True, True),
    ("(NH4)2HPO4", "NH4H2PO4", False, True),
    # battery-electrode materials without a formula: known identities prove a difference or a match
    # a grade against its bare product: narrower against broader, proven only by the paper's lists (stop 50)
    ("Super P", "carbon black", True, False),
    ("PVDF", "Super P", False, True),
    ("PVDF", "polyvinylidene fluoride", True, True),
    ("Cu", "stainless-steel balls", False, True),
    ("NMP", "N-methyl-2-pyrrolidone", True, True),
]


@pytest.mark.parametrize(("reference", "test", "match", "certain"), PRECURSORS)
def test_precursors_of_other_fields(reference, test, match, certain):
    decision = explain_compound(reference, test)
    assert decision.match is match, decision
    if certain is not None:
        assert decision.certain is certain, decision


TECHNIQUES = [
    # batteries: galvanostatic cycling is neither cyclic voltammetry nor impedance
    ("galvanostatic cycling", "charge-discharge cycling", True, True),
    ("galvanostatic charge–discharge", "GCD", True, True),
    ("galvanostatic charge–discharge", "Arbin BT2000", True, True),
    ("galvanostatic charge–discharge", "CV", False, True),
    ("galvanostatic charge–discharge", "LSV", False, True),
    ("EIS", "Autolab PGSTAT302N with FRA32M", True, True),
    ("EIS", "impedance spectroscopy", True, None),
    ("GITT", "galvanostatic intermittent titration technique", True, True),
    ("ICP-OES", "ICP-MS", False, True),
    ("ICP-OES", "PerkinElmer Avio 500", True, True),
    ("ICP-OES", "CHN elemental analysis", False, True),
    # perovskite solar cells
    ("EQE", "IPCE", True, True),
    ("MPP tracking", "maximum power point tracking", True, True),
    ("J–V measurement", "current density–voltage (J–V) measurements", True, True),
    ("J–V measurement", "solar simulator", True, True),
    ("SCLC", "space-charge-limited current", True, True),
    ("PL", "TRPL", False, True),
    ("TRPL", "TCSPC PL decay", True, True),
    ("PL mapping", "PL", True, False),  # issue 26: a measuring mode of PL is narrower, unproven (was certain different)
    # superconductors and thermoelectrics
    ("four-probe resistivity measurement", "two-probe resistance", False, True),
    ("electrical resistivity measurement", "four-probe resistivity", True, False),  # a kind of it: narrower, a guess
    ("magnetic susceptibility measurement", "ZFC/FC magnetization", True, True),
    ("Seebeck coefficient and electrical conductivity measurement", "S and σ measurement", True, True),
    ("thermal conductivity", "laser flash analysis", True, True),
    ("Hall effect", "van der Pauw Hall measurement", True, True),
    ("electrical resistivity", "van der Pauw resistivity", True, False),  # a four-contact resistivity geometry
    ("electrical resistivity", "van der Pauw Hall measurement", False, True),
    ("J–V measurement", "Keithley 2400 SourceMeter", True, True),
    # semiconductors and band gaps
    ("optical transmission spectroscopy", "UV-vis-NIR spectrophotometer", True, True),
    ("differential reflectance spectroscopy", "reflectance contrast (ΔR/R) spectroscopy", True, True),
    ("ellipsometry", "J.A. Woollam M-2000", True, True),
    ("DFT", "HSE06 calculations", True, True),
    ("SIMS", "CAMECA IMS 7f", True, True),
    ("WDS", "JEOL JXA-8230", True, True),
    # analysis of diffraction data is not the diffraction measurement
    ("XRD", "Rietveld refinement", False, True),
    # photocatalysis
    ("GC", "Agilent 7890B GC", True, True),
    ("photocatalytic H2 evolution", "Labsolar-6A system", True, True),
    ("TOC analysis", "total organic carbon analysis", True, True),
    # equipment measures nothing: proven to be another thing
    ("XRD", "muffle furnace", False, True),
]


@pytest.mark.parametrize(("reference", "test", "match", "certain"), TECHNIQUES)
def test_techniques_of_other_fields(reference, test, match, certain):
    decision = explain_technique(reference, test)
    assert decision.match is match, decision
    if certain is not None:
        assert decision.certain is certain, decision


def test_a_broader_technique_is_a_match_but_not_a_proof():
    decision = explain_technique("EIS", "electrochemical workstation")
    assert decision.match and decision.certain is False and decision.basis == "broader-technique"


METHODS = [
    ("one-step spin coating with antisolvent", "anti-solvent assisted one-step deposition", True, True),
    ("hot-casting spin coating", "hot-casting", True, True),
    # issue 26 (class 6): a broader route for a narrower one, or one step of a sequence, is a convention fields
    # disagree on: not the same, but no longer a proven difference
    ("hot-casting spin coating", "spin coating", False, False),
    ("in situ reaction sintering", "in-situ sintering of Mg + B", True, True),
    ("in situ reaction sintering", "ex situ sintering", False, True),
    ("thermal polycondensation and thermal exfoliation", "ultrasonic liquid exfoliation", False, True),
    ("thermal polycondensation and thermal exfoliation", "calcination of melamine followed by thermal exfoliation", True, True),
    ("melting–quenching, annealing and spark plasma sintering", "spark plasma sintering", False, False),
    # SPS is also suspension plasma spraying (Fauchais et al. 2011) and nothing in `melting + SPS` says which
    ("vacuum melting and spark plasma sintering", "melting + SPS", True, False),
    ("vacuum melting and spark plasma sintering", "melting, then sintering by SPS", True, True),
    ("MOCVD", "MOVPE", True, True),
    ("arc melting", "arc-melted", True, True),
    ("flux growth", "self-flux method", True, True),
    ("high-pressure synthesis", "laser-heated diamond anvil cell synthesis", True, True),
    ("hydroxide co-precipitation", "coprecipitation", True, True),
    # an abbreviation the lexicon cannot read may be the missing route: not a proof, but the initials of the other
    # step (`MS`: melt spinning) make the same sequence the better guess
    ("melt spinning and spark plasma sintering", "MS-SPS", True, False),
]


@pytest.mark.parametrize(("reference", "test", "match", "certain"), METHODS)
def test_methods_of_other_fields(reference, test, match, certain):
    decision = explain_method(reference, test)
    assert decision.match is match, decision
    if certain is not None:
        assert decision.certain is certain, decision
