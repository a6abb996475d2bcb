#!/usr/bin/env python3
"""Build comproeval/chem/data/chmo_techniques.json from the CHMO ontology (rsc-ontologies/rsc-cmo, CC BY 4.0).

Reproducible: reads `chmo.obo` from a git clone of rsc-ontologies/rsc-cmo (default: the
mirror directory given by --repo, file read with `git show <commit>:chmo.obo`), or from
--obo FILE.  Keeps the measurement-method subtree (descendants of OBI:0000070 'assay':
spectroscopy, microscopy/imaging, diffraction and scattering, thermal analysis,
magnetic resonance, charge-transport, dielectric, sorption, porosimetry, densiometry,
...) and the measuring instruments of OBI:0000968 'device' whose measurement is
known (an 'X-ray diffractometer' measures 'X-ray diffraction': CHMO 'has participant'
links, or the -meter/-metry, -scope/-scopy, -graph/-graphy naming rule when that
method exists in CHMO).  Per term: label, EXACT synonyms, RELATED synonyms that are
acronyms/abbreviations (an acronym of hyphenated parts also run together), is_a parents inside the kept set.  A term whose label (or all
of whose exact synonyms) is already a term of a curated concept of techniques.json is
aligned to it ('same_as'); the curated concept then gets the term's CHMO parents.

Usage: python scripts/build_technique_lexicon.py --repo /work/.mirror/rsc-ontologies+rsc-cmo/repo
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from comproeval.chem.text import normalize_terms  # noqa: E402

OUT = ROOT / "comproeval" / "chem" / "data" / "chmo_techniques.json"
CURATED = ROOT / "comproeval" / "chem" / "data" / "knowledge" / "techniques.json"  # the curated concepts, a knowledge file
METHOD_ROOT = "OBI:0000070"  # assay
DEVICE_ROOT = "OBI:0000968"  # device
# Sub-trees of 'assay' that are not characterization of materials, and nodes too general to be a technique.
EXCLUDED_SUBTREES = {"CHMO:0002827", "CHMO:0002796", "CHMO:0002834", "CHMO:0002912", "CHMO:0002092", "CHMO:0001082", "OBI:0001501", "CHMO:0002830"}
TOO_GENERAL = {METHOD_ROOT, "OBI:0000185", "OBI:0000443", DEVICE_ROOT, "CHMO:0002793"}
ACRONYM_TYPES = ("OMO:0003000", "OMO:0003012")
ACRONYM = re.compile(r"^[A-Z0-9][A-Za-z0-9\-/+()']{0,11}$")
SHORT_TERM = 3  # terms this short are recognised only as the whole item, never inside a longer text
# Acronyms that spell an English word (NMR pulse-sequence names and the like): never read inside other text.
WORD_ACRONYMS = {
    "laser",
    "leaf",
    "fine",
    "fire",
    "drift",
    "horse",
    "mira",
    "lame",
    "inept",
    "inadequate",
    "massey",
    "cosy",
    "dept",
    "spar",
    "seam",
    "scam",
    "sean",
    "mone",
    "pase",
    "pret",
    "hoke",
    "aire",
    "mire",
    "lisp",
    "grim",
    "coma",
    "exorcycle",
    "cyclop",
    "presaturation",
    "ness",
    "spie",
}
MAX_TERM_CHARS = 80
GENERAL_CLASS_SIZE = 3  # a method with this many sub-methods is a class, not a technique one names in passing
INSTRUMENT_TO_METHOD = [
    ("diffractometer", "diffraction"),
    ("spectrometer", "spectrometry"),
    ("spectrometer", "spectroscopy"),
    ("spectrophotometer", "spectrophotometry"),
    ("microscope", "microscopy"),
    ("meter", "metry"),
    ("scope", "scopy"),
    ("graph", "graphy"),
    ("analyser", "analysis"),
    ("analyzer", "analysis"),
    ("calorimeter", "calorimetry"),
]


def read_obo(args) -> str:
    if args.obo:
        return Path(args.obo).read_text(encoding="utf-8")
    return subprocess.run(["git", "--git-dir", args.repo, "show", f"{args.commit}:chmo.obo"], check=True, capture_output=True, text=True).stdout


def parse_obo(text: str) -> tuple[dict[str, dict], dict[str, str]]:
    terms: dict[str, dict] = {}
    header: dict[str, str] = {}
    current: dict | None = None
    in_header = True
    for line in text.splitlines():
        if line.startswith("["):
            in_header = False
            current = {"is_a": [], "synonyms": [], "participants": []} if line == "[Term]" else None
            continue
        if in_header and ": " in line:
            key, value = line.split(": ", 1)
            header.setdefault(key, value)
        if current is None:
            continue
        if line.startswith("id: "):
            current["id"] = line[4:]
            terms[current["id"]] = current
        elif line.startswith("name: "):
            current["name"] = line[6:]
        elif line.startswith("is_a: "):
            current["is_a"].append(line[6:].split(" ")[0])
        elif line.startswith("is_obsolete: true"):
            current["obsolete"] = True
        elif line.startswith("relationship: BFO:0000057 "):
            current["participants"].append(line.split(" ")[2])
        elif line.startswith("synonym: "):
            match = re.match(r'synonym: "(.*)" (EXACT|RELATED|NARROW|BROAD)\s*(\S*)', line)
            if match:
                current["synonyms"].append((match.group(1), match.group(2), match.group(3)))
    return {k: v for k, v in terms.items() if not v.get("obsolete") and "name" in v}, header


def descendants(root: str, children: dict[str, list[str]], excluded: set[str]) -> set[str]:
    seen: set[str] = set()
    stack = [root]
    while stack:
        for child in children[stack.pop()]:
            if child not in seen and child not in excluded:
                seen.add(child)
                stack.append(child)
    return seen


def is_acronym(word: str) -> bool:
    """`FE-SEM`, `PXRD`, `EDAX`: no run of three lower-case letters (a name like `dilatometry` has)."""
    return not re.search(r"[a-z]{3}", word)


def split_terms(words: list[str], general: bool) -> tuple[list[str], list[str]]:
    """Phrases read anywhere in an item, and terms recognised only as the whole item: acronyms, short
    terms, and the one-word names of general classes ('spectroscopy' in 'impedance spectroscopy' says nothing)."""
    phrases, whole = [], []
    seen: set[str] = set()
    for word in words:
        normalized = normalize_terms(word)
        if not normalized or normalized in WORD_ACRONYMS or normalized in seen:
            continue  # spellings that normalise alike ("sorption/desorption", "sorption-desorption") once
        seen.add(normalized)
        only_whole = is_acronym(word) or len(normalized) <= SHORT_TERM or (general and " " not in normalized)
        (whole if only_whole else phrases).append(word)
    return phrases, whole


def term_words(term: dict) -> list[str]:
    """Label, exact synonyms, and related synonyms that are acronyms (typed or written as one)."""
    words = [term["name"]]
    for text, scope, kind in term["synonyms"]:
        if kind == "non-mining_synonym":
            continue
        if scope == "EXACT" or (scope == "RELATED" and (kind in ACRONYM_TYPES or ACRONYM.match(text))):
            words.append(text)
    out: list[str] = []
    for word in words + [joined for w in words if (joined := unhyphenated(w))]:
        if len(word) <= MAX_TERM_CHARS and word not in out:
            out.append(word)
    return out


def unhyphenated(word: str) -> str | None:
    """An acronym of hyphenated parts written run together (`GD-OES` as `GDOES`, `TOF-SIMS` as `TOFSIMS`): papers
    write both. Only letter parts of two or more: `13C-NMR` or `X-ray` would run into other words."""
    parts = word.split("-")
    if len(parts) < 2 or not is_acronym(word) or not all(re.fullmatch(r"[A-Za-z]{2,}", p) for p in parts):
        return None
    return "".join(parts)


def curated_phrases() -> dict[str, str]:
    phrases: dict[str, str] = {}
    for concept_id, concept in json.loads(CURATED.read_text(encoding="utf-8"))["techniques"].items():
        for term in concept["names"]:
            phrases.setdefault(normalize_terms(term), concept_id)
    return phrases


# Alignments the label rule cannot make (by CHMO label; the build fails if a label is missing): CHMO lists
# EDXRF among the synonyms of EDS; the other CHMO names are the general method of a curated concept.
ALIGN_OVERRIDES = {
    "energy-dispersive X-ray emission spectroscopy": "eds",
    "dielectrometry": "dielectric_impedance",
    "electrochemical analysis": "electrochemistry",
    "porosimetry": "porosimetry",
    "densiometry": "density",
    "granulometry": "particle_size",
    "zeta-potential measurement": "zeta_potential",
    "viscometry": "rheometry",
    "sorption-desorption measurement": "gas_sorption",
    "pole figure measurement": "xrd_texture",
}
# CHMO methods never aligned to a curated concept (issue 26, class 3: hierarchies flattened): the curated term names only
# one kind of the method (`electron diffraction`: the curated concept is diffraction in the TEM, not RHEED or LEED), or
# the synonyms agree through an acronym two methods share (`CL spectroscopy`: cathodoluminescence, chemiluminescence).
NEVER_ALIGNED = frozenset({"electron diffraction", "chemiluminescence spectroscopy"})
# CHMO methods that are a form of a curated concept CHMO files elsewhere (Raman microscopy under microscopy,
# atomic spectroscopy under spectroscopy): the curated concept becomes a further parent.
EXTRA_PARENTS = {
    "Raman microscopy": "raman",
    "Fourier transform infrared microscopy": "ftir",
    "atomic spectroscopy": "elemental_analysis",
    # the curated `ftir` is infrared spectroscopy in every mode; CHMO files reflectance, transmission and emission
    # infrared spectroscopy beside infrared absorption spectroscopy, under vibrational spectroscopy
    "infrared reflectance spectroscopy": "ftir",
    "infrared transmission spectroscopy": "ftir",
    "infrared emission spectroscopy": "ftir",
    "reflection–absorption infrared spectroscopy": "ftir",
    # electrolytic conductivity is one kind of electric conductivity (IUPAC Green Book 2.3, 2.13)
    "conductometry": "electrical_conductivity",
}


def align(words: list[str], phrases: dict[str, str]) -> str | None:
    """The curated concept the term is: its label is a curated term, or every known synonym agrees on one."""
    label = phrases.get(normalize_terms(words[0]))
    if label:
        return label
    hits = {phrases[n] for n in (normalize_terms(w) for w in words[1:]) if n in phrases and len(n) > SHORT_TERM}
    return hits.pop() if len(hits) == 1 else None


def instrument_methods(term: dict, by_name: dict[str, str], methods: set[str], measured_by: dict[str, list[str]]) -> list[str]:
    found = [m for m in measured_by.get(term["id"], []) if m in methods]
    name = term["name"].lower()
    for device, method in INSTRUMENT_TO_METHOD:
        if name.endswith(device):
            candidate = by_name.get(name[: -len(device)] + method)
            if candidate in methods and candidate not in found:
                found.append(candidate)
    return found


def build(args) -> dict:
    terms, header = parse_obo(read_obo(args))
    children: dict[str, list[str]] = defaultdict(list)
    for term in terms.values():
        for parent in term["is_a"]:
            children[parent].append(term["id"])
    methods = descendants(METHOD_ROOT, children, EXCLUDED_SUBTREES) - TOO_GENERAL
    devices = descendants(DEVICE_ROOT, children, set()) - TOO_GENERAL
    by_name = {t["name"].lower(): t["id"] for t in terms.values()}
    measured_by: dict[str, list[str]] = defaultdict(list)
    for term in terms.values():
        for participant in term["participants"]:
            measured_by[participant].append(term["id"])
    phrases = curated_phrases()
    overrides = {by_name[label.lower()]: target for label, target in ALIGN_OVERRIDES.items()}
    extra_parents = {by_name[label.lower()]: target for label, target in EXTRA_PARENTS.items()}
    concepts: dict[str, dict] = {}
    for cid in sorted(methods):
        words = term_words(terms[cid])
        general = len(descendants(cid, children, set())) >= GENERAL_CLASS_SIZE
        phrases_, whole = split_terms(words, general)
        entry: dict = {"label": terms[cid]["name"], "terms": phrases_, "exact_terms": whole, "is_a": [p for p in terms[cid]["is_a"] if p in methods]}
        same = overrides.get(cid) or (None if terms[cid]["name"].lower() in NEVER_ALIGNED else align(words, phrases))
        if same:
            entry["same_as"] = same
        if cid in extra_parents:
            entry["curated_parents"] = [extra_parents[cid]]
        concepts[cid] = {k: v for k, v in entry.items() if v}
    for cid in sorted(devices):
        measures = instrument_methods(terms[cid], by_name, methods, measured_by)
        if not measures:
            continue
        words = term_words(terms[cid])
        phrases_, whole = split_terms(words, bool(children[cid]))
        concepts[cid] = {
            k: v
            for k, v in {"label": terms[cid]["name"], "instrument": True, "measures": measures, "terms": phrases_, "exact_terms": whole}.items()
            if v
        }
    return {
        "_provenance": (
            "Derived from CHMO, the Chemical Methods Ontology (Royal Society of Chemistry; "
            "https://github.com/rsc-ontologies/rsc-cmo), licensed CC BY 4.0 "
            "(https://creativecommons.org/licenses/by/4.0/). Extracted by scripts/build_technique_lexicon.py: "
            "the measurement-method subtree of OBI:0000070 'assay' and the measuring instruments of "
            "OBI:0000968 'device' (with the method each measures), labels, exact synonyms and acronyms, "
            "is_a parents. 'same_as' aligns a CHMO term to the curated concept of techniques.json that has its "
            "label as a term. Modified from the original: subset, re-serialised; no definitions copied."
        ),
        "source": {
            "ontology": "CHMO",
            "data_version": header.get("data-version", ""),
            "license": "CC BY 4.0",
            "commit": args.commit_id,
            "url": "https://github.com/rsc-ontologies/rsc-cmo",
        },
        "concepts": concepts,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", default="/work/.mirror/rsc-ontologies+rsc-cmo/repo", help="git dir of rsc-cmo")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--obo", help="read this chmo.obo instead of the git repository")
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    args.commit_id = (
        ""
        if args.obo
        else subprocess.run(["git", "--git-dir", args.repo, "rev-parse", args.commit], check=True, capture_output=True, text=True).stdout.strip()
    )
    data = build(args)
    lines = [json.dumps(k) + ": " + json.dumps(v, ensure_ascii=False, sort_keys=True) for k, v in sorted(data["concepts"].items())]
    head = {k: v for k, v in data.items() if k != "concepts"}
    text = json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ',\n "concepts": {\n' + ",\n".join(lines) + "\n }\n}\n"
    json.loads(text)
    Path(args.out).write_text(text, encoding="utf-8")
    aligned = sum(1 for c in data["concepts"].values() if "same_as" in c)
    print(f"{len(data['concepts'])} CHMO concepts ({aligned} aligned to curated concepts) -> {args.out}")


if __name__ == "__main__":
    main()
