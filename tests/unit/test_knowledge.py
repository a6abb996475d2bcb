"""A user's knowledge file: its format, its one-line refusals, and how the rules read it."""

from __future__ import annotations

import json

import pytest

from comproeval.chem.knowledge import KnowledgeError, load_knowledge, parse_knowledge
from comproeval.judges.explain import Decision, explain_technique
from comproeval.judges.user_knowledge import TECHNIQUE, consulted, known_with, similarity_with
from tests.conftest import EXAMPLES

BATTERIES = EXAMPLES / "knowledge_batteries.json"


def test_the_worked_example_loads():
    knowledge = load_knowledge(BATTERIES)
    assert len(knowledge) >= 10 and len(knowledge.digest) == 64
    assert knowledge.same(("abbreviations",), "NCM811", "LiNi0.8Co0.1Mn0.1O2")
    assert knowledge.same(("abbreviations",), "NMC811", "ncm811")  # two spellings of one meaning
    assert knowledge.same(("techniques",), "galvanostatic cycling", "charge–discharge cycling")  # en dash, case, spacing
    assert not knowledge.same(("abbreviations",), "NCA", "LiNi0.8Co0.1Mn0.1O2")
    assert knowledge.rewrite(("names",), "Lithium hydroxide monohydrate") == "LiOH·H2O"
    assert knowledge.rewrite(("names",), "cobalt acetate") == "cobalt acetate"  # not named: left to the rules


@pytest.mark.parametrize(
    "data, message",
    [
        ([], "expected a JSON object"),
        ({"abbrevations": {}}, "unknown section 'abbrevations'"),
        ({"units": {"mAhg": "bananas per hour"}}, "units['mAhg']: 'bananas per hour' is not a unit pint can read"),
        ({"abbreviations": {"NCM": "nickel-rich stuff"}}, "abbreviations['NCM']: 'nickel-rich stuff' is not a formula"),
        ({"families": {"III-nitride": "GaN"}}, "families['III-nitride']: expected a non-empty list"),
        ({"techniques": {"GCD": ""}}, "techniques['GCD']: a name must be non-empty text"),
        ({"techniques": {"GCD": "cycling", "gcd": "voltammetry"}}, "techniques['gcd']: 'gcd' already means 'cycling'"),
        ({"methods": "sol-gel"}, "methods must be an object"),
        (  # one abbreviation, two formulas in two sections: both entries named
            {"abbreviations": {"LFP": "LiFePO4"}, "names": {"lfp": "LiMnPO4"}},
            "names['lfp'] = 'LiMnPO4' contradicts abbreviations['LFP'] = 'LiFePO4'",
        ),
        ({"techniques": {"GCD": "cycling", "gcd": "voltammetry"}}, "(techniques['GCD'])"),  # the first entry named too
        ({"techniques": {"GCD": {"means": "cycling", "sorce": "x"}}}, "techniques['GCD']: unknown field 'sorce'"),
        ({"papers": {"10.1/x": {"method": {}}}}, "papers['10.1/x']: unknown section 'method'"),
    ],
)
def test_a_bad_entry_is_refused_in_one_line_naming_it(data, message):
    with pytest.raises(KnowledgeError, match=None) as info:
        parse_knowledge(data, "mine.json")
    text = str(info.value)
    assert text.startswith("mine.json") and "\n" not in text
    assert message in text, text


def test_unreadable_files_are_refused_in_one_line(tmp_path):
    with pytest.raises(KnowledgeError, match="not found"):
        load_knowledge(tmp_path / "absent.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"units": {', encoding="utf-8")
    with pytest.raises(KnowledgeError, match=r"not valid JSON: line 1"):
        load_knowledge(broken)


def test_a_declared_pair_is_a_certain_match_and_the_rest_is_left_to_the_rules():
    knowledge = parse_knowledge({"techniques": {"GCD": "galvanostatic charge-discharge"}})
    explain = consulted(knowledge, TECHNIQUE, explain_technique)
    declared = explain("galvanostatic charge-discharge", "GCD")
    assert declared == Decision(True, "user-knowledge", declared.why) and declared.certain
    assert explain("XRD", "X-ray diffraction") == explain_technique("XRD", "X-ray diffraction")
    assert not explain("XRD", "GCD").match


def test_without_a_file_the_rules_functions_are_unchanged():
    assert consulted(None, TECHNIQUE, explain_technique) is explain_technique
    similarity = lambda a, b: 0.25  # noqa: E731
    assert similarity_with(None, TECHNIQUE, similarity) is similarity


def test_what_the_file_names_is_identified_and_paired_first():
    knowledge = parse_knowledge({"techniques": {"house cycling protocol": "galvanostatic charge-discharge"}})
    known = known_with(knowledge, TECHNIQUE, lambda text: False)
    assert known("House  cycling protocol") and not known("something else")
    similar = similarity_with(knowledge, TECHNIQUE, lambda a, b: 0.0)
    assert similar("galvanostatic charge-discharge", "house cycling protocol") == 1.0


def test_the_example_file_is_valid_json_with_every_section():
    data = json.loads(BATTERIES.read_text(encoding="utf-8"))
    assert {"abbreviations", "names", "families", "units", "techniques", "methods"} <= set(data)


@pytest.mark.parametrize(
    "cls, reference, test, entry",
    [
        ("technique", "galvanostatic cycling", "GCD", ("techniques", "GCD", "galvanostatic cycling")),
        ("key", "LiNi0.8Co0.1Mn0.1O2", "NCM811", ("abbreviations", "NCM811", "LiNi0.8Co0.1Mn0.1O2")),
        ("key", "NCM811", "LiNi0.8Co0.1Mn0.1O2", ("abbreviations", "NCM811", "LiNi0.8Co0.1Mn0.1O2")),  # the formula is the meaning
        ("precursor", "LiOH·H2O", "lithium hydroxide monohydrate", ("names", "lithium hydroxide monohydrate", "LiOH·H2O")),
        ("precursor", "lithium hydroxide", "LiOH reagent", None),  # neither side a formula: no entry can say it
        ("unit", "mAh/g", "mAh per gram of cathode", ("units", "mAh per gram of cathode", "mAh/g")),
        ("family", "III-nitride", "InGaN", ("families", "III-nitride", ["InGaN"])),
        ("value", "1.2", "1.20", None),
        ("technique", "XRD", "xrd", None),  # already the same spelling
    ],
)
def test_a_decision_becomes_the_entry_a_chemist_would_write(cls, reference, test, entry):
    from comproeval.chem.knowledge_learned import decision_entry

    assert decision_entry(cls, reference, test) == entry


def test_with_entry_adds_without_touching_the_original_and_merges_family_lists():
    from comproeval.chem.knowledge_learned import with_entry

    data = {"families": {"III-nitride": ["GaN"]}}
    updated = with_entry(data, "families", "III-nitride", ["InGaN", "GaN"])
    assert updated["families"]["III-nitride"] == ["GaN", "InGaN"] and data["families"]["III-nitride"] == ["GaN"]
    assert with_entry({}, "techniques", "GCD", "cycling") == {"techniques": {"GCD": "cycling"}}


def test_entries_may_be_objects_citing_their_source_and_one_formula_twice_is_no_conflict():
    knowledge = parse_knowledge(
        {
            "abbreviations": {"LOH": {"means": "LiOH·H2O", "source": "a handbook"}},
            "names": {"loh": "LiH3O2"},  # the same composition, written another way
            "families": {"olivine": {"names": ["LiMPO4"], "broader": "polyanion", "source": "a review"}},
        },
        "mine.json",
    )
    assert knowledge.same(("abbreviations",), "LOH", "LiOH·H2O")
    assert knowledge.same(("families",), "olivine", "limpo4")


BUILT_IN_FILES = [(s, s) for s in ("abbreviations", "families", "methods", "names", "units", "techniques")] + [
    ("abbreviations", "organic_cations"),
    ("techniques", "instruments"),
    ("techniques", "vendors"),
    ("abbreviations", "lab_chemicals"),
    ("techniques", "techniques_general"),
    ("techniques", "not_measurements"),
    ("abbreviations", "framework_codes"),
    ("abbreviations", "laser_hosts"),
]


def test_every_file_in_the_knowledge_folder_is_a_knowledge_file_checked_here():
    from importlib import resources

    folder = resources.files("comproeval.chem.data").joinpath("knowledge")
    assert sorted(f.name for f in folder.iterdir() if f.name.endswith(".json")) == sorted(f"{file}.json" for _, file in BUILT_IN_FILES)


@pytest.mark.parametrize(("section", "file"), BUILT_IN_FILES)
def test_the_built_in_vocabulary_is_knowledge_files_citing_their_sources(section, file):
    from importlib import resources

    path = resources.files("comproeval.chem.data").joinpath("knowledge", f"{file}.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    knowledge = parse_knowledge(data, f"{file}.json")
    assert len(knowledge) > 5 and data["source"]
    cited = [entry for entry in data[section].values() if isinstance(entry, dict) and entry.get("source")]
    assert len(cited) >= len(data[section]) // 2


def test_a_guess_only_entry_is_checked_and_kept_but_proves_nothing():
    data = {"abbreviations": {"XY-9": {"means": "Cu3(C9H3O6)2", "names": ["XY9"], "guess_only": True, "source": "a first report"}}}
    knowledge = parse_knowledge(data, "mine.json")
    assert knowledge.meaning("abbreviations", "XY-9") is None
    assert not knowledge.same(("abbreviations",), "XY9", "Cu3(C9H3O6)2")
    assert not knowledge.knows(("abbreviations",), "XY-9")
    assert knowledge.guesses["abbreviations"]["xy9"] == "cu3(c9h3o6)2" and len(knowledge) == 2


def test_guess_only_is_true_or_false_and_its_meaning_must_still_read():
    with pytest.raises(KnowledgeError, match="guess_only must be true or false"):
        parse_knowledge({"abbreviations": {"XY-9": {"means": "CuO", "guess_only": "yes"}}}, "mine.json")
    with pytest.raises(KnowledgeError, match="not a formula"):
        parse_knowledge({"abbreviations": {"XY-9": {"means": "Cu3(QQ)2", "guess_only": True}}}, "mine.json")


def test_an_abbreviation_with_several_readings_names_none_alone_but_each_readings_names_mean_it():
    knowledge = parse_knowledge(
        {
            "abbreviations": {
                "XYO": [
                    {"means": "BaTiO3", "names": ["barium titanate"], "source": "a monograph"},
                    {"means": "Bi4Ti3O12", "names": ["bismuth titanate"]},
                ]
            }
        },
        "mine.json",
    )
    assert knowledge.meaning("abbreviations", "XYO") is None  # which one a paper means is the rules' to decide
    assert knowledge.same(("abbreviations",), "bismuth titanate", "Bi4Ti3O12")
    assert not knowledge.same(("abbreviations",), "XYO", "BaTiO3")


def test_a_generic_formula_is_checked_like_any_formula_and_a_compound_without_one_is_kind_name():
    knowledge = parse_knowledge(
        {
            "abbreviations": {"KNX": {"means": "(K,Na)NbO3", "names": ["potassium sodium niobate"]}},
            "names": {"PVX": {"means": "polyvinyl x", "kind": "name", "source": "a polymer handbook"}},
        },
        "mine.json",
    )
    assert knowledge.same(("abbreviations",), "KNX", "potassium sodium niobate")
    assert knowledge.rewrite(("names",), "PVX") == "polyvinyl x"
    with pytest.raises(KnowledgeError, match=r"names\['PVX'\]: 'polyvinyl x' is not a formula"):
        parse_knowledge({"names": {"PVX": "polyvinyl x"}}, "mine.json")
    with pytest.raises(KnowledgeError, match="not a list"):
        parse_knowledge({"abbreviations": {"KNX": [["(K,Na)NbO3"]]}}, "mine.json")


def test_generic_formulas_are_told_from_exact_ones():
    from comproeval.chem.knowledge import is_generic_formula

    assert is_generic_formula("Pb(Zr,Ti)O3") and is_generic_formula("Bi0.5(Na, K)0.5TiO3")
    assert not is_generic_formula("Pb(Mg1/3Nb2/3)O3") and not is_generic_formula("BaTiO3")


def test_a_label_only_key_is_not_a_spelling_so_an_id_may_also_be_another_entrys_spelling():
    data = {
        "techniques": {
            "xrd": {"means": "X-ray diffraction", "names": ["XRD", "HRXRD"]},
            "hrxrd": {"means": "high-resolution X-ray diffraction", "label_only": True, "names": ["HR-XRD"]},
        }
    }
    knowledge = parse_knowledge(data, "mine.json")
    assert knowledge.meaning("techniques", "HRXRD") == "x-ray diffraction"  # the spelling; the id is only a label
    assert knowledge.same(("techniques",), "HR-XRD", "high-resolution X-ray diffraction")
    del data["techniques"]["hrxrd"]["label_only"]
    with pytest.raises(KnowledgeError, match="'hrxrd' already means 'x-ray diffraction'"):
        parse_knowledge(data, "mine.json")


def test_a_documented_preferred_reading_is_what_the_abbreviation_alone_means():
    readings = [
        {"means": "polyvinyl alcohol", "kind": "name", "names": ["PVAL"], "preferred": "the binder of ceramic processing"},
        {"means": "polyvinyl acetate", "kind": "name", "names": ["PVAC"], "note": "older usage"},
    ]
    knowledge = parse_knowledge({"abbreviations": {"PVX": readings}}, "mine.json")
    assert knowledge.same(("abbreviations",), "PVX", "PVAL") and not knowledge.same(("abbreviations",), "PVX", "PVAC")
    unpreferred = [{k: v for k, v in r.items() if k != "preferred"} for r in readings]
    assert parse_knowledge({"abbreviations": {"PVX": unpreferred}}, "mine.json").meaning("abbreviations", "PVX") is None
    both = [dict(r, preferred="both?") for r in readings]
    with pytest.raises(KnowledgeError, match="2 readings are marked preferred"):
        parse_knowledge({"abbreviations": {"PVX": both}}, "mine.json")


def test_names_read_alone_are_spellings_too_and_the_new_fields_are_checked():
    entry = {"means": "transient absorption", "names": ["transient absorption spectroscopy"], "names_alone": ["TA"]}
    assert parse_knowledge({"techniques": {"ta": entry}}, "mine.json").same(("techniques",), "TA", "transient absorption spectroscopy")
    for field, bad in (("names_alone", "TA"), ("measures", [""]), ("includes", [3]), ("label_only", "yes"), ("preferred", ""), ("category", 1)):
        with pytest.raises(KnowledgeError, match=rf"techniques\['ta'\]: {field} must be"):
            parse_knowledge({"techniques": {"ta": entry | {field: bad}}}, "mine.json")
