"""Stop 44 (F12): mineral series by their end members (IMA end-member formulas; Grew et al. 2013 for garnet), named
alloys by their nominal composition (ASTM F1684, F15, A753), tacticity letters (IUPAC Purple Book) and a field's
glossary synonyms (ISO 683-4, ISO 4618, IUPAC 2001 liquid-crystal terms)."""

from __future__ import annotations

from comproeval.chem.family_mineral_series import end_members, series_relation
from comproeval.chem.family_named_alloys import named_alloy_relation, named_alloys
from comproeval.chem.family_polymer_grades import grade, grade_relation
from comproeval.judges.explain.family import explain_family


def test_end_members_by_names_cations_and_mixed_sites() -> None:
    olivine = frozenset({"Mg2SiO4", "Fe2SiO4"})
    assert end_members("forsterite-fayalite olivines") == olivine
    assert end_members("Mg–Fe olivine") == olivine
    assert end_members("(Fe,Mg)2SiO4 olivine") == olivine
    assert end_members("Ca/Na feldspar") == end_members("plagioclase")
    assert end_members("pyralspite") == frozenset({"Mg3Al2Si3O12", "Fe3Al2Si3O12", "Mn3Al2Si3O12"})
    assert end_members("forsterite") is None  # one end member names no series
    assert end_members("garnet") is None
    assert end_members("Ni–Co olivine") is None  # cations the telling site does not list
    assert end_members("ringwoodite (Fe,Mg)2SiO4") is None  # another species of the formula: a polymorph


def test_series_relation() -> None:
    assert series_relation("spessartine–almandine garnets", "pyralspite garnets")[0]  # a part of the series
    assert series_relation("Ca3(Cr,Al)2Si3O12", "uvarovite–grossular solid solution")[0]
    assert not series_relation("pyrope–almandine garnet", "almandine–spessartine garnet")[0]  # one shared end member
    assert not series_relation("alkali feldspars", "plagioclase feldspars")[0]
    assert series_relation("feldspar", "plagioclase") is None


def test_named_alloys() -> None:
    assert named_alloys("Super Invar foils") == frozenset({"super invar"})
    assert named_alloy_relation("Kovar seals", "FeNi29Co17")[0]
    assert not named_alloy_relation("Invar", "FeNi42")[0]  # a designation far from the nominal share
    assert not named_alloy_relation("Ni–Fe permalloy films", "Fe–Ni Invar films")[0]
    assert named_alloy_relation("constantan wires", "Cu–Ni wires")[0]  # the bare system
    assert named_alloy_relation("Invar", "Invar 36") is None
    assert named_alloy_relation("nitinol", "Ni50Ti50") is None  # percents that may be atomic: left to other rules
    assert named_alloy_relation("Invar", "Fe–Co alloys") is None


def test_tacticity_letters() -> None:
    assert grade("sPS").characteristics == frozenset({"s"})
    assert grade("st-PS") == grade("syndiotactic polystyrene")
    assert grade_relation("atactic polystyrene", "aPS")[0]
    assert not grade_relation("iPS", "syndiotactic polystyrene")[0]
    assert grade("PSs") is None  # a plural, never syndiotactic


def test_decisions_are_best_guesses() -> None:
    for reference, test, same in (
        ("plagioclase", "Na–Ca feldspars (albite–anorthite)", True),
        ("pyrope–grossular garnets", "grossular–uvarovite garnets", False),
        ("Fe–Ni–Co Kovar alloys", "Fe–Ni–Co Super Invar alloys", False),
        ("syndiotactic polypropylene", "sPP", True),
        ("decorative paints", "architectural paints", True),  # two jurisdictions' scopes: a guess
    ):
        decision = explain_family(reference, test)
        assert decision.match is same and not decision.certain, (reference, test, decision)
    for reference, test in (  # stop 46: phrases a standard or IUPAC defines as one thing, the rest alike: proven
        ("free-cutting stainless steels", "free-machining stainless steels"),
        ("piezoelectret films", "ferroelectret films"),
        ("orientationally disordered crystals", "plastic crystals"),
        ("superthermites", "nanothermites"),
        ("water-borne alkyd paints", "water-based alkyd paints"),
    ):
        decision = explain_family(reference, test)
        assert decision.match and decision.certain, (reference, test, decision)


def test_polymer_trade_names() -> None:
    from comproeval.chem.family_trade_names import trade_name_match, trade_names

    assert trade_names("Ultem 1000 hollow fibres") == frozenset({"ultem"})
    assert trade_name_match("Dyneema ropes", "UHMWPE ropes") is not None
    assert trade_name_match("Nomex paper", "meta-aramid paper") is not None
    assert trade_name_match("Kevlar fabrics", "PMIA fabrics") is None  # another aramid
    assert trade_name_match("Kapton films", "Mylar films") is None  # two trade names: left to the other rules
    decision = explain_family("Delrin gears", "polyoxymethylene gears")
    assert decision.match and not decision.certain and decision.basis == "trade-name"


def test_one_named_alloy_and_more_glossary_words() -> None:
    assert named_alloy_relation("Kovar glass-to-metal seals", "Fe–Ni–Co Kovar seals")[0]
    assert named_alloy_relation("Super Invar mirrors", "Super Invar 32-5 mirrors") is None  # another number
    assert named_alloy_relation("Kovar", "Fe–Ni Kovar") is None  # a system without the alloy's cobalt
    for reference, test, proven in (
        ("carburising steels for gears", "case hardening steels for gears", True),  # ISO 683-3 (stop 46: proven)
        ("engineered stone worktops", "agglomerated stone worktops", True),  # EN 14618
        ("sterically stabilised liposomes", "stealth liposomes", False),  # a use reported, no definition
        ("HPPE fibers", "high-modulus polyethylene fibres", True),  # ISO 10325
    ):
        decision = explain_family(reference, test)
        assert decision.match and decision.certain is proven, (reference, test, decision)
    assert not explain_family("case-hardening steels", "nitriding steels").match


def test_a_named_guess_never_outranks_proven_formulas() -> None:
    decision = explain_family("Cu-Ni (constantan)", "Cu–Ni")
    assert decision.match and decision.certain
    decision = explain_family("Fe–Ni–Co Kovar alloys", "Kovar-type Fe-Ni-Co alloys")  # the words read alike
    assert decision.match and decision.certain
