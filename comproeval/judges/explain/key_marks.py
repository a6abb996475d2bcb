"""What signs, charges and marks in two keys say, beside their formulas (issue 26: identity descriptors).

A stated charge is part of the species (IUPAC Red Book 2005, IR-3.4, IR-4.6.1, IR-5.4): two charges of one element,
or two net charges of one complex, are two materials. Punctuation that says nothing (spacing, hyphens in names)
never proves two samples; marks that do (a sign, the core–shell `@`, a hyphen between numbers) are weighed.
"""

from __future__ import annotations

import re
import unicodedata

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.ion_charges import inner_charges
from ...chem.formula.layer_roles import names_roles
from ...chem.formula.parse import normalize_key
from .key_glosses import KeyExplainer

# A cation's stated charge (`Eu2+`, `Mn⁴⁺`): an element symbol, its charge, a plus sign, then no more formula.
_CATION_CHARGE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]?)(\d?)\+(?![\w(])")


def _stated_charges(key: str) -> dict[str, set[str]]:
    text = unicodedata.normalize("NFKC", key)
    charges: dict[str, set[str]] = {}
    for element, charge in _CATION_CHARGE.findall(text):
        charges.setdefault(element, set()).add(charge or "1")
    return charges


def other_charges(reference: str, test: str) -> tuple[str, str] | None:
    """Two keys that state one element's charge differently (`SrGa2S4:Eu2+` / `:Eu3+`): Eu(II) and Eu(III) are two
    materials (IUPAC Red Book IR-5.4, ionic charge numbers), whatever else their formulas share."""
    ref, tst = _stated_charges(reference), _stated_charges(test)
    for element in sorted(ref.keys() & tst.keys()):
        if ref[element] != tst[element]:
            return f"{element}{'/'.join(sorted(ref[element]))}+", f"{element}{'/'.join(sorted(tst[element]))}+"
    return None


# The net charge written after a bracketed complex (`[Fe(CN)6]3-`, `[Mn12O12(OAc)16(H2O)4]-`, `[Co(NH3)6]^{3+}`):
# IUPAC Red Book 2005, IR-4.6 and IR-9 (coordination compounds): the charge of a complex ion is a right superscript after its brackets.
_NET_CHARGE = re.compile(r"[\])]\s*\^?\{?(\d*)\s*([+\-\u2212])\}?$")


def _net_charge(key: str) -> str | None:
    material = formula.split_conditions(unicodedata.normalize("NFKC", key))[0].strip()
    found = _NET_CHARGE.search(material) if material.startswith("[") else None
    return None if found is None else f"{found.group(1) or '1'}{'+' if found.group(2) == '+' else '-'}"


def other_net_charges(reference: str, test: str) -> tuple[str, str, bool] | None:
    """Two bracketed complexes whose written net charges differ (`[Fe(CN)6]3-`, `[Fe(CN)6]4-`: two ions, IUPAC Red
    Book IR-4.6.1): (reference's, test's, both stated); None when they agree. One side stating none may have lost it."""
    ref, tst = _net_charge(reference), _net_charge(test)
    if ref == tst:
        return None
    return ref or "no charge", tst or "no charge", ref is not None and tst is not None


def _written(key: str) -> str:
    """The letters (Greek too), digits and decimal points of a key, in order and case: what typing cannot change."""
    return re.sub(r"[^\w.]|_", "", normalize_key(key))


def punctuation_only(reference: str, test: str, decision: Decision) -> Decision | None:
    """`S-1` against `S1`, `Ca(OH)2` against `CaOH2`: two keys with the same letters and numbers in the same case and
    order, apart only in punctuation and spacing that says nothing (`formula.labels.marks_differ`), are never proven
    two samples: a typing difference is the likelier reading."""
    if decision.match or not decision.certain:
        return None
    if _written(reference) != _written(test) or formula.marks_differ(reference, test) or formula.primes_differ(reference, test):
        return None
    why = f"{decision.why or decision.basis}; but the keys write the same letters and numbers, apart only in punctuation: unproven"
    return Decision(False, decision.basis, why, certain=False)


def core_shell_unstated(reference: str, test: str, decision: Decision) -> Decision | None:
    """`TiO2@SiO2` against `TiO2/SiO2`: one key writes a core–shell particle (IUPAC Gold Book, core–shell), the
    other only the phases: the same composition, the architecture unstated by one side, so the match is a guess."""
    if not (decision.match and decision.certain) or ("@" in reference) == ("@" in test):
        return None
    if names_roles(test if "@" in reference else reference):
        return None  # `Au core/SiO2 shell`: the other key states the architecture in role words (`key_stacks.role_reading`)
    why = f"{decision.why or decision.basis}; one key writes a core–shell (@), the other only its phases: unproven"
    return Decision(True, decision.basis, why, certain=False)


# A charged species as written (`O2-`, `e-`, `]4+`, `B+`): a symbol's letters and digits, or a bracket's charge number,
# before a sign that ends a term; a coefficient before it (`0.02Mn4+`) is an amount, not the species.
_CHARGED = re.compile(r"(?:(?<=[\])])\d*|(?<![A-Za-z])[A-Za-z][A-Za-z0-9]*)(?<=[A-Za-z0-9\])\]])[+-](?=$|[\s,;:()\]])")
# Superscript marks around a charge (`O^{2-}`, `Mn(2+)`): notation, not part of the species.
_CHARGE_MARKS = re.compile(r"(?<=[A-Za-z0-9\])])\^(?:\{(\d?[+-])\}|(\d?[+-]))|(?<=[A-Za-z0-9])\((\d?[+-])\)")


def charged_species(key: str) -> list[str]:
    """The charged species a key writes, each with its charge (`(O2−)1(e−)2` -> `O2-`, `e-`)."""
    text = normalize_key(unicodedata.normalize("NFKC", key)).replace("\u2212", "-")
    return _CHARGED.findall(_CHARGE_MARKS.sub(lambda found: "".join(part or "" for part in found.groups()), text))


def marks_apart(reference: str, test: str, decision: Decision) -> Decision | None:
    """`film B+` against `film B-`, `(O2−)` against `(O−)`: a proven match whose keys both write charged species,
    other ones, rests on a reading that dropped the charges (IUPAC Red Book IR-3.4, IR-4.6.3: a charge is part of the
    species, `H−` and `O2−` are not `H` and `O`): another sample is the best guess. Their order says nothing."""
    species = [charged_species(key) for key in (reference, test)]
    if not (decision.match and decision.certain) or not all(species) or sorted(species[0]) == sorted(species[1]):
        return None  # a charge written on one side only (`Eu2+`) is a notation the readers weigh themselves
    said = f"{' '.join(species[0])} against {' '.join(species[1])}"
    why = f"{decision.why or decision.basis}; but the charged species written differ ({said}), which the reading dropped: unproven"
    return Decision(False, decision.basis, why, certain=False)


# A sample code (`M2`, `S-3`, `PE1a`): a few letters and a number, no formula (gold.md: a code answers a code).
_SAMPLE_CODE = re.compile(r"[A-Za-z]{1,4}[-_]?\d{1,3}[a-z]?")


def code_without_description(reference: str, test: str, decision: Decision) -> Decision | None:
    """`M2 (PVDF 16 wt%, PVP 1 wt%)` against `M2`: the test writes the reference's sample code without the
    description beside it; the same sample is the best guess, never a proven miss."""
    if decision.match or not decision.certain:
        return None
    code = formula.split_conditions(normalize_key(reference))[0].strip()
    if code != normalize_key(test).strip() or not _SAMPLE_CODE.fullmatch(code) or formula.parse_composition(code) is not None:
        return None
    why = f"the test writes the reference's sample code {code!r} without its description: the same sample is the best guess"
    return Decision(True, "same-code", why, certain=False)


# A sample code written with its description in one bracket (`PS-Q4 (stirred 2 h at pH 5)`): one word of letters and
# digits, no formula; the prose side writes no code of its own, only words (`silica stirred 2 h at pH 5`).
_DESCRIBED_CODE = re.compile(r"(?=\S*\d)(?=\S*[A-Za-z])[A-Za-z0-9][\w.-]*")
_PLAIN_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*(?:\.\d+)?)+")  # `TiO2`, `Ba0.5Sr0.5TiO3`: a formula, no code
_CODE_WORD = re.compile(r"(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Z])[A-Za-z][\w-]*-[\w-]+")


def code_described_in_prose(reference: str, test: str, decision: Decision) -> Decision | None:
    """`PS-Q4 (stirred 2 h at pH 5)` against `silica stirred 2 h at pH 5`: a key that is a sample code and its
    description, against a key that writes that description in prose and no code: every number and word of the
    description found in the prose (`same_label_words`), the same sample is the best guess (a paper's codes encode its
    samples' conditions; gold.md: a code answers a code, and its description answers the description). Never proven:
    the prose may describe a sibling the paper codes otherwise. None otherwise."""
    if decision.match or decision.certain:
        return None
    for coded, prose in ((reference, test), (test, reference)):
        code, clauses = formula.split_conditions(normalize_key(coded))
        if len(clauses) != 1 or not _DESCRIBED_CODE.fullmatch(code.strip()) or _PLAIN_FORMULA.fullmatch(code.strip()):
            continue
        if any(c in prose for c in "()[]") or _CODE_WORD.search(prose) or code.casefold() in prose.casefold() or len(prose.split()) < 3:
            continue
        if (same := formula.same_label_words(clauses[0], prose)) is not None:
            why = f"{code!r} is a sample code, and {prose!r} writes its description ({clauses[0]!r}) in prose: {same}, one sample by guess"
            return Decision(True, "code-described", why, certain=False)
    return None


def charges_read(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Keys compared without the charge marks on elements inside their formulas (`Fe²⁺` in `Mg0.5Fe²⁺0.5SiO3`: IUPAC
    Red Book IR-4.6.3, an oxidation state, no amount). A mark one key alone writes proves nothing: the verdict is the
    best guess; two marks of one element apart are another oxidation state, unless one is a slip (a guess too)."""
    (ref, ref_marks), (tst, tst_marks) = inner_charges(reference), inner_charges(test)
    if not ref_marks and not tst_marks:
        return None
    again, distance = explain(ref, tst)
    if again.certain and not again.match or ref_marks == tst_marks:
        return again, distance  # apart whatever the charges, or the same marks on both sides
    apart = sorted(el for el in ref_marks.keys() & tst_marks.keys() if ref_marks[el] != tst_marks[el])
    if again.match and apart:
        why = ", ".join(f"{el}{ref_marks[el]} against {el}{tst_marks[el]}" for el in apart)
        return Decision(False, "different-charge", f"{why}: another oxidation state, unless one is a slip", certain=False), distance + 0.5
    why = f"{again.why} (a charge mark on an element inside the formula, IUPAC Red Book IR-4.6.3: no amount, stated by one key only)"
    return Decision(again.match, again.basis, why, certain=False), distance
