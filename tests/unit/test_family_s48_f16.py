"""Stop 48 (F16): family names whose short forms are read as short forms. A bracketed acronym that spells the
initials of a name writing no element (`hot isostatic pressing (HIP)`) is letters, never a formula: two such glosses
whose letters happen to name the same elements in another order are not one family by that. A short form spelt out
by the other name's words (whole, or among alike words) is the best guess of one family, never proof. Examples
written for these tests, both directions: identity kept never certain different, identity changed never certain
same."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem import formula
from comproeval.chem.family_acronyms import spelled_acronym, unglossed
from comproeval.chem.formula.family_text import acronym_glosses
from comproeval.judges.explain.family import explain_family


def _never_certain_same(one: str, other: str) -> None:
    verdict = explain_family(one, other)
    assert not (verdict.match and verdict.certain), (one, other, verdict)


def _never_certain_different(one: str, other: str) -> None:
    verdict = explain_family(one, other)
    assert verdict.match or not verdict.certain, (one, other, verdict)


def _same_guess(one: str, other: str) -> None:
    verdict = explain_family(one, other)
    assert verdict.match and not verdict.certain, (one, other, verdict)


def test_an_initials_gloss_of_words_is_letters_not_a_formula() -> None:
    assert acronym_glosses("natural rubber (NR) latex") == frozenset()  # the bracket is not at the end of the name
    assert acronym_glosses("soluble liquid (SL)") == frozenset({"SL"})
    assert acronym_glosses("boron nitride (BN)") == frozenset()  # the name writes boron: a formula may gloss it
    assert acronym_glosses("amorphous In-Ga-Zn-O (a-IGZO)") == frozenset()  # element symbols written
    # `CN` and `NC` spell one formula, C and N; as initials of other words they name other things
    assert not formula.same_family("cellulose nanofibrils (CN)", "nitrocellulose coating (NC)")
    _never_certain_same("cellulose nanofibrils (CN)", "nitrocellulose coating (NC)")
    _never_certain_same("bulk moulding compound (BMC)", "moulded compound bulk (CMB)")


def test_an_initials_gloss_still_matches_its_own_letters() -> None:
    assert formula.same_family("soluble liquid (SL)", "SL")
    verdict = explain_family("soluble liquid (SL)", "SL")
    assert verdict.match and verdict.certain
    assert formula.same_family("boron nitride (BN)", "BN")  # a chemical name keeps its formula gloss
    _never_certain_different("cellulose nanofibrils (CN)", "CN")


def test_a_gloss_spells_nothing_of_its_own() -> None:
    assert unglossed("capsule enclosure (CE)") == "capsule enclosure"
    assert unglossed("zinc oxide (ZnO)") == "zinc oxide (ZnO)"  # a formula, not the initials of the words
    # `EC` is the initials of `enclosure capsule`, never of `capsule ... (CE)` by its own bracket
    assert spelled_acronym("EC coatings", "capsule enclosure (CE)") is None


def test_a_short_form_spelt_out_is_a_guess_of_one_family() -> None:
    _same_guess("pBA latex", "poly(butyl acrylate) latex")  # whole, the rest alike
    _same_guess("smectic ferroelectric liquid crystals", "FS liquid crystals")
    verdict = explain_family("bismaleimide resins", "BMI/quartz resins")  # among other words, then compared again
    assert verdict.match and not verdict.certain and verdict.basis == "short-form-read", verdict


def test_a_formula_or_a_single_word_is_no_short_form_of_another_name() -> None:
    verdict = explain_family("NbOx", "noble-metal oxides")
    assert not verdict.match or not verdict.certain
    assert explain_family("PTFE", "fluoropolymers").basis not in ("abbreviation", "short-form-read")
    _never_certain_same("PVDF", "poly(vinyl fluoride)")


_WORDS = st.sampled_from(["soluble", "granule", "powder", "emulsion", "flowable", "paste", "tablet", "dispersible"])


@settings(max_examples=40, deadline=None)
@given(_WORDS, _WORDS, _WORDS, _WORDS)
def test_glosses_of_other_words_never_prove_one_family(a: str, b: str, c: str, d: str) -> None:
    one, other = f"{a} {b}", f"{c} {d}"
    if {a, b} == {c, d}:
        return
    first = f"{one} ({a[0].upper()}{b[0].upper()})"
    second = f"{other} ({c[0].upper()}{d[0].upper()})"
    _never_certain_same(first, second)
