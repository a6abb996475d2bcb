"""Whether the formulas of two family names name one system: pair by pair, one system against its named
components, one system within another, one system in two notations, an element held by a composition acronym.

IUPAC Red Book IR-3/IR-4: a formula and a name of one compound name one substance; an element system (`Ti-Al-N`)
and a formula of the same elements name one system. `chem.family_names` relates two names with these answers.
"""

from __future__ import annotations

from .family_formulas import Formula, word_within
from .family_name_evidence import prefixes_apart, unread_names
from .family_reading import Spelling, folded_formulas


def same_formulas(ref: list[Formula], test: list[Formula]) -> bool | None:
    """All formulas pair up as one system each (True), some pair differs (False), or a pair is a name only (None)."""
    if len(ref) != len(test):
        return False
    remaining, unsure = list(test), False
    for formula in ref:
        match = next((t for t in remaining if formula.same(t)), None)
        if match is None and (member := next((t for t in remaining if formula.member(t)), None)) is not None:
            remaining.remove(member)  # `CuZr-based` for `Cu-Zr-Al`: a member of the based system, or another one
            unsure = True
            continue
        if match is None:  # a name's amounts may be misread (a name only proves elements): same elements are unsure
            alike = [t for t in remaining if (formula.named or t.named) and t.elements == formula.elements and not _other_molecules(formula, t)]
            named = alike or [t for t in remaining if word_within(formula, t)]
            return None if named else False
        if prefixes_apart(formula, match):
            return False  # `lithium disilicate`, `lithium metasilicate`: other compounds
        unsure |= formula.named != match.named and (formula.amounts is None) != (match.amounts is None)
        unsure |= unread_names(formula, match)
        remaining.remove(match)
    return None if unsure else True


def one_system_named_apart(ref: list[Formula], test: list[Formula]) -> bool:
    """`CeO2-ZrO2` against `ceria-zirconia`: one system formula on one side, its components named on the other (the
    names carry no amounts), over the same elements: the same system is the best guess, not a different one."""
    one, parts = (ref, test) if len(ref) == 1 else (test, ref) if len(test) == 1 else (None, None)
    if one is None or parts is None or len(parts) < 2 or not all(p.named or p.word for p in parts):
        return False
    return one[0].elements == frozenset().union(*(p.elements for p in parts))


def _other_molecules(one: Formula, other: Formula) -> bool:
    """Two organic compound names of other formulas (`naphthalene`, `perylene`): a name of one molecule states its
    formula, so the same elements do not make them one compound (only an inorganic name leaves its amounts open)."""
    return one.named and other.named and one.amounts is not None and other.amounts is not None and {"C", "H"} <= one.elements


def said_by_acronym(ref: list[Formula], test: list[Formula], spellings: tuple[Spelling, Spelling]) -> bool:
    """The formulas differ only by element words (`titanium`) that a composition acronym both names write (`HTO`,
    read for `H2TiO3` on one side) holds: the acronym says that element on the other side, no other system."""
    one, other = spellings
    folded = [f for _, f in (*folded_formulas(one, other.acronyms), *folded_formulas(other, one.acronyms))]
    if not folded:
        return False
    said = frozenset().union(*(f.elements for f in folded))
    kept = [[f for f in side if not (f.word and f.elements <= said)] for side in (ref, test)]
    return kept != [ref, test] and same_formulas(*kept) is True


def element_sets(formulas: list[Formula]) -> list[frozenset[str]]:
    return sorted((f.elements for f in formulas), key=sorted)


def one_system_within(ref_formulas, test_formulas) -> bool:
    """One side's formulas hold every element of the other's and more (`ZnO`; `ZnO-Bi2O3`): the same host with a
    compound added, a narrower system the broader name may stand for (issue 26, item 6: fields disagree), never proof."""
    mine, other = _elements_of(ref_formulas), _elements_of(test_formulas)
    if not (mine and other) or mine == other or not (mine < other or other < mine) or len(min(mine, other, key=len)) < 2:
        return False  # a lone element (`C/C`) is no host compound of another's system (`SiC/SiC`)
    larger = ref_formulas if other < mine else test_formulas
    if end_member_of(ref_formulas, test_formulas):
        return False  # `Sb2(S,Se)3`, `Sb2S3`: a solid solution and one end member, no host with a compound added
    # a system of compounds (`ZnO-Bi2O3`), not one stated or named compound adding an element (`Li2NH` beside `LiH`;
    # `calcium sulfoaluminate` beside `calcium aluminate`: a name of more anions names another compound)
    return len(larger) > 1 or all((f.amounts is None and not f.named) or f.phases > 1 for f in larger)


def end_member_of(ref_formulas, test_formulas) -> bool:
    """One side is one solid solution written with a mixed site (`Sb2(S,Se)3`), the other one written compound of
    some of its elements (`Sb2S3`): an end member, a narrower material than the series (IUPAC Red Book IR-4.4.3.5:
    the comma site spans the range between the end members)."""
    if len(ref_formulas) != 1 or len(test_formulas) != 1:
        return False
    (one,), (other,) = ref_formulas, test_formulas
    series, member = (one, other) if one.mixed else (other, one)
    return series.mixed and member.amounts is not None and not member.named and member.elements < series.elements


def _elements_of(formulas) -> frozenset[str]:
    return frozenset().union(*(f.elements for f in formulas))


def one_system_two_notations(ref_formulas, test_formulas) -> bool:
    """Written formulas of the same elements, three or more in all (`SnO2-Sb2O5`; `Sb2O5`-doped `SnO2`): one system in
    two notations is the best guess. Names read for their elements (`perylene diimide`) are left out: organic
    compounds share C, H, N and O."""
    written = [*ref_formulas, *test_formulas]
    return len(written) > 2 and not any(f.named or f.name for f in written) and _elements_of(ref_formulas) == _elements_of(test_formulas)
