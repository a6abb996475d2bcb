"""Identity descriptors of a family name that two names of one family never contradict.

The phase letter (`alpha-`, `beta-`), the crystal system (`cubic`, `t-ZrO2`), the Ramsdell polytype (`4H-SiC`),
the particle-size scale (nanometre against micrometre particles are different materials), the form of the
material as ISO/TS 80004 names it, and the Strukturbericht designation of an ordered phase (`FeAl (B2)`).
"""

from __future__ import annotations

import re

# The descriptors of identity a family name may carry, by class: a class both names fill differently is a difference.
_PHASE_LETTER_RE = re.compile(r"(?<![a-z])([\u03b1-\u03c9])(?:[-\u2010\s]|(?=[A-Z]))")
_CRYSTAL_SYSTEM_RE = re.compile(r"\b(cubic|hexagonal|tetragonal|orthorhombic|monoclinic|triclinic|rhombohedral|trigonal|amorphous)\b")
_NANO_RE = re.compile(
    r"\bnano(?:-?sized|-?scale|particles?|crystals?|crystalline|powders?|spheres?|wires?|rods?)\b|\bQDs?\b|quantum dots?", re.IGNORECASE
)
_MICRO_RE = re.compile(r"\bmicro(?:n|meter|metre)?-?(?:sized|scale|particles?|powders?|spheres?)\b", re.IGNORECASE)


# The crystal system written as a letter before a formula (`h-BN`, `c-BN`, `t-ZrO2`, `m-ZrO2`).
_SYSTEM_LETTER_RE = re.compile(r"(?<![A-Za-z0-9])([hctmo])-(?=[A-Z])")
_SYSTEM_OF_LETTER = {"h": "hexagonal", "c": "cubic", "t": "tetragonal", "m": "monoclinic", "o": "orthorhombic"}


# A Ramsdell polytype before a formula (`4H-SiC`, `2H-MoS2`, `1T'-WTe2`): the stacking, an identity descriptor.
_POLYTYPE_RE = re.compile(r"(?<![a-z0-9])(\d{1,2}[a-z]['\u2032]?)-(?=[a-z])")


def descriptor_conflict(reference: str, test: str) -> str | None:
    """The identity descriptor the two names fill differently (`micro-sized` against `nanoparticles`, `alpha-`
    against `beta-`, `cubic` against `hexagonal`), or None."""
    ref, tst = (_SYSTEM_LETTER_RE.sub(lambda m: _SYSTEM_OF_LETTER[m.group(1)] + " ", t).lower() for t in (reference, test))
    for name, pattern in (("phase", _PHASE_LETTER_RE), ("crystal system", _CRYSTAL_SYSTEM_RE), ("polytype", _POLYTYPE_RE)):
        ref_found, test_found = set(pattern.findall(ref)), set(pattern.findall(tst))
        if ref_found and test_found and not ref_found & test_found:
            return name
    sizes = [{s for s, p in (("nano", _NANO_RE), ("micro", _MICRO_RE)) if p.search(t)} for t in (reference, test)]
    if len(sizes[0]) == len(sizes[1]) == 1 and sizes[0] != sizes[1]:
        return "particle size"
    if other_functional_groups(reference, test):
        return "functional group"
    patterns = [mixing_patterns(t) for t in (reference, test)]
    if patterns[0] and patterns[1] and not patterns[0] & patterns[1]:
        return "mixing pattern"
    forms = [object_forms(t) for t in (reference, test)]
    if forms[0] and forms[1] and not any(a == b or b in _NARROWER.get(a, ()) or a in _NARROWER.get(b, ()) for a in forms[0] for b in forms[1]):
        return "form"
    return None


# The mixing pattern of a bimetallic (nanoalloy) particle (Ferrando, Jellinek & Johnston, Chem. Rev. 108 (2008) 845,
# "Nanoalloys", section 1.2: mixed (a random or ordered alloy), core-shell segregated, subcluster segregated (Janus),
# multishell): the architecture of two metals, an identity descriptor, so `Pt-Ni alloy particles` and `Pt@Ni core-shell
# particles` are other materials. `@` between two formulas writes a core@shell (the
# notation of that review).
_MIXING = (
    ("mixed", r"(?<![A-Za-z])(?:alloy(?:ed|s)?|solid[\s-]+solutions?)(?![a-z])"),
    ("core-shell", r"(?<![A-Za-z])core[\s\u2010-\u2014/-]*(?:@\s*)?shell(?![a-z])|(?<=[A-Za-z0-9)\]])@(?=[A-Z(\[])"),
    ("segregated", r"(?<![A-Za-z])(?:janus|subcluster[\s-]+segregated|heterodimers?|dumbbells?)(?![a-z])"),
)
_MIXING_RE = tuple((pattern, re.compile(words, re.IGNORECASE)) for pattern, words in _MIXING)


def mixing_patterns(text: str) -> frozenset[str]:
    """The mixing patterns a name of a bimetallic material states (`Au-Ag alloy`: mixed; `Au@Ag`: core-shell)."""
    return frozenset(pattern for pattern, regex in _MIXING_RE if regex.search(text or ""))


# The group a surface or a polymer carries, written before a participle of modification (`thiol-functionalized`,
# `carboxyl-terminated`): the functional group is a part of the material's identity (IUPAC Gold Book, "functional
# group"; IUPAC, Nomenclature of Organic Chemistry 2013, P-33: the characteristic groups amine, amide, amidoxime,
# carboxyl, thiol, hydroxyl name other groups), so two such names with other groups name other materials.
_GROUP_BEFORE_RE = re.compile(r"(?<![A-Za-z])([a-z]{3,})[\s\u2010-]+(?:functionali[sz]ed|modified|grafted|terminated|capped|tethered)(?![a-z])")
MIN_SHARED_STEM = 4  # `amino` and `amine`, `carboxyl` and `carboxylate`: one group in two word forms


def other_functional_groups(reference: str, test: str) -> tuple[str, str] | None:
    """(reference's, test's) functional group words when both names write one before a modification participle and
    they are not one group in two forms (a common start of 4+ letters) or a short form (`AO`, `amidoxime`); else None."""
    from .family_name_evidence import letters_within

    ref, tst = _GROUP_BEFORE_RE.findall(reference or ""), _GROUP_BEFORE_RE.findall(test or "")
    if len(ref) != 1 or len(tst) != 1:
        return None
    one, other = ref[0], tst[0]
    common = next((i for i, (a, b) in enumerate(zip(one, other)) if a != b), min(len(one), len(other)))
    if common >= MIN_SHARED_STEM or one in other or other in one or letters_within(one, other):
        return None
    return one, other


# The form of a material as ISO/TS 80004 names it: nano-objects by their number of nanoscale external dimensions
# (ISO/TS 80004-2:2015: nanoparticle 3, nanofibre with nanowire, nanorod and nanotube 2, nanoplate with nanosheet and
# nanoribbon 1), a film or coating on a substrate (ISO/TS 80004-1:2015 'nanocoating'; ISO 4618 'coating'), and the
# nanostructured materials of ISO/TS 80004-4:2011 (nanoporous material, solid foam) kept apart: `ZnO nanowires` and
# `ZnO thin films`, `nanoporous gold` and `gold nanoparticles` are other materials of one substance (issue 26 item 4).
_FORMS = (
    ("particle", r"(?:(?:nano|micro)-?)?(?:particles?|spheres?)|(?:nano|micro)-?crystals?|nano-?clusters?|quantum[\s-]+dots?|NPs|NCs|QDs"),
    ("fibre", r"(?:nano-?)?(?:wires?|rods?|tubes?|fib(?:re|er)s?|whiskers?)|NWs|NRs|NTs"),
    ("plate", r"nano-?(?:plates?|platelets?|sheets?|flakes?|ribbons?|belts?)|NPLs"),
    ("film", r"(?:thin[\s-]+)?films?|(?:nano-?)?coatings?"),
    ("pore size", r"(?:nano|meso|micro|macro)-?porous"),
    ("porous", r"porous"),
    ("foam", r"(?:nano-?)?foams?|sponges?"),
)
# A porous solid with no pore size stated is broader than a foam or a solid of stated pore size (IUPAC, Rouquerol et
# al., Pure Appl. Chem. 66, 1739 (1994), 'Recommendations for the characterization of porous solids'): no conflict.
_NARROWER = {"porous": frozenset({"pore size", "foam"})}
_FORM_RE = tuple((form, re.compile(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])")) for form, words in _FORMS)


def object_forms(text: str) -> frozenset[str]:
    """The ISO/TS 80004 forms a name states (`ZnO nanowires`: fibre; `nanoporous gold`: porous), none for a bare
    substance."""
    return frozenset(form for form, pattern in _FORM_RE if pattern.search(text or ""))


# A Strukturbericht designation in brackets after a formula (`FeAl (B2)`, `Ni3Al (L1_2)`, `Fe3Al (D0_3)`, `Nb3Sn (A15)`):
# the structure type of an ordered phase (Strukturbericht, Z. Kristallogr. 1913-1943; Mehl et al., The AFLOW Library of
# Crystallographic Prototypes, Comput. Mater. Sci. 136 (2017) S1, which lists each prototype's designation), a label
# of a structure, never boron, carbon or a lanthanide count. Carbon above C54 (`C60`) is a fullerene, no designation.
_STRUKTURBERICHT_RE = re.compile(r"\s*\(\s*([ABDL]\d{1,2}|C(?:[1-9]|[1-4]\d|5[0-4]))(?:_?\{?(\d{1,2})\}?)?(['\u2032]?)\s*\)")
_TWO_SYMBOLS_RE = re.compile(r"[A-Z][a-z]?\d*(?:\.\d+)?[-\u2013]?[A-Z]")


def structure_labels(text: str) -> tuple[frozenset[str], str]:
    """(the Strukturbericht designations a name writes in brackets, the name without them), when the name writes a
    formula of two or more elements for them to label (`FeAl (B2) alloys`); else (empty, the name)."""
    found = list(_STRUKTURBERICHT_RE.finditer(text or ""))
    if not found or not _TWO_SYMBOLS_RE.search(_STRUKTURBERICHT_RE.sub(" ", text)):
        return frozenset(), text
    labels = frozenset(m.group(1) + (m.group(2) or "") + m.group(3) for m in found)
    return labels, " ".join(_STRUKTURBERICHT_RE.sub(" ", text).split())
